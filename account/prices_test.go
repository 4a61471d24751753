package account_test

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
)

func TestPrices(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	feeds := account.NewFeeds(e.Multicall(), e.M.Assets, time.Hour, account.NewMarket(e.Market))

	// Every feed starts at the asset's last real close (2026-05-29 in the bundled history).
	book, err := feeds.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(book.Prices) != len(e.M.Assets) {
		t.Fatalf("%d prices for %d assets", len(book.Prices), len(e.M.Assets))
	}
	for _, a := range e.M.Assets {
		p := book.Prices[a.Symbol]
		want, _ := new(big.Rat).SetFrac(a.PriceE8, big.NewInt(100_000_000)).Float64()
		if p.Source != account.SourceChainlink || p.PriceUsd == nil || *p.PriceUsd != want || p.CloseDate != "2026-05-29" || p.Symbol != a.Symbol {
			t.Errorf("%s: %+v, want %v from 2026-05-29", a.Symbol, p, want)
		}
	}
	if _, err := time.Parse(time.RFC3339, book.AsOf); err != nil {
		t.Errorf("asOf %q", book.AsOf)
	}

	// A price that is no real close is served without a date; an earlier real close carries its
	// own date; a non-positive answer is no price at all.
	e.SetPrice(t, "MSFT", big.NewInt(123_45000000), time.Time{})
	aaplEarlier, _ := chain.ParsePriceE8("312.510009765625") // AAPL's close of 2026-05-28
	e.SetPrice(t, "AAPL", aaplEarlier, time.Time{})
	e.SetPrice(t, "NVDA", big.NewInt(0), time.Time{})
	book, err = feeds.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if p := book.Prices["MSFT"]; p.PriceUsd == nil || *p.PriceUsd != 123.45 || p.CloseDate != "" || p.Source != account.SourceChainlink {
		t.Errorf("MSFT off-close: %+v", p)
	}
	if p := book.Prices["AAPL"]; p.CloseDate != "2026-05-28" {
		t.Errorf("AAPL at the 2026-05-28 close: %+v", p)
	}
	if p := book.Prices["NVDA"]; p.PriceUsd != nil || p.Source != account.SourceNone || p.CloseDate != "" {
		t.Errorf("NVDA at zero: %+v", p)
	}
	b, _ := json.Marshal(book.Prices["NVDA"])
	if string(b) != `{"symbol":"NVDA","source":"none"}` {
		t.Errorf("unpriced JSON %s", b)
	}

	// An answer updated in the future of the block is not trusted either.
	e.SetPrice(t, "TSLA", e.Asset(t, "TSLA").PriceE8, time.Now().Add(24*time.Hour))
	if book, _ = feeds.Read(ctx); book.Prices["TSLA"].Source != account.SourceNone {
		t.Errorf("TSLA updated in the future: %+v", book.Prices["TSLA"])
	}

	// The chain moves past the bound: every feed is stale and nothing is priced.
	if err := e.Dev.AdjustTime(time.Hour + time.Minute); err != nil {
		t.Fatal(err)
	}
	e.Dev.Commit()
	book, err = feeds.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for sym, p := range book.Prices {
		if p.PriceUsd != nil || p.Source != account.SourceNone {
			t.Errorf("%s after the bound: %+v", sym, p)
		}
	}
	// A feed refreshed after that is fresh again.
	e.SetPrice(t, "SPY", e.Asset(t, "SPY").PriceE8, time.Time{})
	if book, _ = feeds.Read(ctx); book.Prices["SPY"].Source != account.SourceChainlink || book.Prices["SPY"].CloseDate != "2026-05-29" {
		t.Errorf("SPY refreshed: %+v", book.Prices["SPY"])
	}
}
