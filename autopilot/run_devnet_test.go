package autopilot

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

var bundledSnap struct {
	once sync.Once
	snap *snapshot.MarketBuild
	err  error
}

func bundledSnapshot(t testing.TB) *snapshot.MarketBuild {
	t.Helper()
	bundledSnap.once.Do(func() { bundledSnap.snap, bundledSnap.err = snapshot.Bundled(context.Background(), snapshot.Options{}) })
	if bundledSnap.err != nil {
		t.Fatalf("bundled market build: %v", bundledSnap.err)
	}
	return bundledSnap.snap
}

// countingSigner counts every signature asked of the delegated signer (granted or not).
type countingSigner struct {
	Signer
	n atomic.Int64
}

func (c *countingSigner) SignDigest(ctx context.Context, walletID string, d common.Hash) ([]byte, error) {
	c.n.Add(1)
	return c.Signer.SignDigest(ctx, walletID, d)
}

func (c *countingSigner) SignTypedData(ctx context.Context, walletID string, td apitypes.TypedData) ([]byte, error) {
	c.n.Add(1)
	return c.Signer.SignTypedData(ctx, walletID, td)
}

// countingKey counts the agent's signatures.
type countingKey struct {
	chain.Signer
	n atomic.Int64
}

func (c *countingKey) SignDigest(ctx context.Context, d common.Hash) ([]byte, error) {
	c.n.Add(1)
	return c.Signer.SignDigest(ctx, d)
}

// testRunnerConfig is a Runner's configuration over a devnet's client and manifest, as the
// service wires it: the drafter on snap, the assessor with agentKey, the quote service on the
// devnet's venues and its Uniswap v3 pools, the service's sponsorship policy with the devnet's sponsor key, the relay.
func testRunnerConfig(ctx context.Context, c *chain.Client, m *chain.Deployment, store *Store, svc *Service, inbox *inbox.Inbox,
	signer Signer, agentKey chain.Signer, snap *snapshot.MarketBuild) (RunnerConfig, error) {
	tokens, err := m.TokenIndex()
	if err != nil {
		return RunnerConfig{}, err
	}
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: func() *snapshot.MarketBuild { return snap }, Tradable: tokens.IsAsset})
	if err != nil {
		return RunnerConfig{}, err
	}
	panel := func() *market.Panel { return snap.Panel }
	assessor, err := agent.NewAssessor(agent.AssessorConfig{Panel: panel, ChainID: m.ChainID, Record: m.AgentRecord, Signer: agentKey})
	if err != nil {
		return RunnerConfig{}, err
	}
	mc := chain.NewMulticall(c, m.Multicall3, 0)
	vs := quote.NewOnChain(c, mc, m.Venues).Venues()
	if m.Uniswap != nil {
		vs = append(vs, &quote.UniswapV3{Caller: c, Multicall: mc, Quoter: m.Uniswap.QuoterV2, Router: m.Uniswap.SwapRouter02, FeeTiers: m.Uniswap.FeeTiers})
	}
	// Wide quote deadlines: under the race detector on shared cores QuoterV2's simulation can
	// outlast the production 1.5 s, and a late answer is a decline these tests are not about.
	racer, err := quote.NewRacer(quote.RacerConfig{Venues: vs, VenueTimeout: 30 * time.Second, Timeout: 35 * time.Second})
	if err != nil {
		return RunnerConfig{}, err
	}
	quotes, err := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG,
		Tokens: tokens, Racer: racer, Multicall: mc})
	if err != nil {
		return RunnerConfig{}, err
	}
	owners := sponsor.NewOwners(store.DB, nil)
	for _, u := range m.DemoUsers {
		if err := owners.Vouch(ctx, u.UserID, []common.Address{u.Owner}); err != nil {
			return RunnerConfig{}, err
		}
	}
	sp, limits, err := sponsor.ForDeployment(ctx, c, m, sponsor.Deployment{Signer: chain.NewKeySigner(devnet.SponsorKey()),
		Relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), Owners: owners})
	if err != nil {
		return RunnerConfig{}, err
	}
	return RunnerConfig{Service: svc, Store: store, Inbox: inbox, Signer: signer, Drafter: drafter, Panel: panel, Assessor: assessor,
		Quotes: quotes, Sponsor: sp, Bundler: chain.NewBundler(c, m.EntryPoint, devnet.RelayKey(), m.ChainID),
		Client: c, Deployment: m, Gas: GasAtCaps(limits)}, nil
}

