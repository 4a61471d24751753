package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

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
		Owners: owners, OwnerBudget: cp.sponsorBudgets.owner, GlobalBudget: cp.sponsorBudgets.global})
	if err != nil {
		return nil, fmt.Errorf("sponsor: %w", err)
	}
	a.sponsor = &sponsorParts{sponsor: sp, limits: limits, owners: owners}
	a.log.Info("sponsoring", "paymaster", d.Paymaster.Hex(), "relay", cp.relay.Hex(), "period", limits.Period,
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
}

// lossBound is --relay-loss-bound in wei.
func (c relayConfig) lossBound() (*big.Int, error) {
	wei, err := chain.ParseUnits(c.LossBound, 18)
	if err != nil || wei.Sign() <= 0 {
		return nil, fmt.Errorf("--relay-loss-bound (%s) is not a positive amount of ETH", envName("relay-loss-bound"))
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
	d := cp.deployment
	// The process's one relay bundler, shared with Autopilot runs.
	r, err := relay.New(relay.Config{ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp.sponsor,
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
		"sim_margin", rc.SimulationMargin, "sim_margin_blocks", rc.SimulationMarginBlocks, "throttle", rc.ThrottleFor, "loss_bound_wei", bound.String())
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
