package analytics

import (
	"math"
	"testing"
)

// closesFrom compounds daily returns from 100.
func closesFrom(returns ...float64) []float64 {
	out := []float64{100}
	for _, r := range returns {
		out = append(out, out[len(out)-1]*(1+r))
	}
	return out
}

func TestRiskBps(t *testing.T) {
	f := func(name string, weights []float64, cols [][]float64, want int, wantOK bool) {
		t.Helper()
		got, ok := RiskBps(weights, cols)
		if got != want || ok != wantOK {
			t.Errorf("%s: RiskBps = %d, %v; want %d, %v", name, got, ok, want, wantOK)
		}
	}
	// ±1 % alternating: sample std of (0.01, -0.01, 0.01, -0.01) is √(4e-4/3) = 0.0115470;
	// × √252 = 0.183303 → 1833 bps.
	alt := closesFrom(0.01, -0.01, 0.01, -0.01)
	f("one leg, hand-checked", []float64{100}, [][]float64{alt}, 1833, true)
	f("two identical legs", []float64{60, 40}, [][]float64{alt, alt}, 1833, true)
	// Two legs whose daily returns cancel at 50/50: no volatility at all.
	f("offsetting legs", []float64{50, 50}, [][]float64{alt, closesFrom(-0.01, 0.01, -0.01, 0.01)}, 0, true)
	// Weights are normalized: 1:1 is 50/50.
	f("unnormalized weights", []float64{1, 1}, [][]float64{alt, closesFrom(-0.01, 0.01, -0.01, 0.01)}, 0, true)
	// A series swinging ±40 % a day is capped at 10000.
	f("capped", []float64{100}, [][]float64{closesFrom(0.4, -0.4, 0.4, -0.4)}, MaxRiskBps, true)
	f("missing close", []float64{100}, [][]float64{{100, math.NaN(), 101}}, 0, false)
	f("zero close", []float64{100}, [][]float64{{100, 0, 101}}, 0, false)
	f("ragged columns", []float64{50, 50}, [][]float64{alt, alt[:3]}, 0, false)
	f("one close", []float64{100}, [][]float64{{100}}, 0, false)
	f("no legs", nil, nil, 0, false)
	f("negative weight", []float64{-1}, [][]float64{alt}, 0, false)
	// Matches AnnualizedVol for a single leg over a longer series.
	long := closesFrom(0.012, -0.004, 0.021, -0.017, 0.003, 0.0, -0.009, 0.015)
	want := int(math.Round(AnnualizedVol(Returns(long)) * 10000))
	f("one leg equals AnnualizedVol", []float64{1}, [][]float64{long}, want, true)
}
