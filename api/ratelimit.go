package api

import (
	"context"
	"hash/maphash"
	"net/netip"
	"sync"
	"time"
)

// SharedLimits decides the routes' limits across the service's replicas (package ratelimit): Allow
// counts one request of key against limit in the window of the clock's multiples of Window and
// reports whether it is within it; when not, retryAfter is the time until the window ends. It
// answers by itself, never failing, when the replicas cannot agree (ratelimit counts locally then).
type SharedLimits interface {
	Allow(ctx context.Context, key string, limit int) (ok bool, retryAfter time.Duration)
}

// limiter counts requests per (route, client) in fixed windows: in this process, or, with shared
// limits, across the replicas in windows aligned on the clock (so every replica agrees where a
// window starts). The per-address counts of failed tokens and key refreshes stay per process:
// they guard this process's verifier.
type limiter struct {
	window time.Duration
	now    func() time.Time
	routes int
	names  map[int]string // route id: "METHOD /path", the name replicas share
	shared SharedLimits
	// base is the context of a wait for a shared count: the server's, which ends at shutdown. The
	// wait is bounded far below any route's timeout, so the request's own context (made on first
	// use, at a cost) would add nothing.
	base   context.Context
	seed   maphash.Seed
	shards [64]limiterShard
}

type limiterShard struct {
	mu sync.Mutex
	m  map[limitKey]*limitEntry
}

// limitKey is a route and either the client's address (public routes) or its user (token
// routes). The counts that are not per route (failed token checks, key-set refreshes) use
// the reserved route ids below.
type limitKey struct {
	route int
	ip    netip.Addr
	user  string
}

type limitEntry struct {
	start time.Time
	count int
}

// Reserved route ids of the per-client counts that span every token route.
const (
	failedAuthCount = -1
	keyRefreshCount = -2
)

func newLimiter(window time.Duration, now func() time.Time) *limiter {
	l := &limiter{window: window, now: now, seed: maphash.MakeSeed(), names: map[int]string{}}
	for i := range l.shards {
		l.shards[i].m = map[limitKey]*limitEntry{}
	}
	return l
}

// share makes the routes' counts those of every replica; nil shared keeps them per process.
func (l *limiter) share(shared SharedLimits, base context.Context) *limiter {
	l.shared, l.base = shared, base
	return l
}

func (l *limiter) newRoute(name string) int {
	l.routes++
	l.names[l.routes] = name
	return l.routes
}

// allow counts one request and reports whether it is within limit; when not, retryAfter is
// the whole seconds until the window ends.
func (l *limiter) allow(k limitKey, limit int) (ok bool, retryAfter int) {
	if l.shared == nil || k.route <= 0 {
		return l.allowLocal(k, limit)
	}
	key := l.names[k.route] + "|"
	if k.user != "" {
		key += "user:" + k.user
	} else {
		key += k.ip.String()
	}
	ok, left := l.shared.Allow(l.base, key, limit)
	if ok {
		return true, 0
	}
	return false, max(1, int((left+time.Second-1)/time.Second))
}

func (l *limiter) allowLocal(k limitKey, limit int) (ok bool, retryAfter int) {
	now := l.now()
	sh := &l.shards[maphash.Comparable(l.seed, k)%uint64(len(l.shards))]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e := sh.m[k]
	if e == nil || now.Sub(e.start) >= l.window {
		if e == nil {
			e = &limitEntry{}
			sh.m[k] = e
		}
		e.start, e.count = now, 0
	}
	if e.count >= limit {
		left := e.start.Add(l.window).Sub(now)
		return false, max(1, int((left+time.Second-1)/time.Second))
	}
	e.count++
	return true, 0
}

// over reports, without counting anything, whether k has used up limit in its current
// window, and if so the whole seconds until the window ends.
func (l *limiter) over(k limitKey, limit int) (over bool, retryAfter int) {
	now := l.now()
	sh := &l.shards[maphash.Comparable(l.seed, k)%uint64(len(l.shards))]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e := sh.m[k]
	if e == nil || now.Sub(e.start) >= l.window || e.count < limit {
		return false, 0
	}
	left := e.start.Add(l.window).Sub(now)
	return true, max(1, int((left+time.Second-1)/time.Second))
}

// refund gives back one request counted by allow, when what it was counted for did not
// happen (a token check that succeeded).
func (l *limiter) refund(k limitKey) {
	sh := &l.shards[maphash.Comparable(l.seed, k)%uint64(len(l.shards))]
	sh.mu.Lock()
	if e := sh.m[k]; e != nil && e.count > 0 {
		e.count--
	}
	sh.mu.Unlock()
}

// sweep drops ended windows every window until ctx ends, so memory follows active clients.
func (l *limiter) sweep(ctx context.Context) {
	t := time.NewTicker(l.window)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			l.prune()
		}
	}
}

func (l *limiter) prune() {
	now := l.now()
	for i := range l.shards {
		sh := &l.shards[i]
		sh.mu.Lock()
		for k, e := range sh.m {
			if now.Sub(e.start) >= l.window {
				delete(sh.m, k)
			}
		}
		sh.mu.Unlock()
	}
}
