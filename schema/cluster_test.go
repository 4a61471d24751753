package schema_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"

	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestClusterPlanGolden: the cluster form of every embedded migration, as the migrator runs it.
func TestClusterPlanGolden(t *testing.T) {
	ms, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	stmts, err := schema.ClusterStatements("vera", "vera", ms)
	if err != nil {
		t.Fatalf("cluster plan: %v", err)
	}
	got := strings.Join(stmts, ";\n\n") + ";\n"
	const golden = "testdata/cluster_plan.sql"
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test ./schema -run TestClusterPlanGolden -update writes it)", err)
	}
	if got != string(want) {
		t.Fatalf("cluster plan differs from %s (rerun with -update and review the diff)", golden)
	}
}

func TestClusterPlanStatements(t *testing.T) {
	tests := []struct {
		name string
		stmt string
		want []string
		err  error
	}{
		{
			name: "versioned table keeps its version argument",
			stmt: "CREATE TABLE IF NOT EXISTS t (k String, v UInt64) ENGINE = ReplacingMergeTree(v)\nPARTITION BY toYYYYMM(d)\nORDER BY (k, d)",
			want: []string{
				"CREATE TABLE IF NOT EXISTS db.t_local ON CLUSTER c (k String, v UInt64) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/db/t_local', '{replica}', v)\nPARTITION BY toYYYYMM(d)\nORDER BY (k, d)",
				"CREATE TABLE IF NOT EXISTS db.t ON CLUSTER c AS db.t_local ENGINE = Distributed(c, db, t_local, cityHash64(k, d))",
			},
		},
		{
			name: "plain MergeTree, one-column key",
			stmt: "CREATE TABLE IF NOT EXISTS u (k String) ENGINE = MergeTree ORDER BY k",
			want: []string{
				"CREATE TABLE IF NOT EXISTS db.u_local ON CLUSTER c (k String) ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/db/u_local', '{replica}') ORDER BY k",
				"CREATE TABLE IF NOT EXISTS db.u ON CLUSTER c AS db.u_local ENGINE = Distributed(c, db, u_local, cityHash64(k))",
			},
		},
		{name: "Log engine has no replicated form", stmt: "CREATE TABLE IF NOT EXISTS l (k String) ENGINE = Log", err: schema.ErrNotOnCluster},
		{name: "no ORDER BY", stmt: "CREATE TABLE IF NOT EXISTS n (k String) ENGINE = Memory", err: schema.ErrNotOnCluster},
		{name: "INSERT is not DDL", stmt: "INSERT INTO t (k) SELECT 'a'", err: schema.ErrNotOnCluster},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := schema.ClusterStatements("db", "c", []schema.Migration{{Version: 1, Name: "x", Statements: []string{tt.stmt}}})
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got = got[2:] // the bookkeeping table's two statements
			if strings.Join(got, "\n--\n") != strings.Join(tt.want, "\n--\n") {
				t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n--\n"), strings.Join(tt.want, "\n--\n"))
			}
		})
	}
}

func TestClusterPlanQualifiesViewsAndRecreatesDistributedOnAlter(t *testing.T) {
	got, err := schema.ClusterStatements("db", "c", []schema.Migration{{Version: 1, Name: "x", Statements: []string{
		"CREATE TABLE IF NOT EXISTS a (k String, v UInt64) ENGINE = ReplacingMergeTree(v) ORDER BY k",
		"CREATE VIEW IF NOT EXISTS av AS SELECT k FROM a FINAL WHERE k IN (SELECT k FROM a) ANY LEFT JOIN (SELECT 1) USING k",
		"ALTER TABLE a ADD COLUMN w UInt8 DEFAULT 1",
	}}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"CREATE VIEW IF NOT EXISTS db.av ON CLUSTER c AS SELECT k FROM db.a FINAL WHERE k IN (SELECT k FROM db.a) ANY LEFT JOIN (SELECT 1) USING k",
		"ALTER TABLE db.a_local ON CLUSTER c ADD COLUMN w UInt8 DEFAULT 1",
		"DROP TABLE IF EXISTS db.a ON CLUSTER c",
		"CREATE TABLE IF NOT EXISTS db.a ON CLUSTER c AS db.a_local ENGINE = Distributed(c, db, a_local, cityHash64(k))",
	}
	if g := strings.Join(got[4:], "\n"); g != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", g, strings.Join(want, "\n"))
	}
}

