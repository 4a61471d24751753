package relay

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/sponsor"
)

// Bundles (docs/bundler.md, "Bundles and executor keys"): with Config.BundleOps above 1 or executor
// keys besides the relay key, an op that passed Send's checks waits in a queue, and each executor key
// takes up to BundleOps ops of distinct senders (within BundleGas) into one handleOps, simulated as the
// bundle it sends. An op that would fail the bundle is answered with its refusal and dropped, and the
// rest simulated again. A key is busy while its bundle is pending; a bundle not mined within
// StuckAfter is cancelled at its nonce with higher fees, and its ops stay held (their senders' slots)
// until the cancellation or the bundle is mined, so none of them is sent again from any key before.
// A process started while a key has transactions in the pool (a bundle of a process killed while it
// was stuck) knows nothing of their ops, so no key bundles until they are mined or cancelled.

// Defaults of the bundle settings.
const (
	// DefaultBundleGas bounds a bundle's gas limit: about half a 32M-gas block, so a bundle never
	// waits for an empty block.
	DefaultBundleGas = 15_000_000
	// DefaultStuckAfter is how long an executor key's bundle may stay unmined before it is cancelled.
	DefaultStuckAfter = 30 * time.Second
)

// executorPoll is how often an executor key reads its pending bundle's receipt.
const executorPoll = 25 * time.Millisecond

// candidate is an op that passed Send's (or Submit's) checks, waiting for an executor key.
type candidate struct {
	op       entrypoint.PackedUserOperation
	h        common.Hash
	gas      uint64
	rules    *chain.FeeRules // nil: not held to the fee market (the service's own op)
	exposure *big.Int
	budget   func() error
	held     *holds
	mined    common.Hash
	service  bool
	parties  []party
	only     common.Address // the one key that may carry it (the relay its sponsorship names), or zero
	admitted bool           // answered at admission: nobody waits on done
	queued   time.Time
	done     chan candidateResult
}

type candidateResult struct {
	tx  *types.Transaction
	err error
}

// executor is one key sending bundles.
type executor struct {
	b *chain.Bundler
}

// sponsoredBy is the executor key op's sponsorship names, for an op of the service's paymaster: the
// paymaster takes the op from that key alone (tx.origin), so no other key may carry it; a sponsorship
// naming an address that is not one of this relay's keys (another replica's, say) is refused before
// anything is simulated or sent.
func (r *Relay) sponsoredBy(op entrypoint.PackedUserOperation) (common.Address, error) {
	var sp chain.Sponsorship
	ok := len(op.PaymasterAndData) >= 52
	if ok {
		sp, ok = chain.SponsorshipOf(op.PaymasterAndData[52:])
	}
	if !ok {
		return common.Address{}, policyRefusal(fmt.Errorf("%w: paymasterData is not a sponsorship", sponsor.ErrMalformed))
	}
	if r.holds(sp.Relay) {
		return sp.Relay, nil
	}
	return common.Address{}, policyRefusal(fmt.Errorf("%w: the sponsorship names relay %s, not one of this relay's executor keys",
		sponsor.ErrNotSponsored, sp.Relay.Hex()))
}

// holds: a is one of the relay's executor keys (the relay key included).
func (r *Relay) holds(a common.Address) bool {
	return slices.ContainsFunc(r.executors, func(ex *executor) bool { return ex.b.Address() == a })
}

// bundled reports whether ops go through the bundle queue rather than one handleOps each.
func (r *Relay) bundled() bool { return len(r.executors) > 1 || r.cfg.BundleOps > 1 }

// push puts c at the end of the queue and wakes the executors.
func (r *Relay) push(c *candidate) {
	c.done = make(chan candidateResult, 1)
	c.queued = time.Now()
	r.qmu.Lock()
	r.queue = append(r.queue, c)
	r.wakeAll()
	r.qmu.Unlock()
}

