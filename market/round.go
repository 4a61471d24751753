package market

import "math"

// Round2 rounds a percent or ratio to two decimals for output.
func Round2(x float64) float64 { return roundTo(x, 100) }

// Round4 rounds a USD price to four decimals, which recovers the exchange print from the
// float32 noise of the sources (511.7200012207031 → 511.72).
func Round4(x float64) float64 { return roundTo(x, 10000) }

func roundTo(x, scale float64) float64 {
	r := math.Round(x*scale) / scale
	if r == 0 {
		return 0 // no negative zero in JSON
	}
	return r
}

// RoundAll rounds every value with f, in a new slice.
func RoundAll(xs []float64, f func(float64) float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}
