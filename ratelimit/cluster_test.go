package ratelimit

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/go-zookeeper/zk"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/coord"
)

// zkHosts is the ZooKeeper the tests use: VERA_TEST_COORD_HOSTS, or scripts/cluster.sh's default.
func zkHosts() []string {
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		return strings.Split(h, ",")
	}
	return []string{"127.0.0.1:12181"}
}

// testClock is the replicas' shared clock, one second into a window, so that no test waits for
// the clock's minute to turn (and none straddles it).
type testClock struct{ ns atomic.Int64 }

func newTestClock() *testClock {
	c := &testClock{}
	c.ns.Store(time.Unix(1_800_000_001, 0).UnixNano())
	return c
}

func (c *testClock) now() time.Time        { return time.Unix(0, c.ns.Load()) }
func (c *testClock) add(d time.Duration)   { c.ns.Add(int64(d)) }
func (c *testClock) window() (start int64) { return c.now().Truncate(time.Minute).Unix() }
func (c *testClock) String() string        { return c.now().UTC().Format(time.TimeOnly) }
func (n *node) members() []coord.Member    { m, _ := n.z.Members(); return m }
func (n *node) allow(key string, limit int) bool {
	ok, _ := n.l.Allow(context.Background(), key, limit)
	return ok
}

// node is one replica's part in these tests: its session, its limiter and its peer listener.
type node struct {
	z     *coord.ZK
	l     *Limiter
	stop  context.CancelFunc
	done  sync.WaitGroup
	alive bool
}

// startNodes starts n replicas' limiters under a fresh root, each joined with its own peer
// listener on loopback, and waits until every one sees all n. The root is a top-level znode of
// its own, so ZooKeeper's per-namespace write count is the replicas' alone.
func startNodes(t testing.TB, n int, clock *testClock, log *slog.Logger) (root string, nodes []*node) {
	t.Helper()
	root = fmt.Sprintf("/veraratelimittest%d", time.Now().UnixNano())
	for i := range n {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: zkHosts(), SessionTimeout: 4 * time.Second, Root: root})
		if err != nil {
			cancel()
			t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", zkHosts(), err)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		lg := slog.New(slog.DiscardHandler)
		if i == 0 && log != nil {
			lg = log
		}
		nd := &node{z: z, alive: true, l: New(Config{Members: z, Self: z.ID(), Secret: "s3cret", Now: clock.now, Log: lg})}
		rctx, stop := context.WithCancel(context.Background())
		nd.stop = stop
		nd.done.Go(func() { nd.l.Run(rctx) })
		nd.done.Go(func() {
			if err := nd.l.ServePeers(rctx, ln); err != nil {
				t.Errorf("replica %d: %v", i, err)
			}
		})
		if _, err := z.Join(ctx, ln.Addr().String()); err != nil {
			t.Fatal(err)
		}
		cancel()
		t.Cleanup(func() { nd.kill(); z.Close() })
		nodes = append(nodes, nd)
	}
	waitRings(t, nodes, n)
	return root, nodes
}

// kill stops serving the peers and following the members, as a process that died would, while
// its session lives on until ZooKeeper expires it (the test closes it).
func (n *node) kill() {
	if n.alive {
		n.alive = false
		n.stop()
		n.done.Wait()
	}
}

