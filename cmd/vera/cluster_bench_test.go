//go:build cluster

package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-zookeeper/zk"
	"github.com/valyala/fasthttp"
)

// BenchmarkClusterThroughput is the rate limits' cost across replicas: three `vera serve`
// processes sharing one ZooKeeper, requests spread round-robin over them from 100,000 distinct
// client addresses (a trusted proxy's X-Forwarded-For), so that two requests in three are served
// by a replica that does not own the client's count. It alternates rounds of GET /healthz (no
// limit, the baseline) and two limited public routes, and reports the median of each, their ratio
// to /healthz, and what ZooKeeper saw meanwhile (mntr): the writes under /vera per limited request
// and the znode count before and after. Mode shared is the replicas sharing the limits (each
// client's count on the replica that owns it); mode per-replica, the reference for what the routes
// themselves cost, is the same three processes without --coord-hosts, each counting alone. One run
// is one measurement:
//
//	go test -tags cluster ./cmd/vera -run '^$' -bench ClusterThroughput -benchtime 1x
//
// Load from other work on the machine comes and goes within seconds, so the rounds are short and
// many, each route's round right after a /healthz round; a route's figure is the median over the
// rounds of its requests per second divided by the /healthz round's before it. VERA_BENCH_ROUNDS
// (default 10) and VERA_BENCH_ROUND (default 1.5s) set the rounds.
func BenchmarkClusterThroughput(b *testing.B) {
	b.Run("shared", func(b *testing.B) { benchCluster(b) })
	// The last --coord-hosts wins: none, so each replica is a single node.
	b.Run("per-replica", func(b *testing.B) { benchCluster(b, "--coord-hosts", "") })
}

func benchCluster(b *testing.B, extra ...string) {
	rounds, round := 10, 1500*time.Millisecond
	if v, err := strconv.Atoi(getenv("VERA_BENCH_ROUNDS", "10")); err == nil && v > 0 {
		rounds = v
	}
	if v, err := time.ParseDuration(getenv("VERA_BENCH_ROUND", "1.5s")); err == nil && v > 0 {
		round = v
	}
	// Every request logged at debug would cost more than the request: info only.
	c := startCluster(b, 3, append([]string{"--log-level", "info", "--metrics-addr", "localhost:0"}, extra...)...) // not --addr's spelling
	clients := make([]*fasthttp.HostClient, len(c.replicas))
	for i, r := range c.replicas {
		clients[i] = &fasthttp.HostClient{Addr: r.addr, MaxConns: 128, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
		waitReady(b, "http://"+r.addr+"/readyz", 3*time.Minute)
	}
	hosts := strings.Split(coordHosts(b), ",")
	conn, _, err := zk.Connect(hosts, 4*time.Second, zk.WithLogInfo(false))
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	const addresses = 100_000
	var next atomic.Uint64
	// run sends path for d from 32 goroutines and answers the requests per second; a request that
	// does not get 200 fails the benchmark (no client reaches its limit).
	run := func(path string, d time.Duration) float64 {
		var done, failed atomic.Int64
		var first atomic.Value
		stop := time.Now().Add(d)
		var wg sync.WaitGroup
		for range 32 {
			wg.Go(func() {
				req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
				defer fasthttp.ReleaseRequest(req)
				defer fasthttp.ReleaseResponse(resp)
				for time.Now().Before(stop) {
					n := next.Add(1)
					ip := n % addresses
					req.SetRequestURI("http://" + clients[n%3].Addr + path)
					req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", 1+ip>>16&0xff, ip>>8&0xff, ip&0xff))
					if err := clients[n%3].Do(req, resp); err != nil || resp.StatusCode() != 200 {
						if failed.Add(1) == 1 {
							first.Store(fmt.Sprintf("%d %v %.200s", resp.StatusCode(), err, resp.Body()))
						}
						continue
					}
					done.Add(1)
				}
			})
		}
		began := time.Now()
		wg.Wait()
		if f := failed.Load(); f > 0 {
			b.Fatalf("%s: %d of %d requests failed; first: %v", path, f, f+done.Load(), first.Load())
		}
		return float64(done.Load()) / time.Since(began).Seconds()
	}
	// The limited routes: GET /api/contracts (120 a minute, a precomputed body) and GET
	// /api/market (60, the market summary), each beside GET /healthz in the same rounds.
	routes := []string{"/healthz", "/api/contracts", "/api/market"}
	for range b.N {
		for _, p := range routes { // warm: connections, the replicas' views of one another
			run(p, time.Second)
		}
		before, treeBefore := zkMonitor(b, hosts[0]), znodesUnder(b, conn, "/vera")
		sentBefore := next.Load()
		rates := make(map[string][]float64)
		ratios := make(map[string][]float64)  // a route's round over the /healthz round before it
		cpu := make(map[string]time.Duration) // the replicas' CPU time, by route
		reqs := make(map[string]uint64)
		var limited uint64
		for range rounds {
			var h float64
			for _, p := range routes {
				n, cpu0 := next.Load(), replicasCPU(b, c)
				r := run(p, round)
				cpu[p] += replicasCPU(b, c) - cpu0
				reqs[p] += next.Load() - n
				rates[p] = append(rates[p], r)
				if p == "/healthz" {
					h = r
					continue
				}
				limited += next.Load() - n
				ratios[p] = append(ratios[p], r/h)
			}
		}
		after, treeAfter := zkMonitor(b, hosts[0]), znodesUnder(b, conn, "/vera")
		writes := after.int(b, "zk_cnt_vera_write_per_namespace") - before.int(b, "zk_cnt_vera_write_per_namespace")
		packets := after.int(b, "zk_packets_received") - before.int(b, "zk_packets_received")
		b.ReportMetric(median(rates["/healthz"]), "healthz-req/s")
		for _, p := range routes[1:] {
			name := strings.TrimPrefix(p, "/api/")
			b.ReportMetric(median(rates[p]), name+"-req/s")
			b.ReportMetric(100*median(ratios[p]), name+"/healthz-%")
		}
		b.ReportMetric(float64(writes)/float64(limited), "zk-writes/limited-req")
		perReq := func(p string) float64 { return float64(cpu[p].Microseconds()) / float64(reqs[p]) }
		for _, p := range routes[1:] {
			b.ReportMetric(100*perReq("/healthz")/perReq(p), strings.TrimPrefix(p, "/api/")+"/healthz-cpu-%")
		}
		for _, p := range routes {
			line := fmt.Sprintf("%s: %d rounds of %s, %v req/s, median %.0f; the replicas' CPU %.1f µs a request", p, rounds, round, rounds1(rates[p]), median(rates[p]), perReq(p))
			if p != "/healthz" {
				pct := make([]int, len(ratios[p]))
				for i, r := range ratios[p] {
					pct[i] = int(100*r + 0.5)
				}
				line += fmt.Sprintf("; of the /healthz round before it %v %%, median %.1f %%", pct, 100*median(ratios[p]))
			}
			b.Log(line)
		}
		b.Logf("%d limited requests from %d distinct addresses (%d sent before): ZooKeeper writes under /vera %d (%.5f a request), packets received from every client %d (%.4f a request); znodes %s before, %s after (mntr), under /vera %d before, %d after (%s)",
			limited, min(addresses, next.Load()), sentBefore, writes, float64(writes)/float64(limited), packets, float64(packets)/float64(limited),
			before["zk_znode_count"], after["zk_znode_count"], len(treeBefore), len(treeAfter), znodesChanged(treeBefore, treeAfter))
		for i, r := range c.replicas {
			b.Logf("replica %d: %s", i, rateLimitMetrics(b, r))
		}
	}
}

// replicasCPU is the CPU time the live replicas' processes have used (user and system, from
// /proc): unlike requests per second, it does not move with other work on the machine, so
// /healthz's CPU a request over a route's is what the route would serve beside /healthz on
// cores of its own.
func replicasCPU(b testing.TB, c *cluster) time.Duration {
	var total time.Duration
	for _, r := range c.replicas {
		raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", r.cmd.Process.Pid))
		if err != nil {
			b.Fatal(err)
		}
		// The fields after the command's name, which is in parentheses: utime and stime are the
		// 12th and 13th, in clock ticks (100 a second).
		f := strings.Fields(string(raw[strings.LastIndexByte(string(raw), ')')+2:]))
		for _, i := range []int{11, 12} {
			ticks, err := strconv.ParseInt(f[i], 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			total += time.Duration(ticks) * 10 * time.Millisecond
		}
	}
	return total
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func rounds1(xs []float64) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x + 0.5)
	}
	return out
}

