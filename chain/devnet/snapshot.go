package devnet

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// errUnknownSnapshot: evm_revert named a snapshot that does not exist (or was already used).
var errUnknownSnapshot = errors.New("unknown snapshot")

// snapshots are the heads saved by Snapshot, by id.
type snapshots struct {
	mu   sync.Mutex
	next uint64
	head map[uint64]common.Hash
}

// Snapshot saves the current head and returns its id (like anvil's evm_snapshot).
func (d *Devnet) Snapshot() uint64 {
	d.commitMu.Lock()
	head := d.eth.BlockChain().CurrentBlock().Hash()
	d.commitMu.Unlock()
	d.snaps.mu.Lock()
	defer d.snaps.mu.Unlock()
	if d.snaps.head == nil {
		d.snaps.head = map[uint64]common.Hash{}
	}
	d.snaps.next++
	d.snaps.head[d.snaps.next] = head
	return d.snaps.next
}

// Revert makes the block saved by snapshot id the head again, so that the blocks sealed next build
// a new branch from it: once that branch is longer, the old one is orphaned (a reorg, as clients
// see it). Like anvil's evm_revert, the snapshot and every later one are used up.
//
// go-ethereum's transaction pool puts an orphaned branch's transactions back into the pool, and
// the devnet seals pending transactions at once, so they would simply land again on the new
// branch. Revert drops them instead, with anything else still pending: after a revert the chain
// is exactly the snapshot's, and the new branch holds only what is sent afterwards.
func (d *Devnet) Revert(id uint64) error {
	d.snaps.mu.Lock()
	head, ok := d.snaps.head[id]
	if ok {
		for k := range d.snaps.head {
			if k >= id {
				delete(d.snaps.head, k)
			}
		}
	}
	d.snaps.mu.Unlock()
	if !ok {
		return fmt.Errorf("revert to snapshot %d: %w", id, errUnknownSnapshot)
	}
	d.commitMu.Lock()
	defer d.commitMu.Unlock()
	pool := d.eth.TxPool()
	pool.Clear()
	parent := d.eth.BlockChain().GetBlockByHash(head)
	if parent == nil {
		return fmt.Errorf("revert to snapshot %d: block %s is gone", id, head.Hex())
	}
	if _, err := d.eth.BlockChain().SetCanonical(parent); err != nil {
		return fmt.Errorf("revert to snapshot %d (block %d): %w", id, parent.NumberU64(), err)
	}
	// The pool re-injects the orphaned blocks' transactions when it processes the new head; wait
	// for that, then drop them.
	if err := pool.Sync(); err != nil {
		return fmt.Errorf("revert to snapshot %d: sync pool: %w", id, err)
	}
	pool.Clear()
	return nil
}

// evmAPI serves evm_snapshot, evm_revert and evm_mine as anvil and hardhat do, so tools can make
// reorgs on the devnet.
type evmAPI struct{ d *Devnet }

// Snapshot is evm_snapshot: it returns the id of the current head as a hex quantity.
func (a *evmAPI) Snapshot() hexutil.Uint64 { return hexutil.Uint64(a.d.Snapshot()) }

// Revert is evm_revert: true when the snapshot existed and the head went back to it.
func (a *evmAPI) Revert(id string) (bool, error) {
	n, err := parseQuantity(id)
	if err != nil {
		return false, err
	}
	if err := a.d.Revert(n); err != nil {
		if errors.Is(err, errUnknownSnapshot) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}

// Mine is evm_mine: it seals one block with whatever is pending.
func (a *evmAPI) Mine() string {
	a.d.Commit()
	return "0x0"
}

func parseQuantity(s string) (uint64, error) {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		return strconv.ParseUint(s[2:], 16, 64)
	}
	return strconv.ParseUint(s, 10, 64)
}
