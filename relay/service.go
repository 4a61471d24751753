package relay

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// Submit sends the service's own op (an Autopilot run: sponsored by the service's policy and signed by
// the user's delegated signer) in one handleOps from the relay key, as chain.Bundler.Submit does (its
// gas estimate refuses an op whose validation fails), under the rules of every op the relay sends: one
// op in flight per sender (a refusal that unwraps to ErrSenderBusy while a manual op of the account is
// pending), what its failure on chain could cost under the loss bound, and a sponsored op's maximum
// cost against the budgets, held until the watcher sees it mined. It makes the relay an
// autopilot.Submitter.
func (r *Relay) Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	if len(ops) != 1 {
		return nil, errors.New("relay: the service submits one op per transaction")
	}
	op := ops[0]
	h, err := r.hashOf(ctx, op)
	if err != nil {
		return nil, err
	}
	mined, err := r.senderFree(ctx, op.Sender)
	if err != nil {
		return nil, err
	}
	sponsored := r.cfg.Sponsor != nil && len(op.PaymasterAndData) >= 20 && common.BytesToAddress(op.PaymasterAndData[:20]) == r.cfg.Paymaster
	exposure, err := r.exposureOf(op, sponsored)
	if err != nil {
		return nil, err
	}
	var only common.Address
	var budget func() error
	if sponsored {
		if only, err = r.sponsoredBy(op); err != nil {
			return nil, err
		}
		reserve, abort, err := r.readBudgets(ctx, op, h)
		if err != nil {
			return nil, err
		}
		reserved := false
		defer func() {
			if !reserved {
				abort()
			}
		}()
		budget = func() error { reserved = true; return reserve() }
	}
	held := holds{sender: op.Sender, op: h}
	if r.bundled() {
		g, err := chain.UserOpGasOf(op)
		if err != nil {
			return nil, err
		}
		c := &candidate{op: op, h: h, gas: gasOf(g), exposure: exposure, budget: budget, held: &held, mined: mined, service: true,
			parties: r.partiesOf(chain.UnpackUserOp(op)), only: only}
		return r.enqueue(ctx, c)
	}
	if err := r.leftoversSettled(ctx); err != nil {
		return nil, err
	}
	if err := r.take(&held, mined, true, exposure, budget); err != nil {
		r.giveBack(&held)
		return nil, err
	}
	tx, err := r.cfg.Bundler.Submit(ctx, ops)
	if err != nil {
		r.giveBack(&held)
		return nil, err
	}
	// The bundler prices this transaction itself (the node's tip on twice the base fee): when its fee
	// cap is above the op's, the same gas is counted at the transaction's.
	if g, err := chain.UserOpGasOf(op); err == nil && tx.GasFeeCap().Cmp(g.MaxFeePerGas) > 0 && g.MaxFeePerGas.Sign() > 0 {
		raised := new(big.Int).Mul(exposure, tx.GasFeeCap())
		raised.Quo(raised, g.MaxFeePerGas)
		r.guard.raise(new(big.Int).Sub(raised, exposure))
		exposure = raised
	}
	r.remember(h, tx.Hash())
	r.sentAs(op.Sender, h, tx.Hash())
	parties := r.partiesOf(chain.UnpackUserOp(op))
	r.follow(submission{tx: tx.Hash(), nonce: tx.Nonce(), from: r.Address(), op: h, sender: op.Sender, parties: parties, cost: exposure, size: 1})
	return tx, nil
}
