-- Small service state (a key and its latest value), versioned by updated_at. Read the latest
-- value with argMax(value, updated_at): never assume merges happened.
CREATE TABLE IF NOT EXISTS service_state (
    key String,
    value String,
    updated_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(updated_at)
ORDER BY key;