// admit simulates c's op alone from the key that would carry it (the one its sponsorship names, or
// the next in turn), as it would be sent, and only then lets it take its holds and join the queue;
// the caller answers it at once. A refusal here is the client's answer; a refusal by the bundle's own
// simulation later is counted and logged (vera_relay_dropped_after_admission_total) and gives the
// holds back, and the op is never sent: a client sees no receipt and may send it again.
func (r *Relay) admit(ctx context.Context, c *candidate, fees chain.BundleFees) error {
	ex := r.executors[int(r.turn.Add(1))%len(r.executors)]
	if c.only != (common.Address{}) {
		ex = r.executors[slices.IndexFunc(r.executors, func(ex *executor) bool { return ex.b.Address() == c.only })]
	}
	margin := chain.Margin{Time: r.cfg.SimulationMargin, Blocks: r.cfg.SimulationMarginBlocks}
	if _, err := ex.b.Simulate(ctx, []entrypoint.PackedUserOperation{c.op}, fees, margin, chain.SubmitChecks{Fees: c.rules,
		Accept: func(sim *chain.BundleSimulation) error {
			// Alone it must repay a whole transaction: a key may yet carry it alone.
			if err := repays(c.h)(sim); err != nil {
				return err
			}
			return r.take(c.held, c.mined, false, c.exposure, c.budget)
		}}); err != nil {
		return simulationRefusal(err)
	}
	c.admitted = true
	r.push(c)
	return nil
}

// enqueue puts c in the queue and waits for the executor that takes it: the transaction that carries
// it, or its refusal. When ctx ends before a key took it, it leaves the queue.
func (r *Relay) enqueue(ctx context.Context, c *candidate) (*types.Transaction, error) {
	r.push(c)
	select {
	case res := <-c.done:
		return res.tx, res.err
	case <-ctx.Done():
	}
	r.qmu.Lock()
	i := slices.Index(r.queue, c)
	if i >= 0 {
		r.queue = slices.Delete(r.queue, i, i+1)
	}
	r.qmu.Unlock()
	if i >= 0 {
		return nil, fmt.Errorf("waiting for an executor key: %w", ctx.Err())
	}
	res := <-c.done // taken: its executor answers it shortly
	return res.tx, res.err
}

// wakeAll wakes every executor waiting for ops. (r.qmu held.)
func (r *Relay) wakeAll() {
	close(r.wake)
	r.wake = make(chan struct{})
}

// runExecutors runs one loop per executor key until ctx ends. First every key settles what it sent
// before this process started (settleLeftovers), and no key takes an op until all have: the process
// does not know which ops a leftover bundle carries, and any key may carry an op that pays for itself.
func (r *Relay) runExecutors(ctx context.Context) {
	var settle sync.WaitGroup
	for _, ex := range r.executors {
		settle.Go(func() { r.settleLeftovers(ctx, ex) })
	}
	settle.Wait()
	var wg sync.WaitGroup
	for _, ex := range r.executors {
		wg.Go(func() { r.runExecutor(ctx, ex) })
	}
	wg.Wait()
}

