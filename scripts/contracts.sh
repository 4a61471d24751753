#!/usr/bin/env bash
# Rebuilds the contract artifacts (chain/contracts/artifacts) with the pinned solc from npm and
# regenerates the Go bindings (chain/contracts/bindings) from them, then extracts the third-party bytecode
# the world chain installs from node_modules (chain/contracts/thirdparty/data). Works from a clean clone:
# installs chain/contracts/node_modules and web/node_modules (viem) from their lockfiles when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -f chain/contracts/node_modules/solc/package.json ]; then
	npm ci --prefix chain/contracts --no-audit --no-fund
fi
if [ ! -f web/node_modules/viem/package.json ]; then
	npm ci --prefix web --no-audit --no-fund
fi
node chain/contracts/compile.js
go run ./chain/contracts/cmd/bindgen
go run ./chain/contracts/cmd/thirdparty
