package schema_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

func TestMigrateFreshDatabaseTwice(t *testing.T) {
	db := schematest.Empty(t)
	ctx := context.Background()
	all, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	n, err := schema.Migrate(ctx, db, nil)
	if err != nil {
		t.Fatalf("first run: %v", err)
	}
	if n != len(all) {
		t.Fatalf("first run applied %d, want %d", n, len(all))
	}
	n, err = schema.Migrate(ctx, db, nil)
	if err != nil {
		t.Fatalf("second run: %v", err)
	}
	if n != 0 {
		t.Fatalf("second run applied %d, want 0", n)
	}
	applied, err := (&schema.Migrator{DB: db}).Applied(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(applied) != len(all) {
		t.Fatalf("recorded %d migrations, want %d", len(applied), len(all))
	}
}

// TestMigrateConcurrently: six migrators of one fresh database, each with its own connection (and,
// under the coordination service, its own session), as separate processes: every migration is
// applied exactly once, under the database's lock table or under the replicas' lock.
func TestMigrateConcurrently(t *testing.T) {
	for _, tt := range []struct {
		name string
		zk   bool
	}{{"lock table", false}, {"coordination service", true}} {
		t.Run(tt.name, func(t *testing.T) { migrateConcurrently(t, tt.zk) })
	}
}

func migrateConcurrently(t *testing.T, zk bool) {
	name := schematest.NewName(t)
	ctx := context.Background()
	dsn := schematest.DSN(t, name)
	const procs = 6
	results := make([]int, procs)
	errs := make([]error, procs)
	var wg sync.WaitGroup
	for i := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each migrator has its own connection pool, as separate processes would.
			db, err := schema.Open(ctx, dsn)
			if err != nil {
				errs[i] = err
				return
			}
			defer db.Close()
			var locks schema.Locks
			if zk {
				z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: coordHosts(), Root: "/vera-test-" + name})
				if err != nil {
					errs[i] = fmt.Errorf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %w", coordHosts(), err)
					return
				}
				defer z.Close()
				locks = z
			}
			results[i], errs[i] = schema.MigrateLocked(ctx, db, nil, locks)
		}()
	}
	wg.Wait()
	db, err := schema.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = schematest.Drop(context.Background(), db); db.Close() })
	total := 0
	for i := range procs {
		if errs[i] != nil {
			t.Fatalf("migrator %d: %v", i, errs[i])
		}
		total += results[i]
	}
	all, _ := schema.Migrations()
	if total != len(all) {
		t.Fatalf("migrators applied %d migrations in all, want exactly %d (each once)", total, len(all))
	}
	var rows uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM schema_migrations").Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if int(rows) != len(all) {
		t.Fatalf("schema_migrations has %d rows, want %d", rows, len(all))
	}
}

