package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/snapshot"
)

// RebuildMarketInterval is the basket refresh interval of the interface (refreshedEvery "6h").
const RebuildMarketInterval = 6 * time.Hour

// ImportPrices copies price history from a provider into ClickHouse. It is idempotent: a
// series whose rows are already stored is not written again.
type ImportPrices struct {
	Provider prices.Provider
	Store    *prices.Store
	Catalog  *market.Catalog // nil: the default catalog
	Log      *slog.Logger
	// Prune deletes superseded versions after the import.
	Prune bool
}

// Name implements Job.
func (j *ImportPrices) Name() string { return "import-prices" }

// Run implements Job.
func (j *ImportPrices) Run(ctx context.Context) error {
	c := j.Catalog
	if c == nil {
		c = market.DefaultCatalog()
	}
	log := j.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	rep, err := prices.Import(ctx, j.Provider, j.Store, c, log)
	log.Info("prices imported", "source", j.Provider.Name(), "report", rep.String(), "missing", rep.Missing)
	if err != nil {
		return err
	}
	if j.Prune && len(rep.Written) > 0 {
		if err := j.Store.Prune(ctx); err != nil {
			return err
		}
	}
	return nil
}

// RebuildMarket loads the price history, builds the market views and every basket, and
// publishes them to the API at once. A failed build keeps the previous snapshot.
type RebuildMarket struct {
	// Import, when set, runs first (in dev: the bundled files into ClickHouse).
	Import *ImportPrices
	// Source is where history is read from: the ClickHouse store, or files.
	Source  snapshot.Source
	Holder  *snapshot.Holder
	Options snapshot.Options
	// Now stamps the build (nil: time.Now); it appears in no response.
	Now func() time.Time
	Log *slog.Logger
}

// Name implements Job.
func (j *RebuildMarket) Name() string { return "rebuild-market" }

// Run implements Job.
func (j *RebuildMarket) Run(ctx context.Context) error {
	if j.Import != nil {
		if err := j.Import.Run(ctx); err != nil {
			return fmt.Errorf("rebuild market: %w", err)
		}
	}
	h, err := j.Source.Load(ctx)
	if err != nil {
		return fmt.Errorf("rebuild market: load history: %w", err)
	}
	now := time.Now
	if j.Now != nil {
		now = j.Now
	}
	s, err := snapshot.Build(h, j.Options, now())
	if err != nil {
		return fmt.Errorf("rebuild market: %w", err)
	}
	j.Holder.Store(s)
	if j.Log != nil {
		j.Log.Info("market rebuilt", "asOf", s.Baskets.AsOf, "series", len(h.Series), "themes", len(s.Baskets.Themes), "strategies", len(s.Baskets.Strategies), "groves", len(s.Baskets.Groves))
	}
	return nil
}
