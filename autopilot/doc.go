// Package autopilot is scheduled investing inside four user-set bounds: the configs users save
// (POST /api/autopilot), the delegated signing grants that let the service sign a run's spend
// for the user's embedded wallet, the runs, and the trade notices of users' accounts.
//
//   - Settings decodes and validates a POST body (ErrInvalidSettings); Service.Save checks the
//     wallet against the caller's wallets from the wallet directory (ErrNotYourWallet), grants
//     the wallet, resets the schedule and stores the config. Delete writes a tombstone and
//     revokes the grant. Pause and Resume are the user's; RecordRunOutcome pauses a config
//     itself after three consecutive errored runs or when a run finds its grant revoked, each
//     with a `system` notification in the inbox. CheckRunnable refuses a paused config
//     (ErrPaused, skip reason reasonPaused).
//   - Signer signs for a wallet id; the binary chooses the backend: KeyWallets over local keys
//     (the devnet's demo owners and dev mode's wallets, package devmode) or the wallet
//     provider's API (package privy). GrantedSigner wraps either and signs nothing without a
//     standing grant (ErrNoGrant).
//   - Runner executes runs: the bounds in the spec's order before anything is signed (skip
//     reasons), then the agent's assessment, a quote per leg, and one sponsored userOp from the
//     smart account that pulls the run's USDG from the owner by permit, buys every leg and
//     records the assessment. Run runs one now (one per account in flight: ErrInFlight); Tick
//     is the scheduler's minute. A run's key (its slot, or its request) derives the userOp's
//     EntryPoint nonce key, so the chain executes a run at most once; attempts are stored before
//     handleOps, and reconciled from the chain after a restart, never resubmitted.
//   - Trades turns completed trades of users' smart accounts, as the chain index records them,
//     into `trade` notifications in the inbox, once per transaction.
//
// Everything is stored in ClickHouse by Store (migrations 0600-0603, 0650): versioned
// ReplacingMergeTree tables read with FINAL or argMax, deletions as tombstone rows. Migration
// 0600 also created the tables of packages inbox and alerts, which began here. Money is integer
// micro-USD; USD numbers appear only in JSON. docs/autopilot.md documents the rules and shapes.
package autopilot
