// Package contracts holds the Solidity sources of Vera's contracts (src/), their compiled artifacts
// (artifacts/, ABI and creation bytecode per contract) and the go-ethereum v2 bindings generated from
// them (bindings/<contract>/).
//
// Sources compile with the pinned solc from npm (package.json, package-lock.json) through compile.js:
// standard JSON, evmVersion cancun, optimizer 200 runs, no metadata hash, so the same sources give the
// same bytes. Third-party contracts deployed as published (Uniswap v3, WETH9) are not compiled:
// compile.js copies their npm artifacts unchanged into artifacts/. `make contracts` (scripts/contracts.sh) rebuilds artifacts and bindings; the tests in
// this package fail when the committed artifacts or bindings differ from what the sources produce.
// Third-party bytecode that is installed as published, not compiled here, is in thirdparty.
package contracts