// waitReady waits until url answers 200.
func waitReady(b testing.TB, url string, within time.Duration) {
	b.Helper()
	deadline := time.Now().Add(within)
	for {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		if time.Now().After(deadline) {
			b.Fatalf("%s not ready within %s", url, within)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// rateLimitMetrics is a replica's vera_ratelimit_* counters, from its /metrics.
func rateLimitMetrics(b testing.TB, r *replica) string {
	ls := r.find("metrics listening")
	if len(ls) == 0 {
		return "no metrics listener"
	}
	resp, err := http.Get("http://" + ls[0].Addr + "/metrics")
	if err != nil {
		return err.Error()
	}
	defer resp.Body.Close()
	var out []string
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if l := sc.Text(); strings.HasPrefix(l, "vera_ratelimit_") && !strings.Contains(l, "_bucket") {
			out = append(out, strings.TrimPrefix(l, "vera_ratelimit_"))
		}
	}
	return strings.Join(out, ", ")
}

type zkFigures map[string]string

// zkMonitor reads ZooKeeper's mntr figures (scripts/cluster.sh allows the four-letter word).
func zkMonitor(b testing.TB, host string) zkFigures {
	b.Helper()
	c, err := net.DialTimeout("tcp", host, 2*time.Second)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := c.Write([]byte("mntr")); err != nil {
		b.Fatal(err)
	}
	m := zkFigures{}
	sc := bufio.NewScanner(c)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), "\t"); ok {
			m[k] = v
		}
	}
	if len(m) == 0 {
		b.Fatal("mntr answered nothing: is it in ZooKeeper's 4lw.commands.whitelist?")
	}
	return m
}

func (m zkFigures) int(b testing.TB, name string) int64 {
	v, ok := m[name]
	if !ok {
		return 0
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		b.Fatalf("mntr %s = %q", name, v)
	}
	return n
}

// znodesUnder lists the znodes under path, itself included.
func znodesUnder(b testing.TB, conn *zk.Conn, path string) []string {
	kids, _, err := conn.Children(path)
	if err != nil {
		b.Fatalf("list %s: %v", path, err)
	}
	out := []string{path}
	for _, k := range kids {
		out = append(out, znodesUnder(b, conn, path+"/"+k)...)
	}
	return out
}

// znodesChanged names the znodes made and gone between two listings.
func znodesChanged(before, after []string) string {
	var made, gone []string
	for _, p := range after {
		if !slices.Contains(before, p) {
			made = append(made, p)
		}
	}
	for _, p := range before {
		if !slices.Contains(after, p) {
			gone = append(gone, p)
		}
	}
	if len(made)+len(gone) == 0 {
		return "none made or gone"
	}
	return fmt.Sprintf("made %v, gone %v", made, gone)
}
