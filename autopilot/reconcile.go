package autopilot

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// await waits for the run's receipt (ReceiptTimeout) and records the outcome.
func (r *Runner) await(ctx context.Context, s submitted) (Run, error) {
	wctx, cancel := context.WithTimeout(ctx, r.cfg.ReceiptTimeout)
	defer cancel()
	rc, err := chain.WaitReceipt(wctx, r.cfg.Client, s.tx)
	if err != nil {
		if ctx.Err() != nil {
			return Run{}, err // the process is stopping: the attempt reconciles on restart
		}
		run, err := r.reconcile(ctx, s.attempt)
		if errors.Is(err, errNotMined) {
			return Run{}, ErrPending // a later tick records it
		}
		return run, err
	}
	return r.settle(ctx, s.attempt, rc)
}

// settle records a mined run from its receipt: success when its userOp succeeded, an error
// carrying the transaction hash when it reverted. A receipt without the run's userOp (the
// handleOps reverted: another process executed the run first) records nothing here.
func (r *Runner) settle(ctx context.Context, a attempt, rc *types.Receipt) (Run, error) {
	for _, res := range chain.UserOpResults(rc, r.cfg.Deployment.EntryPoint) {
		if res.Hash != a.UserOpHash {
			continue
		}
		run := a.run()
		run.TxHash = rc.TxHash.Hex()
		if res.Success {
			run.Status, run.SpentE6 = StatusSuccess, a.Pending.AmountE6
		} else {
			run.Status, run.Reason = StatusError, reverted(run.TxHash)
		}
		return run, r.complete(ctx, a, run)
	}
	return r.reconcile(ctx, a)
}

// reconcile settles an attempt from the chain alone, never submitting again: the run's
// UserOperationEvent by its userOp hash, else the nonce key (spent by another userOp: another
// process executed the run).
func (r *Runner) reconcile(ctx context.Context, a attempt) (Run, error) {
	ev, ok, err := r.findUserOp(ctx, a)
	if err != nil {
		return Run{}, err
	}
	if ok {
		rc, err := r.cfg.Client.TransactionReceipt(ctx, ev.TxHash)
		if err != nil {
			return Run{}, fmt.Errorf("receipt of run %s of %s: %w", a.RunID, a.UserID, err)
		}
		return r.settle(ctx, a, rc)
	}
	c, err := r.cfg.Service.Get(ctx, a.UserID)
	if err != nil && !errors.Is(err, ErrNoConfig) {
		return Run{}, err
	}
	key := RunKey{UserID: a.UserID, Slot: time.Unix(a.Pending.Slot, 0).UTC()}
	if strings.HasPrefix(a.RunID, "req:") {
		key = ManualKey(a.UserID, strings.TrimPrefix(a.RunID, "req:"))
	}
	if err == nil {
		seq, err := chain.AccountNonce(ctx, r.cfg.Client, r.cfg.Deployment.EntryPoint, c.SmartAccount, key.nonceKey())
		if err != nil {
			return Run{}, err
		}
		if seq.Cmp(key.nonce()) != 0 {
			_ = r.cfg.Store.writeAttempt(ctx, a.with(attemptDone), r.cfg.Service.versions.Next(r.cfg.Now(), 0))
			return Run{}, ErrTakenElsewhere
		}
		if r.resend(ctx, a) {
			return Run{}, fmt.Errorf("run %s of %s: userOp %s sent again: %w", a.RunID, a.UserID, a.UserOpHash.Hex(), errNotMined)
		}
	}
	// Not executed. It can still be mined while its sponsorship stands, so it is recorded as
	// failed only once that window has passed; until then it stays pending.
	if r.cfg.Now().Sub(a.SubmittedAt) < sponsorWindow {
		return Run{}, fmt.Errorf("run %s of %s: userOp %s: %w", a.RunID, a.UserID, a.UserOpHash.Hex(), errNotMined)
	}
	run := a.run()
	run.Status, run.Reason = StatusError, reasonNoReceipt
	return run, r.complete(ctx, a, run)
}

