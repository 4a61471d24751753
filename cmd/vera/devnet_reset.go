package main

import (
	"fmt"
	"path/filepath"

	"github.com/vera-invest/vera/chain/devnet"
)

// runDevnetReset removes the devnet kept under --data-dir: the next dev or devnet start deploys a
// new chain (and the indexer, finding another chain, rebuilds its tables).
func runDevnetReset(args []string) error {
	f := newFlags("devnet reset")
	var c baseConfig
	c.register(f, true)
	if err := f.Parse(args); err != nil {
		return err
	}
	dir := filepath.Join(c.DataDir, "devnet")
	if err := devnet.Reset(dir); err != nil {
		return err
	}
	fmt.Printf("devnet in %s removed; the next start deploys a new chain\n", dir)
	return nil
}
