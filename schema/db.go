package schema

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

// clusterConnLifetime bounds how long a connection to a cluster's server is reused.
const clusterConnLifetime = 2 * time.Minute

// DefaultDSN is the server that scripts/clickhouse.sh starts.
const DefaultDSN = "clickhouse://127.0.0.1:19000/vera"

// DB is a connection pool to one ClickHouse database, on one server or on a cluster.
type DB struct {
	driver.Conn
	name    string
	cluster string
}

// Name is the database's name.
func (db *DB) Name() string { return db.name }

// Cluster is the name of the ClickHouse cluster the database spans, or "" on a single server.
func (db *DB) Cluster() string { return db.cluster }

// Open connects to the database the DSN names on a single server, creating it when it does not
// exist.
func Open(ctx context.Context, dsn string) (*DB, error) { return OpenCluster(ctx, dsn, "") }

// OpenCluster connects to the database the DSN names; with a cluster name, the database spans
// that cluster's servers (created ON CLUSTER when missing) and the migrator lays every table out
// as a Distributed table over replicated shards. The DSN may list several servers
// (host1:port,host2:port): a connection goes to the first that answers, in the DSN's
// connection_open_strategy.
func OpenCluster(ctx context.Context, dsn, cluster string) (*DB, error) {
	opts, err := clickhouse.ParseDSN(dsn)
	if err != nil {
		return nil, fmt.Errorf("parse clickhouse dsn: %w", err)
	}
	if opts.Protocol != clickhouse.Native {
		// The old server rejects the HTTP protocol's client_protocol_version setting.
		return nil, errors.New("parse clickhouse dsn: only the native protocol (clickhouse://) is supported")
	}
	name := opts.Auth.Database
	if name == "" {
		name = "default"
	}
	if !validIdent(name) {
		return nil, fmt.Errorf("clickhouse database name %q: only letters, digits and _ are allowed", name)
	}
	if cluster != "" && !validIdent(cluster) {
		return nil, fmt.Errorf("clickhouse cluster name %q: only letters, digits and _ are allowed", cluster)
	}
	if opts.DialTimeout == 0 || opts.DialTimeout > 5*time.Second {
		opts.DialTimeout = 5 * time.Second
	}
	if cluster != "" {
		if opts.Settings == nil {
			opts.Settings = clickhouse.Settings{}
		}
		// An insert returns once every shard's part is written (not spooled on the server that
		// took it), so a retried batch meets its first copy in the shard's deduplication log.
		opts.Settings["insert_distributed_sync"] = 1
		// Connections that failed over to the next server go back to the first one, where every
		// process starts its queries, within minutes of its return instead of the driver's hour.
		if opts.ConnMaxLifetime == 0 || opts.ConnMaxLifetime > clusterConnLifetime {
			opts.ConnMaxLifetime = clusterConnLifetime
		}
	}
	if name != "default" {
		if err := createDatabase(ctx, *opts, name, cluster); err != nil {
			return nil, err
		}
	}
	conn, err := clickhouse.Open(opts)
	if err != nil {
		return nil, fmt.Errorf("open clickhouse %s: %w", opts.Addr, err)
	}
	if err := conn.Ping(ctx); err != nil {
		conn.Close()
		return nil, fmt.Errorf("ping clickhouse %s: %w", opts.Addr, err)
	}
	return &DB{Conn: conn, name: name, cluster: cluster}, nil
}

func createDatabase(ctx context.Context, opts clickhouse.Options, name, cluster string) error {
	opts.Auth.Database = "default"
	conn, err := clickhouse.Open(&opts)
	if err != nil {
		return fmt.Errorf("open clickhouse %s: %w", opts.Addr, err)
	}
	defer conn.Close()
	if err := conn.Exec(ctx, "CREATE DATABASE IF NOT EXISTS "+name+onCluster(cluster)); err != nil {
		return fmt.Errorf("create database %s: %w", name, err)
	}
	return nil
}

