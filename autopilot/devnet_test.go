package autopilot

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
)

// TestDevWallets: a user id never seen gets its own wallet, deterministic from the id, whose
// smart account is the factory's address for its owner; the directory lists it, so the
// ownership check passes and the granted wallet signs as its owner. Demo users keep their
// seeded wallets.
func TestDevWallets(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	demoKey, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DevWalletsConfig{
		Demo:    []DevWallet{{UserID: m.DemoUsers[0].UserID, WalletID: m.DemoUsers[0].WalletID, Key: demoKey}},
		UserKey: devnet.DevUserKey, Factory: m.AccountFactory, Caller: d.Client(),
	}
	dw := NewDevWallets(cfg)

	ws, err := dw.Wallets(ctx, "alice@example.com")
	if err != nil || len(ws) != 1 {
		t.Fatalf("new user: %v %v", ws, err)
	}
	w := ws[0]
	if w.WalletID != "dev:alice@example.com" || w.Owner != crypto.PubkeyToAddress(devnet.DevUserKey("alice@example.com").PublicKey) {
		t.Fatalf("wallet %+v", w)
	}
	factory := veraaccountfactory.NewVeraAccountFactory()
	if want := devnettest.Read(t, d, m.AccountFactory, factory.PackGetAddress(w.Owner, common.Big0), factory.UnpackGetAddress); w.SmartAccount != want {
		t.Fatalf("smart account %s, factory says %s", w.SmartAccount.Hex(), want.Hex())
	}
	again, _ := NewDevWallets(cfg).Wallets(ctx, "alice@example.com")
	if again[0] != w {
		t.Fatalf("a restart gave another wallet: %+v", again[0])
	}
	bob, _ := dw.Wallets(ctx, "bob")
	if bob[0].Owner == w.Owner || bob[0].SmartAccount == w.SmartAccount {
		t.Fatal("two users share a wallet")
	}
	demo, _ := dw.Wallets(ctx, m.DemoUsers[0].UserID)
	if demo[0].WalletID != m.DemoUsers[0].WalletID || demo[0].Owner != m.DemoUsers[0].Owner || demo[0].SmartAccount != m.DemoUsers[0].SmartAccount {
		t.Fatalf("demo user: %+v, manifest %+v", demo[0], m.DemoUsers[0])
	}
	if none, _ := dw.Wallets(ctx, ""); len(none) != 0 {
		t.Fatal("empty user id has wallets")
	}
	if _, err := dw.Key("dev:" + m.DemoUsers[0].UserID); !errors.Is(err, ErrUnknownWallet) {
		t.Fatalf("a demo user's derived wallet id has a key: %v", err)
	}
	if _, err := dw.Key("wallet-elsewhere"); !errors.Is(err, ErrUnknownWallet) {
		t.Fatalf("unknown wallet id: %v", err)
	}

	// Autopilot set up by the new user, then signing for it, then DELETE: nothing more signed.
	h := newHarness(t)
	h.signer = NewGrantedSigner(h.store, KeyWallets{Key: dw.Key})
	if _, err := h.svc.Save(ctx, "alice@example.com", settingsFor(t, w, nil), ws); err != nil {
		t.Fatal(err)
	}
	if _, err := h.svc.Save(ctx, "bob", settingsFor(t, w, nil), bob); !errors.Is(err, ErrNotYourWallet) {
		t.Fatalf("bob saved alice's wallet: %v", err)
	}
	digest := crypto.Keccak256Hash([]byte("userOp"))
	sig, err := OwnerSigner(h.signer, w.WalletID, w.Owner).SignDigest(ctx, digest)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chain.RecoverDigest(digest, sig); got != w.Owner {
		t.Fatalf("signed as %s, want %s", got.Hex(), w.Owner.Hex())
	}
	if _, err := h.signer.SignDigest(ctx, m.DemoUsers[0].WalletID, digest); !errors.Is(err, ErrNoGrant) {
		t.Fatalf("demo wallet signed without a grant: %v", err)
	}
	if err := h.svc.Delete(ctx, "alice@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.signer.SignDigest(ctx, w.WalletID, digest); !errors.Is(err, ErrNoGrant) {
		t.Fatalf("signed after DELETE: %v", err)
	}
}

