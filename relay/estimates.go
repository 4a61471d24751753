package relay

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/semaphore"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// CodeLimitExceeded is EIP-1474's "limit exceeded": an estimate refused because the estimates'
// budget is spent (for a caller the service does not know) or busy past the wait (for one it
// knows). The error's data is {"retryAfterMs": n}.
const CodeLimitExceeded = -32005

// Defaults of EstimateConfig (docs/bundler.md, "The estimates' budget", says why these figures).
const (
	// DefaultEstimateVerificationGasCap and DefaultEstimateCallGasCap bound the simulation of an
	// unsponsored estimate: 1.4M gas in all, a quarter of the paymaster's caps.
	DefaultEstimateVerificationGasCap = 400_000
	DefaultEstimateCallGasCap         = 1_000_000
	// defaultEstimateSlots simulations run at once; DefaultEstimateUnknownSlots of them may be
	// unknown callers'.
	defaultEstimateSlots        = 4
	defaultEstimateUnknownSlots = 1
	// defaultEstimateOpKnownSlots of them may be callers known only by their op, not by a token.
	defaultEstimateOpKnownSlots = 2
	// defaultEstimateUnknownGasPerSecond is the simulated gas a second of unknown callers' estimates:
	// two at the cap.
	defaultEstimateUnknownGasPerSecond = 3_000_000
	// defaultEstimateKnownWait is how long a known caller's estimate waits for a slot.
	defaultEstimateKnownWait = 2 * time.Second
	// defaultEstimateKnownQuiet is how long after a known caller's estimate unknown callers' wait:
	// the gap between the requests of one client's flow (stub, estimate, sponsorship, send).
	defaultEstimateKnownQuiet = 50 * time.Millisecond
)

// EstimateConfig bounds eth_estimateUserOperationGas. Every estimate is a simulation the relay runs
// for anyone, so they share one budget per process; a per-client limit cannot stop a thousand
// clients. Callers the service knows are served first; the others get a bounded share. A caller is
// known with a valid bearer token, or when its op is one the service would sponsor: its calls on
// the sponsorship's allowlist and its sender one of the service's accounts of a vouched owner (an
// estimate needs no signature, so anyone can send such an op; its calls being the service's own
// bounds what it costs, and one estimate of each such account runs at a time).
type EstimateConfig struct {
	// VerificationGasCap and CallGasCap are the most gas an unsponsored estimate simulates (the
	// service's sponsored ops of known owners simulate at the paymaster's caps). An op whose limits
	// would exceed them is refused with CodeInvalidParams.
	VerificationGasCap, CallGasCap uint64
	// Slots is how many estimates simulate at once; UnknownSlots how many of them may be unknown
	// callers', OpKnownSlots how many callers' known only by their op. Anyone can name a vouched
	// owner's account without its signature, so a crowd of such estimates can fill OpKnownSlots but
	// never the slots kept for signed-in callers.
	Slots, UnknownSlots, OpKnownSlots int
	// UnknownGasPerSecond is the simulated gas a second unknown callers' estimates may spend: each
	// reserves its caps before simulating and gets back what it did not use. The reserve holds a
	// second of it.
	UnknownGasPerSecond uint64
	// KnownWait is how long a known caller's estimate waits for a slot, ahead of unknown callers
	// (who never wait: they are refused with CodeLimitExceeded).
	KnownWait time.Duration
	// KnownQuiet: an unknown caller's estimate starts only when no known caller's is waiting or
	// running and none ended within KnownQuiet, so that a stranger's simulation never competes for
	// the processor with the service's users' (on a loaded machine, one at the caps delays a
	// concurrent estimate by as long as it runs). Strangers are served from the idle time. Negative:
	// they run alongside known callers' (a measurement's baseline).
	KnownQuiet time.Duration
}

