package autopilot

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

// spreadMode is one row of BenchmarkTickSpread: how many replicas tick, and each one's workers.
type spreadMode struct {
	name     string
	replicas int
	workers  int
}

var spreadModes = []spreadMode{
	{"one-replica-4-workers", 1, 4},
	{"one-replica-16-workers", 1, 16},
	{"three-replicas-4-workers", 3, 4},
}

// BenchmarkTickSpread is one scheduler minute of N due Autopilot configs (VERA_BENCH_SPREAD_RUNS,
// default 1,000), each a fresh dev user funded with USDG: one replica at four workers (the
// scheduler before the runs were spread), one replica at 16, and three replicas at four each,
// splitting the due configs by their ZooKeeper membership. Each replica has its own runner, relay
// key and ZooKeeper session, as processes do; all share the chain and ClickHouse. With
// VERA_BENCH_SPREAD_KIND=chain (the default) the configs run for real on the world chain with Vera
// on it ("steady growth", $25: draft, assessment, a quote per leg, the account's deployment,
// sponsorship, one handleOps from the replica's relay key, the receipt, the writes); with
// VERA_BENCH_SPREAD_KIND=skip their owners hold no USDG and every run is skipped for want of cash
// (the config and the nonce key read, the owner's cash read from the chain, the run, config and
// notification written; nothing signed or sent). VERA_BENCH_SPREAD_MODE keeps the modes whose name contains it. It reports, per mode, the time until every replica's tick
// returned, runs per second and each replica's share. Outside `make test`:
//
//	go test -run '^$' -bench BenchmarkTickSpread -benchtime 1x -timeout 60m ./autopilot/
func BenchmarkTickSpread(b *testing.B) {
	n := 1000
	if v := os.Getenv("VERA_BENCH_SPREAD_RUNS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			b.Fatalf("VERA_BENCH_SPREAD_RUNS=%q: want a positive count", v)
		}
	}
	kind := os.Getenv("VERA_BENCH_SPREAD_KIND")
	if kind == "" {
		kind = "chain"
	}
	if kind != "chain" && kind != "skip" {
		b.Fatalf("VERA_BENCH_SPREAD_KIND=%q: want chain or skip", kind)
	}
	ctx := context.Background()
	const relayKeys = 3
	// A block a second whatever the pool holds, each a second after its parent: the chain's clock
	// keeps to the wall clock, which the runs' sponsorship windows are counted in (a block per
	// transaction, each a second later, would run it ahead by a second a run).
	d := devnettest.Start(b, devnet.Config{DevAccounts: relayKeys, BlockInterval: time.Second, NoInstantBlocks: true,
		World: &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}}})
	m := d.Manifest()
	store := &Store{DB: schematest.New(b)}
	notices := inbox.New(store.DB, nil)
	svc := NewService(store, notices, nil)
	dev := devUsers{factory: m.AccountFactory, caller: d.Client()}
	signer := NewGrantedSigner(store, KeyWallets{Key: dev.Key})
	owners := sponsor.NewOwners(store.DB, nil)
	base, err := testRunnerConfig(ctx, d.Client(), m, store, svc, notices, signer, chain.NewKeySigner(devnet.AgentKey()), bundledSnapshot(b))
	if err != nil {
		b.Fatal(err)
	}
	// The devnet paymaster's global budget (100 ETH a period) pays for about 4,000 first runs: the
	// operator of a service this size raises it (setLimits), as here, to a million ETH.
	{
		pm := sponsorpaymaster.NewSponsorPaymaster()
		l := devnettest.Read(b, d, m.Paymaster, pm.PackLimits(), pm.UnpackLimits)
		l.GlobalBudgetPerPeriod = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))
		devnettest.MustSend(b, d, devnet.DeployerKey(), m.Paymaster, pm.PackSetLimits(l), 200_000, "raise the paymaster's global budget")
	}
	// Each replica relays from a key of its own, allowed on the paymaster, with a sponsor that names it.
	replicaCfg := make([]RunnerConfig, relayKeys)
	for i := range replicaCfg {
		key, err := devnet.DevKey(uint32(i))
		if err != nil {
			b.Fatal(err)
		}
		relay := crypto.PubkeyToAddress(key.PublicKey)
		devnettest.MustSend(b, d, devnet.DeployerKey(), m.Paymaster, sponsorpaymaster.NewSponsorPaymaster().PackSetRelay(relay, true), 100_000, "allow a replica's relay")
		sp, limits, err := sponsor.ForDeployment(ctx, d.Client(), m, sponsor.Deployment{Signer: chain.NewKeySigner(devnet.SponsorKey()), Relay: relay, Owners: owners})
		if err != nil {
			b.Fatal(err)
		}
		cfg := base
		cfg.Sponsor, cfg.Gas, cfg.Bundler = sp, GasAtCaps(limits), chain.NewBundler(d.Client(), m.EntryPoint, key, m.ChainID)
		cfg.Instance = fmt.Sprint("replica-", i)
		cfg.Log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})).With("replica", i)
		replicaCfg[i] = cfg
	}
	root := "/vera-bench-spread-" + time.Now().Format("150405.000000")
	for range b.N {
		for mi, mode := range spreadModes {
			if only := os.Getenv("VERA_BENCH_SPREAD_MODE"); only != "" && !strings.Contains(mode.name, only) {
				continue
			}
			prefix := fmt.Sprintf("spread-%s-%d-%s-", kind, mi, time.Now().Format("150405"))
			setupStart := time.Now()
			spreadUsers(b, d, dev, svc, owners, prefix, n, kind)
			b.Logf("%s: %d users set up in %s", mode.name, n, time.Since(setupStart).Round(time.Second))
			runners := make([]*Runner, mode.replicas)
			var zs []*coord.ZK
			for i := range runners {
				cfg := replicaCfg[i]
				cfg.Workers = mode.workers
				if mode.replicas > 1 {
					z := dialReplicaZK(b, fmt.Sprintf("%s-%d", root, mi))
					zs = append(zs, z)
					cfg.InFlight, cfg.Members = z, z
				}
				if runners[i], err = NewRunner(cfg); err != nil {
					b.Fatal(err)
				}
			}
			for _, z := range zs {
				waitMembers(b, z, mode.replicas)
			}
			ran := make([]int, len(runners))
			start := time.Now()
			var wg sync.WaitGroup
			for i, r := range runners {
				wg.Go(func() {
					var err error
					if ran[i], err = r.Tick(ctx); err != nil {
						b.Errorf("%s replica %d: %v", mode.name, i, err)
					}
				})
			}
			wg.Wait()
			took := time.Since(start)
			statuses := spreadStatuses(b, store, prefix)
			total := 0
			for _, k := range ran {
				total += k
			}
			shares := make([]string, len(ran))
			for i, k := range ran {
				shares[i] = fmt.Sprintf("%.1f%%", 100*float64(k)/float64(max(total, 1)))
			}
			b.Logf("%s, %d due (%s): %s, %.1f runs/s; recorded %v %v; statuses %v", mode.name, n, kind, took.Round(time.Millisecond),
				float64(total)/took.Seconds(), ran, shares, statuses)
			b.ReportMetric(took.Seconds(), mode.name+"-s")
			b.ReportMetric(float64(total)/took.Seconds(), mode.name+"-runs/s")
		}
	}
}

