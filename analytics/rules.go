package analytics

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// errTooFewNames means a rule found fewer eligible names than it needs.
var errTooFewNames = errors.New("too few names with enough history")

// window returns closes (t-lookback, t] of col, i.e. lookback+1 closes ending at t, or false
// when any of them is missing.
func window(col []float64, t, lookback int) ([]float64, bool) {
	if t-lookback < 0 || t >= len(col) {
		return nil, false
	}
	w := col[t-lookback : t+1]
	if !complete(w, lookback+1) {
		return nil, false
	}
	return w, true
}

// trailingVol is the annualized volatility of col's daily returns over the lookback sessions
// ending at t, or false when the history is incomplete or flat.
func trailingVol(col []float64, t, lookback int) (float64, bool) {
	w, ok := window(col, t, lookback)
	if !ok {
		return 0, false
	}
	v := AnnualizedVol(Returns(w))
	return v, v > 0
}

// trailingReturn is col's return over the lookback sessions ending at t.
func trailingReturn(col []float64, t, lookback int) (float64, bool) {
	w, ok := window(col, t, lookback)
	if !ok {
		return 0, false
	}
	return TotalReturn(w)
}

// InverseVolRule weights every column with a full lookback by the inverse of its trailing
// volatility, capped at Cap. Columns without a full lookback sit out.
type InverseVolRule struct {
	Lookback int
	Cap      float64
	// MinNames is the fewest eligible names accepted (at least 1).
	MinNames int
}

// Weights implements Rule.
func (r InverseVolRule) Weights(cols [][]float64, t int) ([]float64, error) {
	idx, vols := eligibleVols(cols, t, r.Lookback)
	if len(idx) < max(r.MinNames, 1) {
		return nil, fmt.Errorf("inverse volatility at session %d: %d eligible, need %d: %w", t, len(idx), max(r.MinNames, 1), errTooFewNames)
	}
	w, err := InverseVol(vols, r.Cap)
	if err != nil {
		return nil, fmt.Errorf("inverse volatility at session %d: %w", t, err)
	}
	return scatter(len(cols), idx, w), nil
}

// LowVolRule holds the Count columns with the lowest trailing volatility, weighted by
// inverse volatility and capped at Cap. Ties in volatility go to the earlier column.
type LowVolRule struct {
	Lookback int
	Count    int
	Cap      float64
}

// Weights implements Rule.
func (r LowVolRule) Weights(cols [][]float64, t int) ([]float64, error) {
	idx, vols := eligibleVols(cols, t, r.Lookback)
	if len(idx) < r.Count {
		return nil, fmt.Errorf("lowest volatility at session %d: %d eligible, need %d: %w", t, len(idx), r.Count, errTooFewNames)
	}
	order := rank(len(idx), func(a, b int) bool { return vols[a] < vols[b] })[:r.Count]
	sort.Ints(order)
	pick, pv := make([]int, len(order)), make([]float64, len(order))
	for k, o := range order {
		pick[k], pv[k] = idx[o], vols[o]
	}
	w, err := InverseVol(pv, r.Cap)
	if err != nil {
		return nil, fmt.Errorf("lowest volatility at session %d: %w", t, err)
	}
	return scatter(len(cols), pick, w), nil
}

// MomentumRule holds, in equal weights, the Count columns with the highest trailing return
// over Lookback sessions. Ties go to the earlier column.
type MomentumRule struct {
	Lookback int
	Count    int
}

// Weights implements Rule.
func (r MomentumRule) Weights(cols [][]float64, t int) ([]float64, error) {
	var idx []int
	var rets []float64
	for i, c := range cols {
		if x, ok := trailingReturn(c, t, r.Lookback); ok {
			idx, rets = append(idx, i), append(rets, x)
		}
	}
	if len(idx) < r.Count || r.Count < 1 {
		return nil, fmt.Errorf("momentum at session %d: %d eligible, need %d: %w", t, len(idx), r.Count, errTooFewNames)
	}
	order := rank(len(idx), func(a, b int) bool { return rets[a] > rets[b] })[:r.Count]
	w := make([]float64, len(cols))
	for _, o := range order {
		w[idx[o]] = 1 / float64(r.Count)
	}
	return w, nil
}

// ReturnPerRiskRule holds the Count columns with the highest trailing return divided by
// trailing volatility, weighted by inverse volatility and capped at Cap.
type ReturnPerRiskRule struct {
	Lookback int
	Count    int
	Cap      float64
}

// Weights implements Rule.
func (r ReturnPerRiskRule) Weights(cols [][]float64, t int) ([]float64, error) {
	idx, vols := eligibleVols(cols, t, r.Lookback)
	score := make([]float64, len(idx))
	for k, i := range idx {
		ret, _ := trailingReturn(cols[i], t, r.Lookback)
		score[k] = ret / vols[k]
	}
	if len(idx) < r.Count || r.Count < 1 {
		return nil, fmt.Errorf("return per risk at session %d: %d eligible, need %d: %w", t, len(idx), r.Count, errTooFewNames)
	}
	order := rank(len(idx), func(a, b int) bool { return score[a] > score[b] })[:r.Count]
	sort.Ints(order)
	pick, pv := make([]int, len(order)), make([]float64, len(order))
	for k, o := range order {
		pick[k], pv[k] = idx[o], vols[o]
	}
	w, err := InverseVol(pv, r.Cap)
	if err != nil {
		return nil, fmt.Errorf("return per risk at session %d: %w", t, err)
	}
	return scatter(len(cols), pick, w), nil
}

// eligibleVols lists the columns with a full lookback ending at t and their volatilities.
func eligibleVols(cols [][]float64, t, lookback int) (idx []int, vols []float64) {
	for i, c := range cols {
		if v, ok := trailingVol(c, t, lookback); ok && !math.IsNaN(v) {
			idx, vols = append(idx, i), append(vols, v)
		}
	}
	return idx, vols
}

// rank returns 0..n-1 sorted by less, ties kept in index order.
func rank(n int, less func(a, b int) bool) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return less(order[a], order[b]) })
	return order
}

// scatter places w[k] at position idx[k] of a zero slice of length n.
func scatter(n int, idx []int, w []float64) []float64 {
	out := make([]float64, n)
	for k, i := range idx {
		out[i] = w[k]
	}
	return out
}
