package autopilot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/sponsor"
)

// DefaultReceiptTimeout is how long a run waits for its transaction's receipt (the spec's two
// minutes).
const DefaultReceiptTimeout = 2 * time.Minute

// Drafter drafts a run's plan from the config's goal and amount (agent.Drafter).
type Drafter interface {
	Draft(req agent.DraftRequest) (agent.Allocation, error)
}

// Quoter quotes one leg (quote.Service).
type Quoter interface {
	Respond(ctx context.Context, r quote.Request) (quote.Response, error)
}

// RunnerConfig configures a Runner.
type RunnerConfig struct {
	Service *Service
	Store   *Store
	Inbox   *Inbox
	// Signer is the delegated signer of the users' wallets (a GrantedSigner).
	Signer   Signer
	Drafter  Drafter
	Panel    func() *market.Panel
	Assessor *agent.Assessor
	Quotes   Quoter
	// Sponsor signs the run's gas sponsorship (the service's policy, sponsor.ServiceRules).
	Sponsor *sponsor.Sponsor
	// Bundler submits handleOps from the relay key.
	Bundler    *chain.Bundler
	Client     *chain.Client
	Deployment *chain.Deployment
	// Gas of the run's userOp; fees are the chain's current ones capped by MaxFeePerGas and
	// MaxPriorityFeePerGas.
	Gas            chain.UserOpGas
	ReceiptTimeout time.Duration
	// Instance names this process among the service's replicas (default the host name); it must
	// stay the same across a restart of one replica and differ between replicas. A replica
	// reconciles its own earlier attempts at once; another replica's only once its receipt
	// wait is over, so two processes never settle one run.
	Instance string
	Now      func() time.Time
	Log      *slog.Logger
	// afterSubmit, in tests, stops a run between submission and receipt, as a killed process.
	afterSubmit func() error
	// beforeSubmit, in tests, acts between the run's quotes and its sponsorship.
	beforeSubmit func()
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
		cfg.ReceiptTimeout = DefaultReceiptTimeout
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
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
	return &Runner{cfg: cfg, inflight: map[string]bool{}, assessedAt: map[string]int64{}, token: usdg.NewUSDG(), account: veraaccount.NewVeraAccount(),
		eth: ethclient.NewClient(cfg.Client.RPC())}, nil
}

// GasAtCaps is a run userOp's gas at the sponsorship caps l.
func GasAtCaps(l sponsor.Limits) chain.UserOpGas {
	return chain.UserOpGas{
		VerificationGasLimit: l.VerificationGasLimit, CallGasLimit: l.CallGasLimit, PreVerificationGas: l.PreVerificationGas,
		MaxPriorityFeePerGas: l.MaxPriorityFeePerGas, MaxFeePerGas: l.MaxFeePerGas,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit,
	}
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
	if !r.claim(key.UserID) {
		return Run{}, ErrInFlight
	}
	defer r.release(key.UserID)
	return r.run(ctx, key)
}

func (r *Runner) run(ctx context.Context, key RunKey) (Run, error) {
	c, err := r.cfg.Service.Get(ctx, key.UserID)
	if err != nil {
		return Run{}, err
	}
	if done, ok, err := r.cfg.Store.loadRun(ctx, key.UserID, key.ID()); err != nil || ok {
		return done, err
	}
	if a, ok, err := r.cfg.Store.loadAttempt(ctx, key.UserID, key.ID()); err != nil {
		return Run{}, err
	} else if ok && a.State == attemptSubmitted {
		if !r.mayReconcile(a) {
			return Run{}, fmt.Errorf("run %s of %s: %w in replica %s", key.ID(), key.UserID, ErrInFlight, a.Instance)
		}
		return r.reconcile(ctx, a)
	}
	// The chain first: a spent nonce key means another process executed this run.
	seq, err := chain.AccountNonce(ctx, r.cfg.Client, r.cfg.Deployment.EntryPoint, c.SmartAccount, key.NonceKey())
	if err != nil {
		return Run{}, fmt.Errorf("run %s of %s: %w", key.ID(), key.UserID, err)
	}
	if seq.Cmp(key.Nonce()) != 0 {
		return Run{}, ErrTakenElsewhere
	}
	started := r.startedAt(r.cfg.Now())
	now := started.Truncate(time.Second)
	run := Run{UserID: key.UserID, ID: key.ID(), RanAt: started, AmountE6: c.AmountE6}
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
		run.Status, run.Reason = StatusError, reasonOf(runErr)
		return run, r.finish(ctx, key, c, run, runErr)
	}
	if r.cfg.afterSubmit != nil {
		if err := r.cfg.afterSubmit(); err != nil {
			return Run{}, err
		}
	}
	return r.await(ctx, sub)
}

