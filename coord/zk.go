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

	members members

	run  context.Context // ends at Close: the background work's context
	stop context.CancelFunc
	done sync.WaitGroup
}

const (
	locksDir   = "locks"
	slotsDir   = "slots"
	membersDir = "members"
	leaderKey  = "leader"
	// formerCountsDir held the rate limits' counts before they moved to the replicas' memory.
	formerCountsDir = "counts"
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
	for _, dir := range []string{"", "/" + locksDir, "/" + slotsDir, "/" + membersDir} {
		if err := z.ensure(cfg.Root + dir); err != nil {
			z.Close()
			return nil, err
		}
	}
	z.done.Add(2)
	go func() { defer z.done.Done(); z.campaign(runCtx) }()
	go func() { defer z.done.Done(); z.watchMembers(runCtx) }()
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
				z.done.Add(1)
				go func(term context.Context) { defer z.done.Done(); z.dropFormerCounts(term) }(z.term)
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
	return errNotLeader
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

// dropFormerCounts deletes, once in a leader's term, the request counts that the rate limits kept
// under <root>/counts before they moved to the replicas' memory (package ratelimit): nothing
// prunes them any more, and each is a znode on ZooKeeper's heap. It stops with the term; the next
// leader carries on.
func (z *ZK) dropFormerCounts(term context.Context) {
	dir := z.cfg.Root + "/" + formerCountsDir
	windows, _, err := z.conn.Children(dir)
	if errors.Is(err, zk.ErrNoNode) {
		return
	}
	if err != nil {
		z.log.Warn("list the former rate-limit counts; delete them with zkCli.sh deleteall "+dir, "err", err)
		return
	}
	deleted := 0
	for _, w := range windows {
		keys, _, err := z.conn.Children(dir + "/" + w)
		if err != nil && !errors.Is(err, zk.ErrNoNode) {
			z.log.Warn("list the former rate-limit counts; delete them with zkCli.sh deleteall "+dir, "err", err)
			return
		}
		// A few hundred deletes a round trip: a leftover of the attack held about 600,000.
		for len(keys) > 0 {
			if term.Err() != nil {
				return
			}
			n := min(len(keys), 500)
			ops := make([]any, n)
			for i, k := range keys[:n] {
				ops[i] = &zk.DeleteRequest{Path: dir + "/" + w + "/" + k, Version: -1}
			}
			if _, err := z.conn.Multi(ops...); err != nil {
				for _, op := range ops { // one was gone already: the others one by one
					_ = z.conn.Delete(op.(*zk.DeleteRequest).Path, -1)
				}
			}
			deleted += n
			keys = keys[n:]
		}
		_ = z.conn.Delete(dir+"/"+w, -1)
	}
	if err := z.conn.Delete(dir, -1); err != nil && !errors.Is(err, zk.ErrNoNode) {
		z.log.Warn("delete the former rate-limit counts", "err", err)
		return
	}
	z.log.Info("deleted the former rate-limit counts", "znodes", deleted)
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
