package market_test

import (
	"context"
	"testing"
	"time"

	"github.com/vera-invest/vera/analytics"
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

// TestCurveDates: a curve's dates are the sessions of the closes its downsampling kept, first and
// last included, one per point.
func TestCurveDates(t *testing.T) {
	dates := make([]string, 300)
	values := make([]float64, market.YearSessions)
	for i := range dates {
		dates[i] = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i).Format(time.DateOnly)
	}
	for i := range values {
		values[i] = float64(len(dates) - market.YearSessions + i) // the index of the value's date
	}
	got := market.CurveDates(dates, market.YearSessions)
	curve := analytics.Downsample(values, analytics.CurvePoints)
	if len(got) != len(curve) || got[0] != dates[len(dates)-market.YearSessions] || got[len(got)-1] != dates[len(dates)-1] {
		t.Fatalf("%d dates from %v to %v for %d points", len(got), got[0], got[len(got)-1], len(curve))
	}
	for k, v := range curve {
		if got[k] != dates[int(v)] {
			t.Errorf("point %d is the close of %s, dated %s", k, dates[int(v)], got[k])
		}
	}
	if market.CurveDates(dates[:10], market.YearSessions) != nil {
		t.Error("dates for a window longer than the calendar")
	}
}
