// Package rollout puts Vera's own contracts on a chain 4663 whose third-party contracts and stand-ins
// already exist (a world file names them): it checks the world before sending anything, then deploys
// Settlement, the IdentityRegistry and the agent's registration, AgentRecord, VeraAccountFactory,
// SponsorPaymaster (its deposit, stake and relays) and the grove vaults, and returns the deployment
// manifest `vera serve` reads. Contracts go through the deterministic deployer with fixed salts and
// every configuration call is checked against the chain first, so a run that was killed at any step
// finishes on the next one without a second copy of anything. See docs/operations.md.
package rollout
