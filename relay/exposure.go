package relay

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// entryPointOverhead is the gas the EntryPoint's own work around one op may take before a validation
// failure reverts handleOps (its loop, copying and hashing the op, the nonce, the revert): the
// allowance the relay's handleOps gas limit gives it.
const entryPointOverhead = 100_000

// exposureOf is what the relay counts under its loss bound for op's handleOps until it is mined.
//
// For a sponsored op, what the relay pays if the op's validation fails at inclusion (a nonce spent
// meanwhile, a budget or a deposit run out): the transaction then reverts and nobody repays it. It
// burns the transaction's intrinsic gas (21,000 and its calldata, priced at EIP-7623's floor of 10
// gas a token, the most calldata costs), the EntryPoint's own work, and the op's validation: its
// verificationGasLimit, twice when the op deploys its account (the creation and validateUserOp each
// get the limit before the EntryPoint checks their sum), and its paymasterVerificationGasLimit. Once
// validation passes, the paymaster pays for the rest, a reverting execution included. preVerificationGas
// is not gas the transaction burns: the intrinsic gas it stands for is counted from the calldata.
//
// For an op without the service's paymaster, as before: the most its transaction can cost, its whole
// gas limit. Either is priced at the op's maxFeePerGas, the transaction's fee cap.
func (r *Relay) exposureOf(op entrypoint.PackedUserOperation, sponsored bool) (*big.Int, error) {
	most, err := chain.MaxBundleCost([]entrypoint.PackedUserOperation{op})
	if err != nil || !sponsored {
		return most, err
	}
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return nil, err
	}
	data, err := entryPointABI.TryPackHandleOps([]entrypoint.PackedUserOperation{op}, r.Address())
	if err != nil {
		return nil, err
	}
	gas := intrinsicGasCeiling(data) + entryPointOverhead + g.VerificationGasLimit + g.PaymasterVerificationGasLimit
	if len(op.InitCode) > 0 {
		gas += g.VerificationGasLimit
	}
	cost := new(big.Int).Mul(new(big.Int).SetUint64(gas), g.MaxFeePerGas)
	if cost.Cmp(most) > 0 {
		return most, nil
	}
	return cost, nil
}

// intrinsicGasCeiling is the most a transaction of calldata data is charged for it: 21,000 plus 10
// gas per token (a zero byte one token, any other four), EIP-7623's floor, which is above the
// standard 4 per token.
func intrinsicGasCeiling(data []byte) uint64 {
	tokens := uint64(0)
	for _, b := range data {
		if b == 0 {
			tokens++
		} else {
			tokens += 4
		}
	}
	return 21_000 + 10*tokens
}

// Exposure is what the relay would count under its loss bound for sending op: see docs/bundler.md.
func (r *Relay) Exposure(op chain.UserOp) (*big.Int, error) {
	p := op.Packed()
	return r.exposureOf(p, op.Paymaster != nil && *op.Paymaster == r.cfg.Paymaster && r.cfg.Paymaster != (common.Address{}))
}