// runEnv is a devnet, a real ClickHouse and a Runner over them; demo user 1 (wallet-demo-1)
// holds USDG in its owner EOA.
type runEnv struct {
	t      testing.TB
	d      *devnet.Devnet
	m      *chain.Deployment
	store  *Store
	inbox  *inbox.Inbox
	svc    *Service
	signer *countingSigner
	agent  *countingKey
	cfg    RunnerConfig
	runner *Runner
	user   string
	wallet Wallet
}

func newRunEnv(t testing.TB) *runEnv {
	t.Helper()
	return newRunEnvWith(t, devnet.Config{}, nil)
}

// newRunEnvWith is newRunEnv on a devnet of dc, its runner's configuration adjusted by tune (nil:
// as the service wires it).
func newRunEnvWith(t testing.TB, dc devnet.Config, tune func(*RunnerConfig)) *runEnv {
	t.Helper()
	d := devnettest.Start(t, dc)
	m := d.Manifest()
	ctx := context.Background()
	store := &Store{DB: schematest.New(t)}
	inbox := inbox.New(store.DB, nil)
	svc := NewService(store, inbox, nil)
	ownerKey, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	u := m.DemoUsers[0]
	keys := KeyWallets{Key: func(id string) (*ecdsa.PrivateKey, error) {
		if id == u.WalletID {
			return ownerKey, nil
		}
		return nil, fmt.Errorf("%s: %w", id, ErrUnknownWallet)
	}}
	signer := &countingSigner{Signer: NewGrantedSigner(store, keys)}
	agentKey := &countingKey{Signer: chain.NewKeySigner(devnet.AgentKey())}
	cfg, err := testRunnerConfig(ctx, d.Client(), m, store, svc, inbox, signer, agentKey, bundledSnapshot(t))
	if err != nil {
		t.Fatal(err)
	}
	if tune != nil {
		tune(&cfg)
	}
	runner, err := NewRunner(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &runEnv{t: t, d: d, m: m, store: store, inbox: inbox, svc: svc, signer: signer, agent: agentKey, cfg: cfg, runner: runner,
		user: u.UserID, wallet: Wallet{WalletID: u.WalletID, Owner: u.Owner, SmartAccount: u.SmartAccount}}
}

func (e *runEnv) save(over map[string]any) Config {
	e.t.Helper()
	m := map[string]any{"goal": "steady growth", "amountUsd": 100, "cadence": "weekly"}
	for k, v := range over {
		m[k] = v
	}
	c, err := e.svc.Save(context.Background(), e.user, settingsFor(e.t, e.wallet, m), []Wallet{e.wallet})
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

func (e *runEnv) usdg(holder common.Address) *big.Int {
	e.t.Helper()
	tok := usdg.NewUSDG()
	return devnettest.Read(e.t, e.d, e.m.USDG, tok.PackBalanceOf(holder), tok.UnpackBalanceOf)
}

// relayNonce counts the relay's transactions: every handleOps it ever sent.
func (e *runEnv) relayNonce() uint64 {
	e.t.Helper()
	n, err := e.d.Client().NonceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

func (e *runEnv) signatures() int64 { return e.signer.n.Load() + e.agent.n.Load() }

// TestRunSettles: a run pulls exactly its amount from the owner, buys every leg and records the
// assessment in one transaction; run, notification and config counters appear; the same key
// again runs nothing.
func TestRunSettles(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	e.save(nil)
	before := e.usdg(e.wallet.Owner)
	run, err := e.runner.Run(ctx, ManualKey(e.user, "first"))
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusSuccess || run.TxHash == "" || len(run.Holdings) < 2 || run.AssessedRiskBps <= 0 {
		t.Fatalf("run %+v", run)
	}
	if got := new(big.Int).Sub(before, e.usdg(e.wallet.Owner)); got.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Fatalf("owner's USDG fell by %s units, want exactly 100000000", got)
	}
	rc, err := e.d.Client().TransactionReceipt(ctx, common.HexToHash(run.TxHash))
	if err != nil {
		t.Fatal(err)
	}
	rec := agentrecord.NewAgentRecord()
	var recorded, settled int
	for _, l := range rc.Logs {
		switch l.Address {
		case e.m.AgentRecord:
			if ev, err := rec.UnpackAllocationExecutedEvent(l); err == nil {
				recorded++
				if ev.User != e.wallet.SmartAccount || ev.UsdSpent.Cmp(big.NewInt(100_000_000)) != 0 || int(ev.LegCount) != len(run.Holdings) {
					t.Fatalf("recorded %+v", ev)
				}
			}
		case e.m.Settlement:
			settled++
		}
	}
	if recorded != 1 || settled < len(run.Holdings) {
		t.Fatalf("receipt: %d records, %d settlement events for %d legs", recorded, settled, len(run.Holdings))
	}
	for _, h := range run.Holdings {
		tok, _ := e.m.TokenIndex()
		a, _ := tok.BySymbol(h.Symbol)
		if e.usdgLike(a.Address).Sign() == 0 {
			t.Fatalf("the smart account holds no %s", h.Symbol)
		}
	}
	runs, err := e.store.Runs(ctx, e.user, 20)
	if err != nil || len(runs) != 1 || runs[0].TxHash != run.TxHash || runs[0].Status != StatusSuccess {
		t.Fatalf("runs %+v %v", runs, err)
	}
	ns, _, err := e.inbox.List(ctx, e.user)
	if err != nil || len(ns) != 1 || ns[0].Kind != inbox.KindAutopilot || ns[0].TxHash != run.TxHash {
		t.Fatalf("notifications %+v %v", ns, err)
	}
	c, _ := e.svc.Get(ctx, e.user)
	if c.Runs != 1 || c.SpentE6 != 100_000_000 || c.LastRunAt.IsZero() {
		t.Fatalf("config after the run: %+v", c)
	}
	sent, sigs := e.relayNonce(), e.signatures()
	again, err := e.runner.Run(ctx, ManualKey(e.user, "first"))
	if err != nil || again.TxHash != run.TxHash || e.relayNonce() != sent || e.signatures() != sigs {
		t.Fatalf("the same key ran again: %+v %v", again, err)
	}
}

func (e *runEnv) usdgLike(token common.Address) *big.Int {
	e.t.Helper()
	tok := usdg.NewUSDG()
	return devnettest.Read(e.t, e.d, token, tok.PackBalanceOf(e.wallet.SmartAccount), tok.UnpackBalanceOf)
}

// TestRunSkips: each skip reason from a state that triggers exactly it, with nothing signed by
// the delegated signer or the agent and nothing submitted.
func TestRunSkips(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	cases := []struct {
		name   string
		set    map[string]any
		pause  bool
		reason string
	}{
		{"paused", nil, true, reasonPaused},
		{"cash", map[string]any{"amountUsd": 50_000}, false, reasonNoCash},
		{"spend cap", map[string]any{"amountUsd": 100, "maxPerPeriodUsd": 99}, false, reasonSpendCap},
		{"risk ceiling", map[string]any{"riskCeilingBps": 0}, false, reasonRiskCeiling},
		{"too small", map[string]any{"amountUsd": 0.5}, false, reasonTooSmall},
	}
	sent := e.relayNonce()
	for i, tc := range cases {
		e.save(tc.set)
		if tc.pause {
			if _, err := e.svc.Pause(ctx, e.user); err != nil {
				t.Fatal(err)
			}
		}
		run, err := e.runner.Run(ctx, ManualKey(e.user, fmt.Sprint("skip-", i)))
		if err != nil {
			t.Fatal(err)
		}
		if run.Status != StatusSkipped || run.Reason != tc.reason {
			t.Fatalf("%s: run %+v, want skipped %q", tc.name, run, tc.reason)
		}
		if e.signatures() != 0 || e.relayNonce() != sent {
			t.Fatalf("%s: %d signatures, relay sent %d", tc.name, e.signatures(), e.relayNonce()-sent)
		}
	}
	runs, _ := e.store.Runs(ctx, e.user, 20)
	ns, _, _ := e.inbox.List(ctx, e.user)
	if len(runs) != len(cases) || runs[0].Reason != reasonTooSmall {
		t.Fatalf("runs %+v", runs)
	}
	skips := 0
	for _, n := range ns {
		if n.Kind == inbox.KindAutopilot {
			skips++
		}
	}
	if skips != len(cases) {
		t.Fatalf("%d autopilot notifications, want %d", skips, len(cases))
	}

	// DELETE then run: no config, nothing signed.
	if err := e.svc.Delete(ctx, e.user); err != nil {
		t.Fatal(err)
	}
	if _, err := e.runner.Run(ctx, ManualKey(e.user, "after-delete")); !errors.Is(err, ErrNoConfig) || e.signatures() != 0 {
		t.Fatalf("after DELETE: %v, %d signatures", err, e.signatures())
	}
}

// TestRunRevertCarriesTxHash: the owner's cash leaves between the bounds and execution, so the
// mined userOp reverts; the run is an error carrying the transaction's hash.
func TestRunRevertCarriesTxHash(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	e.save(nil)
	ownerKey, _ := devnet.DemoOwnerKey(1)
	cfg := e.cfg
	cfg.Quotes = afterQuote{Quoter: cfg.Quotes, once: &sync.Once{}, then: func() {
		tok := usdg.NewUSDG()
		devnettest.MustSend(t, e.d, ownerKey, e.m.USDG, tok.PackTransfer(common.HexToAddress("0xdead"), e.usdg(e.wallet.Owner)), 200_000, "empty the owner")
	}}
	r, err := NewRunner(cfg)
	if err != nil {
		t.Fatal(err)
	}
	run, err := r.Run(ctx, ManualKey(e.user, "revert"))
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusError || run.TxHash == "" || run.Reason != "Run reverted (tx "+run.TxHash+")" {
		t.Fatalf("run %+v", run)
	}
	rc, err := e.d.Client().TransactionReceipt(ctx, common.HexToHash(run.TxHash))
	if err != nil || len(chain.UserOpResults(rc, e.m.EntryPoint)) != 1 || chain.UserOpResults(rc, e.m.EntryPoint)[0].Success {
		t.Fatalf("the carried hash is not the reverting run's transaction: %v", err)
	}
	ns, _, _ := e.inbox.List(ctx, e.user)
	if len(ns) == 0 || ns[0].TxHash != run.TxHash {
		t.Fatalf("notification %+v", ns)
	}
}

// TestRunInFlight: 20 concurrent runs for one account: exactly one executes, the rest are
// refused as in flight.
func TestRunInFlight(t *testing.T) {
	e := newRunEnv(t)
	e.save(nil)
	gate := newSubmitGate(e.cfg.Bundler, 20)
	r, err := NewRunner(e.withCfg(func(c *RunnerConfig) { c.Bundler = gate }))
	if err != nil {
		t.Fatal(err)
	}
	runBurst(t, e.user, gate, func(int) *Runner { return r })
}

// runBurst runs 20 of user's runs at once, the i-th on runner(i), whose submissions pass gate:
// exactly one executes, the rest are refused as in flight.
func runBurst(t *testing.T, user string, gate *submitGate, runner func(i int) *Runner) {
	t.Helper()
	var ok, busy atomic.Int64
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer gate.ended()
			_, err := runner(i).Run(context.Background(), ManualKey(user, fmt.Sprint("burst-", i)))
			switch {
			case err == nil:
				ok.Add(1)
			case errors.Is(err, ErrInFlight):
				busy.Add(1)
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if ok.Load() != 1 || busy.Load() != 19 {
		t.Fatalf("%d ran, %d refused; want 1 and 19", ok.Load(), busy.Load())
	}
}

// submitGate holds every submission until each of n runs has either ended or reached it: a run
// that executes is still in flight while the others try, however the goroutines are scheduled
// (a run that ends releases the account, and a run started after that rightly executes too).
// When the in-flight lock is broken, several runs reach the gate, all pass, and all execute.
type submitGate struct {
	Submitter
	mu     sync.Mutex
	n      int
	waited int
	open   chan struct{}
}

func newSubmitGate(s Submitter, n int) *submitGate {
	return &submitGate{Submitter: s, n: n, open: make(chan struct{})}
}

// ended counts a run that ended.
func (g *submitGate) ended() { g.arrive() }

func (g *submitGate) arrive() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.waited++; g.waited == g.n {
		close(g.open)
	}
}

func (g *submitGate) Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	select {
	case <-g.open:
	default:
		g.arrive()
		select {
		case <-g.open:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return g.Submitter.Submit(ctx, ops)
}

// TestTwoSchedulersOneSlot: two runners with their own in-flight locks (as two processes have)
// tick the same due slot at once: the chain executes it once (the slot's nonce key), the owner
// pays once, one run is recorded, and the schedule moves to the next slot.
func TestTwoSchedulersOneSlot(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	c := e.save(nil)
	due := c.NextRunAt
	now := due.Add(time.Second)
	cfg := e.cfg
	cfg.Now = func() time.Time { return now }
	cfg.Instance = "replica-a"
	a, _ := NewRunner(cfg)
	cfg.Instance = "replica-b"
	b, _ := NewRunner(cfg)
	// The sponsor, assessor and permits keep real time; only the scheduler's clock moves.
	before := e.usdg(e.wallet.Owner)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, r := range []*Runner{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = r.Tick(ctx)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !strings.Contains(err.Error(), "not mined") {
			t.Fatal(err)
		}
	}
	if got := new(big.Int).Sub(before, e.usdg(e.wallet.Owner)); got.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Fatalf("owner paid %s units for one slot", got)
	}
	key := scheduledKey(e.user, due)
	seq, err := chain.AccountNonce(ctx, e.d.Client(), e.m.EntryPoint, e.wallet.SmartAccount, key.nonceKey())
	if err != nil || seq.Cmp(new(big.Int).Add(key.nonce(), common.Big1)) != 0 {
		t.Fatalf("slot nonce %v %v", seq, err)
	}
	runs, _ := e.store.Runs(ctx, e.user, 20)
	if len(runs) != 1 || runs[0].ID != key.id() || runs[0].Status != StatusSuccess {
		t.Fatalf("runs %+v", runs)
	}
	after, _ := e.svc.Get(ctx, e.user)
	if after.Runs != 1 || after.SpentE6 != 100_000_000 {
		t.Fatalf("one slot counted as %d runs, %d spent", after.Runs, after.SpentE6)
	}
	if !after.NextRunAt.After(now) {
		t.Fatalf("nextRunAt %v did not advance past %v", after.NextRunAt, now)
	}
}

// TestRunWithRevokedGrant: a config whose wallet grant is gone (revoked by the provider, say)
// runs its bounds, then the delegated signer signs nothing: the run is an error, nothing is
// submitted, and the config pauses itself at once.
func TestRunWithRevokedGrant(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	e.save(nil)
	if err := e.store.setGrant(ctx, e.wallet.WalletID, e.user, false, uint64(time.Now().UnixNano()), time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	sent := e.relayNonce()
	run, err := e.runner.Run(ctx, ManualKey(e.user, "revoked"))
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusError || run.Reason != reasonNoSignature || e.relayNonce() != sent {
		t.Fatalf("run %+v, relay sent %d", run, e.relayNonce()-sent)
	}
	if c, _ := e.svc.Get(ctx, e.user); c.Active || c.PausedBy != pausedByGrant {
		t.Fatalf("config not paused by the revoked grant: %+v", c)
	}
}

// afterQuote quotes, then acts once: after the bounds passed and the owner's permit is signed,
// before the run's userOp is sponsored and sent.
type afterQuote struct {
	Quoter
	then func()
	once *sync.Once
}

func (q afterQuote) Respond(ctx context.Context, r quote.Request) (quote.Response, error) {
	ans, err := q.Quoter.Respond(ctx, r)
	q.once.Do(q.then)
	return ans, err
}
