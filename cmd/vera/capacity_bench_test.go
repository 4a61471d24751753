package main

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/valyala/fasthttp"
)

// BenchmarkReplicaThroughput measures what one replica serves over loopback, for docs/scale.md's
// capacity on paper: requests per second of a public route (GET /api/market, the market summary
// from the replica's in-memory snapshot) and of token routes (GET /api/me, GET /api/autopilot, the
// latter reading ClickHouse), each with its per-client rate limit counted on every request, beside
// GET /healthz (no limit, no domain work) as the baseline in the same run.
//
// Requests come from many clients, as under real traffic: the replica trusts loopback's
// X-Forwarded-For (a proxy in front), public requests cycle through 20,000 client IPs and token
// requests through 4,000 users' tokens (each user asked once before the clock starts), so no client
// reaches its limit and every answer must be 200.
// The "shared" mode gives the replica the coordination service of several replicas
// (VERA_TEST_COORD_HOSTS): it joins the members and, alone there, owns every client's count, so
// this is the cost of the membership with nobody to send hits to; BenchmarkClusterThroughput
// (build tag cluster) measures three replicas sharing the limits.
//
//	go test ./cmd/vera -run '^$' -bench ReplicaThroughput -benchtime 5s
func BenchmarkReplicaThroughput(b *testing.B) {
	modes := []struct {
		name  string
		extra []string
	}{{"local", nil}}
	if hosts := os.Getenv("VERA_TEST_COORD_HOSTS"); hosts != "" {
		modes = append(modes, struct {
			name  string
			extra []string
		}{"shared", []string{"--coord-hosts", hosts}})
	} else {
		b.Error("VERA_TEST_COORD_HOSTS is not set: the shared-limit mode needs a ZooKeeper (scripts/cluster.sh up)")
	}
	for _, mode := range modes {
		b.Run(mode.name, func(b *testing.B) {
			a, base := liveDevApp(b, append([]string{"--trusted-proxies", "127.0.0.1/32"}, mode.extra...)...)
			addr := strings.TrimPrefix(base, "http://")
			const users, publicClients = 4000, 20000
			tokens := make([]string, users)
			for i := range tokens {
				tok, err := a.issuer.Token(fmt.Sprintf("capacity-%d", i), time.Hour, time.Now())
				if err != nil {
					b.Fatal(err)
				}
				tokens[i] = "Bearer " + tok
			}
			hc := &fasthttp.HostClient{Addr: addr, MaxConns: 256, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
			var clients atomic.Uint64
			for _, route := range []struct {
				name, path string
				token      bool
			}{
				{"baseline-healthz", "/healthz", false},
				{"public-market", "/api/market", false},
				{"token-me", "/api/me", true},
				{"token-autopilot", "/api/autopilot", true},
			} {
				warm := !route.token
				b.Run(route.name, func(b *testing.B) {
					// A user's first GET /api/me makes their dev wallet; steady traffic is of known users.
					if !warm {
						var wg sync.WaitGroup
						var next atomic.Int64
						for range 16 {
							wg.Go(func() {
								req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
								defer fasthttp.ReleaseRequest(req)
								defer fasthttp.ReleaseResponse(resp)
								req.SetRequestURI("http://" + addr + route.path)
								req.Header.Set("X-Forwarded-For", "192.0.2.1")
								for i := next.Add(1) - 1; i < users; i = next.Add(1) - 1 {
									req.Header.Set("Authorization", tokens[i])
									if err := hc.Do(req, resp); err != nil || resp.StatusCode() != 200 {
										b.Errorf("warm-up %s for user %d: %d %v", route.path, i, resp.StatusCode(), err)
										return
									}
								}
							})
						}
						wg.Wait()
					}
					warm = true
					b.ResetTimer()
					var failed atomic.Int64
					var firstFailure atomic.Value
					b.SetParallelism(16)
					start := time.Now()
					b.RunParallel(func(pb *testing.PB) {
						req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
						defer fasthttp.ReleaseRequest(req)
						defer fasthttp.ReleaseResponse(resp)
						req.SetRequestURI("http://" + addr + route.path)
						for pb.Next() {
							n := clients.Add(1)
							ip := n % publicClients
							req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", ip>>16&0xff, ip>>8&0xff, ip&0xff))
							if route.token {
								req.Header.Set("Authorization", tokens[n%users])
							}
							if err := hc.Do(req, resp); err != nil || resp.StatusCode() != 200 {
								if failed.Add(1) == 1 {
									firstFailure.Store(fmt.Sprintf("%d %v %.200s", resp.StatusCode(), err, resp.Body()))
								}
							}
						}
					})
					b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "req/s")
					if f := failed.Load(); f > 0 {
						b.Fatalf("%d of %d requests failed; first: %v", f, b.N, firstFailure.Load())
					}
				})
			}
		})
	}
}
