package quote_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/schema/schematest"
)

// market is a venue whose answers the test switches per token and direction: it fills, declines
// a token's sells or buys, or fails outright (an outage).
type market struct {
	mu     sync.Mutex
	usdg   common.Address
	noBuy  map[common.Address]bool
	noSell map[common.Address]bool
	down   bool
	name   string
}

func (m *market) Name() string { return m.name }

func (m *market) Quote(_ context.Context, o quote.Order) (quote.Fill, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.down {
		return quote.Fill{}, errors.New("venue down")
	}
	if (o.SellToken == m.usdg && m.noBuy[o.BuyToken]) || (o.BuyToken == m.usdg && m.noSell[o.SellToken]) {
		return quote.Fill{}, quote.ErrNoLiquidity
	}
	return quote.Fill{BuyAmount: new(big.Int).Mul(o.SellAmount, big.NewInt(2)), Target: common.HexToAddress("0xbeef")}, nil
}

func (m *market) set(f func()) { m.mu.Lock(); f(); m.mu.Unlock() }

func TestSweepLocksAndUnlocks(t *testing.T) {
	db := schematest.New(t)
	ctx := context.Background()
	usdg := common.HexToAddress("0x0000000000000000000000000000000000000a00")
	symbols := []string{"AAPL", "MSFT", "NVDA"}
	tokens := []chain.Token{{Symbol: "USDG", Address: usdg, Decimals: 6}}
	for i, s := range symbols {
		tokens = append(tokens, chain.Token{Symbol: s, Address: common.BigToAddress(big.NewInt(int64(0xa01 + i))), Decimals: 18})
	}
	cat, err := chain.NewTokenIndex(tokens)
	if err != nil {
		t.Fatal(err)
	}
	nvda, _ := cat.BySymbol("NVDA")
	mk := &market{usdg: usdg, noBuy: map[common.Address]bool{}, noSell: map[common.Address]bool{}, name: "m"}
	racer, _ := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{mk}})
	locks := &quote.Locks{}
	svc, err := quote.NewService(quote.Config{ChainID: 4663, Permit2: common.HexToAddress("0x22"), Settlement: common.HexToAddress("0x33"),
		USDG: usdg, Tokens: cat, Racer: racer, Multicall: chain.NewMulticall(nil, common.Address{}, 0), Locks: locks})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	store := &quote.Store{DB: db}
	sw := &quote.Sweeper{Quotes: svc, Symbols: func() []string { return symbols }, Store: store, Locks: locks, Now: func() time.Time { return now }}
	sweep := func() error {
		t.Helper()
		now = now.Add(time.Hour)
		_, err := sw.Sweep(ctx)
		return err
	}
	price := func(side, sym string) bool {
		t.Helper()
		ans, err := svc.Respond(ctx, quote.Request{Mode: quote.ModePrice, Side: side, Symbol: sym, SellAmount: big.NewInt(1_000_000), Taker: common.HexToAddress("0x44")})
		if err != nil {
			t.Fatal(err)
		}
		no := !ans.Liquid()
		return !no
	}
	tradability := func() string {
		b, _ := json.Marshal(locks.Tradability())
		return string(b)
	}

	// Before the first sweep: unknown, nothing locked.
	if got := tradability(); got != `{"ok":null,"dropped":[],"asOf":null}` {
		t.Fatalf("before any sweep: %s", got)
	}
	if err := sweep(); err != nil {
		t.Fatal(err)
	}
	if got := tradability(); got != `{"ok":["AAPL","MSFT","NVDA"],"dropped":[],"asOf":"2026-11-23T11:00:00Z"}` {
		t.Fatalf("after a clean sweep: %s", got)
	}

	// NVDA loses its sell route: one miss keeps it tradable, the second locks it.
	mk.set(func() { mk.noSell[nvda.Address] = true })
	if err := sweep(); err != nil {
		t.Fatal(err)
	}
	if locks.Locked("NVDA") {
		t.Fatal("locked after one miss")
	}
	if err := sweep(); err != nil {
		t.Fatal(err)
	}
	if !locks.Locked("NVDA") || locks.Locked("AAPL") {
		t.Fatalf("after two misses: %s", tradability())
	}
	if got := tradability(); got != `{"ok":["AAPL","MSFT"],"dropped":["NVDA"],"asOf":"2026-11-23T13:00:00Z"}` {
		t.Fatalf("tradability %s", got)
	}
	// A locked asset is declined in both directions, although its buy route still answers.
	if price(quote.SideBuy, "NVDA") || price(quote.SideSell, "NVDA") || !price(quote.SideBuy, "AAPL") {
		t.Fatal("locked asset quoted")
	}
	// The lock survives a restart: it is read back from ClickHouse.
	restored := &quote.Locks{}
	if err := (&quote.Sweeper{Store: store, Locks: restored}).Restore(ctx); err != nil {
		t.Fatal(err)
	}
	if !restored.Locked("NVDA") || restored.Locked("MSFT") {
		t.Fatalf("restored locks %v", restored.Set())
	}
	// A locked asset leaves its themes into excluded.
	snap, err := snapshot.Bundled(ctx, snapshot.Options{Locked: locks.Set})
	if err != nil {
		t.Fatal(err)
	}
	movedOut := false
	for _, th := range snap.Baskets.Themes {
		for _, a := range th.Allocations {
			if a.Symbol == "NVDA" {
				t.Fatalf("theme %s still holds NVDA", th.Slug)
			}
		}
		movedOut = movedOut || slices.ContainsFunc(th.Excluded, func(n baskets.Named) bool { return n.Symbol == "NVDA" })
	}
	if !movedOut {
		t.Fatal("NVDA is in no theme's excluded")
	}

	// An outage (no venue answers for any asset) locks nothing and changes nothing.
	mk.set(func() { mk.down = true })
	if err := sweep(); !errors.Is(err, quote.ErrOutage) {
		t.Fatalf("outage sweep: %v", err)
	}
	if got := tradability(); got != `{"ok":["AAPL","MSFT"],"dropped":["NVDA"],"asOf":"2026-11-23T13:00:00Z"}` {
		t.Fatalf("after an outage: %s", got)
	}
	var outages uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM tradability_outages").Scan(&outages); err != nil || outages != 1 {
		t.Fatalf("outages stored %d (%v)", outages, err)
	}

	// Any sweep finding both routes unlocks.
	mk.set(func() { mk.down = false; delete(mk.noSell, nvda.Address) })
	if err := sweep(); err != nil {
		t.Fatal(err)
	}
	if locks.Locked("NVDA") || !price(quote.SideSell, "NVDA") {
		t.Fatalf("after a hit: %s", tradability())
	}
	latest, ok, err := store.Latest(ctx)
	if err != nil || !ok || len(latest.Rows) != 3 || latest.Rows[2].Symbol != "NVDA" || latest.Rows[2].Locked || latest.Rows[2].SellAmount == "" {
		t.Fatalf("latest stored sweep %+v %v %v", latest, ok, err)
	}
}

