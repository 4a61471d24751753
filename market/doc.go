// Package market is Vera's market data model: the asset catalog (catalog.json: symbols, names,
// the basis of each series, theme tags and deliberate omissions), the price history of many
// symbols and its session-aligned Panel, and the one-year backtest of the interface over it.
//
// Its subpackages each own one concept:
//   - market/prices: where history comes from and where it is kept: the Provider interface, the
//     bundled files (package data) or a folder, the Yahoo-chart-compatible HTTP client, the
//     ClickHouse store and the idempotent import, and the devnet's universe at its last closes;
//   - market/views: the public views computed from history: screener rows, the market summary
//     and the per-symbol range series, pre-encoded;
//   - market/baskets: themes, strategies and groves, and the grove vaults' on-chain stats;
//   - market/snapshot: one build of all of the above, published atomically to the routes.
//
// History is never filled: a session a source lacks stays missing (NaN in a Panel), and an
// asset without enough real history is left out of what needs it, by name.
package market
