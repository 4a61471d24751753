// Package baskets builds Vera's baskets from price history: the eight themes
// (themes.json, members tagged in market/catalog.json), the three rule-based strategies
// (rules.go) and the four curated groves (groves.json). VaultStats reads the grove vaults'
// on-chain stats (vaults.go).
//
// A build is a pure function of the catalog, the history, the set of locked (not two-way
// tradable) symbols and the grove stats: the same inputs give byte-identical JSON. Weights come
// from package analytics: capped inverse volatility for themes and groves, the strategies'
// selection rules, and largest-remainder rounding to whole percents or basis points. Theme and
// strategy backtests walk forward over six months; grove backtests hold the current weights for
// a year. Every rule is written out in docs/methodology.md.
package baskets
