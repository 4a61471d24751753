package analytics

import "math"

// MaxRiskBps caps the risk measure: 100 % annualized volatility and above is 10000 bps.
const MaxRiskBps = 10_000

// RiskBps is Vera's risk measure of a plan: the annualized volatility of the daily returns of a
// portfolio that holds the legs at weights (normalized to sum to 1) and is rebalanced to them
// every session, over the closes given (one column per leg, aligned by session), in basis points
// of volatility (an annualized volatility of 35 % is 3500), rounded to the nearest integer and
// capped at MaxRiskBps. ok is false when a column has fewer than two closes, differs in length
// from the first, or has a missing (NaN) or non-positive close: the measure is never taken over
// filled or partial data.
func RiskBps(weights []float64, cols [][]float64) (bps int, ok bool) {
	if len(weights) == 0 || len(weights) != len(cols) || len(cols[0]) < 2 {
		return 0, false
	}
	w, err := normalize(weights)
	if err != nil {
		return 0, false
	}
	n := len(cols[0])
	port := make([]float64, n-1)
	for j, col := range cols {
		if len(col) != n {
			return 0, false
		}
		for i, c := range col {
			if math.IsNaN(c) || c <= 0 {
				return 0, false
			}
			if i > 0 {
				port[i-1] += w[j] * (c/col[i-1] - 1)
			}
		}
	}
	vol := AnnualizedVol(port)
	if math.IsNaN(vol) {
		return 0, false
	}
	return int(math.Min(math.Round(vol*MaxRiskBps), MaxRiskBps)), true
}
