package api

import (
	"github.com/valyala/fasthttp"

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
		{Method: "GET", Path: "/api/themes", Handler: serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.ThemesJSON })},
		{Method: "GET", Path: "/api/strategies", Handler: serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.StrategiesJSON })},
		{Method: "GET", Path: "/api/groves", Handler: serve(func(s *snapshot.MarketBuild) []byte { return s.Baskets.GrovesJSON })},
		{Method: "GET", Path: "/api/groves/{id}", Handler: b.grove},
	}
}

func (b BasketRoutes) grove(c *Ctx) {
	s := snap(c, b.Snapshots)
	if s == nil {
		return
	}
	body, ok := s.Baskets.GroveJSON(c.Param("id"))
	if !ok {
		c.Error(fasthttp.StatusNotFound, MsgGroveNotFound)
		return
	}
	c.RawJSON(fasthttp.StatusOK, body)
}
