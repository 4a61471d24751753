package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain/contracts"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypointsimulations"
)

// FailedOpError is the EntryPoint refusing an op in validation: FailedOp or FailedOpWithRevert. Reason
// starts with the EntryPoint's "AAxx" code; Inner is the account's or paymaster's revert data, if any.
type FailedOpError struct {
	OpIndex int
	Reason  string
	Inner   []byte
}

func (e *FailedOpError) Error() string {
	if len(e.Inner) > 0 {
		return fmt.Sprintf("op %d refused: %s (inner %x)", e.OpIndex, e.Reason, e.Inner)
	}
	return fmt.Sprintf("op %d refused: %s", e.OpIndex, e.Reason)
}

// Code is the EntryPoint's "AAxx" prefix of Reason ("" when it has none).
func (e *FailedOpError) Code() string {
	if len(e.Reason) >= 4 && e.Reason[:2] == "AA" {
		return e.Reason[:4]
	}
	return ""
}

// ErrFeeBelowBaseFee: the bundle's fee cap is below the chain's current base fee.
var ErrFeeBelowBaseFee = errors.New("maxFeePerGas below the base fee")

// decodeHandleOpsRevert turns handleOps revert data into a *FailedOpError when it is one.
func decodeHandleOpsRevert(rd []byte) error {
	dec, err := entryPointABI.UnpackError(rd)
	if err != nil {
		return fmt.Errorf("handleOps reverted: %x", rd)
	}
	switch v := dec.(type) {
	case *entrypoint.EntryPointFailedOp:
		return &FailedOpError{OpIndex: int(v.OpIndex.Int64()), Reason: v.Reason}
	case *entrypoint.EntryPointFailedOpWithRevert:
		return &FailedOpError{OpIndex: int(v.OpIndex.Int64()), Reason: v.Reason, Inner: v.Inner}
	}
	return fmt.Errorf("handleOps reverted: %+v", dec)
}

// BundleFees are the EIP-1559 fees of a handleOps transaction.
type BundleFees struct {
	TipCap, FeeCap *big.Int
}

// FeesOf are the fees a bundle of ops can pay without the relay paying more per gas than the ops
// repay it: the lowest maxPriorityFeePerGas and the lowest maxFeePerGas among them. The EntryPoint
// charges each op min(maxFeePerGas, maxPriorityFeePerGas + basefee) per gas, which is then at least
// the transaction's own price.
func FeesOf(ops []entrypoint.PackedUserOperation) (BundleFees, error) {
	var f BundleFees
	for _, op := range ops {
		g, err := UserOpGasOf(op)
		if err != nil {
			return BundleFees{}, err
		}
		if f.TipCap == nil || g.MaxPriorityFeePerGas.Cmp(f.TipCap) < 0 {
			f.TipCap = g.MaxPriorityFeePerGas
		}
		if f.FeeCap == nil || g.MaxFeePerGas.Cmp(f.FeeCap) < 0 {
			f.FeeCap = g.MaxFeePerGas
		}
	}
	if f.FeeCap == nil {
		return BundleFees{}, errors.New("no ops")
	}
	if f.TipCap.Cmp(f.FeeCap) > 0 {
		f.TipCap = f.FeeCap
	}
	return f, nil
}

// BundleSimulation is a handleOps transaction run on top of the latest block, in the block that would
// include it, exactly as it would be sent (from the relay, its gas limit and fees, that block's base
// fee).
type BundleSimulation struct {
	// Number and Time are the simulated block's number and timestamp.
	Number, Time uint64
	GasUsed      uint64
	// GasPrice is what the relay pays per gas: min(FeeCap, base fee + TipCap).
	GasPrice *big.Int
	Results  []UserOpResult
	// Collected is what the EntryPoint pays the relay (the sum of the ops' actualGasCost).
	Collected *big.Int
	Logs      []*types.Log
	// L1Gas is the parent chain's data cost of the transaction, in L2 gas, on an Arbitrum chain
	// (NodeInterface.gasEstimateL1Component): the chain charges it besides the gas the simulation used.
	L1Gas uint64
	// ByCall: the node lacks eth_simulateV1, and the op ran through EntryPointSimulations in eth_call
	// (simulateByCall): GasUsed is then computed from what the op paid, Logs are empty and each
	// op's Success is not known (reported true).
	ByCall bool
}

// Cost is what the transaction costs the relay: (GasUsed + L1Gas) × GasPrice.
func (s *BundleSimulation) Cost() *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(s.GasUsed+s.L1Gas), s.GasPrice)
}

// Gain is Collected − Cost: negative when the relay would lose.
func (s *BundleSimulation) Gain() *big.Int { return new(big.Int).Sub(s.Collected, s.Cost()) }

// Margin is how much later than the inclusion block a bundle is simulated again: Time later, and
// Blocks blocks later (the block number an op may read).
type Margin struct {
	Time   time.Duration
	Blocks uint64
}

