package ratelimit

import "sync"

// shards splits both tables so that concurrent requests rarely wait for one another's lock.
const shards = 64

// counts are the windows' counts of the keys this replica owns (and, while an owner is out of
// reach, of the keys it counts in its place). A key's entry is one fixed-size record, dropped by
// prune once its window has ended, so memory follows the clients active in the window.
type counts struct {
	shards [shards]countShard
}

type countShard struct {
	mu sync.Mutex
	m  map[string]*count
}

type count struct {
	window int64 // the window's start, Unix seconds
	n      int64
}

func newCounts() *counts {
	c := &counts{}
	for i := range c.shards {
		c.shards[i].m = map[string]*count{}
	}
	return c
}

// hit counts n requests of key in window against limit. An async hit was already admitted by a
// peer and is counted whatever the count; any other is admitted only while the count stays within
// the limit, and not counted when refused. It answers whether the hit is within the limit and the
// count after it. A hit naming an earlier window than the key's (a peer whose clock is behind, or
// a batch sent at the turn of a window) counts in the key's current one: a late hit can only make
// the limit stricter.
func (c *counts) hit(h uint64, key string, window, limit, n int64, async bool) answer {
	sh := &c.shards[h%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e := sh.m[key]
	if e == nil {
		e = &count{window: window}
		sh.m[key] = e
	}
	return e.add(window, limit, n, async)
}

// hitBytes is hit for a key read from a peer's batch: the key is copied only when it is new.
func (c *counts) hitBytes(h uint64, key []byte, window, limit, n int64, async bool) answer {
	sh := &c.shards[h%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e := sh.m[string(key)]
	if e == nil {
		e = &count{window: window}
		sh.m[string(key)] = e
	}
	return e.add(window, limit, n, async)
}

func (e *count) add(window, limit, n int64, async bool) answer {
	if window > e.window {
		e.window, e.n = window, 0
	}
	if async {
		e.n += n
		return answer{ok: e.n <= limit, count: e.n}
	}
	if e.n+n > limit {
		return answer{ok: false, count: e.n}
	}
	e.n += n
	return answer{ok: true, count: e.n}
}

// prune drops the entries of windows before window.
func (c *counts) prune(window int64) {
	for i := range c.shards {
		sh := &c.shards[i]
		sh.mu.Lock()
		for k, e := range sh.m {
			if e.window < window {
				delete(sh.m, k)
			}
		}
		sh.mu.Unlock()
	}
}

func (c *counts) len() int {
	n := 0
	for i := range c.shards {
		sh := &c.shards[i]
		sh.mu.Lock()
		n += len(sh.m)
		sh.mu.Unlock()
	}
	return n
}

// views are what this replica knows of the counts of keys owned by others: the owner's count at
// its last answer and the hits admitted here since that the owner has not yet answered for. A view
// holds for one owner and one window: a key whose owner changed starts again from nothing, as its
// count does on the new owner. Views are values without pointers (the owner by its seed), so a
// window of many clients costs the collector little.
type views struct {
	shards [shards]viewShard
}

type viewShard struct {
	mu sync.Mutex
	m  map[string]view
}

type view struct {
	owner       uint64 // the owner's seed (hashString of its member id)
	window      int64
	known       int64 // the owner's count at its latest answer
	unconfirmed int64 // admitted here, not yet answered for by the owner
}

func newViews() *views {
	v := &views{}
	for i := range v.shards {
		v.shards[i].m = map[string]view{}
	}
	return v
}

// decision is what a replica does with a hit of a key another owns.
type decision int

const (
	refuse   decision = iota // the key is known to be over its limit: no need to ask
	admit                    // admitted here within the slack; the hit goes to the owner afterwards
	askOwner                 // the owner decides: the caller waits for its answer
)

// decide is the hit's fate on this replica: refused when the owner's count and the hits admitted
// here since reach the limit (both only rise within a window, so the owner would refuse too);
// admitted at once while fewer than slack hits here await the owner's answer; else the owner's to
// decide. slack bounds how far over its limit a key can go: each replica admits at most slack
// hits that the owner has not counted.
func (v *views) decide(h uint64, key string, owner uint64, window, limit, slack int64) decision {
	sh := &v.shards[h%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e, ok := sh.m[key]
	if e.owner != owner || e.window != window {
		e = view{owner: owner, window: window}
	}
	switch {
	case e.known+e.unconfirmed >= limit:
		if !ok {
			sh.m[key] = e
		}
		return refuse
	case e.unconfirmed < slack:
		e.unconfirmed++
		sh.m[key] = e
		return admit
	}
	if !ok {
		sh.m[key] = e
	}
	return askOwner
}

// learn records the owner's answer to a hit of n requests, admitted here first when async.
func (v *views) learn(h uint64, key string, owner uint64, window, count, n int64, async bool) {
	sh := &v.shards[h%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e, ok := sh.m[key]
	if !ok || e.owner != owner || e.window != window {
		return // the key moved, or its window ended, meanwhile
	}
	e.known = max(e.known, count)
	if async {
		e.unconfirmed = max(e.unconfirmed-n, 0)
	}
	sh.m[key] = e
}

// forget takes back an admitted hit the owner will never count (it could not be sent).
func (v *views) forget(h uint64, key string, owner uint64, window, n int64) {
	sh := &v.shards[h%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if e, ok := sh.m[key]; ok && e.owner == owner && e.window == window {
		e.unconfirmed = max(e.unconfirmed-n, 0)
		sh.m[key] = e
	}
}

func (v *views) prune(window int64) {
	for i := range v.shards {
		sh := &v.shards[i]
		sh.mu.Lock()
		for k, e := range sh.m {
			if e.window < window {
				delete(sh.m, k)
			}
		}
		sh.mu.Unlock()
	}
}

func (v *views) len() int {
	n := 0
	for i := range v.shards {
		sh := &v.shards[i]
		sh.mu.Lock()
		n += len(sh.m)
		sh.mu.Unlock()
	}
	return n
}
