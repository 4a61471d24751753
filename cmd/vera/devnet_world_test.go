package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
)

// `vera devnet --world` serves the world chain and writes <data-dir>/world.json with every catalog
// asset of the bundled universe at its close, the one --holder-listed names holder-listed, and their
// Uniswap v3 pools; `vera devnet reset --world` removes it.
func TestDevnetWorldWritesWorldJSON(t *testing.T) {
	bin := buildVera(t)
	dataDir := t.TempDir()
	addr := freeAddr(t)
	ctx := context.Background()
	assets, err := devnetAssets()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "devnet", "--world", "--data-dir", dataDir, "--devnet-addr", addr, "--log-level", "warn",
		"--holder-listed", assets[0].Symbol)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	path := filepath.Join(dataDir, "world.json")
	var w *devnet.World
	var c *chain.Client
	for deadline := time.Now().Add(90 * time.Second); c == nil; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the world chain did not start:\n%s", out.String())
		}
		var err error
		if w, err = devnet.LoadWorld(path); err != nil {
			continue
		}
		if cl, err := chain.Dial(ctx, "http://"+addr, chain.ClientConfig{RequestsPerSecond: -1}); err == nil {
			if _, err := cl.BlockNumber(ctx); err == nil {
				c = cl
			} else {
				cl.Close()
			}
		}
	}
	defer c.Close()
	if len(w.Assets) != len(assets) || w.ChainID != 4663 {
		t.Fatalf("world.json: chain %d, %d assets; want 4663 and %d", w.ChainID, len(w.Assets), len(assets))
	}
	for i, a := range w.Assets {
		if a.Symbol != assets[i].Symbol || a.PriceE8.Cmp(assets[i].PriceE8) != 0 || a.Feed == (common.Address{}) || a.Token == (common.Address{}) {
			t.Fatalf("asset %d: %+v, want %s at %v", i, a, assets[i].Symbol, assets[i].PriceE8)
		}
	}
	hl, ok := w.HolderListedAsset()
	if !ok || hl.Symbol != assets[0].Symbol || w.Uniswap == nil || len(w.Uniswap.Pools) != 2*len(assets) {
		t.Fatalf("world.json: holder-listed asset %v, uniswap %+v", ok, w.Uniswap)
	}
	for name, a := range map[string][20]byte{"entryPoint": w.EntryPoint, "permit2": w.Permit2, "multicall3": w.Multicall3,
		"deterministicDeployer": w.DeterministicDeployer, "usdg": w.USDG.Token, "holderListed": hl.Token,
		"quoterV2": w.Uniswap.QuoterV2, "swapRouter02": w.Uniswap.SwapRouter02, "pool": w.Uniswap.Pools[0].Address} {
		code, err := c.CodeAt(ctx, a, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s %x has no code over RPC: %v", name, a, err)
		}
	}
	// vera devnet fund --world mints the USDG stand-in.
	who := common.HexToAddress("0x00000000000000000000000000000000000f00d5")
	if code := run(ctx, []string{"devnet", "fund", "--world", "--data-dir", dataDir, "--rpc-url", "http://" + addr, who.Hex(), "12.5"}); code != 0 {
		t.Fatalf("devnet fund --world exit %d", code)
	}
	if got := usdgBalance(t, c, &chain.Deployment{USDG: w.USDG.Token}, who); got.Int64() != 12_500_000 {
		t.Fatalf("funded %s USDG base units, want 12500000", got)
	}
	c.Close()
	kill9(t, cmd)
	if code := run(ctx, []string{"devnet", "reset", "--world", "--data-dir", dataDir}); code != 0 {
		t.Fatalf("reset --world exit %d", code)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("world.json after reset --world: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dataDir, "world", "chain")); !os.IsNotExist(err) {
		t.Fatalf("the world chain after reset --world: %v", err)
	}
}
