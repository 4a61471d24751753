-- Views for analysts over the chain index (owned by package indexer; documented with example
-- queries in docs/analytics.md). They read only the canonical_* views, so orphaned blocks and
-- batches not yet checkpointed never count.

-- The token catalog the indexer follows, written by the indexer at start. The latest row per
-- (chain_id, token) wins.
CREATE TABLE IF NOT EXISTS chain_tokens (
    chain_id UInt64,
    token String,
    symbol String,
    decimals UInt8,
    updated_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (chain_id, token);

CREATE VIEW IF NOT EXISTS token_catalog AS
SELECT chain_id, token, argMax(symbol, updated_at) AS symbol, argMax(decimals, updated_at) AS decimals
FROM chain_tokens
GROUP BY chain_id, token;

-- Daily flows per token: transfers, raw and whole-token volume, mints (from the zero address),
-- burns (to it), distinct senders and receivers.
CREATE VIEW IF NOT EXISTS daily_token_flows AS
SELECT
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
    FROM canonical_transfers
    GROUP BY day, chain_id, token
)
ANY LEFT JOIN token_catalog USING (chain_id, token);

-- Each address's balance of each token, summed from canonical transfers (the zero address left
-- out); only non-zero balances.
CREATE VIEW IF NOT EXISTS token_balances AS
SELECT
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
        FROM canonical_transfers
    )
    WHERE holder != '0x0000000000000000000000000000000000000000'
    GROUP BY chain_id, token, holder
    HAVING balance_raw != 0
)
ANY LEFT JOIN token_catalog USING (chain_id, token);

-- Holders per asset: addresses with a non-zero balance, and the supply they hold.
CREATE VIEW IF NOT EXISTS asset_holders AS
SELECT
    chain_id,
    token,
    any(symbol) AS symbol,
    count() AS holders,
    sum(balance_raw) AS held_raw,
    sum(balance) AS held
FROM token_balances
GROUP BY chain_id, token;

-- The agent's track record by day: recommendations committed, executions, USDG spent (USD),
-- distinct users and the mean assessed risk (bps) of the day's recommendations.
CREATE VIEW IF NOT EXISTS agent_record_daily AS
SELECT
    toDate(block_time) AS day,
    chain_id,
    agent_id,
    countIf(event = 'RecommendationCommitted') AS recommendations,
    countIf(event = 'AllocationExecuted') AS executions,
    toFloat64(sumIf(toDecimal128(usd_spent_raw, 0), event = 'AllocationExecuted')) / 1000000 AS executed_usd,
    uniqExact(user_address) AS users,
    avgIf(assessed_risk, event = 'RecommendationCommitted') AS avg_assessed_risk_bps
FROM canonical_agent_events
GROUP BY day, chain_id, agent_id;

-- Grove flows and fees by day: deposits and USD in, withdrawals (in USDG, and in kind: paid in the
-- component tokens) with gross value and USDG payout, exit fees charged (and the realized profit
-- they were charged on), distinct depositors.
CREATE VIEW IF NOT EXISTS grove_flows_daily AS
SELECT
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
FROM canonical_grove_events
GROUP BY day, chain_id, grove_id, vault;
