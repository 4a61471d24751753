package chain_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// UserOpHashOf computes what the devnet's EntryPoint answers to getUserOpHash, for ops with and
// without a factory and a paymaster, and leaves EIP-7702 ops to the EntryPoint.
func TestUserOpHashOfMatchesTheEntryPoint(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1})
	m := d.Manifest()
	gas := chain.UserOpGas{VerificationGasLimit: 150_000, CallGasLimit: 80_000, PreVerificationGas: 60_000,
		MaxFeePerGas: big.NewInt(20_000_000_000), MaxPriorityFeePerGas: big.NewInt(1_000_000_000),
		PaymasterVerificationGasLimit: 100_000, PaymasterPostOpGasLimit: 50_000}
	sender := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	ops := map[string]entrypoint.PackedUserOperation{
		"plain":        chain.NewUserOp(sender, big.NewInt(7), nil, []byte{1, 2, 3}, gas, common.Address{}, nil),
		"with factory": chain.NewUserOp(sender, big.NewInt(0), append(m.AccountFactory.Bytes(), 9, 9), nil, gas, common.Address{}, nil),
		"sponsored":    chain.NewUserOp(sender, new(big.Int).Lsh(big.NewInt(1), 200), nil, []byte{4}, gas, m.Paymaster, []byte{5, 6}),
	}
	for name, op := range ops {
		op.Signature = []byte{0xaa} // not covered
		want, err := chain.UserOpHash(context.Background(), d.Client(), m.EntryPoint, op)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := chain.UserOpHashOf(op, m.ChainID, m.EntryPoint); !ok || got != want {
			t.Errorf("%s: UserOpHashOf = %s %v, the EntryPoint says %s", name, got.Hex(), ok, want.Hex())
		}
	}
	eip7702 := ops["plain"]
	eip7702.InitCode = common.FromHex("0x7702")
	if _, ok := chain.UserOpHashOf(eip7702, m.ChainID, m.EntryPoint); ok {
		t.Error("an EIP-7702 op hashed here")
	}
}