// BundleOverhead is the gas of a one-op handleOps outside what the EntryPoint meters for the op: the
// loop, the events, the beneficiary's payment. An op's preVerificationGas carries it with the
// transaction's base cost and calldata.
const BundleOverhead = 30_000

// OutcomeChangeError: the bundle passes its simulation in the inclusion block (at Time) and not a
// block Margin later (at LaterTime). Either the EntryPoint refuses it then (Later, usually a
// *FailedOpError: AA22 or AA32 for a validity window that closes in between), or it runs and an op's
// success or revert data differ (Op). Sending it would bet the relay's gas on when it is mined.
type OutcomeChangeError struct {
	Time, LaterTime uint64
	// Number and LaterNumber are the two simulated blocks' numbers.
	Number, LaterNumber uint64
	Later               error
	Op                  common.Hash
}

func (e *OutcomeChangeError) Error() string {
	if e.Later != nil {
		return fmt.Sprintf("handleOps passes simulation at time %d and not at %d: %v", e.Time, e.LaterTime, e.Later)
	}
	return fmt.Sprintf("op %s has another outcome at time %d than at %d", e.Op.Hex(), e.LaterTime, e.Time)
}

func (e *OutcomeChangeError) Unwrap() error { return e.Later }

// SharedSecondError: on an Arbitrum chain, whose blocks share seconds, the bundle passes its
// simulation at the inclusion time and is refused in the next block (Number) at the head's own time
// (HeadTime), which that block may carry: Err, usually a *FailedOpError (AA22 or AA32 for a validity
// window that opens after the head's second). Sending it would bet the relay's gas on the next
// block's timestamp.
type SharedSecondError struct {
	Number, HeadTime uint64
	Err              error
}

func (e *SharedSecondError) Error() string {
	return fmt.Sprintf("handleOps is refused in block %d at the head's time %d, which the next block may share: %v", e.Number, e.HeadTime, e.Err)
}

func (e *SharedSecondError) Unwrap() error { return e.Err }

// gasLimitOf is a handleOps gas limit that never starves the ops: the sum of their gas limits and
// preVerificationGas, plus the EntryPoint's own overhead.
func gasLimitOf(ops []entrypoint.PackedUserOperation) (uint64, error) {
	total := uint64(100_000)
	for _, op := range ops {
		g, err := UserOpGasOf(op)
		if err != nil {
			return 0, err
		}
		total += g.VerificationGasLimit + g.CallGasLimit + g.PreVerificationGas + g.PaymasterVerificationGasLimit + g.PaymasterPostOpGasLimit
	}
	return total, nil
}

// MaxBundleCost is the most a handleOps of ops sent by a Bundler can cost its sender, whatever happens
// on chain: its gas limit times FeesOf(ops)'s fee cap.
func MaxBundleCost(ops []entrypoint.PackedUserOperation) (*big.Int, error) {
	gas, err := gasLimitOf(ops)
	if err != nil {
		return nil, err
	}
	fees, err := FeesOf(ops)
	if err != nil {
		return nil, err
	}
	return new(big.Int).Mul(new(big.Int).SetUint64(gas), fees.FeeCap), nil
}

// simCall leaves the nonce out: eth_simulateV1 then takes the sender's nonce in the simulated state
// (the relay's mined nonce), whatever the relay has pending.
type simCall struct {
	From                 common.Address `json:"from"`
	To                   common.Address `json:"to"`
	Gas                  hexutil.Uint64 `json:"gas"`
	MaxFeePerGas         *hexutil.Big   `json:"maxFeePerGas"`
	MaxPriorityFeePerGas *hexutil.Big   `json:"maxPriorityFeePerGas"`
	Input                hexutil.Bytes  `json:"input"`
}

type simBlockOverrides struct {
	Number *hexutil.Big   `json:"number"`
	Time   hexutil.Uint64 `json:"time"`
}

type simResult struct {
	Calls []struct {
		ReturnData hexutil.Bytes   `json:"returnData"`
		Logs       []*types.Log    `json:"logs"`
		GasUsed    hexutil.Uint64  `json:"gasUsed"`
		Status     hexutil.Uint64  `json:"status"`
		Error      *simCallFailure `json:"error"`
	} `json:"calls"`
	BaseFeePerGas *hexutil.Big `json:"baseFeePerGas"`
}

type simCallFailure struct {
	Message string `json:"message"`
	Data    string `json:"data"`
}

// of is the error of a simulated call of what that failed (f may be nil): the EntryPoint's revert
// decoded, from the error's data or the return data, when there is one.
func (f *simCallFailure) of(what string, ret []byte) error {
	if f != nil && f.Data != "" {
		if rd, err := hexutil.Decode(f.Data); err == nil {
			return decodeHandleOpsRevert(rd)
		}
	}
	if len(ret) > 0 {
		return decodeHandleOpsRevert(ret)
	}
	msg := "reverted"
	if f != nil {
		msg = f.Message
	}
	return fmt.Errorf("simulate %s: %s", what, msg)
}

