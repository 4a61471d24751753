package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
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
func FeesOf(ops []PackedUserOperation) (BundleFees, error) {
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

// BundleSimulation is a handleOps transaction run on top of the latest block, exactly as it would be
// sent (from the relay, its gas limit and fees, the next block's base fee).
type BundleSimulation struct {
	GasUsed uint64
	// GasPrice is what the relay pays per gas: min(FeeCap, base fee + TipCap).
	GasPrice *big.Int
	Results  []UserOpResult
	// Collected is what the EntryPoint pays the relay (the sum of the ops' actualGasCost).
	Collected *big.Int
	Logs      []*types.Log
}

// Cost is what the transaction costs the relay: GasUsed × GasPrice.
func (s *BundleSimulation) Cost() *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(s.GasUsed), s.GasPrice)
}

// Gain is Collected − Cost: negative when the relay would lose.
func (s *BundleSimulation) Gain() *big.Int { return new(big.Int).Sub(s.Collected, s.Cost()) }

// gasLimitOf is a handleOps gas limit that never starves the ops: the sum of their gas limits and
// preVerificationGas, plus the EntryPoint's own overhead.
func gasLimitOf(ops []PackedUserOperation) (uint64, error) {
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

type simCall struct {
	From                 common.Address `json:"from"`
	To                   common.Address `json:"to"`
	Gas                  hexutil.Uint64 `json:"gas"`
	MaxFeePerGas         *hexutil.Big   `json:"maxFeePerGas"`
	MaxPriorityFeePerGas *hexutil.Big   `json:"maxPriorityFeePerGas"`
	Nonce                hexutil.Uint64 `json:"nonce"`
	Input                hexutil.Bytes  `json:"input"`
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

// simulate runs handleOps(ops) with eth_simulateV1 (validation on: nonce, balance and base fee are
// checked as for the real transaction). A validation refusal is a *FailedOpError.
func (b *Bundler) simulate(ctx context.Context, data []byte, gas, nonce uint64, fees BundleFees) (*BundleSimulation, error) {
	head, err := b.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	if head.BaseFee != nil && fees.FeeCap.Cmp(head.BaseFee) < 0 {
		return nil, fmt.Errorf("%w: %s < %s", ErrFeeBelowBaseFee, fees.FeeCap, head.BaseFee)
	}
	call := simCall{From: b.from, To: b.entryPoint, Gas: hexutil.Uint64(gas), MaxFeePerGas: (*hexutil.Big)(fees.FeeCap),
		MaxPriorityFeePerGas: (*hexutil.Big)(fees.TipCap), Nonce: hexutil.Uint64(nonce), Input: data}
	opts := map[string]any{
		"blockStateCalls": []map[string]any{{"calls": []simCall{call}}},
		"validation":      true,
	}
	var out []simResult
	err = b.client.do(ctx, "eth_simulateV1", func(ctx context.Context) error {
		return b.client.rpc.CallContext(ctx, &out, "eth_simulateV1", opts, hexutil.EncodeBig(head.Number))
	})
	if err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return nil, err
		}
		return nil, fmt.Errorf("simulate handleOps: %w", err)
	}
	if len(out) != 1 || len(out[0].Calls) != 1 {
		return nil, fmt.Errorf("simulate handleOps: unexpected answer shape")
	}
	res := out[0].Calls[0]
	if res.Status != 1 {
		if res.Error != nil && res.Error.Data != "" {
			if rd, err := hexutil.Decode(res.Error.Data); err == nil {
				return nil, decodeHandleOpsRevert(rd)
			}
		}
		if len(res.ReturnData) > 0 {
			return nil, decodeHandleOpsRevert(res.ReturnData)
		}
		msg := "reverted"
		if res.Error != nil {
			msg = res.Error.Message
		}
		return nil, fmt.Errorf("simulate handleOps: %s", msg)
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
	r := &types.Receipt{Logs: res.Logs}
	sim.Results = UserOpResults(r, b.entryPoint)
	for _, u := range sim.Results {
		sim.Collected.Add(sim.Collected, u.ActualGasCost)
	}
	return sim, nil
}

// SimulateAndSubmit simulates handleOps(ops) exactly as it will be sent, lets accept refuse it on the
// simulation's outcome (a relay refusing to lose money, say), then signs and sends it, all under the
// bundler's lock so that sends never race for a nonce. The transaction pays fees: the relay pays
// at most what FeesOf(ops) lets the ops repay per gas.
func (b *Bundler) SimulateAndSubmit(ctx context.Context, ops []PackedUserOperation, fees BundleFees,
	accept func(*BundleSimulation) error) (*types.Transaction, *BundleSimulation, error) {
	data, err := entryPointABI.TryPackHandleOps(ops, b.from)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot pack handleOps: %w", err)
	}
	gas, err := gasLimitOf(ops)
	if err != nil {
		return nil, nil, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	nonce, err := b.client.PendingNonceAt(ctx, b.from)
	if err != nil {
		return nil, nil, err
	}
	// The simulation runs on the latest block, so it takes the latest nonce: with the relay's earlier
	// transactions still pending, the pending nonce would be "too high" there.
	mined, err := b.client.NonceAt(ctx, b.from, nil)
	if err != nil {
		return nil, nil, err
	}
	sim, err := b.simulate(ctx, data, gas, mined, fees)
	if err != nil {
		return nil, nil, err
	}
	if accept != nil {
		if err := accept(sim); err != nil {
			return nil, sim, err
		}
	}
	tx, err := types.SignNewTx(b.key, types.LatestSignerForChainID(b.chainID), &types.DynamicFeeTx{
		ChainID: b.chainID, Nonce: nonce, GasTipCap: fees.TipCap, GasFeeCap: fees.FeeCap,
		Gas: gas, To: &b.entryPoint, Data: data,
	})
	if err != nil {
		return nil, sim, fmt.Errorf("cannot sign handleOps: %w", err)
	}
	if err := b.client.SendTransaction(ctx, tx); err != nil {
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
