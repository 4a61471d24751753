// Package relay is the service's ERC-4337 bundler behind POST /api/bundler: it sponsors user
// operations under the sponsor package's policy, checks a signed op, simulates it on the EntryPoint
// exactly as it will be sent, submits handleOps from the relay key, and reads an op's receipt.
//
// The flow is two steps because the userOp hash covers paymasterAndData: the client asks for a
// sponsorship (Relay.Sponsor) of its unsigned op, the owner signs the op with the sponsorship
// attached, and the client sends it (Relay.Send). An op without a paymaster pays its own prefund.
//
// The relay pays the gas of handleOps up front and is repaid by the EntryPoint. It sends at the op's
// own fees (so it pays per gas at most what the op repays per gas) and refuses any op whose
// simulation repays less than the transaction costs (Send's ErrRelayWouldLose). It simulates in the
// block that would include the op and again a margin later, refusing an op whose outcome depends on
// which. An op signed by another than the owner it names is refused first, off chain; an op holds
// nothing (its sender's one slot in flight, its exposure under the loss bound, a sponsored op's
// budgets) before it passed its simulation. Its watcher (Relay.Run) follows every transaction it sent
// until mined, counts its losses, throttles the parties of an op that failed on chain after passing
// the simulation, and frees what the ops in flight hold. Autopilot's runs go through it too
// (Relay.Submit). Refusals carry ERC-7769's error codes (*Error).
//
// With Config.BundleOps above 1 or Config.Executors, ops wait in a queue and each executor key sends
// up to BundleOps of them, of distinct senders, in one handleOps simulated as the bundle it sends,
// leaving out an op that would fail it; a key sends one bundle at a time and cancels one not mined
// within StuckAfter at its nonce before any of its ops may go again; after a restart no key bundles
// until every key's transactions from before are mined or cancelled (bundles.go). A sponsored op goes
// only from the key its sponsorship names (the paymaster checks tx.origin), waiting for that key
// while it is busy; one naming an address that is not one of the relay's keys is refused.
//
// The relay's methods are typed: an op is a chain.UserOp, answers are Go values and refusals are
// *Error with ERC-7769's code. They are what ERC-4337's bundler methods (EstimateGas through
// EntryPointSimulations, SendUserOperation, UserOperationReceipt, UserOperationByHash) and ERC-7677's
// paymaster methods (PaymasterStubData, PaymasterData) answer; their JSON-RPC framing and the op's
// wire form are package api's. Mechanics (packing, simulation, fee rules, submission, receipts) are
// package chain's; the sponsorship policy is package sponsor's.
package relay
