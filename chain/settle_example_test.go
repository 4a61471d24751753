package chain_test

import (
	"bytes"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// A quote's tx.data ends in the signature, the settlement call's last dynamic argument: a length
// word, then the bytes, zero-padded to 32. The quote carries a zeroed 65-byte placeholder; a
// signature of any other length (an ERC-1271 or ERC-6492 wrapped one) replaces the length word and
// the tail. A 65-byte signature needs no more than a copy at signatureOffset.
func ExampleSpliceSignature() {
	p := chain.PermitWitness{Token: common.HexToAddress("0x01"), Amount: big.NewInt(15_000_000), Spender: common.HexToAddress("0x02"),
		Nonce: big.NewInt(7), Deadline: big.NewInt(1_800_000_000),
		Witness: chain.SwapWitness{Venue: common.HexToAddress("0x03"), BuyToken: common.HexToAddress("0x04"), MinBuyAmount: big.NewInt(1), Recipient: common.HexToAddress("0x05")}}
	owner := common.HexToAddress("0x05")
	quoted, offset, _ := chain.SettleCalldata(p, owner, make([]byte, 65)) // what tx.data and tx.signatureOffset carry

	sig := bytes.Repeat([]byte{0xab}, 200) // e.g. an ERC-6492 wrapped account signature
	spliced, _ := chain.SpliceSignature(quoted, offset, sig)

	// The result is exactly the calldata packed with that signature from the start.
	want, _, _ := chain.SettleCalldata(p, owner, sig)
	fmt.Println(bytes.Equal(spliced, want), len(quoted), len(spliced))
	// Output: true 452 580
}
