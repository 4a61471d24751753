package main

import (
	"bytes"
	"context"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
)

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startDevnetProcess runs `vera devnet` on dataDir and returns it with a client once it serves.
func startDevnetProcess(t *testing.T, bin, dataDir, addr string) (*exec.Cmd, *chain.Client, *chain.Deployment) {
	t.Helper()
	cmd := exec.Command(bin, "devnet", "--data-dir", dataDir, "--devnet-addr", addr, "--log-level", "warn")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	os.Remove(filepath.Join(dataDir, "devnet.json"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	deadline := time.Now().Add(60 * time.Second)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("devnet did not start:\n%s", out.String())
		}
		if m, err := chain.LoadDeployment(filepath.Join(dataDir, "devnet.json")); err == nil {
			c, err := chain.Dial(context.Background(), "http://"+addr, chain.ClientConfig{RequestsPerSecond: -1})
			if err == nil {
				if _, err := c.BlockNumber(context.Background()); err == nil {
					return cmd, c, m
				}
				c.Close()
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func kill9(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
}

func usdgBalance(t *testing.T, c *chain.Client, m *chain.Deployment, a common.Address) *big.Int {
	t.Helper()
	u := usdg.NewUSDG()
	raw, err := c.CallContract(context.Background(), callMsg(m.USDG, u.PackBalanceOf(a)), nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := u.UnpackBalanceOf(raw)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// The devnet keeps its chain across a kill -9 (every sealed block, balances, nonces), and
// `vera devnet reset` starts a new one; reset refuses while the devnet runs.
func TestDevnetSurvivesKill9(t *testing.T) {
	bin := buildVera(t)
	dataDir := t.TempDir()
	addr := freeAddr(t)
	ctx := context.Background()
	who := common.HexToAddress("0x00000000000000000000000000000000000f00d5")

	cmd, c, m := startDevnetProcess(t, bin, dataDir, addr)
	if err := devnet.Fund(ctx, c, m.USDG, who, big.NewInt(1_234_567)); err != nil {
		t.Fatal(err)
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	kill9(t, cmd)

	cmd, c, m2 := startDevnetProcess(t, bin, dataDir, addr)
	again, err := c.HeaderByNumber(ctx, head.Number)
	if err != nil {
		t.Fatalf("block %d gone after kill -9: %v", head.Number, err)
	}
	if again.Hash() != head.Hash() {
		t.Fatalf("block %d changed across kill -9: %s, was %s", head.Number, again.Hash().Hex(), head.Hash().Hex())
	}
	if m2.USDG != m.USDG || m2.AgentRecord != m.AgentRecord {
		t.Fatalf("manifest changed across the restart")
	}
	if got := usdgBalance(t, c, m2, who); got.Int64() != 1_234_567 {
		t.Fatalf("balance after kill -9: %s", got)
	}
	// The chain goes on: the deployer's next nonce is accepted.
	if err := devnet.Fund(ctx, c, m.USDG, who, big.NewInt(1)); err != nil {
		t.Fatalf("funding after the restart: %v", err)
	}
	if got := usdgBalance(t, c, m2, who); got.Int64() != 1_234_568 {
		t.Fatalf("balance after a second funding: %s", got)
	}

	// Reset refuses while the devnet runs.
	if code := run(ctx, []string{"devnet", "reset", "--data-dir", dataDir}); code == 0 {
		t.Fatal("reset of a running devnet succeeded")
	}
	c.Close()
	kill9(t, cmd)
	if code := run(ctx, []string{"devnet", "reset", "--data-dir", dataDir}); code != 0 {
		t.Fatalf("reset exit %d", code)
	}
	_, c, m3 := startDevnetProcess(t, bin, dataDir, addr)
	defer c.Close()
	if got := usdgBalance(t, c, m3, who); got.Sign() != 0 {
		t.Fatalf("a reset chain still holds the old balance %s", got)
	}
	if h, err := c.HeaderByNumber(ctx, head.Number); err == nil && h.Hash() == head.Hash() {
		t.Fatalf("block %d survived the reset", head.Number)
	}
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