// clusterNodes opens one connection to each server of the test cluster, in the DSN's order.
func clusterNodes(t *testing.T) []driver.Conn {
	t.Helper()
	u, err := url.Parse(schematest.ClusterDSN(t, "default"))
	if err != nil {
		t.Fatal(err)
	}
	var out []driver.Conn
	for _, addr := range strings.Split(u.Host, ",") {
		c, err := clickhouse.Open(&clickhouse.Options{Addr: []string{addr}, DialTimeout: 2 * time.Second})
		if err != nil {
			t.Fatalf("open cluster node %s (scripts/cluster.sh up starts the cluster): %v", addr, err)
		}
		t.Cleanup(func() { c.Close() })
		out = append(out, c)
	}
	return out
}

// TestClusterMigrateConcurrently: three migrators of one fresh database on the cluster, each
// with its own connection to a different server, under the ON CLUSTER lock: every migration is
// applied once, and every server holds each table as a replicated local table beside a
// Distributed one, and every view.
func TestClusterMigrateConcurrently(t *testing.T) {
	first := schematest.EmptyCluster(t) // creates the database everywhere and drops it at the end
	dsn := schematest.ClusterDSN(t, first.Name())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	all, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	const procs = 3
	applied := make([]int, procs)
	errs := make([]error, procs)
	var wg sync.WaitGroup
	for i := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := schema.OpenCluster(ctx, dsn, schematest.ClusterName)
			if err != nil {
				errs[i] = err
				return
			}
			defer db.Close()
			applied[i], errs[i] = (&schema.Migrator{DB: db, Migrations: all, Poll: 200 * time.Millisecond}).Run(ctx)
		}()
	}
	wg.Wait()
	total := 0
	for i := range procs {
		if errs[i] != nil {
			t.Fatalf("migrator %d: %v", i, errs[i])
		}
		total += applied[i]
	}
	if total != len(all) {
		t.Fatalf("applied %v = %d migrations in all, want %d", applied, total, len(all))
	}
	recorded, err := (&schema.Migrator{DB: first}).Applied(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(recorded) != len(all) {
		t.Fatalf("recorded %d migrations, want %d", len(recorded), len(all))
	}
	for i, node := range clusterNodes(t) {
		engines := map[string]string{}
		rows, err := node.Query(ctx, "SELECT name, engine FROM system.tables WHERE database = ?", first.Name())
		if err != nil {
			t.Fatalf("node %d: %v", i+1, err)
		}
		for rows.Next() {
			var name, engine string
			if err := rows.Scan(&name, &engine); err != nil {
				t.Fatal(err)
			}
			engines[name] = engine
		}
		rows.Close()
		if len(engines) == 0 {
			t.Fatalf("node %d has no table of %s", i+1, first.Name())
		}
		for name, engine := range engines {
			switch {
			case strings.HasSuffix(name, schema.LocalSuffix):
				if !strings.HasPrefix(engine, "Replicated") {
					t.Errorf("node %d: %s is %s, want a Replicated engine", i+1, name, engine)
				}
				if engines[strings.TrimSuffix(name, schema.LocalSuffix)] != "Distributed" {
					t.Errorf("node %d: %s has no Distributed table over it", i+1, name)
				}
			case engine == "View", engine == "Distributed":
			default:
				t.Errorf("node %d: %s is %s: every table should be Distributed over replicated shards", i+1, name, engine)
			}
		}
		if engines["canonical_transfers"] != "View" || engines["autopilot_runs_daily"] != "View" {
			t.Errorf("node %d lacks the views: %v", i+1, engines)
		}
	}
}