// plan is a run that passed its bounds: the plan, its measured risk and its legs.
type plan struct {
	alloc    agent.Allocation
	measured int
	legs     []Leg
}

// prepare checks the bounds in the spec's order, reading the chain only for the owner's cash
// (and only once the config is runnable). Nothing is signed here.
func (r *Runner) prepare(ctx context.Context, c Config, now time.Time) (plan, string, error) {
	if CheckRunnable(c) != nil {
		return plan{}, ReasonPaused, nil
	}
	cash, err := r.usdgOf(ctx, c.Owner)
	if err != nil {
		return plan{}, "", err
	}
	p, reason := evaluateBounds(c, cash, now, r.cfg.Drafter, r.cfg.Panel())
	return p, reason, nil
}

// evaluateBounds is the bounds of one run without chain work, in the spec's order: paused,
// cash (the owner's USDG, micro-USD), spend cap, then the drafted plan's measured risk against
// the ceiling and its legs against the minimum tradable size.
func evaluateBounds(c Config, cashE6 *big.Int, now time.Time, drafter Drafter, panel *market.Panel) (plan, string) {
	if CheckRunnable(c) != nil {
		return plan{}, ReasonPaused
	}
	if reason := CheckCash(c, cashE6); reason != "" {
		return plan{}, reason
	}
	if reason := CheckSpendCap(c, now); reason != "" {
		return plan{}, reason
	}
	alloc, err := drafter.Draft(agent.DraftRequest{Goal: c.Goal, AmountUSD: USD(c.AmountE6)})
	if err != nil {
		return plan{}, ReasonNoPlan
	}
	measured, err := agent.MeasureRisk(panel, alloc)
	if err != nil {
		return plan{}, ReasonNoPlan
	}
	if reason := CheckRisk(c, measured); reason != "" {
		return plan{}, reason
	}
	legs := SplitAmount(c.AmountE6, alloc.Allocations)
	if reason := CheckLegs(legs); reason != "" {
		return plan{}, reason
	}
	return plan{alloc: alloc, measured: measured, legs: legs}, ""
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
	err    error
}

func (e *runError) Error() string { return e.reason + ": " + e.err.Error() }
func (e *runError) Unwrap() error { return e.err }

func fail(reason string, err error) error { return &runError{reason: reason, err: err} }

func reasonOf(err error) string {
	var re *runError
	if errors.As(err, &re) {
		return re.reason
	}
	return ReasonNotSubmitted
}

// submitted is a run whose userOp was sent.
type submitted struct {
	attempt attempt
	tx      common.Hash
}

