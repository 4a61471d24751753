package autopilot

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestRunsNewestFirstWithinASecond: runs of one user in one second (skips are fast; the clock
// here stands still) come back from the runs list in exactly the reverse order they ran, while
// ranAt stays the whole second. Real devnet, real ClickHouse, the real runner.
func TestRunsNewestFirstWithinASecond(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	e.save(nil)
	if _, err := e.svc.Pause(ctx, e.user); err != nil {
		t.Fatal(err)
	}
	second := time.Unix(1_900_000_000, 0).UTC()
	cfg := e.cfg
	cfg.Now = func() time.Time { return second }
	runner, err := NewRunner(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Request ids in an order unrelated to the run order, so a sort by id cannot pass.
	ids := []string{"m", "c", "x", "a", "q", "b", "z", "d"}
	for _, id := range ids {
		run, err := runner.Run(ctx, ManualKey(e.user, id))
		if err != nil || run.Status != StatusSkipped {
			t.Fatalf("run %s: %+v %v", id, run, err)
		}
	}
	runs, err := e.store.Runs(ctx, e.user, 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != len(ids) {
		t.Fatalf("%d runs listed, want %d", len(runs), len(ids))
	}
	for i, r := range runs {
		want := ManualKey(e.user, ids[len(ids)-1-i]).id()
		if r.ID != want {
			t.Fatalf("run %d listed is %s, want %s (newest first): %v", i, r.ID, want, runIDs(runs))
		}
		b, _ := r.MarshalJSON()
		if r.RanAt.Unix() != second.Unix() || !strings.Contains(string(b), fmt.Sprintf(`"ranAt":%d,`, second.Unix())) {
			t.Fatalf("run %s: ranAt %s, JSON %s", r.ID, r.RanAt, b)
		}
	}
}

func runIDs(rs []Run) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.ID
	}
	return out
}
