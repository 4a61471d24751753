package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/pipeline"
)

// addMarket serves the market routes from a build that the rebuild job refreshes every six hours
// and at start, after importing the provider's history into ClickHouse, and again whenever the
// tradability sweep changes the locks it honours. The groves carry their vaults' stats,
// refreshed every 30 seconds.
func (a *app) addMarket(provider prices.Provider, cp *chainParts, q *quoteParts) {
	hold := a.snapshots
	opts := snapshot.Options{Locked: q.locks.Set}
	if len(cp.deployment.Groves) > 0 {
		vaults := baskets.NewVaultStats(chain.NewMulticall(cp.client.Lane(chain.LaneBackground), cp.deployment.Multicall3, 0), cp.deployment.Groves)
		opts.Stats = vaults.Stats
		a.jobs = append(a.jobs, scheduled{&pipeline.RefreshGroveStats{Vaults: vaults, Holder: hold},
			pipeline.Schedule{Every: pipeline.GroveStatsInterval, AtStart: true, EveryReplica: true}})
	}
	store := &prices.Store{DB: a.db}
	q.sweep.OnChange = (&pipeline.RebuildMarket{Source: store, Holder: hold, Options: opts, Log: a.log}).Run
	a.routes = append(a.routes, api.MarketRoutes{Snapshots: hold}, api.BasketRoutes{Snapshots: hold}, api.ThemePages{Snapshots: hold})
	a.ready = append(a.ready, api.ReadyCheck{Name: "market", Check: func(context.Context) error {
		if hold.Load() == nil {
			return errNoSnapshot
		}
		return nil
	}})
	a.jobs = append(a.jobs, scheduled{&pipeline.RebuildMarket{
		Import: &pipeline.ImportPrices{Provider: provider, Store: store, Log: a.log},
		Source: store, Holder: hold, Options: opts, Log: a.log,
	}, pipeline.Schedule{Every: pipeline.RebuildMarketInterval, AtStart: true, EveryReplica: true}})
}

// runImportPrices imports a folder of <SYMBOL>.csv closes (date,close) into ClickHouse.
func runImportPrices(ctx context.Context, args []string) error {
	c, log, pos, err := parseToolFlags("import-prices", args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return errors.New("usage: vera import-prices DIR")
	}
	db, _, done, err := openToolDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer done()
	rep, err := prices.ImportDir(ctx, pos[0], &prices.Store{DB: db}, market.DefaultCatalog(), log)
	if err != nil {
		return err
	}
	fmt.Println(rep.String())
	return nil
}