// waitRings waits until every live node spreads the keys over want members.
func waitRings(t testing.TB, nodes []*node, want int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for _, n := range nodes {
		for n.alive {
			if r := n.l.ring.Load(); r != nil && len(r.members) == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("a replica does not see %d members", want)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// TestSmallLimitExactAcrossReplicas is the attack of clients spreading their requests over three
// replicas to get three times a small limit: 300 clients, 18 requests each at once over the three
// replicas, against a limit of 6 a window (POST /api/autopilot/run's); every client gets exactly 6.
// Once over, a client is refused without asking its owner again.
func TestSmallLimitExactAcrossReplicas(t *testing.T) {
	clock := newTestClock()
	_, nodes := startNodes(t, 3, clock, nil)
	const limit, clients, each = 6, 300, 3 * 6
	allowed := make([]atomic.Int64, clients)
	var wg sync.WaitGroup
	for c := range clients {
		for i := range each {
			wg.Go(func() {
				ok, retry := nodes[(c+i)%3].l.Allow(context.Background(), fmt.Sprintf("POST /api/autopilot/run|user:%d", c), limit)
				if ok {
					allowed[c].Add(1)
				} else if retry <= 0 || retry > time.Minute {
					t.Errorf("refused with retry after %s", retry)
				}
			})
		}
	}
	wg.Wait()
	for c := range clients {
		if n := allowed[c].Load(); n != limit {
			t.Fatalf("client %d was allowed %d requests, want exactly %d", c, n, limit)
		}
	}
	before := stats(nodes)
	for c := range clients {
		for _, n := range nodes {
			if n.allow(fmt.Sprintf("POST /api/autopilot/run|user:%d", c), limit) {
				t.Fatalf("client %d allowed over its limit", c)
			}
		}
	}
	if after := stats(nodes); after.Waited != before.Waited || after.Fallback != 0 {
		t.Fatalf("clients over their limit were asked about again: %v, then %v", before, after)
	}
	// The next window starts every count again.
	clock.add(time.Minute)
	if !nodes[1].allow("POST /api/autopilot/run|user:7", limit) {
		t.Fatal("refused in the next window")
	}
}

// TestLargeLimitWithinTolerance: a limit large enough for replicas to answer before the owner has
// counted (120: three hits each) is passed by at most Tolerance, and never refused short of it,
// however a client's concurrent requests fall on the replicas.
func TestLargeLimitWithinTolerance(t *testing.T) {
	clock := newTestClock()
	_, nodes := startNodes(t, 3, clock, nil)
	const limit, clients, each = 120, 40, 3 * 120
	allowed := make([]atomic.Int64, clients)
	var wg sync.WaitGroup
	for c := range clients {
		for w := range 12 { // 12 concurrent streams a client, 4 on each replica
			wg.Go(func() {
				for i := range each / 12 {
					if nodes[(w+i)%3].allow(fmt.Sprintf("GET /api/groves|198.51.100.%d", c), limit) {
						allowed[c].Add(1)
					}
				}
			})
		}
	}
	wg.Wait()
	most := limit + int64(Tolerance*limit)
	var over int64
	for c := range clients {
		n := allowed[c].Load()
		if n < limit || n > most {
			t.Fatalf("client %d was allowed %d requests, want %d to %d", c, n, limit, most)
		}
		over += n - limit
	}
	s := stats(nodes)
	t.Logf("%d clients: %d allowed over the limit in all; %v", clients, over, s)
	if s.Admitted == 0 {
		t.Fatal("no hit was admitted before its owner counted it: the tolerance is unused")
	}
}

// TestOwnerDies: the replica that owns some clients' counts dies. Until its session expires, the
// others cannot reach it and count those clients themselves (every request answered, one log line
// in the window, a metric per hit); once its member znode is gone the clients' keys move to the
// others and their counts start again.
func TestOwnerDies(t *testing.T) {
	clock := newTestClock()
	var logged atomic.Int64
	log := slog.New(countingHandler{msg: "out of reach", n: &logged})
	_, nodes := startNodes(t, 3, clock, log)
	const limit = 6
	// Two sets of the third replica's clients: the first uses its limit before the death and is
	// counted again after; the second is served while the owner cannot be reached.
	members := nodes[0].members()
	var before, during []string
	for i := 0; len(before) < 20 || len(during) < 20; i++ {
		k := fmt.Sprintf("POST /api/autopilot/run|user:dies-%d", i)
		if o, _ := Owner(k, members); o.ID == nodes[2].z.ID() {
			if len(before) < 20 {
				before = append(before, k)
			} else {
				during = append(during, k)
			}
		}
	}
	for _, k := range before {
		for i := range limit {
			if !nodes[i%2].allow(k, limit) {
				t.Fatalf("%s: request %d refused", k, i+1)
			}
		}
		if nodes[0].allow(k, limit) || nodes[1].allow(k, limit) {
			t.Fatalf("%s allowed over its limit", k)
		}
	}
	nodes[2].kill()
	for _, k := range during {
		for i := range limit {
			began := time.Now()
			if !nodes[i%2].allow(k, limit) {
				t.Fatalf("%s: request %d refused while its owner is dead", k, i+1)
			}
			if took := time.Since(began); took > 2*nodes[0].l.cfg.PeerTimeout {
				t.Fatalf("a request took %s while its owner is dead", took)
			}
		}
	}
	if s := nodes[0].l.Stats(); s.Fallback == 0 {
		t.Fatalf("no hit counted in the dead owner's place: %v", s)
	}
	if n := logged.Load(); n != 1 {
		t.Fatalf("%d log lines about the dead owner in one window, want 1", n)
	}
	nodes[2].z.Close() // its session ends, as ZooKeeper would expire it
	waitRings(t, nodes, 2)
	for _, k := range before {
		allowed := 0
		for i := range 2 * limit {
			if nodes[i%2].allow(k, limit) {
				allowed++
			}
		}
		if allowed != limit {
			t.Fatalf("%s: %d allowed on its new owner, want its count started again (%d)", k, allowed, limit)
		}
	}
}

// countingHandler counts the log records whose message contains msg.
type countingHandler struct {
	msg string
	n   *atomic.Int64
}

func (h countingHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h countingHandler) Handle(_ context.Context, r slog.Record) error {
	if strings.Contains(r.Message, h.msg) {
		h.n.Add(1)
	}
	return nil
}
func (h countingHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h countingHandler) WithGroup(string) slog.Handler      { return h }

// TestDistinctClientsLeaveZooKeeperAlone is the attack that filled ZooKeeper's heap: 100,000
// distinct clients in a window against three replicas. ZooKeeper's writes under the replicas'
// root (mntr's per-namespace write count) stay at none, its znodes there are the same before and
// after, and the counts held in memory (a fixed record per key, about the size the test logs) are
// dropped once the window has ended.
func TestDistinctClientsLeaveZooKeeperAlone(t *testing.T) {
	clock := newTestClock()
	root, nodes := startNodes(t, 3, clock, nil)
	ns := strings.TrimPrefix(root, "/")
	conn := zkConn(t)
	nodesBefore := subtree(t, conn, root)
	m0 := mntr(t)
	if _, ok := m0["zk_cnt_"+ns+"_write_per_namespace"]; !ok {
		t.Fatalf("mntr has no write count for namespace %s, though the replicas joined there", ns)
	}
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heap0 := ms.HeapAlloc
	const clients = 100_000
	var next, allowed atomic.Int64
	var wg sync.WaitGroup
	began := time.Now()
	for range 8 {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < clients; i = next.Add(1) - 1 {
				key := fmt.Sprintf("GET /api/market|10.%d.%d.%d", i>>16&0xff, i>>8&0xff, i&0xff)
				if nodes[i%3].allow(key, 60) {
					allowed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	took := time.Since(began)
	settle(t, nodes)
	m1 := mntr(t)
	if allowed.Load() != clients {
		t.Fatalf("%d of %d new clients allowed", allowed.Load(), clients)
	}
	writes := m1.int(t, "zk_cnt_"+ns+"_write_per_namespace") - m0.int(t, "zk_cnt_"+ns+"_write_per_namespace")
	if per := float64(writes) / clients; per > 0.01 {
		t.Errorf("%d ZooKeeper writes under %s for %d limited requests: %.4f a request, want at most 0.01", writes, root, clients, per)
	}
	if after := subtree(t, conn, root); after != nodesBefore {
		t.Errorf("znodes under %s: %d before, %d after", root, nodesBefore, after)
	}
	s := stats(nodes)
	runtime.GC()
	runtime.ReadMemStats(&ms)
	held := s.Owned + s.Viewed
	perKey := float64(int64(ms.HeapAlloc)-int64(heap0)) / float64(held)
	t.Logf("%d clients in %s over 3 replicas: %d ZooKeeper writes under the root; znodes in all (mntr) %s before, %s after, %d under the root; "+
		"%d keys held (%.0f bytes each, heap); %v",
		clients, took.Round(time.Millisecond), writes, m0["zk_znode_count"], m1["zk_znode_count"], nodesBefore, held, perKey, s)
	// An owner that falls behind this flood (all three replicas in one process, with the race
	// detector on two cores) has some hits counted in its place: each client is counted somewhere.
	if s.Owned < clients || perKey > 256 {
		t.Errorf("%d keys held at %.0f bytes each (%v); want every client counted, at most 256 bytes a key", held, perKey, s)
	}
	// The window ends: every key goes at the next prune.
	clock.add(time.Minute)
	for _, n := range nodes {
		n.l.prune()
	}
	if s := stats(nodes); s.Owned+s.Viewed != 0 {
		t.Fatalf("%d keys held after their window: %v", s.Owned+s.Viewed, s)
	}
}

// settle waits until every hit sent to an owner has been answered, or has failed.
func settle(t testing.TB, nodes []*node) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		s := stats(nodes)
		if s.Pending == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("hits sent to owners not all answered: %v", s)
		}
	}
}

// stats adds up the replicas' counters.
func stats(nodes []*node) Stats {
	var t Stats
	for _, n := range nodes {
		s := n.l.Stats()
		t.Owned += s.Owned
		t.Viewed += s.Viewed
		t.Waited += s.Waited
		t.Admitted += s.Admitted
		t.Fallback += s.Fallback
		t.Batches += s.Batches
		t.Served += s.Served
		t.Pending += s.Pending
	}
	return t
}

func zkConn(t *testing.T) *zk.Conn {
	conn, _, err := zk.Connect(zkHosts(), 4*time.Second, zk.WithLogInfo(false))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conn.Close)
	return conn
}

// subtree counts the znodes under path, itself included.
func subtree(t *testing.T, conn *zk.Conn, path string) int {
	t.Helper()
	kids, _, err := conn.Children(path)
	if err != nil {
		t.Fatalf("list %s: %v", path, err)
	}
	n := 1
	for _, k := range kids {
		n += subtree(t, conn, path+"/"+k)
	}
	return n
}

type monitor map[string]string

// mntr reads ZooKeeper's monitoring figures (its four-letter word mntr, allowed by
// scripts/cluster.sh's 4lw.commands.whitelist).
func mntr(t *testing.T) monitor {
	t.Helper()
	c, err := net.DialTimeout("tcp", zkHosts()[0], 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := c.Write([]byte("mntr")); err != nil {
		t.Fatal(err)
	}
	m := monitor{}
	sc := bufio.NewScanner(c)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), "\t"); ok {
			m[k] = v
		}
	}
	if len(m) == 0 {
		t.Fatal("mntr answered nothing: is it in ZooKeeper's 4lw.commands.whitelist?")
	}
	return m
}

