package relay

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// Estimation figures (docs/bundler.md says why each).
const (
	// l1MarginPercent is added to an Arbitrum chain's L1 component: it is counted in L2 gas at the
	// L2 base fee of the moment, so it grows when the base fee falls or the parent chain's price
	// rises between the estimate and the send (Arbitrum's documentation suggests 10 %).
	l1MarginPercent = 10
	// estimateMarginPercent and estimateMarginGas are added to the measured validation and call gas.
	estimateMarginPercent = 20
	estimateMarginGas     = 10_000
)

// StubAccountSignature is a well-formed ECDSA signature of nobody, a fresh copy each call: an
// account's validation runs through it (and fails without reverting), as for a real one. viem's
// SimpleAccount uses the same.
func StubAccountSignature() []byte { return hexutil.MustDecode(stubAccountSignature) }

const stubAccountSignature = "0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c"

// GasEstimate is what eth_estimateUserOperationGas answers; the paymaster's two limits are set for
// a sponsored op only.
type GasEstimate struct {
	PreVerificationGas            uint64
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit *uint64
	PaymasterPostOpGasLimit       *uint64
}

// EstimateGas simulates o with EntryPoint v0.8's simulateHandleOp (chain.SimulateUserOp) at the caps and
// answers its gas: preVerificationGas from the transaction's base cost, the op's calldata and the
// bundle's overhead; verification and call gas as measured plus a margin, within the caps; for a
// sponsored op, the paymaster's two gas limits are its caps (what pm_getPaymasterStubData answered).
// o's signature and paymaster data may be stubs; its gas fields are ignored. The simulation runs under
// the estimates' budget (EstimateConfig): an unsponsored op or an unknown caller's at the estimate
// caps, an unknown caller's only within its share.
func (r *Relay) EstimateGas(ctx context.Context, o chain.UserOp) (GasEstimate, error) {
	l := r.cfg.Limits
	from := r.Address() // tx.origin of the simulation: the key that would send the op
	if o.Paymaster != nil {
		if *o.Paymaster != r.cfg.Paymaster || r.cfg.Sponsor == nil {
			return GasEstimate{}, refuse(CodeRejectedPaymaster, "paymaster %s is not the service's", o.Paymaster.Hex())
		}
		if len(o.PaymasterData) != chain.SponsorDataLength {
			return GasEstimate{}, refuse(CodeInvalidParams, "paymasterData is %d bytes; estimate with pm_getPaymasterStubData's", len(o.PaymasterData))
		}
		o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = l.PaymasterVerificationGasLimit, l.PaymasterPostOpGasLimit
		// The paymaster checks tx.origin against the key the (stub) sponsorship names: the simulation
		// runs from that key when it is one of the relay's.
		if sp, ok := chain.SponsorshipOf(o.PaymasterData); ok && r.holds(sp.Relay) {
			from = sp.Relay
		}
	}
	if len(o.Signature) == 0 {
		o.Signature = StubAccountSignature()
	}
	run, err := r.admitEstimate(ctx, o)
	if err != nil {
		return GasEstimate{}, err
	}
	defer run.done()
	o.VerificationGasLimit, o.CallGasLimit = run.verificationGas, run.callGas
	if o.MaxFeePerGas == nil || o.MaxFeePerGas.Sign() == 0 {
		o.MaxFeePerGas, o.MaxPriorityFeePerGas = l.MaxFeePerGas, l.MaxPriorityFeePerGas
	}
	if o.PreVerificationGas, err = r.preVerificationGas(ctx, o); err != nil {
		return GasEstimate{}, err
	}
	op := o.Packed()
	if err := r.checkSender(ctx, op); err != nil {
		return GasEstimate{}, err
	}
	est, err := run.simulate(ctx, r, from, op)
	var reverted *chain.OpRevertedError
	if errors.As(err, &reverted) {
		return GasEstimate{}, &Error{Code: codeExecutionReverted, Message: "the user operation's call reverts", Data: hexutil.Encode(reverted.Data)}
	}
	if err != nil {
		return GasEstimate{}, simulationRefusal(err)
	}
	out := GasEstimate{
		PreVerificationGas:   o.PreVerificationGas,
		VerificationGasLimit: withMargin(est.Validation, run.verificationGas),
		CallGasLimit:         withMargin(est.Execution, run.callGas),
	}
	if o.Paymaster != nil {
		v, p := o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit
		out.PaymasterVerificationGasLimit, out.PaymasterPostOpGasLimit = &v, &p
	}
	return out, nil
}

