package alerts

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"
)

// TestFiredAlertsAreBounded is the growth a user can cause at the POST limit: alerts that fire
// as soon as they are created, round after round. Lists keep every waiting alert and at most the
// 200 newest fired ones from the last 30 days, newest first, in pages that neither repeat nor
// skip; the retention job removes every row of the rest (and of deleted alerts) from ClickHouse,
// and leaves other users' alerts alone.
func TestFiredAlertsAreBounded(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	now := h.clock.now()
	alerts := New(h.db, h.inbox, nil, nil, h.clock.now)
	// u1: 260 fired alerts (15 fired more than 30 days ago), 7 waiting, 3 deleted; u2: 5 fired.
	var rows []Alert
	var firedE8 []*big.Int
	mk := func(user string, i int, created time.Time, fired *time.Time) Alert {
		al := Alert{ID: fmt.Sprintf("al_%s_%04d", user, i), Symbol: "NVDA", Direction: Above, PriceUSD: 1, CreatedAt: created.Unix(),
			userID: user, thresholdE8: big.NewInt(100_000_000), version: alerts.versions.Next(now, 0)}
		if fired != nil {
			at, usd := fired.Unix(), 2.0
			al.FiredAt, al.FiredPriceUSD = &at, &usd
		}
		return al
	}
	for i := range 260 {
		created := now.Add(-time.Duration(260-i) * time.Hour)
		if i < 15 {
			created = now.Add(-40*24*time.Hour + time.Duration(i)*time.Minute)
		}
		fired := created.Add(time.Minute)
		rows = append(rows, mk("u1", i, created, nil), mk("u1", i, created, &fired))
		firedE8 = append(firedE8, nil, big.NewInt(200_000_000))
	}
	for i := range 7 {
		rows = append(rows, mk("u1", 1000+i, now.Add(-time.Duration(i)*time.Minute), nil))
	}
	for i := range 5 {
		fired := now.Add(-time.Hour)
		rows = append(rows, mk("u2", i, now.Add(-2*time.Hour), &fired))
	}
	// write takes firedE8 per row; unfired rows ignore theirs.
	for len(firedE8) < len(rows) {
		firedE8 = append(firedE8, big.NewInt(200_000_000))
	}
	if err := alerts.write(ctx, rows, false, firedE8...); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		al := mk("u1", 2000+i, now, nil)
		if err := alerts.write(ctx, []Alert{al}, false); err != nil {
			t.Fatal(err)
		}
		if err := alerts.Delete(ctx, "u1", al.ID); err != nil {
			t.Fatal(err)
		}
	}

	check := func(when string) {
		t.Helper()
		var got []Alert
		cursor, pages := "", 0
		for {
			p, err := alerts.ListPage(ctx, "u1", cursor, 60)
			if err != nil {
				t.Fatal(err)
			}
			got, pages = append(got, p.Alerts...), pages+1
			if p.Next == "" {
				break
			}
			cursor = p.Next
		}
		waiting, fired := 0, 0
		seen := map[string]bool{}
		for i, al := range got {
			if seen[al.ID] {
				t.Fatalf("%s: %s listed twice", when, al.ID)
			}
			seen[al.ID] = true
			if i > 0 && (al.CreatedAt > got[i-1].CreatedAt || al.CreatedAt == got[i-1].CreatedAt && al.ID < got[i-1].ID) {
				t.Fatalf("%s: not newest first at %d", when, i)
			}
			if al.FiredAt == nil {
				waiting++
			} else {
				fired++
				if *al.FiredAt < now.Add(-firedAlertRetention).Unix() {
					t.Fatalf("%s: %s fired more than 30 days ago is listed", when, al.ID)
				}
			}
		}
		if waiting != 7 || fired != maxFiredAlerts || pages != 4 {
			t.Fatalf("%s: %d waiting, %d fired in %d pages; want 7, %d, 4", when, waiting, fired, pages, maxFiredAlerts)
		}
		if !seen["al_u1_0259"] || seen["al_u1_0059"] {
			t.Fatalf("%s: the newest fired alerts are not the ones kept", when)
		}
	}
	check("before the retention job")

	n, err := alerts.Prune(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := 60 + 3; n != want { // 15 too old, 45 beyond the newest 200, 3 deleted
		t.Fatalf("pruned %d alerts, want %d", n, want)
	}
	// The mutation runs in the server's background: wait until its rows are gone.
	countRows := func(user string) uint64 {
		var c uint64
		if err := h.db.QueryRow(ctx, "SELECT count() FROM price_alerts WHERE user_id = ?", user).Scan(&c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	wantRows := uint64(2*maxFiredAlerts + 7)
	for deadline := time.Now().Add(30 * time.Second); countRows("u1") != wantRows; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("u1 keeps %d rows, want %d", countRows("u1"), wantRows)
		}
	}
	if c := countRows("u2"); c != 5 {
		t.Fatalf("another user's alerts were touched: %d rows, want 5", c)
	}
	check("after the retention job")
	if n, err := alerts.Prune(ctx); err != nil || n != 0 {
		t.Fatalf("second prune: %d, %v; want nothing left to remove", n, err)
	}

	// A cursor no page gave is refused.
	for _, bad := range []string{"x", "12", "12.", "-1.al_x", "12.zz"} {
		if _, err := alerts.ListPage(ctx, "u1", bad, 10); err == nil {
			t.Errorf("cursor %q accepted", bad)
		}
	}
}