func (c EstimateConfig) withDefaults() EstimateConfig {
	if c.VerificationGasCap == 0 {
		c.VerificationGasCap = DefaultEstimateVerificationGasCap
	}
	if c.CallGasCap == 0 {
		c.CallGasCap = DefaultEstimateCallGasCap
	}
	if c.Slots <= 0 {
		c.Slots = defaultEstimateSlots
	}
	if c.UnknownSlots <= 0 {
		c.UnknownSlots = defaultEstimateUnknownSlots
	}
	c.UnknownSlots = min(c.UnknownSlots, c.Slots)
	if c.OpKnownSlots <= 0 {
		c.OpKnownSlots = defaultEstimateOpKnownSlots
	}
	c.OpKnownSlots = min(c.OpKnownSlots, c.Slots)
	if c.UnknownGasPerSecond == 0 {
		c.UnknownGasPerSecond = defaultEstimateUnknownGasPerSecond
	}
	if c.KnownWait <= 0 {
		c.KnownWait = defaultEstimateKnownWait
	}
	if c.KnownQuiet == 0 {
		c.KnownQuiet = defaultEstimateKnownQuiet
	}
	return c
}

type signedInKey struct{}

// WithSignedIn tells the relay how to learn whether ctx's caller is signed in (a valid bearer
// token): signedIn is asked only when an estimate needs to know, so other methods never pay for a
// token's check.
func WithSignedIn(ctx context.Context, signedIn func() bool) context.Context {
	return context.WithValue(ctx, signedInKey{}, signedIn)
}

func isSignedIn(ctx context.Context) bool {
	f, _ := ctx.Value(signedInKey{}).(func() bool)
	return f != nil && f()
}

// estimates is the budget every estimate simulates under: slots for all, a smaller share of them
// and a reserve of gas for unknown callers.
type estimates struct {
	cfg     EstimateConfig
	slots   *semaphore.Weighted
	unknown *semaphore.Weighted
	opKnown *semaphore.Weighted
	now     func() time.Time

	mu  sync.Mutex
	gas float64 // unknown callers' reserve at `at`, at most a second of UnknownGasPerSecond
	at  time.Time
	// knownActive counts the known callers' estimates waiting or running; knownLast is when the
	// last one started or ended.
	knownActive int
	knownLast   time.Time
	// accounts are the senders of the estimates known by their op (not by a token) waiting or running.
	accounts map[common.Address]struct{}
}

func newEstimates(cfg EstimateConfig) *estimates {
	cfg = cfg.withDefaults()
	return &estimates{cfg: cfg, slots: semaphore.NewWeighted(int64(cfg.Slots)), unknown: semaphore.NewWeighted(int64(cfg.UnknownSlots)),
		opKnown: semaphore.NewWeighted(int64(cfg.OpKnownSlots)),
		now:     time.Now, gas: float64(cfg.UnknownGasPerSecond), at: time.Now(), accounts: map[common.Address]struct{}{}}
}

// estimateRun is one admitted estimate: the gas its simulation may use, and what it holds.
type estimateRun struct {
	e                          *estimates
	known, capped, knownHeld   bool
	account                    *common.Address // held in e.accounts
	verificationGas, callGas   uint64
	reserved, used             uint64 // unknown callers' gas
	pmVerification, pmPostOp   uint64
	releaseSlot, releaseShared bool
	releaseOpKnown             bool
}

