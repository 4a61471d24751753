package api

import (
	"errors"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
)

// AllocateRoutes serves POST /api/allocate: public, limited per IP.
type AllocateRoutes struct {
	Drafter *agent.Drafter
}

// Routes lists the allocation route.
func (r AllocateRoutes) Routes() []Route {
	return []Route{{Method: "POST", Path: "/api/allocate", Handler: r.allocate}}
}

// allocate answers the Draft allocation of {"goal", "amountUsd"}: 400 Invalid request body. for a
// bad body, 503 before the first market build or when nothing is tradable.
func (r AllocateRoutes) allocate(c *Ctx) {
	var req agent.DraftRequest
	if !c.DecodeBody(&req) {
		return
	}
	draft, err := r.Drafter.Propose(req)
	switch {
	case errors.Is(err, agent.ErrNoMarketData) || errors.Is(err, agent.ErrNoDraft):
		c.Error(fasthttp.StatusServiceUnavailable, MsgUnavailable)
	case err != nil:
		fail(c, "draft allocation", err)
	default:
		c.JSON(fasthttp.StatusOK, draft)
	}
}
