package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

var entryPointABI = entrypoint.NewEntryPoint()

// UserOpHash asks the EntryPoint for a user operation's hash (EIP-712 in v0.8), the digest the
// account owner signs without prefix.
func UserOpHash(ctx context.Context, caller ethereum.ContractCaller, entryPoint common.Address, op entrypoint.PackedUserOperation) (common.Hash, error) {
	data, err := entryPointABI.TryPackGetUserOpHash(op)
	if err != nil {
		return common.Hash{}, fmt.Errorf("cannot pack getUserOpHash: %w", err)
	}
	raw, err := caller.CallContract(ctx, ethereum.CallMsg{To: &entryPoint, Data: data}, nil)
	if err != nil {
		return common.Hash{}, fmt.Errorf("getUserOpHash at %s: %w", entryPoint.Hex(), err)
	}
	h, err := entryPointABI.UnpackGetUserOpHash(raw)
	if err != nil {
		return common.Hash{}, fmt.Errorf("cannot decode getUserOpHash: %w", err)
	}
	return h, nil
}

// packedUserOpTypeHash is EntryPoint v0.8's PACKED_USEROP_TYPEHASH.
var packedUserOpTypeHash = crypto.Keccak256Hash([]byte("PackedUserOperation(address sender,uint256 nonce,bytes initCode," +
	"bytes callData,bytes32 accountGasLimits,uint256 preVerificationGas,bytes32 gasFees,bytes paymasterAndData)"))

// UserOpHashOf is UserOpHash computed here rather than by the EntryPoint (v0.8): the EIP-712 digest of
// op under the domain ("ERC4337", "1", chainID, entryPoint). ok is false for an EIP-7702 op (initCode
// starting with the 0x7702 marker), whose hash covers the sender's delegate: ask the EntryPoint then.
func UserOpHashOf(op entrypoint.PackedUserOperation, chainID int64, entryPoint common.Address) (h common.Hash, ok bool) {
	if len(op.InitCode) >= 2 && op.InitCode[0] == 0x77 && op.InitCode[1] == 0x02 {
		return common.Hash{}, false
	}
	domain := crypto.Keccak256Hash(eip712DomainTypeHash[:], crypto.Keccak256([]byte("ERC4337")), crypto.Keccak256([]byte("1")),
		word(big.NewInt(chainID)), addrWord(entryPoint))
	preVerificationGas := op.PreVerificationGas
	if preVerificationGas == nil {
		preVerificationGas = new(big.Int)
	}
	structHash := crypto.Keccak256Hash(packedUserOpTypeHash[:], addrWord(op.Sender), word(op.Nonce), crypto.Keccak256(op.InitCode),
		crypto.Keccak256(op.CallData), op.AccountGasLimits[:], word(preVerificationGas), op.GasFees[:], crypto.Keccak256(op.PaymasterAndData))
	return typedDigest(domain, structHash), true
}

// AccountNonce reads a smart account's next EntryPoint nonce for a nonce key (usually 0).
func AccountNonce(ctx context.Context, caller ethereum.ContractCaller, entryPoint, account common.Address, key *big.Int) (*big.Int, error) {
	raw, err := caller.CallContract(ctx, ethereum.CallMsg{To: &entryPoint, Data: entryPointABI.PackGetNonce(account, key)}, nil)
	if err != nil {
		return nil, fmt.Errorf("getNonce of %s: %w", account.Hex(), err)
	}
	return entryPointABI.UnpackGetNonce(raw)
}

// SignUserOp fills op.Signature with the owner's signature over its hash.
func SignUserOp(ctx context.Context, caller ethereum.ContractCaller, entryPoint common.Address, op *entrypoint.PackedUserOperation, owner Signer) error {
	h, err := UserOpHash(ctx, caller, entryPoint, *op)
	if err != nil {
		return err
	}
	sig, err := owner.SignDigest(ctx, h)
	if err != nil {
		return err
	}
	op.Signature = sig
	return nil
}

// RevertData extracts the revert data from an eth_call or eth_estimateGas error, if any.
func RevertData(err error) []byte {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil
	}
	switch v := de.ErrorData().(type) {
	case string:
		b, decErr := hexutil.Decode(v)
		if decErr == nil {
			return b
		}
	case []byte:
		return v
	}
	return nil
}