// resend sends a's stored op again when it is neither executed (reconcile checked) nor waiting in
// the node's pool, once a receipt wait has passed since it was stored: its process died between storing the attempt and sending it, or the node dropped
// the transaction. It is the same signed op, under the run's own nonce key, so it executes at most
// once whoever sends it. The relay refuses it when it cannot be sent: a sponsorship that expired or
// names another replica's relay key (the paymaster takes it from that key alone); then the attempt
// waits out the window as before.
func (r *Runner) resend(ctx context.Context, a attempt) bool {
	// A transaction that carried the op had its receipt wait to be mined: only after it is the op sent
	// again (a node's pending state may lag its pool by a block or two).
	if a.Pending.Op == nil || r.cfg.Now().Sub(a.SubmittedAt) < r.cfg.ReceiptTimeout {
		return false
	}
	op, ok := a.Pending.Op.packed()
	if !ok {
		return false
	}
	key := new(big.Int).Rsh(op.Nonce, 64)
	if spent, err := r.nonceSpent(ctx, op.Sender, key, op.Nonce); err != nil || spent {
		return false // in the pool (or unreadable): it may still be mined as sent
	}
	tx, err := r.cfg.Bundler.Submit(ctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		r.cfg.Log.Warn("autopilot: a run's userOp never reached the chain and cannot be sent again", "user", a.UserID, "run", a.RunID,
			"userOp", a.UserOpHash.Hex(), "err", err)
		return false
	}
	r.cfg.Log.Warn("autopilot: a run's userOp never reached the chain; sent again", "user", a.UserID, "run", a.RunID,
		"userOp", a.UserOpHash.Hex(), "tx", tx.Hash().Hex(), "submittedBy", a.Instance)
	return true
}

// errNotMined: a submitted run's userOp is not on chain yet and may still be mined; the run is
// in flight (in this process or another).
var errNotMined = fmt.Errorf("%w: its userOp is not mined yet", ErrInFlight)

// sponsorWindow bounds how long a submitted run's userOp can still execute (the sponsorship's
// validity, sponsor.Config.Window's default plus its minute of skew).
const sponsorWindow = 11 * time.Minute

var userOpEventID = func() common.Hash {
	a, err := entrypoint.EntryPointMetaData.ParseABI()
	if err != nil {
		panic("BUG: EntryPoint ABI: " + err.Error())
	}
	return a.Events["UserOperationEvent"].ID
}()

func (r *Runner) findUserOp(ctx context.Context, a attempt) (types.Log, bool, error) {
	logs, err := r.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(a.FromBlock), Addresses: []common.Address{r.cfg.Deployment.EntryPoint},
		Topics: [][]common.Hash{{userOpEventID}, {a.UserOpHash}},
	})
	if err != nil {
		return types.Log{}, false, fmt.Errorf("find userOp %s: %w", a.UserOpHash.Hex(), err)
	}
	if len(logs) == 0 {
		return types.Log{}, false, nil
	}
	return logs[0], true, nil
}

// mayReconcile reports whether this process may settle attempt a from the chain: its own
// replica's attempt (from before a restart: this life's runs are guarded by the in-flight
// lock), or another replica's once that replica's receipt wait is over.
func (r *Runner) mayReconcile(a attempt) bool {
	return a.Instance == r.cfg.Instance || r.cfg.Now().Sub(a.SubmittedAt) > r.cfg.ReceiptTimeout+time.Minute
}

// complete records a run that reached the chain and marks its attempt done. A run already
// recorded (by the replica that submitted it) is not counted again.
func (r *Runner) complete(ctx context.Context, a attempt, run Run) error {
	if _, done, err := r.cfg.Store.loadRun(ctx, a.UserID, a.RunID); err != nil {
		return err
	} else if done {
		return r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.Next(r.cfg.Now(), 0))
	}
	c, err := r.cfg.Service.Get(ctx, a.UserID)
	if err != nil && !errors.Is(err, ErrNoConfig) {
		return err
	}
	key := RunKey{UserID: a.UserID, Slot: time.Unix(a.Pending.Slot, 0).UTC()}
	if !strings.HasPrefix(a.RunID, "slot:") {
		key = ManualKey(a.UserID, strings.TrimPrefix(a.RunID, "req:"))
	}
	var runErr error
	if run.Status == StatusError {
		runErr = errors.New(run.Reason)
	}
	if err := r.finish(ctx, key, c, run, runErr); err != nil {
		return err
	}
	return r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.Next(r.cfg.Now(), 0))
}
