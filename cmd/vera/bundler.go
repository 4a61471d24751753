package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// sponsorParts is the process's one sponsor: the policy the relay route and Autopilot runs share, the
// limits it applies, and the directory of the owners it sponsors.
type sponsorParts struct {
	sponsor *sponsor.Sponsor
	limits  sponsor.Limits
	owners  *sponsor.Owners
}

// sponsorFor builds the process's sponsor once, when the chain parts have a sponsor key, a relay key
// and a paymaster (always in `vera dev`); nil otherwise.
func (a *app) sponsorFor(ctx context.Context, cp *chainParts) (*sponsorParts, error) {
	d := cp.deployment
	if cp.relayKey == nil || cp.sponsorSigner == nil || d.Paymaster == (common.Address{}) {
		return nil, nil
	}
	if a.sponsor != nil {
		return a.sponsor, nil
	}
	owners := sponsor.NewOwners(a.db, nil)
	sp, limits, err := sponsor.ForDeployment(ctx, cp.client, d, sponsor.Deployment{Signer: cp.sponsorSigner, Relay: cp.relay,
		Executors: cp.executorAddrs(), Owners: owners, OwnerBudget: cp.sponsorBudgets.owner, GlobalBudget: cp.sponsorBudgets.global})
	if err != nil {
		return nil, fmt.Errorf("sponsor: %w", err)
	}
	a.sponsor = &sponsorParts{sponsor: sp, limits: limits, owners: owners}
	a.log.Info("sponsoring", "paymaster", d.Paymaster.Hex(), "relay", cp.relay.Hex(), "executor_keys", 1+len(cp.executors), "period", limits.Period,
		"global_budget_wei", limits.GlobalBudgetPerPeriod.String(), "owner_budget_wei", limits.OwnerBudgetPerPeriod.String(),
		"sender_budget_wei", limits.BudgetPerPeriod.String())
	return a.sponsor, nil
}

// relayConfig tunes what the relay risks on ops (docs/bundler.md says why the defaults).
type relayConfig struct {
	SimulationMargin       time.Duration
	SimulationMarginBlocks int
	ThrottleFor            time.Duration
	LossBound              string // ETH per hour
	BundleOps              int
	BundleGas              int
	ExecutorKeys           string // comma-separated hex; never logged
	StuckAfter             time.Duration
	CancelMaxFee           string // gwei per gas
	BundleWait             time.Duration
}

func (c *relayConfig) register(f flags) {
	f.duration(&c.SimulationMargin, "relay-sim-margin", relay.DefaultSimulationMargin,
		"the relay simulates each op in the block that would include it and again this much later, and refuses an op whose outcome differs")
	f.int(&c.SimulationMarginBlocks, "relay-sim-margin-blocks", relay.DefaultSimulationMarginBlocks,
		"how many blocks after the inclusion block the relay's second simulation of each op runs (with --relay-sim-margin)")
	f.duration(&c.ThrottleFor, "relay-throttle", relay.DefaultThrottleFor,
		"how long the sender (and a foreign factory or paymaster, or the sponsored owner) of an op that failed on chain after passing simulation is refused")
	f.string(&c.LossBound, "relay-loss-bound", "1",
		"ETH the relay may lose in an hour on the ops it sends, counting what those in flight could cost if they failed on chain; beyond it ops are refused")
	f.int(&c.BundleOps, "relay-bundle-ops", 1,
		"the most ops of distinct senders the relay puts in one handleOps; above 1 (or with --relay-executor-keys) ops wait for a free executor key, which sends them as one bundle")
	f.int(&c.BundleGas, "relay-bundle-gas", relay.DefaultBundleGas,
		"the most gas one bundle's handleOps may be given (the sum of its ops' limits); a single op above it goes alone")
	f.string(&c.ExecutorKeys, "relay-executor-keys", "",
		"comma-separated hex keys that send bundles beside --relay-key, each on its own nonce (never logged); sponsored ops are spread over them and the relay key by sender, so each needs ETH and must be allowed on the paymaster (vera deploy --relays, or setRelay)")
	f.duration(&c.BundleWait, "relay-bundle-wait", 0,
		"how long a free executor key waits for its bundle to fill to --relay-bundle-ops before it sends what it has (0: at once); fuller bundles cost less gas per op, each op waits up to this much more")
	f.duration(&c.StuckAfter, "relay-stuck-after", relay.DefaultStuckAfter,
		"how long an executor key's bundle may stay unmined before the key cancels it at its nonce with higher fees")
	f.string(&c.CancelMaxFee, "relay-cancel-max-fee", "100",
		"the most fee per gas (gwei) a stuck bundle's cancellation may offer; at it the key sends its last cancellation again each --relay-stuck-after and waits")
}