// settleLeftovers waits until the transactions ex's key has in the pool from before this process
// started (its pending nonce above its mined one: a bundle of a process killed while it was stuck) are
// mined, and cancels them at their nonces once StuckAfter has passed since the start, again each
// StuckAfter while they are not. The process does not know their fees, so a cancellation refused as
// underpriced is sent again at twice the fees, up to cancelAttempts times and CancelFeeCap.
func (r *Relay) settleLeftovers(ctx context.Context, ex *executor) {
	from := ex.b.Address()
	var mined, pending uint64
	for {
		var err error
		if mined, err = r.cfg.Client.NonceAt(ctx, from, nil); err == nil {
			pending, err = r.cfg.Client.PendingNonceAt(ctx, from)
		}
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			return
		}
		r.log.Warn("relay: cannot read an executor key's nonces", "from", from.Hex(), "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
	if pending <= mined {
		return
	}
	r.log.Warn("relay: an executor key has transactions in the pool from before this process; no op is bundled until they are mined or cancelled",
		"from", from.Hex(), "minedNonce", mined, "pendingNonce", pending)
	var cancels []*types.Transaction
	var tip, feeCap *big.Int // the highest fees of a cancellation the node took (nil: none yet)
	last := time.Now()
	for mined < pending {
		select {
		case <-ctx.Done():
			return
		case <-time.After(executorPoll):
		}
		n, err := r.cfg.Client.NonceAt(ctx, from, nil)
		if err != nil {
			continue
		}
		if mined = n; mined >= pending || time.Since(last) < r.cfg.StuckAfter {
			continue
		}
		last = time.Now()
		nextTip, nextCap, ok := r.cancelFees(ctx, tip, feeCap, r.cfg.CancelFeeCap)
		capped := !ok
		for nonce := mined; ok && nonce < pending; nonce++ {
			t, c := nextTip, nextCap
			for range cancelAttempts {
				cancel, err := ex.b.Cancel(ctx, nonce, t, c)
				if err == nil {
					cancels = append(cancels, cancel)
					if feeCap == nil || c.Cmp(feeCap) > 0 {
						tip, feeCap = t, c
					}
					r.metrics.cancelled.Inc()
					r.log.Warn("relay: a transaction from before this process was not mined in time; cancelled at its nonce", "nonce", nonce,
						"from", from.Hex(), "cancellation", cancel.Hash().Hex(), "feeCapWei", c.String())
					break
				}
				if !strings.Contains(err.Error(), "underpriced") {
					r.log.Warn("relay: cannot cancel a transaction from before this process", "nonce", nonce, "from", from.Hex(), "err", err)
					break
				}
				var more bool
				if t, c, more = capFees(t, c, new(big.Int).Lsh(t, 1), new(big.Int).Lsh(c, 1), r.cfg.CancelFeeCap); !more {
					capped = true
					break
				}
			}
		}
		if capped {
			r.atFeeCeiling(ctx, from, mined, cancels)
		}
	}
	for _, c := range cancels {
		r.cancelled(ex, common.Hash{}, c)
	}
	r.log.Info("relay: an executor key's transactions from before this process are settled", "from", from.Hex(), "minedNonce", mined)
}

// leftoversSettled waits, without bundles, until Run has settled the relay key's transactions from
// before this process (at once when Run has not started: tests that send without it).
func (r *Relay) leftoversSettled(ctx context.Context) error {
	r.gmu.Lock()
	gate := r.gate
	r.gmu.Unlock()
	if gate == nil {
		return nil
	}
	select {
	case <-gate:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("waiting for the relay key's transactions from before this process to be mined or cancelled: %w", ctx.Err())
	}
}

// cancelAttempts bounds how often a cancellation refused as underpriced is sent again at twice the fees.
const cancelAttempts = 40

func (r *Relay) runExecutor(ctx context.Context, ex *executor) {
	for {
		batch := r.nextBatch(ctx, ex)
		if batch == nil {
			return
		}
		if tx := r.sendBatch(ctx, ex, batch); tx != nil {
			r.awaitMined(ctx, ex, tx)
		}
	}
}

// nextBatch takes from the queue the bundle chooseBundle picks for this key, once fillWait has
// passed; the second ops of its senders are refused as ops of a sender in flight. It waits for ops;
// nil when ctx ends.
func (r *Relay) nextBatch(ctx context.Context, ex *executor) []*candidate {
	from := ex.b.Address()
	for {
		r.qmu.Lock()
		choice := r.chooseBundle(from)
		wake := r.wake
		if wait := r.fillWait(choice); wait > 0 {
			r.qmu.Unlock()
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return nil
			case <-wake:
			case <-t.C:
			}
			t.Stop()
			continue
		}
		if len(choice.take)+len(choice.dups) > 0 {
			taken := make(map[*candidate]bool, len(choice.take))
			for _, c := range choice.take {
				taken[c] = true
			}
			kept := r.queue[:0]
			for _, c := range r.queue {
				if first, dup := choice.dups[c]; dup {
					c.done <- candidateResult{err: busyRefusal(c.op.Sender, pendingOp{op: first.h, service: first.service})}
				} else if !taken[c] {
					kept = append(kept, c)
				}
			}
			clear(r.queue[len(kept):])
			r.queue = kept
		}
		r.qmu.Unlock()
		if len(choice.take) > 0 {
			return choice.take
		}
		select {
		case <-ctx.Done():
			return nil
		case <-wake:
		}
	}
}

