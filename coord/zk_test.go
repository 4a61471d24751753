package coord

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-zookeeper/zk"
)

// zkHosts is the ZooKeeper the tests use: VERA_TEST_COORD_HOSTS, or scripts/cluster.sh's default.
func zkHosts() []string {
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		return strings.Split(h, ",")
	}
	return []string{"127.0.0.1:12181"}
}

// dialTest opens n sessions under one fresh root, each its own would-be replica.
func dialTest(t *testing.T, n int) []*ZK {
	t.Helper()
	root := "/vera-test-" + mustID(t)
	out := make([]*ZK, n)
	for i := range out {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		z, err := DialZK(ctx, ZKConfig{Hosts: zkHosts(), SessionTimeout: 4 * time.Second, Root: root})
		cancel()
		if err != nil {
			t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", zkHosts(), err)
		}
		t.Cleanup(z.Close)
		out[i] = z
	}
	return out
}

func mustID(t *testing.T) string {
	id, err := randomID()
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// TestZKLockExcludesAcrossSessions is the attack of two replicas changing one user's state at
// once: goroutines of two sessions take one key's lock; no two are ever inside together.
func TestZKLockExcludesAcrossSessions(t *testing.T) {
	zs := dialTest(t, 2)
	var inside, overlaps, count atomic.Int64
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			unlock, err := zs[i%2].Lock(ctx, "user/1")
			if err != nil {
				t.Error(err)
				return
			}
			if inside.Add(1) != 1 {
				overlaps.Add(1)
			}
			time.Sleep(2 * time.Millisecond)
			count.Add(1)
			inside.Add(-1)
			unlock()
		}()
	}
	wg.Wait()
	if overlaps.Load() != 0 || count.Load() != 20 {
		t.Fatalf("overlaps %d, count %d; want 0 and 20", overlaps.Load(), count.Load())
	}
}

func TestZKTryLock(t *testing.T) {
	zs := dialTest(t, 2)
	ctx := context.Background()
	unlock, err := zs[0].TryLock(ctx, "run/u1")
	if err != nil {
		t.Fatal(err)
	}
	for _, z := range zs {
		if _, err := z.TryLock(ctx, "run/u1"); !errors.Is(err, ErrBusy) {
			t.Fatalf("second TryLock: %v, want ErrBusy", err)
		}
	}
	other, err := zs[1].TryLock(ctx, "run/u2")
	if err != nil {
		t.Fatalf("another key: %v", err)
	}
	other()
	unlock()
	again, err := zs[1].TryLock(ctx, "run/u1")
	if err != nil {
		t.Fatalf("after unlock: %v", err)
	}
	again()
}

