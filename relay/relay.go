package relay

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/sponsor"
)

// ERC-7769 error codes of eth_sendUserOperation that the relay answers with.
const (
	CodeInvalidParams      = -32602 // a malformed op, wrong chain or EntryPoint, gas above the caps, fees the relay cannot send at, an op of the sender pending
	CodeRejectedEntryPoint = -32500 // the EntryPoint refused the op in simulation (AA1x, AA2x, AA9x)
	CodeRejectedPaymaster  = -32501 // the sponsor policy or the paymaster refused it (AA3x)
	CodeOutOfTimeRange     = -32503 // the account's or the paymaster's validity window (AA22, AA32), also at the margin
	CodeThrottled          = -32504 // a throttled sender, factory, paymaster or owner, or the relay's loss bound
	CodeInvalidSignature   = -32507 // the account's signature (AA24) or the sponsorship's (AA34)
	// codeExecutionReverted is ERC-7769's "the op's execution reverted" of eth_estimateUserOperationGas.
	codeExecutionReverted = -32521
)

// Error is a refusal: nothing was submitted. Message is safe to show the client.
type Error struct {
	Code    int
	Message string
	// Data, when set, goes in a JSON-RPC error's data (a reverting call's revert data).
	Data any
	// cause is the sentinel a caller may test with errors.Is (ErrSenderBusy).
	cause error
}

func (e *Error) Error() string { return fmt.Sprintf("%d: %s", e.Code, e.Message) }

func (e *Error) Unwrap() error { return e.cause }

