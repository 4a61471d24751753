package analytics

import (
	"math"

	"gonum.org/v1/gonum/stat"
)

// tradingDays is the number of sessions in a year used to annualize daily figures.
const tradingDays = 252

// Session counts of the period returns.
const (
	SessionsYear    = 252
	sessionsQuarter = 63
)

// Returns are the simple daily returns of closes: r[i] = closes[i+1]/closes[i] - 1. A return
// next to a missing (NaN) close is NaN, so the statistics below skip it.
func Returns(closes []float64) []float64 {
	if len(closes) < 2 {
		return nil
	}
	out := make([]float64, len(closes)-1)
	for i := range out {
		out[i] = closes[i+1]/closes[i] - 1
	}
	return out
}

// finite copies the finite values of xs (NaN and ±Inf are skipped).
func finite(xs []float64) []float64 {
	out := make([]float64, 0, len(xs))
	for _, x := range xs {
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			out = append(out, x)
		}
	}
	return out
}

// meanStd is the mean and the sample standard deviation (n-1 denominator) of the finite
// values of xs, and how many there were.
func meanStd(xs []float64) (mean, std float64, n int) {
	f := finite(xs)
	if len(f) < 2 {
		if len(f) == 1 {
			return f[0], 0, 1
		}
		return 0, 0, 0
	}
	mean, std = stat.MeanStdDev(f, nil)
	return mean, std, len(f)
}

// AnnualizedVol is the sample standard deviation of the daily returns times √252, skipping
// non-finite returns. Fewer than two returns give 0.
func AnnualizedVol(returns []float64) float64 {
	_, std, n := meanStd(returns)
	if n < 2 {
		return 0
	}
	return std * math.Sqrt(tradingDays)
}

// sharpe is the annualized Sharpe ratio with a zero risk-free rate: mean / std × √252 of
// the daily returns, skipping non-finite returns. It is 0 when the standard deviation is 0
// or there are fewer than two returns.
func sharpe(returns []float64) float64 {
	mean, std, n := meanStd(returns)
	if n < 2 || std == 0 {
		return 0
	}
	return mean / std * math.Sqrt(tradingDays)
}

// MaxDrawdown is the worst peak-to-trough fall of values as a positive fraction (0.25 is a
// 25 % fall). The first value counts as a peak; a series that never falls below a previous
// peak gives 0. Non-finite values are skipped.
func MaxDrawdown(values []float64) float64 {
	peak, worst := math.NaN(), 0.0
	for _, v := range values {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		if math.IsNaN(peak) || v > peak {
			peak = v
			continue
		}
		if peak > 0 {
			if dd := (peak - v) / peak; dd > worst {
				worst = dd
			}
		}
	}
	return worst
}

// TotalReturn is last/first - 1 of values; ok is false when there are fewer than two values
// or either end is not a positive finite number.
func TotalReturn(values []float64) (ret float64, ok bool) {
	if len(values) < 2 {
		return 0, false
	}
	first, last := values[0], values[len(values)-1]
	if !(first > 0) || !(last > 0) || math.IsInf(first, 0) || math.IsInf(last, 0) {
		return 0, false
	}
	return last/first - 1, true
}

// periodReturn is the return over the last `sessions` sessions: the last close over the
// close `sessions` sessions before it, minus 1. ok is false when the history is shorter or a
// needed close is missing.
func periodReturn(closes []float64, sessions int) (ret float64, ok bool) {
	if sessions <= 0 || len(closes) < sessions+1 {
		return 0, false
	}
	return TotalReturn([]float64{closes[len(closes)-1-sessions], closes[len(closes)-1]})
}

// Return1Y is PeriodReturn over 252 sessions.
func Return1Y(closes []float64) (float64, bool) { return periodReturn(closes, SessionsYear) }

// Return3M is PeriodReturn over 63 sessions.
func Return3M(closes []float64) (float64, bool) { return periodReturn(closes, sessionsQuarter) }

// Downsample picks n points of xs evenly by index, always keeping the first and the last:
// point k is xs[round(k·(len-1)/(n-1))]. A series of n points or fewer is returned as a copy.
func Downsample(xs []float64, n int) []float64 {
	idx := DownsampleIndices(len(xs), n)
	out := make([]float64, len(idx))
	for k, i := range idx {
		out[k] = xs[i]
	}
	return out
}

// DownsampleIndices is the indices Downsample picks from a series of length points: with
// them, the dates of a downsampled curve's points are the picked sessions' dates.
func DownsampleIndices(length, n int) []int {
	if length <= n || n < 2 {
		if n == 1 && length > 0 {
			return []int{length - 1}
		}
		out := make([]int, length)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, n)
	last := length - 1
	for k := range out {
		out[k] = (k*last*2 + (n - 1)) / (2 * (n - 1)) // round half up, in integers
	}
	return out
}
