// Package analytics is Vera's pure math on price series: daily returns, annualized
// volatility, maximum drawdown, Sharpe ratio, period returns, the basket backtest engine
// (static and walk-forward), inverse-volatility weights with a per-name cap, the strategy
// selection rules, and largest-remainder rounding of weights to whole percents or basis points.
//
// Everything here is a function of its arguments: no I/O, no clock, no package state. Series
// are plain []float64 closes, oldest first, aligned on one session calendar by the caller; a
// NaN marks a session without a close (before a listing). Fractions are returned as
// fractions (0.12 is 12 %); callers convert to the percent fields of the interface.
//
// Every formula is written out in docs/methodology.md.
package analytics
