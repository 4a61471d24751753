package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/quote"
)

// QuoteRoutes serves POST /api/quote and GET /api/tradability.
type QuoteRoutes struct {
	// Quotes answers quotes; nil serves only the tradability route.
	Quotes *quote.Service
	Locks  *quote.Locks
}

// Routes implements RouteSet.
func (q QuoteRoutes) Routes() []Route {
	rs := []Route{bind("GET /api/tradability", q.tradability)}
	if q.Quotes != nil {
		rs = append(rs, bind("POST /api/quote", q.quote))
	}
	return rs
}

func (q QuoteRoutes) quote(c *Ctx) {
	var req quote.Request
	if !c.DecodeBody(&req) {
		return
	}
	ans, err := ops.Quote(c.Context(), q.Quotes, req)
	if c.failed(err, "quote") {
		return
	}
	c.JSON(fasthttp.StatusOK, ans)
}

func (q QuoteRoutes) tradability(c *Ctx) {
	c.JSON(fasthttp.StatusOK, q.Locks.Tradability())
}
