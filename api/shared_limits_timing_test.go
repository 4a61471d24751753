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
	"github.com/vera-invest/vera/ratelimit"
)

// BenchmarkLoopbackReplicas is what sharing the limits costs a route: requests spread round-robin
// over three API servers on loopback from 100,000 distinct client addresses (a trusted proxy's
// X-Forwarded-For), to GET /healthz (no limit) and to a route limited to 120 a minute that writes
// the same bytes, so the limit is the only difference. Two sets of three servers run side by side:
// one sharing the limit as replicas do (each client's count on the server that owns it, over real
// ZooKeeper membership and the peers' endpoint), one with each server counting alone. The rounds
// alternate (a second each, 32 client goroutines): /healthz, the limited route on the sharing set,
// the same on the other; a route's figure is the median over the rounds of its requests per second
// divided by the /healthz round's before it, beside the process's CPU time a request (servers and
// client together), which other work on the machine moves less.
//
//	go test ./api -run '^$' -bench LoopbackReplicas -benchtime 1x
func BenchmarkLoopbackReplicas(b *testing.B) {
	body := []byte(`{"ok":true}`)
	policies := map[string]api.Policy{"GET /api/ping": {Limit: 120, Cache: api.CacheNone}}
	handler := func(c *api.Ctx) { c.RawJSON(200, body) }
	sets := map[string][]sharedReplica{
		"shared":      sharedReplicas(b, true, ratelimit.Config{}, policies, handler),
		"per-replica": sharedReplicas(b, false, ratelimit.Config{}, policies, handler),
	}
	var next atomic.Uint64
	run := func(reps []sharedReplica, path string, d time.Duration) (rate float64, n uint64, cpu time.Duration) {
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
	type tally struct {
		ratios []float64
		cpu    time.Duration
		n      uint64
	}
	for range b.N {
		for _, reps := range sets { // warm: connections, the servers' views of one another
			run(reps, "/api/ping", time.Second)
		}
		var healthz tally
		limited := map[string]*tally{"shared": {}, "per-replica": {}}
		for range 12 {
			h, hn, hc := run(sets["shared"], "/healthz", time.Second)
			healthz.cpu, healthz.n = healthz.cpu+hc, healthz.n+hn
			for _, name := range []string{"shared", "per-replica"} {
				r, n, c := run(sets[name], "/api/ping", time.Second)
				t := limited[name]
				t.ratios = append(t.ratios, r/h)
				t.cpu, t.n = t.cpu+c, t.n+n
			}
		}
		perReq := func(t *tally) float64 { return float64(t.cpu.Nanoseconds()) / 1000 / float64(t.n) }
		b.ReportMetric(perReq(&healthz), "healthz-cpu-µs/req")
		for _, name := range []string{"shared", "per-replica"} {
			t := limited[name]
			slices.Sort(t.ratios)
			b.ReportMetric(100*t.ratios[len(t.ratios)/2], name+"/healthz-%")
			b.ReportMetric(perReq(t), name+"-cpu-µs/req")
			pct := make([]int, len(t.ratios))
			for i, r := range t.ratios {
				pct[i] = int(100*r + 0.5)
			}
			b.Logf("%s: of the /healthz round before it, sorted %v %%; CPU %.1f µs a request (/healthz %.1f)", name, pct, perReq(t), perReq(&healthz))
		}
	}
	var s string
	for i, r := range sets["shared"] {
		s += fmt.Sprintf("\n\tserver %d: %v", i, r.limiter.Stats())
	}
	b.Log(s)
}

// processCPU is this process's user and system CPU time so far.
func processCPU(b testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
