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

// UserOp is an ERC-4337 v0.7/v0.8 user operation with its fields apart, as ERC-7769 names them: the
// one form of an op inside the service. Packed is the EntryPoint's encoding of it (what handleOps,
// getUserOpHash and the paymaster's signature take); the JSON-RPC form is the api package's.
type UserOp struct {
	Sender                        common.Address
	Nonce                         *big.Int
	Factory                       *common.Address
	FactoryData                   []byte
	CallData                      []byte
	CallGasLimit                  uint64
	VerificationGasLimit          uint64
	PreVerificationGas            uint64
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	Paymaster                     *common.Address
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	PaymasterData                 []byte
	Signature                     []byte
}

// gas is o's gas and fee fields.
func (o UserOp) gas() UserOpGas {
	return UserOpGas{
		VerificationGasLimit: o.VerificationGasLimit, CallGasLimit: o.CallGasLimit, PreVerificationGas: o.PreVerificationGas,
		MaxPriorityFeePerGas: o.MaxPriorityFeePerGas, MaxFeePerGas: o.MaxFeePerGas,
		PaymasterVerificationGasLimit: o.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: o.PaymasterPostOpGasLimit,
	}
}

// Packed is the op as the EntryPoint takes it.
func (o UserOp) Packed() entrypoint.PackedUserOperation {
	var initCode []byte
	if o.Factory != nil {
		initCode = append(append([]byte{}, o.Factory.Bytes()...), o.FactoryData...)
	}
	var pm common.Address
	if o.Paymaster != nil {
		pm = *o.Paymaster
	}
	op := NewUserOp(o.Sender, o.Nonce, initCode, o.CallData, o.gas(), pm, o.PaymasterData)
	op.Signature = o.Signature
	return op
}

// UnpackUserOp is a packed op with its fields apart (Packed's inverse).
func UnpackUserOp(p entrypoint.PackedUserOperation) UserOp {
	g, _ := UserOpGasOf(p)
	o := UserOp{Sender: p.Sender, Nonce: p.Nonce, CallData: p.CallData, CallGasLimit: g.CallGasLimit,
		VerificationGasLimit: g.VerificationGasLimit, PreVerificationGas: g.PreVerificationGas,
		MaxFeePerGas: g.MaxFeePerGas, MaxPriorityFeePerGas: g.MaxPriorityFeePerGas, Signature: p.Signature}
	if len(p.InitCode) >= 20 {
		f := common.BytesToAddress(p.InitCode[:20])
		o.Factory, o.FactoryData = &f, p.InitCode[20:]
	}
	if len(p.PaymasterAndData) >= 52 {
		pm := common.BytesToAddress(p.PaymasterAndData[:20])
		o.Paymaster, o.PaymasterData = &pm, p.PaymasterAndData[52:]
		o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = g.PaymasterVerificationGasLimit, g.PaymasterPostOpGasLimit
	}
	return o
}
