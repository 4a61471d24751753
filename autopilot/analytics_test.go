package autopilot

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestRunsByDayExamples runs the example queries of docs/analytics.md, as written there, over
// runs inserted into autopilot_runs (a replayed row included) and checks their answers.
func TestRunsByDayExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/analytics.md")
	if err != nil {
		t.Fatal(err)
	}
	// The section of Autopilot's runs (the page has other sections, other packages' examples).
	runs := string(doc)
	if i := strings.Index(runs, "\n## Autopilot runs and spend by day\n"); i >= 0 {
		runs = runs[i+1:]
		if j := strings.Index(runs[3:], "\n## "); j >= 0 {
			runs = runs[:j+3]
		}
	}
	blocks := regexp.MustCompile("(?s)```sql\n(.*?)```").FindAllStringSubmatch(runs, -1)
	if len(blocks) != 2 {
		t.Fatalf("docs/analytics.md has %d sql examples, want 2", len(blocks))
	}
	h := newHarness(t)
	ctx := context.Background()
	today := time.Now().UTC().Truncate(24 * time.Hour).Add(time.Hour)
	yesterday := today.Add(-24 * time.Hour)
	run := func(user, id string, at time.Time, status string, spent uint64, reason string) []any {
		return []any{user, id, at, status, uint64(100_000_000), spent, uint16(4200), "", "[]", reason}
	}
	rows := [][]any{
		run("u1", "u1/1", yesterday, StatusSuccess, 100_000_000, ""),
		run("u1", "u1/1", yesterday, StatusSuccess, 100_000_000, ""), // a replay of the same run
		run("u2", "u2/1", yesterday, StatusSkipped, 0, "Period spend cap reached."),
		run("u1", "u1/2", today, StatusSuccess, 50_000_000, ""),
		run("u2", "u2/2", today, StatusSkipped, 0, "Not enough cash for this run."),
		run("u3", "u3/1", today, StatusError, 0, "Run reverted (tx 0xab)"),
		run("u3", "u3/0", today.AddDate(0, 0, -40), StatusSkipped, 0, "Autopilot is paused."),
	}
	if err := h.store.insert(ctx, "INSERT INTO autopilot_runs (user_id, run_id, ran_at, status, amount_e6, spent_e6, assessed_risk_bps, tx_hash, holdings, reason)", rows...); err != nil {
		t.Fatal(err)
	}

	r, err := h.store.DB.Query(ctx, blocks[0][1])
	if err != nil {
		t.Fatalf("first example: %v", err)
	}
	type day struct {
		day                               time.Time
		runs, succeeded, skipped, errored uint64
		users                             uint64
		spent, notExecuted                float64
	}
	var days []day
	for r.Next() {
		var d day
		if err := r.Scan(&d.day, &d.runs, &d.succeeded, &d.skipped, &d.errored, &d.users, &d.spent, &d.notExecuted); err != nil {
			t.Fatal(err)
		}
		days = append(days, d)
	}
	r.Close()
	if len(days) != 2 {
		t.Fatalf("days %+v, want 2 (the 40-day-old run outside the window)", days)
	}
	if d := days[0]; d.runs != 3 || d.succeeded != 1 || d.skipped != 1 || d.errored != 1 || d.users != 3 || d.spent != 50 || d.notExecuted != 66.7 {
		t.Fatalf("today: %+v", d)
	}
	if d := days[1]; d.runs != 2 || d.succeeded != 1 || d.users != 2 || d.spent != 100 || d.notExecuted != 50 {
		t.Fatalf("yesterday (the replay collapsed): %+v", d)
	}

	r, err = h.store.DB.Query(ctx, blocks[1][1])
	if err != nil {
		t.Fatalf("second example: %v", err)
	}
	var reasons []string
	for r.Next() {
		var reason string
		var n uint64
		if err := r.Scan(&reason, &n); err != nil {
			t.Fatal(err)
		}
		reasons = append(reasons, reason)
	}
	r.Close()
	if len(reasons) != 2 || reasons[0] != "Not enough cash for this run." || reasons[1] != "Period spend cap reached." {
		t.Fatalf("skip reasons %v", reasons)
	}
}