// TestClusterFinalAndArgMaxThroughDistributed: versions of one row written in separate inserts
// (separate parts, possibly through different servers) come back as one latest row through the
// Distributed table with FINAL and with argMax, because the sharding key is the ORDER BY key;
// and each key's versions live on one shard only.
func TestClusterFinalAndArgMaxThroughDistributed(t *testing.T) {
	db := clusterWith(t, 1)
	ctx := context.Background()
	const keys, versions = 40, 5
	for v := 1; v <= versions; v++ {
		b, err := db.PrepareBatch(ctx, "INSERT INTO service_state (key, value, updated_at)")
		if err != nil {
			t.Fatal(err)
		}
		for k := range keys {
			if err := b.Append(fmt.Sprintf("key-%02d", k), fmt.Sprintf("v%d", v), time.Unix(int64(1_700_000_000+v), 0).UTC()); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Send(); err != nil {
			t.Fatalf("version %d: %v", v, err)
		}
	}
	var final, finalLatest uint64
	if err := db.QueryRow(ctx, "SELECT count(), countIf(value = 'v5') FROM service_state FINAL").Scan(&final, &finalLatest); err != nil {
		t.Fatal(err)
	}
	if final != keys || finalLatest != keys {
		t.Fatalf("FINAL through Distributed: %d rows, %d latest; want %d and %d", final, finalLatest, keys, keys)
	}
	var groups, argLatest uint64
	if err := db.QueryRow(ctx, "SELECT count(), countIf(v = 'v5') FROM (SELECT key, argMax(value, updated_at) AS v FROM service_state GROUP BY key)").Scan(&groups, &argLatest); err != nil {
		t.Fatal(err)
	}
	if groups != keys || argLatest != keys {
		t.Fatalf("argMax through Distributed: %d keys, %d latest; want %d and %d", groups, argLatest, keys, keys)
	}
	// On each shard's first replica: a key is on one shard only (merges may have collapsed its
	// versions there already).
	nodes := clusterNodes(t)
	perShard := map[string]int{}
	for _, node := range []driver.Conn{nodes[0], nodes[2]} {
		rows, err := node.Query(ctx, "SELECT key, count() FROM "+db.Name()+".service_state_local GROUP BY key")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var k string
			var n uint64
			if err := rows.Scan(&k, &n); err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				t.Errorf("key %s counted with no rows", k)
			}
			perShard[k]++
		}
		rows.Close()
	}
	for k, n := range perShard {
		if n != 1 {
			t.Errorf("key %s on %d shards", k, n)
		}
	}
	if len(perShard) != keys {
		t.Fatalf("%d keys found on the shards, want %d", len(perShard), keys)
	}
}

