// Package sponsor is the gas-sponsorship policy: which user operations the service pays gas for, and
// the signature that makes the verifying paymaster (SponsorPaymaster) pay.
//
// A Sponsor signs an op only when
//   - its sender is the account factory's address for (owner, salt): undeployed with initCode exactly
//     the factory's createAccount(owner, salt), or deployed by the factory (its AccountCreated event)
//     with its ERC-1967 implementation slot still the factory's accountImplementation;
//   - that owner is known: the wallet directory vouched for it (Owners, the sponsor_owners table,
//     written whenever the service reads a signed-in user's wallets);
//   - it is a VeraAccount execute or executeBatch whose every call is on the allowlist (Rules): the
//     (contract, function) pairs the service's own flows need, with their arguments checked (USDG
//     approve and permit only to Permit2 or a grove vault, transferFrom only into the sender itself,
//     record only for the sender), and no ETH value;
//   - its fees and gas limits are within Limits (the same caps the paymaster enforces on chain);
//   - the sender's, the owner's and the global spend of the period, read from the paymaster, plus the
//     op's maximum cost stay within their budgets.
//
// Then it signs chain.SponsorshipHash for a window of Window (validAfter a minute in the past for
// clock skew), naming the owner and the relay that alone may bundle the op, and writes validUntil ‖
// validAfter ‖ owner ‖ relay ‖ signature into op.PaymasterAndData. The relay is one of the replica's
// executor keys (the relay key, then Deployment.Executors), chosen by keccak256(sender) mod their
// number, so a sender's stub data and sponsorships always name the same key and many senders' ops
// spread over all of them. Verify applies the same checks but the budgets to a sponsored op when it
// is sent, taking a sponsorship that names any of the replica's keys. Packing, hashing and submission stay in package
// chain. The sponsor key never reaches a log or an error.
//
// Funding reads the paymaster's EntryPoint deposit, the lowest ETH balance of the relay key and the
// executor keys, and the period's global spend, exports them as gauges beside the budgets in force, and reports readiness against documented
// thresholds (docs/operations.md).
package sponsor
