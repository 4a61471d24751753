package devnet

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// The first accounts of the test mnemonic, as anvil and hardhat print them.
func TestDevKeysMatchAnvil(t *testing.T) {
	want := []string{
		"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
		"0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
		"0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
	}
	for i, w := range want {
		key, err := DevKey(uint32(i))
		if err != nil {
			t.Fatal(err)
		}
		if got := crypto.PubkeyToAddress(key.PublicKey); got != common.HexToAddress(w) {
			t.Errorf("dev account %d = %s, want %s", i, got.Hex(), w)
		}
	}
}
