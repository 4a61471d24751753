package api_test

import (
	"context"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/coord"
)

// TestSharedLimitAcrossReplicas is the attack of a client spreading its requests over three
// replicas to get three times a route's limit: with the counts in ZooKeeper, 3× the limit from
// one address gets exactly the limit served, the rest 429 with Retry-After; another address
// still has its own limit.
func TestSharedLimitAcrossReplicas(t *testing.T) {
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	root := "/vera-test-limits-" + time.Now().Format("150405.000000")
	const limit = 12
	var served, writes atomic.Int64
	clients := make([]*fasthttp.HostClient, 3)
	for i := range clients {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: hosts, SessionTimeout: 4 * time.Second, Root: root})
		cancel()
		if err != nil {
			t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
		}
		t.Cleanup(z.Close)
		srv := api.New(api.Config{TrustedProxies: loopbackProxy, SharedCounts: countedWrites{z, &writes},
			Policies: map[string]api.Policy{"GET /api/market": {Limit: limit, Cache: api.CacheRevalidate}}}, nil, nil, nil, prometheus.NewRegistry())
		srv.Register(api.Routes{{Method: "GET", Path: "/api/market", Handler: func(c *api.Ctx) {
			served.Add(1)
			c.JSON(200, map[string]int{"n": 1})
		}}})
		clients[i] = serveHTTP(t, srv)
	}
	// Start inside a window with time to spare, so all requests count in one.
	if left := time.Minute - time.Since(time.Now().Truncate(time.Minute)); left < 10*time.Second {
		time.Sleep(left)
	}
	var ok, limited atomic.Int64
	var wg sync.WaitGroup
	for i := range 3 * limit {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := call(t, clients[i%3], "203.0.113.7", "GET", "/api/market", "", "")
			switch {
			case r.status == 200:
				ok.Add(1)
			case r.status == 429 && r.retryAfter != "":
				limited.Add(1)
			default:
				t.Errorf("status %d, Retry-After %q", r.status, r.retryAfter)
			}
		}()
	}
	wg.Wait()
	if ok.Load() != limit || limited.Load() != 2*limit || served.Load() != limit {
		t.Fatalf("%d served (%d handled), %d limited; want %d and %d", ok.Load(), served.Load(), limited.Load(), limit, 2*limit)
	}
	// A client over its limit keeps being refused without costing the coordination service a
	// write per request: each replica learns it once in the window.
	before := writes.Load()
	for i := range 3 * limit {
		if r := call(t, clients[i%3], "203.0.113.7", "GET", "/api/market", "", ""); r.status != 429 || r.retryAfter == "" {
			t.Fatalf("over its limit, request %d got %d (Retry-After %q), want 429", i, r.status, r.retryAfter)
		}
	}
	if more := writes.Load() - before; more > 3 {
		t.Errorf("%d more requests over the limit cost %d shared writes, want at most one a replica", 3*limit, more)
	}
	if r := call(t, clients[1], "203.0.113.8", "GET", "/api/market", "", ""); r.status != 200 {
		t.Fatalf("another address got %d, want 200", r.status)
	}
}

// countedWrites counts the shared counts a server makes.
type countedWrites struct {
	api.SharedCounts
	n *atomic.Int64
}

func (c countedWrites) Count(ctx context.Context, key string, start time.Time) (int64, error) {
	c.n.Add(1)
	return c.SharedCounts.Count(ctx, key, start)
}