// int is a figure, 0 when absent (a namespace not yet written has no write count).
func (m monitor) int(t *testing.T, name string) int64 {
	v, ok := m[name]
	if !ok {
		return 0
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		t.Fatalf("mntr %s = %q", name, v)
	}
	return n
}

// TestPeerEndpointRefuses: a batch without the shared secret, or meant for another member (an
// address reused since), counts nothing; so does a malformed one.
func TestPeerEndpointRefuses(t *testing.T) {
	clock := newTestClock()
	_, nodes := startNodes(t, 1, clock, nil)
	self := nodes[0].members()[0]
	good := appendHits(nil, []hit{{id: idOf("k"), window: clock.window(), limit: 6, n: 1}})
	tests := []struct {
		name, method, path, member, secret string
		body                               []byte
		want                               int
	}{
		{"counted", "POST", peerPath, self.ID, "s3cret", good, 200},
		{"no secret", "POST", peerPath, self.ID, "", good, 401},
		{"wrong secret", "POST", peerPath, self.ID, "s3creT", good, 401},
		{"another member", "POST", peerPath, "someone-else", "s3cret", good, 421},
		{"malformed", "POST", peerPath, self.ID, "s3cret", good[:len(good)-2], 400},
		{"GET", "GET", peerPath, self.ID, "s3cret", nil, 405},
		{"elsewhere", "POST", "/metrics", self.ID, "s3cret", good, 404},
	}
	hc := &fasthttp.HostClient{Addr: self.Addr}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			req.Header.SetMethod(tt.method)
			req.SetRequestURI("http://" + self.Addr + tt.path)
			req.Header.Set(headerMember, tt.member)
			if tt.secret != "" {
				req.Header.Set(headerSecret, tt.secret)
			}
			req.SetBody(tt.body)
			if err := hc.Do(req, resp); err != nil || resp.StatusCode() != tt.want {
				t.Fatalf("status %d (%v), want %d", resp.StatusCode(), err, tt.want)
			}
		})
	}
	if s := nodes[0].l.Stats(); s.Served != 1 || s.Owned != 1 {
		t.Fatalf("want the one good batch counted: %v", s)
	}
}

