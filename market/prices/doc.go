// Package prices is where Vera's price history comes from and where it is kept. A Provider
// fetches one asset's daily closes and intraday bars: Files reads the bundled real closes of
// package data (or a folder laid out like them), YahooChart reads a Yahoo-chart-compatible HTTP
// API (null is missing, never zero). Store keeps series in ClickHouse, versioned by content, and
// Import copies a provider's history into it idempotently. Universe lists the tradable assets at
// their real last closes (the devnet's feeds start there).
//
// Nothing is synthesized, interpolated or forward-filled: a session a source lacks is missing.
package prices
