package relay

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/sponsor"
)

// submission is a handleOps transaction Send submitted, followed by Run until it is mined.
type submission struct {
	tx     common.Hash
	nonce  uint64
	from   common.Address // the executor key that sent it
	op     common.Hash
	sender common.Address
	// parties are throttled if the op fails on chain: its sender, and its factory, paymaster and
	// owner where they are not the service's own.
	parties []party
	// cost is what the op holds under the loss bound (exposureOf).
	cost *big.Int
	// index is the op's place in its bundle of size ops (1: the op alone).
	index, size int
}

// outcome is what the watcher learnt of a mined transaction, once for all its ops: the relay's loss
// on it, and, for a bundle that reverted, the index of the op that failed it (-1 unknown).
type outcome struct {
	loss    *big.Int
	culprit int
	counted bool
}

// receiptsPerBatch bounds one JSON-RPC batch of receipt lookups.
const receiptsPerBatch = 100

// Run follows every handleOps transaction Send submitted until it is mined, every WatchInterval,
// until ctx ends (it then returns nil). For each mined transaction it counts the relay's loss (gas
// used × effective gas price beyond what the ops repaid: logged, on vera_relay_loss_eth_total, and
// against the loss bound), and throttles the parties of an op that failed on chain after passing
// simulation. It also gives back what the ops in flight hold: their senders' one slot, their exposure
// under the loss bound, and the budgets of the sponsored ones. Without Run, Send refuses an op once its
// sender has one in flight, once the bound is held in flight, or once a budget is.
func (r *Relay) Run(ctx context.Context) error {
	if r.bundled() {
		done := make(chan struct{})
		go func() { defer close(done); r.runExecutors(ctx) }()
		defer func() { <-done }()
	} else {
		// One op a transaction from the relay key: sends wait until its transactions from before this
		// process are mined or cancelled, as the executor keys' bundles do (settleLeftovers).
		settled := make(chan struct{})
		r.gmu.Lock()
		r.gate = settled
		r.gmu.Unlock()
		done := make(chan struct{})
		go func() { defer close(done); r.settleLeftovers(ctx, r.executors[0]); close(settled) }()
		defer func() { <-done }()
	}
	t := time.NewTicker(r.cfg.WatchInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		if err := r.watch(ctx); err != nil && ctx.Err() == nil {
			r.log.Warn("relay: cannot follow submitted transactions", "pending", r.watching(), "err", err)
		}
	}
}

// watch is one step of Run: it reads the receipts of the submitted transactions and settles those
// mined, and drops those whose nonce the relay has used otherwise (replaced or dropped).
func (r *Relay) watch(ctx context.Context) error {
	r.mu.Lock()
	subs := append([]submission(nil), r.submitted...)
	r.mu.Unlock()
	outcomes := map[common.Hash]*outcome{} // each mined transaction's, learnt once for its ops
	for len(subs) > 0 {
		n := min(len(subs), receiptsPerBatch)
		if err := r.watchBatch(ctx, subs[:n], outcomes); err != nil {
			return err
		}
		subs = subs[n:]
	}
	r.metrics.lostHour.Set(sponsor.ETH(r.guard.lost(time.Now())))
	r.metrics.sponsoredHeld.Set(sponsor.ETH(r.budgets.total()))
	r.metrics.exposure.Set(sponsor.ETH(r.guard.held()))
	return nil
}

// watchBatch reads the relay's mined nonce, then the receipts of subs, in one round-trip: a
// transaction without a receipt whose nonce was already mined before was replaced.
func (r *Relay) watchBatch(ctx context.Context, subs []submission, outcomes map[common.Hash]*outcome) error {
	// The mined nonce of each key that sent one of subs, then the receipts.
	var keys []common.Address
	for _, s := range subs {
		if !slices.Contains(keys, s.from) {
			keys = append(keys, s.from)
		}
	}
	// One receipt read per transaction: a bundle's ops share theirs.
	var txs []common.Hash
	for _, s := range subs {
		if !slices.Contains(txs, s.tx) {
			txs = append(txs, s.tx)
		}
	}
	mined := make([]hexutil.Uint64, len(keys))
	receipts := make([]*types.Receipt, len(txs))
	batch := make([]rpc.BatchElem, 0, len(txs)+len(keys))
	for i, k := range keys {
		batch = append(batch, rpc.BatchElem{Method: "eth_getTransactionCount", Args: []any{k, "latest"}, Result: &mined[i]})
	}
	for i, tx := range txs {
		batch = append(batch, rpc.BatchElem{Method: "eth_getTransactionReceipt", Args: []any{tx}, Result: &receipts[i]})
	}
	if err := r.cfg.Client.BatchCall(ctx, batch); err != nil {
		return err
	}
	for i := range keys {
		if batch[i].Error != nil {
			return fmt.Errorf("cannot read the relay's nonce: %w", batch[i].Error)
		}
	}
	var done []submission
	defer func() { r.forget(done) }()
	for _, s := range subs {
		i := slices.Index(txs, s.tx)
		switch {
		case batch[len(keys)+i].Error != nil:
			return fmt.Errorf("cannot read the receipt of %s: %w", s.tx.Hex(), batch[len(keys)+i].Error)
		case receipts[i] != nil:
			r.settle(ctx, s, receipts[i], outcomes)
			done = append(done, s)
		case s.nonce < uint64(mined[slices.Index(keys, s.from)]):
			r.log.Warn("relay: a submitted transaction was replaced or dropped", "tx", s.tx.Hex(), "nonce", s.nonce, "userOpHash", s.op.Hex())
			r.guard.release(s.cost)
			r.budgets.drop(s.op)
			r.unremember(s.op, s.tx) // never mined: the op may be sent again
			done = append(done, s)
		}
	}
	return nil
}

