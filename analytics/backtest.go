package analytics

import (
	"errors"
	"fmt"
	"math"
)

// Backtest settings of the interface: a rebalance about monthly and a 60-point curve.
const (
	rebalanceSessions = 21
	CurvePoints       = 60
	// minCoverage is the smallest share of basket weight with history that gives a result.
	minCoverage = 0.5
	// curveStart is the value every curve starts at.
	curveStart = 100.0
)

// Member is one basket member of a static backtest.
type Member struct {
	Symbol string
	// Weight is any positive number; weights are normalized over the covered members.
	Weight float64
	// Closes are the member's closes on the window's sessions, oldest first. A member is covered
	// when it has a positive finite close on every session of the window.
	Closes []float64
}

// Series is a backtested value path and its statistics. Percent fields are percents.
type Series struct {
	ReturnPct      float64
	VolPct         float64
	MaxDrawdownPct float64
	Sharpe         float64
	// Curve is the value path starting at 100, downsampled to at most CurvePoints points.
	Curve []float64
}

// Result is a static backtest.
type Result struct {
	// CoveragePct is the share of the requested weight whose members have full history, 0-100.
	CoveragePct float64
	// Excluded are the symbols of the uncovered members, in request order, without repeats.
	Excluded  []string
	Portfolio Series
	Benchmark Series
}

// Backtest runs a basket over the window of the benchmark's closes: it starts at 100,
// renormalizes the weights over the covered members, lets positions drift with the daily
// closes and rebalances to the target weights every 21 sessions counting from the first. The
// benchmark is bought and held. It returns nil when the benchmark has fewer than two
// positive finite closes, or when the covered members hold less than half of the weight.
func Backtest(members []Member, benchmark []float64) *Result {
	n := len(benchmark)
	if n < 2 || !complete(benchmark, n) {
		return nil
	}
	total, covered := 0.0, 0.0
	var excluded []string
	seen := map[string]bool{}
	cols := make([][]float64, 0, len(members))
	w := make([]float64, 0, len(members))
	for _, l := range members {
		if !(l.Weight > 0) || math.IsInf(l.Weight, 0) {
			continue
		}
		total += l.Weight
		if complete(l.Closes, n) {
			covered += l.Weight
			cols = append(cols, l.Closes)
			w = append(w, l.Weight)
			continue
		}
		if !seen[l.Symbol] {
			seen[l.Symbol] = true
			excluded = append(excluded, l.Symbol)
		}
	}
	if total == 0 || covered/total < minCoverage {
		return nil
	}
	for i := range w {
		w[i] /= covered
	}
	values := make([]float64, n)
	simulate(cols, 0, n, rebalanceSessions, func(int) []float64 { return w }, values)
	if excluded == nil {
		excluded = []string{}
	}
	return &Result{
		CoveragePct: covered / total * 100,
		Excluded:    excluded,
		Portfolio:   summarize(values),
		Benchmark:   summarize(benchmark),
	}
}

// complete reports whether xs has exactly n positive finite values.
func complete(xs []float64, n int) bool {
	if len(xs) != n {
		return false
	}
	for _, x := range xs {
		if !(x > 0) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// simulate fills values[0:end-start] with a basket's value over sessions [start, end) of the
// aligned columns, starting at 100. At sessions start, start+every, ... it sets the holdings
// to target(t) (weights summing to 1, one per column; t is the column index of the session);
// between rebalances the holdings drift with the closes. Columns with zero weight may hold
// NaN; a held column must have closes on every session it is held.
func simulate(cols [][]float64, start, end, every int, target func(t int) []float64, values []float64) {
	units := make([]float64, len(cols))
	value := curveStart
	for t := start; t < end; t++ {
		if t > start {
			value = 0
			for i, u := range units {
				if u != 0 {
					value += u * cols[i][t]
				}
			}
		}
		values[t-start] = value
		if (t-start)%every == 0 {
			w := target(t)
			for i := range units {
				units[i] = 0
				if w[i] > 0 {
					units[i] = value * w[i] / cols[i][t]
				}
			}
		}
	}
}

// summarize computes a value path's statistics and its curve rescaled to start at 100 and
// downsampled to CurvePoints points.
func summarize(values []float64) Series {
	r := Returns(values)
	ret, _ := TotalReturn(values)
	curve := Downsample(values, CurvePoints)
	if len(values) > 0 && values[0] != curveStart && values[0] > 0 {
		scale := curveStart / values[0]
		for i := range curve {
			curve[i] *= scale
		}
	}
	return Series{
		ReturnPct:      ret * 100,
		VolPct:         AnnualizedVol(r) * 100,
		MaxDrawdownPct: MaxDrawdown(values) * 100,
		Sharpe:         sharpe(r),
		Curve:          curve,
	}
}

// Rule chooses target weights from history: given aligned columns of closes (NaN before a
// member's first session) and a session index t, it returns one weight per column, summing
// to 1, using closes up to and including session t only.
type Rule interface {
	Weights(cols [][]float64, t int) ([]float64, error)
}

// WalkForward backtests a rule over the last `sessions` returns of the columns: the window
// is column sessions [len-sessions-1, len). At the first session and every 21 sessions after
// it, the rule recomputes the weights from the data up to that session only; between
// rebalances positions drift. The benchmark (aligned with the columns) is bought and held over
// the same window.
func WalkForward(cols [][]float64, benchmark []float64, sessions int, rule Rule) (portfolio, bench Series, err error) {
	n := len(benchmark)
	start := n - sessions - 1
	if sessions < 1 || start < 0 {
		return Series{}, Series{}, fmt.Errorf("walk-forward over %d sessions needs %d closes, have %d", sessions, sessions+1, n)
	}
	for i, c := range cols {
		if len(c) != n {
			return Series{}, Series{}, fmt.Errorf("column %d has %d sessions, benchmark %d", i, len(c), n)
		}
	}
	if !complete(benchmark[start:], sessions+1) {
		return Series{}, Series{}, errors.New("benchmark lacks closes in the window")
	}
	var ruleErr error
	values := make([]float64, sessions+1)
	simulate(cols, start, n, rebalanceSessions, func(t int) []float64 {
		w, err := rule.Weights(cols, t)
		if err == nil {
			err = checkHeld(cols, w, t, n)
		}
		if err != nil {
			ruleErr = fmt.Errorf("rebalance at session %d: %w", t, err)
			return make([]float64, len(cols))
		}
		return w
	}, values)
	if ruleErr != nil {
		return Series{}, Series{}, ruleErr
	}
	return summarize(values), summarize(benchmark[start:]), nil
}

// checkHeld verifies that every column given weight has closes through the window's end.
func checkHeld(cols [][]float64, w []float64, t, end int) error {
	if len(w) != len(cols) {
		return fmt.Errorf("rule returned %d weights for %d columns", len(w), len(cols))
	}
	for i, x := range w {
		if x > 0 && !complete(cols[i][t:end], end-t) {
			return fmt.Errorf("column %d is weighted but lacks closes before the window's end", i)
		}
	}
	return nil
}
