package schema

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

// ErrNotFound means the key has no value.
var ErrNotFound = errors.New("not found")

// SetState records the latest value of a service state key.
func (db *DB) SetState(ctx context.Context, key, value string, at time.Time) error {
	b, err := db.PrepareBatch(ctx, "INSERT INTO service_state (key, value, updated_at)")
	if err != nil {
		return fmt.Errorf("set state %s: %w", key, err)
	}
	if err := b.Append(key, value, at.UTC()); err != nil {
		return fmt.Errorf("set state %s: %w", key, err)
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("set state %s: %w", key, err)
	}
	return nil
}

// State reads the latest value of a service state key.
func (db *DB) State(ctx context.Context, key string) (string, error) {
	rows, err := db.Query(ctx, "SELECT argMax(value, updated_at) FROM service_state WHERE key = ? GROUP BY key", key)
	if err != nil {
		return "", fmt.Errorf("read state %s: %w", key, err)
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return "", fmt.Errorf("read state %s: %w", key, err)
		}
		return "", fmt.Errorf("state %s: %w", key, ErrNotFound)
	}
	var v string
	if err := rows.Scan(&v); err != nil {
		return "", fmt.Errorf("read state %s: %w", key, err)
	}
	return v, nil
}

// ClusterStatements is the cluster form of every statement of ms, the bookkeeping table first.
func ClusterStatements(database, cluster string, ms []Migration) ([]string, error) {
	m := &Migrator{DB: &DB{name: database, cluster: cluster}, Migrations: ms}
	p, err := m.plan()
	if err != nil {
		return nil, err
	}
	out := append([]string(nil), p.bookkeeping...)
	for _, mig := range ms {
		out = append(out, p.statements[mig.Version]...)
	}
	return out, nil
}

// NewRetryingBatch is PrepareBatch's batch over conn with retry.
func NewRetryingBatch(ctx context.Context, conn interface {
	PrepareBatch(ctx context.Context, query string, opts ...driver.PrepareBatchOption) (driver.Batch, error)
}, query string, retry Retry) (driver.Batch, error) {
	return newRetryingBatch(ctx, conn, query, nil, retry)
}
