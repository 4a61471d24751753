package api_test

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
)

// BenchmarkLoopbackReplicas is what sharing the limits costs a route: three API servers on
// loopback, requests spread round-robin over them from 100,000 distinct client addresses (a
// trusted proxy's X-Forwarded-For), to GET /healthz (no limit) and to a route limited to 120 a
// minute that writes the same bytes, so the limit is the only difference. Mode shared is the three
// sharing the limit as replicas do (each client's count on the server that owns it, over real
// ZooKeeper membership and the peers' endpoint); mode per-replica is each counting alone. The
// rounds alternate (ten of a second each, 32 client goroutines); the figure is the median over the
// rounds of the limited route's requests per second divided by the /healthz round's before it,
// beside the process's CPU time a request (servers and client together), which other work on
// the machine does not move.
//
//	go test ./api -run '^$' -bench LoopbackReplicas -benchtime 1x
func BenchmarkLoopbackReplicas(b *testing.B) {
	for _, shared := range []bool{true, false} {
		name := map[bool]string{true: "shared", false: "per-replica"}[shared]
		b.Run(name, func(b *testing.B) {
			body := []byte(`{"ok":true}`)
			reps := sharedReplicas(b, shared, map[string]api.Policy{"GET /api/ping": {Limit: 120, Cache: api.CacheNone}}, func(c *api.Ctx) {
				c.RawJSON(200, body)
			})
			var next atomic.Uint64
			run := func(path string, d time.Duration) (rate float64, n uint64, cpu time.Duration) {
				cpu0, n0 := processCPU(b), next.Load()
				stop := time.Now().Add(d)
				var wg sync.WaitGroup
				began := time.Now()
				for range 32 {
					wg.Go(func() {
						req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
						defer fasthttp.ReleaseRequest(req)
						defer fasthttp.ReleaseResponse(resp)
						for time.Now().Before(stop) {
							i := next.Add(1)
							hc := reps[i%3].hc
							ip := i % 100_000
							req.SetRequestURI("http://" + hc.Addr + path)
							req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", 1+ip>>16&0xff, ip>>8&0xff, ip&0xff))
							if err := hc.Do(req, resp); err != nil || resp.StatusCode() != 200 {
								b.Errorf("%s: %d %v", path, resp.StatusCode(), err)
								return
							}
						}
					})
				}
				wg.Wait()
				n = next.Load() - n0
				return float64(n) / time.Since(began).Seconds(), n, processCPU(b) - cpu0
			}
			for range b.N {
				run("/api/ping", time.Second) // warm: connections, the servers' views of one another
				var ratios []float64
				var cpu [2]time.Duration
				var reqs [2]uint64
				for range 10 {
					h, hn, hc := run("/healthz", time.Second)
					l, ln, lc := run("/api/ping", time.Second)
					ratios = append(ratios, l/h)
					cpu[0], cpu[1] = cpu[0]+hc, cpu[1]+lc
					reqs[0], reqs[1] = reqs[0]+hn, reqs[1]+ln
				}
				slices.Sort(ratios)
				perReq := func(i int) float64 { return float64(cpu[i].Nanoseconds()) / 1000 / float64(reqs[i]) }
				b.ReportMetric(100*ratios[len(ratios)/2], "limited/healthz-%")
				b.ReportMetric(perReq(0), "healthz-cpu-µs/req")
				b.ReportMetric(perReq(1), "limited-cpu-µs/req")
				b.Logf("limited over /healthz, rounds sorted: %.0f %%", func() []float64 {
					out := make([]float64, len(ratios))
					for i, r := range ratios {
						out[i] = 100 * r
					}
					return out
				}())
			}
			if shared {
				var s string
				for i, r := range reps {
					s += fmt.Sprintf("\n\tserver %d: %v", i, r.limiter.Stats())
				}
				b.Log(s)
			}
		})
	}
}

// processCPU is this process's user and system CPU time so far.
func processCPU(b testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
