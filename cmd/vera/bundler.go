package main

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
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
	sp, limits, err := sponsor.ForDeployment(ctx, cp.client, d, cp.sponsorSigner)
	if err != nil {
		return fmt.Errorf("bundler: %w", err)
	}
	// The process's one relay bundler, shared with Autopilot runs.
	r, err := relay.New(relay.Config{ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp,
		Limits: limits, Bundler: cp.relayBundler(), Client: cp.client})
	if err != nil {
		return fmt.Errorf("bundler: %w", err)
	}
	a.routes = append(a.routes, api.BundlerRoutes{Relay: r})
	a.log.Info("bundler relay serving", "relay", r.Address().Hex(), "paymaster", d.Paymaster.Hex())
	return nil
}