// executors are the bundlers of --relay-executor-keys on c's chain.
func (c relayConfig) executors(client *chain.Client, d *chain.Deployment) ([]*chain.Bundler, error) {
	var out []*chain.Bundler
	for _, k := range strings.Split(c.ExecutorKeys, ",") {
		if k = strings.TrimPrefix(strings.TrimSpace(k), "0x"); k == "" {
			continue
		}
		key, err := crypto.HexToECDSA(k)
		if err != nil {
			return nil, fmt.Errorf("--relay-executor-keys (%s) holds a key that is not a valid hex private key", envName("relay-executor-keys"))
		}
		out = append(out, chain.NewBundler(client, d.EntryPoint, key, d.ChainID))
	}
	return out, nil
}

// lossBound is --relay-loss-bound in wei.
func (c relayConfig) lossBound() (*big.Int, error) {
	wei, err := chain.ParseUnits(c.LossBound, 18)
	if err != nil || wei.Sign() <= 0 {
		return nil, fmt.Errorf("--relay-loss-bound (%s) is not a positive amount of ETH", envName("relay-loss-bound"))
	}
	return wei, nil
}

// cancelFeeCap is --relay-cancel-max-fee in wei per gas.
func (c relayConfig) cancelFeeCap() (*big.Int, error) {
	wei, err := chain.ParseUnits(c.CancelMaxFee, 9)
	if err != nil || wei.Sign() <= 0 {
		return nil, fmt.Errorf("--relay-cancel-max-fee (%s) is not a positive fee in gwei", envName("relay-cancel-max-fee"))
	}
	return wei, nil
}

// addBundler serves POST /api/bundler and GET /api/bundler/{userOpHash}. With the relay key, the
// sponsor key and a paymaster (always in `vera dev`) the sponsor signs under the service's
// allowlist and the paymaster's own caps and budgets, read from the chain at start, and the relay's
// watcher runs until the app stops; without one of them both routes answer 503 and why.
func (a *app) addBundler(ctx context.Context, cp *chainParts, rc relayConfig) error {
	sp, err := a.sponsorFor(ctx, cp)
	if err != nil {
		return err
	}
	if sp == nil {
		a.routes = append(a.routes, api.BundlerRoutes{Off: true})
		return nil
	}
	bound, err := rc.lossBound()
	if err != nil {
		return err
	}
	cancelCap, err := rc.cancelFeeCap()
	if err != nil {
		return err
	}
	d := cp.deployment
	executors := cp.executors
	for _, ex := range executors {
		unlock, err := claimRelayKey(ctx, a.coord, ex.Address(), 3*a.cfg.CoordSessionTimeout)
		if err != nil {
			return err
		}
		a.life.onStop("executor key", func() error { unlock(); return nil })
	}
	// The process's one relay bundler, shared with Autopilot runs.
	r, err := relay.New(relay.Config{Executors: executors, BundleOps: rc.BundleOps, BundleGas: uint64(max(rc.BundleGas, 0)), StuckAfter: rc.StuckAfter, CancelFeeCap: cancelCap, BundleWait: max(rc.BundleWait, 0), ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp.sponsor,
		Limits: sp.limits, Bundler: cp.relayBundler(), Client: cp.client, AccountFactory: d.AccountFactory,
		SimulationMargin: rc.SimulationMargin, SimulationMarginBlocks: uint64(max(rc.SimulationMarginBlocks, 1)), ThrottleFor: rc.ThrottleFor, LossBound: bound,
		Registerer: a.registry, Logger: a.log.With("component", "relay")})
	if err != nil {
		return fmt.Errorf("bundler: %w", err)
	}
	a.relay = r
	a.routes = append(a.routes, api.BundlerRoutes{Relay: r})
	a.runRelay(ctx, r)
	a.log.Info("bundler relay serving", "relay", r.Address().Hex(), "paymaster", d.Paymaster.Hex(),
		"sim_margin", rc.SimulationMargin, "sim_margin_blocks", rc.SimulationMarginBlocks, "throttle", rc.ThrottleFor, "loss_bound_wei", bound.String(),
		"bundle_ops", max(rc.BundleOps, 1), "executor_keys", 1+len(executors), "stuck_after", rc.StuckAfter, "bundle_wait", rc.BundleWait)
	return nil
}

// runRelay runs the relay's watcher (following its transactions, counting its losses) until the app
// stops it.
func (a *app) runRelay(ctx context.Context, r *relay.Relay) {
	rctx, stop := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := r.Run(rctx); err != nil {
			a.log.Error("relay watcher stopped", "err", err)
		}
	}()
	a.life.onStop("relay watcher", func() error { stop(); <-done; return nil })
}

// vouchDemoUsers vouches for the devnet's demo users' owners at start; any other dev user's owner is
// vouched for when its wallets are first read. The devnet always has the keys and the paymaster a
// sponsor needs, so its absence here is a failure to start.
func (a *app) vouchDemoUsers(ctx context.Context, cp *chainParts) error {
	if a.sponsor == nil {
		return errors.New("dev: the devnet's sponsor was not built (its sponsor key, relay key or paymaster is missing)")
	}
	for _, u := range cp.deployment.DemoUsers {
		if err := a.sponsor.owners.Vouch(ctx, u.UserID, []common.Address{u.Owner}); err != nil {
			return fmt.Errorf("vouch for demo user %s: %w", u.UserID, err)
		}
	}
	return nil
}
