package api

import (
	"encoding/json"
	"math"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
)

// MarketRoutes serves the public market data: GET /api/market, GET /api/screener and
// POST /api/backtest, from the latest market snapshot.
type MarketRoutes struct {
	Snapshots *snapshot.Holder
}

// Routes implements RouteSet.
func (m MarketRoutes) Routes() []Route {
	return []Route{
		{Method: "GET", Path: "/api/market", Handler: m.market},
		{Method: "GET", Path: "/api/screener", Handler: m.screener},
		{Method: "POST", Path: "/api/backtest", Handler: m.backtest},
	}
}

// snap returns the snapshot, or answers 503 before the first build.
func snap(c *Ctx, h *snapshot.Holder) *snapshot.Snapshot {
	s := h.Load()
	if s == nil {
		c.Error(fasthttp.StatusServiceUnavailable, MsgUnavailable)
	}
	return s
}

func (m MarketRoutes) market(c *Ctx) {
	s := snap(c, m.Snapshots)
	if s == nil {
		return
	}
	if !c.HasQuery("symbol") {
		c.RawJSON(fasthttp.StatusOK, s.Views.Summary)
		return
	}
	symbol, ok := s.Views.Known(c.Query("symbol"))
	if !ok {
		c.Error(fasthttp.StatusBadRequest, MsgUnknownSymbol)
		return
	}
	rng := market.DefaultRange
	if c.HasQuery("range") {
		rng = c.Query("range")
	}
	body, ok := s.Views.Series(symbol, rng)
	if !ok {
		c.Error(fasthttp.StatusBadRequest, MsgUnknownRange)
		return
	}
	c.RawJSON(fasthttp.StatusOK, body)
}

func (m MarketRoutes) screener(c *Ctx) {
	if s := snap(c, m.Snapshots); s != nil {
		c.RawJSON(fasthttp.StatusOK, s.Views.Screener)
	}
}

// Backtest request limits of the interface.
const (
	MaxBacktestLegs = 20
)

// parseBacktest validates POST /api/backtest's body: {"allocations": [{symbol, weightPct}]}
// with 1-20 legs, catalog symbols and weightPct in (0, 100].
func parseBacktest(body []byte, cat *market.Catalog) ([]market.Allocation, bool) {
	var req struct {
		Allocations json.RawMessage `json:"allocations"`
	}
	if DecodeJSON(body, &req) != nil {
		return nil, false
	}
	var legs []map[string]any
	if DecodeJSON(req.Allocations, &legs) != nil || len(legs) < 1 || len(legs) > MaxBacktestLegs {
		return nil, false
	}
	out := make([]market.Allocation, 0, len(legs))
	for _, l := range legs {
		sym, ok := l["symbol"].(string)
		if !ok {
			return nil, false
		}
		a, ok := cat.Lookup(sym)
		if !ok {
			return nil, false
		}
		num, ok := l["weightPct"].(json.Number)
		if !ok {
			return nil, false
		}
		w, err := num.Float64()
		if err != nil || math.IsNaN(w) || !(w > 0) || w > 100 {
			return nil, false
		}
		out = append(out, market.Allocation{Symbol: a.Symbol, WeightPct: w})
	}
	return out, true
}

func (m MarketRoutes) backtest(c *Ctx) {
	s := snap(c, m.Snapshots)
	if s == nil {
		return
	}
	legs, ok := parseBacktest(c.PostBody(), s.Catalog)
	if !ok {
		c.Error(fasthttp.StatusBadRequest, MsgInvalidBody)
		return
	}
	c.JSON(fasthttp.StatusOK, struct {
		Backtest *market.BacktestResult `json:"backtest"`
	}{market.BacktestYear(s.Panel, legs)})
}
