package analytics

import (
	"errors"
	"math"
	"slices"
	"testing"
)

func TestCapWeights(t *testing.T) {
	f := func(w []float64, cap float64, want []float64) {
		t.Helper()
		got, err := capWeights(w, cap)
		if err != nil {
			t.Fatalf("capWeights(%v, %v): %v", w, cap, err)
		}
		sum := 0.0
		for i := range want {
			if !near(got[i], want[i], 1e-12) {
				t.Fatalf("capWeights(%v, %v) = %v, want %v", w, cap, got, want)
			}
			if got[i] > cap+1e-12 {
				t.Fatalf("weight %d = %v above cap %v", i, got[i], cap)
			}
			sum += got[i]
		}
		if !near(sum, 1, 1e-12) {
			t.Fatalf("sum %v", sum)
		}
	}
	f([]float64{1, 1, 1, 1, 1}, 0.25, []float64{0.2, 0.2, 0.2, 0.2, 0.2}) // nothing to cap
	// 0.5 pinned at 0.25; 0.25 left for... one pass: 0.5→0.25, the rest (0.1 each ×5 = 0.5) take 0.75 → 0.15 each.
	f([]float64{5, 1, 1, 1, 1, 1}, 0.25, []float64{0.25, 0.15, 0.15, 0.15, 0.15, 0.15})
	// Two passes: after pinning 0.4 the next name (0.3 → 0.3/0.6·0.75 = 0.375) also exceeds 0.25.
	f([]float64{40, 30, 10, 10, 10}, 0.25, []float64{0.25, 0.25, 1.0 / 6, 1.0 / 6, 1.0 / 6})
	f([]float64{1, 1, 1, 1}, 0.25, []float64{0.25, 0.25, 0.25, 0.25}) // exactly feasible
	f([]float64{9, 1, 1, 1}, 0.25, []float64{0.25, 0.25, 0.25, 0.25}) // four names force equal weights
	f([]float64{3, 0, 1, 1, 1}, 0.5, []float64{0.5, 0, 0.5 / 3, 0.5 / 3, 0.5 / 3})
}

func TestCapInfeasible(t *testing.T) {
	f := func(w []float64, cap float64) {
		t.Helper()
		if _, err := capWeights(w, cap); !errors.Is(err, errCapInfeasible) {
			t.Fatalf("capWeights(%v, %v) err = %v, want ErrCapInfeasible", w, cap, err)
		}
	}
	f([]float64{1, 1, 1}, 0.25)
	f([]float64{1, 1, 1, 0}, 0.25) // a zero weight does not count
	f([]float64{1}, 0.99)
	if _, err := capWeights([]float64{1, -1}, 0.5); err == nil {
		t.Fatal("negative weight accepted")
	}
	if _, err := capWeights([]float64{0, 0}, 0.5); err == nil {
		t.Fatal("zero weights accepted")
	}
}

func TestInverseVol(t *testing.T) {
	got, err := InverseVol([]float64{0.1, 0.2, 0.4}, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{4.0 / 7, 2.0 / 7, 1.0 / 7}
	for i := range want {
		if !near(got[i], want[i], 1e-15) {
			t.Fatalf("InverseVol = %v, want %v", got, want)
		}
	}
	got, err = InverseVol([]float64{0.1, 0.2, 0.2, 0.2, 0.2, 0.2}, 0.25)
	if err != nil {
		t.Fatal(err)
	}
	if !near(got[0], 0.25, 1e-15) || !near(got[1], 0.15, 1e-15) {
		t.Fatalf("capped InverseVol = %v", got)
	}
	if _, err := InverseVol([]float64{0.1, 0}, 0); err == nil {
		t.Fatal("zero volatility accepted")
	}
	if _, err := InverseVol([]float64{0.1, 0.2, 0.3}, 0.25); !errors.Is(err, errCapInfeasible) {
		t.Fatalf("three names under 25 %%: %v", err)
	}
}

func TestRoundToTotal(t *testing.T) {
	f := func(w []float64, total int, want []int) {
		t.Helper()
		got, err := RoundToTotal(w, total)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("RoundToTotal(%v, %d) = %v, want %v", w, total, got, want)
		}
		sum := 0
		for _, x := range got {
			sum += x
		}
		if sum != total {
			t.Fatalf("sum %d, want %d", sum, total)
		}
	}
	f([]float64{1, 1, 1}, 100, []int{34, 33, 33}) // tie: the earlier name
	f([]float64{1, 1, 1, 1, 1, 1, 1, 1}, 100, []int{13, 13, 13, 13, 12, 12, 12, 12})
	f([]float64{0.333, 0.333, 0.334}, 100, []int{33, 33, 34}) // 33.3 33.3 33.4 → the largest remainder
	f([]float64{0.25, 0.15, 0.15, 0.15, 0.15, 0.15}, 100, []int{25, 15, 15, 15, 15, 15})
	f([]float64{2, 1, 1}, 100, []int{50, 25, 25})
	f([]float64{1, 2}, 3, []int{1, 2})
	f([]float64{1, 1, 1}, 10000, []int{3334, 3333, 3333})
	// Equal remainders: the larger exact share wins, then the earlier name.
	f([]float64{10.5, 20.5, 69}, 100, []int{10, 21, 69})
	f([]float64{0.25, 0.25, 0.25, 0.25 - 1e-17}, 100, []int{25, 25, 25, 25}) // noise at the cap
	if _, err := RoundToTotal([]float64{0}, 100); err == nil {
		t.Fatal("zero weights accepted")
	}
}

// FuzzRoundToTotal checks the invariants on arbitrary weights: the sum is exact, no result
// is negative, every result is within one unit of its exact share.
func FuzzRoundToTotal(f *testing.F) {
	f.Add(1.0, 2.0, 3.0, 0.5)
	f.Add(0.1, 0.1, 0.1, 0.7)
	f.Fuzz(func(t *testing.T, a, b, c, d float64) {
		w := []float64{math.Abs(a), math.Abs(b), math.Abs(c), math.Abs(d)}
		got, err := RoundToTotal(w, 100)
		if err != nil {
			return
		}
		norm, _ := normalize(w)
		sum := 0
		for i, x := range got {
			if x < 0 || math.Abs(float64(x)-norm[i]*100) >= 1+1e-9 {
				t.Fatalf("RoundToTotal(%v)[%d] = %d, exact %v", w, i, x, norm[i]*100)
			}
			sum += x
		}
		if sum != 100 {
			t.Fatalf("sum %d", sum)
		}
	})
}

func TestCapThenRoundHoldsCap(t *testing.T) {
	w, err := InverseVol([]float64{0.05, 0.3, 0.31, 0.33, 0.4, 0.45, 0.5}, 0.25)
	if err != nil {
		t.Fatal(err)
	}
	got, err := RoundToTotal(w, 100)
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range got {
		if x > 25 {
			t.Fatalf("weight %d rounded to %d above the cap: %v", i, x, got)
		}
	}
}