func refuse(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrUnknownOp: no op with that hash was submitted by this relay or found on chain in the lookback.
var ErrUnknownOp = errors.New("unknown user operation")

// Config configures a Relay.
type Config struct {
	ChainID    int64
	EntryPoint common.Address
	// Paymaster is the verifying paymaster the Sponsor signs for.
	Paymaster common.Address
	// Sponsor signs sponsorships; nil refuses sponsor requests and sponsored ops.
	Sponsor *sponsor.Sponsor
	// Limits cap every op's fees and gas, sponsored or not (the paymaster's caps).
	Limits sponsor.Limits
	// Bundler submits handleOps from the relay key.
	Bundler *chain.Bundler
	// Executors are executor keys besides the relay key (Bundler), each sending bundles on its own
	// nonce. An op the service's paymaster sponsors goes only from the key its sponsorship names (the
	// paymaster checks tx.origin): the Sponsor names one of the keys per sender (given the same keys),
	// and an op naming a key the relay does not hold is refused. Each key must hold ETH for gas and be
	// allowed on the paymaster (setRelay).
	Executors []*chain.Bundler
	// BundleOps is the most ops (of distinct senders) one handleOps carries (default 1). Above 1, or
	// with Executors, ops wait in a queue for a free executor key, which sends them in one bundle and
	// sends nothing more until it is mined (docs/bundler.md, "Bundles and executor keys"). The keys
	// send from Run: without it, Send and Submit wait until their context ends.
	BundleOps int
	// BundleGas bounds a bundle's gas limit, the sum of its ops' (default DefaultBundleGas); an op
	// above it alone still goes alone.
	BundleGas uint64
	// BundleWait is how long a free executor key waits for its bundle to fill to BundleOps (or
	// BundleGas) once it can take an op (default 0: it sends what the queue holds at once). Fuller
	// bundles share a transaction's fixed cost among more ops; each op waits up to BundleWait more.
	BundleWait time.Duration
	// StuckAfter is how long a bundle may stay unmined before its key cancels it at its nonce with
	// higher fees (default DefaultStuckAfter).
	StuckAfter time.Duration
	// CancelFeeCap is the most fee per gas, in wei, a cancellation may offer (default
	// DefaultCancelFeeCap): each raises the fees of the last the node took by a quarter, up to this
	// ceiling, so a bundle that no block takes cannot drive the key's fees up without end; a bundle
	// whose own fees are within 10 % of it is not cancelled.
	CancelFeeCap *big.Int
	Client       *chain.Client
	// Lookback is how many blocks a receipt lookup searches for an op this process did not submit
	// (default 50,000).
	Lookback uint64
	// Remember is how many submitted ops are kept in memory for their receipts (default 10,000).
	Remember int
	// AccountFactory is the deployment's account factory: trusted, so never throttled (an op's sender
	// is what an attacker varies, and it is throttled).
	AccountFactory common.Address
	// SimulationMargin and SimulationMarginBlocks: Send simulates each op in the block that would
	// include it and again in a block SimulationMargin later and SimulationMarginBlocks blocks on, and
	// refuses an op whose outcome differs or whose validity window is not open at both times
	// (defaults DefaultSimulationMargin, rounded up to whole seconds, and
	// DefaultSimulationMarginBlocks).
	SimulationMargin       time.Duration
	SimulationMarginBlocks uint64
	// ThrottleFor is how long the parties of an op that failed on chain after passing simulation are
	// refused (default DefaultThrottleFor); ThrottleEntries bounds how many addresses are held
	// (default 10,000).
	ThrottleFor     time.Duration
	ThrottleEntries int
	// LossBound is the most, in wei, the relay lets the ops it sends cost it in any hour, counting what
	// their transactions in flight could still cost (default DefaultLossBound).
	LossBound *big.Int
	// WatchInterval is how often Run reads the receipts of submitted transactions (default 1 s).
	WatchInterval time.Duration
	// Estimates bounds eth_estimateUserOperationGas (zero values: the defaults).
	Estimates EstimateConfig
	// Registerer receives the relay's metrics (nil: not registered).
	Registerer prometheus.Registerer
	// Logger receives the relay's losses and throttlings (default slog.Default()).
	Logger *slog.Logger
}

// Defaults of Config (docs/bundler.md says why these figures).
const (
	// DefaultSimulationMargin covers the wait of a transaction that misses the next block or two and
	// the clock skew between the relay and the block producer.
	DefaultSimulationMargin = 10 * time.Second
	// DefaultSimulationMarginBlocks is the blocks of DefaultSimulationMargin at Robinhood Chain's
	// (Arbitrum's) 250 ms a block: an op that reads the block number passes at both.
	DefaultSimulationMarginBlocks = 40
	// DefaultThrottleFor outlasts a sponsorship (10 minutes), so a throttled owner's pending
	// sponsorships expire before it may send again.
	DefaultThrottleFor = 10 * time.Minute
)

// DefaultLossBound is 1 ETH, a fresh value each call: above the most one handleOps within the
// devnet paymaster's caps can cost (8.11M gas at 100 gwei, 0.81 ETH), so any op within the caps
// can be sent when nothing else is in flight.
func DefaultLossBound() *big.Int { return big.NewInt(1_000_000_000_000_000_000) }

// DefaultCancelFeeCap is 100 gwei, a fresh value each call: the fee DefaultLossBound is sized for, ten
// thousand times Robinhood Chain's base fee; a cancellation at it costs 0.0021 ETH.
func DefaultCancelFeeCap() *big.Int { return big.NewInt(100_000_000_000) }

// Relay sponsors, checks, simulates and submits user operations.
type Relay struct {
	cfg   Config
	mu    sync.Mutex
	sent  map[common.Hash]common.Hash // userOpHash → handleOps tx
	order []common.Hash
	// pending is each sender's one op in flight: sent and not known mined, or being sent. A second op
	// of a sender simulates against the latest block, where the first has not run: the first may spend
	// its nonce (any nonce key: the account can call incrementNonce) or what its validation needs, and
	// the second would then revert on chain at the relay's expense. So it waits for the first to be mined.
	pending map[common.Address]pendingOp
	// submitted are the transactions Run follows until they are mined.
	submitted []submission
	guard     *guard
	// budgets hold the maximum cost of the sponsored ops in flight against the paymaster's budgets.
	budgets *budgets
	metrics *metrics
	log     *slog.Logger

	// estimates is the budget every gas estimate simulates under.
	estimates *estimates

	// executors are the keys that send bundles (the relay key first); queue is the ops waiting for one,
	// under qmu, and wake is closed when ops arrive.
	executors []*executor
	qmu       sync.Mutex
	queue     []*candidate
	wake      chan struct{}
	// gate, once Run started without bundles, is closed when the relay key's transactions from
	// before this process are settled; sends wait for it. Under gmu; nil: nothing to wait for.
	gmu  sync.Mutex
	gate chan struct{}
	// turn picks the key that simulates an admitted op no sponsorship ties to one.
	turn atomic.Uint32
}

// New checks cfg.
func New(cfg Config) (*Relay, error) {
	if cfg.Bundler == nil || cfg.Client == nil || cfg.EntryPoint == (common.Address{}) {
		return nil, errors.New("relay: bundler, client and entry point are required")
	}
	if cfg.Limits.MaxFeePerGas == nil || cfg.Limits.MaxPriorityFeePerGas == nil {
		return nil, errors.New("relay: limits need fee caps")
	}
	if cfg.Lookback == 0 {
		cfg.Lookback = 50_000
	}
	if cfg.Remember <= 0 {
		cfg.Remember = 10_000
	}
	cfg = cfg.withGuardDefaults()
	m, err := newMetrics(cfg.Registerer, cfg.LossBound)
	if err != nil {
		return nil, err
	}
	r := &Relay{cfg: cfg, sent: map[common.Hash]common.Hash{}, pending: map[common.Address]pendingOp{},
		guard: newGuard(cfg.ThrottleEntries, cfg.LossBound), budgets: newBudgets(), estimates: newEstimates(cfg.Estimates), metrics: m, log: cfg.Logger,
		wake: make(chan struct{})}
	seen := map[common.Address]bool{}
	for _, b := range append([]*chain.Bundler{cfg.Bundler}, cfg.Executors...) {
		if b == nil || seen[b.Address()] {
			return nil, errors.New("relay: each executor key must be given once")
		}
		seen[b.Address()] = true
		r.executors = append(r.executors, &executor{b: b})
	}
	return r, nil
}

func (cfg Config) withGuardDefaults() Config {
	if cfg.SimulationMargin <= 0 {
		cfg.SimulationMargin = DefaultSimulationMargin
	}
	if cfg.SimulationMarginBlocks == 0 {
		cfg.SimulationMarginBlocks = DefaultSimulationMarginBlocks
	}
	if cfg.ThrottleFor <= 0 {
		cfg.ThrottleFor = DefaultThrottleFor
	}
	if cfg.ThrottleEntries <= 0 {
		cfg.ThrottleEntries = 10_000
	}
	if cfg.LossBound == nil || cfg.LossBound.Sign() <= 0 {
		cfg.LossBound = DefaultLossBound()
	}
	if cfg.WatchInterval <= 0 {
		cfg.WatchInterval = time.Second
	}
	if cfg.BundleOps <= 0 {
		cfg.BundleOps = 1
	}
	if cfg.BundleGas == 0 {
		cfg.BundleGas = DefaultBundleGas
	}
	if cfg.StuckAfter <= 0 {
		cfg.StuckAfter = DefaultStuckAfter
	}
	if cfg.CancelFeeCap == nil || cfg.CancelFeeCap.Sign() <= 0 {
		cfg.CancelFeeCap = DefaultCancelFeeCap()
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return cfg
}

// Address is the relay's EOA (the handleOps sender and beneficiary).
func (r *Relay) Address() common.Address { return r.cfg.Bundler.Address() }

// Sponsorship is what the client attaches to its op before the owner signs it.
type Sponsorship struct {
	Paymaster                     string `json:"paymaster"`
	PaymasterVerificationGasLimit string `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       string `json:"paymasterPostOpGasLimit"`
	PaymasterData                 string `json:"paymasterData"`
	// UserOpHash is the hash of the op with the sponsorship attached: what the owner signs.
	UserOpHash string `json:"userOpHash"`
	// ValidUntil is when the sponsorship expires (unix seconds): send before then.
	ValidUntil uint64 `json:"validUntil"`
}

// SendUserOperation sends a signed op as eth_sendUserOperation does: Send, on this relay's chain and
// EntryPoint, answering the op's hash.
func (r *Relay) SendUserOperation(ctx context.Context, op chain.UserOp) (common.Hash, error) {
	// With bundles, the op is answered once admitted, as a bundler answers from its mempool.
	sent, err := r.send(ctx, Request{ChainID: r.cfg.ChainID, EntryPoint: r.cfg.EntryPoint, Op: op}, r.bundled())
	if err != nil {
		return common.Hash{}, err
	}
	return common.HexToHash(sent.UserOpHash), nil
}

// MaxPriorityFeePerGas is the chain's suggested tip (eth_maxPriorityFeePerGas).
func (r *Relay) MaxPriorityFeePerGas(ctx context.Context) (*big.Int, error) {
	return r.cfg.Client.SuggestGasTipCap(ctx)
}

// GasPrice is the chain's suggested gas price (eth_gasPrice).
func (r *Relay) GasPrice(ctx context.Context) (*big.Int, error) {
	return r.cfg.Client.SuggestGasPrice(ctx)
}

// Sponsor applies the sponsorship policy to req's op (unsigned, without paymaster fields) and
// returns the paymaster fields to attach; the paymaster's gas limits are the caps.
func (r *Relay) Sponsor(ctx context.Context, req Request) (Sponsorship, error) {
	if err := r.checkTarget(req); err != nil {
		return Sponsorship{}, err
	}
	op, err := r.withPaymaster(ctx, req.Op)
	if err != nil {
		return Sponsorship{}, err
	}
	if err := r.cfg.Sponsor.Sign(ctx, &op); err != nil {
		return Sponsorship{}, policyRefusal(err)
	}
	h, err := r.hashOf(ctx, op)
	if err != nil {
		return Sponsorship{}, err
	}
	data := op.PaymasterAndData[52:]
	return Sponsorship{
		Paymaster: r.cfg.Paymaster.Hex(), PaymasterVerificationGasLimit: hexQ(r.cfg.Limits.PaymasterVerificationGasLimit),
		PaymasterPostOpGasLimit: hexQ(r.cfg.Limits.PaymasterPostOpGasLimit), PaymasterData: hexutil.Encode(data),
		UserOpHash: lowerHex(h), ValidUntil: new(big.Int).SetBytes(data[0:6]).Uint64(),
	}, nil
}

func policyRefusal(err error) error {
	for _, e := range []error{sponsor.ErrMalformed, sponsor.ErrNotSponsored, sponsor.ErrOverCap, sponsor.ErrOverBudget,
		sponsor.ErrNotOurAccount, sponsor.ErrUnknownOwner} {
		if errors.Is(err, e) {
			return refuse(CodeRejectedPaymaster, "not sponsored: %s", err.Error())
		}
	}
	return err
}

// Sent is the answer to a submitted op.
type Sent struct {
	UserOpHash string `json:"userOpHash"`
	TxHash     string `json:"txHash"`
}

// errRelayWouldLose: the simulated handleOps repays the relay less than it costs.
var errRelayWouldLose = errors.New("the op does not repay the relay's gas")

// Send checks req's signed op (docs/bundler.md, "What send checks"): first the owner's signature where
// the op names its owner, and the sender's one op in flight, then the policy, then the loss bound and
// the budgets as they stand; it simulates handleOps with it from the relay, and only then holds what the
// op may cost (its sender's slot, its exposure under the loss bound, a sponsored op's maximum cost
// against the budgets) until it is mined, and submits it. Any refusal is an *Error and nothing is sent.
func (r *Relay) Send(ctx context.Context, req Request) (Sent, error) { return r.send(ctx, req, false) }

// send is Send; with admit (the relay bundles), the op is admitted rather than waited for: it is
// simulated alone from the key that would carry it, takes its holds, joins the queue and is answered
// with its hash alone (docs/bundler.md, "Admission").
func (r *Relay) send(ctx context.Context, req Request, admit bool) (Sent, error) {
	if err := r.checkTarget(req); err != nil {
		return Sent{}, err
	}
	op := req.Op.Packed()
	h, local := chain.UserOpHashOf(op, r.cfg.ChainID, r.cfg.EntryPoint)
	if local {
		if err := r.checkOwnerSignature(req.Op, h); err != nil {
			return Sent{}, err
		}
	}
	parties := r.partiesOf(req.Op)
	if err := r.guard.throttled(time.Now(), parties); err != nil {
		r.metrics.refused.WithLabelValues("address").Inc()
		return Sent{}, err
	}
	mined, err := r.senderFree(ctx, op.Sender)
	if err != nil {
		return Sent{}, err
	}
	var only common.Address // the key a sponsored op's sponsorship names: the one that may carry it
	if req.Op.Paymaster != nil {
		// The policy reads the account, so its code is checked first. Without a paymaster, the
		// simulation checks it (AA20, AA10): one round-trip fewer.
		if err := r.checkSender(ctx, op); err != nil {
			return Sent{}, err
		}
		if *req.Op.Paymaster != r.cfg.Paymaster || r.cfg.Sponsor == nil {
			return Sent{}, refuse(CodeRejectedPaymaster, "paymaster %s is not the service's", req.Op.Paymaster.Hex())
		}
		// The policy again: a signed sponsorship of another op proves nothing about this one.
		if err := r.cfg.Sponsor.Verify(ctx, op); err != nil {
			return Sent{}, policyRefusal(err)
		}
		if only, err = r.sponsoredBy(op); err != nil {
			return Sent{}, err
		}
	} else if err := r.checkCaps(op); err != nil {
		return Sent{}, err
	}
	if !local {
		if h, err = chain.UserOpHash(ctx, r.cfg.Client, r.cfg.EntryPoint, op); err != nil {
			return Sent{}, err
		}
	}
	r.mu.Lock()
	tx, dup := r.sent[h]
	r.mu.Unlock()
	if dup {
		return Sent{}, refuse(CodeInvalidParams, "user operation %s was already submitted (tx %s)", lowerHex(h), lowerHex(tx))
	}
	sponsored := req.Op.Paymaster != nil // the service's: another one was refused above
	fees, err := chain.FeesOf([]entrypoint.PackedUserOperation{op})
	if err != nil {
		return Sent{}, refuse(CodeInvalidParams, "%s", err.Error())
	}
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return Sent{}, refuse(CodeInvalidParams, "%s", err.Error())
	}
	exposure, err := r.exposureOf(op, sponsored)
	if err != nil {
		return Sent{}, refuse(CodeInvalidParams, "%s", err.Error())
	}
	// The loss bound as it stands: an op it leaves no room for is refused without a simulation.
	if err := r.guard.check(time.Now(), exposure); err != nil {
		if re, ok := err.(*Error); ok && re.Code == CodeThrottled {
			r.metrics.refused.WithLabelValues("loss_bound").Inc()
		}
		return Sent{}, err
	}
	var budget func() error
	if sponsored {
		reserve, abort, err := r.readBudgets(ctx, op, h)
		if err != nil {
			return Sent{}, err
		}
		reserved := false
		defer func() {
			if !reserved {
				abort()
			}
		}()
		budget = func() error { reserved = true; return reserve() }
	}
	held := holds{sender: op.Sender, op: h}
	submitted := false
	defer func() {
		if !submitted {
			r.giveBack(&held)
		}
	}()
	if r.bundled() {
		c := &candidate{op: op, h: h, gas: gasOf(g), rules: &chain.FeeRules{MaxFeePerGas: g.MaxFeePerGas, MaxPriorityFeePerGas: g.MaxPriorityFeePerGas, Sponsored: sponsored},
			exposure: exposure, budget: budget, held: &held, mined: mined, parties: parties, only: only}
		if admit {
			if err := r.admit(ctx, c, fees); err != nil {
				return Sent{}, err
			}
			submitted = true
			return Sent{UserOpHash: lowerHex(h)}, nil
		}
		tx, err := r.enqueue(ctx, c)
		if err != nil {
			return Sent{}, err
		}
		submitted = true
		return Sent{UserOpHash: lowerHex(h), TxHash: lowerHex(tx.Hash())}, nil
	}
	if err := r.leftoversSettled(ctx); err != nil {
		return Sent{}, err
	}
	sent, _, err := r.cfg.Bundler.SimulateAndSubmit(ctx, []entrypoint.PackedUserOperation{op}, fees,
		chain.Margin{Time: r.cfg.SimulationMargin, Blocks: r.cfg.SimulationMarginBlocks}, chain.SubmitChecks{
			Fees: &chain.FeeRules{MaxFeePerGas: g.MaxFeePerGas, MaxPriorityFeePerGas: g.MaxPriorityFeePerGas, Sponsored: sponsored},
			// The op passed its simulation: only now does it hold anything, under the bundler's lock, so
			// that the holds and the send are one step.
			Accept: func(sim *chain.BundleSimulation) error {
				if err := repays(h)(sim); err != nil {
					return err
				}
				return r.take(&held, mined, false, exposure, budget)
			},
		})
	if err != nil {
		return Sent{}, simulationRefusal(err)
	}
	submitted = true
	r.remember(h, sent.Hash())
	r.sentAs(op.Sender, h, sent.Hash())
	r.follow(submission{tx: sent.Hash(), nonce: sent.Nonce(), from: r.Address(), op: h, sender: op.Sender, parties: parties, cost: exposure, size: 1})
	return Sent{UserOpHash: lowerHex(h), TxHash: lowerHex(sent.Hash())}, nil
}

// repays refuses a simulation that did not run op h, or in which handleOps would cost the relay more
// than the op repays it.
func repays(h common.Hash) func(*chain.BundleSimulation) error {
	return func(sim *chain.BundleSimulation) error {
		if len(sim.Results) != 1 || sim.Results[0].Hash != h {
			return refuse(CodeRejectedEntryPoint, "simulation did not execute the op")
		}
		if sim.Gain().Sign() < 0 {
			return refuse(CodeInvalidParams, "%s: handleOps would cost the relay %s wei and the op repays %s wei; raise preVerificationGas",
				errRelayWouldLose.Error(), sim.Cost(), sim.Collected)
		}
		return nil
	}
}

// hashOf is op's hash, computed here unless the EntryPoint must (an EIP-7702 op): one round-trip
// fewer on the way to the simulation.
func (r *Relay) hashOf(ctx context.Context, op entrypoint.PackedUserOperation) (common.Hash, error) {
	if h, ok := chain.UserOpHashOf(op, r.cfg.ChainID, r.cfg.EntryPoint); ok {
		return h, nil
	}
	return chain.UserOpHash(ctx, r.cfg.Client, r.cfg.EntryPoint, op)
}

// sponsorDataLength is the length of our paymaster's data once it names the owner: validUntil(6) ‖
// validAfter(6) ‖ owner(20) ‖ relay(20) ‖ signature(65).
const sponsorDataLength = 6 + 6 + 20 + 20 + 65

// partiesOf are the addresses an op's on-chain failure throttles: its sender; its factory and
// paymaster unless they are the deployment's own (trusted: an attacker varies the sender); and, for
// an op our paymaster sponsors, the owner the sponsorship names, when it names one.
func (r *Relay) partiesOf(o chain.UserOp) []party {
	out := []party{{"sender", o.Sender}}
	if o.Factory != nil && *o.Factory != r.cfg.AccountFactory {
		out = append(out, party{"factory", *o.Factory})
	}
	if o.Paymaster != nil && *o.Paymaster != r.cfg.Paymaster {
		out = append(out, party{"paymaster", *o.Paymaster})
	}
	if o.Paymaster != nil && *o.Paymaster == r.cfg.Paymaster && len(o.PaymasterData) == sponsorDataLength {
		out = append(out, party{"owner", common.BytesToAddress(o.PaymasterData[12:32])})
	}
	return out
}

func (r *Relay) remember(op, tx common.Hash) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sent[op] = tx
	r.order = append(r.order, op)
	if len(r.order) > r.cfg.Remember {
		delete(r.sent, r.order[0])
		r.order = r.order[1:]
	}
}

var pmABI = sponsorpaymaster.NewSponsorPaymaster()

// simulationRefusal maps the EntryPoint's FailedOp codes to ERC-7769's, with the decoded reason.
func simulationRefusal(err error) error {
	var re *Error
	if errors.As(err, &re) {
		return re
	}
	var fe *chain.FeeError
	if errors.Is(err, chain.ErrFeeBelowBaseFee) || errors.As(err, &fe) {
		return refuse(CodeInvalidParams, "%s", err.Error())
	}
	var oc *chain.OutcomeChangeError
	if errors.As(err, &oc) {
		return changeRefusal(oc)
	}
	var ss *chain.SharedSecondError
	if errors.As(err, &ss) {
		return sharedSecondRefusal(ss)
	}
	var fo *chain.FailedOpError
	if !errors.As(err, &fo) {
		return err
	}
	return refuse(failedOpCode(fo), "%s", reasonOf(fo))
}

// failedOpCode is ERC-7769's code of the EntryPoint's refusal fo.
func failedOpCode(fo *chain.FailedOpError) int {
	switch c := fo.Code(); {
	case c == "AA20" || c == "AA10": // a sender without code and factory, or with both
		return CodeInvalidParams
	case c == "AA24" || c == "AA34":
		return CodeInvalidSignature
	case c == "AA22" || c == "AA32":
		return CodeOutOfTimeRange
	case strings.HasPrefix(c, "AA3"):
		return CodeRejectedPaymaster
	}
	return CodeRejectedEntryPoint
}

// sharedSecondRefusal answers an op that passes simulation at the inclusion time and not in the next
// block at the head's time, which an Arbitrum chain's next block may carry: the EntryPoint's code
// (-32503 for a validity window not yet open then), -32500 for another revert.
func sharedSecondRefusal(ss *chain.SharedSecondError) error {
	const why = "the next block may share the latest block's second (time %d) on this chain, and the op must pass at that time"
	var fo *chain.FailedOpError
	if errors.As(ss.Err, &fo) {
		return refuse(failedOpCode(fo), "%s at time %d: "+why, reasonOf(fo), ss.HeadTime, ss.HeadTime)
	}
	return refuse(CodeRejectedEntryPoint, "handleOps reverts at time %d: "+why, ss.HeadTime, ss.HeadTime)
}

// reasonOf is the EntryPoint's reason, with the paymaster's custom error by name or the inner revert data.
func reasonOf(fo *chain.FailedOpError) string {
	msg := fo.Reason
	if len(fo.Inner) > 0 {
		if dec, derr := pmABI.UnpackError(fo.Inner); derr == nil {
			name := fmt.Sprintf("%T", dec)
			msg += " (" + strings.TrimPrefix(name[strings.LastIndexByte(name, '.')+1:], "SponsorPaymaster") + ")"
		} else {
			msg += " (inner " + hexutil.Encode(fo.Inner) + ")"
		}
	}
	return msg
}

// changeRefusal answers an op that passes simulation in its inclusion block and not margin later:
// -32503 when a validity window closes in between, -32500 otherwise.
func changeRefusal(oc *chain.OutcomeChangeError) error {
	later, blocks := int64(oc.LaterTime)-int64(oc.Time), int64(oc.LaterNumber)-int64(oc.Number)
	var fo *chain.FailedOpError
	switch {
	case errors.As(oc.Later, &fo) && (fo.Code() == "AA22" || fo.Code() == "AA32"):
		return refuse(CodeOutOfTimeRange, "%s %d s after the inclusion block (time %d; %d blocks on): the validity window must stay open from inclusion for %d s",
			reasonOf(fo), later, oc.Time, blocks, later)
	case fo != nil:
		return refuse(CodeRejectedEntryPoint, "the op passes simulation in the inclusion block (time %d) and not %d s and %d blocks later: %s", oc.Time, later, blocks, reasonOf(fo))
	case oc.Later != nil:
		return refuse(CodeRejectedEntryPoint, "the op passes simulation in the inclusion block (time %d) and not %d s and %d blocks later", oc.Time, later, blocks)
	}
	return refuse(CodeRejectedEntryPoint, "the op's outcome (success or revert data) differs between the inclusion block (time %d) and %d s and %d blocks later", oc.Time, later, blocks)
}

func (r *Relay) checkTarget(req Request) error {
	if req.ChainID != r.cfg.ChainID {
		return refuse(CodeInvalidParams, "chainId %d is not %d", req.ChainID, r.cfg.ChainID)
	}
	if req.EntryPoint != r.cfg.EntryPoint {
		return refuse(CodeInvalidParams, "entryPoint %s is not supported; use %s", req.EntryPoint.Hex(), r.cfg.EntryPoint.Hex())
	}
	return nil
}

// checkSender refuses an op whose sender has no code and no initCode (AA20 before simulating).
func (r *Relay) checkSender(ctx context.Context, op entrypoint.PackedUserOperation) error {
	code, err := r.cfg.Client.CodeAt(ctx, op.Sender, nil)
	if err != nil {
		return err
	}
	if len(code) == 0 && len(op.InitCode) == 0 {
		return refuse(CodeInvalidParams, "sender %s has no code and the op no factory", op.Sender.Hex())
	}
	if len(code) > 0 && len(op.InitCode) > 0 {
		return refuse(CodeInvalidParams, "sender %s is already deployed; drop factory and factoryData", op.Sender.Hex())
	}
	return nil
}

// checkCaps holds an unsponsored op to the same fee and gas caps as a sponsored one.
func (r *Relay) checkCaps(op entrypoint.PackedUserOperation) error {
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return refuse(CodeInvalidParams, "%s", err.Error())
	}
	l := r.cfg.Limits
	switch {
	case g.MaxFeePerGas.Cmp(l.MaxFeePerGas) > 0:
		return refuse(CodeInvalidParams, "maxFeePerGas %s above %s", g.MaxFeePerGas, l.MaxFeePerGas)
	case g.MaxPriorityFeePerGas.Cmp(l.MaxPriorityFeePerGas) > 0:
		return refuse(CodeInvalidParams, "maxPriorityFeePerGas %s above %s", g.MaxPriorityFeePerGas, l.MaxPriorityFeePerGas)
	case g.PreVerificationGas > l.PreVerificationGas:
		return refuse(CodeInvalidParams, "preVerificationGas %d above %d", g.PreVerificationGas, l.PreVerificationGas)
	case g.VerificationGasLimit > l.VerificationGasLimit:
		return refuse(CodeInvalidParams, "verificationGasLimit %d above %d", g.VerificationGasLimit, l.VerificationGasLimit)
	case g.CallGasLimit > l.CallGasLimit:
		return refuse(CodeInvalidParams, "callGasLimit %d above %d", g.CallGasLimit, l.CallGasLimit)
	}
	return nil
}

// Receipt is an op's outcome.
type Receipt struct {
	UserOpHash string `json:"userOpHash"`
	// Status is "pending" (submitted, not yet mined) or "included".
	Status        string  `json:"status"`
	TxHash        string  `json:"txHash"`
	BlockNumber   *uint64 `json:"blockNumber"`
	Success       *bool   `json:"success"`
	ActualGasCost *string `json:"actualGasCost"`
	// RevertReason is the account call's revert data when the op reverted in execution.
	RevertReason *string `json:"revertReason"`
	Logs         []Log   `json:"logs"`
}

// Log is one event the op's execution emitted.
type Log struct {
	Address string   `json:"address"`
	Topics  []string `json:"topics"`
	Data    string   `json:"data"`
}

// Receipt reads an op's outcome: from the transaction this relay sent it in, else from the
// EntryPoint's UserOperationEvent in the last Lookback blocks.
func (r *Relay) Receipt(ctx context.Context, hash common.Hash) (Receipt, error) {
	f, err := r.lookup(ctx, hash)
	if err != nil {
		return Receipt{}, err
	}
	if f.receipt == nil {
		return Receipt{UserOpHash: lowerHex(hash), Status: "pending", TxHash: lowerHex(f.tx), Logs: []Log{}}, nil
	}
	rc, res := f.receipt, f.result
	block := rc.BlockNumber.Uint64()
	success := res.Success
	cost := res.ActualGasCost.String()
	out := Receipt{UserOpHash: lowerHex(hash), Status: "included", TxHash: lowerHex(rc.TxHash), BlockNumber: &block,
		Success: &success, ActualGasCost: &cost, Logs: opLogs(rc, r.cfg.EntryPoint, hash)}
	if !success {
		rr := hexutil.Encode(res.RevertReason)
		out.RevertReason = &rr
	}
	return out, nil
}

// opLogs are the op's logs (opRawLogs) in the receipt route's form.
func opLogs(rc *types.Receipt, entryPoint common.Address, hash common.Hash) []Log {
	raw := opRawLogs(rc, entryPoint, hash)
	out := make([]Log, len(raw))
	for i, l := range raw {
		topics := make([]string, len(l.Topics))
		for j, t := range l.Topics {
			topics[j] = lowerHex(t)
		}
		out[i] = Log{Address: l.Address.Hex(), Topics: topics, Data: hexutil.Encode(l.Data)}
	}
	return out
}
