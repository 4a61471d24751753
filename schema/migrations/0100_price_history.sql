-- Price history (owned by package market). Every import of a symbol's daily or intraday series
-- writes its rows under a new version, then one row in price_imports: a version is complete
-- once its price_imports row exists. Readers take the latest version per (symbol, kind) from
-- price_imports and read only that version's rows, so superseded rows never leak in and nothing
-- depends on merges. A replayed batch repeats (symbol, version, date) and collapses in the
-- ReplacingMergeTree; readers use FINAL.

-- One row per completed import of a series.
CREATE TABLE IF NOT EXISTS price_imports (
    symbol String,
    kind String,
    version UInt64,
    source String,
    basis String,
    exchange String,
    rows UInt32,
    digest String,
    imported_at DateTime('UTC')
) ENGINE = MergeTree
ORDER BY (symbol, kind, version);

-- Daily closes; high, low and volume are NULL when the source has none (never zero).
CREATE TABLE IF NOT EXISTS price_daily (
    symbol String,
    date Date,
    close Float64,
    high Nullable(Float64),
    low Nullable(Float64),
    volume Nullable(Float64),
    version UInt64
) ENGINE = ReplacingMergeTree(version)
PARTITION BY toYear(date)
ORDER BY (symbol, version, date);

-- Intraday bars by start time; a bar without a close is not stored.
CREATE TABLE IF NOT EXISTS price_intraday (
    symbol String,
    ts DateTime('UTC'),
    open Nullable(Float64),
    high Nullable(Float64),
    low Nullable(Float64),
    close Float64,
    volume Nullable(Float64),
    version UInt64
) ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(ts)
ORDER BY (symbol, version, ts);
