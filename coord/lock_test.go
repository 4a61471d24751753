package coord

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

// TestLocalExcludes: many goroutines incrementing one counter under one key never overlap, and
// other keys do not wait for it.
func TestLocalExcludes(t *testing.T) {
	var l Local
	ctx := context.Background()
	inside, count := 0, 0
	var wg sync.WaitGroup
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			unlock, err := l.Lock(ctx, "user-1")
			if err != nil {
				t.Error(err)
				return
			}
			inside++
			if inside != 1 {
				t.Error("two holders of one key")
			}
			count++
			inside--
			unlock()
		}()
	}
	other, err := l.Lock(ctx, "user-2")
	if err != nil {
		t.Fatal(err)
	}
	other()
	wg.Wait()
	if count != 200 {
		t.Fatalf("count %d, want 200", count)
	}
	if n := len(l.keys); n != 0 {
		t.Fatalf("%d keys left after every unlock, want 0", n)
	}
}

func TestLocalContext(t *testing.T) {
	var l Local
	unlock, err := l.Lock(context.Background(), "k")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := l.Lock(ctx, "k")
		done <- err
	}()
	for l.waiting("k") == 0 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("waiter's error %v, want context.Canceled", err)
	}
	unlock()
	unlock() // a second call is harmless
	if n := len(l.keys); n != 0 {
		t.Fatalf("%d keys left, want 0", n)
	}
	again, err := l.Lock(context.Background(), "k")
	if err != nil {
		t.Fatal(err)
	}
	again()
}

func TestLocalTryLockClaim(t *testing.T) {
	var l Local
	ctx := context.Background()
	unlock, err := l.TryLock(ctx, "k")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.TryLock(ctx, "k"); !errors.Is(err, ErrBusy) {
		t.Fatalf("second TryLock: %v, want ErrBusy", err)
	}
	unlock()
	if again, err := l.TryLock(ctx, "k"); err != nil {
		t.Fatalf("after unlock: %v", err)
	} else {
		again()
	}
	for _, tt := range []struct {
		at   int64
		want bool
	}{{100, true}, {100, false}, {129, false}, {130, true}, {10, false}} {
		if got, _ := l.Claim(ctx, "job", time.Unix(tt.at, 0), 30*time.Second); got != tt.want {
			t.Fatalf("claim at %d: %v, want %v", tt.at, got, tt.want)
		}
	}
	if l.IsLeader(ctx) != nil {
		t.Fatal("a single process does not lead itself")
	}
}

// TestLocalMembers: a single process is its one member, with the address it joined with.
func TestLocalMembers(t *testing.T) {
	var l Local
	got, changed := l.Members()
	if len(got) != 1 || got[0].ID != localID || l.ID() != localID {
		t.Fatalf("members before joining %v, id %q", got, l.ID())
	}
	if _, err := l.Join(context.Background(), "127.0.0.1:9091"); err != nil {
		t.Fatal(err)
	}
	<-changed
	if got, _ := l.Members(); len(got) != 1 || got[0] != (Member{ID: localID, Addr: "127.0.0.1:9091"}) {
		t.Fatalf("members %v", got)
	}
}
