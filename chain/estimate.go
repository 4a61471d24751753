package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain/contracts"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypointsimulations"
)

// gas figures of an estimate (docs/bundler.md says why each).
const (
	// penaltyThreshold is where EntryPoint v0.8's charge on unused execution gas starts: 10 % of what
	// is unused, when at least 40,000 is.
	penaltyThreshold = 40_000
)

// errOpReverts: the op's call reverts in the simulation (an *OpRevertedError carries its revert data).
var errOpReverts = errors.New("user operation execution reverts")

// OpRevertedError is the op's call reverting in the simulation, with the call's revert data.
type OpRevertedError struct{ Data []byte }

func (e *OpRevertedError) Error() string { return errOpReverts.Error() + ": " + hexutil.Encode(e.Data) }

func (e *OpRevertedError) Unwrap() error { return errOpReverts }

// UserOpEstimate is what a simulation of one op measured.
type UserOpEstimate struct {
	// Validation is the gas the op's validation used: account creation, the account's and the
	// paymaster's validation.
	Validation uint64
	// Execution is the gas of the account call (and postOp, when the paymaster returned a context).
	Execution uint64
	// AccountSigFailed and PaymasterSigFailed report signatures the simulation did not accept (a stub
	// signature is expected to fail; the gas is the same).
	AccountSigFailed, PaymasterSigFailed bool
}

// SimulateUserOp runs op through EntryPoint v0.8's simulateHandleOp, with EntryPointSimulations' code
// put at entryPoint's address for the call (the account-abstraction package's way to simulate without
// a deployed simulation contract; in eth_simulateV1, or eth_call where the node lacks it), from from (the relay: a paymaster may check tx.origin), on the
// latest block. The op's verification and call gas limits are replaced by verificationGas and callGas
// (the most the caller would accept) and its fees by 1 wei (so the
// prefund is negligible; the sender is given 1 ETH in the override besides), and op's signature and
// paymaster data may be stubs of the right length: signature failures are reported, not fatal. A
// validation refusal is a *FailedOpError; a reverting call is ErrOpReverts.
func SimulateUserOp(ctx context.Context, c *Client, entryPoint, from common.Address, op entrypoint.PackedUserOperation, verificationGas, callGas uint64) (UserOpEstimate, error) {
	code, err := contracts.EntryPointSimulationsCode()
	if err != nil {
		return UserOpEstimate{}, err
	}
	g, err := UserOpGasOf(op)
	if err != nil {
		return UserOpEstimate{}, err
	}
	g.VerificationGasLimit, g.CallGasLimit = verificationGas, callGas
	g.MaxFeePerGas, g.MaxPriorityFeePerGas = big.NewInt(1), big.NewInt(1)
	sim := op
	sim.AccountGasLimits = packPair(g.VerificationGasLimit, g.CallGasLimit)
	sim.GasFees = packPair(1, 1)
	eps := entrypointsimulations.NewEntryPointSimulations()
	data, err := eps.TryPackSimulateHandleOp(entrypointsimulations.PackedUserOperation(sim), common.Address{}, nil)
	if err != nil {
		return UserOpEstimate{}, fmt.Errorf("pack simulateHandleOp: %w", err)
	}
	gas := hexutil.Uint64(g.PreVerificationGas + verificationGas + callGas + g.PaymasterVerificationGasLimit + g.PaymasterPostOpGasLimit + 200_000)
	overrides := map[common.Address]map[string]any{
		entryPoint: {"code": hexutil.Bytes(code)},
		op.Sender:  {"balance": (*hexutil.Big)(big.NewInt(1e18))},
	}
	call := map[string]any{"from": from, "to": entryPoint, "gas": gas, "input": hexutil.Bytes(data)}
	ret, logs, haveLogs, err := simulateCall(ctx, c, "user operation", call, overrides)
	if err != nil {
		return UserOpEstimate{}, err
	}
	r, err := eps.UnpackSimulateHandleOp(ret)
	if err != nil {
		return UserOpEstimate{}, fmt.Errorf("decode simulateHandleOp: %w", err)
	}
	// The op's call reverting shows in its UserOperationRevertReason event, which eth_call does not
	// return: without eth_simulateV1, an estimate does not tell a reverting call (docs/bundler.md).
	if haveLogs {
		for _, u := range UserOpResults(&types.Receipt{Logs: logs}, entryPoint) {
			if !u.Success {
				return UserOpEstimate{}, &OpRevertedError{Data: u.RevertReason}
			}
		}
	}
	preOp := r.PreOpGas.Uint64()
	paid := r.Paid.Uint64() // at 1 wei a gas, the gas charged
	if preOp < g.PreVerificationGas || paid < preOp {
		return UserOpEstimate{}, fmt.Errorf("simulate user operation: preOpGas %d, paid %d", preOp, paid)
	}
	return UserOpEstimate{
		Validation:         preOp - g.PreVerificationGas,
		Execution:          executionUsed(paid-preOp, callGas+g.PaymasterPostOpGasLimit),
		AccountSigFailed:   sigFailed(r.AccountValidationData),
		PaymasterSigFailed: sigFailed(r.PaymasterValidationData),
	}, nil
}

