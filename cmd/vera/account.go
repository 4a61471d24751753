package main

import (
	"context"
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/pipeline"
)

// accountConfig tunes the account routes and the balance snapshots.
type accountConfig struct {
	ExplorerAPI string
	MaxIndexLag int
	LogRange    int
	MaxPriceAge time.Duration
	// TouchedAddresses bounds the addresses whose touched tokens portfolios keep in memory.
	TouchedAddresses int
}

func (c *accountConfig) register(f flags) {
	f.string(&c.ExplorerAPI, "explorer-api-url", "", "a keyless Blockscout-compatible explorer (its /api) that GET /api/transactions falls back to when the index cannot answer (empty: the chain's logs)")
	f.int(&c.MaxIndexLag, "index-max-lag", account.DefaultMaxLag, "blocks the index may trail the chain head and still answer GET /api/transactions")
	f.int(&c.LogRange, "transfer-log-range", account.DefaultLogRange, "recent blocks the chain-log fallback of GET /api/transactions searches")
	f.int(&c.TouchedAddresses, "portfolio-cache-addresses", account.DefaultTouchedAddresses, "addresses whose touched tokens portfolios keep in memory (about 200 bytes each)")
	f.duration(&c.MaxPriceAge, "price-max-age", account.DefaultMaxPriceAge, "how old a feed's answer may be (against the block it is read at) and still price anything")
}

// addAccount serves prices, portfolios, transfers and balance history, and schedules the hourly
// balance snapshots, their retention and the recording of queried addresses.
func (a *app) addAccount(cp *chainParts, ac accountConfig) error {
	hold := a.snapshots
	d := cp.deployment
	cat, err := d.TokenIndex()
	if err != nil {
		return err
	}
	public := cp.client.Lane(chain.LanePublic) // prices, portfolios and transfers are public reads
	feeds := account.NewFeeds(chain.NewMulticall(public, d.Multicall3, 0), d.Assets, ac.MaxPriceAge, account.NewMarket(hold))
	store := &account.Store{DB: a.db}
	// Portfolios read the tokens each holder touched, kept warm by the indexer's signal.
	groves := account.GrovesOf(d)
	touched := account.NewTouchedTokens(account.TouchedConfig{ChainID: uint64(d.ChainID), Catalog: cat, Groves: groves,
		Index: store, Chain: public, MaxAddresses: ac.TouchedAddresses, Log: a.log.With("component", "touched-tokens")})
	portfolios, err := account.NewPortfolios(d, feeds, groves, account.ReadTouched(touched))
	if err != nil {
		return err
	}
	tctx, stopTouched := context.WithCancel(context.Background())
	refreshed := make(chan struct{})
	indexed := a.indexed.Subscribe()
	if a.leads != nil {
		// Among replicas only the leader indexes, so no signal reaches the others: they refresh
		// from the shared index on a clock as well.
		indexed = withTicks(tctx, indexed, replicaTouchedRefresh)
	}
	go func() { defer close(refreshed); touched.Listen(tctx, indexed) }()
	a.life.onStop("touched tokens", func() error { stopTouched(); <-refreshed; return nil })
	var explorer *account.Blockscout
	if ac.ExplorerAPI != "" {
		explorer = &account.Blockscout{BaseURL: ac.ExplorerAPI}
	}
	transfers := account.NewTransfers(account.TransfersConfig{
		ChainID: uint64(d.ChainID), Catalog: cat, Index: store, Chain: public, Explorer: explorer,
		MaxLag: uint64(max(ac.MaxIndexLag, 0)), LogRange: uint64(max(ac.LogRange, 0)),
	})
	seen := account.NewSeen(store)
	// Addresses queried since the last flush are written at shutdown (after the pipelines stop,
	// before the database closes).
	a.life.onStop("seen addresses", func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return seen.Flush(ctx, time.Now())
	})
	snaps := &account.Snapshots{Portfolios: portfolios, Store: store, Seen: seen, ChainID: uint64(d.ChainID),
		Multicall: chain.NewMulticall(cp.client.Lane(chain.LaneBackground), d.Multicall3, 2000), Chain: cp.client.Lane(chain.LaneBackground)}
	a.routes = append(a.routes, api.AccountRoutes{Portfolios: portfolios, Transfers: transfers, History: store, Seen: seen})
	a.tools.Portfolios, a.tools.Seen = portfolios, seen
	var sched pipeline.AccountSchedules
	a.jobs = append(a.jobs,
		scheduled{&pipeline.SnapshotBalances{Snapshots: snaps, Log: a.log}, sched.Snapshots()},
		scheduled{&pipeline.DropOldSnapshots{Store: store, Log: a.log}, sched.Retention()},
		scheduled{pipeline.FlushSeen{Seen: seen}, sched.FlushSeen()},
	)
	return nil
}

// replicaTouchedRefresh is how often a replica that may not lead refreshes the touched tokens from
// the shared index (between refreshes portfolios read the chain's logs past the index).
const replicaTouchedRefresh = 2 * time.Second

// withTicks is signal, and a tick every period besides, until ctx ends.
func withTicks(ctx context.Context, signal <-chan struct{}, every time.Duration) <-chan struct{} {
	out := make(chan struct{}, 1)
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-signal:
			case <-t.C:
			}
			select {
			case out <- struct{}{}:
			default: // a refresh is already due
			}
		}
	}()
	return out
}
