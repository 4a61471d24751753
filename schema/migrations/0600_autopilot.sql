-- Autopilot (owned by package autopilot). Every table is written so that a replayed batch is
-- harmless and nothing depends on merges: readers take the latest version with FINAL.

-- Autopilot configs, one per user, versioned: every change (create, update, pause, resume, a run's
-- counters) writes the whole row under a higher version; a deletion writes a tombstone row
-- (deleted = 1). Money is integer micro-USD (6 decimals, as USDG).
CREATE TABLE IF NOT EXISTS autopilot_configs (
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
) ENGINE = ReplacingMergeTree(version)
ORDER BY user_id;

-- Delegated signing grants by embedded-wallet id: granted from POST /api/autopilot until DELETE
-- (or until a POST moves the config to another wallet). The latest version decides.
CREATE TABLE IF NOT EXISTS autopilot_grants (
    wallet_id String,
    user_id String,
    granted UInt8,
    version UInt64,
    changed_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(version)
ORDER BY wallet_id;

-- The notification inbox: append-only. id is the creation time in microseconds (a JSON-safe
-- integer), unique per user in practice and ordered like creation.
CREATE TABLE IF NOT EXISTS notifications (
    user_id String,
    id UInt64,
    kind String,
    title String,
    body String,
    symbol String,
    tx_hash String,
    created_at DateTime('UTC')
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(created_at)
ORDER BY (user_id, id);

-- Read marks: POST /api/notifications appends one row saying every notification of the user with
-- id <= through_id was read at read_at. Never a mutation.
CREATE TABLE IF NOT EXISTS notification_reads (
    user_id String,
    through_id UInt64,
    read_at DateTime('UTC')
) ENGINE = ReplacingMergeTree
ORDER BY (user_id, through_id);

-- Price alerts, versioned like configs: creation, firing (fired_at set) and deletion (deleted = 1)
-- each write the row under a higher version. Thresholds are 8-decimal USD like the feeds.
CREATE TABLE IF NOT EXISTS price_alerts (
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
) ENGINE = ReplacingMergeTree(version)
ORDER BY (user_id, id);
