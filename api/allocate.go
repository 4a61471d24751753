package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api/ops"
)

// AllocateRoutes serves POST /api/allocate: public, limited per IP.
type AllocateRoutes struct {
	Drafter *agent.Drafter
}

// Routes lists the allocation route.
func (r AllocateRoutes) Routes() []Route {
	return []Route{bind("POST /api/allocate", r.allocate)}
}

// allocate answers the Draft allocation of {"goal", "amountUsd"}: 400 Invalid request body. for a
// bad body, 503 before the first market build or when nothing is tradable.
func (r AllocateRoutes) allocate(c *Ctx) {
	var req agent.DraftRequest
	if !c.DecodeBody(&req) {
		return
	}
	draft, err := ops.Draft(r.Drafter, req)
	if c.failed(err, "draft allocation") {
		return
	}
	c.JSON(fasthttp.StatusOK, draft)
}
