-- Chain index (owned by package indexer; every column is described in docs/analytics.md).
--
-- Raw tables keep every block and log the indexer has seen, orphaned ones included; each row is
-- keyed by its block hash, so a replayed batch collapses in the ReplacingMergeTree and a block of
-- another branch at the same height is a different row. Readers use the canonical_* views: they
-- keep, per height, the hash written last (the highest version) and only heights below the
-- indexer's checkpoint, so rows of orphaned blocks and of batches not yet checkpointed never appear.
-- Tables are partitioned by chain: rebuilding one chain drops its partitions.

CREATE TABLE IF NOT EXISTS chain_blocks (
    chain_id UInt64,
    block_number UInt64,
    block_hash String,
    parent_hash String,
    block_time DateTime('UTC'),
    version UInt64
) ENGINE = ReplacingMergeTree(version)
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash);

CREATE TABLE IF NOT EXISTS chain_transfers (
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
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

-- The record contract's events: RecommendationCommitted and AllocationExecuted. Columns an event
-- does not carry are empty strings or zero.
CREATE TABLE IF NOT EXISTS chain_agent_events (
    chain_id UInt64,
    block_number UInt64,
    block_hash String,
    block_time DateTime('UTC'),
    tx_hash String,
    log_index UInt32,
    contract String,
    event String,
    plan_id String,
    user_address String,
    agent_id String,
    rec_hash String,
    assessed_risk UInt16,
    max_risk UInt16,
    expiry UInt64,
    usd_spent_raw String,
    leg_count UInt16
) ENGINE = ReplacingMergeTree
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

-- The grove vaults' Deposited, Withdrawn and ExitFeeCharged events. USD amounts are USDG base
-- units (6 decimals) as decimal strings; columns an event does not carry are '0' or ''.
CREATE TABLE IF NOT EXISTS chain_grove_events (
    chain_id UInt64,
    block_number UInt64,
    block_hash String,
    block_time DateTime('UTC'),
    tx_hash String,
    log_index UInt32,
    vault String,
    grove_id String,
    event String,
    user_address String,
    recipient String,
    usd_in_raw String,
    shares_raw String,
    cost_basis_raw String,
    gross_usd_raw String,
    profit_usd_raw String,
    fee_usd_raw String,
    payout_usd_raw String
) ENGINE = ReplacingMergeTree
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

-- The indexer's checkpoints: next_block is the first block not yet indexed, block_hash and
-- block_time those of block next_block - 1 (empty when nothing is indexed). The latest version wins.
CREATE TABLE IF NOT EXISTS indexer_checkpoints (
    chain_id UInt64,
    next_block UInt64,
    block_hash String,
    block_time DateTime('UTC'),
    updated_at DateTime('UTC'),
    version UInt64
) ENGINE = ReplacingMergeTree(version)
ORDER BY chain_id;

CREATE VIEW IF NOT EXISTS indexer_progress AS
SELECT
    chain_id,
    toUInt64(cp_next - 1) AS indexed_block,
    cp_time AS indexed_block_time,
    cp_updated AS updated_at
FROM (
    SELECT
        chain_id,
        argMax(next_block, version) AS cp_next,
        argMax(block_time, version) AS cp_time,
        argMax(updated_at, version) AS cp_updated
    FROM indexer_checkpoints
    GROUP BY chain_id
)
WHERE cp_next > 0;

CREATE VIEW IF NOT EXISTS canonical_blocks AS
SELECT
    chain_id,
    block_number,
    b_hash AS block_hash,
    b_parent AS parent_hash,
    b_time AS block_time
FROM (
    SELECT
        chain_id,
        block_number,
        argMax(block_hash, version) AS b_hash,
        argMax(parent_hash, version) AS b_parent,
        argMax(block_time, version) AS b_time
    FROM chain_blocks
    GROUP BY chain_id, block_number
)
ANY INNER JOIN (
    SELECT chain_id, argMax(next_block, version) AS cp_next
    FROM indexer_checkpoints
    GROUP BY chain_id
) USING chain_id
WHERE block_number < cp_next;

CREATE VIEW IF NOT EXISTS canonical_transfers AS
SELECT
    chain_id,
    block_number,
    block_hash,
    block_time,
    tx_hash,
    log_index,
    token,
    from_address,
    to_address,
    amount_raw
FROM chain_transfers FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM canonical_blocks
);

CREATE VIEW IF NOT EXISTS canonical_agent_events AS
SELECT
    chain_id,
    block_number,
    block_hash,
    block_time,
    tx_hash,
    log_index,
    contract,
    event,
    plan_id,
    user_address,
    agent_id,
    rec_hash,
    assessed_risk,
    max_risk,
    expiry,
    usd_spent_raw,
    leg_count
FROM chain_agent_events FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM canonical_blocks
);

CREATE VIEW IF NOT EXISTS canonical_grove_events AS
SELECT
    chain_id,
    block_number,
    block_hash,
    block_time,
    tx_hash,
    log_index,
    vault,
    grove_id,
    event,
    user_address,
    recipient,
    usd_in_raw,
    shares_raw,
    cost_basis_raw,
    gross_usd_raw,
    profit_usd_raw,
    fee_usd_raw,
    payout_usd_raw
FROM chain_grove_events FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM canonical_blocks
);
