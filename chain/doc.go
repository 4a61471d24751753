// Package chain is Vera's go-ethereum layer for chain 4663 (Robinhood Chain, or the embedded devnet).
//
//   - Client: a JSON-RPC client with a timeout per request, retries with exponential backoff on
//     transient failures only, and a request budget split into lanes (public reads, user actions,
//     background jobs, the indexer; Client.Lane), each a token bucket of its own share. It
//     implements bind.ContractBackend, so the generated bindings under chain/contracts/bindings run
//     on it.
//   - Multicall: batches read calls through Multicall3's aggregate3, in chunks.
//   - EIP-712: typed data for Permit2 witness transfers and the agent's RiskInference, hashing
//     (go-ethereum's signer/core/apitypes, plus a fast path for RiskInference checked against it) and
//     signing with a Signer.
//   - Signers: KeySigner (a private key) and AccountSigner (ERC-1271 signatures of a VeraAccount,
//     bound to the account through its replay-safe hash).
//   - TokenIndex: the token list (symbol, name, address, decimals, price feed); Deployment: the
//     manifest of a deployment (chain id and every contract address), as the devnet or `vera deploy`
//     writes it; World: world.json, the third-party contracts and stand-ins a deployment joins.
//   - Settlement: Settlement.settle calldata for a signed Permit2 witness transfer, slippage bounds.
//   - Parsing: addresses (lower, upper or EIP-55 case), decimal amounts to base units, and
//     8-decimal feed prices.
//   - ERC-4337: packed user operations and their gas fields, userOp hashes and signing, and a
//     Bundler that submits handleOps and reads each operation's result.
//
// Amounts are *big.Int base units throughout. Private keys never leave a Signer and are never
// formatted into errors or logs.
package chain
