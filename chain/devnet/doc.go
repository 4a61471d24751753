// Package devnet runs Vera's embedded chain: an in-process go-ethereum node with chain id 4663 and
// every Vera contract deployed, serving standard JSON-RPC over HTTP and WebSocket (one port, default
// 127.0.0.1:8545) so that viem, ethers, cast or a wallet can use it.
//
// Start deploys, from a fixed deployer key with explicit nonces and in a fixed order, USDG, Permit2,
// Multicall3, the ERC-4337 EntryPoint with the smart-account factory and a sponsoring paymaster, the
// agent record, the identity registry (agent #1 registered), three venues, the settlement contract and,
// for each configured asset, its token and price feed set to the configured price (the caller passes
// real closes: the market package lists the universe at its last closes). Venues are funded with liquidity around each price. The same
// Config therefore always yields the same addresses. With Config.DataDir the chain is kept on disk
// and a restart (kill -9 included) continues it; without, it is in memory and starts fresh.
// Snapshot and Revert (JSON-RPC evm_snapshot, evm_revert, evm_mine) make reorgs for tests and tools.
//
// Like anvil, the accounts of TestMnemonic are funded (ETH and USDG); demo users get an embedded
// wallet (TestMnemonic account 100+n-1), a smart account and USDG. Blocks are produced on an interval
// and, unless disabled, at once when a transaction arrives. The manifest (chain.Deployment as JSON)
// lists every address.
//
// With Config.World the chain is a world chain instead (world.go): none of Vera's contracts, but the
// third-party ones Robinhood Chain has at their canonical addresses, from their npm code (the
// deterministic deployer replayed from its keyless transaction, EntryPoint v0.8 through it, Permit2,
// Multicall3, Chainlink's MockV3Aggregator feeds at the real closes, Uniswap v3 with two USDG pools per
// asset), stand-ins for USDG and the stock tokens (one of them holder-listed), and blocks sealed at
// most once per wall-clock second so that chain time is the wall clock's. Its addresses are a World
// (world.json). WorldConfig.WithVera then puts Vera's contracts on it through chain/rollout, as
// `vera deploy` does on the real chain (worldvera.go).
package devnet
