package coord

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/go-zookeeper/zk"
)

// Member is one live process of the service, as its peers know it.
type Member struct {
	// ID is unique to one run of one process: a restarted replica is a new member.
	ID string `json:"id"`
	// Addr is the host:port its peers reach it at (its internal endpoint, never the public API).
	Addr string `json:"addr"`
}

// membership is the set of the service's live processes. Work that belongs to one replica at a
// time (a client's rate-limit count, a due run) is spread over it by hashing, so every member must
// see the same set: a member is live while its session with the coordination service lasts.
type membership interface {
	// ID is this process's member id.
	ID() string
	// Join makes this process a member reachable at addr, until leave is called or the process's
	// session ends for good. A session that expires and is made again joins again by itself.
	Join(ctx context.Context, addr string) (leave func(), err error)
	// Members are the live members sorted by ID, and a channel closed when they next change.
	Members() ([]Member, <-chan struct{})
}

// localID is the member id of a single-node process.
const localID = "local"

// ID is LocalID: a single process is the only member.
func (l *Local) ID() string { return localID }

// Join records the address of the one member.
func (l *Local) Join(_ context.Context, addr string) (func(), error) {
	l.one.mu.Lock()
	defer l.one.mu.Unlock()
	l.one.addr = addr
	l.changedLocked()
	return func() {}, nil
}

// Members is the process itself.
func (l *Local) Members() ([]Member, <-chan struct{}) {
	l.one.mu.Lock()
	defer l.one.mu.Unlock()
	if l.one.changed == nil {
		l.one.changed = make(chan struct{})
	}
	return []Member{{ID: localID, Addr: l.one.addr}}, l.one.changed
}

func (l *Local) changedLocked() {
	if l.one.changed != nil {
		close(l.one.changed)
	}
	l.one.changed = make(chan struct{})
}

// members is ZK's view of the membership: the children of <root>/members, each an ephemeral
// znode named by its member's id and holding the Member as JSON.
type members struct {
	mu      sync.Mutex
	list    []Member
	changed chan struct{}
}

// ID is this process's member id (also its id in the leader znode).
func (z *ZK) ID() string { return z.id }

// Members are the live members as last read, sorted by ID. While the session is lost they are
// the last ones read: the others' sessions may well outlive ours.
func (z *ZK) Members() ([]Member, <-chan struct{}) {
	z.members.mu.Lock()
	defer z.members.mu.Unlock()
	return z.members.list, z.members.changed
}

func (z *ZK) memberPath(id string) string { return z.cfg.Root + "/" + membersDir + "/" + id }

// Join creates this process's ephemeral member znode, waiting for a session while ctx allows, and
// keeps it until leave: after an expired session it is created again in the new one.
func (z *ZK) Join(ctx context.Context, addr string) (func(), error) {
	data, err := json.Marshal(Member{ID: z.id, Addr: addr})
	if err != nil {
		return nil, fmt.Errorf("coord: join: %w", err)
	}
	path := z.memberPath(z.id)
	for {
		if err := z.waitSession(ctx); err != nil {
			return nil, fmt.Errorf("coord: join as %s: %w", addr, err)
		}
		err := z.createMember(path, data)
		if err == nil {
			break
		}
		if !retryable(err) {
			return nil, err
		}
	}
	kctx, stop := context.WithCancel(z.run)
	kept := make(chan struct{})
	z.done.Add(1)
	go func() {
		defer z.done.Done()
		defer close(kept)
		z.keepMember(kctx, path, data)
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			stop()
			<-kept
			if err := z.conn.Delete(path, -1); err != nil && !errors.Is(err, zk.ErrNoNode) {
				z.log.Warn("leave", "err", err) // the node goes with the session anyway
			}
		})
	}, nil
}

// createMember creates the member znode; one left by an earlier attempt in this session is ours.
func (z *ZK) createMember(path string, data []byte) error {
	_, err := z.conn.Create(path, data, zk.FlagEphemeral, zk.WorldACL(zk.PermAll))
	if err == nil || errors.Is(err, zk.ErrNodeExists) {
		return nil
	}
	return fmt.Errorf("coord: create %s: %w", path, err)
}

