// Package data carries Vera's bundled price history inside the binary: real daily closes of
// 130 tickers (closes/, 2023-01-03 to 2026-05-29) and real 5-minute bars of SPY and QQQ
// (intraday/, 2026-05-26 to 2026-05-29). Each folder's PROVENANCE.md names the source
// repositories, commits, price basis and cross-checks of every file; nothing in them is
// synthesized, interpolated or forward-filled.
//
// The files are read by market/prices (prices.Bundled); this package only embeds them.
package data
