package relay

import (
	"context"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/sponsor"
)

// budgets holds, in memory, the maximum cost of every sponsored op the relay has in flight, per
// sender, per owner and in all. The paymaster charges an op's maximum cost to the three budgets in
// validation, on chain: ops sent before any of them is mined each pass a check against the chain's
// spend alone, and all simulate on the latest block, so without this every op past a budget would
// revert on chain (AA33 …BudgetExceeded) at the relay's expense.
//
// An op is charged in the later of its own period and the paymaster's current one, which an op in
// flight can move on, so every hold counts against every period: over-counting only around a
// period's end.
//
// A hold goes once the watcher has seen its transaction mined (the chain's spend then has the op's
// charge), or at once for an op never sent. But a spend read that began before the transaction was
// mined may not have the charge yet: a hold released while such a read is in progress stays counted
// until that read's check is done (releases and reads are ordered by a counter, not a clock).
type budgets struct {
	mu     sync.Mutex
	held   map[common.Hash]*hold // by userOpHash
	sender map[common.Address]*big.Int
	owner  map[common.Address]*big.Int
	global *big.Int
	// releases counts releases; reads are the spend reads in progress, each with the count when it
	// began; lingering are the released holds some of them may still need.
	releases  uint64
	nextRead  uint64
	reads     map[uint64]uint64
	lingering []common.Hash
}

type hold struct {
	sender, owner common.Address
	cost          *big.Int
	releasedAt    uint64 // 0 while in flight
}

func newBudgets() *budgets {
	return &budgets{held: map[common.Hash]*hold{}, sender: map[common.Address]*big.Int{}, owner: map[common.Address]*big.Int{},
		global: new(big.Int), reads: map[uint64]uint64{}}
}

// begin registers a spend read about to start; its id goes to reserve or abort.
func (b *budgets) begin() uint64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.nextRead++
	b.reads[b.nextRead] = b.releases
	return b.nextRead
}

// abort ends read id without a hold (its spend could not be read).
func (b *budgets) abort(id uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.reads, id)
	b.prune()
}

// reserve ends read id: it holds cost for op h of sender and owner, or refuses it (-32501) when the
// spend read, plus what is held, plus cost exceeds one of the budgets in l.
func (b *budgets) reserve(id uint64, h common.Hash, sender, owner common.Address, cost *big.Int, spend sponsor.Spend, l sponsor.Limits) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	defer b.prune()
	delete(b.reads, id)
	if x, ok := b.held[h]; ok { // released and lingering: Send refuses an op in flight twice
		b.forget(h, x)
	}
	if err := b.fits(sender, owner, cost, spend, l); err != nil {
		return err
	}
	b.held[h] = &hold{sender: sender, owner: owner, cost: cost}
	add(b.sender, sender, cost)
	add(b.owner, owner, cost)
	b.global.Add(b.global, cost)
	return nil
}

// check is reserve without the hold and without ending the read: Send refuses with it, before
// simulating, an op the budgets have no room for now.
func (b *budgets) check(sender, owner common.Address, cost *big.Int, spend sponsor.Spend, l sponsor.Limits) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.fits(sender, owner, cost, spend, l)
}

// fits refuses cost when spend plus what is held plus cost exceeds one of the budgets. (b.mu held.)
func (b *budgets) fits(sender, owner common.Address, cost *big.Int, spend sponsor.Spend, l sponsor.Limits) error {
	for _, c := range []struct {
		name                string
		spent, held, budget *big.Int
	}{
		{"the global", spend.Global, b.global, l.GlobalBudgetPerPeriod},
		{"owner " + owner.Hex() + "'s", spend.Owner, b.owner[owner], l.OwnerBudgetPerPeriod},
		{"sender " + sender.Hex() + "'s", spend.Sender, b.sender[sender], l.BudgetPerPeriod},
	} {
		if err := overBudget(c.name, c.spent, c.held, cost, c.budget); err != nil {
			return err
		}
	}
	return nil
}

