package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/market/snapshot"
)

// BasketRoutes serves the baskets: GET /api/themes, /api/strategies, /api/groves and
// /api/groves/{id}, pre-encoded in the latest market snapshot.
type BasketRoutes struct {
	Snapshots *snapshot.Holder
}

// Routes implements RouteSet.
func (b BasketRoutes) Routes() []Route {
	serve := func(body func(*snapshot.MarketBuild) []byte) func(*Ctx) {
		return func(c *Ctx) {
			if s := snap(c, b.Snapshots); s != nil {
				c.RawJSON(fasthttp.StatusOK, body(s))
			}
		}
	}
	return []Route{
		bind("GET /api/themes", serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.ThemesJSON })),
		bind("GET /api/strategies", serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.StrategiesJSON })),
		bind("GET /api/groves", serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.GrovesJSON })),
		bind("GET /api/groves/{id}", b.grove),
	}
}

func (b BasketRoutes) grove(c *Ctx) {
	s := snap(c, b.Snapshots)
	if s == nil {
		return
	}
	body, err := ops.Grove(s, c.Param("id"))
	if c.failed(err, "grove") {
		return
	}
	c.RawJSON(fasthttp.StatusOK, body)
}
