package relay

import (
	"errors"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// guard is what Send refuses with CodeThrottled: the addresses of ops that failed on chain after
// passing simulation, for a while (ERC-7562's throttling, applied to what an attacker varies), and
// every op once the relay's losses leave no room under its bound.
//
// The loss bound covers what is in flight too: an op is admitted only if the losses of the last
// hour, plus what the relay's transactions in flight could still cost it (exposureOf: a sponsored op's
// failure at inclusion, an unsponsored op's whole transaction), plus what this one could, stay within
// the bound. Losses then never exceed the bound in any hour, however many ops an attacker sends at once
// and however it makes them fail on chain: the last op admitted before any hour's losses saw every
// earlier loss of that hour as spent and every later one as in flight.
type guard struct {
	mu       sync.Mutex
	throttle map[common.Address]time.Time // refused until
	entries  int
	losses   lossWindow
	exposure *big.Int // what the transactions in flight could still cost the relay
	bound    *big.Int
}

func newGuard(entries int, bound *big.Int) *guard {
	return &guard{throttle: map[common.Address]time.Time{}, entries: entries, exposure: new(big.Int), bound: bound}
}

// party is an address an op involves, and its role there (for the refusal's message).
type party struct {
	role string
	addr common.Address
}

// throttled refuses an op one of whose parties is throttled at now.
func (g *guard) throttled(now time.Time, parties []party) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, p := range parties {
		if until, ok := g.throttle[p.addr]; ok && now.Before(until) {
			return refuse(CodeThrottled, "%s %s is throttled until %s: an op of it failed on chain after passing simulation",
				p.role, p.addr.Hex(), until.UTC().Format(time.RFC3339))
		}
	}
	return nil
}

// throttleUntil refuses the parties' ops until until. The table holds at most entries addresses: when
// full, expired entries go first, then those that expire soonest.
func (g *guard) throttleUntil(now, until time.Time, parties []party) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, p := range parties {
		if _, ok := g.throttle[p.addr]; !ok && len(g.throttle) >= g.entries {
			g.evict(now)
		}
		if until.After(g.throttle[p.addr]) {
			g.throttle[p.addr] = until
		}
	}
}

// evict makes room for one entry (g.mu held).
func (g *guard) evict(now time.Time) {
	for a, until := range g.throttle {
		if !now.Before(until) {
			delete(g.throttle, a)
		}
	}
	if len(g.throttle) < g.entries {
		return
	}
	var soonest common.Address
	var first time.Time
	for a, until := range g.throttle {
		if first.IsZero() || until.Before(first) {
			soonest, first = a, until
		}
	}
	delete(g.throttle, soonest)
}

// admit reserves cost (what an op's transaction could cost the relay) against the loss bound, or
// refuses the op. The reservation is given back by release, or by settle once mined.
func (g *guard) admit(now time.Time, cost *big.Int) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.fits(now, cost); err != nil {
		return err
	}
	g.exposure.Add(g.exposure, cost)
	return nil
}

// check is admit without the reservation: Send refuses with it, before simulating, an op that could
// not be admitted now.
func (g *guard) check(now time.Time, cost *big.Int) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.fits(now, cost)
}

// fits refuses cost when the last hour's losses, plus what is in flight, plus cost exceed the bound.
// (g.mu held.)
func (g *guard) fits(now time.Time, cost *big.Int) error {
	if cost.Cmp(g.bound) > 0 {
		return refuse(CodeInvalidParams, "the op's handleOps could cost the relay up to %s wei, above its loss bound of %s wei per hour; lower the op's gas limits or maxFeePerGas",
			cost, g.bound)
	}
	lost := g.losses.sum(now)
	if new(big.Int).Add(lost, cost).Cmp(g.bound) > 0 {
		until := g.losses.roomAt(now, new(big.Int).Sub(g.bound, cost))
		e := refuse(CodeThrottled, "the relay lost %s wei in the last hour (its bound is %s wei): ops are refused until %s",
			lost, g.bound, until.UTC().Format(time.RFC3339))
		e.cause = ErrOverLossBound
		return e
	}
	need := new(big.Int).Add(lost, cost)
	if need.Add(need, g.exposure).Cmp(g.bound) > 0 {
		e := refuse(CodeThrottled, "the relay's ops in flight could cost it up to %s wei if they failed on chain, which with the last hour's losses (%s wei) leaves no room for this op's %s wei under its loss bound of %s wei; retry once they are mined",
			g.exposure, lost, cost, g.bound)
		e.cause = ErrOverLossBound
		return e
	}
	return nil
}

// ErrOverLossBound: the relay's losses of the last hour, with what its ops in flight could cost,
// leave no room for the op under its loss bound (a -32504 refusal unwraps to it).
var ErrOverLossBound = errors.New("no room under the relay's loss bound")

// raise adds more to an admitted reservation (a transaction sent at a higher fee cap than reserved
// for).
func (g *guard) raise(more *big.Int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.exposure.Add(g.exposure, more)
}

// held is what the transactions in flight could still cost the relay.
func (g *guard) held() *big.Int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return new(big.Int).Set(g.exposure)
}

// release gives back an admitted cost whose transaction was not sent or will never be mined.
func (g *guard) release(cost *big.Int) {
	g.settle(time.Time{}, cost, nil)
}

// settle gives back cost and counts loss (nil or positive) at now.
func (g *guard) settle(now time.Time, cost, loss *big.Int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if cost != nil {
		g.exposure.Sub(g.exposure, cost)
	}
	if loss != nil {
		g.losses.add(now, loss)
	}
}

// lost is the sum of the losses of the last hour.
func (g *guard) lost(now time.Time) *big.Int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.losses.sum(now)
}

// lossWindow sums losses by the minute, for the last hour: a loss counts from its minute for 60 full
// minutes more, so for at least an hour and at most an hour and a minute, in fixed memory.
type lossWindow struct {
	slots [windowMinutes]lossSlot
}

const windowMinutes = 61

type lossSlot struct {
	minute int64
	wei    *big.Int
}

func (w *lossWindow) add(now time.Time, wei *big.Int) {
	m := now.Unix() / 60
	s := &w.slots[m%windowMinutes]
	if s.minute != m || s.wei == nil {
		s.minute, s.wei = m, new(big.Int)
	}
	s.wei.Add(s.wei, wei)
}

// live are the slots that still count at now, oldest first.
func (w *lossWindow) live(now time.Time) []lossSlot {
	m := now.Unix() / 60
	var out []lossSlot
	for _, s := range w.slots {
		if s.wei != nil && s.minute > m-windowMinutes && s.minute <= m {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b lossSlot) int { return int(a.minute - b.minute) })
	return out
}

func (w *lossWindow) sum(now time.Time) *big.Int {
	total := new(big.Int)
	for _, s := range w.live(now) {
		total.Add(total, s.wei)
	}
	return total
}

// roomAt is when the window's sum falls to at most target, as its oldest losses stop counting.
func (w *lossWindow) roomAt(now time.Time, target *big.Int) time.Time {
	live := w.live(now)
	total := new(big.Int)
	for _, s := range live {
		total.Add(total, s.wei)
	}
	for _, s := range live {
		if total.Cmp(target) <= 0 {
			break
		}
		total.Sub(total, s.wei)
		now = time.Unix((s.minute+windowMinutes)*60, 0)
	}
	return now
}
