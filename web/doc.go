// Package web holds the web app's sources, served by the binary. Today that is the ES module of a viem
// SmartAccount for VeraAccount (sdk/vera-account.js, GET /sdk/vera-account.js): the standard clients'
// way to build, sign and send Vera's user operations through POST /api/bundler (docs/bundler.md).
// Its test (sdk/vera-account.test.mjs) runs under node with viem from npm (package.json here) against a
// devnet and the bundler routes; api's TestViemClientsAtTheBundler starts it.
package web
