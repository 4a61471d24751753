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

// DefaultDSN is the server that scripts/clickhouse.sh starts.
const DefaultDSN = "clickhouse://127.0.0.1:19000/vera"

// DB is a connection pool to one ClickHouse database.
type DB struct {
	driver.Conn
	name string
}

// Name is the database's name.
func (db *DB) Name() string { return db.name }

// Open connects to the database the DSN names, creating it when it does not exist.
func Open(ctx context.Context, dsn string) (*DB, error) {
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
	if opts.DialTimeout == 0 || opts.DialTimeout > 5*time.Second {
		opts.DialTimeout = 5 * time.Second
	}
	if name != "default" {
		if err := createDatabase(ctx, *opts, name); err != nil {
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
	return &DB{Conn: conn, name: name}, nil
}

func createDatabase(ctx context.Context, opts clickhouse.Options, name string) error {
	opts.Auth.Database = "default"
	conn, err := clickhouse.Open(&opts)
	if err != nil {
		return fmt.Errorf("open clickhouse %s: %w", opts.Addr, err)
	}
	defer conn.Close()
	if err := conn.Exec(ctx, "CREATE DATABASE IF NOT EXISTS "+name); err != nil {
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
func (db *DB) PrepareBatch(ctx context.Context, query string, opts ...driver.PrepareBatchOption) (driver.Batch, error) {
	return db.Conn.PrepareBatch(context.WithoutCancel(ctx), query, opts...)
}
