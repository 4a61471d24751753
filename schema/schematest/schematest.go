// Package schematest gives tests a fresh, migrated database on a real ClickHouse server.
//
// The server is VERA_CLICKHOUSE_DSN's, or the one scripts/clickhouse.sh starts
// (make test starts it). Each call creates its own database and drops it when the test ends.
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
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	db, err := schema.Open(ctx, DSN(t, NewName(t)))
	if err != nil {
		t.Fatalf("open test ClickHouse (start it with scripts/clickhouse.sh start, or set VERA_CLICKHOUSE_DSN): %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
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
	if err := db.Exec(ctx, "DROP DATABASE IF EXISTS "+db.Name()); err != nil {
		return fmt.Errorf("drop database %s: %w", db.Name(), err)
	}
	return nil
}