// FeeMarket is what the chain asks of a transaction's fees now.
type FeeMarket struct {
	// BaseFee is the latest block's base fee (zero on a chain without one).
	BaseFee *big.Int
	// SuggestedTip is the node's eth_maxPriorityFeePerGas, read at most SuggestedTipTTL ago.
	SuggestedTip *big.Int
}

// suggestedTipTTL is how long a Bundler reuses the node's suggested tip. A node derives it from the
// tips of its last blocks (geth: the 60th percentile of the 20 last), so it moves slowly, and a
// bundler sending several ops a second need not have it recomputed for each.
const suggestedTipTTL = 3 * time.Second

// BundleOpError: op Index of a bundle is what refuses the bundle (its fees, a check of the caller's):
// without it the rest may go.
type BundleOpError struct {
	Index int
	Err   error
}

func (e *BundleOpError) Error() string { return fmt.Sprintf("op %d of the bundle: %v", e.Index, e.Err) }

func (e *BundleOpError) Unwrap() error { return e.Err }

// SubmitChecks let the caller of SimulateAndSubmit refuse a bundle before it is sent.
type SubmitChecks struct {
	// EachFees, when set, are each op's fee rules, checked as Fees is: a refusal is a *BundleOpError
	// naming the op (nil entries are not checked).
	EachFees []*FeeRules
	// Fees, when set, are held to the fee market before anything is simulated (a *FeeError). A refusal
	// made on a cached suggested tip is checked again on the node's tip of the moment, so that a tip
	// that just fell refuses nobody.
	Fees *FeeRules
	// Accept, when set, sees the first simulation's outcome (a relay refusing to lose money, say).
	Accept func(*BundleSimulation) error
}

// headAndNonce reads the latest header, the relay's pending nonce and, when the one cached is older
// than SuggestedTipTTL, the node's suggested tip, in one round-trip; fresh says the tip was read now.
func (b *Bundler) headAndNonce(ctx context.Context) (head *types.Header, nonce uint64, fresh bool, err error) {
	var pending hexutil.Uint64
	var tip hexutil.Big
	batch := []rpc.BatchElem{
		{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head},
		{Method: "eth_getTransactionCount", Args: []any{b.from, "pending"}, Result: &pending},
	}
	b.tipMu.Lock()
	fresh = b.tip == nil || time.Since(b.tipAt) > suggestedTipTTL
	b.tipMu.Unlock()
	if fresh {
		batch = append(batch, rpc.BatchElem{Method: "eth_maxPriorityFeePerGas", Result: &tip})
	}
	if err := b.client.BatchCall(ctx, batch); err != nil {
		return nil, 0, false, err
	}
	for _, e := range batch {
		if e.Error != nil {
			return nil, 0, false, fmt.Errorf("cannot read the head, the relay's nonce and the suggested tip: %s: %w", e.Method, e.Error)
		}
	}
	if head == nil {
		return nil, 0, false, errors.New("cannot read the head: no latest block")
	}
	if fresh {
		b.setTip(tip.ToInt())
	}
	return head, uint64(pending), fresh, nil
}

// setTip caches the node's suggested tip.
func (b *Bundler) setTip(tip *big.Int) {
	b.tipMu.Lock()
	b.tip, b.tipAt = tip, time.Now()
	b.tipMu.Unlock()
}

// checkFees holds rules to the fee market at head; a refusal on a cached tip is checked again on
// the node's tip now (one round-trip, for refused ops only).
func (b *Bundler) checkFees(ctx context.Context, head *types.Header, fresh bool, rules *FeeRules) error {
	if rules == nil {
		return nil
	}
	err := rules.check(b.marketAt(head))
	if err == nil || fresh {
		return err
	}
	tip, terr := b.client.SuggestGasTipCap(ctx)
	if terr != nil {
		return fmt.Errorf("cannot read the suggested tip: %w", terr)
	}
	b.setTip(tip)
	return rules.check(b.marketAt(head))
}

// marketAt is the fee market at head with the cached suggested tip.
func (b *Bundler) marketAt(head *types.Header) FeeMarket {
	base := new(big.Int)
	if head.BaseFee != nil {
		base.Set(head.BaseFee)
	}
	b.tipMu.Lock()
	defer b.tipMu.Unlock()
	return FeeMarket{BaseFee: base, SuggestedTip: new(big.Int).Set(b.tip)}
}

// inclusionTime is the timestamp the block after head will most likely have: a second after head, or
// now when the chain has been idle. On a chain that seals at most a block a second, a block's time is
// never before its parent's plus one; an Arbitrum chain seals several a second (Robinhood Chain: one
// every 100 ms), so there the next block may carry head's own time, and simulate checks that time too.
func inclusionTime(head *types.Header, now time.Time) uint64 {
	return max(head.Time+1, uint64(now.Unix()))
}

