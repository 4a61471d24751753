// Package account answers what a user holds and did: the live prices of the universe, a
// portfolio valued at those prices, the transfers of an address (from our own index, or an
// explorer or the chain when the index cannot answer), and hourly balance snapshots with their
// history.
//
// Prices, portfolios and snapshots share one valuation: feeds read in the same multicall as the
// balances, fresh only within MaxPriceAge of the block they were read at, grove positions valued
// by their vault (shares × managedUsd / totalShares). A portfolio reads only the tokens and
// groves its holder ever touched, kept in memory by TouchedTokens (bounded, refreshed at each
// indexed block, the chain's logs covering blocks the index has not reached, held by hash and
// read again when a reorg replaces them; every read of a portfolio is pinned to one block hash).
// The indexer's
// tables are read only through the views canonical_transfers, canonical_grove_events and
// indexer_progress.
package account
