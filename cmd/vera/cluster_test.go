//go:build cluster

package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/ratelimit"
)

// clusterSession is the replicas' ZooKeeper session timeout in these tests; the server's tick is
// 1 s (scripts/cluster.sh), so a killed leader is replaced within 5 s.
const (
	clusterSession = 4 * time.Second
	clusterTick    = time.Second
)

// replica is one `vera serve` process and what it logged.
type replica struct {
	cmd  *exec.Cmd
	addr string
	mu   sync.Mutex
	logs []logLine
	done chan struct{}
}

type logLine struct {
	Time time.Time `json:"time"`
	Msg  string    `json:"msg"`
	Job  string    `json:"job"`
	// Scope is "leader" for a leader-only job, "replica" for one every replica runs.
	Scope string `json:"scope"`
	Addr  string `json:"addr"`
	// Member and Advertise are a replica's member id and the address its peers reach it at.
	Member    string `json:"member"`
	Advertise string `json:"advertise"`
	Err       string `json:"err"`
	// Recorded is how many runs an "autopilot tick" recorded.
	Recorded int `json:"recorded"`
}

func (r *replica) find(msg string) []logLine {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []logLine
	for _, l := range r.logs {
		if l.Msg == msg {
			out = append(out, l)
		}
	}
	return out
}

// cluster is three `vera serve` processes against one devnet, one ClickHouse database and one
// ZooKeeper.
type cluster struct {
	t        testing.TB
	args     []string
	replicas []*replica
	issuer   *devmode.Issuer
	user     chain.DemoUser
	dsn      string // the replicas' ClickHouse database
	d        *devnet.Devnet
	blocks   *sealer // nil: the devnet seals a block per transaction
}

// sealer seals a block of a devnet every interval (each block a second after its parent, so the
// chain's clock keeps to the wall clock) unless held: a test holding it keeps every transaction
// sent meanwhile in the pool, unmined.
type sealer struct {
	held atomic.Bool
}

func startSealer(t testing.TB, d *devnet.Devnet, every time.Duration) *sealer {
	s := &sealer{}
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if !s.held.Load() {
					d.Commit()
				}
			}
		}
	}()
	t.Cleanup(func() { close(stop); <-done })
	return s
}

func coordHosts(t testing.TB) string {
	h := os.Getenv("VERA_TEST_COORD_HOSTS")
	if h == "" {
		h = "127.0.0.1:12181"
	}
	if err := exec.Command("bash", "-c", "exec 3<>/dev/tcp/"+strings.Replace(h, ":", "/", 1)).Run(); err != nil {
		t.Fatalf("ZooKeeper at %s is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", h, err)
	}
	return h
}

// Replicas' relay keys are the devnet's dev accounts from firstRelayKey on, one per replica started.
const firstRelayKey, maxClusterReplicas = 10, 12

// startCluster starts n `vera serve` replicas on one devnet, database and ZooKeeper, with extra
// flags after the common ones.
func startCluster(t testing.TB, n int, extra ...string) *cluster {
	t.Helper()
	return startClusterOn(t, n, devnet.Config{}, extra...)
}

