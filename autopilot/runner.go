package autopilot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// defaultReceiptTimeout is how long a run waits for its transaction's receipt (the spec's two
// minutes).
const defaultReceiptTimeout = 2 * time.Minute

// defaultBusyWait is how long a run waits for another op of the account (a manual investment) to be
// mined before it is recorded as skipped: an op is usually mined within a block or two, and the run's
// sponsorship stays valid for ten minutes.
const defaultBusyWait = 30 * time.Second

// Drafter drafts a run's plan from the config's goal and amount (agent.Drafter).
type Drafter interface {
	Draft(req agent.DraftRequest) (agent.Allocation, error)
}

// Quoter quotes one leg (quote.Service).
type Quoter interface {
	Respond(ctx context.Context, r quote.Request) (quote.Response, error)
}

// Submitter sends userOps to the EntryPoint in one handleOps transaction: the service's relay
// (relay.Relay, which refuses an op, with an error that unwraps to relay.ErrSenderBusy, while another
// op of its account is in flight), or a bare chain.Bundler.
type Submitter interface {
	Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error)
}

// RunnerConfig configures a Runner.
type RunnerConfig struct {
	Service *Service
	Store   *Store
	Inbox   *inbox.Inbox
	// Signer is the delegated signer of the users' wallets (a GrantedSigner).
	Signer   Signer
	Drafter  Drafter
	Panel    func() *market.Panel
	Assessor *agent.Assessor
	Quotes   Quoter
	// Sponsor signs the run's gas sponsorship (the service's policy, sponsor.ServiceRules).
	Sponsor *sponsor.Sponsor
	// Bundler submits handleOps from the relay key (the relay, so that its one op in flight per
	// account covers runs too).
	Bundler    Submitter
	Client     *chain.Client
	Deployment *chain.Deployment
	// Gas of the run's userOp; fees are the chain's current ones capped by MaxFeePerGas and
	// MaxPriorityFeePerGas.
	Gas            chain.UserOpGas
	ReceiptTimeout time.Duration
	// BusyWait is how long a run waits while another op of the account is in flight before it is
	// recorded as skipped (default DefaultBusyWait).
	BusyWait time.Duration
	// Instance names this process among the service's replicas (default the host name); it must
	// stay the same across a restart of one replica and differ between replicas. A replica
	// reconciles its own earlier attempts at once; another replica's only once its receipt
	// wait is over, so two processes never settle one run.
	Instance string
	// InFlight, when set, holds each account's in-flight slot across the service's replicas too
	// (coord's TryLock; busy is coord.ErrBusy); without it the slot is this process's alone.
	InFlight TryLocker
	// Members, when set, are the live replicas the scheduler's due runs are split over (coord's
	// Coordinator): a tick runs only the configs whose user id hashes to this replica. Without it
	// a tick runs every due config.
	Members membership
	// Workers is how many runs a tick executes at once (default 4).
	Workers int
	Now     func() time.Time
	Log     *slog.Logger
	// Metrics, when set, registers vera_autopilot_run_failures_total.
	Metrics prometheus.Registerer
}

// Runner executes Autopilot runs: the bounds in the spec's order before anything is signed,
// then the plan's assessment, a quote per leg and one sponsored userOp from the smart account
// that pulls the run's USDG from the owner, buys every leg and records the assessment. At most
// one run per account is in flight in a process; at most one userOp per run executes on chain
// (the run's nonce key). It is safe for concurrent use.
type Runner struct {
	cfg      RunnerConfig
	mu       sync.Mutex
	inflight map[string]bool
	// assessedAt is the Unix second of each user's last assessment: a plan's id is its hash and
	// its second, so two runs of one plan in one second would share an id the record refuses.
	assessedAt map[string]int64
	// lastStartMs is the millisecond the process's last run started: each run starts at a later
	// one, so one user's runs of one second keep their order in the runs list.
	lastStartMs atomic.Int64
	token       *usdg.USDG
	account     *veraaccount.VeraAccount
	eth         *ethclient.Client
	failures    *failures
}

