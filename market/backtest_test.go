package market_test

import (
	"context"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

func bundledPanel(t testing.TB) *market.Panel {
	t.Helper()
	h, _, err := prices.LoadAll(context.Background(), prices.Bundled(), market.DefaultCatalog())
	if err != nil {
		t.Fatal(err)
	}
	return market.NewPanel(h)
}

func TestBacktestYear(t *testing.T) {
	p := bundledPanel(t)
	r := market.BacktestYear(p, []market.Allocation{{"AAPL", 50}, {"MSFT", 30}, {"NVDA", 20}})
	if r == nil || r.CoveragePct != 100 || len(r.Portfolio.Curve) != 60 || r.Benchmark.Symbol != "SPY" || r.Portfolio.Curve[0] != 100 {
		t.Fatalf("%+v", r)
	}
	// SPY over the last 252 sessions: 756.48 / close of 2025-05-28.
	spy := p.Tail("SPY", market.YearSessions)
	if want := market.Round2((spy[252]/spy[0] - 1) * 100); r.Benchmark.ReturnPct != want {
		t.Fatalf("benchmark %v want %v", r.Benchmark.ReturnPct, want)
	}
	if r := market.BacktestYear(&market.Panel{}, []market.Allocation{{"AAPL", 100}}); r != nil {
		t.Fatal("no SPY, still a result")
	}
}
