package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/market/views"
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
func snap(c *Ctx, h *snapshot.Holder) *snapshot.MarketBuild {
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
	rng := views.DefaultRange
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

func (m MarketRoutes) backtest(c *Ctx) {
	s := snap(c, m.Snapshots)
	if s == nil {
		return
	}
	var req market.BacktestRequest
	if !c.DecodeBody(&req) {
		return
	}
	legs, err := req.Legs(s.Catalog)
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgInvalidBody)
		return
	}
	c.JSON(fasthttp.StatusOK, struct {
		Backtest *market.BacktestResult `json:"backtest"`
	}{market.BacktestYear(s.Panel, legs)})
}
