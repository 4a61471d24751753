CREATE TABLE IF NOT EXISTS vera.schema_migrations_local ON CLUSTER vera (
	version UInt32, name String, checksum String, applied_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/schema_migrations_local', '{replica}', applied_at) ORDER BY version;

CREATE TABLE IF NOT EXISTS vera.schema_migrations ON CLUSTER vera AS vera.schema_migrations_local ENGINE = Distributed(vera, vera, schema_migrations_local, cityHash64(version));

CREATE TABLE IF NOT EXISTS vera.service_state_local ON CLUSTER vera (
    key String,
    value String,
    updated_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/service_state_local', '{replica}', updated_at)
ORDER BY key;

CREATE TABLE IF NOT EXISTS vera.service_state ON CLUSTER vera AS vera.service_state_local ENGINE = Distributed(vera, vera, service_state_local, cityHash64(key));

CREATE TABLE IF NOT EXISTS vera.price_imports_local ON CLUSTER vera (
    symbol String,
    kind String,
    version UInt64,
    source String,
    basis String,
    exchange String,
    rows UInt32,
    digest String,
    imported_at DateTime('UTC')
) ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vera/price_imports_local', '{replica}')
ORDER BY (symbol, kind, version);

CREATE TABLE IF NOT EXISTS vera.price_imports ON CLUSTER vera AS vera.price_imports_local ENGINE = Distributed(vera, vera, price_imports_local, cityHash64(symbol, kind, version));

CREATE TABLE IF NOT EXISTS vera.price_daily_local ON CLUSTER vera (
    symbol String,
    date Date,
    close Float64,
    high Nullable(Float64),
    low Nullable(Float64),
    volume Nullable(Float64),
    version UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/price_daily_local', '{replica}', version)
PARTITION BY toYear(date)
ORDER BY (symbol, version, date);

CREATE TABLE IF NOT EXISTS vera.price_daily ON CLUSTER vera AS vera.price_daily_local ENGINE = Distributed(vera, vera, price_daily_local, cityHash64(symbol, version, date));

CREATE TABLE IF NOT EXISTS vera.price_intraday_local ON CLUSTER vera (
    symbol String,
    ts DateTime('UTC'),
    open Nullable(Float64),
    high Nullable(Float64),
    low Nullable(Float64),
    close Float64,
    volume Nullable(Float64),
    version UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/price_intraday_local', '{replica}', version)
PARTITION BY toYYYYMM(ts)
ORDER BY (symbol, version, ts);

CREATE TABLE IF NOT EXISTS vera.price_intraday ON CLUSTER vera AS vera.price_intraday_local ENGINE = Distributed(vera, vera, price_intraday_local, cityHash64(symbol, version, ts));

CREATE TABLE IF NOT EXISTS vera.tradability_sweeps_local ON CLUSTER vera (
    swept_at DateTime('UTC'),
    symbol String,
    buy_ok UInt8,
    sell_ok UInt8,
    buy_amount String,
    sell_amount String,
    misses UInt32,
    locked UInt8
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/tradability_sweeps_local', '{replica}')
PARTITION BY toYYYYMM(swept_at)
ORDER BY (swept_at, symbol);

CREATE TABLE IF NOT EXISTS vera.tradability_sweeps ON CLUSTER vera AS vera.tradability_sweeps_local ENGINE = Distributed(vera, vera, tradability_sweeps_local, cityHash64(swept_at, symbol));

CREATE TABLE IF NOT EXISTS vera.tradability_outages_local ON CLUSTER vera (
    swept_at DateTime('UTC'),
    assets UInt32,
    detail String
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/tradability_outages_local', '{replica}')
ORDER BY swept_at;

CREATE TABLE IF NOT EXISTS vera.tradability_outages ON CLUSTER vera AS vera.tradability_outages_local ENGINE = Distributed(vera, vera, tradability_outages_local, cityHash64(swept_at));

CREATE TABLE IF NOT EXISTS vera.chain_blocks_local ON CLUSTER vera (
    chain_id UInt64,
    block_number UInt64,
    block_hash String,
    parent_hash String,
    block_time DateTime('UTC'),
    version UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/chain_blocks_local', '{replica}', version)
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash);

CREATE TABLE IF NOT EXISTS vera.chain_blocks ON CLUSTER vera AS vera.chain_blocks_local ENGINE = Distributed(vera, vera, chain_blocks_local, cityHash64(chain_id, block_number, block_hash));

CREATE TABLE IF NOT EXISTS vera.chain_transfers_local ON CLUSTER vera (
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
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/chain_transfers_local', '{replica}')
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

CREATE TABLE IF NOT EXISTS vera.chain_transfers ON CLUSTER vera AS vera.chain_transfers_local ENGINE = Distributed(vera, vera, chain_transfers_local, cityHash64(chain_id, block_number, block_hash, log_index));

CREATE TABLE IF NOT EXISTS vera.chain_agent_events_local ON CLUSTER vera (
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
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/chain_agent_events_local', '{replica}')
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

CREATE TABLE IF NOT EXISTS vera.chain_agent_events ON CLUSTER vera AS vera.chain_agent_events_local ENGINE = Distributed(vera, vera, chain_agent_events_local, cityHash64(chain_id, block_number, block_hash, log_index));

CREATE TABLE IF NOT EXISTS vera.chain_grove_events_local ON CLUSTER vera (
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
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/chain_grove_events_local', '{replica}')
PARTITION BY chain_id
ORDER BY (chain_id, block_number, block_hash, log_index);

CREATE TABLE IF NOT EXISTS vera.chain_grove_events ON CLUSTER vera AS vera.chain_grove_events_local ENGINE = Distributed(vera, vera, chain_grove_events_local, cityHash64(chain_id, block_number, block_hash, log_index));

CREATE TABLE IF NOT EXISTS vera.indexer_checkpoints_local ON CLUSTER vera (
    chain_id UInt64,
    next_block UInt64,
    block_hash String,
    block_time DateTime('UTC'),
    updated_at DateTime('UTC'),
    version UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/indexer_checkpoints_local', '{replica}', version)
ORDER BY chain_id;

CREATE TABLE IF NOT EXISTS vera.indexer_checkpoints ON CLUSTER vera AS vera.indexer_checkpoints_local ENGINE = Distributed(vera, vera, indexer_checkpoints_local, cityHash64(chain_id));

CREATE VIEW IF NOT EXISTS vera.indexer_progress ON CLUSTER vera AS SELECT
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
    FROM vera.indexer_checkpoints
    GROUP BY chain_id
)
WHERE cp_next > 0;

CREATE VIEW IF NOT EXISTS vera.canonical_blocks ON CLUSTER vera AS SELECT
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
    FROM vera.chain_blocks
    GROUP BY chain_id, block_number
)
ANY INNER JOIN (
    SELECT chain_id, argMax(next_block, version) AS cp_next
    FROM vera.indexer_checkpoints
    GROUP BY chain_id
) USING chain_id
WHERE block_number < cp_next;

CREATE VIEW IF NOT EXISTS vera.canonical_transfers ON CLUSTER vera AS SELECT
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
FROM vera.chain_transfers FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM vera.canonical_blocks
);

CREATE VIEW IF NOT EXISTS vera.canonical_agent_events ON CLUSTER vera AS SELECT
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
FROM vera.chain_agent_events FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM vera.canonical_blocks
);

CREATE VIEW IF NOT EXISTS vera.canonical_grove_events ON CLUSTER vera AS SELECT
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
FROM vera.chain_grove_events FINAL
WHERE (chain_id, block_number, block_hash) IN (
    SELECT chain_id, block_number, block_hash FROM vera.canonical_blocks
);

CREATE TABLE IF NOT EXISTS vera.chain_tokens_local ON CLUSTER vera (
    chain_id UInt64,
    token String,
    symbol String,
    decimals UInt8,
    updated_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/chain_tokens_local', '{replica}', updated_at)
ORDER BY (chain_id, token);

CREATE TABLE IF NOT EXISTS vera.chain_tokens ON CLUSTER vera AS vera.chain_tokens_local ENGINE = Distributed(vera, vera, chain_tokens_local, cityHash64(chain_id, token));

CREATE VIEW IF NOT EXISTS vera.token_catalog ON CLUSTER vera AS SELECT chain_id, token, argMax(symbol, updated_at) AS symbol, argMax(decimals, updated_at) AS decimals
FROM vera.chain_tokens
GROUP BY chain_id, token;

CREATE VIEW IF NOT EXISTS vera.daily_token_flows ON CLUSTER vera AS SELECT
    day,
    chain_id,
    token,
    symbol,
    transfers,
    volume_raw,
    toFloat64(volume_raw) / pow(10, decimals) AS volume,
    minted_raw,
    burned_raw,
    senders,
    receivers
FROM (
    SELECT
        toDate(block_time) AS day,
        chain_id,
        token,
        count() AS transfers,
        sum(toDecimal128(amount_raw, 0)) AS volume_raw,
        sumIf(toDecimal128(amount_raw, 0), from_address = '0x0000000000000000000000000000000000000000') AS minted_raw,
        sumIf(toDecimal128(amount_raw, 0), to_address = '0x0000000000000000000000000000000000000000') AS burned_raw,
        uniqExact(from_address) AS senders,
        uniqExact(to_address) AS receivers
    FROM vera.canonical_transfers
    GROUP BY day, chain_id, token
)
ANY LEFT JOIN vera.token_catalog USING (chain_id, token);

CREATE VIEW IF NOT EXISTS vera.token_balances ON CLUSTER vera AS SELECT
    chain_id,
    token,
    symbol,
    holder,
    balance_raw,
    toFloat64(balance_raw) / pow(10, decimals) AS balance
FROM (
    SELECT chain_id, token, holder, sum(delta) AS balance_raw
    FROM (
        SELECT
            chain_id,
            token,
            arrayJoin([(to_address, toDecimal128(amount_raw, 0)), (from_address, -toDecimal128(amount_raw, 0))]) AS leg,
            leg.1 AS holder,
            leg.2 AS delta
        FROM vera.canonical_transfers
    )
    WHERE holder != '0x0000000000000000000000000000000000000000'
    GROUP BY chain_id, token, holder
    HAVING balance_raw != 0
)
ANY LEFT JOIN vera.token_catalog USING (chain_id, token);

CREATE VIEW IF NOT EXISTS vera.asset_holders ON CLUSTER vera AS SELECT
    chain_id,
    token,
    any(symbol) AS symbol,
    count() AS holders,
    sum(balance_raw) AS held_raw,
    sum(balance) AS held
FROM vera.token_balances
GROUP BY chain_id, token;

CREATE VIEW IF NOT EXISTS vera.agent_record_daily ON CLUSTER vera AS SELECT
    toDate(block_time) AS day,
    chain_id,
    agent_id,
    countIf(event = 'RecommendationCommitted') AS recommendations,
    countIf(event = 'AllocationExecuted') AS executions,
    toFloat64(sumIf(toDecimal128(usd_spent_raw, 0), event = 'AllocationExecuted')) / 1000000 AS executed_usd,
    uniqExact(user_address) AS users,
    avgIf(assessed_risk, event = 'RecommendationCommitted') AS avg_assessed_risk_bps
FROM vera.canonical_agent_events
GROUP BY day, chain_id, agent_id;

CREATE VIEW IF NOT EXISTS vera.grove_flows_daily ON CLUSTER vera AS SELECT
    toDate(block_time) AS day,
    chain_id,
    grove_id,
    vault,
    countIf(event = 'Deposited') AS deposits,
    toFloat64(sumIf(toDecimal128(usd_in_raw, 0), event = 'Deposited')) / 1000000 AS deposited_usd,
    countIf(event IN ('Withdrawn', 'WithdrawnInKind')) AS withdrawals,
    countIf(event = 'WithdrawnInKind') AS withdrawals_in_kind,
    toFloat64(sumIf(toDecimal128(gross_usd_raw, 0), event IN ('Withdrawn', 'WithdrawnInKind'))) / 1000000 AS withdrawn_gross_usd,
    toFloat64(sumIf(toDecimal128(payout_usd_raw, 0), event = 'Withdrawn')) / 1000000 AS paid_out_usd,
    countIf(event = 'ExitFeeCharged') AS fees_charged,
    toFloat64(sumIf(toDecimal128(fee_usd_raw, 0), event = 'ExitFeeCharged')) / 1000000 AS fees_usd,
    toFloat64(sumIf(toDecimal128(profit_usd_raw, 0), event = 'ExitFeeCharged')) / 1000000 AS fee_profit_usd,
    uniqExactIf(user_address, event = 'Deposited') AS depositors
FROM vera.canonical_grove_events
GROUP BY day, chain_id, grove_id, vault;

CREATE TABLE IF NOT EXISTS vera.sponsor_owners_local ON CLUSTER vera (
    owner String,
    user_id String,
    vouched_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/sponsor_owners_local', '{replica}', vouched_at)
ORDER BY (owner, user_id);

CREATE TABLE IF NOT EXISTS vera.sponsor_owners ON CLUSTER vera AS vera.sponsor_owners_local ENGINE = Distributed(vera, vera, sponsor_owners_local, cityHash64(owner, user_id));

CREATE TABLE IF NOT EXISTS vera.account_seen_addresses_local ON CLUSTER vera (
    address String,
    last_seen DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/account_seen_addresses_local', '{replica}', last_seen)
ORDER BY address;

CREATE TABLE IF NOT EXISTS vera.account_seen_addresses ON CLUSTER vera AS vera.account_seen_addresses_local ENGINE = Distributed(vera, vera, account_seen_addresses_local, cityHash64(address));

CREATE TABLE IF NOT EXISTS vera.balance_snapshots_local ON CLUSTER vera (
    address String,
    taken_at DateTime('UTC'),
    cash_usd Float64,
    invested_usd Float64,
    total_usd Float64,
    block_number UInt64,
    written_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/balance_snapshots_local', '{replica}', written_at)
PARTITION BY toYYYYMMDD(taken_at)
ORDER BY (address, taken_at);

CREATE TABLE IF NOT EXISTS vera.balance_snapshots ON CLUSTER vera AS vera.balance_snapshots_local ENGINE = Distributed(vera, vera, balance_snapshots_local, cityHash64(address, taken_at));

CREATE TABLE IF NOT EXISTS vera.autopilot_configs_local ON CLUSTER vera (
    user_id String,
    version UInt64,
    deleted UInt8,
    wallet_id String,
    owner String,
    smart_account String,
    goal String,
    amount_e6 UInt64,
    cadence String,
    risk_ceiling_bps UInt16,
    max_per_period_e6 UInt64,
    active UInt8,
    paused_by String,
    runs UInt32,
    consecutive_errors UInt16,
    spent_this_period_e6 UInt64,
    period_start DateTime('UTC'),
    created_at DateTime('UTC'),
    next_run_at DateTime('UTC'),
    last_run_at DateTime('UTC'),
    updated_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/autopilot_configs_local', '{replica}', version)
ORDER BY user_id;

CREATE TABLE IF NOT EXISTS vera.autopilot_configs ON CLUSTER vera AS vera.autopilot_configs_local ENGINE = Distributed(vera, vera, autopilot_configs_local, cityHash64(user_id));

CREATE TABLE IF NOT EXISTS vera.autopilot_grants_local ON CLUSTER vera (
    wallet_id String,
    user_id String,
    granted UInt8,
    version UInt64,
    changed_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/autopilot_grants_local', '{replica}', version)
ORDER BY wallet_id;

CREATE TABLE IF NOT EXISTS vera.autopilot_grants ON CLUSTER vera AS vera.autopilot_grants_local ENGINE = Distributed(vera, vera, autopilot_grants_local, cityHash64(wallet_id));

CREATE TABLE IF NOT EXISTS vera.notifications_local ON CLUSTER vera (
    user_id String,
    id UInt64,
    kind String,
    title String,
    body String,
    symbol String,
    tx_hash String,
    created_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/notifications_local', '{replica}')
PARTITION BY toYYYYMM(created_at)
ORDER BY (user_id, id);

CREATE TABLE IF NOT EXISTS vera.notifications ON CLUSTER vera AS vera.notifications_local ENGINE = Distributed(vera, vera, notifications_local, cityHash64(user_id, id));

CREATE TABLE IF NOT EXISTS vera.notification_reads_local ON CLUSTER vera (
    user_id String,
    through_id UInt64,
    read_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/notification_reads_local', '{replica}')
ORDER BY (user_id, through_id);

CREATE TABLE IF NOT EXISTS vera.notification_reads ON CLUSTER vera AS vera.notification_reads_local ENGINE = Distributed(vera, vera, notification_reads_local, cityHash64(user_id, through_id));

CREATE TABLE IF NOT EXISTS vera.price_alerts_local ON CLUSTER vera (
    user_id String,
    id String,
    version UInt64,
    deleted UInt8,
    symbol String,
    direction String,
    threshold_e8 UInt64,
    created_at DateTime('UTC'),
    fired_at DateTime('UTC'),
    fired_price_e8 UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/price_alerts_local', '{replica}', version)
ORDER BY (user_id, id);

CREATE TABLE IF NOT EXISTS vera.price_alerts ON CLUSTER vera AS vera.price_alerts_local ENGINE = Distributed(vera, vera, price_alerts_local, cityHash64(user_id, id));

CREATE TABLE IF NOT EXISTS vera.autopilot_runs_local ON CLUSTER vera (
    user_id String,
    run_id String,
    ran_at DateTime('UTC'),
    status String,
    amount_e6 UInt64,
    spent_e6 UInt64,
    assessed_risk_bps UInt16,
    tx_hash String,
    holdings String,
    reason String
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/autopilot_runs_local', '{replica}')
PARTITION BY toYYYYMM(ran_at)
ORDER BY (user_id, run_id);

CREATE TABLE IF NOT EXISTS vera.autopilot_runs ON CLUSTER vera AS vera.autopilot_runs_local ENGINE = Distributed(vera, vera, autopilot_runs_local, cityHash64(user_id, run_id));

CREATE VIEW IF NOT EXISTS vera.autopilot_runs_daily ON CLUSTER vera AS SELECT
    toDate(ran_at) AS day,
    count() AS runs,
    countIf(status = 'success') AS succeeded,
    countIf(status = 'skipped') AS skipped,
    countIf(status = 'error') AS errored,
    uniqExact(user_id) AS users,
    sum(spent_e6) / 1000000 AS spent_usd
FROM vera.autopilot_runs FINAL
GROUP BY day;

CREATE TABLE IF NOT EXISTS vera.autopilot_run_attempts_local ON CLUSTER vera (
    user_id String,
    run_id String,
    instance String,
    version UInt64,
    state String,
    user_op_hash String,
    from_block UInt64,
    submitted_at DateTime('UTC'),
    pending String
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/autopilot_run_attempts_local', '{replica}', version)
ORDER BY (user_id, run_id);

CREATE TABLE IF NOT EXISTS vera.autopilot_run_attempts ON CLUSTER vera AS vera.autopilot_run_attempts_local ENGINE = Distributed(vera, vera, autopilot_run_attempts_local, cityHash64(user_id, run_id));

ALTER TABLE vera.autopilot_runs_local ON CLUSTER vera ADD COLUMN ran_at_ms UInt64 DEFAULT toUInt64(ran_at) * 1000;

DROP TABLE IF EXISTS vera.autopilot_runs ON CLUSTER vera;

CREATE TABLE IF NOT EXISTS vera.autopilot_runs ON CLUSTER vera AS vera.autopilot_runs_local ENGINE = Distributed(vera, vera, autopilot_runs_local, cityHash64(user_id, run_id));

CREATE TABLE IF NOT EXISTS vera.user_accounts_local ON CLUSTER vera (
    account String,
    user_id String,
    seen_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/user_accounts_local', '{replica}', seen_at)
ORDER BY (account, user_id);

CREATE TABLE IF NOT EXISTS vera.user_accounts ON CLUSTER vera AS vera.user_accounts_local ENGINE = Distributed(vera, vera, user_accounts_local, cityHash64(account, user_id));

CREATE TABLE IF NOT EXISTS vera.trade_scan_local ON CLUSTER vera (
    name String,
    block UInt64,
    updated_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/trade_scan_local', '{replica}', updated_at)
ORDER BY name;

CREATE TABLE IF NOT EXISTS vera.trade_scan ON CLUSTER vera AS vera.trade_scan_local ENGINE = Distributed(vera, vera, trade_scan_local, cityHash64(name));

CREATE TABLE IF NOT EXISTS vera.agent_issued_plans_local ON CLUSTER vera (
    chain_id UInt64,
    plan_id String,
    address String,
    issued_at DateTime('UTC')
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/vera/agent_issued_plans_local', '{replica}', issued_at)
ORDER BY (chain_id, plan_id, address);

CREATE TABLE IF NOT EXISTS vera.agent_issued_plans ON CLUSTER vera AS vera.agent_issued_plans_local ENGINE = Distributed(vera, vera, agent_issued_plans_local, cityHash64(chain_id, plan_id, address));
