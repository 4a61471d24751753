package autopilot

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/relay"
)

// submitted is a run whose userOp was sent.
type submitted struct {
	attempt attempt
	tx      common.Hash
}

// submit builds the run's userOp, stores the attempt and sends handleOps from the relay key.
func (r *Runner) submit(ctx context.Context, key RunKey, c Config, p plan, started time.Time) (submitted, error) {
	now := started.Truncate(time.Second)
	d := r.cfg.Deployment
	op, err := r.buildOp(ctx, key, c, p, now)
	if err != nil {
		return submitted{}, err
	}
	hash, err := chain.UserOpHash(ctx, r.cfg.Client, d.EntryPoint, op)
	if err != nil {
		return submitted{}, fail(reasonNotSubmitted, err)
	}
	head, err := r.cfg.Client.BlockNumber(ctx)
	if err != nil {
		return submitted{}, fail(reasonNotSubmitted, err)
	}
	a := attempt{UserID: key.UserID, RunID: key.id(), Instance: r.cfg.Instance, State: attemptSubmitted, UserOpHash: hash, FromBlock: head, SubmittedAt: now,
		Pending: pendingRun{RanAt: now.Unix(), RanAtMs: started.UnixMilli(), AmountE6: c.AmountE6, AssessedRiskBps: p.measured, Holdings: p.purchases, Slot: key.Slot.Unix(),
			Op: storeOp(op)}}
	// The attempt is stored before handleOps is sent: a process killed from here on finds it on
	// restart and reconciles from the chain instead of submitting again.
	if err := r.cfg.Store.writeAttempt(ctx, a, r.cfg.Service.versions.Next(r.cfg.Now(), 0)); err != nil {
		return submitted{}, err
	}
	tx, err := r.submitWhenFree(ctx, op)
	if err != nil {
		_ = r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.Next(r.cfg.Now(), 0))
		if errors.Is(err, relay.ErrSenderBusy) || errors.Is(err, relay.ErrOverLossBound) {
			return submitted{}, err
		}
		// A nonce the EntryPoint refuses (AA25), or the run's nonce key spent by a transaction
		// already mined or pending, means another process executed this run: it records it.
		if strings.Contains(err.Error(), "AA25") || r.keySpent(ctx, key, c.SmartAccount) {
			return submitted{}, ErrTakenElsewhere
		}
		return submitted{}, failAs(causeSubmission, reasonNotSubmitted, err)
	}
	return submitted{attempt: a, tx: tx.Hash()}, nil
}

// submitWhenFree submits op, waiting up to BusyWait while the relay refuses it because another op of
// the account is in flight (a manual investment the user just sent), or because its loss bound has no
// room for it now (ops in flight hold it): such ops are usually mined within a block or two, and
// nothing of the run was sent meanwhile.
func (r *Runner) submitWhenFree(ctx context.Context, op entrypoint.PackedUserOperation) (*types.Transaction, error) {
	deadline := time.Now().Add(r.cfg.BusyWait)
	for {
		tx, err := r.cfg.Bundler.Submit(ctx, []entrypoint.PackedUserOperation{op})
		if !errors.Is(err, relay.ErrSenderBusy) && !errors.Is(err, relay.ErrOverLossBound) {
			return tx, err
		}
		wait := min(busyPoll, time.Until(deadline))
		if wait <= 0 {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(wait):
		}
	}
}

// busyPoll is how often a run waiting on another op of its account asks the relay again.
const busyPoll = 500 * time.Millisecond

// keySpent reports whether the run's nonce key is used in the pending state (a transaction
// mined or waiting in the node's pool).
func (r *Runner) keySpent(ctx context.Context, key RunKey, account common.Address) bool {
	spent, err := r.nonceSpent(ctx, account, key.nonceKey(), key.nonce())
	return err == nil && spent
}

// nonceSpent reports whether account's nonce under key has moved past want in the pending state.
func (r *Runner) nonceSpent(ctx context.Context, account common.Address, key, want *big.Int) (bool, error) {
	ep := r.cfg.Deployment.EntryPoint
	data, err := entrypoint.NewEntryPoint().TryPackGetNonce(account, key)
	if err != nil {
		return false, err
	}
	raw, err := r.cfg.Client.PendingCallContract(ctx, ethereum.CallMsg{To: &ep, Data: data})
	if err != nil {
		return false, err
	}
	n, err := entrypoint.NewEntryPoint().UnpackGetNonce(raw)
	if err != nil {
		return false, err
	}
	return n.Cmp(want) != 0, nil
}
