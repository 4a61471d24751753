package relay

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// ErrSenderBusy: an op of the sender is in flight (the relay is sending it, or its transaction is not
// known mined). The refusal's *Error unwraps to it.
var ErrSenderBusy = errors.New("an op of the sender is pending")

// pendingOp is a sender's one op in flight: the op, and its transaction once sent (zero while it is
// being sent). service marks the service's own op (an Autopilot run, Submit) for the refusal's words.
type pendingOp struct {
	op, tx  common.Hash
	service bool
}

// busyRefusal answers an op of sender while p is in flight (-32602, as a nonce whose op is pending).
func busyRefusal(sender common.Address, p pendingOp) *Error {
	what := lowerHex(p.op)
	if p.service {
		what += ", an Autopilot run"
	}
	e := refuse(CodeInvalidParams, "an op of %s is pending (%s); send the next one after it is mined", sender.Hex(), what)
	e.cause = ErrSenderBusy
	return e
}

// senderFree refuses an op while another op of its sender is in flight. The watcher may not have
// settled the sender's last transaction yet, so its receipt is read: when it is mined, its hash is
// returned, and claimSender may replace that entry.
func (r *Relay) senderFree(ctx context.Context, sender common.Address) (mined common.Hash, err error) {
	r.mu.Lock()
	p, busy := r.pending[sender]
	r.mu.Unlock()
	if !busy {
		return common.Hash{}, nil
	}
	if p.tx != (common.Hash{}) {
		_, err := r.cfg.Client.TransactionReceipt(ctx, p.tx)
		switch {
		case err == nil:
			return p.tx, nil
		case !errors.Is(err, ethereum.NotFound):
			return common.Hash{}, err
		}
	}
	return common.Hash{}, busyRefusal(sender, p)
}

// holds are what an op takes from the moment it may be sent until its transaction is mined: its
// sender's one slot, what its failure on chain could cost the relay under the loss bound, and, for a
// sponsored op, its maximum cost against the sponsorship budgets. Send takes them only once the op
// has passed its simulation, so an op that could not be valid holds nothing.
type holds struct {
	sender   common.Address
	op       common.Hash
	slot     bool
	exposure *big.Int // held under the loss bound; nil while not
	budget   bool
}

// take claims the sender's slot (mined: the sender's last transaction, seen mined by senderFree), then
// exposure under the loss bound, then budget (nil for an op that holds none); on a refusal, what was
// taken stays in h for giveBack.
func (r *Relay) take(h *holds, mined common.Hash, service bool, exposure *big.Int, budget func() error) error {
	if err := r.claimSender(h.sender, h.op, mined, service); err != nil {
		return err
	}
	h.slot = true
	if err := r.guard.admit(time.Now(), exposure); err != nil {
		var re *Error
		if errors.As(err, &re) && re.Code == CodeThrottled {
			r.metrics.refused.WithLabelValues("loss_bound").Inc()
		}
		return err
	}
	h.exposure = exposure
	if budget != nil {
		if err := budget(); err != nil {
			return err
		}
		h.budget = true
	}
	return nil
}

// giveBack releases the holds of an op that was not sent.
func (r *Relay) giveBack(h *holds) {
	if h.slot {
		r.mu.Lock()
		if p, ok := r.pending[h.sender]; ok && p.op == h.op && p.tx == (common.Hash{}) {
			delete(r.pending, h.sender)
		}
		r.mu.Unlock()
	}
	if h.exposure != nil {
		r.guard.release(h.exposure)
	}
	if h.budget {
		r.budgets.drop(h.op)
	}
	*h = holds{sender: h.sender, op: h.op}
}

// claimSender makes op the sender's one op in flight, or refuses it while another is: unless that
// other's transaction is mined (the hash senderFree saw mined).
func (r *Relay) claimSender(sender common.Address, op, mined common.Hash, service bool) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p, busy := r.pending[sender]; busy && (p.tx == (common.Hash{}) || p.tx != mined) {
		return busyRefusal(sender, p)
	}
	r.pending[sender] = pendingOp{op: op, service: service}
	return nil
}

// sentAs records the transaction of the sender's op in flight.
func (r *Relay) sentAs(sender common.Address, op, tx common.Hash) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p, ok := r.pending[sender]; ok && p.op == op {
		p.tx = tx
		r.pending[sender] = p
	}
}
