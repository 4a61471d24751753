// Package web is the web app served by the binary: the page shells (shells/, html/template) of /,
// /app, /agent, /demo, /markets, /markets/{symbol} and /groves/{id}, and the bundle (dist/) that
// esbuild makes from the TypeScript sources (src/) with viem and lightweight-charts from npm.
// `go generate ./web` rebuilds dist/ (cmd/webbuild, package build); dist/ is committed and embedded,
// so `go build` needs no node, and a test fails when it drifts from src/. Pages read the public JSON
// API in the browser (docs/web.md).
//
// It also holds the ES module of a viem SmartAccount for VeraAccount (sdk/vera-account.js, GET
// /sdk/vera-account.js), which the app's bundle imports: the standard clients' way to build, sign
// and send Vera's user operations through POST /api/bundler (docs/bundler.md). Its test
// (sdk/vera-account.test.mjs) runs under node; api's TestViemClientsAtTheBundler starts it.
package web
