package autopilot

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/relay/relaytest"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

// maxPlanLegs is the most legs a plan may have (POST /api/commit-plan).
const maxPlanLegs = 20

// evenDrafter drafts the same plan for every goal: the given assets at equal weights.
type evenDrafter struct{ symbols []string }

func (e evenDrafter) Draft(agent.DraftRequest) (agent.Allocation, error) {
	a := agent.Allocation{Summary: "every asset alike", Rationale: "the largest plan one operation carries", RiskScore: 10_000}
	for _, s := range e.symbols {
		a.Allocations = append(a.Allocations, agent.Leg{Symbol: s, WeightPct: 100 / float64(len(e.symbols)), Reason: "spread"})
	}
	return a, nil
}

// gasOfOp is what the relay's standard estimate and a simulation at the caps say of each op
// before it is submitted.
type gasOfOp struct {
	Submitter
	t     *testing.T
	relay *relay.Relay
	c     *chain.Client
	m     *chain.Deployment
	caps  chain.UserOpGas
	seen  []opGas
}

type opGas struct {
	deployed                    bool
	preVerification, validation uint64
	execution, estimatedCall    uint64
}

func (g *gasOfOp) Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	for _, op := range ops {
		o := chain.UnpackUserOp(op)
		est, err := g.relay.EstimateGas(ctx, o)
		if err != nil {
			g.t.Errorf("the relay's estimate refused the op: %v", err)
			continue
		}
		sim, err := chain.SimulateUserOp(ctx, g.c, g.m.EntryPoint, g.relay.Address(), op, g.caps.VerificationGasLimit, g.caps.CallGasLimit)
		if err != nil {
			g.t.Errorf("simulate the op: %v", err)
			continue
		}
		g.seen = append(g.seen, opGas{deployed: o.Factory == nil, preVerification: est.PreVerificationGas,
			validation: sim.Validation, execution: sim.Execution, estimatedCall: est.CallGasLimit})
	}
	return g.Submitter.Submit(ctx, ops)
}

func hexUint(t *testing.T, s string) uint64 {
	t.Helper()
	v, ok := new(big.Int).SetString(s[2:], 16)
	if !ok || !v.IsUint64() {
		t.Fatalf("gas %q", s)
	}
	return v.Uint64()
}

// TestRunSettlesTheLargestPlan: a run of the largest plan the spec allows (20 purchases) is
// sponsored and settles in one userOp, from an account not yet deployed and again once it is;
// the relay's estimate of each op (preVerificationGas from its calldata, validation and call gas
// from a simulation) is within the paymaster's caps.
func TestRunSettlesTheLargestPlan(t *testing.T) {
	universe, err := prices.Universe(market.DefaultCatalog(), prices.Bundled())
	if err != nil {
		t.Fatal(err)
	}
	var seeds []devnet.AssetSeed
	for _, l := range universe {
		seeds = append(seeds, devnet.AssetSeed{Symbol: l.Symbol, Name: l.Name, PriceE8: l.PriceE8})
	}
	d := devnettest.Start(t, devnet.Config{Assets: seeds})
	m := d.Manifest()
	ctx := context.Background()
	snap := bundledSnapshot(t)
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	var symbols []string
	for _, a := range m.Assets {
		if snap.Panel.Col(a.Symbol) != nil && tokens.IsAsset(a.Symbol) && len(symbols) < maxPlanLegs {
			symbols = append(symbols, a.Symbol)
		}
	}
	if len(symbols) < maxPlanLegs {
		t.Fatalf("the devnet trades %d assets of the panel; the test needs %d", len(symbols), maxPlanLegs)
	}

	dw := devUsers{factory: m.AccountFactory, caller: d.Client()}
	ws, err := dw.Wallets(ctx, "dana")
	if err != nil {
		t.Fatal(err)
	}
	w := ws[0]
	if err := d.Fund(ctx, w.Owner, big.NewInt(1_000_000_000)); err != nil {
		t.Fatal(err)
	}
	store := &Store{DB: schematest.New(t)}
	inbox := inbox.New(store.DB, nil)
	svc := NewService(store, inbox, nil)
	owners := sponsor.NewOwners(store.DB, nil)
	if err := owners.Vouch(ctx, "dana", []common.Address{w.Owner}); err != nil {
		t.Fatal(err)
	}
	cfg, err := testRunnerConfig(ctx, d.Client(), m, store, svc, inbox, NewGrantedSigner(store, KeyWallets{Key: dw.Key}), chain.NewKeySigner(devnet.AgentKey()), snap)
	if err != nil {
		t.Fatal(err)
	}
	rl, err := relaytest.ForDeployment(ctx, d.Client(), m, sponsor.Deployment{Signer: chain.NewKeySigner(devnet.SponsorKey()), Owners: owners}, devnet.RelayKey())
	if err != nil {
		t.Fatal(err)
	}
	caps := cfg.Gas // a run's op asks for every cap
	measured := &gasOfOp{Submitter: cfg.Bundler, t: t, relay: rl, c: d.Client(), m: m, caps: caps}
	cfg.Bundler, cfg.Drafter = measured, evenDrafter{symbols: symbols}
	runner, err := NewRunner(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Save(ctx, "dana", settingsFor(t, w, map[string]any{"goal": "steady growth", "amountUsd": 100, "cadence": "weekly",
		"riskCeilingBps": 10_000, "maxPerPeriodUsd": 1_000}), ws); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"undeployed", "deployed"} {
		run, err := runner.Run(ctx, ManualKey("dana", key))
		if err != nil {
			t.Fatal(err)
		}
		if run.Status != StatusSuccess || len(run.Holdings) != maxPlanLegs {
			t.Fatalf("%s: run %+v", key, run)
		}
	}
	if len(measured.seen) != 2 || measured.seen[0].deployed || !measured.seen[1].deployed {
		t.Fatalf("ops seen: %+v", measured.seen)
	}
	for _, g := range measured.seen {
		t.Logf("%d purchases, deployed %v: preVerificationGas %d (cap %d), validation %d (cap %d), call %d, estimated callGasLimit %d (cap %d)",
			maxPlanLegs, g.deployed, g.preVerification, caps.PreVerificationGas, g.validation, caps.VerificationGasLimit,
			g.execution, g.estimatedCall, caps.CallGasLimit)
		if g.preVerification > caps.PreVerificationGas || g.validation > caps.VerificationGasLimit || g.estimatedCall >= caps.CallGasLimit {
			t.Errorf("deployed %v: the op does not fit the caps with margin: %+v", g.deployed, g)
		}
	}
}