// TestZKElectsOneLeader: of three sessions exactly one leads; when it closes, another leads and
// the old term has ended.
func TestZKElectsOneLeader(t *testing.T) {
	zs := dialTest(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	leader := waitLeader(ctx, t, zs)
	term, err := zs[leader].Lead(ctx)
	if err != nil {
		t.Fatal(err)
	}
	zs[leader].Close()
	if term.Err() == nil {
		t.Fatal("the closed leader's term is still live")
	}
	rest := append(append([]*ZK{}, zs[:leader]...), zs[leader+1:]...)
	waitLeader(ctx, t, rest)
}

func waitLeader(ctx context.Context, t *testing.T, zs []*ZK) int {
	t.Helper()
	for ctx.Err() == nil {
		leaders, at := 0, -1
		for i, z := range zs {
			if z.IsLeader(ctx) == nil {
				leaders, at = leaders+1, i
			}
		}
		if leaders > 1 {
			t.Fatalf("%d leaders at once", leaders)
		}
		if leaders == 1 {
			return at
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("no leader elected")
	return -1
}

func TestZKClaim(t *testing.T) {
	zs := dialTest(t, 2)
	ctx := context.Background()
	t0 := time.Unix(1_800_000_000, 0)
	gap := 30 * time.Second
	tests := []struct {
		z    int
		at   time.Duration
		want bool
	}{
		{0, 0, true}, {1, 0, false}, {1, 29 * time.Second, false}, {1, 60 * time.Second, true},
		{0, 61 * time.Second, false}, {0, -time.Hour, false}, {0, 90 * time.Second, true},
	}
	for _, tt := range tests {
		got, err := zs[tt.z].Claim(ctx, "refresh-market", t0.Add(tt.at), gap)
		if err != nil || got != tt.want {
			t.Fatalf("session %d claims at +%s: %v, %v; want %v", tt.z, tt.at, got, err, tt.want)
		}
	}
}

// TestZKLeaderDropsFormerCounts: the counts the rate limits once kept in ZooKeeper are deleted by
// the leader, since nothing reads or prunes them any more.
func TestZKLeaderDropsFormerCounts(t *testing.T) {
	root := "/vera-test-" + mustID(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, _, err := zk.Connect(zkHosts(), 4*time.Second, zk.WithLogInfo(false))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	dir := root + "/" + formerCountsDir
	for _, p := range []string{root, dir, dir + "/1800000000", dir + "/1800000060"} {
		if _, err := conn.Create(p, nil, 0, zk.WorldACL(zk.PermAll)); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 1200 {
		if _, err := conn.Create(fmt.Sprintf("%s/%d/GET %%2Fapi%%2Fprices|10.0.%d.%d", dir, 1800000000+60*(i%2), i/256, i%256), nil, 0, zk.WorldACL(zk.PermAll)); err != nil {
			t.Fatal(err)
		}
	}
	z, err := DialZK(ctx, ZKConfig{Hosts: zkHosts(), SessionTimeout: 4 * time.Second, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for {
		if ok, _, err := conn.Exists(dir); err == nil && !ok {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("the former counts are still there")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if ok, _, _ := conn.Exists(root + "/" + slotsDir); !ok {
		t.Fatal("the cleanup took more than the counts")
	}
}

// BenchmarkTryLockUnlock is one take and release of a free key: in ZooKeeper (a create, a read
// and a delete on loopback) beside the one-process lock, the baseline.
func BenchmarkTryLockUnlock(b *testing.B) {
	z, err := DialZK(context.Background(), ZKConfig{Hosts: zkHosts(), Root: "/vera-bench"})
	if err != nil {
		b.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", zkHosts(), err)
	}
	defer z.Close()
	for _, c := range []struct {
		name string
		c    Coordinator
	}{{"local", &Local{}}, {"zookeeper", z}} {
		b.Run(c.name, func(b *testing.B) {
			ctx := context.Background()
			for i := 0; i < b.N; i++ {
				unlock, err := c.c.TryLock(ctx, "autopilot-run/bench")
				if err != nil {
					b.Fatal(err)
				}
				unlock()
			}
		})
	}
}

// waitMembers waits until z sees exactly the members want (by id and address).
func waitMembers(t *testing.T, z *ZK, want []Member, within time.Duration) {
	t.Helper()
	slices.SortFunc(want, func(a, b Member) int { return strings.Compare(a.ID, b.ID) })
	deadline := time.After(within)
	for {
		got, changed := z.Members()
		if slices.Equal(got, want) {
			return
		}
		select {
		case <-changed:
		case <-deadline:
			t.Fatalf("members %v, want %v", got, want)
		}
	}
}

// TestZKMembers: the replicas that joined are the members every session sees, with the address
// each gave; one that leaves, one whose session closes and one whose znode vanishes (as with an
// expired session) each change what the others see, and the last joins again by itself.
func TestZKMembers(t *testing.T) {
	zs := dialTest(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	all := make([]Member, len(zs))
	leaves := make([]func(), len(zs))
	for i, z := range zs {
		all[i] = Member{ID: z.ID(), Addr: fmt.Sprintf("127.0.0.1:%d", 7000+i)}
		leave, err := z.Join(ctx, all[i].Addr)
		if err != nil {
			t.Fatal(err)
		}
		leaves[i] = leave
	}
	for _, z := range zs {
		waitMembers(t, z, slices.Clone(all), 10*time.Second)
	}
	steps := []struct {
		name string
		do   func()
		want []Member
	}{
		{"the third leaves", func() { leaves[2]() }, all[:2]},
		{"the first's znode vanishes and comes back", func() {
			path := zs[1].memberPath(all[0].ID)
			if err := zs[1].conn.Delete(path, -1); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				if ok, _, _ := zs[1].conn.Exists(path); ok {
					return
				}
				if time.Now().After(deadline) {
					t.Fatal("the member znode was not made again")
				}
			}
		}, all[:2]},
		{"the first's session closes", func() { zs[0].Close() }, all[1:2]},
	}
	for _, s := range steps {
		s.do()
		waitMembers(t, zs[1], slices.Clone(s.want), 10*time.Second)
	}
}