// submit assesses and signs the plan, quotes every leg, builds the run's one userOp, has it
// sponsored and signed by the delegated signer, stores the attempt and sends handleOps.
func (r *Runner) submit(ctx context.Context, key RunKey, c Config, p plan, started time.Time) (submitted, error) {
	now := started.Truncate(time.Second)
	d := r.cfg.Deployment
	if err := r.nextSecond(ctx, key.UserID); err != nil {
		return submitted{}, err
	}
	as, err := r.cfg.Assessor.Assess(ctx, agent.PlanRequest{Address: c.SmartAccount, Allocation: p.alloc, AmountUSD: USD(c.AmountE6)})
	if err != nil {
		return submitted{}, fail(ReasonNoPlan, err)
	}
	owner := OwnerSigner(r.cfg.Signer, c.WalletID, c.Owner)
	asAccount := chain.AccountSigner{Owner: owner, Account: c.SmartAccount, ChainID: d.ChainID}
	amount := new(big.Int).SetUint64(c.AmountE6)
	calls := make([]veraaccount.BaseAccountCall, 0, len(p.legs)+4)

	// Pull exactly the run's USDG from the owner: an EIP-2612 permit to the smart account,
	// signed by the delegated signer, then transferFrom; then approve Permit2 for it.
	permitCall, err := r.permit(ctx, c, amount, now)
	if err != nil {
		return submitted{}, err
	}
	calls = append(calls,
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: permitCall},
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: r.token.PackTransferFrom(c.Owner, c.SmartAccount, amount)},
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: r.token.PackApprove(d.Permit2, amount)},
	)
	for _, l := range p.legs {
		settle, err := r.settleCall(ctx, c, l, asAccount)
		if err != nil {
			return submitted{}, err
		}
		calls = append(calls, veraaccount.BaseAccountCall{Target: d.Settlement, Value: common.Big0, Data: settle})
	}
	recordCall, err := as.PackRecord(c.SmartAccount, amount, uint16(len(p.legs)))
	if err != nil {
		return submitted{}, fail(ReasonNotSubmitted, err)
	}
	calls = append(calls, veraaccount.BaseAccountCall{Target: d.AgentRecord, Value: common.Big0, Data: recordCall})

	if r.cfg.beforeSubmit != nil {
		r.cfg.beforeSubmit()
	}
	op, err := r.userOp(ctx, key, c, r.account.PackExecuteBatch(calls))
	if err != nil {
		return submitted{}, err
	}
	if err := r.cfg.Sponsor.Sign(ctx, &op); err != nil {
		return submitted{}, fail(ReasonNotSubmitted, err)
	}
	if err := chain.SignUserOp(ctx, r.cfg.Client, d.EntryPoint, &op, owner); err != nil {
		return submitted{}, signFail(err)
	}
	hash, err := chain.UserOpHash(ctx, r.cfg.Client, d.EntryPoint, op)
	if err != nil {
		return submitted{}, fail(ReasonNotSubmitted, err)
	}
	head, err := r.cfg.Client.BlockNumber(ctx)
	if err != nil {
		return submitted{}, fail(ReasonNotSubmitted, err)
	}
	holdings := make([]Holding, len(p.legs))
	for i, l := range p.legs {
		holdings[i] = Holding{Symbol: l.Symbol, WeightPct: l.WeightPct, AmountE6: l.AmountE6}
	}
	a := attempt{UserID: key.UserID, RunID: key.ID(), Instance: r.cfg.Instance, State: attemptSubmitted, UserOpHash: hash, FromBlock: head, SubmittedAt: now,
		Pending: pendingRun{RanAt: now.Unix(), RanAtMs: started.UnixMilli(), AmountE6: c.AmountE6, AssessedRiskBps: p.measured, Holdings: holdings, Slot: key.Slot.Unix()}}
	// The attempt is stored before handleOps is sent: a process killed from here on finds it on
	// restart and reconciles from the chain instead of submitting again.
	if err := r.cfg.Store.writeAttempt(ctx, a, r.cfg.Service.versions.next(r.cfg.Now(), 0)); err != nil {
		return submitted{}, err
	}
	tx, err := r.cfg.Bundler.Submit(ctx, []chain.PackedUserOperation{op})
	if err != nil {
		_ = r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.next(r.cfg.Now(), 0))
		// A nonce the EntryPoint refuses (AA25), or the run's nonce key spent by a transaction
		// already mined or pending, means another process executed this run: it records it.
		if strings.Contains(err.Error(), "AA25") || r.keySpent(ctx, key, c.SmartAccount) {
			return submitted{}, ErrTakenElsewhere
		}
		return submitted{}, fail(ReasonNotSubmitted, err)
	}
	return submitted{attempt: a, tx: tx.Hash()}, nil
}

// nextSecond waits, when the user's last assessment was made in the current second, until the
// next one (the caller holds the user's in-flight slot).
func (r *Runner) nextSecond(ctx context.Context, userID string) error {
	r.mu.Lock()
	last := r.assessedAt[userID]
	r.mu.Unlock()
	for now := time.Now(); now.Unix() <= last; now = time.Now() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Until(time.Unix(now.Unix()+1, 0))):
		}
	}
	r.mu.Lock()
	r.assessedAt[userID] = time.Now().Unix()
	r.mu.Unlock()
	return nil
}

