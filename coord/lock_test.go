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
	for l.Waiting("k") == 0 {
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