// simulate runs handleOps (data) on top of head, in the next block (its number and inclusionTime),
// and again margin later (margin.Blocks more blocks, margin.Time later), both at once: with
// eth_simulateV1 and validation on (balance and base fee are checked as for the real transaction),
// or, on a node without eth_simulateV1, through EntryPointSimulations in eth_call (simulateByCall).
// A refusal in the first block is a *FailedOpError; a bundle that passes there and not margin later,
// or whose ops' outcomes differ, is an *OutcomeChangeError. A zero margin simulates the first block
// only. On an Arbitrum chain, the simulation carries the transaction's L1 component, and the bundle
// also runs in the next block at the head's time, which that block may share (inclusionTime): a
// refusal there is a *SharedSecondError, else an op whose window opens within the head's next second
// would pass here and revert the whole handleOps on chain, at the relay's expense.
func (b *Bundler) simulate(ctx context.Context, head *types.Header, ops []entrypoint.PackedUserOperation, data []byte, gas uint64, fees BundleFees, margin Margin) (*BundleSimulation, error) {
	if head.BaseFee != nil && fees.FeeCap.Cmp(head.BaseFee) < 0 {
		return nil, fmt.Errorf("%w: %s < %s", ErrFeeBelowBaseFee, fees.FeeCap, head.BaseFee)
	}
	number := new(big.Int).Add(head.Number, common.Big1)
	at := inclusionTime(head, time.Now())
	times, numbers := []uint64{at}, []*big.Int{number}
	if margin.Time > 0 || margin.Blocks > 0 {
		times = append(times, at+uint64((margin.Time+time.Second-1)/time.Second)) // block times are whole seconds
		numbers = append(numbers, new(big.Int).Add(number, new(big.Int).SetUint64(margin.Blocks)))
	}
	// On an Arbitrum chain, the transaction's L1 component, asked beside the simulations.
	arb, err := b.client.IsArbitrum(ctx)
	if err != nil {
		return nil, err
	}
	var l1 uint64
	var l1Err error
	var l1Wait sync.WaitGroup
	if arb {
		l1Wait.Go(func() { l1, l1Err = b.client.L1Gas(ctx, b.from, b.entryPoint, data) })
	}
	defer l1Wait.Wait()
	var sims []*BundleSimulation
	var errs []error
	var shared error // the bundle's refusal in the next block at head's time, on an Arbitrum chain
	if !b.client.SimulateV1Missing() {
		// eth_simulateV1 fills a gap in block numbers with blocks 12 s apart and wants each block later
		// than the one before, so the later block keeps the inclusion block's number there, and the
		// later number is checked with handleOps in eth_call (laterBlock); so is head's time, which
		// eth_simulateV1 refuses as not later than head's.
		var reverted, failed, sharedFailed error
		var wg sync.WaitGroup
		if len(numbers) == 2 && margin.Blocks > 0 {
			wg.Go(func() { reverted, failed = b.laterBlock(ctx, head, data, gas, fees, times[1], numbers[1]) })
		}
		if arb {
			wg.Go(func() { shared, sharedFailed = b.laterBlock(ctx, head, data, gas, fees, head.Time, number) })
		}
		sims, errs = b.simulateV1(ctx, head, data, gas, fees, times, []*big.Int{number, number})
		wg.Wait()
		if !b.client.SimulateV1Missing() {
			if failed != nil {
				return nil, failed
			}
			if sharedFailed != nil {
				return nil, sharedFailed
			}
			if reverted != nil && len(errs) == 2 && errs[1] == nil {
				errs[1] = reverted
			}
		}
	}
	if b.client.SimulateV1Missing() {
		ts, ns := times, numbers
		if arb {
			ts, ns = append(slices.Clip(times), head.Time), append(slices.Clip(numbers), number)
		}
		sims, errs = b.simulateByCall(ctx, head, ops, data, gas, fees, ts, ns)
		if arb {
			var fo *FailedOpError
			if last := errs[len(ts)-1]; errors.As(last, &fo) || errors.Is(last, errReverted) {
				shared = last
			} else if last != nil && errs[0] == nil {
				return nil, last
			}
			sims, errs = sims[:len(times)], errs[:len(times)]
		}
	}
	if errs[0] != nil {
		return nil, errs[0]
	}
	if shared != nil {
		return nil, &SharedSecondError{Number: number.Uint64(), HeadTime: head.Time, Err: shared}
	}
	if len(times) == 2 {
		if err := sameOutcome(sims[0], sims[1], errs[1]); err != nil {
			err.Time, err.LaterTime = times[0], times[1]
			err.Number, err.LaterNumber = numbers[0].Uint64(), numbers[1].Uint64()
			return nil, err
		}
	}
	l1Wait.Wait()
	if l1Err != nil {
		return nil, l1Err
	}
	sims[0].L1Gas = l1
	return sims[0], nil
}