// keySpent reports whether the run's nonce key is used in the pending state (a transaction
// mined or waiting in the node's pool).
func (r *Runner) keySpent(ctx context.Context, key RunKey, account common.Address) bool {
	ep := r.cfg.Deployment.EntryPoint
	data, err := entrypoint.NewEntryPoint().TryPackGetNonce(account, key.NonceKey())
	if err != nil {
		return false
	}
	raw, err := r.cfg.Client.PendingCallContract(ctx, ethereum.CallMsg{To: &ep, Data: data})
	if err != nil {
		return false
	}
	n, err := entrypoint.NewEntryPoint().UnpackGetNonce(raw)
	return err == nil && n.Cmp(key.Nonce()) != 0
}

func signFail(err error) error {
	if errors.Is(err, ErrNoGrant) {
		return fail(ReasonNoSignature, err)
	}
	return fail(ReasonNotSubmitted, err)
}

// permit is USDG.permit(owner, smartAccount, amount, deadline, v, r, s) signed by the delegated
// signer for the owner (EIP-2612 typed data under USDG's own EIP-712 domain).
func (r *Runner) permit(ctx context.Context, c Config, amount *big.Int, now time.Time) ([]byte, error) {
	d := r.cfg.Deployment
	usdgAddr := d.USDG
	raw, err := r.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &usdgAddr, Data: r.token.PackEip712Domain()}, nil)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, fmt.Errorf("read USDG's EIP-712 domain: %w", err))
	}
	dom, err := r.token.UnpackEip712Domain(raw)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, err)
	}
	raw, err = r.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &usdgAddr, Data: r.token.PackNonces(c.Owner)}, nil)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, fmt.Errorf("read USDG permit nonce of %s: %w", c.Owner.Hex(), err))
	}
	nonce, err := r.token.UnpackNonces(raw)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, err)
	}
	deadline := big.NewInt(now.Add(agent.Validity).Unix())
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"Permit": {{Name: "owner", Type: "address"}, {Name: "spender", Type: "address"}, {Name: "value", Type: "uint256"},
				{Name: "nonce", Type: "uint256"}, {Name: "deadline", Type: "uint256"}},
		},
		PrimaryType: "Permit",
		Domain: apitypes.TypedDataDomain{Name: dom.Name, Version: dom.Version, ChainId: math.NewHexOrDecimal256(d.ChainID),
			VerifyingContract: d.USDG.Hex()},
		Message: apitypes.TypedDataMessage{"owner": c.Owner.Hex(), "spender": c.SmartAccount.Hex(), "value": amount.String(),
			"nonce": nonce.String(), "deadline": deadline.String()},
	}
	sig, err := r.cfg.Signer.SignTypedData(ctx, c.WalletID, td)
	if err != nil {
		return nil, signFail(err)
	}
	if len(sig) != 65 {
		return nil, fail(ReasonNotSubmitted, fmt.Errorf("permit signature of %d bytes", len(sig)))
	}
	return r.token.PackPermit(c.Owner, c.SmartAccount, amount, deadline, sig[64], [32]byte(sig[:32]), [32]byte(sig[32:64])), nil
}

// settleCall quotes one leg for the smart account and signs its Permit2 witness as the account.
func (r *Runner) settleCall(ctx context.Context, c Config, l Leg, asAccount chain.AccountSigner) ([]byte, error) {
	d := r.cfg.Deployment
	ans, err := r.cfg.Quotes.Respond(ctx, quote.Request{Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: l.Symbol,
		SellAmount: new(big.Int).SetUint64(l.AmountE6), Taker: c.SmartAccount})
	if err != nil {
		return nil, fail(ReasonNoLiquidity, fmt.Errorf("quote %s: %w", l.Symbol, err))
	}
	q := ans.Quote
	if q == nil {
		return nil, fail(ReasonNoLiquidity, fmt.Errorf("quote %s: no liquidity", l.Symbol))
	}
	td := apitypes.TypedData{Types: q.ToSign.Types, PrimaryType: q.ToSign.PrimaryType, Message: q.ToSign.Message,
		Domain: chain.Permit2Domain(d.ChainID, d.Permit2)}
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, fmt.Errorf("quote %s: %w", l.Symbol, err))
	}
	sig, err := asAccount.SignDigest(ctx, digest)
	if err != nil {
		return nil, signFail(err)
	}
	data, err := hexutil.Decode(q.Tx.Data)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, err)
	}
	data, err = chain.SpliceSignature(data, q.Tx.SignatureOffset, sig)
	if err != nil {
		return nil, fail(ReasonNotSubmitted, err)
	}
	return data, nil
}

