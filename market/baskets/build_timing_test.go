package baskets

import "testing"

// BenchmarkRebuild is the full rebuild of 8 themes, 3 strategies and 4 groves (weights,
// walk-forward and one-year backtests, JSON) with the history already in memory.
// Target: ≤ 100 ms.
func BenchmarkRebuild(b *testing.B) {
	in := input(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Build(in); err != nil {
			b.Fatal(err)
		}
	}
}
