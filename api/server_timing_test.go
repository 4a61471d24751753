package api_test

import (
	"net"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
)

// payload stands for a public JSON route's precomputed response (about the size of a
// screener snapshot row set).
var payload = []byte(`{"assets":[{"symbol":"AAPL","ret1yPct":12.3,"ret3mPct":4.5,"volPct":22.1,"maxDrawdownPct":18.2,"noData":false},{"symbol":"MSFT","ret1yPct":9.8,"ret3mPct":2.1,"volPct":19.4,"maxDrawdownPct":14.9,"noData":false}],"asOf":"2026-05-29T20:00:00Z"}`)

func bareHandler(rc *fasthttp.RequestCtx) {
	rc.SetContentType("application/json")
	rc.SetBody(payload)
}

func chainServer() *api.Server {
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	// The limit is counted on every request but set high enough never to refuse one.
	srv.Register(api.Routes{{Method: "GET", Path: "/api/screener", Limit: 1 << 30, Handler: func(c *api.Ctx) {
		c.RawJSON(200, payload)
	}}})
	return srv
}

func serveLoopback(b *testing.B, h fasthttp.RequestHandler) (addr string, stop func()) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	s := &fasthttp.Server{Handler: h, ReadTimeout: 10 * time.Second, IdleTimeout: 10 * time.Second}
	go s.Serve(ln)
	return ln.Addr().String(), func() { _ = s.Shutdown() }
}

func benchLoopback(b *testing.B, h fasthttp.RequestHandler) {
	addr, stop := serveLoopback(b, h)
	defer stop()
	client := &fasthttp.HostClient{Addr: addr, MaxConns: 64}
	b.ReportAllocs()
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var req fasthttp.Request
		var resp fasthttp.Response
		req.SetRequestURI("http://" + addr + "/api/screener")
		for pb.Next() {
			if err := client.Do(&req, &resp); err != nil {
				b.Error(err)
				return
			}
			if resp.StatusCode() != 200 {
				b.Errorf("status %d", resp.StatusCode())
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

// BenchmarkLoopbackBare is the baseline: a bare fasthttp handler writing the same bytes.
func BenchmarkLoopbackBare(b *testing.B) { benchLoopback(b, bareHandler) }

// BenchmarkLoopbackChain is a public JSON route through the full middleware chain.
func BenchmarkLoopbackChain(b *testing.B) {
	srv := chainServer()
	benchLoopback(b, srv.Handler())
}

func benchInProcess(b *testing.B, h fasthttp.RequestHandler) {
	var req fasthttp.Request
	req.SetRequestURI("http://vera.test/api/screener")
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		var rc fasthttp.RequestCtx
		rc.Init(&req, remote, nil)
		h(&rc)
	}
}

// BenchmarkHandlerBare and BenchmarkHandlerChain measure the chain's own cost, no network.
func BenchmarkHandlerBare(b *testing.B) { benchInProcess(b, bareHandler) }

func BenchmarkHandlerChain(b *testing.B) {
	srv := chainServer()
	benchInProcess(b, srv.Handler())
}