// laterBlock runs handleOps in eth_call in a block of number number at time t (block overrides), as
// it would be sent. reverted is its revert (the EntryPoint's, decoded); failed is the call failing
// otherwise. A node that does not take block overrides (-32602) is not asked: nothing is checked.
func (b *Bundler) laterBlock(ctx context.Context, head *types.Header, data []byte, gas uint64, fees BundleFees, t uint64, number *big.Int) (reverted, failed error) {
	call := map[string]any{"from": b.from, "to": b.entryPoint, "gas": hexutil.Uint64(gas), "maxFeePerGas": (*hexutil.Big)(fees.FeeCap),
		"maxPriorityFeePerGas": (*hexutil.Big)(fees.TipCap), "input": hexutil.Bytes(data)}
	_, err := callWithOverrides(ctx, b.client, "handleOps", call, hexutil.EncodeBig(head.Number), nil,
		map[string]any{"number": (*hexutil.Big)(number), "time": hexutil.Uint64(t)})
	var re rpc.Error
	switch {
	case err == nil:
		return nil, nil
	case errors.Is(err, errReverted):
		return fmt.Errorf("handleOps in block %d at time %d: %w", number, t, err), nil
	case errors.As(err, &re) && re.ErrorCode() == -32602:
		return nil, nil
	}
	return nil, err
}

// simulateV1 runs handleOps with eth_simulateV1 at each of times and numbers, as concurrent requests
// rather than one batch: a node answers a batch's calls one after the other, and concurrent calls in
// parallel. A node that refuses eth_simulateV1 is remembered (Client.SimulateV1Missing).
func (b *Bundler) simulateV1(ctx context.Context, head *types.Header, data []byte, gas uint64, fees BundleFees, times []uint64, numbers []*big.Int) ([]*BundleSimulation, []error) {
	call := simCall{From: b.from, To: b.entryPoint, Gas: hexutil.Uint64(gas), MaxFeePerGas: (*hexutil.Big)(fees.FeeCap),
		MaxPriorityFeePerGas: (*hexutil.Big)(fees.TipCap), Input: data}
	outs := make([][]simResult, len(times))
	errs := make([]error, len(times))
	var wg sync.WaitGroup
	for i, t := range times {
		opts := map[string]any{
			"blockStateCalls": []map[string]any{{
				"blockOverrides": simBlockOverrides{Number: (*hexutil.Big)(numbers[i]), Time: hexutil.Uint64(t)},
				"calls":          []simCall{call},
			}},
			"validation": true,
		}
		wg.Go(func() {
			errs[i] = b.client.do(ctx, "eth_simulateV1", func(ctx context.Context) error {
				return b.client.rpc.CallContext(ctx, &outs[i], "eth_simulateV1", opts, hexutil.EncodeBig(head.Number))
			})
		})
	}
	wg.Wait()
	sims := make([]*BundleSimulation, len(times))
	for i := range times {
		if err := errs[i]; err != nil {
			if b.client.simulateV1Refused(err) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				continue
			}
			errs[i] = fmt.Errorf("simulate handleOps at time %d: %w", times[i], err)
			continue
		}
		sims[i], errs[i] = b.simulationOf(outs[i], fees)
		if sims[i] != nil {
			sims[i].Number, sims[i].Time = numbers[i].Uint64(), times[i]
		}
	}
	return sims, errs
}

