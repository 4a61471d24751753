package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
)

// Call is one read in a multicall batch.
type Call struct {
	Target       common.Address
	Data         []byte
	AllowFailure bool
}

// Result is the outcome of one Call. When Success is false, ReturnData holds the revert data.
type Result struct {
	Success    bool
	ReturnData []byte
}

// Multicall batches reads through a Multicall3-compatible contract's aggregate3.
type Multicall struct {
	caller    ethereum.ContractCaller
	address   common.Address
	chunkSize int
	abi       *multicall3.Multicall3
}

// defaultMulticallChunk is how many calls go into one eth_call.
const defaultMulticallChunk = 500

// NewMulticall returns a batcher over the Multicall3 at address, sending at most chunkSize calls per
// eth_call (0: DefaultMulticallChunk).
func NewMulticall(caller ethereum.ContractCaller, address common.Address, chunkSize int) *Multicall {
	if chunkSize <= 0 {
		chunkSize = defaultMulticallChunk
	}
	return &Multicall{caller: caller, address: address, chunkSize: chunkSize, abi: multicall3.NewMulticall3()}
}

// Address returns the Multicall3 address in use.
func (m *Multicall) Address() common.Address { return m.address }

// Aggregate3 runs calls at block (nil: latest) and returns one Result per call, in order. A call that
// fails without AllowFailure fails the whole batch.
func (m *Multicall) Aggregate3(ctx context.Context, calls []Call, block *big.Int) ([]Result, error) {
	if m.caller == nil {
		return nil, errNoCaller
	}
	return m.aggregate3(ctx, calls, func(ctx context.Context, msg ethereum.CallMsg) ([]byte, error) {
		return m.caller.CallContract(ctx, msg, block)
	})
}

// hashCaller runs calls in the state of a block named by its hash (Client does).
type hashCaller interface {
	CallContractAtHash(ctx context.Context, msg ethereum.CallMsg, hash common.Hash) ([]byte, error)
}

// errNoCaller: the multicall was made without a chain to call (a service that never reads the chain).
var errNoCaller = errors.New("the multicall has no chain to call")

// errNoCallAtHash: the multicall's caller cannot run calls at a block hash.
var errNoCallAtHash = errors.New("the caller cannot call at a block hash")

// Aggregate3AtHash is Aggregate3 in the block with that hash, so that reads split over several calls
// (or made after a reorg) still see one block. The caller must be a HashCaller.
func (m *Multicall) Aggregate3AtHash(ctx context.Context, calls []Call, hash common.Hash) ([]Result, error) {
	hc, ok := m.caller.(hashCaller)
	if !ok {
		return nil, fmt.Errorf("multicall at %s: %w", hash.Hex(), errNoCallAtHash)
	}
	return m.aggregate3(ctx, calls, func(ctx context.Context, msg ethereum.CallMsg) ([]byte, error) {
		return hc.CallContractAtHash(ctx, msg, hash)
	})
}

func (m *Multicall) aggregate3(ctx context.Context, calls []Call, call func(context.Context, ethereum.CallMsg) ([]byte, error)) ([]Result, error) {
	out := make([]Result, 0, len(calls))
	for start := 0; start < len(calls); start += m.chunkSize {
		end := min(start+m.chunkSize, len(calls))
		in := make([]multicall3.Multicall3Call3, 0, end-start)
		for _, c := range calls[start:end] {
			in = append(in, multicall3.Multicall3Call3{Target: c.Target, AllowFailure: c.AllowFailure, CallData: c.Data})
		}
		data, err := m.abi.TryPackAggregate3(in)
		if err != nil {
			return nil, fmt.Errorf("cannot pack multicall of calls [%d..%d): %w", start, end, err)
		}
		to := m.address
		raw, err := call(ctx, ethereum.CallMsg{To: &to, Data: data})
		if err != nil {
			return nil, fmt.Errorf("multicall of calls [%d..%d) at %s: %w", start, end, m.address.Hex(), err)
		}
		res, err := m.abi.UnpackAggregate3(raw)
		if err != nil {
			return nil, fmt.Errorf("cannot decode multicall of calls [%d..%d): %w", start, end, err)
		}
		if len(res) != end-start {
			return nil, fmt.Errorf("multicall returned %d results for %d calls", len(res), end-start)
		}
		for _, r := range res {
			out = append(out, Result{Success: r.Success, ReturnData: r.ReturnData})
		}
	}
	return out, nil
}

