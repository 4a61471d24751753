package inbox

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/vera-invest/vera/schema/schematest"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type harness struct {
	inbox *Inbox
	clock *clock
}

// newHarness is an inbox on a test database, on a settable clock.
func newHarness(t *testing.T) *harness {
	t.Helper()
	clk := &clock{t: time.Unix(1_800_000_000, 0).UTC()}
	return &harness{inbox: New(schematest.New(t), clk.now), clock: clk}
}

func TestNotificationReadState(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	ns, unread, err := h.inbox.List(ctx, "u1")
	if err != nil || len(ns) != 0 || unread != 0 || ns == nil {
		t.Fatalf("empty inbox: %v %d %v", ns, unread, err)
	}
	if err := h.inbox.MarkAllRead(ctx, "u1"); err != nil {
		t.Fatalf("marking an empty inbox: %v", err)
	}
	for i := range 3 {
		h.clock.advance(time.Second)
		if _, err := h.inbox.Notify(ctx, "u1", Notification{Kind: KindAutopilot, Title: fmt.Sprint("run ", i), TxHash: "0xabc"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := h.inbox.Notify(ctx, "u2", Notification{Kind: KindTrade, Title: "someone else's"}); err != nil {
		t.Fatal(err)
	}
	ns, unread, _ = h.inbox.List(ctx, "u1")
	if unread != 3 || len(ns) != 3 || ns[0].Title != "run 2" || ns[2].Title != "run 0" || ns[0].ReadAt != nil || ns[0].TxHash != "0xabc" {
		t.Fatalf("unread inbox: %+v unread %d", ns, unread)
	}
	h.clock.advance(time.Minute)
	readAt := h.clock.now().Unix()
	if err := h.inbox.MarkAllRead(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	ns, unread, _ = h.inbox.List(ctx, "u1")
	if unread != 0 {
		t.Fatalf("unread after POST = %d", unread)
	}
	for _, n := range ns {
		if n.ReadAt == nil || *n.ReadAt != readAt {
			t.Fatalf("readAt of %q = %v, want %d", n.Title, n.ReadAt, readAt)
		}
	}
	// Read stays read; a second POST changes nothing.
	h.clock.advance(time.Minute)
	if err := h.inbox.MarkAllRead(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	if ns, _, _ = h.inbox.List(ctx, "u1"); *ns[0].ReadAt != readAt {
		t.Fatalf("second POST moved readAt to %d", *ns[0].ReadAt)
	}
	// A new notification is unread; the other user's inbox was never touched.
	if _, err := h.inbox.Notify(ctx, "u1", Notification{Kind: KindSystem, Title: "new"}); err != nil {
		t.Fatal(err)
	}
	if ns, unread, _ = h.inbox.List(ctx, "u1"); unread != 1 || ns[0].ReadAt != nil || ns[1].ReadAt == nil {
		t.Fatalf("after a new one: %+v unread %d", ns[:2], unread)
	}
	if _, unread, _ = h.inbox.List(ctx, "u2"); unread != 1 {
		t.Fatalf("u2 unread = %d, want 1", unread)
	}
}

func TestNotificationListIsCapped(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	for i := range maxListed + 5 {
		if _, err := h.inbox.Notify(ctx, "u1", Notification{Kind: KindAlert, Title: fmt.Sprint(i)}); err != nil {
			t.Fatal(err)
		}
	}
	ns, unread, err := h.inbox.List(ctx, "u1")
	if err != nil || len(ns) != maxListed || unread != maxListed+5 || ns[0].Title != fmt.Sprint(maxListed+4) {
		t.Fatalf("%d listed, unread %d, first %q: %v", len(ns), unread, ns[0].Title, err)
	}
	for i := 1; i < len(ns); i++ {
		if ns[i].ID >= ns[i-1].ID {
			t.Fatalf("not newest first at %d", i)
		}
	}
}