// keepMember creates the member znode again whenever it is gone: it goes with an expired session,
// and the client library then opens a new one.
func (z *ZK) keepMember(ctx context.Context, path string, data []byte) {
	for ctx.Err() == nil {
		if err := z.waitSession(ctx); err != nil {
			return
		}
		_, changed := z.snapshot()
		ok, _, watch, err := z.conn.ExistsW(path)
		if err == nil && !ok {
			if err = z.createMember(path, data); err == nil {
				z.log.Info("joined again", "member", z.id)
				continue // and watch it
			}
		}
		if err != nil {
			z.log.Warn("keep membership", "err", err)
			watch = nil
		}
		select {
		case <-ctx.Done():
		case <-changed:
		case <-watch:
		case <-time.After(z.cfg.SessionTimeout): // a missed watch costs at most this
		}
	}
}

// watchMembers reads the member znodes whenever they change, and publishes them.
func (z *ZK) watchMembers(ctx context.Context) {
	dir := z.cfg.Root + "/" + membersDir
	known := map[string]Member{} // by znode name: a member's znode is never written after its creation
	for ctx.Err() == nil {
		if err := z.waitSession(ctx); err != nil {
			return
		}
		_, changed := z.snapshot()
		next, watch, err := z.readMembers(dir, known)
		if err == nil {
			known = next
			z.publishMembers(next)
		} else {
			z.log.Warn("read members", "err", err)
			watch = nil
		}
		select {
		case <-ctx.Done():
		case <-changed:
		case <-watch:
		case <-time.After(z.cfg.SessionTimeout):
		}
	}
}

func (z *ZK) readMembers(dir string, known map[string]Member) (map[string]Member, <-chan zk.Event, error) {
	names, _, watch, err := z.conn.ChildrenW(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("coord: list %s: %w", dir, err)
	}
	next := make(map[string]Member, len(names))
	for _, name := range names {
		if m, ok := known[name]; ok {
			next[name] = m
			continue
		}
		data, _, err := z.conn.Get(dir + "/" + name)
		if errors.Is(err, zk.ErrNoNode) {
			continue // left meanwhile
		}
		if err != nil {
			return nil, nil, fmt.Errorf("coord: read member %s: %w", name, err)
		}
		var m Member
		if err := json.Unmarshal(data, &m); err != nil || m.ID != name {
			z.log.Warn("member znode skipped: not a member", "znode", name)
			continue
		}
		next[name] = m
	}
	return next, watch, nil
}

func (z *ZK) publishMembers(byName map[string]Member) {
	list := make([]Member, 0, len(byName))
	for _, m := range byName {
		list = append(list, m)
	}
	slices.SortFunc(list, func(a, b Member) int {
		if a.ID < b.ID {
			return -1
		}
		if a.ID > b.ID {
			return 1
		}
		return 0
	})
	z.members.mu.Lock()
	defer z.members.mu.Unlock()
	if slices.Equal(list, z.members.list) {
		return
	}
	z.members.list = list
	close(z.members.changed)
	z.members.changed = make(chan struct{})
	z.log.Info("members", "count", len(list))
}

// Owner is the member that owns key among members by rendezvous hashing (false when there are
// none): every member scores the key, the highest score owns it. Every replica computes the same
// owner from the same members, whatever their order; when a member leaves only its keys move, each
// to the member that scored second, and one that joins takes about 1/N of the keys.
func Owner(key string, members []Member) (Member, bool) {
	var (
		best  Member
		top   uint64
		found bool
	)
	k := FNV64(key)
	for _, m := range members {
		// A tie (about 2^-64) goes to the smaller id, so it too is the same on every replica.
		if s := Mix64(k ^ FNV64(m.ID)); !found || s > top || (s == top && m.ID < best.ID) {
			best, top, found = m, s, true
		}
	}
	return best, found
}

// FNV64 is 64-bit FNV-1a: fixed, never seeded per process, so every replica hashes a member id
// (or a key) the same way.
func FNV64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// Mix64 is SplitMix64's finalizer: FNV's bits mix poorly, and a rendezvous score must depend on
// every bit of both the key's hash and the member's.
func Mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