// Bundler submits user operations to an EntryPoint from its own EOA (the service's relay behind
// POST /api/bundler, and Autopilot runs). Submissions are serialized so nonces never collide.
type Bundler struct {
	client     *Client
	entryPoint common.Address
	key        *ecdsa.PrivateKey
	from       common.Address
	chainID    *big.Int
	mu         sync.Mutex
	// last is the nonce of the last transaction this bundler sent (valid when sent); under mu.
	last uint64
	sent bool
	// tip is the node's suggested tip, read at tipAt (SuggestedTipTTL); under tipMu, which Simulate
	// takes without mu so that admissions do not wait behind a send.
	tipMu sync.Mutex
	tip   *big.Int
	tipAt time.Time
}

// nonceWait bounds how long a submission waits for the pool to count the bundler's last transaction.
const nonceWait = time.Second

// nextNonce is the nonce of the bundler's next transaction, given the pool's pending nonce. The pool
// counts a transaction in its pending nonce only once it has promoted it, in the background: until
// then it answers the last transaction's nonce again, and a send on it would be refused as an
// underpriced replacement. So a submission waits, briefly, for the pool to catch up; a transaction
// the pool dropped leaves it behind for good, and after nonceWait its answer stands. (b.mu held.)
func (b *Bundler) nextNonce(ctx context.Context, pending uint64) (uint64, error) {
	deadline := time.Now().Add(nonceWait)
	for b.sent && pending <= b.last && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(2 * time.Millisecond):
		}
		var err error
		if pending, err = b.client.PendingNonceAt(ctx, b.from); err != nil {
			return 0, err
		}
	}
	return pending, nil
}

// sendSigned sends tx and remembers its nonce for nextNonce. (b.mu held.)
func (b *Bundler) sendSigned(ctx context.Context, tx *types.Transaction) error {
	if err := b.client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	b.last, b.sent = tx.Nonce(), true
	return nil
}

// NewBundler returns a bundler sending from key's address, which also receives the gas refunds.
func NewBundler(c *Client, entryPoint common.Address, key *ecdsa.PrivateKey, chainID int64) *Bundler {
	return &Bundler{client: c, entryPoint: entryPoint, key: key, from: crypto.PubkeyToAddress(key.PublicKey), chainID: big.NewInt(chainID)}
}

// Address returns the bundler's EOA.
func (b *Bundler) Address() common.Address { return b.from }

