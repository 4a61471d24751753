package main

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// addBundler serves POST /api/bundler and GET /api/bundler/{userOpHash} when both the relay key and
// the sponsor key are configured (always in `vera dev`): the sponsor signs under the service's
// allowlist and the paymaster's own caps, read from the chain at start.
func (a *app) addBundler(ctx context.Context, cp *chainParts) error {
	d := cp.deployment
	if cp.relayKey == nil || cp.sponsorSigner == nil || d.Paymaster == (common.Address{}) {
		return nil
	}
	rules, err := sponsor.ServiceRules(d)
	if err != nil {
		return err
	}
	limits, err := sponsor.ReadLimits(ctx, cp.client, d.Paymaster)
	if err != nil {
		return fmt.Errorf("bundler: %w", err)
	}
	sp, err := sponsor.New(sponsor.Config{ChainID: d.ChainID, Paymaster: d.Paymaster, AccountFactory: d.AccountFactory,
		Rules: rules, Limits: limits, Signer: cp.sponsorSigner, Caller: cp.client})
	if err != nil {
		return err
	}
	r, err := relay.New(relay.Config{ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp,
		Limits: limits, Bundler: chain.NewBundler(cp.client, d.EntryPoint, cp.relayKey, d.ChainID), Client: cp.client})
	if err != nil {
		return err
	}
	a.routes = append(a.routes, api.BundlerRoutes{Relay: r})
	a.log.Info("bundler relay serving", "relay", r.Address().Hex(), "paymaster", d.Paymaster.Hex())
	return nil
}
