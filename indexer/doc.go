// Package indexer follows chain 4663 into ClickHouse: block headers, ERC-20 Transfer logs of the
// catalog tokens, the grove vaults' deposit, withdrawal and fee events, and the record contract's
// RecommendationCommitted and AllocationExecuted.
//
// The core is a step function, Indexer.Converge, which does one unit of work and returns a sentinel
// error (ErrNothingNew, ErrReorg, ErrChainChanged) or nil; Indexer.Run is the loop around it that
// owns sleeping and backoff. Each step fetches block headers and logs of a range in one JSON-RPC
// batch (a node lagging behind its load balancer returns no header and is caught), checks that
// every header links to its parent and every log to its block, writes the rows and only then
// advances the checkpoint. Rows above the checkpoint are invisible to the canonical_* views, and a
// replayed batch collapses in the ReplacingMergeTree, so a crash at any instant loses nothing and
// counts nothing twice.
//
// A window of recent block hashes detects reorgs: when a header does not link to the checkpoint's
// block, the indexer finds the highest common block within the window, moves the checkpoint back
// to it and indexes the new branch (whose rows win over the orphaned ones by version). A checkpoint
// whose block is gone deeper than the window means another chain: its tables are dropped and
// indexed again from the start block.
//
// Source and Destination are the two interfaces it consumes; NewRPCSource and NewStore are the
// production ones.
package indexer