// simulateByCall runs a one-op bundle on a node without eth_simulateV1 as ERC-4337 bundlers do: the
// op through EntryPointSimulations.simulateHandleOp in eth_call, its code put at the EntryPoint's
// address in a state override, from the relay at the transaction's gas and fees, in the block at each
// of times and numbers (block overrides). simulateHandleOp does not check the validity windows the
// account and paymaster return: they are checked here at each time, as handleOps would (AA22, AA32),
// and so are their signature failures (AA24, AA34). What the op pays is what the relay collects; the
// gas the transaction uses is its calldata, BundleOverhead and what the EntryPoint metered for the op
// besides preVerificationGas.
func (b *Bundler) simulateByCall(ctx context.Context, head *types.Header, ops []entrypoint.PackedUserOperation, data []byte, gas uint64, fees BundleFees, times []uint64, numbers []*big.Int) ([]*BundleSimulation, []error) {
	errs := make([]error, len(times))
	sims := make([]*BundleSimulation, len(times))
	if len(ops) != 1 {
		errs[0] = errors.New("simulate handleOps: the node lacks eth_simulateV1, and a bundle of several ops cannot be simulated through eth_call")
		return sims, errs
	}
	op := ops[0]
	code, err := contracts.EntryPointSimulationsCode()
	if err != nil {
		errs[0] = err
		return sims, errs
	}
	h, err := b.hashOf(ctx, op)
	if err != nil {
		errs[0] = err
		return sims, errs
	}
	g, err := UserOpGasOf(op)
	if err != nil {
		errs[0] = err
		return sims, errs
	}
	input, err := simulationsABI.TryPackSimulateHandleOp(entrypointsimulations.PackedUserOperation(op), common.Address{}, nil)
	if err != nil {
		errs[0] = fmt.Errorf("pack simulateHandleOp: %w", err)
		return sims, errs
	}
	baseFee := new(big.Int)
	if head.BaseFee != nil {
		baseFee.Set(head.BaseFee)
	}
	price := new(big.Int).Add(baseFee, fees.TipCap)
	if price.Cmp(fees.FeeCap) > 0 {
		price = new(big.Int).Set(fees.FeeCap)
	}
	call := map[string]any{"from": b.from, "to": b.entryPoint, "gas": hexutil.Uint64(gas), "maxFeePerGas": (*hexutil.Big)(fees.FeeCap),
		"maxPriorityFeePerGas": (*hexutil.Big)(fees.TipCap), "input": hexutil.Bytes(input)}
	state := map[common.Address]map[string]any{b.entryPoint: {"code": hexutil.Bytes(code)}}
	var wg sync.WaitGroup
	for i, t := range times {
		blockOverrides := map[string]any{"number": (*hexutil.Big)(numbers[i]), "time": hexutil.Uint64(t)}
		wg.Go(func() {
			ret, err := callWithOverrides(ctx, b.client, "simulateHandleOp", call, hexutil.EncodeBig(head.Number), state, blockOverrides)
			if err != nil {
				errs[i] = err
				return
			}
			r, err := simulationsABI.UnpackSimulateHandleOp(ret)
			if err != nil {
				errs[i] = fmt.Errorf("decode simulateHandleOp: %w", err)
				return
			}
			if err := validationRefusal(r.AccountValidationData, t, false); err != nil {
				errs[i] = err
				return
			}
			if err := validationRefusal(r.PaymasterValidationData, t, true); err != nil {
				errs[i] = err
				return
			}
			metered := new(big.Int).Quo(r.Paid, price).Uint64()
			used := IntrinsicGas(data) + BundleOverhead
			if metered > g.PreVerificationGas {
				used += metered - g.PreVerificationGas
			}
			sims[i] = &BundleSimulation{Number: numbers[i].Uint64(), Time: t, GasUsed: used, GasPrice: price, Collected: new(big.Int).Set(r.Paid),
				Results: []UserOpResult{{Hash: h, Sender: op.Sender, Success: true, ActualGasCost: new(big.Int).Set(r.Paid)}}, ByCall: true}
		})
	}
	wg.Wait()
	return sims, errs
}

var simulationsABI = entrypointsimulations.NewEntryPointSimulations()

// validationRefusal is how handleOps would refuse validation data at time t: a signature failure or
// an aggregator (AA24; AA34 for the paymaster's), or t outside the validity window (AA22; AA32).
func validationRefusal(validationData *big.Int, t uint64, paymaster bool) error {
	if validationData == nil || validationData.Sign() == 0 {
		return nil
	}
	aggregator := new(big.Int).And(validationData, new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 160), common.Big1))
	until := new(big.Int).And(new(big.Int).Rsh(validationData, 160), big.NewInt(1<<48-1)).Uint64()
	after := new(big.Int).Rsh(validationData, 208).Uint64()
	if until == 0 {
		until = 1<<48 - 1
	}
	switch {
	case aggregator.Sign() != 0 && paymaster:
		return &FailedOpError{Reason: "AA34 signature error"}
	case aggregator.Sign() != 0:
		return &FailedOpError{Reason: "AA24 signature error"}
	case (t > until || t <= after) && paymaster:
		return &FailedOpError{Reason: "AA32 paymaster expired or not due"}
	case t > until || t <= after:
		return &FailedOpError{Reason: "AA22 expired or not due"}
	}
	return nil
}

// IntrinsicGas is a transaction's base cost with calldata data: 21,000, 16 a non-zero byte, 4 a zero.
func IntrinsicGas(data []byte) uint64 {
	gas := uint64(21_000)
	for _, c := range data {
		if c == 0 {
			gas += 4
		} else {
			gas += 16
		}
	}
	return gas
}

// hashOf is op's hash, computed here unless the EntryPoint must (an EIP-7702 op).
func (b *Bundler) hashOf(ctx context.Context, op entrypoint.PackedUserOperation) (common.Hash, error) {
	if h, ok := UserOpHashOf(op, b.chainID.Int64(), b.entryPoint); ok {
		return h, nil
	}
	return UserOpHash(ctx, b.client, b.entryPoint, op)
}

// sameOutcome refuses a later simulation that was refused (later), or whose ops' results differ
// from first's.
func sameOutcome(first, second *BundleSimulation, later error) *OutcomeChangeError {
	if later != nil {
		return &OutcomeChangeError{Later: later}
	}
	if len(first.Results) != len(second.Results) {
		return &OutcomeChangeError{}
	}
	for i, a := range first.Results {
		z := second.Results[i]
		if a.Hash != z.Hash || a.Success != z.Success || !bytes.Equal(a.RevertReason, z.RevertReason) {
			return &OutcomeChangeError{Op: a.Hash}
		}
	}
	return nil
}

