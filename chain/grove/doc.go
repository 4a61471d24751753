// Package grove reads the on-chain state of grove vaults (GroveVault): the stats the groves
// route shows, for every grove in one multicall.
package grove
