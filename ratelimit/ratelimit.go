package ratelimit

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/coord"
)

// Tolerance is the share of a limit of ExactBelow or more by which a client whose requests are
// spread over replicas may pass it, in exchange for not waiting for the owner: each other replica
// admits up to Tolerance × limit / (members − 1) hits of a key before the owner has counted them
// (whole hits: with many members even a large limit is exact). Never under: a client is refused
// only once its count has reached the limit.
const Tolerance = 0.05

// exactBelow is the smallest limit that may be approximate: every hit of a smaller limit (an
// Autopilot run's 6 a minute, a write route's 20, 30) waits for the owner's decision, so the
// limit holds exactly across the replicas.
const exactBelow = 60

// Members is the live replicas (coord.Membership's Members).
type Members interface {
	Members() ([]coord.Member, <-chan struct{})
}

// Config configures a Limiter.
type Config struct {
	// Members are the replicas that own keys; Self is this replica's member id among them.
	Members Members
	Self    string
	// Secret, when set, is sent with every batch and required of every batch received.
	Secret string
	// Window is the length of the windows, aligned on the clock (the API's 60 s).
	Window time.Duration
	// BatchWait is how long hits for one owner gather before they are sent together when one of
	// them waits for the owner's decision (default 500 µs); AdmittedWait when all were admitted
	// here already (default 100 ms: nobody waits for them, and larger batches cost less). Either
	// way a batch goes as soon as BatchLimit hits are ready (default 512).
	BatchWait    time.Duration
	AdmittedWait time.Duration
	BatchLimit   int
	// PeerTimeout bounds one batch's round trip (default 500 ms); past it, or when the owner
	// refuses the connection, its keys are counted here until it answers again (PeerRetry, 1 s).
	PeerTimeout time.Duration
	PeerRetry   time.Duration
	// Now is the windows' clock (default time.Now).
	Now func() time.Time
	Log *slog.Logger
	// Registerer takes the metrics (nil: none).
	Registerer prometheus.Registerer
}

// Limiter counts requests per key in fixed windows across the replicas; see the package doc.
type Limiter struct {
	cfg    Config
	log    *slog.Logger
	ring   atomic.Pointer[ring]
	counts *counts
	views  *views
	m      *metrics
	// warned is the window whose first fallback was logged: one line a window.
	warned atomic.Int64

	mu    sync.Mutex // the peers' lifecycles (Run)
	peers map[string]*peer
}

