package market

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

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
	Period      string         `json:"period" openapi:"const=1Y"`
	Rebalance   string         `json:"rebalance" openapi:"const=monthly"`
	CoveragePct float64        `json:"coveragePct" openapi:"minimum=0,maximum=100"`
	Excluded    []string       `json:"excluded"`
	Portfolio   BacktestSeries `json:"portfolio"`
	Benchmark   BacktestSeries `json:"benchmark"`
	// Dates (beyond the specification) are the sessions of the curves' points, aligned with them.
	Dates []string `json:"dates,omitempty" openapi:"items.format=date"`
}

// CurveDates returns the sessions of a curve's points: the dates of the window (the last
// `window` of dates, oldest first) that Summarize's downsampling picks. It returns nil when
// there are fewer dates than the window.
func CurveDates(dates []string, window int) []string {
	if window > len(dates) || window < 1 {
		return nil
	}
	w := dates[len(dates)-window:]
	idx := analytics.DownsampleIndices(window, analytics.CurvePoints)
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = w[i]
	}
	return out
}

// Allocation is one requested leg: a catalog symbol and a positive weight in percent.
type Allocation struct {
	Symbol    string  `json:"symbol" jsonschema:"a ticker of the catalog, e.g. NVDA"`
	WeightPct float64 `json:"weightPct" jsonschema:"the leg's weight in percent, above 0 and at most 100" openapi:"exclusiveMinimum=0,maximum=100"`
}

// errInvalidBacktest marks a backtest request the service cannot run: a wrong number of legs,
// a weight outside (0, 100], or a symbol outside the catalog.
var errInvalidBacktest = errors.New("invalid backtest request")

// maxBacktestLegs is the most legs a backtest request may have.
const maxBacktestLegs = 20

// BacktestRequest is the body of POST /api/backtest: 1 to 20 legs.
type BacktestRequest struct {
	Allocations []Allocation `json:"allocations" jsonschema:"1 to 20 legs; weights are renormalized over the legs with history" openapi:"minItems=1,maxItems=20"`
}

// UnmarshalJSON requires a leg's symbol (a string) and weightPct (a number).
func (a *Allocation) UnmarshalJSON(b []byte) error {
	var w struct {
		Symbol    *string  `json:"symbol"`
		WeightPct *float64 `json:"weightPct"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: leg: %v", errInvalidBacktest, err)
	}
	if w.Symbol == nil || w.WeightPct == nil {
		return fmt.Errorf("%w: a leg needs symbol and weightPct", errInvalidBacktest)
	}
	*a = Allocation{Symbol: *w.Symbol, WeightPct: *w.WeightPct}
	return nil
}

// Validate checks the number of legs and their weights.
func (r BacktestRequest) Validate() error {
	if len(r.Allocations) < 1 || len(r.Allocations) > maxBacktestLegs {
		return fmt.Errorf("%w: %d legs, want 1 to %d", errInvalidBacktest, len(r.Allocations), maxBacktestLegs)
	}
	for _, l := range r.Allocations {
		if math.IsNaN(l.WeightPct) || !(l.WeightPct > 0) || l.WeightPct > 100 {
			return fmt.Errorf("%w: %s weightPct %v outside (0, 100]", errInvalidBacktest, l.Symbol, l.WeightPct)
		}
	}
	return nil
}

// Legs returns the request's legs with catalog symbols (looked up ignoring case), or
// errInvalidBacktest for a symbol outside the catalog.
func (r BacktestRequest) Legs(c *Catalog) ([]Allocation, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	out := make([]Allocation, len(r.Allocations))
	for i, l := range r.Allocations {
		a, ok := c.Lookup(l.Symbol)
		if !ok {
			return nil, fmt.Errorf("%w: unknown symbol %q", errInvalidBacktest, l.Symbol)
		}
		out[i] = Allocation{Symbol: a.Symbol, WeightPct: l.WeightPct}
	}
	return out, nil
}

// BacktestYear runs the one-year, monthly-rebalanced backtest of the interface over the
// panel's last 253 sessions against SPY. It returns nil when SPY lacks the window or the
// legs with full history hold under half of the weight.
func BacktestYear(p *Panel, legs []Allocation) *BacktestResult {
	spy := p.Tail(Benchmark, YearSessions)
	if spy == nil {
		return nil
	}
	in := make([]analytics.Member, len(legs))
	for i, l := range legs {
		in[i] = analytics.Member{Symbol: l.Symbol, Weight: l.WeightPct, Closes: p.Tail(l.Symbol, YearSessions)}
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
		Dates:       CurveDates(p.Dates, YearSessions),
	}
}
