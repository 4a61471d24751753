package devnet

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
)

// evm_snapshot, evm_mine and evm_revert over HTTP JSON-RPC, as anvil serves them: a revert puts
// the snapshot's block back at the head, drops what was pending, and a longer branch sealed
// afterwards replaces the orphaned blocks; an unknown or used snapshot answers false.
func TestEVMSnapshotRevertOverRPC(t *testing.T) {
	d := startTest(t, Config{ListenAddr: "127.0.0.1:0", BlockInterval: -1, DemoUsers: -1, DevAccounts: 1})
	ctx := context.Background()
	rc, err := rpc.DialContext(ctx, d.Manifest().RPCURL)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	c := chain.NewClient(rc, chain.ClientConfig{RequestsPerSecond: -1})
	head := func() uint64 {
		t.Helper()
		n, err := c.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	var id hexutil.Uint64
	if err := rc.Call(&id, "evm_snapshot"); err != nil {
		t.Fatal(err)
	}
	base := head()
	baseBlock, _ := c.HeaderByNumber(ctx, new(big.Int).SetUint64(base))
	who := d.Manifest().DevAccounts[0]
	if err := d.Fund(ctx, who, big.NewInt(5_000_000)); err != nil { // a transfer on the branch to orphan
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if err := rc.Call(nil, "evm_mine"); err != nil {
			t.Fatal(err)
		}
	}
	orphanedTop := head()
	orphaned, _ := c.HeaderByNumber(ctx, new(big.Int).SetUint64(base+1))

	var ok bool
	if err := rc.Call(&ok, "evm_revert", id); err != nil || !ok {
		t.Fatalf("evm_revert: %v %v", ok, err)
	}
	if got := head(); got != base {
		t.Fatalf("head after revert %d, want the snapshot's %d", got, base)
	}
	if h, _ := c.HeaderByNumber(ctx, new(big.Int).SetUint64(base)); h.Hash() != baseBlock.Hash() {
		t.Fatal("the snapshot's block changed")
	}
	// A longer branch of empty blocks: the funding transaction is not replayed on it.
	for head() <= orphanedTop {
		if err := rc.Call(nil, "evm_mine"); err != nil {
			t.Fatal(err)
		}
	}
	if h, _ := c.HeaderByNumber(ctx, new(big.Int).SetUint64(base+1)); h.Hash() == orphaned.Hash() {
		t.Fatal("block after the snapshot was not replaced")
	}
	for n := base + 1; n <= head(); n++ {
		b, err := ethBlockTxCount(ctx, rc, n)
		if err != nil || b != 0 {
			t.Fatalf("block %d of the new branch has %d transactions (%v): the orphaned ones were replayed", n, b, err)
		}
	}
	if err := rc.Call(&ok, "evm_revert", id); err != nil || ok {
		t.Fatalf("a used snapshot: %v %v, want false", ok, err)
	}
	if err := rc.Call(&ok, "evm_revert", "0x99"); err != nil || ok {
		t.Fatalf("an unknown snapshot: %v %v, want false", ok, err)
	}
}

func ethBlockTxCount(ctx context.Context, rc *rpc.Client, n uint64) (uint64, error) {
	var count hexutil.Uint64
	err := rc.CallContext(ctx, &count, "eth_getBlockTransactionCountByNumber", hexutil.Uint64(n))
	return uint64(count), err
}