func TestMigrateRefusesEditedMigration(t *testing.T) {
	db := schematest.Empty(t)
	ctx := context.Background()
	one := fstest.MapFS{"m/0001_a.sql": {Data: []byte("CREATE TABLE IF NOT EXISTS a (x UInt8) ENGINE = Log;\n")}}
	ms, err := schema.LoadMigrations(one, "m")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (&schema.Migrator{DB: db, Migrations: ms}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	edited := fstest.MapFS{"m/0001_a.sql": {Data: []byte("CREATE TABLE IF NOT EXISTS a (x UInt16) ENGINE = Log;\n")}}
	ms, _ = schema.LoadMigrations(edited, "m")
	_, err = (&schema.Migrator{DB: db, Migrations: ms}).Run(ctx)
	if !errors.Is(err, schema.ErrChecksumMismatch) {
		t.Fatalf("err = %v, want ErrChecksumMismatch", err)
	}
}

func TestStaleLockIsTakenOver(t *testing.T) {
	db := schematest.Empty(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := db.Exec(ctx, "CREATE TABLE schema_migrations_lock (owner String, acquired_at DateTime('UTC')) ENGINE = Log"); err != nil {
		t.Fatal(err)
	}
	b, err := db.PrepareBatch(ctx, "INSERT INTO schema_migrations_lock (owner, acquired_at)")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Append("dead", time.Now().Add(-time.Hour).UTC()); err != nil {
		t.Fatal(err)
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
	ms, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	// A last migration copies the lock as it stands while migrations run: the lock the migrator
	// holds then, which must be its own, not the dead one.
	witness := schema.Migration{
		Version:    ms[len(ms)-1].Version + 1,
		Name:       "lock_witness",
		Statements: []string{"CREATE TABLE lock_witness ENGINE = Log AS SELECT owner, acquired_at FROM schema_migrations_lock"},
		Checksum:   "lock_witness",
	}
	all := append(ms, witness)
	started := time.Now().Add(-time.Second)
	n, err := (&schema.Migrator{DB: db, Migrations: all, Lease: time.Minute}).Run(ctx)
	if err != nil {
		t.Fatalf("run with stale lock: %v", err)
	}
	if n != len(all) {
		t.Fatalf("applied %d migrations, want %d", n, len(all))
	}
	applied, err := (&schema.Migrator{DB: db}).Applied(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range all {
		if applied[m.Version] != m.Checksum {
			t.Fatalf("migration %04d_%s recorded as %q", m.Version, m.Name, applied[m.Version])
		}
	}
	rows, err := db.Query(ctx, "SELECT owner, acquired_at FROM lock_witness")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var locks []string
	for rows.Next() {
		var owner string
		var at time.Time
		if err := rows.Scan(&owner, &at); err != nil {
			t.Fatal(err)
		}
		locks = append(locks, owner)
		if owner == "dead" || at.Before(started.Truncate(time.Second)) {
			t.Errorf("lock during the run: owner %q acquired %s, want a new owner acquired after %s", owner, at, started)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(locks) != 1 {
		t.Fatalf("lock rows during the run: %q, want exactly the new one", locks)
	}
	var left uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM system.tables WHERE database = currentDatabase() AND name = 'schema_migrations_lock'").Scan(&left); err != nil || left != 0 {
		t.Fatalf("lock table after the run: %d (%v), want released", left, err)
	}
}

// A migrator killed while holding the lock (a fresh lock, within its lease) does not delay a
// start that has nothing to apply.
func TestFreshLockDoesNotBlockAnUpToDateStart(t *testing.T) {
	db := schematest.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := db.Exec(ctx, "CREATE TABLE schema_migrations_lock (owner String, acquired_at DateTime('UTC')) ENGINE = Log"); err != nil {
		t.Fatal(err)
	}
	ms, _ := schema.Migrations()
	// Waiting for the lock would end in ctx's deadline error.
	n, err := (&schema.Migrator{DB: db, Migrations: ms, Lease: time.Hour}).Run(ctx)
	if err != nil || n != 0 {
		t.Fatalf("run beside a held lock: %d applied, %v", n, err)
	}
}

func TestLoadMigrationsRejectsBadNames(t *testing.T) {
	cases := map[string]fstest.MapFS{
		"bad name":  {"m/1_a.sql": {Data: []byte("SELECT 1;")}},
		"duplicate": {"m/0001_a.sql": {Data: []byte("SELECT 1;")}, "m/0001_b.sql": {Data: []byte("SELECT 1;")}},
		"empty":     {"m/0001_a.sql": {Data: []byte("-- nothing\n")}},
	}
	for name, fsys := range cases {
		if _, err := schema.LoadMigrations(fsys, "m"); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestState(t *testing.T) {
	db := schematest.New(t)
	ctx := context.Background()
	if _, err := db.State(ctx, "k"); !errors.Is(err, schema.ErrNotFound) {
		t.Fatalf("missing key: err = %v", err)
	}
	now := time.Now().Truncate(time.Second)
	if err := db.SetState(ctx, "k", "one", now); err != nil {
		t.Fatal(err)
	}
	if err := db.SetState(ctx, "k", "two", now.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	v, err := db.State(ctx, "k")
	if err != nil || v != "two" {
		t.Fatalf("State = %q, %v; want two", v, err)
	}
}

func coordHosts() []string {
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		return strings.Split(h, ",")
	}
	return []string{"127.0.0.1:12181"}
}
