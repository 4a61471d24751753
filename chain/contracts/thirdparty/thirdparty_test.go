package thirdparty

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// TestDataMatchesNodeModules extracts the artifacts from node_modules again and compares them with
// the committed files. It needs chain/contracts/node_modules and web/node_modules (npm ci in each)
// and fails, naming what is missing, without them.
func TestDataMatchesNodeModules(t *testing.T) {
	want, err := Extract(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatalf("cannot extract (npm ci --prefix chain/contracts and --prefix web): %v", err)
	}
	committed, _ := filepath.Glob(filepath.Join("data", "*.json"))
	var names []string
	for n := range want {
		names = append(names, filepath.Join("data", n))
	}
	sort.Strings(names)
	sort.Strings(committed)
	if strings.Join(names, ",") != strings.Join(committed, ",") {
		t.Fatalf("extracted %v, committed %v; run make contracts", names, committed)
	}
	for n, raw := range want {
		got, err := os.ReadFile(filepath.Join("data", n))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, raw) {
			t.Errorf("data/%s differs from node_modules; run make contracts", n)
		}
	}
}

// TestCanonicalAddresses derives each address the chain will hold from the code itself where the
// address follows from it, and checks it against the address the publishers state.
func TestCanonicalAddresses(t *testing.T) {
	dd, err := Get(DeterministicDeployer)
	if err != nil {
		t.Fatal(err)
	}
	tx, sender, err := DeployerTransaction()
	if err != nil {
		t.Fatal(err)
	}
	if tx.Protected() || tx.Nonce() != 0 || tx.To() != nil {
		t.Fatalf("deployer transaction: protected %v, nonce %d, to %v; want a pre-EIP-155 creation at nonce 0", tx.Protected(), tx.Nonce(), tx.To())
	}
	if got := crypto.CreateAddress(sender, 0); got != dd.Address {
		t.Fatalf("the keyless transaction from %s creates %s, the published deployer is %s", sender.Hex(), got.Hex(), dd.Address.Hex())
	}
	ep, err := Get(EntryPoint)
	if err != nil {
		t.Fatal(err)
	}
	if got := crypto.CreateAddress2(dd.Address, EntryPointSalt(), crypto.Keccak256(ep.Bytes)); got != ep.Address {
		t.Fatalf("EntryPoint through the deployer lands at %s, the canonical address is %s", got.Hex(), ep.Address.Hex())
	}
	for _, name := range []string{Permit2, Multicall3} {
		c, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if (c.Address == [20]byte{}) || len(c.Bytes) < 100 {
			t.Errorf("%s: address %s, %d bytes of code", name, c.Address.Hex(), len(c.Bytes))
		}
	}
}
