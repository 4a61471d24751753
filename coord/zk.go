package coord

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/go-zookeeper/zk"
)

// ZKConfig says how to reach the coordination service.
type ZKConfig struct {
	// Hosts are host:port of the ZooKeeper (or ClickHouse Keeper) servers.
	Hosts []string
	// SessionTimeout bounds how long a lost process keeps its locks and its lead; the server
	// clamps it to its own bounds. Default 5 s.
	SessionTimeout time.Duration
	// Root is the znode under which everything of the service lives; default /vera.
	Root string
	Log  *slog.Logger
}

// ZK is the Coordinator of several processes, backed by ZooKeeper's ephemeral znodes: a lock is
// an ephemeral znode holding its holder's id, the leader is the holder of the "leader" znode,
// and both vanish when their process's session ends. A process steps down the moment its
// connection drops (before the server can expire its session and let another lead).
type ZK struct {
	conn *zk.Conn
	cfg  ZKConfig
	log  *slog.Logger
	id   string // this process's id in the leader znode

	mu      sync.Mutex
	state   zk.State
	changed chan struct{} // closed and replaced on every change of state or of leadership
	term    context.Context
	endTerm context.CancelFunc

	counters knownCounters
	members  members

	run  context.Context // ends at Close: the background work's context
	stop context.CancelFunc
	done sync.WaitGroup
}

const (
	locksDir   = "locks"
	slotsDir   = "slots"
	countsDir  = "counts"
	membersDir = "members"
	leaderKey  = "leader"
)

// DialZK connects to the coordination service, waits for a session while ctx allows, and starts
// campaigning for the lead. Close ends the session, which hands the lead and every lock over.
func DialZK(ctx context.Context, cfg ZKConfig) (*ZK, error) {
	if len(cfg.Hosts) == 0 {
		return nil, errors.New("coord: no coordination hosts")
	}
	if cfg.SessionTimeout <= 0 {
		cfg.SessionTimeout = 5 * time.Second
	}
	if cfg.Root == "" {
		cfg.Root = "/vera"
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	id, err := randomID()
	if err != nil {
		return nil, err
	}
	z := &ZK{cfg: cfg, log: cfg.Log.With("component", "coord"), id: id, changed: make(chan struct{})}
	z.members.changed = make(chan struct{})
	// zk.Connect resolves the hosts at once and takes no context: an ended ctx must stop us first.
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("coord: connect %v: %w", cfg.Hosts, err)
	}
	conn, events, err := zk.Connect(cfg.Hosts, cfg.SessionTimeout, zk.WithLogger(zkLogger{z.log}), zk.WithLogInfo(false))
	if err != nil {
		return nil, fmt.Errorf("coord: connect %v: %w", cfg.Hosts, err)
	}
	z.conn = conn
	runCtx, stop := context.WithCancel(context.Background())
	z.run, z.stop = runCtx, stop
	z.done.Add(1)
	go func() { defer z.done.Done(); z.watchState(runCtx, events) }()
	if err := z.waitSession(ctx); err != nil {
		z.Close()
		return nil, fmt.Errorf("coord: no session with %v: %w", cfg.Hosts, err)
	}
	for _, dir := range []string{"", "/" + locksDir, "/" + slotsDir, "/" + countsDir, "/" + membersDir} {
		if err := z.ensure(cfg.Root + dir); err != nil {
			z.Close()
			return nil, err
		}
	}
	z.done.Add(3)
	go func() { defer z.done.Done(); z.campaign(runCtx) }()
	go func() { defer z.done.Done(); z.watchMembers(runCtx) }()
	go func() { defer z.done.Done(); z.pruneCounts(runCtx) }()
	return z, nil
}

// Close steps down, ends the session (so the lead and the locks pass on at once) and waits for
// the background work to end.
func (z *ZK) Close() {
	z.stop()
	z.mu.Lock()
	if z.endTerm != nil {
		z.endTerm()
	}
	z.mu.Unlock()
	z.conn.Close()
	z.done.Wait()
}

