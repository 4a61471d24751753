package chain

import (
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// TestTransferTopicIsTheEventSignature: the literal is keccak256 of the event's signature.
func TestTransferTopicIsTheEventSignature(t *testing.T) {
	if got, want := TransferTopic(), crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)")); got != want {
		t.Fatalf("TransferTopic() = %s, want %s", got.Hex(), want.Hex())
	}
}

func callMsg(to common.Address) ethereum.CallMsg { return ethereum.CallMsg{To: &to} }

func TestCatalog(t *testing.T) {
	usdg := Token{Symbol: "USDG", Name: "Global Dollar", Address: common.HexToAddress("0x01"), Decimals: 6}
	aapl := Token{Symbol: "AAPL", Name: "Apple", Address: common.HexToAddress("0x02"), Decimals: 18, Feed: common.HexToAddress("0x03")}
	c, err := NewTokenIndex([]Token{usdg, aapl})
	if err != nil {
		t.Fatal(err)
	}
	if tok, ok := c.BySymbol("aapl"); !ok || tok.Address != aapl.Address {
		t.Fatalf("BySymbol: %v %v", tok, ok)
	}
	if tok, ok := c.ByAddress(usdg.Address); !ok || tok.Symbol != "USDG" {
		t.Fatalf("ByAddress: %v %v", tok, ok)
	}
	if _, ok := c.BySymbol("MSFT"); ok {
		t.Fatal("unknown symbol found")
	}
	if got := c.symbols(); len(got) != 2 || got[0] != "AAPL" {
		t.Fatalf("Symbols: %v", got)
	}
	bad := [][]Token{
		{usdg, usdg},
		{usdg, {Symbol: "usdg", Address: common.HexToAddress("0x09")}},
		{{Symbol: "", Address: common.HexToAddress("0x09")}},
		{{Symbol: "X", Decimals: 77}},
	}
	for i, b := range bad {
		if _, err := NewTokenIndex(b); err == nil {
			t.Errorf("case %d: invalid catalog accepted", i)
		}
	}
}
