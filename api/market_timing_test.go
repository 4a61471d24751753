package api_test

import (
	"context"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/market/snapshot"
)

// screenerServers returns a bare fasthttp handler writing the bundled screener snapshot's
// bytes (the baseline) and the full server serving the real GET /api/screener route, its
// rate limit counted on every request but set high enough never to refuse one.
func screenerServers(b *testing.B) (bare fasthttp.RequestHandler, chain fasthttp.RequestHandler) {
	s, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	hold := &snapshot.Holder{}
	hold.Store(s)
	body := s.Views.Screener
	bare = func(rc *fasthttp.RequestCtx) {
		rc.SetContentType("application/json")
		rc.SetBody(body)
	}
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	var routes api.Routes
	for _, r := range (api.MarketRoutes{Snapshots: hold}).Routes() {
		if r.Path == "/api/screener" {
			r.Limit = 1 << 30
			routes = append(routes, r)
		}
	}
	srv.Register(routes)
	return bare, srv.Handler()
}

// BenchmarkScreenerBare and BenchmarkScreenerRoute compare GET /api/screener, served from the
// precomputed snapshot (about 12 KB), with a bare handler writing the same bytes, over loopback.
func BenchmarkScreenerBare(b *testing.B) {
	bare, _ := screenerServers(b)
	benchLoopback(b, bare)
}

func BenchmarkScreenerRoute(b *testing.B) {
	_, chain := screenerServers(b)
	benchLoopback(b, chain)
}

// BenchmarkScreenerInProcess* measure the same without the network.
func BenchmarkScreenerInProcessBare(b *testing.B) {
	bare, _ := screenerServers(b)
	benchInProcess(b, bare)
}

func BenchmarkScreenerInProcessRoute(b *testing.B) {
	_, chain := screenerServers(b)
	benchInProcess(b, chain)
}