// overBudget refuses cost when spent + held + cost exceeds budget (held may be nil).
func overBudget(name string, spent, held, cost, budget *big.Int) error {
	if held == nil {
		held = new(big.Int)
	}
	need := new(big.Int).Add(spent, held)
	if need.Add(need, cost).Cmp(budget) <= 0 {
		return nil
	}
	if held.Sign() == 0 {
		return refuse(CodeRejectedPaymaster, "not sponsored: %s budget for the period is spent: %s wei charged on chain, this op may cost %s wei, the budget is %s wei",
			name, spent, cost, budget)
	}
	return refuse(CodeRejectedPaymaster, "not sponsored: %s budget for the period cannot cover this op now: %s wei charged on chain, %s wei held by its sponsored ops in flight, this op may cost %s wei, the budget is %s wei; retry once they are mined",
		name, spent, held, cost, budget)
}

// release gives back op h's hold once its transaction is mined: at once when no spend read in
// progress began before now, else once they are done.
func (b *budgets) release(h common.Hash) {
	b.mu.Lock()
	defer b.mu.Unlock()
	x, ok := b.held[h]
	if !ok || x.releasedAt != 0 {
		return
	}
	b.releases++
	x.releasedAt = b.releases
	b.lingering = append(b.lingering, h)
	b.prune()
}

// drop gives back op h's hold at once: its op was never sent, or its transaction will never be mined,
// so the chain never charges it.
func (b *budgets) drop(h common.Hash) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if x, ok := b.held[h]; ok && x.releasedAt == 0 {
		b.forget(h, x)
	}
}

// prune forgets the released holds no spend read in progress needs: those released before the
// oldest such read began. (b.mu held.)
func (b *budgets) prune() {
	oldest := b.releases
	for _, began := range b.reads {
		oldest = min(oldest, began)
	}
	kept := b.lingering[:0]
	for _, h := range b.lingering {
		x, ok := b.held[h]
		switch {
		case !ok:
		case x.releasedAt <= oldest:
			b.forget(h, x)
		default:
			kept = append(kept, h)
		}
	}
	clear(b.lingering[len(kept):])
	b.lingering = kept
}

// forget removes hold x of op h from the sums. (b.mu held.)
func (b *budgets) forget(h common.Hash, x *hold) {
	delete(b.held, h)
	sub(b.sender, x.sender, x.cost)
	sub(b.owner, x.owner, x.cost)
	b.global.Sub(b.global, x.cost)
}

// total is the wei held in all.
func (b *budgets) total() *big.Int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return new(big.Int).Set(b.global)
}

func add(m map[common.Address]*big.Int, a common.Address, v *big.Int) {
	if m[a] == nil {
		m[a] = new(big.Int)
	}
	m[a].Add(m[a], v)
}

// sub takes v from a's sum and forgets a at zero, so the maps hold only addresses with ops in flight.
func sub(m map[common.Address]*big.Int, a common.Address, v *big.Int) {
	if s := m[a]; s != nil {
		if s.Sub(s, v).Sign() <= 0 {
			delete(m, a)
		}
	}
}

// readBudgets reads what sponsored op h is charged against: the spend of its sender, its owner and
// everyone in the period it is charged in, and what the relay's sponsored ops in flight hold. It
// refuses the op (-32501) when its maximum cost (its gas limits × maxFeePerGas, what the paymaster
// charges in validation) does not fit them now; otherwise it returns reserve, which holds that cost
// against the budgets once the op passed its simulation (refusing it if ops sent meanwhile took the
// room), and abort, for an op that never gets to reserve.
func (r *Relay) readBudgets(ctx context.Context, op entrypoint.PackedUserOperation, h common.Hash) (reserve func() error, abort func(), err error) {
	sp, ok := chain.SponsorshipOf(op.PaymasterAndData[52:])
	if !ok {
		return nil, nil, refuse(CodeRejectedPaymaster, "not sponsored: paymasterData is not a sponsorship")
	}
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return nil, nil, refuse(CodeInvalidParams, "%s", err.Error())
	}
	id := r.budgets.begin()
	abort = func() { r.budgets.abort(id) }
	spend, err := r.cfg.Sponsor.SpendOf(ctx, op.Sender, sp.Owner, sp.ValidUntil)
	if err != nil {
		abort()
		return nil, nil, err
	}
	cost, limits := g.MaxCost(), r.cfg.Sponsor.Limits()
	if err := r.budgets.check(op.Sender, sp.Owner, cost, spend, limits); err != nil {
		abort()
		return nil, nil, err
	}
	return func() error { return r.budgets.reserve(id, h, op.Sender, sp.Owner, cost, spend, limits) }, abort, nil
}
