package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// UserOpGas holds the gas fields of an ERC-4337 v0.7/v0.8 packed user operation.
type UserOpGas struct {
	VerificationGasLimit uint64
	CallGasLimit         uint64
	PreVerificationGas   uint64
	MaxPriorityFeePerGas *big.Int
	MaxFeePerGas         *big.Int
	// Paymaster fields, used when Paymaster is non-zero.
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
}

// NewUserOp builds a packed user operation (signature left empty). initCode is factory ‖ calldata or
// empty; paymaster zero means the sender pays; paymasterData follows the paymaster's gas limits.
func NewUserOp(sender common.Address, nonce *big.Int, initCode, callData []byte, gas UserOpGas,
	paymaster common.Address, paymasterData []byte) entrypoint.PackedUserOperation {
	op := entrypoint.PackedUserOperation{
		Sender:             sender,
		Nonce:              new(big.Int).Set(nonce),
		InitCode:           initCode,
		CallData:           callData,
		AccountGasLimits:   pack128(new(big.Int).SetUint64(gas.VerificationGasLimit), new(big.Int).SetUint64(gas.CallGasLimit)),
		PreVerificationGas: new(big.Int).SetUint64(gas.PreVerificationGas),
		GasFees:            pack128(gas.MaxPriorityFeePerGas, gas.MaxFeePerGas),
		Signature:          []byte{},
	}
	if paymaster != (common.Address{}) {
		pmd := make([]byte, 0, 52+len(paymasterData))
		pmd = append(pmd, paymaster.Bytes()...)
		pmd = append(pmd, uint128Bytes(gas.PaymasterVerificationGasLimit)...)
		pmd = append(pmd, uint128Bytes(gas.PaymasterPostOpGasLimit)...)
		pmd = append(pmd, paymasterData...)
		op.PaymasterAndData = pmd
	} else {
		op.PaymasterAndData = []byte{}
	}
	if op.InitCode == nil {
		op.InitCode = []byte{}
	}
	return op
}

// pack128 packs hi ‖ lo, each 16 bytes.
func pack128(hi, lo *big.Int) [32]byte {
	var out [32]byte
	if hi != nil {
		hi.FillBytes(out[0:16])
	}
	if lo != nil {
		lo.FillBytes(out[16:32])
	}
	return out
}

func uint128Bytes(v uint64) []byte {
	b := make([]byte, 16)
	new(big.Int).SetUint64(v).FillBytes(b)
	return b
}
