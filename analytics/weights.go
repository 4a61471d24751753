package analytics

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// errCapInfeasible means no weights can respect the cap: n names × cap < 100 %.
var errCapInfeasible = errors.New("weight cap is infeasible for this many names")

// capTolerance absorbs floating-point noise when checking weights against a cap.
const capTolerance = 1e-12

// normalize scales non-negative weights to sum to 1. It fails on a negative or non-finite
// weight, or when the sum is not positive.
func normalize(w []float64) ([]float64, error) {
	sum := 0.0
	for i, x := range w {
		if x < 0 || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("weight %d is %v: must be a finite non-negative number", i, x)
		}
		sum += x
	}
	if !(sum > 0) {
		return nil, errors.New("weights sum to zero")
	}
	out := make([]float64, len(w))
	for i, x := range w {
		out[i] = x / sum
	}
	return out, nil
}

// capWeights limits every weight to maxWeight (a fraction) and keeps the sum at 1: names above the
// cap are pinned at it and the excess is spread over the names below it in proportion to their
// weights, repeated until none exceeds the cap. Zero weights stay zero. It returns
// errCapInfeasible when the names with a positive weight cannot hold 100 % under the cap.
func capWeights(w []float64, maxWeight float64) ([]float64, error) {
	out, err := normalize(w)
	if err != nil {
		return nil, err
	}
	if !(maxWeight > 0) {
		return nil, fmt.Errorf("weight cap %v: must be positive", maxWeight)
	}
	positive := 0
	for _, x := range out {
		if x > 0 {
			positive++
		}
	}
	if float64(positive)*maxWeight < 1-capTolerance {
		return nil, fmt.Errorf("%d names under a %.4g cap: %w", positive, maxWeight, errCapInfeasible)
	}
	pinned := make([]bool, len(out))
	for range len(out) + 1 {
		over := false
		for i, x := range out {
			if !pinned[i] && x > maxWeight+capTolerance {
				pinned[i], over = true, true
			}
		}
		if !over {
			return out, nil
		}
		// Spread what the pinned names leave over the free names, pro rata.
		free, room := 0.0, 1.0
		for i, x := range out {
			if pinned[i] {
				room -= maxWeight
			} else {
				free += x
			}
		}
		for i := range out {
			switch {
			case pinned[i]:
				out[i] = maxWeight
			case free > 0:
				out[i] = out[i] / free * room
			}
		}
	}
	panic("BUG: weight capping did not converge")
}

// InverseVol weights names by 1/volatility, capped at maxWeight (a fraction; 0 or 1 means no
// cap). Every volatility must be a positive finite number.
func InverseVol(vols []float64, maxWeight float64) ([]float64, error) {
	if len(vols) == 0 {
		return nil, errors.New("inverse-volatility weights of no names")
	}
	inv := make([]float64, len(vols))
	for i, v := range vols {
		if !(v > 0) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("volatility %d is %v: must be a positive finite number", i, v)
		}
		inv[i] = 1 / v
	}
	if maxWeight <= 0 || maxWeight >= 1 {
		return normalize(inv)
	}
	return capWeights(inv, maxWeight)
}

// RoundToTotal turns weights into non-negative integers that sum to exactly total (100 for
// whole percents, 10000 for basis points) by the largest-remainder method: each name gets
// the floor of its exact share, and the units left over go one each to the largest
// fractional parts. Ties go to the larger exact share, then to the earlier name, so the result
// is deterministic. A weight at a cap whose share is a whole number never rises above it.
func RoundToTotal(w []float64, total int) ([]int, error) {
	if total <= 0 {
		return nil, fmt.Errorf("rounding total %d: must be positive", total)
	}
	norm, err := normalize(w)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(norm))
	exact := make([]float64, len(norm))
	frac := make([]float64, len(norm))
	left := total
	for i, x := range norm {
		exact[i] = x * float64(total)
		// Snap values within noise of a whole number, so 25.000000000000004 is 25.
		if r := math.Round(exact[i]); math.Abs(exact[i]-r) < 1e-9 {
			exact[i] = r
		}
		f := math.Floor(exact[i])
		out[i] = int(f)
		frac[i] = exact[i] - f
		left -= out[i]
	}
	order := make([]int, len(norm))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		i, j := order[a], order[b]
		if frac[i] != frac[j] {
			return frac[i] > frac[j]
		}
		return exact[i] > exact[j]
	})
	for k := 0; left > 0; k++ {
		out[order[k%len(order)]]++
		left--
	}
	return out, nil
}
