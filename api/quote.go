package api

import (
	"errors"

	"github.com/valyala/fasthttp"

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
	rs := []Route{Serve("GET /api/tradability", q.tradability)}
	if q.Quotes != nil {
		rs = append(rs, Serve("POST /api/quote", q.quote))
	}
	return rs
}

func (q QuoteRoutes) quote(c *Ctx) {
	var req quote.Request
	if !c.DecodeBody(&req) {
		return
	}
	ans, err := q.Quotes.Respond(c.Context(), req)
	var unknown *quote.UnknownSymbolError
	switch {
	case errors.As(err, &unknown):
		c.Error(fasthttp.StatusBadRequest, unknown.Error())
		return
	case errors.Is(err, quote.ErrInvalidRequest):
		c.Error(fasthttp.StatusBadRequest, MsgInvalidBody)
		return
	case err != nil:
		c.Log().Error("quote", "err", err)
		c.Error(fasthttp.StatusInternalServerError, MsgInternal)
		return
	}
	c.JSON(fasthttp.StatusOK, ans)
}

func (q QuoteRoutes) tradability(c *Ctx) {
	c.JSON(fasthttp.StatusOK, q.Locks.Tradability())
}