// bundleChoice is a key's next bundle as the queue stands.
type bundleChoice struct {
	take []*candidate
	// dups are second ops of senders the bundle takes, each with the sender's op it takes.
	dups map[*candidate]*candidate
	// full: the bundle holds BundleOps ops, or an op was left out for BundleGas.
	full bool
	// oldest is when the longest-waiting op it takes was queued.
	oldest time.Time
}

// chooseBundle picks, in queue order, up to BundleOps ops the key from may carry (those a
// sponsorship ties to another key stay), of distinct senders, within BundleGas (a single op above
// it goes alone). (r.qmu held.)
func (r *Relay) chooseBundle(from common.Address) bundleChoice {
	var b bundleChoice
	senders := map[common.Address]*candidate{}
	gas := uint64(100_000)
	for _, c := range r.queue {
		first, dup := senders[c.op.Sender]
		switch {
		case c.only != (common.Address{}) && c.only != from:
		case len(b.take) >= r.cfg.BundleOps:
			b.full = true
		case dup:
			if b.dups == nil {
				b.dups = map[*candidate]*candidate{}
			}
			b.dups[c] = first
		case len(b.take) > 0 && gas+c.gas > r.cfg.BundleGas:
			b.full = true
		default:
			b.take = append(b.take, c)
			senders[c.op.Sender] = c
			gas += c.gas
			if b.oldest.IsZero() || c.queued.Before(b.oldest) {
				b.oldest = c.queued
			}
		}
	}
	b.full = b.full || len(b.take) >= r.cfg.BundleOps
	return b
}

// fillWait is how long the key should still wait for the bundle it would take to fill: while it is
// not full, until its oldest op has waited BundleWait; zero to take it now (or when it is empty,
// which nextBatch waits for).
func (r *Relay) fillWait(b bundleChoice) time.Duration {
	if r.cfg.BundleWait <= 0 || b.full || len(b.take) == 0 {
		return 0
	}
	return max(time.Until(b.oldest.Add(r.cfg.BundleWait)), 0)
}

