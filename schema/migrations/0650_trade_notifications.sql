-- Trade notifications (package autopilot): which smart accounts belong to which users, and how far
-- the trade scan has read the chain index.

-- user_accounts: a user's smart account as the wallet directory vouches for it (remembered when the
-- user reads GET /api/me). Autopilot configs add theirs from autopilot_configs.
CREATE TABLE IF NOT EXISTS user_accounts (
    account String,
    user_id String,
    seen_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(seen_at)
ORDER BY (account, user_id);

-- trade_scan: the last block the trade scan has turned into notifications (latest row wins).
CREATE TABLE IF NOT EXISTS trade_scan (
    name String,
    block UInt64,
    updated_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(updated_at)
ORDER BY name;
