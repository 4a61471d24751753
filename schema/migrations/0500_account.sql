-- Account reads (owned by package account): the addresses the service has seen in API queries,
-- and hourly balance snapshots. Indexed transfers are read through the indexer's views
-- canonical_transfers and indexer_progress, never its tables.

-- One row per (address, sighting batch); the latest last_seen wins. Addresses are 0x-prefixed
-- lowercase hex. A replayed batch collapses in the ReplacingMergeTree.
CREATE TABLE IF NOT EXISTS account_seen_addresses (
    address String,
    last_seen DateTime('UTC')
) ENGINE = ReplacingMergeTree(last_seen)
ORDER BY address;

-- One row per address and hour: its USDG (cash_usd), its priced holdings (invested_usd) and
-- their sum (total_usd), in USD at the feed prices of the block read at the hour. written_at
-- versions a rerun of the same hour; readers use FINAL. Partitioned by day, so that the
-- retention job drops whole partitions older than 90 days (no TTL on 18.16).
CREATE TABLE IF NOT EXISTS balance_snapshots (
    address String,
    taken_at DateTime('UTC'),
    cash_usd Float64,
    invested_usd Float64,
    total_usd Float64,
    block_number UInt64,
    written_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(written_at)
PARTITION BY toYYYYMMDD(taken_at)
ORDER BY (address, taken_at);
