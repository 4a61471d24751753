package api_test

import (
	"context"
	"fmt"
	"net"
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
	"github.com/vera-invest/vera/ratelimit"
)

// sharedReplica is one of the servers of sharedReplicas.
type sharedReplica struct {
	hc      *fasthttp.HostClient
	limiter *ratelimit.Limiter
}

// sharedReplicas starts three API servers with the routes of policies, each answering with
// handler. When shared, they share the limits as replicas do: each a ZooKeeper session joined
// under one fresh root with its own peer listener, each counting the keys it owns; else each
// counts alone, as single nodes do. limits tunes the shared limiters (its Members and Self are
// each replica's own).
func sharedReplicas(t testing.TB, shared bool, limits ratelimit.Config, policies map[string]api.Policy, handler func(*api.Ctx)) []sharedReplica {
	t.Helper()
	if !shared {
		out := make([]sharedReplica, 3)
		for i := range out {
			out[i].hc = serveHTTP(t, routesServer(api.Config{TrustedProxies: loopbackProxy, Policies: policies}, policies, handler))
		}
		return out
	}
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	root := "/vera-test-limits-" + time.Now().Format("150405.000000")
	out := make([]sharedReplica, 3)
	zs := make([]*coord.ZK, 3)
	for i := range out {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: hosts, SessionTimeout: 4 * time.Second, Root: root})
		if err != nil {
			cancel()
			t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
		}
		t.Cleanup(z.Close)
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		cfg := limits
		cfg.Members, cfg.Self = z, z.ID()
		l := ratelimit.New(cfg)
		rctx, stop := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		wg.Go(func() { l.Run(rctx) })
		wg.Go(func() { l.ServePeers(rctx, ln) })
		t.Cleanup(func() { stop(); wg.Wait() })
		if _, err := z.Join(ctx, ln.Addr().String()); err != nil {
			t.Fatal(err)
		}
		cancel()
		srv := routesServer(api.Config{TrustedProxies: loopbackProxy, SharedLimits: l, Policies: policies}, policies, handler)
		out[i] = sharedReplica{hc: serveHTTP(t, srv), limiter: l}
		zs[i] = z
	}
	// Every replica sees the three before a request is sent.
	for _, z := range zs {
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			if m, _ := z.Members(); len(m) == 3 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the replicas do not see one another")
			}
		}
	}
	return out
}

// routesServer is a server with one route per policy, each answering with handler.
func routesServer(cfg api.Config, policies map[string]api.Policy, handler func(*api.Ctx)) *api.Server {
	srv := api.New(cfg, nil, nil, nil, prometheus.NewRegistry())
	var routes api.Routes
	for name := range policies {
		method, path, _ := strings.Cut(name, " ")
		routes = append(routes, api.Route{Method: method, Path: path, Handler: handler})
	}
	srv.Register(routes)
	return srv
}

// TestSharedLimitAcrossReplicas is the attack of clients spreading their requests over three
// replicas to get three times a route's limit: each client's count lives on one replica, which
// decides every request of a small limit, so 3× the limit from each of many addresses at once gets
// each exactly the limit served, the rest 429 with Retry-After. A client over its limit keeps being
// refused without its requests being sent to the owner again.
func TestSharedLimitAcrossReplicas(t *testing.T) {
	tests := []struct {
		name           string
		limit, clients int
	}{
		{"one client, limit 12", 12, 1},
		{"60 clients, limit 6", 6, 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var served atomic.Int64
			// All requests count in one window: the replicas' windows' clock stands still in the
			// middle of one (their clocks agree, as real replicas' do). An owner answers however
			// slowly a loaded machine lets it: past PeerTimeout a replica would count a hit by
			// itself, the limit then per replica, which is not what this test is about.
			mid := time.Now().Truncate(time.Minute).Add(30 * time.Second)
			limits := ratelimit.Config{PeerTimeout: 10 * time.Second, Now: func() time.Time { return mid }}
			reps := sharedReplicas(t, true, limits, map[string]api.Policy{"POST /api/autopilot/run": {Limit: tt.limit, Cache: api.CacheNone}}, func(c *api.Ctx) {
				served.Add(1)
				c.JSON(200, map[string]int{"n": 1})
			})
			ok := make([]atomic.Int64, tt.clients)
			var limited atomic.Int64
			var wg sync.WaitGroup
			inFlight := make(chan struct{}, 96) // fewer than the clients' connections
			for c := range tt.clients {
				for i := range 3 * tt.limit {
					wg.Go(func() {
						inFlight <- struct{}{}
						defer func() { <-inFlight }()
						r := call(t, reps[(c+i)%3].hc, fmt.Sprintf("203.0.113.%d", c), "POST", "/api/autopilot/run", "", "")
						switch {
						case r.status == 200:
							ok[c].Add(1)
						case r.status == 429 && r.retryAfter != "":
							limited.Add(1)
						default:
							t.Errorf("status %d, Retry-After %q", r.status, r.retryAfter)
						}
					})
				}
			}
			wg.Wait()
			for c := range tt.clients {
				if ok[c].Load() != int64(tt.limit) {
					t.Fatalf("client %d: %d served; want %d", c, ok[c].Load(), tt.limit)
				}
			}
			if want := int64(2 * tt.limit * tt.clients); limited.Load() != want || served.Load() != int64(tt.limit*tt.clients) {
				t.Fatalf("%d handled, %d limited; want %d and %d", served.Load(), limited.Load(), tt.limit*tt.clients, want)
			}
			waited := func() (n int64) {
				for _, r := range reps {
					n += r.limiter.Stats().Waited
				}
				return n
			}
			before := waited()
			for i := range 3 * tt.limit {
				if r := call(t, reps[i%3].hc, "203.0.113.0", "POST", "/api/autopilot/run", "", ""); r.status != 429 || r.retryAfter == "" {
					t.Fatalf("over its limit, request %d got %d (Retry-After %q), want 429", i, r.status, r.retryAfter)
				}
			}
			if more := waited() - before; more != 0 {
				t.Errorf("%d requests over the limit were sent to the owner %d times, want none", 3*tt.limit, more)
			}
			if r := call(t, reps[1].hc, "198.51.100.1", "POST", "/api/autopilot/run", "", ""); r.status != 200 {
				t.Fatalf("another address got %d, want 200", r.status)
			}
		})
	}
}
