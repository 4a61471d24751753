package devnet

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// errRunning: Reset found the devnet of a data dir running.
var errRunning = errors.New("the devnet is running")

// chainDir is where the node keeps the chain ("" in memory).
func (d *Devnet) chainDir() string {
	if d.cfg.DataDir == "" {
		return ""
	}
	return filepath.Join(d.cfg.DataDir, "chain")
}

// chainManifest is the manifest of the chain on disk, written once its deployment is complete.
func chainManifest(dataDir string) string { return filepath.Join(dataDir, "deployment.json") }

// open boots the node and reports whether it resumed a deployed chain from DataDir. A chain on
// disk without its manifest (a start killed while deploying) is removed and started anew.
func (d *Devnet) open(devs, demos []keyed) (resumed bool, err error) {
	if d.cfg.DataDir != "" {
		raw, rerr := os.ReadFile(chainManifest(d.cfg.DataDir))
		switch {
		case rerr == nil:
			var m chain.Deployment
			if err := json.Unmarshal(raw, &m); err != nil {
				return false, fmt.Errorf("devnet manifest %s: %w", chainManifest(d.cfg.DataDir), err)
			}
			d.manifest = m
			resumed = true
			if d.cfg.World != nil {
				w, err := LoadWorld(worldFile(d.cfg.DataDir))
				if err != nil {
					return false, fmt.Errorf("world chain in %s: %w", d.cfg.DataDir, err)
				}
				if w.Uniswap == nil {
					return false, fmt.Errorf("world chain in %s has no Uniswap v3 (deployed by an earlier version): remove it with `vera devnet reset --world`", d.cfg.DataDir)
				}
				if d.cfg.World.WithVera != nil && m.Settlement == (common.Address{}) {
					return false, fmt.Errorf("world chain in %s holds none of Vera's contracts: remove it with `vera devnet reset --world` to deploy them", d.cfg.DataDir)
				}
				d.setWorld(w)
			}
		case errors.Is(rerr, os.ErrNotExist):
			if err := os.RemoveAll(d.chainDir()); err != nil {
				return false, fmt.Errorf("cannot remove an incomplete devnet: %w", err)
			}
		default:
			return false, fmt.Errorf("cannot read devnet manifest: %w", rerr)
		}
	}
	if err := d.boot(devs, demos); err != nil {
		return false, err
	}
	if resumed && d.eth.BlockChain().CurrentBlock().Number.Sign() == 0 {
		return false, fmt.Errorf("devnet in %s has a manifest but no blocks: remove it with `vera devnet reset`", d.cfg.DataDir)
	}
	return resumed, nil
}

// saveChainManifest records that the chain in DataDir is deployed (the RPC URLs are refreshed on
// every start, so they are left out).
func (d *Devnet) saveChainManifest() error {
	if d.cfg.DataDir == "" {
		return nil
	}
	if d.world != nil {
		// Written first: the manifest marks the chain complete.
		w := *d.world
		if err := w.Save(worldFile(d.cfg.DataDir)); err != nil {
			return err
		}
	}
	m := d.manifest
	m.RPCURL, m.WSURL = "", ""
	return m.Save(chainManifest(d.cfg.DataDir))
}

// Reset removes the devnet kept in dataDir, so that the next start deploys a new chain. It refuses
// while a devnet runs on that folder.
func Reset(dataDir string) error {
	lock := filepath.Join(dataDir, "chain", nodeName, "LOCK")
	if f, err := os.OpenFile(lock, os.O_RDWR, 0); err == nil {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != nil {
			f.Close()
			return fmt.Errorf("reset devnet in %s: %w", dataDir, errRunning)
		}
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}
	for _, f := range []string{chainManifest(dataDir), worldFile(dataDir)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("reset devnet in %s: %w", dataDir, err)
		}
	}
	if err := os.RemoveAll(filepath.Join(dataDir, "chain")); err != nil {
		return fmt.Errorf("reset devnet in %s: %w", dataDir, err)
	}
	return nil
}

// nodeName names the node's folder inside the chain folder (it holds the database and its LOCK).
const nodeName = "vera-devnet"