// simulationOf reads one eth_simulateV1 answer of a single handleOps call.
func (b *Bundler) simulationOf(out []simResult, fees BundleFees) (*BundleSimulation, error) {
	if len(out) != 1 || len(out[0].Calls) != 1 {
		return nil, errors.New("simulate handleOps: unexpected answer shape")
	}
	res := out[0].Calls[0]
	if res.Status != 1 {
		return nil, res.Error.of("handleOps", res.ReturnData)
	}
	baseFee := new(big.Int)
	if out[0].BaseFeePerGas != nil {
		baseFee = out[0].BaseFeePerGas.ToInt()
	}
	price := new(big.Int).Add(baseFee, fees.TipCap)
	if price.Cmp(fees.FeeCap) > 0 {
		price = new(big.Int).Set(fees.FeeCap)
	}
	sim := &BundleSimulation{GasUsed: uint64(res.GasUsed), GasPrice: price, Collected: new(big.Int), Logs: res.Logs}
	sim.Results = UserOpResults(&types.Receipt{Logs: res.Logs}, b.entryPoint)
	for _, u := range sim.Results {
		sim.Collected.Add(sim.Collected, u.ActualGasCost)
	}
	return sim, nil
}

// Simulate runs SimulateAndSubmit's checks and simulations of handleOps(ops) from this bundler's key
// and sends nothing: a relay admits an op this way before it waits to be bundled with others. It
// takes no lock, so admissions run beside the key's sends; the bundle is simulated again as sent.
func (b *Bundler) Simulate(ctx context.Context, ops []entrypoint.PackedUserOperation, fees BundleFees, margin Margin,
	checks SubmitChecks) (*BundleSimulation, error) {
	_, _, _, sim, err := b.simulateChecked(ctx, ops, fees, margin, checks)
	return sim, err
}

// simulateChecked packs handleOps(ops), holds the fee rules of checks to the market, simulates it
// (see simulate) and lets checks.Accept refuse the outcome; it answers the packed call, its gas
// limit and the key's pending nonce, and the simulation when there is one.
func (b *Bundler) simulateChecked(ctx context.Context, ops []entrypoint.PackedUserOperation, fees BundleFees, margin Margin,
	checks SubmitChecks) (data []byte, gas, pending uint64, sim *BundleSimulation, err error) {
	if data, err = entryPointABI.TryPackHandleOps(ops, b.from); err != nil {
		return nil, 0, 0, nil, fmt.Errorf("cannot pack handleOps: %w", err)
	}
	if gas, err = gasLimitOf(ops); err != nil {
		return nil, 0, 0, nil, err
	}
	// The simulation runs on the latest block with the relay's mined nonce, so ops of other senders go
	// out while the relay's earlier transactions are still pending; the transaction takes the pending one.
	head, pending, fresh, err := b.headAndNonce(ctx)
	if err != nil {
		return nil, 0, 0, nil, err
	}
	if err := b.checkFees(ctx, head, fresh, checks.Fees); err != nil {
		return nil, 0, 0, nil, err
	}
	for i, rules := range checks.EachFees {
		if err := b.checkFees(ctx, head, fresh, rules); err != nil {
			return nil, 0, 0, nil, &BundleOpError{Index: i, Err: err}
		}
	}
	if sim, err = b.simulate(ctx, head, ops, data, gas, fees, margin); err != nil {
		return nil, 0, 0, nil, err
	}
	if checks.Accept != nil {
		if err := checks.Accept(sim); err != nil {
			return nil, 0, 0, sim, err
		}
	}
	return data, gas, pending, sim, nil
}

// SimulateAndSubmit simulates handleOps(ops) exactly as it will be sent, in the block that would
// include it and again margin later (see simulate), lets checks refuse it on the fee market and on the
// first simulation's outcome, then signs and sends it, all under the bundler's lock so that sends
// never race for a nonce. The transaction pays fees: the relay pays at most what FeesOf(ops) lets
// the ops repay per gas.
func (b *Bundler) SimulateAndSubmit(ctx context.Context, ops []entrypoint.PackedUserOperation, fees BundleFees, margin Margin,
	checks SubmitChecks) (*types.Transaction, *BundleSimulation, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	data, gas, pending, sim, err := b.simulateChecked(ctx, ops, fees, margin, checks)
	if err != nil {
		return nil, sim, err
	}
	nonce, err := b.nextNonce(ctx, pending)
	if err != nil {
		return nil, sim, err
	}
	tx, err := types.SignNewTx(b.key, types.LatestSignerForChainID(b.chainID), &types.DynamicFeeTx{
		ChainID: b.chainID, Nonce: nonce, GasTipCap: fees.TipCap, GasFeeCap: fees.FeeCap,
		Gas: gas, To: &b.entryPoint, Data: data,
	})
	if err != nil {
		return nil, sim, fmt.Errorf("cannot sign handleOps: %w", err)
	}
	if err := b.sendSigned(ctx, tx); err != nil {
		return nil, sim, fmt.Errorf("send handleOps: %w", err)
	}
	return tx, sim, nil
}