var erc20ABI = mustABI(`[
 {"type":"function","name":"balanceOf","stateMutability":"view","inputs":[{"name":"a","type":"address"}],"outputs":[{"name":"","type":"uint256"}]},
 {"type":"function","name":"decimals","stateMutability":"view","inputs":[],"outputs":[{"name":"","type":"uint8"}]},
 {"type":"function","name":"allowance","stateMutability":"view","inputs":[{"name":"o","type":"address"},{"name":"s","type":"address"}],"outputs":[{"name":"","type":"uint256"}]},
 {"type":"function","name":"transfer","stateMutability":"nonpayable","inputs":[{"name":"to","type":"address"},{"name":"v","type":"uint256"}],"outputs":[{"name":"","type":"bool"}]}
]`)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(stringsReader(s))
	if err != nil {
		panic("BUG: bad built-in ABI: " + err.Error())
	}
	return a
}

// BalanceOfCall is an ERC-20 balanceOf(holder) read on token, allowed to fail.
func BalanceOfCall(token, holder common.Address) Call {
	data, _ := erc20ABI.Pack("balanceOf", holder)
	return Call{Target: token, Data: data, AllowFailure: true}
}

// AllowanceCall is an ERC-20 allowance(owner, spender) read on token, allowed to fail.
func AllowanceCall(token, owner, spender common.Address) Call {
	data, _ := erc20ABI.Pack("allowance", owner, spender)
	return Call{Target: token, Data: data, AllowFailure: true}
}

// TransferCall is an ERC-20 transfer(to, amount) on token from the multicall contract, allowed to
// fail: simulated (eth_call), it asks whether the token lets to receive.
func TransferCall(token, to common.Address, amount *big.Int) Call {
	data, _ := erc20ABI.Pack("transfer", to, amount)
	return Call{Target: token, Data: data, AllowFailure: true}
}

// Accepted reports whether a Result is an ERC-20 call that succeeded: it did not revert and
// returned true or nothing (tokens that return no value).
func (r Result) Accepted() bool {
	if !r.Success {
		return false
	}
	if len(r.ReturnData) == 0 {
		return true
	}
	return len(r.ReturnData) >= 32 && new(big.Int).SetBytes(r.ReturnData[:32]).Sign() != 0
}

// errCallFailed is returned by the decoders for a Result whose call reverted.
var errCallFailed = errors.New("call failed")

// Uint256 decodes a Result holding one uint256 (balanceOf, allowance, totalSupply).
func (r Result) Uint256() (*big.Int, error) {
	if !r.Success {
		return nil, errCallFailed
	}
	if len(r.ReturnData) < 32 {
		return nil, fmt.Errorf("return data is %d bytes, want 32", len(r.ReturnData))
	}
	return new(big.Int).SetBytes(r.ReturnData[:32]), nil
}

// Balances reads token balances of holder in one multicall; a token whose read fails gets nil.
func (m *Multicall) Balances(ctx context.Context, holder common.Address, tokens []common.Address, block *big.Int) ([]*big.Int, error) {
	calls := make([]Call, len(tokens))
	for i, t := range tokens {
		calls[i] = BalanceOfCall(t, holder)
	}
	res, err := m.Aggregate3(ctx, calls, block)
	if err != nil {
		return nil, err
	}
	out := make([]*big.Int, len(res))
	for i, r := range res {
		if v, err := r.Uint256(); err == nil {
			out[i] = v
		}
	}
	return out, nil
}
