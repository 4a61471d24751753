// Package market is Vera's market data: the asset catalog (catalog.json), daily closes and
// intraday bars from a Provider (the bundled files of package data, or a Yahoo-chart-compatible
// HTTP API), their storage in ClickHouse, and the public market views computed from them: the
// screener rows, the market summary and the per-symbol range series. The baskets (themes,
// strategies, groves) are built in market/baskets.
//
// History is never filled: a session a source lacks stays missing (NaN in a Panel), and an
// asset without enough real history is left out of what needs it, by name.
package market
