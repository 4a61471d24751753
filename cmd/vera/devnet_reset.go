package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vera-invest/vera/chain/devnet"
)

// runDevnetReset removes the chains `vera dev` and `vera devnet` keep under --data-dir (the world
// chain with Vera and the Vera-built devnet; with --world, `vera devnet --world`'s world chain and its
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
	dirs := []string{filepath.Join(c.DataDir, "devnet"), filepath.Join(c.DataDir, devWorldDir)}
	if world {
		dirs = []string{filepath.Join(c.DataDir, worldDir)}
		if err := os.Remove(filepath.Join(c.DataDir, worldFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	for _, dir := range dirs {
		if err := devnet.Reset(dir); err != nil {
			return err
		}
		fmt.Printf("devnet in %s removed; the next start deploys a new chain\n", dir)
	}
	return nil
}
