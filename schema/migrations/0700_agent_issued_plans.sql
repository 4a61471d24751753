-- The agent (package agent): every assessment it issued, and to whom.

-- agent_issued_plans: one row per (chain_id, plan_id, address) the agent signed a RiskInference for:
-- POST /api/commit-plan's address, an Autopilot run's smart account. Written before the signature is
-- handed out. The track record counts a RecommendationCommitted or AllocationExecuted only when its
-- (plan_id, user_address) is here, so a copy recorded by another account counts for nobody. Replays of
-- a row collapse (same key); issued_at is the request time.
CREATE TABLE IF NOT EXISTS agent_issued_plans (
    chain_id UInt64,
    plan_id String,
    address String,
    issued_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(issued_at)
ORDER BY (chain_id, plan_id, address);
