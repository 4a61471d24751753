package analytics

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b))
}

// The empyrical test series: daily returns in percent, the first one missing.
var empyricalReturns = func() []float64 {
	pct := []float64{math.NaN(), 1, 10, -4, 2, 3, 2, 1, -10}
	out := make([]float64, len(pct))
	for i, p := range pct {
		out[i] = p / 100
	}
	return out
}()

func TestSharpe(t *testing.T) {
	f := func(returns []float64, want float64) {
		t.Helper()
		if got := sharpe(returns); !near(got, want, 1e-14) {
			t.Fatalf("Sharpe(%v) = %.17g, want %.17g", returns, got, want)
		}
	}
	f(empyricalReturns, 1.7238613961706866)
	// mean 0.01, sample std 0.01 → 1 × √252
	f([]float64{0, 0.01, 0.02}, math.Sqrt(252))
	f([]float64{-0.02, -0.01, 0}, -math.Sqrt(252))
	f([]float64{0.01, 0.01, 0.01}, 0) // no risk: defined as 0
	f([]float64{0.01}, 0)
	f(nil, 0)
}

func TestAnnualizedVol(t *testing.T) {
	f := func(returns []float64, want float64) {
		t.Helper()
		if got := AnnualizedVol(returns); !near(got, want, 1e-14) {
			t.Fatalf("AnnualizedVol(%v) = %.17g, want %.17g", returns, got, want)
		}
	}
	f(empyricalReturns, 0.9136465399704637)
	f([]float64{0, 0.01, 0.02}, 0.01*math.Sqrt(252))
	f([]float64{0.01, -0.01}, math.Sqrt(0.0002)*math.Sqrt(252)) // std of ±1 % with n-1 = √2 %
	f([]float64{0.05}, 0)
	f([]float64{math.NaN(), 0.05}, 0)
}

func TestReturns(t *testing.T) {
	got := Returns([]float64{100, 110, 99, math.NaN(), 50})
	want := []float64{0.1, -0.1, math.NaN(), math.NaN()}
	if len(got) != len(want) {
		t.Fatalf("len %d", len(got))
	}
	for i := range want {
		if !near(got[i], want[i], 1e-15) {
			t.Fatalf("Returns[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	if Returns([]float64{1}) != nil {
		t.Fatal("one close has no return")
	}
}

func TestMaxDrawdown(t *testing.T) {
	f := func(values []float64, want float64) {
		t.Helper()
		if got := MaxDrawdown(values); !near(got, want, 1e-15) {
			t.Fatalf("MaxDrawdown(%v) = %v, want %v", values, got, want)
		}
	}
	f([]float64{100, 90, 95, 80, 120, 60, 130}, 0.5) // 120 → 60
	f([]float64{100, 50}, 0.5)                       // the start is a peak
	f([]float64{100, 110, 120}, 0)
	f([]float64{100, 75, 150, 120}, 0.25) // both falls are 25 %: 100→75 and 150→120 is 20 %
	f([]float64{100, math.NaN(), 80}, 0.2)
	f(nil, 0)
}

func TestPeriodReturns(t *testing.T) {
	// The S&P 500 index, calendar 2019: 2506.85 (2018-12-31 close) to 3230.78 (2019-12-31).
	ret, ok := TotalReturn([]float64{2506.85, 3230.78})
	if !ok || math.Round(ret*10000)/100 != 28.88 {
		t.Fatalf("S&P 500 2019 price return = %v %%, want 28.88 %%", ret*100)
	}
	closes := make([]float64, 253)
	for i := range closes {
		closes[i] = 100 + float64(i)
	}
	if r, ok := Return1Y(closes); !ok || !near(r, 352.0/100-1, 1e-15) {
		t.Fatalf("Return1Y = %v %v", r, ok)
	}
	if r, ok := Return3M(closes); !ok || !near(r, 352.0/289-1, 1e-15) {
		t.Fatalf("Return3M = %v %v", r, ok)
	}
	if _, ok := Return1Y(closes[1:]); ok {
		t.Fatal("252 closes are not a year of returns")
	}
	if _, ok := Return3M(closes[:63]); ok {
		t.Fatal("63 closes are not a quarter of returns")
	}
	if _, ok := TotalReturn([]float64{0, 5}); ok {
		t.Fatal("a zero start has no return")
	}
}

func TestDownsample(t *testing.T) {
	xs := make([]float64, 253)
	for i := range xs {
		xs[i] = float64(i)
	}
	got := Downsample(xs, 60)
	if len(got) != 60 || got[0] != 0 || got[59] != 252 {
		t.Fatalf("ends: len %d first %v last %v", len(got), got[0], got[59])
	}
	for k := 1; k < len(got); k++ {
		if got[k] <= got[k-1] {
			t.Fatalf("not increasing at %d: %v", k, got)
		}
	}
	if got := Downsample([]float64{1, 2, 3}, 60); len(got) != 3 {
		t.Fatalf("short series kept whole: %v", got)
	}
	if got := Downsample([]float64{1, 2, 3, 4, 5}, 3); got[0] != 1 || got[1] != 3 || got[2] != 5 {
		t.Fatalf("Downsample 5→3 = %v", got)
	}
}
