package web

import _ "embed"

//go:embed sdk/vera-account.js
var veraAccountModule []byte

// VeraAccountModule is the source of sdk/vera-account.js, an ES module that imports viem.
func VeraAccountModule() []byte { return veraAccountModule }
