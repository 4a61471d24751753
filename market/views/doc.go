// Package views computes the public market views from price history: the screener rows over the
// buyable set with usable history, the market summary (day change and spark per symbol) and the
// per-symbol range series (1D, 1W, 1M, 1Y, All) with their meta, each pre-encoded as the JSON
// the routes serve. The same history gives byte-identical JSON.
package views