// New makes a Limiter; Run keeps its view of the members and its connections to them.
func New(cfg Config) *Limiter {
	if cfg.Window <= 0 {
		cfg.Window = time.Minute
	}
	if cfg.BatchWait <= 0 {
		cfg.BatchWait = 500 * time.Microsecond
	}
	if cfg.AdmittedWait <= 0 {
		cfg.AdmittedWait = 100 * time.Millisecond
	}
	if cfg.BatchLimit <= 0 {
		cfg.BatchLimit = 512
	}
	if cfg.PeerTimeout <= 0 {
		cfg.PeerTimeout = 500 * time.Millisecond
	}
	if cfg.PeerRetry <= 0 {
		cfg.PeerRetry = time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	l := &Limiter{cfg: cfg, log: cfg.Log.With("component", "ratelimit"), counts: newCounts(), views: newViews(), peers: map[string]*peer{}}
	l.m = newMetrics(cfg.Registerer, l)
	return l
}

// Allow counts one request of key against limit in the current window and reports whether it is
// within the limit; when not, retryAfter is the time until the window ends. It answers by itself
// when the key's owner cannot be reached (the limit then holds per replica for that key). ctx
// ends a wait for the owner early; the wait is bounded by PeerTimeout anyway.
func (l *Limiter) Allow(ctx context.Context, key string, limit int) (ok bool, retryAfter time.Duration) {
	now := l.cfg.Now()
	start := now.Truncate(l.cfg.Window)
	retryAfter = start.Add(l.cfg.Window).Sub(now)
	id, w, lim := idOf(key), start.Unix(), int64(limit)
	r := l.ring.Load()
	o := r.owner(id)
	if o == nil || o.self {
		a := l.counts.hit(id, w, lim, 1, false)
		return a.ok, retryAfter
	}
	if !o.peer.up(time.Now()) { // the real clock: Now may be a test's, the retry is not
		return l.fallback(id, w, lim), retryAfter
	}
	switch l.views.decide(id, o.seed, w, lim, slack(lim, len(r.members))) {
	case refuse:
		return false, retryAfter
	case admit:
		if b, _ := o.peer.add(hit{id: id, window: w, limit: lim, n: 1, async: true}); b == nil {
			l.views.forget(id, o.seed, w, 1)
			return l.fallback(id, w, lim), retryAfter
		}
		l.m.n.admitted.Add(1)
		return true, retryAfter
	}
	b, i := o.peer.add(hit{id: id, window: w, limit: lim, n: 1})
	if b == nil {
		return l.fallback(id, w, lim), retryAfter
	}
	l.m.n.waited.Add(1)
	a, err := b.wait(ctx, i, l.cfg.BatchWait+2*l.cfg.PeerTimeout)
	if err != nil {
		return l.fallback(id, w, lim), retryAfter
	}
	return a.ok, retryAfter
}

// slack is how many hits of a key one replica may admit before its owner has counted them.
func slack(limit int64, members int) int64 {
	if members < 2 || limit < exactBelow {
		return 0
	}
	return int64(math.Floor(Tolerance * float64(limit) / float64(members-1)))
}

// fallback counts a hit here because its owner is out of reach: the limit then holds per replica
// for the key until the owner answers again, or leaves and the key moves. A metric counts every
// such hit; the log says it once a window.
func (l *Limiter) fallback(id keyID, w, limit int64) bool {
	l.m.n.fallback.Add(1)
	if l.warned.Swap(w) != w {
		l.log.Warn("a rate-limit owner is out of reach; counting its keys in this replica until it answers or leaves", "window", time.Unix(w, 0).UTC())
	}
	return l.counts.hit(id, w, limit, 1, false).ok
}

// Run follows the membership and prunes ended windows every window until ctx ends; then it stops
// every connection to the peers (Allow counts here from then on).
func (l *Limiter) Run(ctx context.Context) error {
	prune := time.NewTicker(l.cfg.Window)
	defer prune.Stop()
	for {
		list, changed := l.cfg.Members.Members()
		l.setMembers(ctx, list)
		select {
		case <-ctx.Done():
			l.setMembers(ctx, nil)
			return nil
		case <-changed:
		case <-prune.C:
			l.prune()
		}
	}
}

// prune drops every key whose window has ended.
func (l *Limiter) prune() {
	w := l.cfg.Now().Truncate(l.cfg.Window).Unix()
	l.counts.prune(w)
	l.views.prune(w)
}

// setMembers makes the ring of list, keeping the connections to members still in it and
// stopping those to members gone.
func (l *Limiter) setMembers(ctx context.Context, list []coord.Member) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := &ring{}
	next := map[string]*peer{}
	self := false
	for _, cm := range list {
		m := &member{Member: cm, seed: coord.FNV64(cm.ID), self: cm.ID == l.cfg.Self}
		if m.self {
			self = true
		} else {
			p := l.peers[cm.ID]
			if p == nil || p.addr != cm.Addr {
				p = l.startPeer(ctx, cm)
			}
			m.peer, next[cm.ID] = p, p
		}
		r.members = append(r.members, m)
	}
	for id, p := range l.peers {
		if next[id] != p {
			p.close()
		}
	}
	l.peers = next
	if len(list) == 0 {
		r = nil // no owners known: every key is counted here
	}
	if old := l.ring.Swap(r); old == nil || len(old.members) != len(list) {
		l.log.Info("rate-limit owners", "members", len(list), "self_member", self)
	}
}

// Stats are a Limiter's counters, for tests and the metrics.
type Stats struct {
	// Owned and Viewed are the keys held: counts (owned, or counted in an owner's place) and
	// views of counts owned by others.
	Owned, Viewed int
	// Waited and Admitted are the hits sent to their owners, waiting for the decision or admitted
	// here first; Fallback the hits counted here because their owner was out of reach.
	Waited, Admitted, Fallback int64
	// Batches are the batches sent to peers; Served the hits counted here for peers; Pending the
	// hits queued or in flight to their owners.
	Batches, Served, Pending int64
}

// Stats reads the counters.
func (l *Limiter) Stats() Stats {
	return Stats{
		Owned: l.counts.len(), Viewed: l.views.len(),
		Waited: l.m.n.waited.Load(), Admitted: l.m.n.admitted.Load(), Fallback: l.m.n.fallback.Load(),
		Batches: l.m.n.batches.Load(), Served: l.m.n.served.Load(), Pending: l.m.n.pending.Load(),
	}
}

func (s Stats) String() string {
	return fmt.Sprintf("owned %d, viewed %d keys; waited %d, admitted %d, fallback %d hits; %d batches, %d hits pending; served %d hits",
		s.Owned, s.Viewed, s.Waited, s.Admitted, s.Fallback, s.Batches, s.Pending, s.Served)
}
