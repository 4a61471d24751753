-- Gas sponsorship (package sponsor): the owners the service sponsors.

-- sponsor_owners: an embedded-wallet EOA the wallet directory vouched for as a signed-in user's (recorded
-- whenever the service reads a user's wallets; in dev mode, every dev user's at start). The paymaster
-- sponsors only smart accounts of these owners. Latest row per (owner, user_id) wins.
CREATE TABLE IF NOT EXISTS sponsor_owners (
    owner String,
    user_id String,
    vouched_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(vouched_at)
ORDER BY (owner, user_id);