// FindUserOp looks for a user operation's UserOperationEvent from block from onwards and returns the
// receipt of the transaction that carried it and the op's result; ethereum.NotFound when none.
func FindUserOp(ctx context.Context, c *Client, entryPoint common.Address, hash common.Hash, from uint64) (*types.Receipt, *UserOpResult, error) {
	ev := entryPointABI.GetABI().Events[entrypoint.EntryPointUserOperationEventEventName]
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{entryPoint},
		Topics: [][]common.Hash{{ev.ID}, {hash}}})
	if err != nil {
		return nil, nil, fmt.Errorf("find user operation %s: %w", hash.Hex(), err)
	}
	if len(logs) == 0 {
		return nil, nil, ethereum.NotFound
	}
	return UserOpReceipt(ctx, c, entryPoint, hash, logs[len(logs)-1].TxHash)
}

// UserOpReceipt reads the receipt of transaction tx and the result of user operation hash in it;
// ethereum.NotFound while tx is not mined or when it does not carry the op.
func UserOpReceipt(ctx context.Context, c *Client, entryPoint common.Address, hash, tx common.Hash) (*types.Receipt, *UserOpResult, error) {
	r, err := c.TransactionReceipt(ctx, tx)
	if err != nil {
		return nil, nil, err
	}
	for _, u := range UserOpResults(r, entryPoint) {
		if u.Hash == hash {
			return r, &u, nil
		}
	}
	return r, nil, ethereum.NotFound
}

// WhyReverted replays a mined transaction that reverted, rc, to find why: the transactions of its
// block up to and including it run again with eth_simulateV1 on the block's parent, in a block of its
// number and time, and the last one's revert is decoded as the EntryPoint's. For a handleOps, a
// *FailedOpError names the op that failed the bundle (OpIndex). A node without eth_simulateV1, or a
// replay that does not revert, answers an error without it.
func WhyReverted(ctx context.Context, c *Client, rc *types.Receipt) error {
	if rc.BlockNumber == nil || rc.BlockNumber.Sign() == 0 {
		return errors.New("replay: the transaction has no block")
	}
	var blk *struct {
		Time         hexutil.Uint64 `json:"timestamp"`
		Transactions []struct {
			From  common.Address  `json:"from"`
			To    *common.Address `json:"to"`
			Input hexutil.Bytes   `json:"input"`
			Value *hexutil.Big    `json:"value"`
			Gas   hexutil.Uint64  `json:"gas"`
			Hash  common.Hash     `json:"hash"`
		} `json:"transactions"`
	}
	if err := c.rpc.CallContext(ctx, &blk, "eth_getBlockByNumber", hexutil.EncodeBig(rc.BlockNumber), true); err != nil {
		return fmt.Errorf("replay: read block %s: %w", rc.BlockNumber, err)
	}
	if blk == nil || int(rc.TransactionIndex) >= len(blk.Transactions) || blk.Transactions[rc.TransactionIndex].Hash != rc.TxHash {
		return fmt.Errorf("replay: transaction %s not found in block %s", rc.TxHash.Hex(), rc.BlockNumber)
	}
	calls := make([]map[string]any, 0, rc.TransactionIndex+1)
	for _, tx := range blk.Transactions[:rc.TransactionIndex+1] {
		call := map[string]any{"from": tx.From, "input": tx.Input, "gas": tx.Gas, "value": tx.Value}
		if tx.To != nil {
			call["to"] = *tx.To
		}
		calls = append(calls, call)
	}
	opts := map[string]any{"blockStateCalls": []map[string]any{{
		"blockOverrides": simBlockOverrides{Number: (*hexutil.Big)(rc.BlockNumber), Time: blk.Time},
		"calls":          calls,
	}}}
	var out []simResult
	parent := new(big.Int).Sub(rc.BlockNumber, common.Big1)
	if err := c.rpc.CallContext(ctx, &out, "eth_simulateV1", opts, hexutil.EncodeBig(parent)); err != nil {
		return fmt.Errorf("replay: simulate block %s: %w", rc.BlockNumber, err)
	}
	if len(out) != 1 || len(out[0].Calls) != len(calls) {
		return errors.New("replay: unexpected answer shape")
	}
	last := out[0].Calls[len(calls)-1]
	if last.Status == 1 {
		return fmt.Errorf("replay: transaction %s does not revert when replayed", rc.TxHash.Hex())
	}
	return last.Error.of("handleOps", last.ReturnData)
}