// Submit sends handleOps(ops). A validation failure (FailedOp) is caught by gas estimation and
// returned decoded, before anything is sent.
func (b *Bundler) Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	data, err := entryPointABI.TryPackHandleOps(ops, b.from)
	if err != nil {
		return nil, fmt.Errorf("cannot pack handleOps: %w", err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	gas, err := b.client.EstimateGas(ctx, ethereum.CallMsg{From: b.from, To: &b.entryPoint, Data: data})
	if err != nil {
		if rd := RevertData(err); rd != nil {
			if dec, decErr := entryPointABI.UnpackError(rd); decErr == nil {
				return nil, fmt.Errorf("handleOps would revert: %+v", dec)
			}
		}
		return nil, fmt.Errorf("cannot estimate handleOps: %w", err)
	}
	head, err := b.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip, err := b.client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	pending, err := b.client.PendingNonceAt(ctx, b.from)
	if err != nil {
		return nil, err
	}
	nonce, err := b.nextNonce(ctx, pending)
	if err != nil {
		return nil, err
	}
	tx, err := types.SignNewTx(b.key, types.LatestSignerForChainID(b.chainID), &types.DynamicFeeTx{
		ChainID: b.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
		Gas: gas + gas/5 + 50_000, To: &b.entryPoint, Data: data,
	})
	if err != nil {
		return nil, fmt.Errorf("cannot sign handleOps: %w", err)
	}
	if err := b.sendSigned(ctx, tx); err != nil {
		return nil, err
	}
	return tx, nil
}

// Cancel sends, at nonce, a transfer of nothing to the bundler's own address at fees tip and feeCap:
// it replaces a transaction of that nonce the chain has not mined (the pool takes a replacement whose
// fees are both at least 10 % higher), so the bundle it carried can no longer be mined.
func (b *Bundler) Cancel(ctx context.Context, nonce uint64, tip, feeCap *big.Int) (*types.Transaction, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	tx, err := types.SignNewTx(b.key, types.LatestSignerForChainID(b.chainID), &types.DynamicFeeTx{
		ChainID: b.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &b.from,
	})
	if err != nil {
		return nil, fmt.Errorf("cannot sign the cancellation of nonce %d: %w", nonce, err)
	}
	if err := b.client.SendTransaction(ctx, tx); err != nil {
		return nil, fmt.Errorf("send the cancellation of nonce %d: %w", nonce, err)
	}
	return tx, nil
}

// SubmitAndWait submits and waits for the receipt (polling every 50 ms).
func (b *Bundler) SubmitAndWait(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Receipt, error) {
	tx, err := b.Submit(ctx, ops)
	if err != nil {
		return nil, err
	}
	return WaitReceipt(ctx, b.client, tx.Hash())
}

// WaitReceipt polls for a receipt until the transaction is mined or ctx ends, then until the node's
// head has reached the receipt's block, so a read at "latest" that follows sees the transaction's
// effects.
func WaitReceipt(ctx context.Context, c *Client, hash common.Hash) (*types.Receipt, error) {
	return PollReceipt(ctx, c, hash, 50*time.Millisecond, func(err error) bool { return errors.Is(err, ethereum.NotFound) })
}

// PollReceipt is WaitReceipt with its polling period and its test for "not mined yet".
//
// A node writes a block's transaction index before it moves its head (go-ethereum's writeHeadBlock
// does both, in that order), so a receipt can be served while "latest" is still the block before.
func PollReceipt(ctx context.Context, c *Client, hash common.Hash, every time.Duration, notMined func(error) bool) (*types.Receipt, error) {
	for {
		r, err := c.TransactionReceipt(ctx, hash)
		if err == nil {
			if err := waitHead(ctx, c, r.BlockNumber.Uint64(), every); err != nil {
				return nil, fmt.Errorf("waiting for %s's block: %w", hash.Hex(), err)
			}
			return r, nil
		}
		if !notMined(err) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", hash.Hex(), ctx.Err())
		case <-time.After(every):
		}
	}
}

// waitHead polls until the head block is at least n.
func waitHead(ctx context.Context, c *Client, n uint64, every time.Duration) error {
	for {
		head, err := c.BlockNumber(ctx)
		if err != nil {
			return err
		}
		if head >= n {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(every):
		}
	}
}

// UserOpResult is the outcome of one user operation in a handleOps receipt.
type UserOpResult struct {
	Hash          common.Hash
	Sender        common.Address
	Success       bool
	ActualGasCost *big.Int
	// ActualGasUsed is the gas the EntryPoint charged the op for, its preVerificationGas included.
	ActualGasUsed *big.Int
	// RevertReason is the account call's revert data when Success is false (for executeBatch with
	// several calls, an ExecuteError(index, innerRevertData)).
	RevertReason []byte
}

// UserOpResults reads the UserOperationEvent and UserOperationRevertReason logs of a receipt.
func UserOpResults(r *types.Receipt, entryPoint common.Address) []UserOpResult {
	var out []UserOpResult
	reasons := map[common.Hash][]byte{}
	for _, l := range r.Logs {
		if l.Address != entryPoint {
			continue
		}
		if ev, err := entryPointABI.UnpackUserOperationRevertReasonEvent(l); err == nil {
			reasons[ev.UserOpHash] = ev.RevertReason
			continue
		}
		if ev, err := entryPointABI.UnpackUserOperationEventEvent(l); err == nil {
			out = append(out, UserOpResult{Hash: ev.UserOpHash, Sender: ev.Sender, Success: ev.Success, ActualGasCost: ev.ActualGasCost,
				ActualGasUsed: ev.ActualGasUsed})
		}
	}
	for i := range out {
		out[i].RevertReason = reasons[out[i].Hash]
	}
	return out
}
