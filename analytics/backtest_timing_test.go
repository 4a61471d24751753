package analytics

import (
	"math"
	"testing"
)

// BenchmarkBacktest1Y20Legs is one 1-year backtest (253 sessions) of a 20-leg basket against
// SPY. Target: ≤ 50 µs on one core.
func BenchmarkBacktest1Y20Legs(b *testing.B) {
	const n = SessionsYear + 1
	legs := make([]Member, 20)
	for i := range legs {
		c := make([]float64, n)
		for j := range c {
			c[j] = 100 + 10*math.Sin(float64(j*(i+1))/17) + float64(j)*0.1
		}
		legs[i] = Member{Symbol: string(rune('A' + i)), Weight: 5, Closes: c}
	}
	bench := legs[0].Closes
	b.ReportAllocs()
	for b.Loop() {
		if Backtest(legs, bench) == nil {
			b.Fatal("nil")
		}
	}
}