// sendBatch simulates batch as one handleOps from ex's key and sends it, dropping each op that would
// fail the bundle (answered with its refusal) and simulating the rest again. Every op of the batch is
// answered: the transaction that carries it, or why not.
func (r *Relay) sendBatch(ctx context.Context, ex *executor, batch []*candidate) *types.Transaction {
	answer := func(c *candidate, tx *types.Transaction, err error) {
		if err != nil {
			r.giveBack(c.held)
			if c.admitted {
				r.metrics.dropped.Inc()
				r.log.Warn("relay: an admitted op was refused by its bundle's simulation and dropped", "op", lowerHex(c.h),
					"sender", c.op.Sender.Hex(), "err", err)
			}
		}
		c.done <- candidateResult{tx: tx, err: err}
	}
	margin := chain.Margin{Time: r.cfg.SimulationMargin, Blocks: r.cfg.SimulationMarginBlocks}
	if r.cfg.Client.SimulateV1Missing() && len(batch) > 1 {
		// Without eth_simulateV1 a bundle of several ops cannot be simulated: one op each.
		r.requeue(batch[1:])
		batch = batch[:1]
	}
	culprits := 0
	for len(batch) > 0 {
		r.metrics.bundleSims.Inc()
		ops := make([]entrypoint.PackedUserOperation, len(batch))
		rules := make([]*chain.FeeRules, len(batch))
		for i, c := range batch {
			ops[i], rules[i] = c.op, c.rules
		}
		fees, err := chain.FeesOf(ops)
		if err != nil {
			for _, c := range batch {
				answer(c, nil, refuse(CodeInvalidParams, "%s", err.Error()))
			}
			return nil
		}
		tx, _, err := ex.b.SimulateAndSubmit(ctx, ops, fees, margin, chain.SubmitChecks{EachFees: rules,
			Accept: func(sim *chain.BundleSimulation) error { return r.acceptBundle(sim, batch) }})
		if err == nil {
			r.metrics.bundleOps.Observe(float64(len(batch)))
			for i, c := range batch {
				r.remember(c.h, tx.Hash())
				r.sentAs(c.op.Sender, c.h, tx.Hash())
				r.follow(submission{tx: tx.Hash(), nonce: tx.Nonce(), from: ex.b.Address(), op: c.h, sender: c.op.Sender, parties: c.parties,
					cost: c.exposure, index: i, size: len(batch)})
			}
			for _, c := range batch {
				answer(c, tx, nil)
			}
			return tx
		}
		i := r.culprit(err, batch)
		if i < 0 {
			for _, c := range batch {
				answer(c, nil, simulationRefusal(err))
			}
			return nil
		}
		var be *chain.BundleOpError
		if errors.As(err, &be) {
			err = be.Err
		}
		answer(batch[i], nil, simulationRefusal(err))
		batch = slices.Delete(batch, i, i+1)
		culprits++
		if culprits == 2 && len(batch) > 1 {
			// A bundle simulation names one culprit at a time, so n poisoned ops would cost n
			// simulations of the bundle, n² op executions. After the second, each op is simulated
			// alone (n executions) and those that fail are answered with their refusal.
			batch = r.screen(ctx, ex, batch, margin, answer)
		}
	}
	return nil
}

// screenWorkers bounds the simulations screen runs at once.
const screenWorkers = 8

// screen simulates each op of batch alone from ex's key, as admission does, answers those that fail
// with their refusal and returns the others in their order.
func (r *Relay) screen(ctx context.Context, ex *executor, batch []*candidate, margin chain.Margin, answer func(*candidate, *types.Transaction, error)) []*candidate {
	errs := make([]error, len(batch))
	sem := make(chan struct{}, screenWorkers)
	var wg sync.WaitGroup
	for i, c := range batch {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			fees, err := chain.FeesOf([]entrypoint.PackedUserOperation{c.op})
			if err == nil {
				_, err = ex.b.Simulate(ctx, []entrypoint.PackedUserOperation{c.op}, fees, margin, chain.SubmitChecks{Fees: c.rules})
			}
			errs[i] = err
		})
	}
	wg.Wait()
	r.metrics.screened.Add(float64(len(batch)))
	kept := batch[:0]
	for i, c := range batch {
		if errs[i] != nil {
			answer(c, nil, simulationRefusal(errs[i]))
			continue
		}
		kept = append(kept, c)
	}
	return kept
}

// requeue puts cs back at the head of the queue, in their order.
func (r *Relay) requeue(cs []*candidate) {
	r.qmu.Lock()
	r.queue = slices.Insert(r.queue, 0, cs...)
	r.wakeAll()
	r.qmu.Unlock()
}

