package snapshot

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/views"
)

// MarketBuild is one build of everything the market routes serve.
type MarketBuild struct {
	Catalog *market.Catalog
	Panel   *market.Panel
	Views   *views.Views
	Baskets *baskets.Output
	// Built is when the build ran (not part of any JSON: asOf comes from the data).
	Built time.Time
}

// Options are the inputs of a build beyond the history.
type Options struct {
	Catalog *market.Catalog
	// Locked returns the symbols without a live two-way venue route (nil: none known).
	Locked func() map[string]bool
	// Stats reads a grove's on-chain stats (nil: zeros).
	Stats func(groveID string) baskets.GroveStats
	// Prices gives live USD prices for grove components (nil: the last real close).
	Prices func(symbol string) (float64, bool)
}

// Build computes views and baskets from a history.
func Build(h *market.History, opt Options, built time.Time) (*MarketBuild, error) {
	if opt.Catalog == nil {
		opt.Catalog = market.DefaultCatalog()
	}
	if len(h.Series) == 0 {
		return nil, errors.New("build market snapshot: the history is empty")
	}
	p := market.NewPanel(h)
	var locked map[string]bool
	if opt.Locked != nil {
		locked = opt.Locked()
	}
	v, err := views.BuildViewsLocked(opt.Catalog, h, p, locked)
	if err != nil {
		return nil, fmt.Errorf("build market views: %w", err)
	}
	in := baskets.Input{Catalog: opt.Catalog, History: h, Panel: p, Stats: opt.Stats, Prices: opt.Prices, Locked: locked}
	b, err := baskets.Build(in)
	if err != nil {
		return nil, fmt.Errorf("build baskets: %w", err)
	}
	return &MarketBuild{Catalog: opt.Catalog, Panel: p, Views: v, Baskets: b, Built: built}, nil
}

// Holder publishes the latest snapshot to readers. The zero value holds nothing.
type Holder struct {
	p atomic.Pointer[MarketBuild]
}

// Load returns the latest snapshot, or nil before the first build.
func (h *Holder) Load() *MarketBuild { return h.p.Load() }

// Store publishes a snapshot.
func (h *Holder) Store(s *MarketBuild) { h.p.Store(s) }

// Replace publishes next only if old is still the latest snapshot, so that a derived copy never
// overwrites a newer build.
func (h *Holder) Replace(old, next *MarketBuild) bool { return h.p.CompareAndSwap(old, next) }

// WithGroveStats returns a copy of the snapshot whose groves carry stats(id).
func (s *MarketBuild) WithGroveStats(stats func(groveID string) baskets.GroveStats) (*MarketBuild, error) {
	b, err := s.Baskets.WithGroveStats(stats)
	if err != nil {
		return nil, err
	}
	c := *s
	c.Baskets = b
	return &c, nil
}

// Source loads price history: the ClickHouse store (prices.Store) or files (prices.FileHistory).
type Source interface {
	Load(ctx context.Context) (*market.History, error)
}

// Bundled builds a snapshot from the files embedded in the binary, for tests and for running
// without a database.
func Bundled(ctx context.Context, opt Options) (*MarketBuild, error) {
	h, err := prices.FileHistory{Catalog: opt.Catalog}.Load(ctx)
	if err != nil {
		return nil, err
	}
	return Build(h, opt, time.Time{})
}