// startClusterOn is startCluster on a devnet of dc (its listen address and dev accounts set here).
// A devnet that seals no block by itself (NoInstantBlocks, BlockInterval -1) is sealed by the
// cluster's sealer, once a second unless the test holds it.
func startClusterOn(t testing.TB, n int, dc devnet.Config, extra ...string) *cluster {
	t.Helper()
	bin := buildVera(t)
	hosts := coordHosts(t)
	dc.ListenAddr, dc.DevAccounts = "127.0.0.1:0", firstRelayKey+maxClusterReplicas
	d := devnettest.Start(t, dc)
	var blocks *sealer
	if dc.NoInstantBlocks && dc.BlockInterval < 0 {
		blocks = startSealer(t, d, time.Second)
	}
	m := d.Manifest()
	// Each replica sends from a relay key of its own (claimRelayKey refuses a shared one): funded dev
	// accounts, each allowed on the paymaster as the operator would with setRelay.
	for i := range maxClusterReplicas {
		key, err := devnet.DevKey(uint32(firstRelayKey + i))
		if err != nil {
			t.Fatal(err)
		}
		devnettest.MustSend(t, d, devnet.DeployerKey(), m.Paymaster,
			sponsorpaymaster.NewSponsorPaymaster().PackSetRelay(crypto.PubkeyToAddress(key.PublicKey), true), 100_000, "allow a replica's relay")
	}
	dir := t.TempDir()
	manifest := filepath.Join(dir, "devnet.json")
	if err := m.Save(manifest); err != nil {
		t.Fatal(err)
	}
	dsn := droppedTestDSN(t)
	iss, jwksURL := testIdentityProvider(t, dir)
	wallets := filepath.Join(dir, "wallets.json")
	u := m.DemoUsers[0]
	dir0, err := json.Marshal(map[string][]map[string]string{u.UserID: {{"walletId": u.WalletID, "owner": u.Owner.Hex(), "smartAccount": u.SmartAccount.Hex()}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(wallets, dir0, 0o600); err != nil {
		t.Fatal(err)
	}
	c := &cluster{t: t, d: d, blocks: blocks, issuer: iss, user: u, dsn: dsn, args: []string{bin, "serve",
		"--addr", "127.0.0.1:0", "--metrics-addr", "off", "--log-format", "json", "--log-level", "debug",
		"--clickhouse-dsn", dsn, "--rpc-url", m.RPCURL, "--manifest", manifest,
		"--agent-key", hex.EncodeToString(crypto.FromECDSA(devnet.AgentKey())),
		"--sponsor-key", hex.EncodeToString(crypto.FromECDSA(devnet.SponsorKey())),
		"--auth-issuer", iss.Issuer, "--auth-audience", iss.Audience, "--auth-jwks-url", jwksURL,
		"--wallets-file", wallets, "--trusted-proxies", "127.0.0.1/32",
		"--coord-hosts", hosts, "--coord-session-timeout", clusterSession.String(),
	}}
	c.args = append(c.args, extra...) // a flag given twice: the last wins
	for range n {
		c.start()
	}
	t.Cleanup(func() {
		for _, r := range c.replicas {
			r.cmd.Process.Signal(syscall.SIGTERM)
		}
		for _, r := range c.replicas {
			select {
			case <-r.done:
			case <-time.After(30 * time.Second):
				r.cmd.Process.Kill()
			}
		}
	})
	return c
}

// start launches one more replica and waits until it serves HTTP.
func (c *cluster) start() *replica {
	c.t.Helper()
	if len(c.replicas) >= maxClusterReplicas {
		c.t.Fatalf("more than %d replicas: raise maxClusterReplicas", maxClusterReplicas)
	}
	relayKey, err := devnet.DevKey(uint32(firstRelayKey + len(c.replicas)))
	if err != nil {
		c.t.Fatal(err)
	}
	args := append(slices.Clone(c.args[1:]), "--relay-key", hex.EncodeToString(crypto.FromECDSA(relayKey)))
	cmd := exec.Command(c.args[0], args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		c.t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	r := &replica{cmd: cmd, done: make(chan struct{})}
	listening := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var l logLine
			if json.Unmarshal(sc.Bytes(), &l) != nil {
				l = logLine{Time: time.Now(), Msg: sc.Text()} // not the logger's: an exit message
			}
			r.mu.Lock()
			r.logs = append(r.logs, l)
			r.mu.Unlock()
			if l.Msg == "api listening" {
				listening <- l.Addr
			}
		}
		cmd.Wait()
		close(r.done)
	}()
	select {
	case r.addr = <-listening:
	case <-r.done:
		c.t.Fatalf("vera serve exited at start: %s", r.tail())
	case <-time.After(2 * time.Minute):
		c.t.Fatalf("vera serve did not listen within 2 minutes: %s", r.tail())
	}
	c.replicas = append(c.replicas, r)
	return r
}

func (r *replica) tail() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var b strings.Builder
	for _, l := range r.logs[max(0, len(r.logs)-20):] {
		fmt.Fprintf(&b, "\n%s %s", l.Time.Format(time.TimeOnly), l.Msg)
	}
	return b.String()
}

// leaders are the replicas, alive or not, whose latest "leading" is after their latest
// "stepped down", and when each began leading.
func (c *cluster) leaders(after time.Time) map[int]time.Time {
	out := map[int]time.Time{}
	for i, r := range c.replicas {
		lead, down := r.find("leading"), r.find("stepped down")
		if len(lead) == 0 {
			continue
		}
		last := lead[len(lead)-1].Time
		if last.Before(after) || (len(down) > 0 && down[len(down)-1].Time.After(last)) {
			continue
		}
		out[i] = last
	}
	return out
}

// waitLeader waits for a replica other than except (-1: any) to begin leading after `after`.
func (c *cluster) waitLeader(after time.Time, except int, within time.Duration) (int, time.Time) {
	c.t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		for i, at := range c.leaders(after) {
			if i != except {
				return i, at
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	c.t.Fatalf("no replica began leading within %s", within)
	return -1, time.Time{}
}

// jobStarts are every replica's job starts, by job, in time order.
func (c *cluster) jobStarts() map[string][]logLine {
	out := map[string][]logLine{}
	for _, r := range c.replicas {
		for _, l := range r.find("pipeline job start") {
			if l.Scope == "leader" {
				out[l.Job] = append(out[l.Job], l)
			}
		}
	}
	for _, ls := range out {
		sort.Slice(ls, func(i, j int) bool { return ls[i].Time.Before(ls[j].Time) })
	}
	return out
}

// waitLeaderJob waits for replica i to start a leader's job after `after`.
func (c *cluster) waitLeaderJob(i int, after time.Time, within time.Duration) bool {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		for _, l := range c.replicas[i].find("pipeline job start") {
			if l.Scope == "leader" && l.Time.After(after) {
				return true
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}

// noDoubledJobs fails if a leader's job started twice, on any replicas, less than 15 s apart
// (every such job's interval is a minute or more, and a slot is claimed for half an interval).
func (c *cluster) noDoubledJobs() int {
	c.t.Helper()
	n := 0
	for job, ls := range c.jobStarts() {
		n += len(ls)
		for i := 1; i < len(ls); i++ {
			if gap := ls[i].Time.Sub(ls[i-1].Time); gap < 15*time.Second {
				c.t.Errorf("job %s started twice %s apart", job, gap)
			}
		}
	}
	return n
}

func killLeader(t *testing.T, c *cluster, leader int) time.Time {
	t.Helper()
	at := time.Now()
	if err := c.replicas[leader].cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-c.replicas[leader].done
	return at
}

// TestClusterLeaderKilled: of three replicas one leads and runs the jobs; kill -9 of the leader
// while its jobs run hands the lead to another within the session timeout plus one tick, and no
// job runs twice for one slot. The takeover times feed BENCHMARKS.md (median of 5 kills).
func TestClusterLeaderKilled(t *testing.T) {
	c := startCluster(t, 3)
	leader, _ := c.waitLeader(time.Time{}, -1, 30*time.Second)
	var takeovers []time.Duration
	rounds := 5
	if s := os.Getenv("VERA_CLUSTER_KILLS"); s != "" {
		fmt.Sscan(s, &rounds)
	}
	for round := range rounds {
		time.Sleep(2 * time.Second) // the leader's start-up jobs are running
		killed := killLeader(t, c, leader)
		next, at := c.waitLeader(killed, leader, clusterSession+clusterTick+5*time.Second)
		took := at.Sub(killed)
		takeovers = append(takeovers, took)
		t.Logf("round %d: replica %d killed, replica %d leads after %s", round+1, leader, next, took.Round(time.Millisecond))
		if took > clusterSession+clusterTick+500*time.Millisecond {
			t.Errorf("takeover took %s, want within %s", took, clusterSession+clusterTick)
		}
		if len(c.leaders(killed)) != 1 {
			t.Errorf("%d replicas lead at once", len(c.leaders(killed)))
		}
		c.start() // back to three
		leader = next
	}
	sorted := append([]time.Duration(nil), takeovers...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	t.Logf("takeover after kill -9 (session %s): %v, median %s", clusterSession, takeovers, sorted[len(sorted)/2].Round(time.Millisecond))
	// The leader's minutely jobs run on the last leader.
	if !c.waitLeaderJob(leader, time.Time{}, 90*time.Second) {
		t.Error("the last leader started no leader's job within 90 s")
	}
	t.Logf("%d job starts, none doubled", c.noDoubledJobs())
}

// TestClusterSharedLimit: 3× a public route's limit from each of many addresses, spread over the
// three replicas, is served the limit per address: exactly for a small limit (GET /api/strategies,
// 30 a minute, decided by the replica that owns the address's count), within ratelimit.Tolerance
// over it for a large one (GET /api/prices, 60); the rest get 429 with Retry-After.
func TestClusterSharedLimit(t *testing.T) {
	c := startCluster(t, 3)
	hc := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	for _, tt := range []struct {
		path         string
		limit, least int
		most         int
	}{
		{"/api/strategies", 30, 30, 30},
		{"/api/prices", 60, 60, 60 + int(ratelimit.Tolerance*60)},
	} {
		// All of a route's requests in one window: it starts with time to spare.
		if left := time.Minute - time.Since(time.Now().Truncate(time.Minute)); left < 40*time.Second {
			time.Sleep(left)
		}
		window := time.Now().Truncate(time.Minute)
		const clients = 12
		served := make([]atomic.Int64, clients)
		var wg sync.WaitGroup
		inFlight := make(chan struct{}, 48)
		for cl := range clients {
			for i := range 3 * tt.limit {
				wg.Go(func() {
					inFlight <- struct{}{}
					defer func() { <-inFlight }()
					status, retry := clusterGet(t, hc, c.replicas[(cl+i)%3], tt.path, fmt.Sprintf("198.51.100.%d", cl))
					switch {
					case status == 429 && retry == "":
						t.Error("429 without Retry-After")
					case status != 429 && status != 0:
						served[cl].Add(1)
					}
				})
			}
		}
		wg.Wait()
		if end := time.Now(); !end.Truncate(time.Minute).Equal(window) {
			t.Fatalf("%s: the requests took from %s to %s, past their window", tt.path, window.Format(time.TimeOnly), end.Format(time.TimeOnly))
		}
		for cl := range clients {
			if n := int(served[cl].Load()); n < tt.least || n > tt.most {
				t.Errorf("%s: client %d served %d of %d, want %d to %d", tt.path, cl, n, 3*tt.limit, tt.least, tt.most)
			}
		}
	}
	if t.Failed() {
		for i, r := range c.replicas {
			for _, msg := range []string{"rate-limit owners", "rate-limit batch failed", "a rate-limit owner is out of reach; counting its keys in this replica until it answers or leaves", "members"} {
				for _, l := range r.find(msg) {
					t.Logf("replica %d %s: %s %s", i, l.Time.Format("15:04:05.000"), l.Msg, l.Err)
				}
			}
		}
	}
}

// clusterGet sends one GET as client (through the trusted proxy's X-Forwarded-For) and answers its
// status and Retry-After; 0 when it failed.
func clusterGet(t *testing.T, hc *http.Client, r *replica, path, client string) (int, string) {
	req, _ := http.NewRequest("GET", "http://"+r.addr+path, nil)
	req.Header.Set("X-Forwarded-For", client)
	resp, err := hc.Do(req)
	if err != nil {
		t.Error(err)
		return 0, ""
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Retry-After")
}

// TestClusterLimitOwnerKilled: the replica that owns some clients' counts is killed with kill -9.
// Until ZooKeeper expires its session the others cannot reach it and count those clients
// themselves: every request is answered, and at once. Once its member znode is gone, the clients'
// keys move to the two left and their counts start again.
func TestClusterLimitOwnerKilled(t *testing.T) {
	c := startCluster(t, 3)
	if left := time.Minute - time.Since(time.Now().Truncate(time.Minute)); left < 30*time.Second {
		time.Sleep(left)
	}
	var members []coord.Member
	for _, r := range c.replicas {
		for _, l := range r.find("peers listening") {
			members = append(members, coord.Member{ID: l.Member, Addr: l.Advertise})
		}
	}
	if len(members) != 3 {
		t.Fatalf("%d replicas said where their peers reach them, want 3", len(members))
	}
	slices.SortFunc(members, func(a, b coord.Member) int { return strings.Compare(a.ID, b.ID) })
	victim := slices.IndexFunc(c.replicas, func(r *replica) bool {
		ls := r.find("peers listening")
		return len(ls) > 0 && ls[0].Member == members[0].ID
	})
	survivors := []*replica{c.replicas[(victim+1)%3], c.replicas[(victim+2)%3]}
	const path, limit = "/api/strategies", 30
	// Two sets of the victim's clients: the first uses its limit before the kill and is counted
	// again after the move; the second is served while the owner cannot be reached.
	var before, during []string
	for i := 0; len(before) < 5 || len(during) < 5; i++ {
		ip := fmt.Sprintf("192.0.2.%d", i)
		if o, _ := ratelimit.Owner("GET "+path+"|"+ip, members); o.ID == members[0].ID {
			if len(before) < 5 {
				before = append(before, ip)
			} else {
				during = append(during, ip)
			}
		}
	}
	hc := &http.Client{Timeout: 30 * time.Second}
	served := func(ips []string, n int) (int, time.Duration) {
		ok, slowest := 0, time.Duration(0)
		for _, ip := range ips {
			for i := range n {
				began := time.Now()
				status, _ := clusterGet(t, hc, survivors[i%2], path, ip)
				slowest = max(slowest, time.Since(began))
				if status != 429 && status != 0 {
					ok++
				}
			}
		}
		return ok, slowest
	}
	if got, _ := served(before, limit+2); got != len(before)*limit {
		t.Fatalf("before the kill, %d served; want %d", got, len(before)*limit)
	}
	killed := time.Now()
	if err := c.replicas[victim].cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-c.replicas[victim].done
	got, slowest := served(during, 4)
	t.Logf("owner dead, session alive: %d of %d answered 200, slowest %s", got, 4*len(during), slowest)
	if got != 4*len(during) || slowest > 2*time.Second {
		t.Errorf("while the owner is dead: %d of %d served (each within its limit), slowest answer %s", got, 4*len(during), slowest)
	}
	// Once the session has expired the keys have moved: the first clients' counts start again.
	time.Sleep(clusterSession + clusterTick + time.Second - time.Since(killed))
	if got, _ := served(before, limit+2); got != len(before)*limit {
		t.Errorf("after the owner's session expired, %d served; want the counts started again (%d)", got, len(before)*limit)
	}
}

// TestClusterZooKeeperRestart: while ZooKeeper restarts the leader steps down (jobs pause); once
// it is back one replica leads again (jobs resume) and no job ran twice for one slot.
func TestClusterZooKeeperRestart(t *testing.T) {
	c := startCluster(t, 3)
	leader, _ := c.waitLeader(time.Time{}, -1, 30*time.Second)
	time.Sleep(2 * time.Second)
	stopped := time.Now()
	if out, err := exec.Command("../../scripts/cluster.sh", "down").CombinedOutput(); err != nil {
		t.Fatalf("cluster.sh down: %v\n%s", err, out)
	}
	deadline := time.Now().Add(clusterSession + 5*time.Second)
	for time.Now().Before(deadline) && len(c.leaders(time.Time{})) > 0 {
		time.Sleep(50 * time.Millisecond)
	}
	if n := len(c.leaders(time.Time{})); n != 0 {
		t.Errorf("%d replicas still lead with ZooKeeper down", n)
	}
	if out, err := exec.Command("../../scripts/cluster.sh", "up").CombinedOutput(); err != nil {
		t.Fatalf("cluster.sh up: %v\n%s", err, out)
	}
	next, at := c.waitLeader(stopped, -1, 60*time.Second)
	t.Logf("replica %d led before the restart, replica %d leads %s after ZooKeeper stopped", leader, next, at.Sub(stopped).Round(time.Millisecond))
	if !c.waitLeaderJob(next, at, 90*time.Second) {
		t.Error("no leader's job started within 90 s of ZooKeeper's return")
	}
	t.Logf("%d job starts, none doubled", c.noDoubledJobs())
}

// TestClusterAutopilotRunInFlight: 20 concurrent POST /api/autopilot/run for one account, spread
// over the three replicas: exactly one executes, every other gets 429 with Retry-After (30 from
// the in-flight rule; the route's shared limit of 6 a minute refuses the rest first).
func TestClusterAutopilotRunInFlight(t *testing.T) {
	c := startCluster(t, 3)
	token, err := c.issuer.Token(c.user.UserID, time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	hc := &http.Client{Timeout: 3 * time.Minute}
	send := func(r *replica, method, path, body string) (int, string, string) {
		req, _ := http.NewRequest(method, "http://"+r.addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := hc.Do(req)
		if err != nil {
			t.Error(err)
			return 0, "", ""
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Retry-After"), string(raw)
	}
	cfg := fmt.Sprintf(`{"walletId":%q,"owner":%q,"smartAccount":%q,"goal":"steady growth","amountUsd":100,"cadence":"weekly"}`,
		c.user.WalletID, c.user.Owner.Hex(), c.user.SmartAccount.Hex())
	if st, _, body := send(c.replicas[0], "POST", "/api/autopilot", cfg); st != 200 && st != 201 {
		t.Fatalf("POST /api/autopilot: %d %s", st, body)
	}
	// The runs need each replica's market build.
	for _, r := range c.replicas {
		deadline := time.Now().Add(2 * time.Minute)
		for len(r.find("market rebuilt")) == 0 && time.Now().Before(deadline) {
			time.Sleep(200 * time.Millisecond)
		}
	}
	var executed, refused atomic.Int64
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, retry, body := send(c.replicas[i%3], "POST", "/api/autopilot/run", "")
			if st == 429 {
				if retry == "" {
					t.Error("429 without Retry-After")
				}
				refused.Add(1)
				return
			}
			t.Logf("executed on replica %d: %d %s", i%3, st, body)
			executed.Add(1)
		}()
	}
	wg.Wait()
	if executed.Load() != 1 || refused.Load() != 19 {
		t.Fatalf("%d executed, %d refused; want 1 and 19", executed.Load(), refused.Load())
	}
}
