// Package chain is Vera's go-ethereum layer for chain 4663 (Robinhood Chain, or the embedded devnet).
//
//   - Client: a JSON-RPC client with a timeout per request, retries with exponential backoff on
//     transient failures only, and a request budget (a token bucket shared by every call). It
//     implements bind.ContractBackend, so the generated bindings under chain/contracts/bindings run
//     on it.
//   - Multicall: batches read calls through Multicall3's aggregate3, in chunks.
//   - EIP-712: typed data for Permit2 witness transfers and the agent's RiskInference, hashing
//     (go-ethereum's signer/core/apitypes, plus a fast path for RiskInference checked against it) and
//     signing with a Signer.
//   - TokenIndex: the token list (symbol, name, address, decimals, price feed).
//   - ERC-4337 helpers: packed user operations and their gas fields.
//
// Amounts are *big.Int base units throughout. Private keys never leave a Signer and are never
// formatted into errors or logs.
package chain
