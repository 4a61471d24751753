package api_test

import (
	"context"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// TestViemClientsAtTheBundler runs web/sdk's node test: viem's own createBundlerClient and
// createPaymasterClient, unmodified, with the VeraAccount module (and permissionless's SimpleAccount),
// against the bundler routes served on loopback over a devnet that serves JSON-RPC on loopback too.
// Node and the web package's npm modules (npm ci --prefix web) are required: make test installs both.
func TestViemClientsAtTheBundler(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is required (Debian package nodejs; make test installs it)")
	}
	webDir, err := filepath.Abs("../web")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(webDir, "node_modules", "viem", "package.json")); err != nil {
		t.Fatal("web/node_modules has no viem: run npm ci --prefix web (make test does)")
	}
	f := newBundlerFixtureWith(t, devnet.Config{ListenAddr: "127.0.0.1:0", BlockInterval: time.Second})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = f.relay.Run(ctx) }()

	// Two fresh users: their owners vouched for, as a wallet read does; the first holds $100 of USDG.
	ownerKey, _ := crypto.GenerateKey()
	simpleKey, _ := crypto.GenerateKey()
	owner, simple := crypto.PubkeyToAddress(ownerKey.PublicKey), crypto.PubkeyToAddress(simpleKey.PublicKey)
	sponsortest.Vouch(t, f.owners, "fresh-user", owner)
	sponsortest.Vouch(t, f.owners, "simple-user", simple)
	if err := f.dev.Fund(ctx, owner, big.NewInt(100_000_000)); err != nil {
		t.Fatal(err)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- f.srv.ListenAndServe(ctx, ln, time.Second) }()
	defer func() { cancel(); <-done }()

	cmd := exec.CommandContext(ctx, node, "--test", "--test-reporter=spec", "sdk/vera-account.test.mjs")
	cmd.Dir = webDir
	cmd.Env = append(os.Environ(),
		"VERA_URL=http://"+ln.Addr().String(),
		"RPC_URL="+f.dev.Manifest().RPCURL,
		"TOKEN="+f.token,
		"OWNER_KEY="+hexutil.Encode(crypto.FromECDSA(ownerKey)),
		"SIMPLE_OWNER_KEY="+hexutil.Encode(crypto.FromECDSA(simpleKey)),
	)
	out, err := cmd.CombinedOutput()
	t.Logf("node --test:\n%s", out)
	if err != nil {
		t.Fatalf("the viem clients' test failed: %v", err)
	}
	if !strings.Contains(string(out), "pass 2") {
		t.Fatalf("want 2 node tests passing: %s", fmt.Sprint(len(out)))
	}
}