// userOp builds the run's userOp: nonce = the run's key, sequence 0; the account's initCode
// while it is not deployed; the paymaster with its gas limits; fees the chain's, under the caps.
func (r *Runner) userOp(ctx context.Context, key RunKey, c Config, callData []byte) (chain.PackedUserOperation, error) {
	d := r.cfg.Deployment
	var initCode []byte
	code, err := r.cfg.Client.CodeAt(ctx, c.SmartAccount, nil)
	if err != nil {
		return chain.PackedUserOperation{}, fail(ReasonNotSubmitted, err)
	}
	if len(code) == 0 {
		initCode = append(d.AccountFactory.Bytes(), veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(c.Owner, common.Big0)...)
	}
	head, err := r.cfg.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return chain.PackedUserOperation{}, fail(ReasonNotSubmitted, err)
	}
	gas := r.cfg.Gas
	tip := gas.MaxPriorityFeePerGas
	fee := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	if fee.Cmp(gas.MaxFeePerGas) > 0 {
		fee = gas.MaxFeePerGas
	}
	gas.MaxFeePerGas = fee
	return chain.NewUserOp(c.SmartAccount, key.Nonce(), initCode, callData, gas, d.Paymaster, nil), nil
}

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
		seq, err := chain.AccountNonce(ctx, r.cfg.Client, r.cfg.Deployment.EntryPoint, c.SmartAccount, key.NonceKey())
		if err != nil {
			return Run{}, err
		}
		if seq.Cmp(key.Nonce()) != 0 {
			_ = r.cfg.Store.writeAttempt(ctx, a.with(attemptDone), r.cfg.Service.versions.next(r.cfg.Now(), 0))
			return Run{}, ErrTakenElsewhere
		}
	}
	// Not executed. It can still be mined while its sponsorship stands, so it is recorded as
	// failed only once that window has passed; until then it stays pending.
	if r.cfg.Now().Sub(a.SubmittedAt) < sponsorWindow {
		return Run{}, fmt.Errorf("run %s of %s: userOp %s: %w", a.RunID, a.UserID, a.UserOpHash.Hex(), errNotMined)
	}
	run := a.run()
	run.Status, run.Reason = StatusError, ReasonNoReceipt
	return run, r.complete(ctx, a, run)
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
		return r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.next(r.cfg.Now(), 0))
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
	return r.cfg.Store.writeAttempt(context.WithoutCancel(ctx), a.with(attemptDone), r.cfg.Service.versions.next(r.cfg.Now(), 0))
}

// finish writes the run record, updates the config (RecordRunOutcome, the schedule for a
// scheduled run) and notifies the user.
func (r *Runner) finish(ctx context.Context, key RunKey, c Config, run Run, runErr error) error {
	ctx = context.WithoutCancel(ctx) // an outcome is recorded even when the caller went away
	if err := r.cfg.Store.writeRun(ctx, run); err != nil {
		return err
	}
	if c.UserID != "" {
		o := RunOutcome{Status: run.Status, At: run.RanAt, SpentE6: run.SpentE6, Err: runErr}
		if key.Request == "" && !key.Slot.IsZero() {
			o.NextRunAt, o.Slot = nextSlot(c, key.Slot, r.cfg.Now()), key.Slot
		}
		if _, err := r.cfg.Service.RecordRunOutcome(ctx, key.UserID, o); err != nil && !errors.Is(err, ErrNoConfig) {
			return err
		}
	}
	_, err := r.cfg.Inbox.Notify(ctx, key.UserID, runNotification(run))
	return err
}

func runNotification(run Run) Notification {
	amount := fmt.Sprintf("$%.2f", USD(run.AmountE6))
	switch run.Status {
	case StatusSuccess:
		return Notification{Kind: KindAutopilot, Title: "Autopilot invested " + amount,
			Body: fmt.Sprintf("Bought %d holdings in one transaction.", len(run.Holdings)), TxHash: run.TxHash}
	case StatusSkipped:
		return Notification{Kind: KindAutopilot, Title: "Autopilot skipped a run", Body: run.Reason}
	}
	return Notification{Kind: KindAutopilot, Title: "Autopilot run failed", Body: run.Reason, TxHash: run.TxHash}
}