// spreadUsers makes n dev users prefix00000...: each owner funded with 100 USDG (mints sent in
// batches, not one by one), vouched for, its config saved (granting the delegated signer) and then
// due a minute ago. With kind "skip", configs of owners holding nothing, written in one insert: each
// run reads the owner's cash and is skipped.
func spreadUsers(b *testing.B, d *devnet.Devnet, dev devUsers, svc *Service, owners *sponsor.Owners, prefix string, n int, kind string) {
	ctx := context.Background()
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s%05d", prefix, i)
	}
	m := d.Manifest()
	if kind == "skip" {
		// Owners without USDG: every run reads the owner's cash and is skipped, `Not enough cash`.
		if err := insertDueConfigs(ctx, svc.store, ids, time.Now().UTC().Truncate(time.Second), false); err != nil {
			b.Fatal(err)
		}
		return
	}
	{
		key := devnet.DeployerKey()
		from := crypto.PubkeyToAddress(key.PublicKey)
		tok := usdg.NewUSDG()
		signer := types.LatestSignerForChainID(big.NewInt(m.ChainID))
		const batch = 400 // within the pool's room for one sender
		for lo := 0; lo < n; lo += batch {
			nonce, err := d.Client().PendingNonceAt(ctx, from)
			if err != nil {
				b.Fatal(err)
			}
			var last *types.Transaction
			for _, id := range ids[lo:min(n, lo+batch)] {
				owner := crypto.PubkeyToAddress(devnet.DevUserKey(id).PublicKey)
				tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{ChainID: big.NewInt(m.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1_000_000_000),
					GasFeeCap: big.NewInt(200_000_000_000), Gas: 100_000, To: &m.USDG, Data: tok.PackMint(owner, big.NewInt(100_000_000))})
				if err != nil {
					b.Fatal(err)
				}
				if err := d.Client().SendTransaction(ctx, tx); err != nil {
					b.Fatal(err)
				}
				nonce++
				last = tx
			}
			wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			rc, err := chain.WaitReceipt(wctx, d.Client(), last.Hash())
			cancel()
			if err != nil || rc.Status != types.ReceiptStatusSuccessful {
				b.Fatalf("fund users: %v", err)
			}
		}
	}
	due := time.Now().UTC().Truncate(time.Second).Add(-time.Minute)
	work := make(chan string)
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			for id := range work {
				if err := spreadUser(ctx, dev, svc, owners, id, due); err != nil {
					b.Error(err)
				}
			}
		})
	}
	for _, id := range ids {
		work <- id
	}
	close(work)
	wg.Wait()
	if b.Failed() {
		b.FailNow()
	}
}

func spreadUser(ctx context.Context, dev devUsers, svc *Service, owners *sponsor.Owners, id string, due time.Time) error {
	ws, err := dev.Wallets(ctx, id)
	if err != nil {
		return err
	}
	w := ws[0]
	if err := owners.Vouch(ctx, id, []common.Address{w.Owner}); err != nil {
		return err
	}
	set, err := parseSettings(settingsJSON(map[string]any{"walletId": w.WalletID, "owner": w.Owner.Hex(), "smartAccount": w.SmartAccount.Hex(),
		"goal": "steady growth", "amountUsd": 25, "cadence": "weekly", "maxPerPeriodUsd": 1000}))
	if err != nil {
		return err
	}
	if _, err := svc.Save(ctx, id, set, ws); err != nil {
		return err
	}
	c, err := svc.Get(ctx, id)
	if err != nil {
		return err
	}
	c.NextRunAt = due
	return svc.store.writeConfig(ctx, c, uint64(time.Now().UnixNano()), false)
}

// spreadStatuses counts the recorded runs of the users starting with prefix by status.
func spreadStatuses(b *testing.B, s *Store, prefix string) map[string]int {
	rows, err := s.DB.Query(context.Background(), "SELECT status, count() FROM autopilot_runs FINAL WHERE startsWith(user_id, ?) GROUP BY status", prefix)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var st string
		var k uint64
		if err := rows.Scan(&st, &k); err != nil {
			b.Fatal(err)
		}
		out[st] = int(k)
	}
	return out
}
