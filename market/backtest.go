package market

import (
	"github.com/vera-invest/vera/analytics"
)

// Benchmark is the symbol every backtest is measured against.
const Benchmark = "SPY"

// YearSessions is the closes of a one-year backtest window: 252 returns.
const YearSessions = analytics.SessionsYear + 1

// BacktestSeries is the interface's BacktestSeries; Symbol is set on the benchmark only.
type BacktestSeries struct {
	Symbol         string    `json:"symbol,omitempty"`
	ReturnPct      float64   `json:"returnPct"`
	VolPct         float64   `json:"volPct"`
	MaxDrawdownPct float64   `json:"maxDrawdownPct"`
	Sharpe         float64   `json:"sharpe"`
	Curve          []float64 `json:"curve"`
}

// SeriesOut rounds an analytics series for output (percents and Sharpe to 2 decimals, the
// curve to 2 decimals).
func SeriesOut(s analytics.Series, symbol string) BacktestSeries {
	return BacktestSeries{
		Symbol:         symbol,
		ReturnPct:      Round2(s.ReturnPct),
		VolPct:         Round2(s.VolPct),
		MaxDrawdownPct: Round2(s.MaxDrawdownPct),
		Sharpe:         Round2(s.Sharpe),
		Curve:          RoundAll(s.Curve, Round2),
	}
}

// BacktestResult is the result of POST /api/backtest.
type BacktestResult struct {
	Period      string         `json:"period"`
	Rebalance   string         `json:"rebalance"`
	CoveragePct float64        `json:"coveragePct"`
	Excluded    []string       `json:"excluded"`
	Portfolio   BacktestSeries `json:"portfolio"`
	Benchmark   BacktestSeries `json:"benchmark"`
}

// Allocation is one requested leg: a catalog symbol and a positive weight in percent.
type Allocation struct {
	Symbol    string
	WeightPct float64
}

// BacktestYear runs the one-year, monthly-rebalanced backtest of the interface over the
// panel's last 253 sessions against SPY. It returns nil when SPY lacks the window or the
// legs with full history hold under half of the weight.
func BacktestYear(p *Panel, legs []Allocation) *BacktestResult {
	spy := p.Tail(Benchmark, YearSessions)
	if spy == nil {
		return nil
	}
	in := make([]analytics.Leg, len(legs))
	for i, l := range legs {
		in[i] = analytics.Leg{Symbol: l.Symbol, Weight: l.WeightPct, Closes: p.Tail(l.Symbol, YearSessions)}
	}
	r := analytics.Backtest(in, spy)
	if r == nil {
		return nil
	}
	return &BacktestResult{
		Period:      "1Y",
		Rebalance:   "monthly",
		CoveragePct: Round2(r.CoveragePct),
		Excluded:    r.Excluded,
		Portfolio:   SeriesOut(r.Portfolio, ""),
		Benchmark:   SeriesOut(r.Benchmark, Benchmark),
	}
}
