-- Tradability sweeps (owned by package quote). Every hour the sweep quotes, for every asset, a $15
-- USDG buy and then a sell of exactly what that buy returned. One row per asset per sweep: whether
-- each direction found a route, the amounts quoted (decimal strings of base units, '' when none),
-- the asset's consecutive misses after this sweep, and whether it is locked after it (two
-- consecutive misses lock; a sweep with both routes unlocks). The latest sweep is the one with the
-- greatest swept_at; a replayed batch repeats (swept_at, symbol) and collapses, readers use FINAL.
CREATE TABLE IF NOT EXISTS tradability_sweeps (
    swept_at DateTime('UTC'),
    symbol String,
    buy_ok UInt8,
    sell_ok UInt8,
    buy_amount String,
    sell_amount String,
    misses UInt32,
    locked UInt8
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(swept_at)
ORDER BY (swept_at, symbol);

-- Sweeps in which no venue answered for any asset: an outage, not a miss for every asset. They
-- change no asset's state and are kept here so that outages are visible to analysts.
CREATE TABLE IF NOT EXISTS tradability_outages (
    swept_at DateTime('UTC'),
    assets UInt32,
    detail String
) ENGINE = ReplacingMergeTree
ORDER BY swept_at;
