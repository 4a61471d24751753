package autopilot

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema/schematest"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type harness struct {
	store  *Store
	inbox  *inbox.Inbox
	svc    *Service
	clock  *clock
	signer *GrantedSigner
	keys   KeyWallets
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	db := schematest.New(t)
	clk := &clock{t: time.Unix(1_800_000_000, 0).UTC()}
	store := &Store{DB: db}
	inbox := inbox.New(store.DB, clk.now)
	keys := KeyWallets{Key: func(walletID string) (*ecdsa.PrivateKey, error) {
		k, ok := testKeys[walletID]
		if !ok {
			return nil, fmt.Errorf("%s: %w", walletID, ErrUnknownWallet)
		}
		return k, nil
	}}
	return &harness{store: store, inbox: inbox, svc: NewService(store, inbox, clk.now), clock: clk, keys: keys, signer: NewGrantedSigner(store, keys)}
}

var testKeys = func() map[string]*ecdsa.PrivateKey {
	m := map[string]*ecdsa.PrivateKey{}
	for _, id := range []string{"w1", "w2", "w-other"} {
		k, _ := crypto.GenerateKey()
		m[id] = k
	}
	return m
}()

// wallets of user u1: w1 and w2; w-other belongs to someone else.
func u1Wallets() []Wallet {
	return []Wallet{
		{WalletID: "w1", Owner: crypto.PubkeyToAddress(testKeys["w1"].PublicKey), SmartAccount: common.HexToAddress("0xb1")},
		{WalletID: "w2", Owner: crypto.PubkeyToAddress(testKeys["w2"].PublicKey), SmartAccount: common.HexToAddress("0xb2")},
	}
}

