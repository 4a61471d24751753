//go:build cluster

package main

import (
	"context"
	"fmt"
	"math/big"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/schema"
)

// configColumns are autopilot_configs' columns (migration 0600), in the order autopilot writes them.
const clusterConfigColumns = "user_id, version, deleted, wallet_id, owner, smart_account, goal, amount_e6, cadence, risk_ceiling_bps, " +
	"max_per_period_e6, active, paused_by, runs, consecutive_errors, spent_this_period_e6, period_start, created_at, next_run_at, last_run_at, updated_at"

// insertPausedDue writes n paused configs due a minute ago, users prefix000...: each slot's run is a
// skip (config, nonce key, run record, schedule, notification; nothing signed or sent), so a tick's
// worth of them keeps a replica busy for seconds without the chain deciding the test's pace.
func insertPausedDue(t *testing.T, db *schema.DB, prefix string, n int) []string {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Second)
	users := make([]string, n)
	rows := make([][]any, n)
	for i := range n {
		users[i] = fmt.Sprintf("%s%03d", prefix, i)
		rows[i] = []any{users[i], uint64(1), uint8(0), "w-" + users[i], common.BigToAddress(big.NewInt(int64(i + 1))).Hex(),
			common.BigToAddress(big.NewInt(int64(1_000_000 + i))).Hex(), "steady growth", uint64(100_000_000), "weekly", uint16(6000),
			uint64(1_000_000_000), uint8(0), "", uint32(0), uint16(0), uint64(0),
			now.Add(-time.Hour), now.Add(-time.Hour), now.Add(-time.Minute), time.Unix(0, 0).UTC(), now}
	}
	if err := db.Insert(context.Background(), "INSERT INTO autopilot_configs ("+clusterConfigColumns+")", rows...); err != nil {
		t.Fatal(err)
	}
	return users
}

// perUser counts query's rows (user_id, count) of the users starting with prefix.
func perUser(t *testing.T, db *schema.DB, query, prefix string) map[string]int {
	t.Helper()
	rows, err := db.Query(context.Background(), query, prefix)
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

const (
	runsPerUser  = "SELECT user_id, count() FROM autopilot_runs WHERE startsWith(user_id, ?) GROUP BY user_id"
	notesPerUser = "SELECT user_id, count() FROM notifications WHERE startsWith(user_id, ?) GROUP BY user_id"
	duePerUser   = "SELECT user_id, count() FROM autopilot_configs FINAL WHERE startsWith(user_id, ?) AND next_run_at <= now() GROUP BY user_id"
)

// member is replica i's member id, from its log.
func (c *cluster) member(i int) string {
	ls := c.replicas[i].find("peers listening")
	if len(ls) == 0 {
		c.t.Fatalf("replica %d has not joined", i)
	}
	return ls[0].Member
}

// TestClusterAutopilotReplicaKilled: three `vera serve` replicas split the due Autopilot runs of a
// tick by their members (each with one worker, so a tick lasts seconds). Twice, 150 configs fall
// due and a replica is killed with SIGKILL in the middle of its share: first the leader, then a
// follower, each replaced by a new replica. Every slot is then recorded exactly once (one run
// record and one notification), none stays due, and every replica but the killed ran a share.
// About four minutes: the replicas tick once a minute.
func TestClusterAutopilotReplicaKilled(t *testing.T) {
	c := startCluster(t, 3, "--autopilot-workers", "1")
	db, err := schema.Open(context.Background(), c.dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	live := []int{0, 1, 2}
	for phase, role := range []string{"leader", "follower"} {
		leader, _ := c.waitLeader(time.Time{}, -1, time.Minute)
		victim := leader
		if role == "follower" {
			victim = live[0]
			if victim == leader {
				victim = live[1]
			}
		}
		var members []coord.Member
		for _, i := range live {
			members = append(members, coord.Member{ID: c.member(i)})
		}
		prefix := fmt.Sprintf("killed-%d-", phase)
		users := insertPausedDue(t, db, prefix, 150)
		share := map[string]bool{}
		for _, u := range users {
			if o, _ := coord.Owner(u, members); o.ID == c.member(victim) {
				share[u] = true
			}
		}
		before := c.recordedPerReplica()
		// Kill the victim once its tick has recorded a quarter of its share.
		deadline := time.Now().Add(2 * time.Minute)
		for {
			done := 0
			for u := range perUser(t, db, runsPerUser, prefix) {
				if share[u] {
					done++
				}
			}
			if done >= len(share)/4 && done < len(share) {
				t.Logf("%s (replica %d) killed with %d of its %d runs recorded", role, victim, done, len(share))
				break
			}
			if done == len(share) || time.Now().After(deadline) {
				t.Fatalf("%s's tick not caught in its middle: %d of %d recorded", role, done, len(share))
			}
			time.Sleep(20 * time.Millisecond)
		}
		if err := c.replicas[victim].cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		<-c.replicas[victim].done
		killed := time.Now()
		for i, l := range live {
			if l == victim {
				live = append(live[:i:i], live[i+1:]...)
			}
		}
		c.start()
		live = append(live, len(c.replicas)-1)
		// The others' next ticks, once the membership dropped the victim, run its share's remainder.
		deadline = time.Now().Add(3 * time.Minute)
		for len(perUser(t, db, duePerUser, prefix)) > 0 {
			if time.Now().After(deadline) {
				t.Fatalf("%d configs still due 3 minutes after the kill", len(perUser(t, db, duePerUser, prefix)))
			}
			time.Sleep(500 * time.Millisecond)
		}
		recovered := time.Since(killed)
		runs, notes := perUser(t, db, runsPerUser, prefix), perUser(t, db, notesPerUser, prefix)
		missingNotes := 0
		for _, u := range users {
			if runs[u] != 1 {
				t.Errorf("%s: %d run records, want 1", u, runs[u])
			}
			if notes[u] > 1 {
				t.Errorf("%s: %d notifications: its run was doubled", u, notes[u])
			}
			if notes[u] == 0 {
				// Killed after the config's write, before the notification's: the one window left.
				missingNotes++
			}
		}
		ran := c.recordedPerReplica()
		for i := range ran {
			ran[i] -= before[i]
		}
		t.Logf("%s killed: %d slots recorded once each (%d without notification), the last %s after the kill; recorded per replica %v",
			role, len(users), missingNotes, recovered.Round(time.Second), ran)
	}
}

// recordedPerReplica is how many runs each replica's ticks recorded so far, by replica index.
func (c *cluster) recordedPerReplica() map[int]int {
	ran := map[int]int{}
	for i, r := range c.replicas {
		for _, l := range r.find("autopilot tick") {
			ran[i] += l.Recorded
		}
	}
	return ran
}
