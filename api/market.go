package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
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
		bind("GET /api/market", m.market),
		bind("GET /api/screener", m.screener),
		bind("POST /api/backtest", m.backtest),
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
	if !c.hasQuery("symbol") {
		c.RawJSON(fasthttp.StatusOK, s.Views.Summary)
		return
	}
	var rng *string
	if c.hasQuery("range") {
		r := c.query("range")
		rng = &r
	}
	body, err := ops.Series(s, c.query("symbol"), rng)
	if c.failed(err, "market series") {
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
	ans, err := ops.Backtest(s, req)
	if c.failed(err, "backtest") {
		return
	}
	c.JSON(fasthttp.StatusOK, ans)
}