func settingsFor(t testing.TB, w Wallet, over map[string]any) Settings {
	t.Helper()
	m := map[string]any{"walletId": w.WalletID, "owner": w.Owner.Hex(), "smartAccount": w.SmartAccount.Hex()}
	for k, v := range over {
		m[k] = v
	}
	s, err := parseSettings(settingsJSON(m))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConfigLifecycle(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	w1 := u1Wallets()[0]
	if _, err := h.svc.Get(ctx, "u1"); !errors.Is(err, ErrNoConfig) {
		t.Fatalf("before POST: %v, want ErrNoConfig", err)
	}
	created, err := h.svc.Save(ctx, "u1", settingsFor(t, w1, map[string]any{"cadence": "daily", "amountUsd": 50}), u1Wallets())
	if err != nil {
		t.Fatal(err)
	}
	t0 := h.clock.now()
	if created.id() != "ap_u1" || !created.Active || created.RiskCeilingBps != 6000 || created.MaxPerPeriodE6 != 100_000_000 ||
		!created.CreatedAt.Equal(t0) || !created.NextRunAt.Equal(t0.Add(24*time.Hour)) || !created.LastRunAt.IsZero() {
		t.Fatalf("created: %+v", created)
	}
	got, err := h.svc.Get(ctx, "u1")
	if err != nil || got.AmountE6 != 50_000_000 || got.Cadence != daily || !got.NextRunAt.Equal(created.NextRunAt) {
		t.Fatalf("stored: %+v %v", got, err)
	}

	// An update an hour later keeps createdAt and resets the schedule from now.
	h.clock.advance(time.Hour)
	updated, err := h.svc.Save(ctx, "u1", settingsFor(t, w1, map[string]any{"cadence": "monthly", "riskCeilingBps": 3000, "maxPerPeriodUsd": 70}), u1Wallets())
	if err != nil {
		t.Fatal(err)
	}
	got, _ = h.svc.Get(ctx, "u1")
	if !got.CreatedAt.Equal(t0) || !got.NextRunAt.Equal(h.clock.now().Add(30*24*time.Hour)) || got.RiskCeilingBps != 3000 ||
		got.MaxPerPeriodE6 != 70_000_000 || got.Cadence != monthly || !got.UpdatedAt.Equal(updated.UpdatedAt) {
		t.Fatalf("after update: %+v", got)
	}

	// Delete revokes the grant: nothing is signed afterwards.
	digest := common.HexToHash("0x01")
	if _, err := h.signer.SignDigest(ctx, "w1", digest); err != nil {
		t.Fatalf("granted wallet cannot sign: %v", err)
	}
	if err := h.svc.Delete(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.svc.Get(ctx, "u1"); !errors.Is(err, ErrNoConfig) {
		t.Fatalf("after DELETE: %v, want ErrNoConfig", err)
	}
	if sig, err := h.signer.SignDigest(ctx, "w1", digest); !errors.Is(err, ErrNoGrant) || sig != nil {
		t.Fatalf("after DELETE the wallet signed: %x %v", sig, err)
	}
	if err := h.svc.Delete(ctx, "u1"); err != nil {
		t.Fatalf("second DELETE: %v", err)
	}
	// A new POST after deletion starts afresh.
	h.clock.advance(time.Hour)
	again, err := h.svc.Save(ctx, "u1", settingsFor(t, w1, nil), u1Wallets())
	if err != nil || !again.CreatedAt.Equal(h.clock.now()) {
		t.Fatalf("re-create: %+v %v", again, err)
	}
	if _, err := h.signer.SignDigest(ctx, "w1", digest); err != nil {
		t.Fatalf("re-granted wallet cannot sign: %v", err)
	}
}

// TestOwnership is the attack of saving a config over someone else's wallet: each mismatch is
// refused and changes nothing, no grant appears.
func TestOwnership(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	w1 := u1Wallets()[0]
	other := Wallet{WalletID: "w-other", Owner: crypto.PubkeyToAddress(testKeys["w-other"].PublicKey), SmartAccount: common.HexToAddress("0xc1")}
	cases := map[string]Settings{
		"someone else's wallet":     settingsFor(t, other, nil),
		"own walletId, other owner": settingsFor(t, Wallet{WalletID: "w1", Owner: other.Owner, SmartAccount: w1.SmartAccount}, nil),
		"other walletId, own owner": settingsFor(t, Wallet{WalletID: "w-other", Owner: w1.Owner, SmartAccount: w1.SmartAccount}, nil),
		"own wallet, other account": settingsFor(t, Wallet{WalletID: "w1", Owner: w1.Owner, SmartAccount: other.SmartAccount}, nil),
		"wallets of w2 mixed":       settingsFor(t, Wallet{WalletID: "w2", Owner: w1.Owner, SmartAccount: w1.SmartAccount}, nil),
	}
	for name, s := range cases {
		if _, err := h.svc.Save(ctx, "u1", s, u1Wallets()); !errors.Is(err, ErrNotYourWallet) {
			t.Errorf("%s: %v, want ErrNotYourWallet", name, err)
		}
	}
	if _, err := h.svc.Save(ctx, "u2", settingsFor(t, w1, nil), nil); !errors.Is(err, ErrNotYourWallet) {
		t.Errorf("user without wallets: %v", err)
	}
	if _, err := h.svc.Get(ctx, "u1"); !errors.Is(err, ErrNoConfig) {
		t.Fatalf("a refused POST stored a config: %v", err)
	}
	for _, w := range []string{"w1", "w2", "w-other"} {
		if _, err := h.signer.SignDigest(ctx, w, common.Hash{1}); !errors.Is(err, ErrNoGrant) {
			t.Fatalf("a refused POST granted %s: %v", w, err)
		}
	}
}

func TestMovingWalletRevokesTheOldGrant(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	ws := u1Wallets()
	if _, err := h.svc.Save(ctx, "u1", settingsFor(t, ws[0], nil), ws); err != nil {
		t.Fatal(err)
	}
	if _, err := h.svc.Save(ctx, "u1", settingsFor(t, ws[1], nil), ws); err != nil {
		t.Fatal(err)
	}
	if _, err := h.signer.SignDigest(ctx, "w1", common.Hash{1}); !errors.Is(err, ErrNoGrant) {
		t.Fatalf("old wallet still signs: %v", err)
	}
	sig, err := h.signer.SignDigest(ctx, "w2", common.Hash{1})
	if err != nil {
		t.Fatal(err)
	}
	if pub, err := crypto.SigToPub(common.Hash{1}.Bytes(), append(sig[:64:64], sig[64]-27)); err != nil || crypto.PubkeyToAddress(*pub) != ws[1].Owner {
		t.Fatalf("signature does not recover to the owner: %v", err)
	}
}

func TestPauseResume(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if _, err := h.svc.Pause(ctx, "u1"); !errors.Is(err, ErrNoConfig) {
		t.Fatalf("pause without config: %v", err)
	}
	if _, err := h.svc.Save(ctx, "u1", settingsFor(t, u1Wallets()[0], nil), u1Wallets()); err != nil {
		t.Fatal(err)
	}
	c, err := h.svc.Pause(ctx, "u1")
	if err != nil || c.Active || c.PausedBy != pausedByUser {
		t.Fatalf("pause: %+v %v", c, err)
	}
	if err := checkRunnable(c); !errors.Is(err, errPaused) {
		t.Fatalf("paused config is runnable: %v", err)
	}
	if _, err := h.svc.Pause(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	c, err = h.svc.Resume(ctx, "u1")
	if err != nil || !c.Active || c.PausedBy != "" || checkRunnable(c) != nil {
		t.Fatalf("resume: %+v %v", c, err)
	}
	ns, unread, err := h.inbox.List(ctx, "u1")
	if err != nil || unread != 2 || ns[0].Title != "Autopilot resumed" || ns[1].Title != "Autopilot paused" || ns[0].Kind != inbox.KindSystem {
		t.Fatalf("notifications: %+v unread %d %v", ns, unread, err)
	}
	// A POST re-activates a paused config.
	if _, err := h.svc.Pause(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	c, _ = h.svc.Save(ctx, "u1", settingsFor(t, u1Wallets()[0], nil), u1Wallets())
	if !c.Active {
		t.Fatal("POST left the config paused")
	}
}

func TestAutoPauseAfterThreeErrors(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if _, err := h.svc.Save(ctx, "u1", settingsFor(t, u1Wallets()[0], nil), u1Wallets()); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("run reverted")
	record := func(status string, err error) Config {
		t.Helper()
		h.clock.advance(time.Minute)
		c, e := h.svc.recordRunOutcome(ctx, "u1", runOutcome{Status: status, At: h.clock.now(), Err: err, SpentE6: 100_000_000})
		if e != nil {
			t.Fatal(e)
		}
		return c
	}
	record(StatusError, boom)
	record(StatusError, boom)
	c := record(StatusSuccess, nil) // a success clears the count
	if c.ConsecutiveErrs != 0 || c.Runs != 1 || c.SpentE6 != 100_000_000 || !c.LastRunAt.Equal(h.clock.now()) {
		t.Fatalf("after a success: %+v", c)
	}
	record(StatusError, boom)
	record(StatusSkipped, nil) // a skip neither counts nor clears
	c = record(StatusError, boom)
	if !c.Active {
		t.Fatal("paused after two consecutive errors")
	}
	c = record(StatusError, boom)
	if c.Active || c.PausedBy != pausedByErrors || !errors.Is(checkRunnable(c), errPaused) {
		t.Fatalf("three errors did not pause: %+v", c)
	}
	stored, _ := h.svc.Get(ctx, "u1")
	if stored.Active {
		t.Fatal("pause not stored")
	}
	ns, _, _ := h.inbox.List(ctx, "u1")
	if len(ns) != 1 || ns[0].Kind != inbox.KindSystem || ns[0].Title != "Autopilot paused after 3 failed runs" {
		t.Fatalf("notifications: %+v", ns)
	}
	// Further errors while paused write no more notifications.
	record(StatusError, boom)
	if ns, _, _ := h.inbox.List(ctx, "u1"); len(ns) != 1 {
		t.Fatalf("a paused config notified again: %+v", ns)
	}
}

func TestRevokedGrantPausesAtOnce(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if _, err := h.svc.Save(ctx, "u1", settingsFor(t, u1Wallets()[0], nil), u1Wallets()); err != nil {
		t.Fatal(err)
	}
	_, err := h.signer.SignDigest(ctx, "w2", common.Hash{2}) // never granted
	if !errors.Is(err, ErrNoGrant) {
		t.Fatalf("ungranted wallet: %v", err)
	}
	c, err := h.svc.recordRunOutcome(ctx, "u1", runOutcome{Status: StatusError, At: h.clock.now(), Err: err})
	if err != nil || c.Active || c.PausedBy != pausedByGrant {
		t.Fatalf("revoked grant did not pause: %+v %v", c, err)
	}
	ns, _, _ := h.inbox.List(ctx, "u1")
	if len(ns) != 1 || ns[0].Kind != inbox.KindSystem || ns[0].Title != "Autopilot paused: signing permission revoked" {
		t.Fatalf("notifications: %+v", ns)
	}
	if _, err := h.svc.recordRunOutcome(ctx, "nobody", runOutcome{Status: StatusSuccess, At: h.clock.now()}); !errors.Is(err, ErrNoConfig) {
		t.Fatalf("outcome without config: %v", err)
	}
}