// withMargin is used plus the estimate's margin, at most limit.
func withMargin(used, limit uint64) uint64 {
	v := used + used*estimateMarginPercent/100 + estimateMarginGas
	return min(v, limit)
}

// preVerificationGas is what a one-op handleOps costs besides the op's metered gas: 21,000, its
// calldata (every byte of the op's signature and paymaster data priced as non-zero, since stubs stand
// in for them) and chain.BundleOverhead; on an Arbitrum chain, plus the transaction's L1 component
// (NodeInterface.gasEstimateL1Component of that calldata, the stubs replaced by random bytes, which
// compress as a real signature does) and l1MarginPercent of it, as Arbitrum's bundlers price it.
func (r *Relay) preVerificationGas(ctx context.Context, o chain.UserOp) (uint64, error) {
	probe := o
	probe.PreVerificationGas = 1 << 24 // a full-width word, as any real value
	data := entryPointABI.PackHandleOps([]entrypoint.PackedUserOperation{probe.Packed()}, r.Address())
	gas := chain.IntrinsicGas(data) + chain.BundleOverhead
	// The stubs' zero bytes may be non-zero in the real signature and paymaster data.
	for _, b := range append(append([]byte{}, o.Signature...), o.PaymasterData...) {
		if b == 0 {
			gas += 12
		}
	}
	arb, err := r.cfg.Client.IsArbitrum(ctx)
	if err != nil || !arb {
		return gas, err
	}
	probe.Signature = randomBytes(len(o.Signature))
	if probe.Paymaster != nil {
		probe.PaymasterData = randomBytes(len(o.PaymasterData))
	}
	data = entryPointABI.PackHandleOps([]entrypoint.PackedUserOperation{probe.Packed()}, r.Address())
	l1, err := r.cfg.Client.L1Gas(ctx, r.Address(), r.cfg.EntryPoint, data)
	if err != nil {
		return 0, err
	}
	return gas + l1 + l1*l1MarginPercent/100, nil
}

// randomBytes is n random bytes.
func randomBytes(n int) []byte {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}

var entryPointABI = entrypoint.NewEntryPoint()

// PaymasterFields are the paymaster's fields of an op: what pm_getPaymasterStubData (a stub, not
// final) and pm_getPaymasterData (ERC-7677) answer.
type PaymasterFields struct {
	Paymaster                     common.Address
	PaymasterData                 []byte
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
}

// SponsorName is who pays, for wallets that show it (ERC-7677's sponsor.name).
const SponsorName = "Vera"

// PaymasterStubData applies the sponsorship policy to o (who is sponsored, the allowlist, the caps;
// not the budgets, which depend on gas the client has not estimated yet) and answers stub paymaster
// data of the real data's length with the paymaster's two gas limits at their caps. A refusal here is
// the same as at pm_getPaymasterData.
func (r *Relay) PaymasterStubData(ctx context.Context, o chain.UserOp) (PaymasterFields, error) {
	op, err := r.withPaymaster(ctx, o)
	if err != nil {
		return PaymasterFields{}, err
	}
	data, err := r.cfg.Sponsor.StubData(ctx, op)
	if err != nil {
		return PaymasterFields{}, policyRefusal(err)
	}
	l := r.cfg.Limits
	return PaymasterFields{Paymaster: r.cfg.Paymaster, PaymasterData: data,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit}, nil
}

// PaymasterData sponsors o as it is, with the paymaster's gas limits it carries (its caps where it
// carries none): the whole policy, budgets included, then the sponsor's signature.
func (r *Relay) PaymasterData(ctx context.Context, o chain.UserOp) (PaymasterFields, error) {
	op, err := r.withPaymaster(ctx, o)
	if err != nil {
		return PaymasterFields{}, err
	}
	if err := r.cfg.Sponsor.Sign(ctx, &op); err != nil {
		return PaymasterFields{}, policyRefusal(err)
	}
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return PaymasterFields{}, refuse(CodeInvalidParams, "%s", err.Error())
	}
	return PaymasterFields{Paymaster: r.cfg.Paymaster, PaymasterData: op.PaymasterAndData[52:],
		PaymasterVerificationGasLimit: g.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: g.PaymasterPostOpGasLimit}, nil
}

