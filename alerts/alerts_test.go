package alerts

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

// harness is a test database, an inbox over it and a settable clock.
type harness struct {
	db    *schema.DB
	inbox *inbox.Inbox
	clock *clock
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	clk := &clock{t: time.Unix(1_800_000_000, 0).UTC()}
	db := schematest.New(t)
	return &harness{db: db, inbox: inbox.New(db, clk.now), clock: clk}
}

func TestFeedSymbols(t *testing.T) {
	tokens, err := chain.NewTokenIndex([]chain.Token{
		{Symbol: "USDG", Address: common.HexToAddress("0x01"), Decimals: 6},
		{Symbol: "NVDA", Address: common.HexToAddress("0x02"), Decimals: 18, Feed: common.HexToAddress("0xf2")},
	})
	if err != nil {
		t.Fatal(err)
	}
	known := FeedSymbols(tokens)
	f := func(in, want string, ok bool) {
		t.Helper()
		if got, gotOK := known(in); gotOK != ok || (ok && got != want) {
			t.Errorf("known(%q) = %q, %v; want %q, %v", in, got, gotOK, want, ok)
		}
	}
	f("NVDA", "NVDA", true)
	f("nvda", "NVDA", true)
	f("USDG", "", false) // cash has no feed
	f("AAPL", "", false)
	f("", "", false)
}

func TestAlertRequestValidation(t *testing.T) {
	f := func(body string, ok bool) {
		t.Helper()
		var r AlertRequest
		err := json.Unmarshal([]byte(body), &r)
		if err == nil {
			err = r.Validate()
		}
		if (err == nil) != ok {
			t.Errorf("%s: err %v, want ok %v", body, err, ok)
		}
	}
	f(`{"symbol":"NVDA","direction":"above","priceUsd":200.5}`, true)
	f(`{"symbol":"nvda","direction":"below","priceUsd":0.00000001}`, true)
	f(`{"symbol":"NVDA","direction":"up","priceUsd":200}`, false)
	f(`{"symbol":"NVDA","direction":"above","priceUsd":0}`, false)
	f(`{"symbol":"NVDA","direction":"above","priceUsd":-1}`, false)
	f(`{"symbol":"NVDA","direction":"above","priceUsd":10000001}`, false)
	f(`{"symbol":"NVDA","direction":"above","priceUsd":0.000000001}`, false)
	f(`{"symbol":"NVDA","direction":"above","priceUsd":"200"}`, false)
	f(`{"symbol":"","direction":"above","priceUsd":1}`, false)
	f(`{"symbol":"ABCDEFGHIJKLM","direction":"above","priceUsd":1}`, false)
	f(`{"direction":"above","priceUsd":1}`, false)
	f(`{"symbol":"NVDA","priceUsd":1}`, false)
	f(`{"symbol":"NVDA","direction":"above"}`, false)
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
	alerts := New(h.db, h.inbox, account.NewFeeds(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Assets, 0, nil), known, h.clock.now)
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
	list, _ := alerts.list(ctx, "u1")
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
	return d, m.Assets[0], h, New(h.db, h.inbox, feeds, nil, h.clock.now)
}