// culprit is the index in batch of the op err names (a validation refusal, an op's outcome changing
// at the margin, a check of one op), or -1 when err is the bundle's or the node's.
func (r *Relay) culprit(err error, batch []*candidate) int {
	var be *chain.BundleOpError
	if errors.As(err, &be) && be.Index >= 0 && be.Index < len(batch) {
		return be.Index
	}
	var oc *chain.OutcomeChangeError
	if errors.As(err, &oc) && oc.Op != (common.Hash{}) {
		return slices.IndexFunc(batch, func(c *candidate) bool { return c.h == oc.Op })
	}
	var fo *chain.FailedOpError
	if errors.As(err, &fo) && fo.OpIndex >= 0 && fo.OpIndex < len(batch) {
		return fo.OpIndex
	}
	if len(batch) == 1 {
		var re *Error
		if errors.As(err, &re) {
			return 0
		}
	}
	return -1
}

// acceptBundle checks a bundle's simulation: each op ran and repays its share of what the transaction
// costs the relay (its service's own ops excepted, as they were sent one to a transaction), and each
// takes what it holds in flight. A refusal names its op (*chain.BundleOpError); the holds of the
// others stay taken for the bundle without it.
func (r *Relay) acceptBundle(sim *chain.BundleSimulation, batch []*candidate) error {
	if len(sim.Results) != len(batch) {
		for i, c := range batch {
			if !slices.ContainsFunc(sim.Results, func(u chain.UserOpResult) bool { return u.Hash == c.h }) {
				return &chain.BundleOpError{Index: i, Err: refuse(CodeRejectedEntryPoint, "simulation did not execute the op")}
			}
		}
		return refuse(CodeRejectedEntryPoint, "simulation did not execute the bundle's ops")
	}
	if len(batch) == 1 {
		if !batch[0].service {
			if err := repays(batch[0].h)(sim); err != nil {
				return &chain.BundleOpError{Index: 0, Err: err}
			}
		}
	} else if i, err := r.unpaid(sim, batch); err != nil {
		return &chain.BundleOpError{Index: i, Err: err}
	}
	for i, c := range batch {
		if c.held.slot {
			continue
		}
		if err := r.take(c.held, c.mined, c.service, c.exposure, c.budget); err != nil {
			return &chain.BundleOpError{Index: i, Err: err}
		}
	}
	return nil
}

// unpaid finds an op of a bundle that does not repay its share of the transaction's cost: the gas
// the EntryPoint metered for it beyond its preVerificationGas, plus the transaction's shared gas (its
// base cost, calldata, the EntryPoint's loop, the L1 component) in proportion to its
// preVerificationGas, the share it declared, all at the simulated price. When every op repays its
// share, the bundle repays the relay.
func (r *Relay) unpaid(sim *chain.BundleSimulation, batch []*candidate) (int, error) {
	own := make([]uint64, len(batch))
	pvg := make([]uint64, len(batch))
	var sumOwn, sumPVG uint64
	for i, c := range batch {
		g, err := chain.UserOpGasOf(c.op)
		if err != nil {
			return i, refuse(CodeInvalidParams, "%s", err.Error())
		}
		pvg[i] = g.PreVerificationGas
		j := slices.IndexFunc(sim.Results, func(u chain.UserOpResult) bool { return u.Hash == c.h })
		if j < 0 {
			return i, refuse(CodeRejectedEntryPoint, "simulation did not execute the op")
		}
		if used := sim.Results[j].ActualGasUsed; used != nil && used.Uint64() > pvg[i] {
			own[i] = used.Uint64() - pvg[i]
		}
		sumOwn += own[i]
		sumPVG += pvg[i]
	}
	total := sim.GasUsed + sim.L1Gas
	shared := uint64(0)
	if total > sumOwn {
		shared = total - sumOwn
	}
	for i, c := range batch {
		if c.service {
			continue
		}
		share := new(big.Int).SetUint64(own[i])
		if sumPVG > 0 {
			s := new(big.Int).Mul(new(big.Int).SetUint64(shared), new(big.Int).SetUint64(pvg[i]))
			share.Add(share, s.Quo(s, new(big.Int).SetUint64(sumPVG)))
		}
		cost := share.Mul(share, sim.GasPrice)
		j := slices.IndexFunc(sim.Results, func(u chain.UserOpResult) bool { return u.Hash == c.h })
		if paid := sim.Results[j].ActualGasCost; paid.Cmp(cost) < 0 {
			return i, refuse(CodeInvalidParams, "%s: its share of the bundle would cost the relay %s wei and the op repays %s wei; raise preVerificationGas",
				errRelayWouldLose.Error(), cost, paid)
		}
	}
	return -1, nil
}

