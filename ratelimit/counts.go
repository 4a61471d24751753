package ratelimit

import "sync"

// shards splits both tables so that concurrent requests rarely wait for one another's lock.
const shards = 64

// counts are the windows' counts of the keys this replica owns (and, while an owner is out of
// reach, of the keys it counts in its place). A key's entry is one fixed-size record without a
// pointer, dropped by prune once its window has ended, so memory follows the clients active in
// the window and the collector never scans it.
type counts struct {
	shards [shards]countShard
}

type countShard struct {
	mu sync.Mutex
	m  map[keyID]count
}

type count struct {
	window int64 // the window's start, Unix seconds
	n      int64
}

func newCounts() *counts {
	c := &counts{}
	for i := range c.shards {
		c.shards[i].m = map[keyID]count{}
	}
	return c
}

// hit counts n requests of key id in window against limit. An async hit was already admitted by a
// peer and is counted whatever the count; any other is admitted only while the count stays within
// the limit, and not counted when refused. It answers whether the hit is within the limit and the
// count after it. A hit naming an earlier window than the key's (a peer whose clock is behind, or
// a batch sent at the turn of a window) counts in the key's current one: a late hit can only make
// the limit stricter.
func (c *counts) hit(id keyID, window, limit, n int64, async bool) answer {
	sh := &c.shards[id.spot()%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e, ok := sh.m[id]
	if !ok || window > e.window {
		e = count{window: window}
	}
	var a answer
	switch {
	case async:
		e.n += n
		a = answer{ok: e.n <= limit, count: e.n}
	case e.n+n > limit:
		a = answer{ok: false, count: e.n}
	default:
		e.n += n
		a = answer{ok: true, count: e.n}
	}
	sh.m[id] = e
	return a
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
// count does on the new owner. Views are records without a pointer too (the owner by its seed).
type views struct {
	shards [shards]viewShard
}

type viewShard struct {
	mu sync.Mutex
	m  map[keyID]view
}

type view struct {
	owner       uint64 // the owner's seed (coord.FNV64 of its member id)
	window      int64
	known       int64 // the owner's count at its latest answer
	unconfirmed int64 // admitted here, not yet answered for by the owner
}

func newViews() *views {
	v := &views{}
	for i := range v.shards {
		v.shards[i].m = map[keyID]view{}
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
func (v *views) decide(id keyID, owner uint64, window, limit, slack int64) decision {
	sh := &v.shards[id.spot()%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e, ok := sh.m[id]
	if e.owner != owner || e.window != window {
		e, ok = view{owner: owner, window: window}, false
	}
	d := askOwner
	switch {
	case e.known+e.unconfirmed >= limit:
		d = refuse
	case e.unconfirmed < slack:
		e.unconfirmed++
		d, ok = admit, false
	}
	if !ok {
		sh.m[id] = e
	}
	return d
}

// learn records the owner's answer to a hit of n requests, admitted here first when async.
func (v *views) learn(id keyID, owner uint64, window, count, n int64, async bool) {
	sh := &v.shards[id.spot()%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	e, ok := sh.m[id]
	if !ok || e.owner != owner || e.window != window {
		return // the key moved, or its window ended, meanwhile
	}
	e.known = max(e.known, count)
	if async {
		e.unconfirmed = max(e.unconfirmed-n, 0)
	}
	sh.m[id] = e
}

// forget takes back an admitted hit the owner will never count (it could not be sent).
func (v *views) forget(id keyID, owner uint64, window, n int64) {
	sh := &v.shards[id.spot()%shards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if e, ok := sh.m[id]; ok && e.owner == owner && e.window == window {
		e.unconfirmed = max(e.unconfirmed-n, 0)
		sh.m[id] = e
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
