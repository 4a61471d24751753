package autopilot_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/autopilot/autopilottest"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

// BenchmarkRunEndToEnd is one manual run on the devnet, end to end: the config read, the
// owner's cash, the draft and its risk, the assessment, a quote per leg (12 legs for "steady
// growth"), the permit and every signature, the sponsorship, handleOps from the relay, the
// receipt, and the run, config and notification writes in ClickHouse. It reports p50 and p99.
func BenchmarkRunEndToEnd(b *testing.B) {
	d := devnettest.Start(b, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	store := &autopilot.Store{DB: schematest.New(b)}
	inbox := inbox.New(store.DB, nil)
	svc := autopilot.NewService(store, inbox, nil)
	dev := devmode.NewWallets(devmode.WalletsConfig{UserKey: devnet.DevUserKey, Factory: m.AccountFactory, Caller: d.Client()})
	wallets := autopilot.KeyWallets{Key: dev.Key}
	snap, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	runner := autopilottest.NewRunner(b, d, autopilottest.Parts{Service: svc, Store: store, Inbox: inbox,
		Signer: autopilot.NewGrantedSigner(store, wallets), Market: snap})
	// Ten users, each with its account deployed by a first, untimed run: the timed runs are
	// steady-state runs, a user's next one at least a second after its last.
	const users = 10
	ids := make([]string, users)
	for i := range ids {
		ids[i] = fmt.Sprint("bench-user-", i)
		ws, err := dev.Wallets(ctx, ids[i])
		if err != nil {
			b.Fatal(err)
		}
		w := ws[0]
		if err := d.Fund(ctx, w.Owner, big.NewInt(100_000_000_000)); err != nil {
			b.Fatal(err)
		}
		// The wallet directory vouches for the owner, as it does for a signed-in user: the
		// sponsor pays only for owners it knows.
		if err := sponsor.NewOwners(store.DB, nil).Vouch(ctx, ids[i], []common.Address{w.Owner}); err != nil {
			b.Fatal(err)
		}
		var set autopilot.Settings
		raw := fmt.Sprintf(`{"walletId":%q,"owner":%q,"smartAccount":%q,"goal":"steady growth","amountUsd":100,"cadence":"daily","maxPerPeriodUsd":1000000}`,
			w.WalletID, w.Owner.Hex(), w.SmartAccount.Hex())
		if err := json.Unmarshal([]byte(raw), &set); err != nil {
			b.Fatal(err)
		}
		if err := set.Validate(); err != nil {
			b.Fatal(err)
		}
		if _, err := svc.Save(ctx, ids[i], set, ws); err != nil {
			b.Fatal(err)
		}
		if run, err := runner.Run(ctx, autopilot.ManualKey(ids[i], "warm-up")); err != nil || run.Status != autopilot.StatusSuccess {
			b.Fatalf("warm-up run of %s: %+v %v", ids[i], run, err)
		}
	}
	var took []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		run, err := runner.Run(ctx, autopilot.ManualKey(ids[i%users], fmt.Sprint("bench-", i)))
		if err != nil || run.Status != autopilot.StatusSuccess {
			b.Fatalf("run %d: %+v %v", i, run, err)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[min(len(took)-1, len(took)*99/100)].Microseconds())/1000, "p99-ms")
}

// BenchmarkRunSkipped is the baseline of BenchmarkRunEndToEnd: a run skipped at its risk
// ceiling (config read, cash read, draft and risk, the run, config and notification writes),
// nothing signed or submitted.
func BenchmarkRunSkipped(b *testing.B) {
	d := devnettest.Start(b, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	store := &autopilot.Store{DB: schematest.New(b)}
	inbox := inbox.New(store.DB, nil)
	svc := autopilot.NewService(store, inbox, nil)
	dev := devmode.NewWallets(devmode.WalletsConfig{UserKey: devnet.DevUserKey, Factory: m.AccountFactory, Caller: d.Client()})
	snap, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	runner := autopilottest.NewRunner(b, d, autopilottest.Parts{Service: svc, Store: store, Inbox: inbox,
		Signer: autopilot.NewGrantedSigner(store, autopilot.KeyWallets{Key: dev.Key}), Market: snap})
	ws, err := dev.Wallets(ctx, "bench-skipper")
	if err != nil {
		b.Fatal(err)
	}
	w := ws[0]
	if err := d.Fund(ctx, w.Owner, big.NewInt(1_000_000_000)); err != nil {
		b.Fatal(err)
	}
	var set autopilot.Settings
	raw := fmt.Sprintf(`{"walletId":%q,"owner":%q,"smartAccount":%q,"goal":"steady growth","amountUsd":100,"cadence":"daily","riskCeilingBps":0}`,
		w.WalletID, w.Owner.Hex(), w.SmartAccount.Hex())
	if err := json.Unmarshal([]byte(raw), &set); err != nil {
		b.Fatal(err)
	}
	if err := set.Validate(); err != nil {
		b.Fatal(err)
	}
	if _, err := svc.Save(ctx, "bench-skipper", set, ws); err != nil {
		b.Fatal(err)
	}
	var took []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		run, err := runner.Run(ctx, autopilot.ManualKey("bench-skipper", fmt.Sprint("skip-", i)))
		if err != nil || run.Status != autopilot.StatusSkipped {
			b.Fatalf("run %d: %+v %v", i, run, err)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[min(len(took)-1, len(took)*99/100)].Microseconds())/1000, "p99-ms")
}
