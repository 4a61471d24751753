package api

import (
	"context"
	"hash/maphash"
	"log/slog"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// SharedCounts counts requests across the service's replicas: Count adds one to key's count in
// the window that starts at start and returns the new count (coord's Count).
type SharedCounts interface {
	Count(ctx context.Context, key string, start time.Time) (int64, error)
}

// sharedTimeout bounds one shared count; past it the request is counted here alone.
const sharedTimeout = time.Second

// limiter counts requests per (route, client) in fixed windows: in this process, or, with
// shared counts, across the replicas in windows aligned on the clock (so every replica agrees
// where a window starts). The per-address counts of failed tokens and key refreshes stay per
// process: they guard this process's verifier.
type limiter struct {
	window time.Duration
	now    func() time.Time
	routes int
	names  map[int]string // route id: "METHOD /path", the name replicas share
	shared SharedCounts
	log    *slog.Logger
	// sharedSeconds and sharedFailed are the shared counts' metrics.
	sharedSeconds prometheus.Observer
	sharedFailed  prometheus.Counter
	// overShared holds the shared keys found over their limit in the current window: counts only rise
	// within a window, so their next requests are refused here without a write to the
	// coordination service (a flood from one client is not a flood of writes).
	overShared overShared
	// warnedWindow is the window whose first failed shared count was logged (one line a window).
	warnedWindow atomic.Int64
	seed         maphash.Seed
	shards       [64]limiterShard
}

// overShared is the set of shared keys over their limit in one window.
type overShared struct {
	mu    sync.Mutex
	start time.Time
	keys  map[string]struct{}
}

// maxOverShared bounds the set; past it, more keys are simply counted in the coordination service.
const maxOverShared = 100_000

func (o *overShared) has(start time.Time, key string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	_, ok := o.keys[key]
	return ok && o.start.Equal(start)
}

func (o *overShared) add(start time.Time, key string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.start.Equal(start) {
		o.start, o.keys = start, make(map[string]struct{})
	}
	if len(o.keys) < maxOverShared {
		o.keys[key] = struct{}{}
	}
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
func (l *limiter) share(shared SharedCounts, log *slog.Logger, seconds prometheus.Observer, failed prometheus.Counter) *limiter {
	l.shared, l.log, l.sharedSeconds, l.sharedFailed = shared, log, seconds, failed
	return l
}

func (l *limiter) newRoute(name string) int {
	l.routes++
	l.names[l.routes] = name
	return l.routes
}

// allow counts one request and reports whether it is within limit; when not, retryAfter is
// the whole seconds until the window ends. ctx is the request's, made only for a shared count.
func (l *limiter) allow(ctx func() context.Context, k limitKey, limit int) (ok bool, retryAfter int) {
	if l.shared != nil && k.route > 0 {
		ok, retry, err := l.allowShared(ctx, k, limit)
		if err == nil {
			return ok, retry
		}
		// The coordination service is out of reach: the limit holds per replica meanwhile. The
		// metric counts every such request; the log says it once a window.
		l.sharedFailed.Inc()
		if w := l.now().Truncate(l.window).Unix(); l.warnedWindow.Swap(w) != w {
			l.log.Warn("shared rate-limit count failed; counting in this replica", "err", err)
		}
	}
	return l.allowLocal(k, limit)
}

// allowShared counts the request in the window of the clock's multiples of l.window.
func (l *limiter) allowShared(reqCtx func() context.Context, k limitKey, limit int) (ok bool, retryAfter int, err error) {
	now := l.now()
	start := now.Truncate(l.window)
	key := l.names[k.route] + "|"
	if k.user != "" {
		key += "user:" + k.user
	} else {
		key += k.ip.String()
	}
	refuse := func() (bool, int, error) {
		left := start.Add(l.window).Sub(now)
		return false, max(1, int((left+time.Second-1)/time.Second)), nil
	}
	if l.overShared.has(start, key) {
		return refuse()
	}
	ctx, cancel := context.WithTimeout(reqCtx(), sharedTimeout)
	defer cancel()
	began := time.Now() // l.now may be a test's clock
	n, err := l.shared.Count(ctx, key, start)
	l.sharedSeconds.Observe(time.Since(began).Seconds())
	if err != nil {
		return false, 0, err
	}
	if n > int64(limit) {
		l.overShared.add(start, key)
		return refuse()
	}
	return true, 0, nil
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