// settle counts a mined submission: the relay's loss on it, and the throttling of its op's parties
// when the op failed on chain after passing simulation. A transaction's outcome is learnt once for
// its ops (outcomes, by transaction): its loss, counted with the first of its ops settled, and, for a
// bundle that reverted, which op failed it (WhyReverted): only that op's parties are throttled; the
// others never ran, and are forgotten so that their clients may send them again.
func (r *Relay) settle(ctx context.Context, s submission, rc *types.Receipt, outcomes map[common.Hash]*outcome) {
	now := time.Now()
	r.budgets.release(s.op) // the chain's spend now has the op's charge, if it was sponsored
	o := outcomes[s.tx]
	if o == nil {
		o = &outcome{loss: lossOf(rc, r.cfg.EntryPoint), culprit: -1}
		if rc.Status != types.ReceiptStatusSuccessful && s.size > 1 {
			var fo *chain.FailedOpError
			if err := chain.WhyReverted(ctx, r.cfg.Client, rc); errors.As(err, &fo) && fo.OpIndex < s.size {
				o.culprit = fo.OpIndex
			} else {
				r.log.Warn("relay: cannot tell which op failed a reverted bundle; all its ops count as failed", "tx", s.tx.Hex(), "err", err)
			}
		}
		outcomes[s.tx] = o
	}
	if o.loss.Sign() > 0 && !o.counted {
		o.counted = true
		r.log.Warn("relay: handleOps cost more than its ops repaid", "tx", s.tx.Hex(), "lossWei", o.loss.String(),
			"sender", s.parties[0].addr.Hex(), "userOpHash", s.op.Hex())
		r.metrics.loss.Add(sponsor.ETH(o.loss))
		r.guard.settle(now, s.cost, o.loss)
	} else {
		r.guard.settle(now, s.cost, nil)
	}
	if rc.Status == types.ReceiptStatusSuccessful && carries(rc, r.cfg.EntryPoint, s.op) {
		return
	}
	if o.culprit >= 0 && o.culprit != s.index {
		r.unremember(s.op, s.tx)
		r.log.Info("relay: an op's bundle reverted on another op; the op did not run", "tx", s.tx.Hex(), "userOpHash", s.op.Hex(),
			"sender", s.parties[0].addr.Hex(), "failedOpIndex", o.culprit)
		return
	}
	until := now.Add(r.cfg.ThrottleFor)
	r.guard.throttleUntil(now, until, s.parties)
	r.metrics.failed.Inc()
	r.log.Warn("relay: an op failed on chain after passing simulation", "tx", s.tx.Hex(), "userOpHash", s.op.Hex(),
		"sender", s.parties[0].addr.Hex(), "reverted", rc.Status != types.ReceiptStatusSuccessful, "throttledUntil", until.UTC().Format(time.RFC3339))
}

// lossOf is what a mined handleOps cost its sender beyond what its ops repaid: gas used × effective
// gas price − Σ actualGasCost of its UserOperationEvents (negative when the relay gained).
func lossOf(rc *types.Receipt, entryPoint common.Address) *big.Int {
	price := rc.EffectiveGasPrice
	if price == nil {
		price = new(big.Int)
	}
	loss := new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), price)
	for _, u := range chain.UserOpResults(rc, entryPoint) {
		loss.Sub(loss, u.ActualGasCost)
	}
	return loss
}

// carries reports whether rc holds op's UserOperationEvent (it ran, successfully or not, and paid).
func carries(rc *types.Receipt, entryPoint common.Address, op common.Hash) bool {
	for _, u := range chain.UserOpResults(rc, entryPoint) {
		if u.Hash == op {
			return true
		}
	}
	return false
}

// follow adds a submission for Run. The list is bounded like the receipts Send remembers: past it
// the oldest submission is dropped unsettled (and its holds given back).
func (r *Relay) follow(s submission) {
	r.mu.Lock()
	r.submitted = append(r.submitted, s)
	var dropped *submission
	if len(r.submitted) > r.cfg.Remember {
		first := r.submitted[0]
		dropped = &first
		r.submitted = r.submitted[1:]
		if p, ok := r.pending[first.sender]; ok && p.tx == first.tx {
			delete(r.pending, first.sender) // the slots stay as many as the transactions followed
		}
	}
	r.mu.Unlock()
	if dropped != nil {
		r.log.Warn("relay: too many transactions in flight; the oldest is no longer followed", "tx", dropped.tx.Hex())
		r.guard.release(dropped.cost)
		r.budgets.drop(dropped.op)
	}
}

// forget removes settled submissions, and their senders' slots: the sender's next op simulates on
// the state its last one left.
func (r *Relay) forget(done []submission) {
	if len(done) == 0 {
		return
	}
	gone := make(map[common.Hash]bool, len(done))
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range done {
		gone[s.tx] = true
		if p, ok := r.pending[s.sender]; ok && p.tx == s.tx {
			delete(r.pending, s.sender)
		}
	}
	r.submitted = slices.DeleteFunc(r.submitted, func(s submission) bool { return gone[s.tx] })
}

// unremember forgets that op was sent in tx, a transaction that will never be mined.
func (r *Relay) unremember(op, tx common.Hash) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sent[op] == tx {
		delete(r.sent, op)
	}
}

func (r *Relay) watching() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.submitted)
}
