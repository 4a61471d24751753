package devmode

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

// HeartbeatInterval re-posts the devnet's feeds well within their staleness bound.
const HeartbeatInterval = 30 * time.Minute

// Close is a real daily close: its trading day ("2006-01-02") and its price with 8 decimals.
type Close struct {
	Date    string
	PriceE8 *big.Int
}

// Heartbeat keeps the devnet's price feeds alive: it re-posts each asset's latest real close known
// to the market store (never an invented price), so that the market maker's staleness bound stops
// only a feed nobody keeps. A re-posted close is still the close of its own day, and the log says which.
type Heartbeat struct {
	// Closes returns the latest real close of every asset the store knows.
	Closes func(ctx context.Context) (map[string]Close, error)
	// Feeds maps symbols to their price feeds.
	Feeds map[string]common.Address
	// Post sends the new answers (on the devnet: devnet.PostPrices as the feeds' owner).
	Post func(ctx context.Context, feeds []common.Address, pricesE8 []*big.Int) error
	Log  *slog.Logger
}

// Name implements pipeline.Job: the heartbeat is the `oracle-heartbeat` job of `vera dev`.
func (h *Heartbeat) Name() string { return "oracle-heartbeat" }

// Run implements pipeline.Job.
func (h *Heartbeat) Run(ctx context.Context) error { return h.Beat(ctx) }

// Beat posts every feed's latest close.
func (h *Heartbeat) Beat(ctx context.Context) error {
	closes, err := h.Closes(ctx)
	if err != nil {
		return fmt.Errorf("oracle heartbeat: read closes: %w", err)
	}
	symbols := make([]string, 0, len(h.Feeds))
	for s := range h.Feeds {
		if c, ok := closes[s]; ok && c.PriceE8 != nil && c.PriceE8.Sign() > 0 {
			symbols = append(symbols, s)
		}
	}
	sort.Strings(symbols)
	feeds := make([]common.Address, len(symbols))
	prices := make([]*big.Int, len(symbols))
	for i, s := range symbols {
		feeds[i], prices[i] = h.Feeds[s], closes[s].PriceE8
	}
	if len(feeds) == 0 {
		return nil
	}
	if err := h.Post(ctx, feeds, prices); err != nil {
		return fmt.Errorf("oracle heartbeat: %w", err)
	}
	if h.Log != nil {
		oldest, newest := closes[symbols[0]].Date, closes[symbols[0]].Date
		for _, s := range symbols[1:] {
			oldest, newest = min(oldest, closes[s].Date), max(newest, closes[s].Date)
		}
		h.Log.Info("oracle heartbeat", "feeds", len(feeds), "unkept", len(h.Feeds)-len(feeds), "closes_from", oldest, "closes_to", newest)
	}
	return nil
}

// StoreCloses reads the latest real close of every asset the market store knows: the heartbeat's
// Closes in `vera dev`.
func StoreCloses(store *prices.Store) func(ctx context.Context) (map[string]Close, error) {
	return func(ctx context.Context) (map[string]Close, error) {
		h, err := store.Load(ctx)
		if err != nil {
			return nil, err
		}
		return ClosesOf(h), nil
	}
}

// ClosesOf returns every series' latest real daily close in h.
func ClosesOf(h *market.History) map[string]Close {
	out := map[string]Close{}
	for sym, s := range h.Series {
		if s == nil || len(s.Daily) == 0 {
			continue
		}
		last := s.Daily[len(s.Daily)-1]
		p, err := chain.ParsePriceE8(strconv.FormatFloat(last.Close, 'f', -1, 64))
		if err != nil {
			continue // not a positive price: no close to post
		}
		out[sym] = Close{Date: last.Date, PriceE8: p}
	}
	return out
}

// BundledCloses are the bundled data's last real closes of the catalog's assets: what the world
// chain's heartbeat re-posts without a market store.
func BundledCloses(context.Context) (map[string]Close, error) {
	files := prices.Bundled()
	universe, err := prices.Universe(market.DefaultCatalog(), files)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Close, len(universe))
	for _, l := range universe {
		date, _, err := files.LastClose(l.Symbol)
		if err != nil {
			return nil, fmt.Errorf("last close of %s: %w", l.Symbol, err)
		}
		out[l.Symbol] = Close{Date: date, PriceE8: l.PriceE8}
	}
	return out, nil
}