// clusterWith opens a new database on the test cluster with only the embedded migrations of
// the given versions applied (a whole migration takes about 20 s on the cluster).
func clusterWith(t *testing.T, versions ...uint32) *schema.DB {
	t.Helper()
	db := schematest.EmptyCluster(t)
	all, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	var some []schema.Migration
	for _, m := range all {
		if slices.Contains(versions, m.Version) {
			some = append(some, m)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := (&schema.Migrator{DB: db, Migrations: some}).Run(ctx); err != nil {
		t.Fatalf("migrate %v on the cluster: %v", versions, err)
	}
	return db
}

// lostAck is a connection whose batches deliver their block and then report the connection
// lost, the ambiguous failure in which a client cannot know whether its insert landed.
type lostAck struct {
	driver.Conn
	failures int
}

func (c *lostAck) PrepareBatch(ctx context.Context, query string, opts ...driver.PrepareBatchOption) (driver.Batch, error) {
	b, err := c.Conn.PrepareBatch(ctx, query, opts...)
	if err != nil {
		return nil, err
	}
	return &lostAckBatch{Batch: b, conn: c}, nil
}

type lostAckBatch struct {
	driver.Batch
	conn *lostAck
}

func (b *lostAckBatch) Send() error {
	if err := b.Batch.Send(); err != nil {
		return err
	}
	if b.conn.failures > 0 {
		b.conn.failures--
		return fmt.Errorf("read the insert's acknowledgement: %w", io.ErrUnexpectedEOF)
	}
	return nil
}

// TestClusterRetriedBlockIsStoredOnce is the attack on the retry: a batch that landed but whose
// acknowledgement was lost is sent again, twice, as the identical block; block-hash deduplication
// of the replicated shards keeps one copy. The same rows sent as a different block (another
// order) would be stored again, which is why the retry replays the exact appends.
func TestClusterRetriedBlockIsStoredOnce(t *testing.T) {
	db := clusterWith(t, 500)
	ctx := context.Background()
	conn := &lostAck{Conn: db.Conn, failures: 2}
	b, err := schema.NewRetryingBatch(ctx, conn, "INSERT INTO account_seen_addresses (address, last_seen)", schema.Retry{Attempts: 5, Wait: 10 * time.Millisecond, MaxWait: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	const n = 500
	seen := time.Unix(1_700_000_000, 0).UTC()
	for i := range n {
		if err := b.Column(0).Append([]string{fmt.Sprintf("0x%040x", i)}); err != nil {
			t.Fatal(err)
		}
		if err := b.Column(1).Append([]time.Time{seen}); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Send(); err != nil {
		t.Fatalf("send with two lost acknowledgements: %v", err)
	}
	if conn.failures != 0 {
		t.Fatalf("%d injected failures left: the batch was not retried", conn.failures)
	}
	var rows uint64
	// No FINAL: the count is of stored rows, so a second copy would show.
	if err := db.QueryRow(ctx, "SELECT count() FROM account_seen_addresses").Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != n {
		t.Fatalf("%d rows stored after a block sent three times, want %d", rows, n)
	}
}

func TestRetriable(t *testing.T) {
	tests := []struct {
		err  error
		want bool
	}{
		{nil, false},
		{io.EOF, true},
		{fmt.Errorf("send: %w", io.ErrUnexpectedEOF), true},
		{&clickhouse.Exception{Code: 242, Message: "Table is in readonly mode"}, true},
		{&clickhouse.Exception{Code: 319, Message: "Unknown status, client must retry"}, true},
		{&clickhouse.Exception{Code: 60, Message: "Table doesn't exist"}, false},
		{&clickhouse.Exception{Code: 53, Message: "Type mismatch"}, false},
		{errors.New("expected 3 arguments, got 2"), false},
	}
	for _, tt := range tests {
		if got := schema.Retriable(tt.err); got != tt.want {
			t.Errorf("Retriable(%v) = %v, want %v", tt.err, got, tt.want)
		}
	}
}

// TestClusterMutateReachesEveryShard: DROP PARTITION and ALTER DELETE through Mutate remove the
// rows of both shards and both replicas, as single-server code paths expect.
func TestClusterMutateReachesEveryShard(t *testing.T) {
	db := clusterWith(t, 500)
	ctx := context.Background()
	b, err := db.PrepareBatch(ctx, "INSERT INTO balance_snapshots (address, taken_at, cash_usd, invested_usd, total_usd, block_number, written_at)")
	if err != nil {
		t.Fatal(err)
	}
	day1, day2 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	for i := range 50 {
		for _, d := range []time.Time{day1, day2} {
			if err := b.Append(fmt.Sprintf("0x%040x", i), d, 1.0, 2.0, 3.0, uint64(i), d); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
	if err := db.Mutate(ctx, "balance_snapshots", "DROP PARTITION 20260101"); err != nil {
		t.Fatalf("drop partition on the cluster: %v", err)
	}
	if err := db.Mutate(ctx, "balance_snapshots", "DELETE WHERE has(?, address)", []string{fmt.Sprintf("0x%040x", 0), fmt.Sprintf("0x%040x", 1)}); err != nil {
		t.Fatalf("delete on the cluster: %v", err)
	}
	// Every row lives on the two replicas of its shard: 48 rows left are 96 local rows in all.
	nodes := clusterNodes(t)
	deadline := time.Now().Add(30 * time.Second)
	for {
		var total uint64
		for _, node := range nodes {
			var n uint64
			if err := node.QueryRow(ctx, "SELECT count() FROM "+db.Name()+".balance_snapshots_local").Scan(&n); err != nil {
				t.Fatal(err)
			}
			total += n
		}
		if total == 96 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d rows on the replicas after the mutations, want 96 (48 on 2 replicas each)", total)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestClusterStaleLockIsTakenOver: a migrator that died holding the cluster's lock (the lock
// table left on every server) delays the next one by the lease only.
func TestClusterStaleLockIsTakenOver(t *testing.T) {
	db := schematest.EmptyCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// The lease runs from the lock table's creation, which the server records in whole seconds:
	// the dead migrator's lock is no older than this.
	created := time.Now().Truncate(time.Second)
	if err := db.Exec(ctx, "CREATE TABLE "+db.Name()+".schema_migrations_lock ON CLUSTER "+schematest.ClusterName+" (owner String, acquired_at DateTime('UTC')) ENGINE = Log"); err != nil {
		t.Fatal(err)
	}
	all, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	n, err := (&schema.Migrator{DB: db, Migrations: all[:1], Lease: 2 * time.Second, Poll: 100 * time.Millisecond}).Run(ctx)
	if err != nil || n != 1 {
		t.Fatalf("migrate past a dead migrator's lock: %d, %v", n, err)
	}
	if age := time.Since(created); age < 2*time.Second {
		t.Fatalf("took the lock %s after it was made, before its 2 s lease ran out", age)
	}
	for i, node := range clusterNodes(t) {
		var left uint64
		if err := node.QueryRow(ctx, "SELECT count() FROM system.tables WHERE database = ? AND name = 'schema_migrations_lock'", db.Name()).Scan(&left); err != nil || left != 0 {
			t.Fatalf("node %d still has the lock table (%d, %v)", i+1, left, err)
		}
	}
}