// startedAt is a run's start, in whole milliseconds, strictly after the previous run's start in
// this process (an injected clock may stand still).
func (r *Runner) startedAt(now time.Time) time.Time {
	for {
		prev := r.lastStartMs.Load()
		ms := max(now.UnixMilli(), prev+1)
		if r.lastStartMs.CompareAndSwap(prev, ms) {
			return time.UnixMilli(ms).UTC()
		}
	}
}

// NewRunner checks cfg and returns a Runner.
func NewRunner(cfg RunnerConfig) (*Runner, error) {
	if cfg.Service == nil || cfg.Store == nil || cfg.Inbox == nil || cfg.Signer == nil || cfg.Drafter == nil || cfg.Panel == nil ||
		cfg.Assessor == nil || cfg.Quotes == nil || cfg.Sponsor == nil || cfg.Bundler == nil || cfg.Client == nil || cfg.Deployment == nil {
		return nil, errors.New("autopilot runner: every part is required")
	}
	if cfg.Gas.MaxFeePerGas == nil || cfg.Gas.MaxPriorityFeePerGas == nil {
		return nil, errors.New("autopilot runner: gas fee caps are required")
	}
	if cfg.ReceiptTimeout <= 0 {
		cfg.ReceiptTimeout = defaultReceiptTimeout
	}
	if cfg.BusyWait <= 0 {
		cfg.BusyWait = defaultBusyWait
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Workers <= 0 {
		cfg.Workers = defaultTickWorkers
	}
	if cfg.Instance == "" {
		h, err := os.Hostname()
		if err != nil {
			return nil, fmt.Errorf("autopilot runner: instance name: %w", err)
		}
		cfg.Instance = h
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	f, err := newFailures(cfg.Metrics, cfg.Log)
	if err != nil {
		return nil, fmt.Errorf("autopilot runner: metrics: %w", err)
	}
	return &Runner{cfg: cfg, inflight: map[string]bool{}, assessedAt: map[string]int64{}, token: usdg.NewUSDG(), account: veraaccount.NewVeraAccount(),
		eth: ethclient.NewClient(cfg.Client.RPC()), failures: f}, nil
}

// TryLocker takes a key's lock if it is free (coord's TryLock).
type TryLocker interface {
	TryLock(ctx context.Context, key string) (unlock func(), err error)
}

// claim takes the account's in-flight slot; release gives it back.
func (r *Runner) claim(userID string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.inflight[userID] {
		return false
	}
	r.inflight[userID] = true
	return true
}

func (r *Runner) release(userID string) {
	r.mu.Lock()
	delete(r.inflight, userID)
	r.mu.Unlock()
}

// Run executes the run of key now and returns its record: ErrNoConfig without a config,
// ErrInFlight while another run of the account is in flight here, ErrTakenElsewhere when another
// process executed the run's slot. A run already recorded under key is returned as recorded,
// without running again.
func (r *Runner) Run(ctx context.Context, key RunKey) (Run, error) {
	return r.runKey(ctx, key, nil)
}

// runKey is Run; when found is set, it says whether the run was recorded already (by an earlier
// run, here or in another replica), so a tick counts only the runs it executed.
func (r *Runner) runKey(ctx context.Context, key RunKey, found *bool) (Run, error) {
	if !r.claim(key.UserID) {
		return Run{}, ErrInFlight
	}
	defer r.release(key.UserID)
	unlock, err := r.lockAcrossReplicas(ctx, key.UserID)
	if errors.Is(err, ErrInFlight) {
		return Run{}, err
	}
	if err != nil {
		return Run{}, fmt.Errorf("run %s of %s: %w", key.id(), key.UserID, err)
	}
	defer unlock()
	return r.run(ctx, key, found)
}

// lockAcrossReplicas takes the account's in-flight slot in the coordination service (InFlight),
// when there is one: ErrInFlight while another replica's run or reconciliation of the account
// holds it.
func (r *Runner) lockAcrossReplicas(ctx context.Context, userID string) (func(), error) {
	if r.cfg.InFlight == nil {
		return func() {}, nil
	}
	unlock, err := r.cfg.InFlight.TryLock(ctx, "autopilot-run/"+userID)
	if errors.Is(err, coord.ErrBusy) {
		return nil, ErrInFlight
	}
	if err != nil {
		return nil, fmt.Errorf("in-flight slot: %w", err)
	}
	return unlock, nil
}

func (r *Runner) run(ctx context.Context, key RunKey, found *bool) (Run, error) {
	c, err := r.cfg.Service.Get(ctx, key.UserID)
	if err != nil {
		return Run{}, err
	}
	if done, ok, err := r.cfg.Store.loadRun(ctx, key.UserID, key.id()); err != nil || ok {
		if found != nil {
			*found = ok
		}
		if ok && key.Request == "" && !key.Slot.IsZero() && c.NextRunAt.Equal(key.Slot) {
			err = r.finishRecorded(context.WithoutCancel(ctx), key, c, done)
		}
		return done, err
	}
	if a, ok, err := r.cfg.Store.loadAttempt(ctx, key.UserID, key.id()); err != nil {
		return Run{}, err
	} else if ok && a.State == attemptSubmitted {
		if !r.mayReconcile(a) {
			return Run{}, fmt.Errorf("run %s of %s: %w in replica %s", key.id(), key.UserID, ErrInFlight, a.Instance)
		}
		return r.reconcile(ctx, a)
	}
	// The chain first: a spent nonce key means another process executed this run.
	seq, err := chain.AccountNonce(ctx, r.cfg.Client, r.cfg.Deployment.EntryPoint, c.SmartAccount, key.nonceKey())
	if err != nil {
		return Run{}, fmt.Errorf("run %s of %s: %w", key.id(), key.UserID, err)
	}
	if seq.Cmp(key.nonce()) != 0 {
		return Run{}, ErrTakenElsewhere
	}
	started := r.startedAt(r.cfg.Now())
	now := started.Truncate(time.Second)
	run := Run{UserID: key.UserID, ID: key.id(), RanAt: started, AmountE6: c.AmountE6}
	p, reason, err := r.prepare(ctx, c, now)
	if err != nil {
		return Run{}, err
	}
	if reason != "" {
		run.Status, run.Reason = StatusSkipped, reason
		return run, r.finish(ctx, key, c, run, nil)
	}
	run.AssessedRiskBps = p.measured
	sub, runErr := r.submit(ctx, key, c, p, started)
	if runErr != nil {
		if errors.Is(runErr, ErrTakenElsewhere) {
			return Run{}, runErr
		}
		// Nothing was sent, and the slot is recorded: the run is not tried again. A skip, not an error:
		// neither is the config's doing, and errors pause it.
		if errors.Is(runErr, relay.ErrSenderBusy) {
			run.Status, run.Reason = StatusSkipped, reasonAccountBusy
			return run, r.finish(ctx, key, c, run, nil)
		}
		if errors.Is(runErr, relay.ErrOverLossBound) {
			run.Status, run.Reason = StatusSkipped, reasonRelayLimit
			return run, r.finish(ctx, key, c, run, nil)
		}
		run.Status, run.Reason = StatusError, reasonOf(runErr)
		return run, r.finish(ctx, key, c, run, runErr)
	}
	return r.await(ctx, sub)
}

// prepare checks the bounds in the spec's order, reading the chain only for the owner's cash
// (and only once the config is runnable). Nothing is signed here.
func (r *Runner) prepare(ctx context.Context, c Config, now time.Time) (plan, string, error) {
	if checkRunnable(c) != nil {
		return plan{}, reasonPaused, nil
	}
	cash, err := r.usdgOf(ctx, c.Owner)
	if err != nil {
		return plan{}, "", err
	}
	p, reason := evaluateBounds(c, cash, now, r.cfg.Drafter, r.cfg.Panel())
	return p, reason, nil
}

func (r *Runner) usdgOf(ctx context.Context, holder common.Address) (*big.Int, error) {
	usdgAddr := r.cfg.Deployment.USDG
	raw, err := r.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &usdgAddr, Data: r.token.PackBalanceOf(holder)}, nil)
	if err != nil {
		return nil, fmt.Errorf("read USDG of %s: %w", holder.Hex(), err)
	}
	return r.token.UnpackBalanceOf(raw)
}