// awaitMined waits until ex's bundle tx is mined, so that the key sends one bundle at a time. A bundle
// not mined within StuckAfter is cancelled at its nonce, with fees raised by a quarter (the pool
// replaces a transaction whose fees are both at least 10 % higher), again each StuckAfter while
// neither is mined, up to CancelFeeCap; its ops stay held until one of them is, so that none is sent
// again meanwhile. Fees a node refused do not count as sent. Once the cancellation is mined, the
// watcher sees the bundle replaced and gives its ops' holds back.
func (r *Relay) awaitMined(ctx context.Context, ex *executor, tx *types.Transaction) {
	sent := []*types.Transaction{tx}
	last := time.Now()
	tip, feeCap := tx.GasTipCap(), tx.GasFeeCap() // the fees of the last transaction the node took
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(executorPoll):
		}
		for _, t := range sent {
			if _, err := r.cfg.Client.TransactionReceipt(ctx, t.Hash()); err == nil {
				if t != tx {
					r.cancelled(ex, tx.Hash(), t)
				}
				return
			} else if !errors.Is(err, ethereum.NotFound) && ctx.Err() == nil {
				r.log.Warn("relay: cannot read a bundle's receipt", "tx", t.Hash().Hex(), "err", err)
			}
		}
		if time.Since(last) < r.cfg.StuckAfter {
			continue
		}
		last = time.Now()
		nextTip, nextCap, ok := r.cancelFees(ctx, tip, feeCap, r.cfg.CancelFeeCap)
		if !ok {
			// Only a cancellation goes again: the bundle was simulated for a block long past.
			r.atFeeCeiling(ctx, ex.b.Address(), tx.Nonce(), sent[1:])
			continue
		}
		c, err := ex.b.Cancel(ctx, tx.Nonce(), nextTip, nextCap)
		if err != nil {
			// Not taken: the next round raises the fees of what the pool does hold.
			r.log.Warn("relay: cannot cancel a stuck bundle", "tx", tx.Hash().Hex(), "nonce", tx.Nonce(), "err", err)
			continue
		}
		tip, feeCap = nextTip, nextCap
		r.metrics.cancelled.Inc()
		r.log.Warn("relay: a bundle was not mined in time; cancelled at its nonce", "tx", tx.Hash().Hex(), "nonce", tx.Nonce(),
			"from", ex.b.Address().Hex(), "cancellation", c.Hash().Hex(), "feeCapWei", feeCap.String())
		sent = append(sent, c)
	}
}

// cancelFees are a cancellation's fees after one at tip and feeCap (nil: none yet): both raised by a
// quarter, at least the suggested tip, and a fee cap of at least twice the base fee plus the tip; none
// above limit. ok is false when, so limited, they would not replace the one at tip and feeCap.
func (r *Relay) cancelFees(ctx context.Context, tip, feeCap, limit *big.Int) (nextTip, nextCap *big.Int, ok bool) {
	prevTip, prevCap := tip, feeCap
	if tip == nil {
		tip, feeCap = new(big.Int), new(big.Int)
	} else {
		tip, feeCap = bump(tip), bump(feeCap)
	}
	if market, err := r.cfg.Client.SuggestGasTipCap(ctx); err == nil && market.Cmp(tip) > 0 {
		tip = market
	}
	if head, err := r.cfg.Client.HeaderByNumber(ctx, nil); err == nil && head.BaseFee != nil {
		if floor := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip); floor.Cmp(feeCap) > 0 {
			feeCap = floor
		}
	}
	if tip.Sign() == 0 {
		tip = big.NewInt(1)
	}
	if tip.Cmp(feeCap) > 0 {
		feeCap = new(big.Int).Set(tip)
	}
	return capFees(prevTip, prevCap, tip, feeCap, limit)
}

