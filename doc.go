// Package vera is the root of Vera's module: a Go service for investing in tokenized stocks and
// funds on Robinhood Chain (chain id 4663) with USDG as cash. The binary is cmd/vera; the package
// layout and the rules of who may import whom are in docs/architecture.md, and this package's
// test enforces them.
package vera
