// Package autopilot is scheduled investing inside four user-set bounds: the configs users save
// (POST /api/autopilot), the delegated signing grants that let the service sign a run's spend
// for the user's embedded wallet, the notification inbox, and price alerts.
//
//   - Settings decodes and validates a POST body (ErrInvalidSettings); Service.Save checks the
//     wallet against the caller's wallets from the wallet directory (ErrNotYourWallet), grants
//     the wallet, resets the schedule and stores the config. Delete writes a tombstone and
//     revokes the grant. Pause and Resume are the user's; RecordRunOutcome pauses a config
//     itself after three consecutive errored runs or when a run finds its grant revoked, each
//     with a `system` notification. CheckRunnable refuses a paused config (ErrPaused, skip reason
//     ReasonPaused).
//   - Signer signs for a wallet id: KeyWallets over local keys (the devnet's demo owners and
//     DevWallets, dev mode's per-user wallets derived from the user id), Privy over the
//     provider's wallet RPC. GrantedSigner wraps either and signs nothing without a standing
//     grant (ErrNoGrant).
//   - DevFunds tops up dev users' wallets for the demo (vera dev's POST /dev/fund), bounded per
//     wallet and per hour across users (ErrDevFundsSpent).
//   - Inbox writes and lists notifications; read marks are rows, never mutations.
//   - Alerts keeps price alerts and fires each once when its feed price crosses the threshold
//     (Evaluate, run every minute by the pipeline), reading feeds through a PriceSource
//     (account.Feeds, so an answer too old to be served by GET /api/prices fires nothing).
//   - Runner executes runs: the bounds in the spec's order before anything is signed (skip
//     reasons), then the agent's assessment, a quote per leg, and one sponsored userOp from the
//     smart account that pulls the run's USDG from the owner by permit, buys every leg and
//     records the assessment. Run runs one now (one per account in flight: ErrInFlight); Tick
//     is the scheduler's minute. A run's key (its slot, or its request) derives the userOp's
//     EntryPoint nonce key, so the chain executes a run at most once; attempts are stored before
//     handleOps, and reconciled from the chain after a restart, never resubmitted.
//
// Everything is stored in ClickHouse by Store (migrations 0600-0602): versioned ReplacingMergeTree
// tables read with FINAL or argMax, deletions as tombstone rows. Money is integer micro-USD;
// USD numbers appear only in JSON. docs/autopilot.md documents the rules and shapes.
package autopilot