// runError is a run that failed after its bounds passed, with the reason the user reads.
type runError struct {
	reason string
	cause  string // CauseSigning, ...; empty: read from the reason
	err    error
}

func (e *runError) Error() string { return e.reason + ": " + e.err.Error() }
func (e *runError) Unwrap() error { return e.err }

func fail(reason string, err error) error { return &runError{reason: reason, err: err} }

// failAs is fail with the cause the failures metric counts it under.
func failAs(cause, reason string, err error) error {
	return &runError{reason: reason, cause: cause, err: err}
}

func reasonOf(err error) string {
	var re *runError
	if errors.As(err, &re) {
		return re.reason
	}
	return reasonNotSubmitted
}

func signFail(err error) error {
	if errors.Is(err, ErrNoGrant) {
		return failAs(causeSigning, reasonNoSignature, err)
	}
	return failAs(causeSigning, reasonNotSubmitted, err)
}

// finish writes the run record, updates the config (RecordRunOutcome, the schedule for a
// scheduled run) and notifies the user.
func (r *Runner) finish(ctx context.Context, key RunKey, c Config, run Run, runErr error) error {
	ctx = context.WithoutCancel(ctx) // an outcome is recorded even when the caller went away
	if run.Status == StatusError {
		r.failures.record(ctx, c, run, runErr)
	}
	if err := r.cfg.Store.writeRun(ctx, run); err != nil {
		return err
	}
	if c.UserID != "" {
		o := runOutcome{Status: run.Status, At: run.RanAt, SpentE6: run.SpentE6, Err: runErr}
		if key.Request == "" && !key.Slot.IsZero() {
			o.NextRunAt, o.Slot = nextSlot(c, key.Slot, r.cfg.Now()), key.Slot
		}
		if _, err := r.cfg.Service.recordRunOutcome(ctx, key.UserID, o); err != nil && !errors.Is(err, ErrNoConfig) {
			return err
		}
	}
	_, err := r.cfg.Inbox.Notify(ctx, key.UserID, runNotification(run))
	return err
}

