package api_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/autopilot/autopilottest"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestAutopilotRunRoute: 20 concurrent POST /api/autopilot/run for one account: exactly one
// executes on chain, every other answers 429 with Retry-After: 30 (the route's 6-per-minute
// limit is lifted here so that only the in-flight rule answers). The run is listed by GET
// /api/autopilot/runs; a repeated Idempotency-Key answers the recorded run and submits nothing.
func TestAutopilotRunRoute(t *testing.T) {
	pol := api.DefaultPolicies()
	p := pol["POST /api/autopilot/run"]
	p.Limit = 1000
	pol["POST /api/autopilot/run"] = p
	f := newBareFixture(t, api.Config{Policies: pol})
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	store := &autopilot.Store{DB: schematest.New(t)}
	notices := inbox.New(store.DB, nil)
	svc := autopilot.NewService(store, notices, nil)
	u := m.DemoUsers[0]
	ownerKey, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	wallets := autopilot.KeyWallets{Key: func(id string) (*ecdsa.PrivateKey, error) {
		if id == u.WalletID {
			return ownerKey, nil
		}
		return nil, autopilot.ErrUnknownWallet
	}}
	snap, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	runner := autopilottest.NewRunner(t, d, autopilottest.Parts{Service: svc, Store: store, Inbox: notices,
		Signer: autopilot.NewGrantedSigner(store, wallets), Market: snap})
	f.srv.Register(api.AutopilotRunRoutes{Runner: runner, Store: store})
	var set autopilot.Settings
	raw := fmt.Sprintf(`{"walletId":%q,"owner":%q,"smartAccount":%q,"goal":"steady growth","amountUsd":25,"cadence":"daily"}`,
		u.WalletID, u.Owner.Hex(), u.SmartAccount.Hex())
	if err := json.Unmarshal([]byte(raw), &set); err != nil {
		t.Fatal(err)
	}
	if err := set.Validate(); err != nil {
		t.Fatal(err)
	}
	wl := []autopilot.Wallet{{WalletID: u.WalletID, Owner: u.Owner, SmartAccount: u.SmartAccount}}
	if _, err := svc.Save(ctx, u.UserID, set, wl); err != nil {
		t.Fatal(err)
	}
	tok, err := f.iss.Token(u.UserID, time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	relay := crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)
	sent := func() uint64 {
		n, err := d.Client().NonceAt(ctx, relay, nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	start := make(chan struct{})
	out := make([]response, 20)
	var wg sync.WaitGroup
	for i := range out {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = f.do(t, "POST", "/api/autopilot/run", bearer(tok))
		}()
	}
	close(start)
	wg.Wait()
	var ran, refused int
	var txHash string
	for _, r := range out {
		switch r.status {
		case 200:
			var a struct {
				OK     bool   `json:"ok"`
				TxHash string `json:"txHash"`
			}
			if err := json.Unmarshal([]byte(r.body), &a); err != nil || !a.OK {
				t.Fatalf("200 %s", r.body)
			}
			ran, txHash = ran+1, a.TxHash
		case 429:
			if r.headers["Retry-After"] != "30" {
				t.Fatalf("429 with Retry-After %q", r.headers["Retry-After"])
			}
			wantError(t, r, 429, api.MsgTooManyRequests)
			refused++
		default:
			t.Fatalf("answer %d %s", r.status, r.body)
		}
	}
	if ran != 1 || refused != 19 || sent() != 1 {
		t.Fatalf("%d ran, %d refused, %d transactions sent", ran, refused, sent())
	}

	r := f.do(t, "GET", "/api/autopilot/runs", bearer(tok))
	var list struct {
		Runs []struct {
			Status   string           `json:"status"`
			TxHash   string           `json:"txHash"`
			Holdings []map[string]any `json:"holdings"`
		} `json:"runs"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &list) != nil || len(list.Runs) != 1 || list.Runs[0].TxHash != txHash || len(list.Runs[0].Holdings) == 0 {
		t.Fatalf("runs: %d %s", r.status, r.body)
	}

	first := f.do(t, "POST", "/api/autopilot/run", bearer(tok), header("Idempotency-Key", "client-key-1"))
	again := f.do(t, "POST", "/api/autopilot/run", bearer(tok), header("Idempotency-Key", "client-key-1"))
	if first.status != 200 || again.body != first.body || sent() != 2 {
		t.Fatalf("idempotent repeat: %s then %s, %d transactions", first.body, again.body, sent())
	}
	wantError(t, f.do(t, "POST", "/api/autopilot/run", bearer(tok), header("Idempotency-Key", "bad\x01key")), 400, api.MsgInvalidBody)

	// With the spec's limit (6 per 60 s per user), 20 concurrent requests of another account:
	// one executes; the other five the limiter lets through meet the in-flight rule (Retry-After
	// 30), the fourteen over the limit the limiter's own 429.
	u2 := m.DemoUsers[1]
	key2, err := devnet.DemoOwnerKey(2)
	if err != nil {
		t.Fatal(err)
	}
	wallets2 := autopilot.KeyWallets{Key: func(id string) (*ecdsa.PrivateKey, error) {
		if id == u2.WalletID {
			return key2, nil
		}
		return nil, autopilot.ErrUnknownWallet
	}}
	runner2 := autopilottest.NewRunner(t, d, autopilottest.Parts{Service: svc, Store: store, Inbox: notices,
		Signer: autopilot.NewGrantedSigner(store, wallets2), Market: snap})
	f2 := newBareFixture(t, api.Config{})
	f2.srv.Register(api.AutopilotRunRoutes{Runner: runner2, Store: store})
	raw = fmt.Sprintf(`{"walletId":%q,"owner":%q,"smartAccount":%q,"goal":"steady growth","amountUsd":25,"cadence":"daily"}`,
		u2.WalletID, u2.Owner.Hex(), u2.SmartAccount.Hex())
	if err := json.Unmarshal([]byte(raw), &set); err != nil {
		t.Fatal(err)
	}
	if err := set.Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Save(ctx, u2.UserID, set, []autopilot.Wallet{{WalletID: u2.WalletID, Owner: u2.Owner, SmartAccount: u2.SmartAccount}}); err != nil {
		t.Fatal(err)
	}
	tok2, err := f2.iss.Token(u2.UserID, time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	start2 := make(chan struct{})
	out2 := make([]response, 20)
	for i := range out2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start2
			out2[i] = f2.do(t, "POST", "/api/autopilot/run", bearer(tok2))
		}()
	}
	close(start2)
	wg.Wait()
	ran, inFlight, limited := 0, 0, 0
	for _, r := range out2 {
		switch {
		case r.status == 200 && strings.Contains(r.body, `"ok":true`):
			ran++
		case r.status == 429 && r.headers["Retry-After"] == "30":
			wantError(t, r, 429, api.MsgTooManyRequests)
			inFlight++
		case r.status == 429:
			wantError(t, r, 429, api.MsgTooManyRequests)
			limited++
		default:
			t.Fatalf("answer %d %s", r.status, r.body)
		}
	}
	if ran != 1 || inFlight != 5 || limited != 14 || sent() != 3 {
		t.Fatalf("spec limit: %d ran, %d in flight, %d over the limit, %d transactions", ran, inFlight, limited, sent())
	}
}
