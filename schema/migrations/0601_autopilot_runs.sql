-- Autopilot runs (owned by package autopilot): the append-only audit record of every run,
-- settled, skipped or errored (the spec's AutopilotRun). run_id is the run's idempotency key, so
-- a replayed insert collapses; readers use FINAL. Money is integer micro-USD.
CREATE TABLE IF NOT EXISTS autopilot_runs (
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
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ran_at)
ORDER BY (user_id, run_id);

-- Runs and spend by UTC day, for analysts (docs/analytics.md).
CREATE VIEW IF NOT EXISTS autopilot_runs_daily AS
SELECT
    toDate(ran_at) AS day,
    count() AS runs,
    countIf(status = 'success') AS succeeded,
    countIf(status = 'skipped') AS skipped,
    countIf(status = 'error') AS errored,
    uniqExact(user_id) AS users,
    sum(spent_e6) / 1000000 AS spent_usd
FROM autopilot_runs FINAL
GROUP BY day;