// capFees limits tip and feeCap to limit. ok is false when, so limited, they would not replace a
// transaction at prevTip and prevCap (nil: none), which the pool does only with both higher by 10 %;
// then they are prevTip and prevCap.
func capFees(prevTip, prevCap, tip, feeCap, limit *big.Int) (*big.Int, *big.Int, bool) {
	if feeCap.Cmp(limit) > 0 {
		feeCap = new(big.Int).Set(limit)
	}
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	replaces := func(next, prev *big.Int) bool {
		return next.Cmp(prev) > 0 && new(big.Int).Mul(next, big.NewInt(100)).Cmp(new(big.Int).Mul(prev, big.NewInt(110))) >= 0
	}
	if prevCap != nil && (!replaces(feeCap, prevCap) || !replaces(tip, prevTip)) {
		return prevTip, prevCap, false
	}
	return tip, feeCap, true
}

// atFeeCeiling counts and logs a round in which from's stuck transactions at nonce (and above) are not
// cancelled again because higher fees would pass the ceiling, and sends again the latest cancellation
// of each of those nonces (of cancels, in the order sent): a node that dropped one takes it back, and
// one that holds it answers that it knows it.
func (r *Relay) atFeeCeiling(ctx context.Context, from common.Address, nonce uint64, cancels []*types.Transaction) {
	r.metrics.cancelCapped.Inc()
	r.log.Error("relay: a stuck transaction is not cancelled again: higher fees would pass the cancellation fee ceiling; the key waits",
		"from", from.Hex(), "nonce", nonce, "ceilingWei", r.cfg.CancelFeeCap.String())
	latest := map[uint64]*types.Transaction{}
	for _, tx := range cancels {
		if tx.Nonce() >= nonce {
			latest[tx.Nonce()] = tx
		}
	}
	for _, tx := range latest {
		if err := r.cfg.Client.SendTransaction(ctx, tx); err != nil && !strings.Contains(err.Error(), "already known") && ctx.Err() == nil {
			r.log.Warn("relay: cannot send a cancellation again", "tx", tx.Hash().Hex(), "nonce", tx.Nonce(), "from", from.Hex(), "err", err)
		}
	}
}

// gasOf is what an op adds to its bundle's gas limit.
func gasOf(g chain.UserOpGas) uint64 {
	return g.VerificationGasLimit + g.CallGasLimit + g.PreVerificationGas + g.PaymasterVerificationGasLimit + g.PaymasterPostOpGasLimit
}

// bump is x raised by a quarter (at least 1 wei).
func bump(x *big.Int) *big.Int {
	return new(big.Int).Add(x, new(big.Int).Add(new(big.Int).Quo(x, big.NewInt(4)), common.Big1))
}

// cancelled counts what a mined cancellation of bundle (zero: a transaction from before this process)
// cost as a loss. (The watcher sees the bundle replaced and gives its ops' holds back; a client may
// then send them again.)
func (r *Relay) cancelled(ex *executor, bundle common.Hash, c *types.Transaction) {
	if rc, err := r.cfg.Client.TransactionReceipt(context.Background(), c.Hash()); err == nil && rc.EffectiveGasPrice != nil {
		cost := new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice)
		r.guard.settle(time.Now(), nil, cost)
		r.metrics.loss.Add(sponsor.ETH(cost))
		what := "from before this process"
		if bundle != (common.Hash{}) {
			what = bundle.Hex()
		}
		r.log.Warn("relay: a stuck bundle's cancellation was mined", "bundle", what, "cancellation", c.Hash().Hex(),
			"from", ex.b.Address().Hex(), "lossWei", cost.String())
	}
}