func TestNext(t *testing.T) {
	f := func(prev quote.SweepRow, buy, sell bool, misses uint32, locked bool) {
		t.Helper()
		got := quote.Next(prev, buy, sell)
		if got.Misses != misses || got.Locked != locked {
			t.Fatalf("Next(%+v, %v, %v) = %+v", prev, buy, sell, got)
		}
	}
	f(quote.SweepRow{}, true, true, 0, false)
	f(quote.SweepRow{}, true, false, 1, false)
	f(quote.SweepRow{}, false, true, 1, false)
	f(quote.SweepRow{Misses: 1}, false, false, 2, true)
	f(quote.SweepRow{Misses: 2, Locked: true}, true, false, 3, true)
	f(quote.SweepRow{Misses: 5, Locked: true}, true, true, 0, false)
}

// The screener serves the buyable set: a locked asset leaves it.
func TestScreenerLeavesLockedOut(t *testing.T) {
	snap, err := snapshot.Bundled(context.Background(), snapshot.Options{Locked: func() map[string]bool { return map[string]bool{"NVDA": true} }})
	if err != nil {
		t.Fatal(err)
	}
	var sc struct{ Assets []struct{ Symbol string } }
	if err := json.Unmarshal(snap.Views.Screener, &sc); err != nil || len(sc.Assets) == 0 {
		t.Fatalf("screener: %v", err)
	}
	for _, a := range sc.Assets {
		if a.Symbol == "NVDA" {
			t.Fatal("a locked asset is in the screener")
		}
	}
}
