package main

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/pipeline"
	"github.com/vera-invest/vera/quote"
)

// quoteConfig configures the venues raced for quotes.
type quoteConfig struct {
	VenueTimeout  time.Duration
	RaceTimeout   time.Duration
	UniswapQuoter string
	UniswapRouter string
	UniswapFees   string
	ZeroExURL     string
	ZeroExKey     string // never logged
	ZeroExRouters string
}

func (q *quoteConfig) register(f flags) {
	f.duration(&q.VenueTimeout, "quote-venue-timeout", quote.DefaultVenueTimeout, "how long one venue may take to answer a quote")
	f.duration(&q.RaceTimeout, "quote-timeout", quote.DefaultRaceTimeout, "how long a quote race may take in all")
	f.string(&q.UniswapQuoter, "uniswap-quoter", "", "Uniswap v3 QuoterV2 address to race (empty: the deployment's uniswapV3, else off)")
	f.string(&q.UniswapRouter, "uniswap-router", "", "the SwapRouter02 address settling Uniswap fills (allowed as a router by Settlement)")
	f.string(&q.UniswapFees, "uniswap-fee-tiers", "", "Uniswap v3 fee tiers to quote, comma-separated (empty: the deployment's, else 500,3000,10000)")
	f.string(&q.ZeroExURL, "zeroex-url", "", "base URL of a 0x Swap API v2 compatible aggregator (empty: off)")
	f.string(&q.ZeroExKey, "zeroex-api-key", "", "the aggregator's API key (never logged)")
	f.string(&q.ZeroExRouters, "zeroex-routers", "", "AllowanceHolder addresses Settlement allows, comma-separated")
}

// uniswapVenue is the Uniswap v3 venue the flags name, else the deployment's (its QuoterV2,
// SwapRouter02 and fee tiers); nil when neither names one.
func uniswapVenue(qc quoteConfig, d *chain.Deployment) (*quote.UniswapV3, error) {
	var tiers []uint32
	if qc.UniswapFees != "" {
		for _, s := range strings.Split(qc.UniswapFees, ",") {
			n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 24)
			if err != nil {
				return nil, fmt.Errorf("--uniswap-fee-tiers: %q is not a fee tier", s)
			}
			tiers = append(tiers, uint32(n))
		}
	}
	if qc.UniswapQuoter == "" {
		if d.Uniswap == nil {
			return nil, nil
		}
		if tiers == nil {
			tiers = d.Uniswap.FeeTiers
		}
		return &quote.UniswapV3{Quoter: d.Uniswap.QuoterV2, Router: d.Uniswap.SwapRouter02, FeeTiers: tiers}, nil
	}
	if !common.IsHexAddress(qc.UniswapQuoter) || !common.IsHexAddress(qc.UniswapRouter) {
		return nil, fmt.Errorf("--uniswap-quoter and --uniswap-router must both be addresses")
	}
	if tiers == nil {
		tiers = []uint32{500, 3000, 10000}
	}
	return &quote.UniswapV3{Quoter: common.HexToAddress(qc.UniswapQuoter), Router: common.HexToAddress(qc.UniswapRouter), FeeTiers: tiers}, nil
}

// quoteParts are what addQuote builds for the steps after it: the quote service (Autopilot runs
// quote their purchases with it), the tradability locks (drafts, baskets and the screener honour
// them) and the sweep that changes them.
type quoteParts struct {
	service *quote.Service
	locks   *quote.Locks
	sweep   *pipeline.SweepTradability
}

// addQuote serves POST /api/quote and GET /api/tradability and schedules the hourly sweep. With a
// devnet it also schedules the oracle heartbeat.
func (a *app) addQuote(ctx context.Context, cp *chainParts, qc quoteConfig) (*quoteParts, error) {
	d := cp.deployment
	cat, err := d.TokenIndex()
	if err != nil {
		return nil, err
	}
	mc := chain.NewMulticall(cp.client, d.Multicall3, 0)
	venues := quote.NewOnChain(cp.client, mc, d.Venues).Venues()
	if uni, err := uniswapVenue(qc, d); err != nil {
		return nil, err
	} else if uni != nil {
		uni.Caller, uni.Multicall = cp.client, mc
		venues = append(venues, uni)
	}
	if qc.ZeroExURL != "" {
		var routers []common.Address
		for _, s := range strings.Split(qc.ZeroExRouters, ",") {
			if s = strings.TrimSpace(s); s != "" {
				if !common.IsHexAddress(s) {
					return nil, fmt.Errorf("--zeroex-routers: %q is not an address", s)
				}
				routers = append(routers, common.HexToAddress(s))
			}
		}
		venues = append(venues, &quote.ZeroEx{BaseURL: qc.ZeroExURL, APIKey: qc.ZeroExKey, ChainID: d.ChainID, Routers: routers})
	}
	racer, err := quote.NewRacer(quote.RacerConfig{Venues: venues, VenueTimeout: qc.VenueTimeout, Timeout: qc.RaceTimeout,
		Log: a.log, Registerer: a.registry})
	if err != nil {
		return nil, err
	}
	locks := &quote.Locks{}
	mcat := market.DefaultCatalog()
	svc, err := quote.NewService(quote.Config{ChainID: d.ChainID, Permit2: d.Permit2, Settlement: d.Settlement, USDG: d.USDG,
		Tokens: cat, Racer: racer, Multicall: mc, Locks: locks, Log: a.log,
		Known: mcat.Has})
	if err != nil {
		return nil, err
	}
	sweep := &pipeline.SweepTradability{Sweeper: &quote.Sweeper{Quotes: svc, Store: &quote.Store{DB: a.db}, Locks: locks, Log: a.log,
		Symbols: mcat.Symbols}}
	if err := sweep.Sweeper.Register(a.registry); err != nil {
		return nil, err
	}
	if err := sweep.Sweeper.Restore(ctx); err != nil {
		return nil, err
	}
	a.routes = append(a.routes, api.QuoteRoutes{Quotes: svc, Locks: locks})
	a.tools.Quotes, a.tools.Locks = svc, locks
	a.jobs = append(a.jobs, scheduled{sweep, pipeline.Schedule{Every: pipeline.SweepTradabilityInterval, AtStart: true, EveryReplica: true}})
	if cp.devnet {
		feeds := map[string]common.Address{}
		for _, x := range d.Assets {
			feeds[x.Symbol] = x.Feed
		}
		hb := &devmode.Heartbeat{Feeds: feeds, Log: a.log, Closes: devmode.StoreCloses(&prices.Store{DB: a.db}),
			Post: func(ctx context.Context, feeds []common.Address, prices []*big.Int) error {
				cp.deployerSends.Lock()
				defer cp.deployerSends.Unlock()
				if cp.world {
					return devnet.PostWorldPrices(ctx, cp.client, feeds, prices)
				}
				return devnet.PostPrices(ctx, cp.client, feeds, prices)
			}}
		a.jobs = append(a.jobs, scheduled{hb, pipeline.Schedule{Every: devmode.HeartbeatInterval, AtStart: true}})
	}
	return &quoteParts{service: svc, locks: locks, sweep: sweep}, nil
}