// finishRecorded ends a scheduled run whose record a stopped process wrote before it recorded the
// outcome on the config (which moves the schedule): it records the outcome, and notifies the user,
// which finish does only after that write. Without it the slot would stay due for ever, answered
// from its record at every tick, and no later slot would run.
func (r *Runner) finishRecorded(ctx context.Context, key RunKey, c Config, done Run) error {
	_, err := r.cfg.Service.recordRunOutcome(ctx, key.UserID, runOutcome{Status: done.Status, At: done.RanAt, SpentE6: done.SpentE6,
		NextRunAt: nextSlot(c, key.Slot, r.cfg.Now()), Slot: key.Slot, Unrecorded: true})
	if errors.Is(err, errOutcomeRecorded) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = r.cfg.Inbox.Notify(ctx, key.UserID, runNotification(done))
	return err
}

func runNotification(run Run) inbox.Notification {
	amount := fmt.Sprintf("$%.2f", usd(run.AmountE6))
	switch run.Status {
	case StatusSuccess:
		return inbox.Notification{Kind: inbox.KindAutopilot, Title: "Autopilot invested " + amount,
			Body: fmt.Sprintf("Bought %d holdings in one transaction.", len(run.Holdings)), TxHash: run.TxHash}
	case StatusSkipped:
		return inbox.Notification{Kind: inbox.KindAutopilot, Title: "Autopilot skipped a run", Body: run.Reason}
	}
	return inbox.Notification{Kind: inbox.KindAutopilot, Title: "Autopilot run failed", Body: run.Reason, TxHash: run.TxHash}
}
