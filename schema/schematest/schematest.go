// Package schematest gives tests a fresh, migrated database on a real ClickHouse server, or on
// the real ClickHouse cluster.
//
// The server is VERA_CLICKHOUSE_DSN's, or the one scripts/clickhouse.sh starts (make test starts
// it). The cluster is VERA_TEST_CLICKHOUSE_CLUSTER_DSN's (cluster ClusterName), or the one
// scripts/cluster.sh up starts (make test starts it too). Each call creates its own database and
// drops it when the test ends.
package schematest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/schema"
)

// DSN returns the DSN of the test server with the database name replaced by db.
func DSN(t testing.TB, db string) string {
	t.Helper()
	base := os.Getenv("VERA_CLICKHOUSE_DSN")
	if base == "" {
		base = schema.DefaultDSN
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("VERA_CLICKHOUSE_DSN: %v", err)
	}
	u.Path = "/" + db
	return u.String()
}

// ClusterName is the cluster scripts/cluster.sh runs.
const ClusterName = "vera"

// clusterDSN is scripts/cluster.sh dsn's value.
const clusterDSN = "clickhouse://127.0.0.1:19101,127.0.0.1:19102,127.0.0.1:19103,127.0.0.1:19104/default?dial_timeout=1s&connection_open_strategy=in_order"

// ClusterDSN returns the DSN of the test cluster (every server, with failover) naming database db.
func ClusterDSN(t testing.TB, db string) string {
	t.Helper()
	base := os.Getenv("VERA_TEST_CLICKHOUSE_CLUSTER_DSN")
	if base == "" {
		base = clusterDSN
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("VERA_TEST_CLICKHOUSE_CLUSTER_DSN: %v", err)
	}
	u.Path = "/" + db
	return u.String()
}

// EmptyCluster opens a new, empty database on every server of the test cluster and drops it
// when the test ends.
func EmptyCluster(t testing.TB) *schema.DB {
	t.Helper()
	return fresh(t, "open the test ClickHouse cluster (start it with scripts/cluster.sh up, or set VERA_TEST_CLICKHOUSE_CLUSTER_DSN)",
		func(ctx context.Context) (*schema.DB, error) {
			return schema.OpenCluster(ctx, ClusterDSN(t, NewName(t)), ClusterName)
		})
}

// NewCluster opens a new database on the test cluster with every migration applied.
func NewCluster(t testing.TB) *schema.DB {
	t.Helper()
	db := EmptyCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if _, err := schema.Migrate(ctx, db, nil); err != nil {
		t.Fatalf("migrate test database on the cluster: %v", err)
	}
	return db
}

// NewName returns a fresh database name for a test.
func NewName(t testing.TB) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, strings.ToLower(t.Name()))
	if len(name) > 30 {
		name = name[:30]
	}
	return "test_" + name + "_" + hex.EncodeToString(b)
}

// Empty opens a new, empty database and drops it when the test ends.
func Empty(t testing.TB) *schema.DB {
	t.Helper()
	return fresh(t, "open test ClickHouse (start it with scripts/clickhouse.sh start, or set VERA_CLICKHOUSE_DSN)",
		func(ctx context.Context) (*schema.DB, error) { return schema.Open(ctx, DSN(t, NewName(t))) })
}

// fresh opens a database with open and drops it when the test ends; failing, it names what to
// start.
func fresh(t testing.TB, failing string, open func(context.Context) (*schema.DB, error)) *schema.DB {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	db, err := open(ctx)
	if err != nil {
		t.Fatalf("%s: %v", failing, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		if err := Drop(ctx, db); err != nil {
			t.Logf("drop test database: %v", err)
		}
		db.Close()
	})
	return db
}

// New opens a new database with every migration applied.
func New(t testing.TB) *schema.DB {
	t.Helper()
	db := Empty(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := schema.Migrate(ctx, db, nil); err != nil {
		t.Fatalf("migrate test database: %v", err)
	}
	return db
}

// Drop removes a test's database and everything in it; it refuses the server's default database.
func Drop(ctx context.Context, db *schema.DB) error {
	if db.Name() == "default" {
		return errors.New("drop database: refusing to drop the default database")
	}
	stmt := "DROP DATABASE IF EXISTS " + db.Name()
	if c := db.Cluster(); c != "" {
		stmt += " ON CLUSTER " + c
	}
	if err := db.Exec(ctx, stmt); err != nil {
		return fmt.Errorf("drop database %s: %w", db.Name(), err)
	}
	return nil
}
