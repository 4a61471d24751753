// Package thirdparty holds the bytecode of the third-party contracts the world chain installs at their
// canonical addresses, as their publishers ship it on npm, never compiled or edited by us:
//
//   - the EntryPoint v0.8 creation code (@account-abstraction/contracts, artifacts/EntryPoint.json),
//     deployed through the deterministic deployer with the canonical salt;
//   - Permit2's runtime code (@uniswap/v4-periphery's lib/permit2, the code its tests etch at the
//     canonical address);
//   - Multicall3's creation code (viem, the code it deploys for deployless multicalls);
//   - the presigned keyless transaction that creates the deterministic deployer
//     (@arbitrum/nitro-contracts' DeployHelper, which Orbit chains replay at their creation).
//
// Extract reads them from node_modules into data/*.json (`go run ./chain/contracts/cmd/thirdparty`,
// run by scripts/contracts.sh); the files are embedded, and a test fails when they differ from what
// node_modules holds.
package thirdparty