// TestPriceAlertFiresOnce moves a real devnet feed across alerts' thresholds and evaluates
// several times: each alert fires exactly once, with one notification.
func TestPriceAlertFiresOnce(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	asset := m.Assets[0]
	feed := pricefeed.NewPriceFeed()
	setPrice := func(e8 *big.Int) {
		t.Helper()
		devnettest.MustSend(t, d, devnet.DeployerKey(), asset.Feed, feed.PackSetAnswer(e8), 200_000, "set feed answer")
	}
	start := new(big.Int).Set(asset.PriceE8)
	scaled := func(pct int64) *big.Int {
		return new(big.Int).Div(new(big.Int).Mul(start, big.NewInt(pct)), big.NewInt(100))
	}

	h := newHarness(t)
	known := func(s string) (string, bool) {
		tok, ok := tokens.BySymbol(s)
		return tok.Symbol, ok && tokens.IsAsset(s)
	}
	alerts := NewAlerts(h.store, h.inbox, account.NewFeeds(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Assets, 0, nil), known, h.clock.now)
	create := func(user string, dir Direction, e8 *big.Int) Alert {
		t.Helper()
		usd, _ := new(big.Rat).SetFrac(e8, big.NewInt(1e8)).Float64()
		req := AlertRequest{Symbol: asset.Symbol, Direction: dir, PriceUSD: usd}
		if err := req.Validate(); err != nil {
			t.Fatal(err)
		}
		al, err := alerts.Create(ctx, user, req)
		if err != nil {
			t.Fatal(err)
		}
		return al
	}
	up := create("u1", Above, scaled(110))
	down := create("u1", Below, scaled(90))
	deleted := create("u1", Above, scaled(105))
	if err := alerts.Delete(ctx, "u1", deleted.ID); err != nil {
		t.Fatal(err)
	}
	if err := alerts.Delete(ctx, "u2", up.ID); !errors.Is(err, ErrUnknownAlert) {
		t.Fatalf("u2 deleted u1's alert: %v", err)
	}
	bad := AlertRequest{Symbol: "USDG", Direction: Above, PriceUSD: 1}
	if err := bad.Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := alerts.Create(ctx, "u1", bad); !errors.Is(err, ErrInvalidAlert) {
		t.Fatalf("alert on cash: %v", err)
	}

	evaluate := func(want int) {
		t.Helper()
		n, err := alerts.Evaluate(ctx)
		if err != nil || n != want {
			t.Fatalf("evaluate: fired %d (%v), want %d", n, err, want)
		}
	}
	evaluate(0)
	setPrice(scaled(120))
	evaluate(1)
	evaluate(0)
	setPrice(scaled(100))
	setPrice(scaled(125))
	evaluate(0)
	setPrice(scaled(80))
	evaluate(1)
	evaluate(0)

	ns, unread, err := h.inbox.List(ctx, "u1")
	if err != nil || unread != 2 || len(ns) != 2 {
		t.Fatalf("notifications: %+v unread %d %v", ns, unread, err)
	}
	for _, n := range ns {
		if n.Kind != inbox.KindAlert || n.Symbol != asset.Symbol {
			t.Fatalf("notification %+v", n)
		}
	}
	list, _ := alerts.List(ctx, "u1")
	if len(list) != 2 {
		t.Fatalf("listed %d alerts, want 2 (the deleted one gone)", len(list))
	}
	for _, al := range list {
		if al.FiredAt == nil || al.FiredPriceUSD == nil {
			t.Fatalf("alert %s not marked fired: %+v", al.ID, al)
		}
		if al.ID == up.ID && *al.FiredPriceUSD <= up.PriceUSD || al.ID == down.ID && *al.FiredPriceUSD >= down.PriceUSD {
			t.Fatalf("fired at the wrong price: %+v", al)
		}
	}
}

// TestPriceAlertOnStalePrice: a feed answer beyond an alert's threshold but older than the
// freshness bound (account.DefaultMaxPriceAge against the block, the rule that makes GET
// /api/prices report "none") fires nothing and notifies no one; the same answer fresh fires it.
// Real devnet feeds, real ClickHouse.
func TestPriceAlertOnStalePrice(t *testing.T) {
	d, asset, h, alerts := alertsOnDevnet(t)
	ctx := context.Background()
	usd, _ := new(big.Rat).SetFrac(asset.PriceE8, big.NewInt(1e8)).Float64()
	req := AlertRequest{Symbol: asset.Symbol, Direction: Above, PriceUSD: usd * 2}
	if err := req.Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := alerts.Create(ctx, "u1", req); err != nil {
		t.Fatal(err)
	}
	head, err := d.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	beyond := new(big.Int).Mul(asset.PriceE8, big.NewInt(3))
	feed := pricefeed.NewPriceFeed()
	stale := int64(head.Time) - int64((account.DefaultMaxPriceAge + time.Hour).Seconds())
	devnettest.MustSend(t, d, devnet.DeployerKey(), asset.Feed, feed.PackSetAnswerAt(beyond, big.NewInt(stale)), 200_000, "set a stale answer")
	if n, err := alerts.Evaluate(ctx); err != nil || n != 0 {
		t.Fatalf("stale answer at 3x: fired %d (%v), want 0", n, err)
	}
	if ns, _, err := h.inbox.List(ctx, "u1"); err != nil || len(ns) != 0 {
		t.Fatalf("stale answer notified: %+v %v", ns, err)
	}
	devnettest.MustSend(t, d, devnet.DeployerKey(), asset.Feed, feed.PackSetAnswer(beyond), 200_000, "set a fresh answer")
	if n, err := alerts.Evaluate(ctx); err != nil || n != 1 {
		t.Fatalf("fresh answer at 3x: fired %d (%v), want 1", n, err)
	}
}

// alertsOnDevnet starts a devnet and returns its first asset, a harness on a test database and
// price alerts reading the devnet's feeds through account.Feeds.
func alertsOnDevnet(t *testing.T) (*devnet.Devnet, chain.Token, *harness, *Alerts) {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	h := newHarness(t)
	feeds := account.NewFeeds(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Assets, 0, nil)
	return d, m.Assets[0], h, NewAlerts(h.store, h.inbox, feeds, nil, h.clock.now)
}
