package autopilot

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/coord"
)

// dialReplicaZK opens one replica's ZooKeeper session under root and joins the membership.
func dialReplicaZK(t testing.TB, root string) *coord.ZK {
	t.Helper()
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: hosts, SessionTimeout: 4 * time.Second, Root: root})
	if err != nil {
		t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
	}
	t.Cleanup(z.Close)
	if _, err := z.Join(ctx, "127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	return z
}

// waitMembers waits until z lists n members.
func waitMembers(t testing.TB, z *coord.ZK, n int) []coord.Member {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		ms, changed := z.Members()
		if len(ms) == n {
			return ms
		}
		select {
		case <-changed:
		case <-deadline:
			t.Fatalf("%d members listed, want %d", len(ms), n)
		}
	}
}

// insertDueConfigs writes configs of users due a minute before now, paused when paused is set
// (their runs are skips: no signature, no chain write).
func insertDueConfigs(ctx context.Context, s *Store, users []string, now time.Time, paused bool) error {
	rows := make([][]any, 0, len(users))
	for i, u := range users {
		c := Config{UserID: u, WalletID: "w-" + u, Owner: common.BigToAddress(big.NewInt(int64(i + 1))),
			SmartAccount: common.BigToAddress(big.NewInt(int64(1_000_000 + i))), Goal: "steady growth", AmountE6: 100_000_000,
			Cadence: weekly, RiskCeilingBps: 6000, MaxPerPeriodE6: 1_000_000_000, Active: !paused, PeriodStart: now.Add(-time.Hour),
			CreatedAt: now.Add(-time.Hour), NextRunAt: now.Add(-time.Minute), UpdatedAt: now}
		rows = append(rows, []any{c.UserID, uint64(1), flag(false), c.WalletID, c.Owner.Hex(), c.SmartAccount.Hex(), c.Goal, c.AmountE6,
			string(c.Cadence), uint16(c.RiskCeilingBps), c.MaxPerPeriodE6, flag(c.Active), c.PausedBy, uint32(0), uint16(0), uint64(0),
			c.PeriodStart, c.CreatedAt, c.NextRunAt, unixOrZero(c.LastRunAt), c.UpdatedAt})
	}
	return s.insert(ctx, "INSERT INTO autopilot_configs ("+configColumns+")", rows...)
}

// countPerUser is `SELECT user_id, count() ... GROUP BY user_id` of the users starting with prefix.
func countPerUser(t testing.TB, s *Store, from, prefix string) map[string]int {
	t.Helper()
	rows, err := s.DB.Query(context.Background(), "SELECT user_id, count() FROM "+from+" WHERE startsWith(user_id, ?) GROUP BY user_id", prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var u string
		var n uint64
		if err := rows.Scan(&u, &n); err != nil {
			t.Fatal(err)
		}
		out[u] = int(n)
	}
	return out
}

// TestTickSplitsAcrossReplicas: three replicas (each its own runner and ZooKeeper session) tick
// at once over 36 due configs: each runs exactly the configs whose user hashes to it, every slot
// is recorded once with one notification. Then one replica leaves and 24 more configs fall due:
// the two left run them all between them.
func TestTickSplitsAcrossReplicas(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	root := "/vera-test-spread-" + time.Now().Format("150405.000000")
	zs := make([]*coord.ZK, 3)
	runners := make([]*Runner, 3)
	for i := range zs {
		zs[i] = dialReplicaZK(t, root)
		cfg := e.cfg
		cfg.Instance, cfg.InFlight, cfg.Members = fmt.Sprint("replica-", i), zs[i], zs[i]
		var err error
		if runners[i], err = NewRunner(cfg); err != nil {
			t.Fatal(err)
		}
	}
	for _, z := range zs {
		waitMembers(t, z, 3)
	}
	tick := func(rs []*Runner) []int {
		n := make([]int, len(rs))
		var wg sync.WaitGroup
		for i, r := range rs {
			wg.Go(func() {
				var err error
				if n[i], err = r.Tick(ctx); err != nil {
					t.Errorf("replica %d: %v", i, err)
				}
			})
		}
		wg.Wait()
		return n
	}
	check := func(prefix string, users []string, rs []*Runner, zs []*coord.ZK, ran []int) {
		t.Helper()
		members, _ := zs[0].Members()
		want := make([]int, len(rs))
		for _, u := range users {
			o, _ := coord.Owner(u, members)
			for i, z := range zs {
				if z.ID() == o.ID {
					want[i]++
				}
			}
		}
		for i := range rs {
			if ran[i] != want[i] {
				t.Errorf("replica %d ran %d, owns %d", i, ran[i], want[i])
			}
		}
		runs, notes := countPerUser(t, e.store, "autopilot_runs", prefix), countPerUser(t, e.store, "notifications", prefix)
		for _, u := range users {
			if runs[u] != 1 || notes[u] != 1 {
				t.Errorf("%s: %d runs, %d notifications; want one each", u, runs[u], notes[u])
			}
		}
		due, err := e.store.dueConfigs(ctx, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range due {
			if strings.HasPrefix(c.UserID, prefix) {
				t.Errorf("%s still due", c.UserID)
			}
		}
		t.Logf("%s: %d configs, ran %v", prefix, len(users), ran)
	}
	users := make([]string, 36)
	for i := range users {
		users[i] = fmt.Sprintf("spread-a-%02d", i)
	}
	if err := insertDueConfigs(ctx, e.store, users, time.Now().UTC().Truncate(time.Second), true); err != nil {
		t.Fatal(err)
	}
	check("spread-a-", users, runners, zs, tick(runners))
	for _, r := range tick(runners) {
		if r != 0 {
			t.Errorf("a second tick ran %d", r)
		}
	}

	zs[2].Close() // the replica leaves: its session ends
	waitMembers(t, zs[0], 2)
	waitMembers(t, zs[1], 2)
	users = users[:24]
	for i := range users {
		users[i] = fmt.Sprintf("spread-b-%02d", i)
	}
	if err := insertDueConfigs(ctx, e.store, users, time.Now().UTC().Truncate(time.Second), true); err != nil {
		t.Fatal(err)
	}
	check("spread-b-", users, runners[:2], zs[:2], tick(runners[:2]))

	// A replica killed between the run's record and the schedule's move: the slot stays due, and
	// the next tick moves the schedule and sends the notification without running it again.
	now := time.Now().UTC().Truncate(time.Second)
	if err := insertDueConfigs(ctx, e.store, []string{"spread-c-0"}, now, true); err != nil {
		t.Fatal(err)
	}
	key := scheduledKey("spread-c-0", now.Add(-time.Minute))
	if err := e.store.writeRun(ctx, Run{UserID: key.UserID, ID: key.id(), RanAt: now, Status: StatusSkipped, Reason: reasonPaused}); err != nil {
		t.Fatal(err)
	}
	tick(runners[:2])
	due, err := e.store.dueConfigs(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range due {
		if c.UserID == "spread-c-0" {
			t.Error("a recorded slot stays due")
		}
	}
	if runs, notes := countPerUser(t, e.store, "autopilot_runs", "spread-c-"), countPerUser(t, e.store, "notifications", "spread-c-"); runs["spread-c-0"] != 1 || notes["spread-c-0"] != 1 {
		t.Errorf("recorded slot: %d runs, %d notifications; want one each", runs["spread-c-0"], notes["spread-c-0"])
	}
}