func validIdent(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool {
		return !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0
}

// onCluster is the ON CLUSTER clause of DDL for cluster, empty on a single server.
func onCluster(cluster string) string {
	if cluster == "" {
		return ""
	}
	return " ON CLUSTER " + cluster
}

// Mutate runs ALTER TABLE table change against the table's data: on a single server the table
// itself; on a cluster every shard's replicated table (table_local, ON CLUSTER), since a
// Distributed table holds no data and takes no ALTER. Names of other tables inside change must
// come from Table, because a cluster's servers run it in their own default database.
func (db *DB) Mutate(ctx context.Context, table, change string, args ...any) error {
	stmt := "ALTER TABLE " + table + " " + change
	if db.cluster != "" {
		stmt = "ALTER TABLE " + db.name + "." + table + LocalSuffix + onCluster(db.cluster) + " " + change
	}
	if err := db.Exec(ctx, stmt, args...); err != nil {
		return fmt.Errorf("alter %s: %w", table, err)
	}
	return nil
}

// Partitions lists the partitions of table that hold data (system.parts' partition column): on a
// cluster, those of every shard.
func (db *DB) Partitions(ctx context.Context, table string) ([]string, error) {
	q := "SELECT DISTINCT partition FROM system.parts WHERE database = ? AND table = ? AND active ORDER BY partition"
	if db.cluster != "" {
		q = "SELECT DISTINCT partition FROM cluster('" + db.cluster + "', system, parts) WHERE database = ? AND table = ? AND active ORDER BY partition"
		table += LocalSuffix
	}
	rows, err := db.Query(ctx, q, db.name, table)
	if err != nil {
		return nil, fmt.Errorf("list partitions of %s: %w", table, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, fmt.Errorf("list partitions of %s: %w", table, err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list partitions of %s: %w", table, err)
	}
	return out, nil
}

// table is how a statement run on every server of a cluster (Mutate's change) names a table:
// qualified with the database on a cluster, as it is on a single server.
func (db *DB) table(name string) string {
	if db.cluster == "" {
		return name
	}
	return db.name + "." + name
}

// exceptionCode is the server's error code, or 0 when err is not a server exception.
func exceptionCode(err error) int32 {
	var ex *clickhouse.Exception
	if errors.As(err, &ex) {
		return ex.Code
	}
	return 0
}

// Server error codes the migrator acts on.
const (
	codeTableAlreadyExists = 57
)

// RedactDSN hides a DSN's password, for logs.
func RedactDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "(unparsable dsn)"
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// PrepareBatch prepares an insert like the driver's, except that canceling ctx never reaches the
// batch. clickhouse-go (v2.50) watches a batch's context in a goroutine that Send stops without
// waiting for it, so a context canceled right after Send (an HTTP handler returning, a job ending)
// can close the TCP connection after it went back to the pool, under the next query that takes it
// ("broken pipe"; measured in the autopilot route tests). Inserts are bounded by the connection's
// own read and write timeouts instead.
//
// On a cluster the batch retries a Send that failed for a reason a retry can cure (a server
// gone, a connection reset, a replica read-only while its ZooKeeper session is renewed): it
// prepares the same insert again, appends the same rows in the same order and sends the identical
// block. Replicated tables keep one copy of a block whose hash is in their deduplication log (the
// last replicated_deduplication_window blocks), so a block that did land before the failure is
// not written twice. ctx bounds the waits between attempts. A single server's tables keep no such
// log, so there a failed Send is returned as it is: resending could store the block twice.
func (db *DB) PrepareBatch(ctx context.Context, query string, opts ...driver.PrepareBatchOption) (driver.Batch, error) {
	if db.cluster == "" {
		return db.Conn.PrepareBatch(context.WithoutCancel(ctx), query, opts...)
	}
	return newRetryingBatch(ctx, db.Conn, query, opts, defaultRetry())
}

// Insert writes rows in one batch (PrepareBatch, so ctx's cancellation never reaches it): query
// is an INSERT with named columns, each row one Append.
func (db *DB) Insert(ctx context.Context, query string, rows ...[]any) error {
	b, err := db.PrepareBatch(ctx, query)
	if err != nil {
		return err
	}
	defer b.Abort()
	for _, r := range rows {
		if err := b.Append(r...); err != nil {
			return err
		}
	}
	return b.Send()
}
