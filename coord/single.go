package coord

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// single is the one-process state Local adds to its locks: slot claims and the one member's
// address.
type single struct {
	mu    sync.Mutex
	slots map[string]int64 // job: its last claim, in Unix milliseconds
	addr  string
	// changed is closed when addr changes (Members' channel).
	changed chan struct{}
}

// TryLock takes key's lock if no one holds it.
func (l *Local) TryLock(_ context.Context, key string) (func(), error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e := l.entryLocked(key)
	select {
	case <-e.free:
		e.refs++
		var once sync.Once
		return func() { once.Do(func() { e.free <- struct{}{}; l.release(key, e) }) }, nil
	default:
		return nil, fmt.Errorf("lock %s: %w", key, ErrBusy)
	}
}

// IsLeader is always nil: a single process leads itself.
func (l *Local) IsLeader(context.Context) error { return nil }

// Lead returns at once: the term is ctx.
func (l *Local) Lead(ctx context.Context) (context.Context, error) { return ctx, ctx.Err() }

// Claim records that job runs at `at` unless its last claim is less than gap before.
func (l *Local) Claim(_ context.Context, job string, at time.Time, gap time.Duration) (bool, error) {
	l.one.mu.Lock()
	defer l.one.mu.Unlock()
	if l.one.slots == nil {
		l.one.slots = map[string]int64{}
	}
	if last, ok := l.one.slots[job]; ok && at.UnixMilli()-last < gap.Milliseconds() {
		return false, nil
	}
	l.one.slots[job] = at.UnixMilli()
	return true, nil
}