// admitEstimate classifies o's caller, chooses the gas o's simulation may use (the paymaster's caps
// for a sponsored op of a known caller, the estimate caps otherwise) and takes its place in the
// budget, or refuses it. The caller must call done.
func (r *Relay) admitEstimate(ctx context.Context, o chain.UserOp) (*estimateRun, error) {
	e, l := r.estimates, r.cfg.Limits
	run := &estimateRun{e: e, verificationGas: l.VerificationGasLimit, callGas: l.CallGasLimit}
	switch {
	case isSignedIn(ctx):
		run.known = true
	case r.sponsorable(ctx, o) && e.holdAccount(o.Sender):
		run.known, run.account = true, &o.Sender
	}
	known := run.known
	if o.Paymaster != nil {
		run.pmVerification, run.pmPostOp = o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit
	}
	if o.Paymaster == nil || !known {
		run.capped = true
		run.verificationGas = min(run.verificationGas, e.cfg.VerificationGasCap)
		run.callGas = min(run.callGas, e.cfg.CallGasCap)
	}
	if known {
		e.knownBusy(1)
		run.knownHeld = true
		wctx, cancel := context.WithTimeout(ctx, e.cfg.KnownWait)
		defer cancel()
		if run.account != nil {
			if err := e.opKnown.Acquire(wctx, 1); err != nil {
				run.done()
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				return nil, limitExceeded(time.Second, "the estimates of accounts named without a sign-in stayed at their limit of %d at once for %s; "+
					"retry in a second, or sign in", e.cfg.OpKnownSlots, e.cfg.KnownWait)
			}
			run.releaseOpKnown = true
		}
		if err := e.slots.Acquire(wctx, 1); err != nil {
			run.done()
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, limitExceeded(time.Second, "every estimate slot stayed busy for %s; retry in a second", e.cfg.KnownWait)
		}
		run.releaseSlot = true
		return run, nil
	}
	// Unknown callers never wait: the known callers' idle time, a share of the slots, a reserve of
	// gas, then a slot no known caller is waiting for.
	if wait := e.knownIdleIn(); wait > 0 {
		return nil, limitExceeded(wait, "the service's own users' estimates come first; retry in %d ms, or sign in", wait.Milliseconds())
	}
	if !e.unknown.TryAcquire(1) {
		return nil, limitExceeded(time.Second, "the estimates of callers the service does not know are at their limit of %d at once; "+
			"retry in a second, or sign in", e.cfg.UnknownSlots)
	}
	run.releaseShared = true
	run.reserved = run.verificationGas + run.callGas + run.pmVerification + run.pmPostOp
	run.used = run.reserved
	if wait := e.take(run.reserved); wait > 0 {
		run.reserved, run.used = 0, 0
		run.done()
		return nil, limitExceeded(wait, "the estimates of callers the service does not know spent their %d gas a second; retry in %d ms, or sign in",
			e.cfg.UnknownGasPerSecond, wait.Milliseconds())
	}
	if !e.slots.TryAcquire(1) {
		run.done()
		return nil, limitExceeded(time.Second, "every estimate slot is busy; retry in a second, or sign in")
	}
	run.releaseSlot = true
	return run, nil
}

// sponsorable: o is an op the service would sponsor, as pm_getPaymasterStubData checks it (its
// fees and gas aside, which an estimate sets): its calls on the allowlist, checked first without
// I/O, so that a stranger's op costs no read; then its sender one of the service's accounts of a
// vouched owner.
func (r *Relay) sponsorable(ctx context.Context, o chain.UserOp) bool {
	if r.cfg.Sponsor == nil {
		return false
	}
	l, pm := r.cfg.Limits, r.cfg.Paymaster
	o.Paymaster, o.PaymasterData = &pm, nil
	o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = l.PaymasterVerificationGasLimit, l.PaymasterPostOpGasLimit
	o.VerificationGasLimit, o.CallGasLimit, o.PreVerificationGas = l.VerificationGasLimit, l.CallGasLimit, l.PreVerificationGas
	o.MaxFeePerGas, o.MaxPriorityFeePerGas = l.MaxFeePerGas, l.MaxPriorityFeePerGas
	op := o.Packed()
	if r.cfg.Sponsor.Check(op) != nil {
		return false
	}
	_, err := r.cfg.Sponsor.KnownOwner(ctx, op)
	return err == nil
}

// holdAccount counts an estimate of account known by its op, unless one is waiting or running
// already (a client's flow estimates one op at a time; more at once are not served first).
func (e *estimates) holdAccount(account common.Address) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, busy := e.accounts[account]; busy {
		return false
	}
	e.accounts[account] = struct{}{}
	return true
}