// sigFailed reads validationData's authorizer: 1 is a signature failure.
func sigFailed(validationData *big.Int) bool {
	return new(big.Int).And(validationData, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 160), big.NewInt(1))).Cmp(big.NewInt(1)) == 0
}

// executionUsed undoes EntryPoint v0.8's unused-gas penalty: charged is the execution gas used plus
// 10 % of limit minus used, when at least penaltyThreshold went unused.
func executionUsed(charged, limit uint64) uint64 {
	// charged = used + (limit-used)/10  ⇒  used = (10·charged − limit) / 9
	if 10*charged > limit {
		used := (10*charged - limit) / 9
		if limit-used >= penaltyThreshold && used <= charged {
			return used
		}
	}
	return charged
}

// packPair packs two 128-bit values into one word (accountGasLimits, gasFees).
func packPair(hi, lo uint64) [32]byte {
	var w [32]byte
	new(big.Int).SetUint64(hi).FillBytes(w[:16])
	new(big.Int).SetUint64(lo).FillBytes(w[16:])
	return w
}

// simulateCall runs one call on the latest block with state overrides: through eth_simulateV1, which
// returns its logs (haveLogs), or, on a node without it (found once, then remembered), through
// eth_call with the same overrides, which does not. A revert carrying data is decoded as the
// EntryPoint's (a *FailedOpError when it is one).
func simulateCall(ctx context.Context, c *Client, what string, call map[string]any, overrides map[common.Address]map[string]any) (ret []byte, logs []*types.Log, haveLogs bool, err error) {
	if !c.SimulateV1Missing() {
		opts := map[string]any{"blockStateCalls": []map[string]any{{"stateOverrides": overrides, "calls": []map[string]any{call}}}}
		var out []struct {
			Calls []struct {
				ReturnData hexutil.Bytes   `json:"returnData"`
				Logs       []*types.Log    `json:"logs"`
				Status     hexutil.Uint64  `json:"status"`
				Error      *simCallFailure `json:"error"`
			} `json:"calls"`
		}
		err := c.do(ctx, "eth_simulateV1 "+what, func(ctx context.Context) error {
			return c.rpc.CallContext(ctx, &out, "eth_simulateV1", opts, "latest")
		})
		switch {
		case err != nil && c.simulateV1Refused(err):
			// fall through to eth_call
		case err != nil:
			return nil, nil, false, fmt.Errorf("simulate %s: %w", what, err)
		default:
			if len(out) != 1 || len(out[0].Calls) != 1 {
				return nil, nil, false, fmt.Errorf("simulate %s: unexpected answer shape", what)
			}
			res := out[0].Calls[0]
			if res.Status != 1 {
				return nil, nil, false, res.Error.of(what, res.ReturnData)
			}
			return res.ReturnData, res.Logs, true, nil
		}
	}
	ret, err = callWithOverrides(ctx, c, what, call, "latest", overrides, nil)
	return ret, nil, false, err
}

// callWithOverrides is eth_call of call at block with state and block overrides (nil: none). A revert
// carrying data is decoded as the EntryPoint's (and is errReverted).
func callWithOverrides(ctx context.Context, c *Client, what string, call map[string]any, block string, state map[common.Address]map[string]any, blockOverrides map[string]any) ([]byte, error) {
	args := []any{call, block, state}
	if blockOverrides != nil {
		args = append(args, blockOverrides)
	}
	var ret hexutil.Bytes
	err := c.do(ctx, "eth_call "+what, func(ctx context.Context) error {
		return c.rpc.CallContext(ctx, &ret, "eth_call", args...)
	})
	if err != nil {
		if rd := RevertData(err); len(rd) > 0 {
			return nil, &revertError{decodeHandleOpsRevert(rd)}
		}
		return nil, fmt.Errorf("simulate %s with eth_call: %w", what, err)
	}
	return ret, nil
}

// errReverted is what a revertError is: the call reverted with data.
var errReverted = errors.New("the call reverted")

// revertError is a call's revert, decoded (a *FailedOpError when the EntryPoint's).
type revertError struct{ err error }

func (e *revertError) Error() string { return e.err.Error() }

func (e *revertError) Unwrap() []error { return []error{e.err, errReverted} }
