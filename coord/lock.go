package coord

import (
	"context"
	"fmt"
	"sync"
)

// Locks hands out exclusive locks by key. Lock blocks until the key is free or ctx ends; the
// returned unlock releases it and may be called once.
type Locks interface {
	Lock(ctx context.Context, key string) (unlock func(), err error)
}

// Local is Locks within one process: a mutex per key, created on first use and dropped when its
// last holder or waiter leaves, so idle keys cost nothing. The zero value is ready to use.
type Local struct {
	mu   sync.Mutex
	keys map[string]*entry
	one  single
}

type entry struct {
	free chan struct{} // holds one token while the key is free
	refs int           // holder plus waiters
}

// Lock takes key's lock, waiting for it while ctx allows.
func (l *Local) Lock(ctx context.Context, key string) (func(), error) {
	l.mu.Lock()
	e := l.entryLocked(key)
	e.refs++
	l.mu.Unlock()
	select {
	case <-e.free:
		var once sync.Once
		return func() { once.Do(func() { e.free <- struct{}{}; l.release(key, e) }) }, nil
	case <-ctx.Done():
		l.release(key, e)
		return nil, fmt.Errorf("lock %s: %w", key, ctx.Err())
	}
}

// entryLocked is key's entry, made free on first use; l.mu is held.
func (l *Local) entryLocked(key string) *entry {
	if l.keys == nil {
		l.keys = map[string]*entry{}
	}
	e := l.keys[key]
	if e == nil {
		e = &entry{free: make(chan struct{}, 1)}
		e.free <- struct{}{}
		l.keys[key] = e
	}
	return e
}

func (l *Local) release(key string, e *entry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e.refs--; e.refs == 0 {
		delete(l.keys, key)
	}
}

// waiting reports how many callers wait for key's lock (not counting its holder): tests use it
// to know that a competitor has reached the lock without sleeping.
func (l *Local) waiting(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	e := l.keys[key]
	if e == nil {
		return 0
	}
	if len(e.free) == 1 {
		return e.refs
	}
	return e.refs - 1
}
