// Package sponsor is the gas-sponsorship policy: which user operations the service pays gas for, and
// the signature that makes the verifying paymaster (SponsorPaymaster) pay.
//
// A Sponsor signs an op only when
//   - it is a VeraAccount execute or executeBatch whose every call is on the allowlist (Rules): the
//     (contract, function) pairs the service's own flows need, with their arguments checked (USDG
//     approve and permit only to Permit2 or a grove vault, transferFrom only into the sender itself,
//     record only for the sender), no ETH value, and initCode only from the account factory;
//   - its fees and gas limits are within Limits (the same caps the paymaster enforces on chain);
//   - the sender's spend in the current period, read from the paymaster, plus the op's maximum cost
//     stays within the budget.
//
// Then it signs chain.SponsorshipHash for a window of Window (validAfter a minute in the past for
// clock skew) and writes validUntil ‖ validAfter ‖ signature into op.PaymasterAndData. Packing,
// hashing and submission stay in package chain. The sponsor key never reaches a log or an error.
//
// Funding reads the paymaster's EntryPoint deposit and the relay key's ETH balance, exports both as
// gauges and reports readiness against documented thresholds (docs/operations.md).
package sponsor
