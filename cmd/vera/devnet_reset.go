package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vera-invest/vera/chain/devnet"
)

// runDevnetReset removes the devnet kept under --data-dir (with --world, the world chain and its
// world.json): the next dev or devnet start deploys a new chain (and the indexer, finding another
// chain, rebuilds its tables).
func runDevnetReset(args []string) error {
	f := newFlags("devnet reset")
	var c baseConfig
	c.register(f, true)
	var world bool
	f.BoolVar(&world, "world", false, "remove the world chain (vera devnet --world) instead")
	if err := f.Parse(args); err != nil {
		return err
	}
	dir := filepath.Join(c.DataDir, "devnet")
	if world {
		dir = filepath.Join(c.DataDir, worldDir)
		if err := os.Remove(filepath.Join(c.DataDir, worldFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	if err := devnet.Reset(dir); err != nil {
		return err
	}
	fmt.Printf("devnet in %s removed; the next start deploys a new chain\n", dir)
	return nil
}