func (z *ZK) watchState(ctx context.Context, events <-chan zk.Event) {
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				return
			}
			if ev.Type != zk.EventSession {
				continue
			}
			z.mu.Lock()
			z.state = ev.State
			// The lead ends before anything else sees the new state: a leader that cannot reach
			// the service stops starting work before the server can expire its session.
			if ev.State != zk.StateHasSession && z.endTerm != nil {
				z.endTerm()
				z.term, z.endTerm = nil, nil
				z.log.Warn("stepped down", "state", ev.State.String())
			}
			z.broadcastLocked()
			z.mu.Unlock()
		}
	}
}

func (z *ZK) broadcastLocked() {
	close(z.changed)
	z.changed = make(chan struct{})
}

// snapshot returns the state and the channel closed at its next change.
func (z *ZK) snapshot() (zk.State, chan struct{}) {
	z.mu.Lock()
	defer z.mu.Unlock()
	return z.state, z.changed
}

func (z *ZK) waitSession(ctx context.Context) error {
	for {
		st, changed := z.snapshot()
		if st == zk.StateHasSession {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-changed:
		}
	}
}

func (z *ZK) ensure(path string) error {
	_, err := z.conn.Create(path, nil, 0, zk.WorldACL(zk.PermAll))
	if err != nil && !errors.Is(err, zk.ErrNodeExists) {
		return fmt.Errorf("coord: create %s: %w", path, err)
	}
	return nil
}

func (z *ZK) lockPath(key string) string {
	return z.cfg.Root + "/" + locksDir + "/" + url.PathEscape(key)
}

// acquire tries once to create path as an ephemeral znode holding holder. It is true when the
// znode holds holder afterwards (also when an earlier attempt's create went through unseen);
// otherwise watch fires when the znode changes.
func (z *ZK) acquire(path, holder string) (ok bool, watch <-chan zk.Event, err error) {
	_, err = z.conn.Create(path, []byte(holder), zk.FlagEphemeral, zk.WorldACL(zk.PermAll))
	if err == nil {
		return true, nil, nil
	}
	if !errors.Is(err, zk.ErrNodeExists) {
		return false, nil, fmt.Errorf("coord: create %s: %w", path, err)
	}
	data, _, watch, err := z.conn.GetW(path)
	if errors.Is(err, zk.ErrNoNode) {
		return false, closedEvents, nil // gone meanwhile: try again at once
	}
	if err != nil {
		return false, nil, fmt.Errorf("coord: read %s: %w", path, err)
	}
	return string(data) == holder, watch, nil
}

var closedEvents = func() chan zk.Event { c := make(chan zk.Event); close(c); return c }()

// release deletes path if it still holds holder.
func (z *ZK) release(path, holder string) {
	data, st, err := z.conn.Get(path)
	if err != nil || string(data) != holder {
		return
	}
	if err := z.conn.Delete(path, st.Version); err != nil && !errors.Is(err, zk.ErrNoNode) {
		z.log.Warn("release lock", "path", path, "err", err)
	}
}

// Lock takes key's lock, waiting while ctx allows. A lock whose session is lost is lost with it:
// the work it guards keeps its own last line (the runs' nonce keys, the stores' versions).
func (z *ZK) Lock(ctx context.Context, key string) (func(), error) {
	holder, err := randomID()
	if err != nil {
		return nil, err
	}
	path := z.lockPath(key)
	for {
		if err := z.waitSession(ctx); err != nil {
			return nil, fmt.Errorf("lock %s: %w", key, err)
		}
		ok, watch, err := z.acquire(path, holder)
		if ok {
			return z.unlocker(path, holder), nil
		}
		if err != nil && !retryable(err) {
			return nil, fmt.Errorf("lock %s: %w", key, err)
		}
		select {
		case <-ctx.Done():
			z.release(path, holder) // a create that went through after all
			return nil, fmt.Errorf("lock %s: %w", key, ctx.Err())
		case <-watch:
		}
	}
}

// TryLock takes key's lock if it is free, or answers ErrBusy at once.
func (z *ZK) TryLock(ctx context.Context, key string) (func(), error) {
	holder, err := randomID()
	if err != nil {
		return nil, err
	}
	if err := z.waitSession(ctx); err != nil {
		return nil, fmt.Errorf("lock %s: %w", key, err)
	}
	path := z.lockPath(key)
	ok, _, err := z.acquire(path, holder)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", key, err)
	}
	if !ok {
		return nil, fmt.Errorf("lock %s: %w", key, ErrBusy)
	}
	return z.unlocker(path, holder), nil
}

