package alerts

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
)

// TestAlertChangesTakeTurns: a DELETE landing while the evaluation has read an alert as due
// (forced: it runs between the evaluation's read and its write) is never undone by the alert
// firing, and nothing is notified; concurrent POSTs past the cap leave exactly 50 waiting.
// Real devnet feeds, real ClickHouse.
func TestAlertChangesTakeTurns(t *testing.T) {
	_, asset, h, alerts := alertsOnDevnet(t)
	ctx := context.Background()
	req := func(usd float64) AlertRequest {
		r := AlertRequest{Symbol: asset.Symbol, Direction: Above, PriceUSD: usd}
		if err := r.Validate(); err != nil {
			t.Fatal(err)
		}
		return r
	}

	const trials = 20
	for i := range trials {
		user := fmt.Sprintf("deleter-%d", i)
		al, err := alerts.Create(ctx, user, req(0.01)) // due at once: the feed is far above
		if err != nil {
			t.Fatal(err)
		}
		alerts.afterPending = func() {
			if err := alerts.Delete(ctx, user, al.ID); err != nil {
				t.Errorf("delete: %v", err)
			}
		}
		if _, err := alerts.Evaluate(ctx); err != nil {
			t.Fatal(err)
		}
		alerts.afterPending = nil
		if list, err := alerts.list(ctx, user); err != nil || len(list) != 0 {
			t.Fatalf("trial %d: the deleted alert came back: %+v %v", i, list, err)
		}
		if ns, _, err := h.inbox.List(ctx, user); err != nil || len(ns) != 0 {
			t.Fatalf("trial %d: a deleted alert was notified: %+v %v", i, ns, err)
		}
	}

	// 45 waiting, then 20 POSTs at once: exactly 5 pass.
	for range 45 {
		if _, err := alerts.Create(ctx, "hoarder", req(1_000_000)); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok, refused := 0, 0
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := alerts.Create(ctx, "hoarder", req(1_000_000))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, ErrTooManyAlerts):
				refused++
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	list, err := alerts.list(ctx, "hoarder")
	if err != nil {
		t.Fatal(err)
	}
	if ok != 5 || refused != 15 || len(list) != MaxAlerts {
		t.Fatalf("%d created, %d refused, %d waiting; want 5, 15, %d", ok, refused, len(list), MaxAlerts)
	}
}