// withPaymaster is o packed with the service's paymaster and its gas limits (o's, else the caps), after
// the checks every sponsorship gets: a sponsoring relay, a sender with code or a factory.
func (r *Relay) withPaymaster(ctx context.Context, o chain.UserOp) (entrypoint.PackedUserOperation, error) {
	if r.cfg.Sponsor == nil {
		return entrypoint.PackedUserOperation{}, refuse(CodeRejectedPaymaster, "this relay sponsors nothing")
	}
	if o.Paymaster != nil && *o.Paymaster != r.cfg.Paymaster {
		return entrypoint.PackedUserOperation{}, refuse(CodeRejectedPaymaster, "paymaster %s is not the service's", o.Paymaster.Hex())
	}
	pm := r.cfg.Paymaster
	o.Paymaster, o.PaymasterData = &pm, nil
	if o.PaymasterVerificationGasLimit == 0 {
		o.PaymasterVerificationGasLimit = r.cfg.Limits.PaymasterVerificationGasLimit
	}
	if o.PaymasterPostOpGasLimit == 0 {
		o.PaymasterPostOpGasLimit = r.cfg.Limits.PaymasterPostOpGasLimit
	}
	op := o.Packed()
	if err := r.checkSender(ctx, op); err != nil {
		return entrypoint.PackedUserOperation{}, err
	}
	return op, nil
}

// OperationReceipt is what eth_getUserOperationReceipt answers (ERC-4337's receipt).
type OperationReceipt struct {
	UserOpHash    common.Hash
	EntryPoint    common.Address
	Sender        common.Address
	Nonce         *big.Int
	Paymaster     common.Address
	ActualGasCost *big.Int
	ActualGasUsed *big.Int
	Success       bool
	// Reason is the account call's revert data when Success is false.
	Reason  []byte
	Logs    []*types.Log
	Receipt *types.Receipt
}

// UserOperationReceipt reads hash's receipt; nil while pending or when unknown.
func (r *Relay) UserOperationReceipt(ctx context.Context, hash common.Hash) (*OperationReceipt, error) {
	found, err := r.lookup(ctx, hash)
	if errors.Is(err, ErrUnknownOp) || (err == nil && found.receipt == nil) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ev, err := r.opEvent(found.receipt, hash)
	if err != nil {
		return nil, err
	}
	var reason []byte
	if !ev.Success {
		reason = found.result.RevertReason
	}
	return &OperationReceipt{UserOpHash: hash, EntryPoint: r.cfg.EntryPoint, Sender: ev.Sender, Nonce: ev.Nonce,
		Paymaster: ev.Paymaster, ActualGasCost: ev.ActualGasCost, ActualGasUsed: ev.ActualGasUsed,
		Success: ev.Success, Reason: reason, Logs: opRawLogs(found.receipt, r.cfg.EntryPoint, hash), Receipt: found.receipt}, nil
}

// OperationByHash is what eth_getUserOperationByHash answers; the block fields are nil while pending.
type OperationByHash struct {
	UserOperation   chain.UserOp
	EntryPoint      common.Address
	BlockNumber     *big.Int
	BlockHash       *common.Hash
	TransactionHash common.Hash
}

// UserOperationByHash finds hash's op in the handleOps transaction that carries it; nil when unknown.
func (r *Relay) UserOperationByHash(ctx context.Context, hash common.Hash) (*OperationByHash, error) {
	found, err := r.lookup(ctx, hash)
	if errors.Is(err, ErrUnknownOp) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	tx, _, err := r.cfg.Client.TransactionByHash(ctx, found.tx)
	if errors.Is(err, ethereum.NotFound) && found.receipt == nil {
		// Its bundle was replaced (a stuck bundle's cancellation) or dropped: the op is no longer
		// pending anywhere, and once the cancellation is mined the relay forgets it.
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read transaction %s: %w", found.tx.Hex(), err)
	}
	ops, err := handleOpsOf(tx.Data())
	if err != nil {
		return nil, err
	}
	for _, op := range ops {
		h, err := chain.UserOpHash(ctx, r.cfg.Client, r.cfg.EntryPoint, op)
		if err != nil {
			return nil, err
		}
		if h != hash {
			continue
		}
		out := &OperationByHash{UserOperation: chain.UnpackUserOp(op), EntryPoint: r.cfg.EntryPoint, TransactionHash: found.tx}
		if rc := found.receipt; rc != nil {
			bh := rc.BlockHash
			out.BlockNumber, out.BlockHash = new(big.Int).Set(rc.BlockNumber), &bh
		}
		return out, nil
	}
	return nil, nil
}

