-- Autopilot run attempts (owned by package autopilot): what a run submitted to the chain, written
-- before handleOps is sent, so that a process killed before the receipt reconciles on restart
-- from the userOp hash and the chain instead of submitting again. One row per state change of a
-- run (`submitted`, then `done`); the highest version is the attempt's state. The pending run
-- (amount, plan, holdings, schedule slot) is kept as JSON to record it once reconciled; instance is
-- the process (replica) that submitted it.
CREATE TABLE IF NOT EXISTS autopilot_run_attempts (
    user_id String,
    run_id String,
    instance String,
    version UInt64,
    state String,
    user_op_hash String,
    from_block UInt64,
    submitted_at DateTime('UTC'),
    pending String
) ENGINE = ReplacingMergeTree(version)
ORDER BY (user_id, run_id);