func (z *ZK) unlocker(path, holder string) func() {
	var once sync.Once
	return func() { once.Do(func() { z.release(path, holder) }) }
}

func retryable(err error) bool {
	return errors.Is(err, zk.ErrConnectionClosed) || errors.Is(err, zk.ErrSessionExpired) || errors.Is(err, zk.ErrSessionMoved) || errors.Is(err, zk.ErrNoServer)
}

// campaign holds the leader znode whenever it can: it leads while its session lasts, steps
// down on a lost connection (watchState) and stands again once the session is back; the znode
// outlives a short disconnect, so the same process leads again unless its session expired.
func (z *ZK) campaign(ctx context.Context) {
	path := z.cfg.Root + "/" + leaderKey
	for ctx.Err() == nil {
		if err := z.waitSession(ctx); err != nil {
			return
		}
		_, changed := z.snapshot()
		ok, watch, err := z.acquire(path, z.id)
		if err != nil {
			z.log.Warn("campaign", "err", err)
			watch = nil
		}
		if ok {
			z.mu.Lock()
			if z.state == zk.StateHasSession && z.term == nil {
				z.term, z.endTerm = context.WithCancel(ctx)
				z.broadcastLocked()
				changed = z.changed
				z.log.Info("leading")
			}
			z.mu.Unlock()
			// Lead until the state changes (watchState ends the term) or ctx ends.
			select {
			case <-ctx.Done():
			case <-changed:
			}
			continue
		}
		select {
		case <-ctx.Done():
		case <-changed:
		case <-watch:
		case <-time.After(z.cfg.SessionTimeout): // a missed watch costs at most this
		}
	}
	z.release(path, z.id)
}

// IsLeader is nil while this process leads with a live session.
func (z *ZK) IsLeader(context.Context) error {
	z.mu.Lock()
	defer z.mu.Unlock()
	if z.term != nil && z.term.Err() == nil && z.state == zk.StateHasSession && z.conn.State() == zk.StateHasSession {
		return nil
	}
	return ErrNotLeader
}

// Lead blocks until this process leads; the returned term ends when it steps down.
func (z *ZK) Lead(ctx context.Context) (context.Context, error) {
	for {
		z.mu.Lock()
		term, changed := z.term, z.changed
		z.mu.Unlock()
		if term != nil && term.Err() == nil {
			return term, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-changed:
		}
	}
}

// Claim records the job's run at `at` (Unix milliseconds) in a persistent znode, by
// compare-and-set on its version, unless the last claim is less than gap before.
func (z *ZK) Claim(ctx context.Context, job string, at time.Time, gap time.Duration) (bool, error) {
	path := z.cfg.Root + "/" + slotsDir + "/" + url.PathEscape(job)
	data := []byte(strconv.FormatInt(at.UnixMilli(), 10))
	for ctx.Err() == nil {
		old, st, err := z.conn.Get(path)
		if errors.Is(err, zk.ErrNoNode) {
			_, err = z.conn.Create(path, data, 0, zk.WorldACL(zk.PermAll))
			if err == nil {
				return true, nil
			}
			if errors.Is(err, zk.ErrNodeExists) {
				continue
			}
		}
		if err != nil {
			return false, fmt.Errorf("claim %s: %w", job, err)
		}
		last, perr := strconv.ParseInt(string(old), 10, 64)
		if perr == nil && at.UnixMilli()-last < gap.Milliseconds() {
			return false, nil
		}
		_, err = z.conn.Set(path, data, st.Version)
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, zk.ErrBadVersion) {
			return false, fmt.Errorf("claim %s: %w", job, err)
		}
	}
	return false, ctx.Err()
}