// BenchmarkAllow is one request's count: on a single replica, which owns every key (the baseline),
// and spread over three, where two requests in three are admitted ahead of their owner and sent
// to it in batches (a limit of 60, distinct clients). It is the limits' CPU beside the request's:
// cpu-µs/op is the process's CPU time (every replica's part, the peers' HTTP and the GC) per
// request, which other work on the machine does not inflate as it does ns/op.
//
//	go test ./ratelimit -run '^$' -bench Allow
func BenchmarkAllow(b *testing.B) {
	for _, n := range []int{1, 3} {
		b.Run(fmt.Sprintf("replicas-%d", n), func(b *testing.B) {
			clock := newTestClock()
			_, nodes := startNodes(b, n, clock, nil)
			var next atomic.Uint64
			cpu0 := cpuTime(b)
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					i := next.Add(1)
					key := "GET /api/market|10." + strconv.Itoa(int(i>>16&0xff)) + "." + strconv.Itoa(int(i>>8&0xff)) + "." + strconv.Itoa(int(i&0xff))
					if !nodes[i%uint64(n)].allow(key, 60) {
						b.Fatal("refused")
					}
				}
			})
			b.StopTimer()
			settle(b, nodes)
			b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/float64(b.N), "cpu-µs/op")
			s := stats(nodes)
			if s.Batches > 0 {
				b.ReportMetric(float64(s.Admitted+s.Waited)/float64(s.Batches), "hits/batch")
			}
		})
	}
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime(b testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
