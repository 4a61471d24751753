package main

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
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

// addBundler serves POST /api/bundler and GET /api/bundler/{userOpHash} when both the relay key and
// the sponsor key are configured (always in `vera dev`): the sponsor signs under the service's
// allowlist and the paymaster's own caps and budgets, read from the chain at start.
func (a *app) addBundler(ctx context.Context, cp *chainParts) error {
	sp, err := a.sponsorFor(ctx, cp)
	if err != nil || sp == nil {
		return err
	}
	d := cp.deployment
	// The process's one relay bundler, shared with Autopilot runs.
	r, err := relay.New(relay.Config{ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp.sponsor,
		Limits: sp.limits, Bundler: cp.relayBundler(), Client: cp.client})
	if err != nil {
		return fmt.Errorf("bundler: %w", err)
	}
	a.routes = append(a.routes, api.BundlerRoutes{Relay: r})
	a.log.Info("bundler relay serving", "relay", r.Address().Hex(), "paymaster", d.Paymaster.Hex())
	return nil
}

// vouchingWallets is the wallet directory as the HTTP layer reads it: every read also vouches for the
// listed owners to the sponsor, so that their accounts are sponsored.
type vouchingWallets struct {
	dir    auth.WalletDirectory
	owners *sponsor.Owners
}

func (v vouchingWallets) Wallets(ctx context.Context, userID string) ([]auth.Wallet, error) {
	ws, err := v.dir.Wallets(ctx, userID)
	if err != nil || len(ws) == 0 {
		return ws, err
	}
	owners := make([]common.Address, 0, len(ws))
	for _, w := range ws {
		if a, err := chain.ParseAddress(w.Owner); err == nil {
			owners = append(owners, a)
		}
	}
	if err := v.owners.Vouch(ctx, userID, owners); err != nil {
		return nil, err
	}
	return ws, nil
}

// vouchDemoUsers vouches for the devnet's demo users' owners at start; any other dev user's owner is
// vouched for when its wallets are first read.
func (a *app) vouchDemoUsers(ctx context.Context, cp *chainParts) error {
	if a.sponsor == nil {
		return nil
	}
	for _, u := range cp.deployment.DemoUsers {
		if err := a.sponsor.owners.Vouch(ctx, u.UserID, []common.Address{u.Owner}); err != nil {
			return fmt.Errorf("vouch for demo user %s: %w", u.UserID, err)
		}
	}
	return nil
}
