package schema

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed migrations/*.sql
var embedded embed.FS

// Migration is one ordered schema change.
type Migration struct {
	Version    uint32
	Name       string
	Statements []string
	Checksum   string // sha256 of the file's bytes
}

// ErrChecksumMismatch means an applied migration's file has changed since it was applied.
var ErrChecksumMismatch = errors.New("applied migration was edited")

var migrationName = regexp.MustCompile(`^(\d{4})_([a-z0-9_]+)\.sql$`)

// Migrations returns the embedded migrations in version order.
func Migrations() ([]Migration, error) { return LoadMigrations(embedded, "migrations") }

// LoadMigrations reads migrations from dir in fsys, in version order.
func LoadMigrations(fsys fs.FS, dir string) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var out []Migration
	seen := map[uint32]string{}
	for _, e := range entries {
		m := migrationName.FindStringSubmatch(e.Name())
		if m == nil {
			return nil, fmt.Errorf("migration file %q: name must be NNNN_description.sql", e.Name())
		}
		v, _ := strconv.ParseUint(m[1], 10, 32)
		if prev, dup := seen[uint32(v)]; dup {
			return nil, fmt.Errorf("migration version %d used by both %s and %s", v, prev, e.Name())
		}
		seen[uint32(v)] = e.Name()
		body, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("read migration %s: %w", e.Name(), err)
		}
		stmts := splitStatements(string(body))
		if len(stmts) == 0 {
			return nil, fmt.Errorf("migration %s has no statements", e.Name())
		}
		sum := sha256.Sum256(body)
		out = append(out, Migration{Version: uint32(v), Name: m[2], Statements: stmts, Checksum: hex.EncodeToString(sum[:])})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

// splitStatements splits SQL on semicolons that end a line, dropping -- comment lines.
func splitStatements(sql string) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		if s := strings.TrimSpace(cur.String()); s != "" {
			out = append(out, s)
		}
		cur.Reset()
	}
	for _, line := range strings.Split(sql, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "--") {
			continue
		}
		if strings.HasSuffix(trimmed, ";") {
			cur.WriteString(strings.TrimSuffix(trimmed, ";"))
			flush()
			continue
		}
		cur.WriteString(line)
		cur.WriteByte('\n')
	}
	flush()
	return out
}

// Migrator applies migrations to one database.
type Migrator struct {
	DB         *DB
	Migrations []Migration
	Log        *slog.Logger
	// Lease is how long a lock may be held before another migrator takes it over.
	Lease time.Duration
	// Poll is how often a waiting migrator retries the lock.
	Poll time.Duration
	// Locks, when set, is the replicas' coordination service: the migrator waits for its lock
	// instead of the database's lock table.
	Locks Locks
}

// Locks hands out exclusive locks by key (coord's Locks).
type Locks interface {
	Lock(ctx context.Context, key string) (unlock func(), err error)
}

// migrationLockKey is the migrator's key among the coordination service's locks.
const migrationLockKey = "schema-migrations"

// MigrateLocked is Migrate under locks' lock when locks is not nil.
func MigrateLocked(ctx context.Context, db *DB, log *slog.Logger, locks Locks) (applied int, err error) {
	ms, err := Migrations()
	if err != nil {
		return 0, err
	}
	m := &Migrator{DB: db, Migrations: ms, Log: log, Locks: locks}
	return m.Run(ctx)
}

// Migrate applies the embedded migrations that the database lacks.
func Migrate(ctx context.Context, db *DB, log *slog.Logger) (applied int, err error) {
	return MigrateLocked(ctx, db, log, nil)
}

// Run applies pending migrations in order and reports how many it applied.
func (m *Migrator) Run(ctx context.Context) (int, error) {
	log := m.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	plan, err := m.plan()
	if err != nil {
		return 0, err
	}
	// Nothing pending: no bookkeeping DDL and no lock needed. A process killed while holding the
	// lock (for example at any instant of its start) then delays only starts that have migrations
	// to apply, and on a cluster a start sends nothing through the DDL queue, which waits for every
	// server (a server down would hold every start for the queue's timeout).
	if done, err := m.Applied(ctx); err == nil {
		if pending, err := m.pending(done); err != nil || !pending {
			return 0, err
		}
	}
	for _, stmt := range plan.bookkeeping {
		if err := m.DB.Exec(ctx, stmt); err != nil {
			return 0, fmt.Errorf("create schema_migrations: %w", err)
		}
	}
	var release func()
	if m.Locks != nil {
		release, err = m.Locks.Lock(ctx, migrationLockKey)
	} else {
		release, err = m.lock(ctx, log)
	}
	if err != nil {
		return 0, fmt.Errorf("take migration lock: %w", err)
	}
	defer release()

	done, err := m.Applied(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, mig := range m.Migrations {
		if sum, ok := done[mig.Version]; ok {
			if sum != mig.Checksum {
				return n, fmt.Errorf("migration %04d_%s: %w (recorded %s, file %s)", mig.Version, mig.Name, ErrChecksumMismatch, short(sum), short(mig.Checksum))
			}
			continue
		}
		start := time.Now()
		for i, stmt := range plan.statements[mig.Version] {
			if err := m.DB.Exec(ctx, stmt); err != nil {
				return n, fmt.Errorf("migration %04d_%s statement %d: %w", mig.Version, mig.Name, i+1, err)
			}
		}
		if err := m.record(ctx, mig); err != nil {
			return n, err
		}
		n++
		log.Info("migration applied", "version", mig.Version, "name", mig.Name, "took", time.Since(start).Round(time.Millisecond))
	}
	return n, nil
}

// bookkeepingTable is the migrator's own record of what it applied.
const bookkeepingTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version UInt32, name String, checksum String, applied_at DateTime('UTC')
) ENGINE = ReplacingMergeTree(applied_at) ORDER BY version`

// migrationPlan is what the migrator runs: the migrations' statements as written on a single
// server, or their cluster form.
type migrationPlan struct {
	bookkeeping []string
	statements  map[uint32][]string
}

// plan lays every migration out for the database's server or cluster. On a cluster the whole
// history is rewritten, applied or not, because a later statement (an ALTER, a view) needs what
// the earlier ones created.
func (m *Migrator) plan() (migrationPlan, error) {
	out := migrationPlan{bookkeeping: []string{bookkeepingTable}, statements: map[uint32][]string{}}
	if m.DB.Cluster() == "" {
		for _, mig := range m.Migrations {
			out.statements[mig.Version] = mig.Statements
		}
		return out, nil
	}
	cp := newClusterPlan(m.DB.Name(), m.DB.Cluster())
	var err error
	if out.bookkeeping, err = cp.statements(bookkeepingTable); err != nil {
		return out, fmt.Errorf("schema_migrations on cluster %s: %w", m.DB.Cluster(), err)
	}
	for _, mig := range m.Migrations {
		for i, stmt := range mig.Statements {
			cs, err := cp.statements(stmt)
			if err != nil {
				return out, fmt.Errorf("migration %04d_%s statement %d on cluster %s: %w", mig.Version, mig.Name, i+1, m.DB.Cluster(), err)
			}
			out.statements[mig.Version] = append(out.statements[mig.Version], cs...)
		}
	}
	return out, nil
}

// pending reports whether a migration is not yet recorded; a recorded one whose file changed is
// ErrChecksumMismatch.
func (m *Migrator) pending(done map[uint32]string) (bool, error) {
	for _, mig := range m.Migrations {
		sum, ok := done[mig.Version]
		if !ok {
			return true, nil
		}
		if sum != mig.Checksum {
			return false, fmt.Errorf("migration %04d_%s: %w (recorded %s, file %s)", mig.Version, mig.Name, ErrChecksumMismatch, short(sum), short(mig.Checksum))
		}
	}
	return false, nil
}

// Applied returns the recorded migrations: version to checksum.
func (m *Migrator) Applied(ctx context.Context) (map[uint32]string, error) {
	rows, err := m.DB.Query(ctx, "SELECT version, argMax(checksum, applied_at) FROM schema_migrations GROUP BY version")
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	defer rows.Close()
	out := map[uint32]string{}
	for rows.Next() {
		var v uint32
		var sum string
		if err := rows.Scan(&v, &sum); err != nil {
			return nil, fmt.Errorf("scan schema_migrations: %w", err)
		}
		out[v] = sum
	}
	return out, rows.Err()
}

func (m *Migrator) record(ctx context.Context, mig Migration) error {
	batch, err := m.DB.PrepareBatch(ctx, "INSERT INTO schema_migrations (version, name, checksum, applied_at)")
	if err != nil {
		return fmt.Errorf("record migration %d: %w", mig.Version, err)
	}
	if err := batch.Append(mig.Version, mig.Name, mig.Checksum, time.Now().UTC()); err != nil {
		return fmt.Errorf("record migration %d: %w", mig.Version, err)
	}
	if err := batch.Send(); err != nil {
		return fmt.Errorf("record migration %d: %w", mig.Version, err)
	}
	return nil
}

// lock creates the lock table; exactly one concurrent creator succeeds.
func (m *Migrator) lock(ctx context.Context, log *slog.Logger) (release func(), err error) {
	lease, poll := m.Lease, m.Poll
	if lease <= 0 {
		lease = 5 * time.Minute
	}
	if poll <= 0 {
		poll = 150 * time.Millisecond
	}
	owner := randomOwner()
	create := "CREATE TABLE schema_migrations_lock (owner String, acquired_at DateTime('UTC')) ENGINE = Log"
	if c := m.DB.Cluster(); c != "" {
		// One DDL queue orders every ON CLUSTER statement the same way on every server, so exactly
		// one of concurrent creators wins everywhere (the others get code 57). The lock's age is
		// its creation time on the server asked (stale), which every server has.
		create = "CREATE TABLE " + m.DB.Name() + ".schema_migrations_lock" + onCluster(c) + " (owner String, acquired_at DateTime('UTC')) ENGINE = Log"
	}
	for {
		err := m.DB.Exec(ctx, create)
		if err == nil && m.DB.Cluster() != "" {
			return func() { m.unlock(log) }, nil
		}
		if err == nil {
			b, err := m.DB.PrepareBatch(ctx, "INSERT INTO schema_migrations_lock (owner, acquired_at)")
			if err == nil {
				if err = b.Append(owner, time.Now().UTC()); err == nil {
					err = b.Send()
				}
			}
			if err != nil {
				m.unlock(log)
				return nil, fmt.Errorf("write migration lock: %w", err)
			}
			return func() { m.unlock(log) }, nil
		}
		if exceptionCode(err) != codeTableAlreadyExists {
			return nil, fmt.Errorf("take migration lock: %w", err)
		}
		if m.stale(ctx, lease) {
			log.Warn("taking over a stale migration lock", "lease", lease)
			_ = m.DB.Exec(ctx, m.dropLock())
			continue
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for migration lock: %w", ctx.Err())
		case <-time.After(poll):
		}
	}
}

// stale reports whether the lock was taken longer ago than the lease. A lock table with no
// row yet is one being written right now, so it is not stale.
func (m *Migrator) stale(ctx context.Context, lease time.Duration) bool {
	var at time.Time
	row := m.DB.QueryRow(ctx, "SELECT min(acquired_at) FROM schema_migrations_lock HAVING count() > 0")
	if m.DB.Cluster() != "" {
		row = m.DB.QueryRow(ctx, "SELECT metadata_modification_time FROM system.tables WHERE database = ? AND name = 'schema_migrations_lock'", m.DB.Name())
	}
	if err := row.Scan(&at); err != nil {
		return false
	}
	return time.Since(at) > lease
}

func (m *Migrator) unlock(log *slog.Logger) {
	// The caller's context may be done; the lock must still go.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := m.DB.Exec(ctx, m.dropLock()); err != nil {
		log.Error("release migration lock", "err", err)
	}
}

func (m *Migrator) dropLock() string {
	if c := m.DB.Cluster(); c != "" {
		return "DROP TABLE IF EXISTS " + m.DB.Name() + ".schema_migrations_lock" + onCluster(c)
	}
	return "DROP TABLE IF EXISTS schema_migrations_lock"
}

func randomOwner() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func short(s string) string {
	if len(s) > 12 {
		return s[:12]
	}
	return s
}