// Count adds one to key's count in the window starting at start. The count is one more than the
// version of the key's znode: its creation counts the first request, and every unconditional write
// raises the version by one atomically, so one round trip counts one request whatever replica
// sends it. A key this process has not seen in the window is created first (a request of a new
// client is one round trip too); only a key another replica made costs a failed create and a write.
func (z *ZK) Count(ctx context.Context, key string, start time.Time) (int64, error) {
	window := strconv.FormatInt(start.Unix(), 10)
	dir := z.cfg.Root + "/" + countsDir + "/" + window
	path := dir + "/" + url.PathEscape(key)
	known := z.counters.has(window, path)
	for range 4 {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		// A request made while disconnected waits for the connection: the caller's deadline
		// (a request being served) must not.
		if z.conn.State() != zk.StateHasSession {
			return 0, fmt.Errorf("count %s: %w", key, ErrNoSession)
		}
		if known {
			st, err := z.callCtx(ctx, func() (*zk.Stat, error) { return z.conn.Set(path, nil, -1) })
			if err == nil {
				return int64(st.Version) + 1, nil
			}
			if !errors.Is(err, zk.ErrNoNode) {
				return 0, fmt.Errorf("count %s: %w", key, err)
			}
			known = false // its window was pruned under us
			continue
		}
		_, err := z.callCtx(ctx, func() (*zk.Stat, error) {
			_, err := z.conn.Create(path, nil, 0, zk.WorldACL(zk.PermAll))
			return nil, err
		})
		switch {
		case err == nil:
			z.counters.add(window, path)
			return 1, nil
		case errors.Is(err, zk.ErrNodeExists):
			z.counters.add(window, path)
			known = true
		case errors.Is(err, zk.ErrNoNode):
			if _, err := z.callCtx(ctx, func() (*zk.Stat, error) { return nil, z.ensure(dir) }); err != nil {
				return 0, err
			}
		default:
			return 0, fmt.Errorf("count %s: %w", key, err)
		}
	}
	return 0, fmt.Errorf("count %s: its window was pruned", key)
}

// callCtx runs one ZooKeeper call and returns when it does or when ctx ends; the call itself ends
// with the connection at the latest.
func (z *ZK) callCtx(ctx context.Context, call func() (*zk.Stat, error)) (*zk.Stat, error) {
	type result struct {
		st  *zk.Stat
		err error
	}
	done := make(chan result, 1)
	go func() {
		st, err := call()
		done <- result{st, err}
	}()
	select {
	case r := <-done:
		return r.st, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// knownCounters are the count znodes this process knows exist in the current window, so that a
// returning client's request is one write. Only the latest window is kept, and at most
// maxKnownCounters of it (past that, requests fall back to create-then-write: a cost, not an error).
type knownCounters struct {
	mu     sync.Mutex
	window string
	paths  map[string]struct{}
}

const maxKnownCounters = 200_000

func (k *knownCounters) has(window, path string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	_, ok := k.paths[path]
	return ok && k.window == window
}

func (k *knownCounters) add(window, path string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.window != window {
		if window < k.window && len(window) == len(k.window) {
			return // an older window's late request: not worth remembering
		}
		k.window, k.paths = window, make(map[string]struct{})
	}
	if len(k.paths) < maxKnownCounters {
		k.paths[path] = struct{}{}
	}
}

// countsKept is how long a window's counts stay: the longest window counted.
const countsKept = 10 * time.Minute

// pruneCounts deletes ended windows' counts, on the leader, once a minute.
func (z *ZK) pruneCounts(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if z.IsLeader(ctx) == nil {
				z.pruneCountsOnce(time.Now().Add(-countsKept))
			}
		}
	}
}

func (z *ZK) pruneCountsOnce(before time.Time) {
	dir := z.cfg.Root + "/" + countsDir
	windows, _, err := z.conn.Children(dir)
	if err != nil {
		z.log.Warn("prune counts", "err", err)
		return
	}
	for _, w := range windows {
		sec, err := strconv.ParseInt(w, 10, 64)
		if err != nil || !time.Unix(sec, 0).Before(before) {
			continue
		}
		keys, _, err := z.conn.Children(dir + "/" + w)
		if err != nil {
			continue
		}
		for _, k := range keys {
			_ = z.conn.Delete(dir+"/"+w+"/"+k, -1)
		}
		_ = z.conn.Delete(dir+"/"+w, -1)
	}
}

func randomID() (string, error) {
	var b [12]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("coord: random id: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

// zkLogger sends the client library's messages to the service's log at debug level.
type zkLogger struct{ log *slog.Logger }

func (l zkLogger) Printf(format string, args ...any) {
	l.log.Debug(fmt.Sprintf(format, args...))
}