// take reserves gas of the unknown callers' reserve, or says how long until it holds that much. A
// reservation above a second's worth needs a full reserve and leaves it in debt.
func (e *estimates) take(gas uint64) time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	now, rate := e.now(), float64(e.cfg.UnknownGasPerSecond)
	e.gas = math.Min(rate, e.gas+now.Sub(e.at).Seconds()*rate)
	e.at = now
	if need := math.Min(float64(gas), rate); e.gas < need {
		return time.Duration(math.Ceil((need-e.gas)/rate*1000)) * time.Millisecond
	}
	e.gas -= float64(gas)
	return 0
}

// give returns gas to the unknown callers' reserve.
func (e *estimates) give(gas uint64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.gas = math.Min(float64(e.cfg.UnknownGasPerSecond), e.gas+float64(gas))
}

// simulate runs op from from (its limits the run's) and counts the gas it used; an unsponsored estimate whose
// limits would exceed the caps is refused.
func (run *estimateRun) simulate(ctx context.Context, r *Relay, from common.Address, op entrypoint.PackedUserOperation) (chain.UserOpEstimate, error) {
	est, err := chain.SimulateUserOp(ctx, r.cfg.Client, r.cfg.EntryPoint, from, op, run.verificationGas, run.callGas)
	var fo *chain.FailedOpError
	if run.capped && errors.As(err, &fo) && fo.Code() == "AA26" {
		return est, refuse(CodeInvalidParams, "the op's validation needs more gas than an unsponsored estimate simulates (%d); "+
			"set its gas limits yourself, or estimate a sponsored op of the service's accounts", run.verificationGas)
	}
	if err != nil {
		return est, err
	}
	run.used = min(run.reserved, est.Validation+est.Execution+run.pmVerification+run.pmPostOp)
	if !run.capped {
		return est, nil
	}
	if v, c := margined(est.Validation), margined(est.Execution); v > run.verificationGas || c > run.callGas {
		return est, refuse(CodeInvalidParams, "the op's gas limits would be %d for verification and %d for the call, above what an unsponsored "+
			"estimate simulates (%d and %d); set its gas limits yourself, or estimate a sponsored op of the service's accounts",
			v, c, run.verificationGas, run.callGas)
	}
	return est, nil
}

// margined is used plus the estimate's margin (withMargin without its limit).
func margined(used uint64) uint64 { return used + used*estimateMarginPercent/100 + estimateMarginGas }

// knownBusy counts a known caller's estimate in (1) or out (-1).
func (e *estimates) knownBusy(n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.knownActive += n
	e.knownLast = e.now()
}

// knownIdleIn is how long until unknown callers' estimates may start (0: now).
func (e *estimates) knownIdleIn() time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case e.cfg.KnownQuiet < 0:
		return 0
	case e.knownActive > 0:
		return e.cfg.KnownQuiet
	}
	return max(0, e.knownLast.Add(e.cfg.KnownQuiet).Sub(e.now()))
}

// done gives back what run holds: its slots, its count as a known caller's, and the gas an unknown
// caller reserved and did not use.
func (run *estimateRun) done() {
	if run.knownHeld {
		run.e.knownBusy(-1)
		run.knownHeld = false
	}
	if run.account != nil {
		run.e.mu.Lock()
		delete(run.e.accounts, *run.account)
		run.e.mu.Unlock()
		run.account = nil
	}
	if run.releaseSlot {
		run.e.slots.Release(1)
		run.releaseSlot = false
	}
	if run.releaseShared {
		run.e.unknown.Release(1)
		run.releaseShared = false
	}
	if run.releaseOpKnown {
		run.e.opKnown.Release(1)
		run.releaseOpKnown = false
	}
	if run.reserved > run.used {
		run.e.give(run.reserved - run.used)
	}
	run.reserved, run.used = 0, 0
}

// limitExceeded is a CodeLimitExceeded refusal with its retry hint.
func limitExceeded(retry time.Duration, format string, args ...any) *Error {
	return &Error{Code: CodeLimitExceeded, Message: fmt.Sprintf(format, args...), Data: map[string]int64{"retryAfterMs": retry.Milliseconds()}}
}