// found is where an op is: its transaction, and its receipt and result once mined.
type found struct {
	tx      common.Hash
	receipt *types.Receipt
	result  *chain.UserOpResult
}

// lookup finds op hash: in a transaction this relay sent (pending or mined), else from the EntryPoint's
// UserOperationEvent in the last Lookback blocks; ErrUnknownOp when neither.
func (r *Relay) lookup(ctx context.Context, hash common.Hash) (found, error) {
	r.mu.Lock()
	tx, ours := r.sent[hash]
	r.mu.Unlock()
	if ours {
		rc, res, err := chain.UserOpReceipt(ctx, r.cfg.Client, r.cfg.EntryPoint, hash, tx)
		switch {
		case errors.Is(err, ethereum.NotFound) && rc == nil:
			return found{tx: tx}, nil // pending
		case err == nil:
			return found{tx: tx, receipt: rc, result: res}, nil
		case !errors.Is(err, ethereum.NotFound):
			return found{}, err
		}
		// Mined without the op (another bundler included it first): look for it on chain.
	}
	head, err := r.cfg.Client.BlockNumber(ctx)
	if err != nil {
		return found{}, err
	}
	from := uint64(0)
	if head > r.cfg.Lookback {
		from = head - r.cfg.Lookback
	}
	rc, res, err := chain.FindUserOp(ctx, r.cfg.Client, r.cfg.EntryPoint, hash, from)
	if errors.Is(err, ethereum.NotFound) {
		return found{}, ErrUnknownOp
	}
	if err != nil {
		return found{}, err
	}
	return found{tx: rc.TxHash, receipt: rc, result: res}, nil
}

// opEvent decodes hash's UserOperationEvent from a receipt.
func (r *Relay) opEvent(rc *types.Receipt, hash common.Hash) (*entrypoint.EntryPointUserOperationEvent, error) {
	for _, l := range rc.Logs {
		if l.Address != r.cfg.EntryPoint {
			continue
		}
		if ev, err := entryPointABI.UnpackUserOperationEventEvent(l); err == nil && ev.UserOpHash == hash {
			return ev, nil
		}
	}
	return nil, fmt.Errorf("transaction %s has no UserOperationEvent of %s", rc.TxHash.Hex(), hash.Hex())
}

// opRawLogs are the logs of a bundle from the end of the previous op to this op's UserOperationEvent.
func opRawLogs(rc *types.Receipt, entryPoint common.Address, hash common.Hash) []*types.Log {
	out := []*types.Log{}
	var cur []*types.Log
	for _, l := range rc.Logs {
		if l.Address == entryPoint {
			if res := chain.UserOpResults(&types.Receipt{Logs: []*types.Log{l}}, entryPoint); len(res) == 1 {
				if res[0].Hash == hash {
					return append(out, cur...)
				}
				cur = nil
				continue
			}
		}
		cur = append(cur, l)
	}
	return out
}

// handleOpsOf decodes the ops of handleOps calldata.
func handleOpsOf(data []byte) ([]entrypoint.PackedUserOperation, error) {
	m, ok := entryPointABI.GetABI().Methods["handleOps"]
	if !ok || len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		return nil, errors.New("the transaction is not a handleOps")
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return nil, fmt.Errorf("decode handleOps: %w", err)
	}
	var ops []entrypoint.PackedUserOperation
	if err := m.Inputs.Copy(&struct {
		Ops         *[]entrypoint.PackedUserOperation
		Beneficiary *common.Address
	}{&ops, new(common.Address)}, args); err != nil {
		return nil, fmt.Errorf("decode handleOps: %w", err)
	}
	return ops, nil
}
