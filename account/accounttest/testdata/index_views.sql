-- The indexer's read contract (canonical_transfers, indexer_progress), built over plain tables of
-- the same shape, so that account's queries are tested against the contract's columns. Test
-- databases only: never a shipped migration.
DROP TABLE IF EXISTS canonical_transfers;
DROP TABLE IF EXISTS indexer_progress;

CREATE TABLE IF NOT EXISTS fixture_transfers (
    chain_id UInt64,
    block_number UInt64,
    block_hash String,
    block_time DateTime('UTC'),
    tx_hash String,
    log_index UInt32,
    token String,
    from_address String,
    to_address String,
    amount_raw String
) ENGINE = ReplacingMergeTree
ORDER BY (chain_id, tx_hash, log_index);

CREATE VIEW canonical_transfers AS
SELECT chain_id, block_number, block_hash, block_time, tx_hash, log_index, token, from_address, to_address, amount_raw
FROM fixture_transfers FINAL;

CREATE TABLE IF NOT EXISTS fixture_progress (
    chain_id UInt64,
    indexed_block UInt64,
    indexed_block_time DateTime('UTC'),
    updated_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(updated_at)
ORDER BY chain_id;

CREATE VIEW indexer_progress AS
SELECT chain_id, indexed_block, indexed_block_time, updated_at
FROM fixture_progress FINAL;
