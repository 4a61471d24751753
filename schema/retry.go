package schema

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

// Retry is how often and how patiently a batch is sent again.
type Retry struct {
	Attempts int           // sends in all, the first included
	Wait     time.Duration // before the second send; doubled each time up to MaxWait
	MaxWait  time.Duration
}

// defaultRetry covers a replica's restart: a killed replica's table is read-only until its old
// ZooKeeper session expires (5 s on the project's cluster) and a connection to a dead server
// fails over to the next host at once; about 40 s of attempts in all.
func defaultRetry() Retry {
	return Retry{Attempts: 10, Wait: 200 * time.Millisecond, MaxWait: 8 * time.Second}
}

// preparer is the part of a connection a batch needs.
type preparer interface {
	PrepareBatch(ctx context.Context, query string, opts ...driver.PrepareBatchOption) (driver.Batch, error)
}

// retryingBatch is a driver.Batch that records what was appended so that a failed Send can
// send the identical block again on a fresh batch.
type retryingBatch struct {
	driver.Batch
	ctx    context.Context
	conn   preparer
	query  string
	opts   []driver.PrepareBatchOption
	retry  Retry
	replay []func(driver.Batch) error
}

func newRetryingBatch(ctx context.Context, conn preparer, query string, opts []driver.PrepareBatchOption, retry Retry) (*retryingBatch, error) {
	b := &retryingBatch{ctx: ctx, conn: conn, query: query, opts: opts, retry: retry}
	var err error
	b.Batch, err = b.prepare()
	if err != nil {
		return nil, err
	}
	return b, nil
}

// prepare prepares the insert, retrying what a retry can cure. Batches are prepared without ctx's
// cancellation (see DB.PrepareBatch).
func (b *retryingBatch) prepare() (driver.Batch, error) {
	wait := b.retry.Wait
	var err error
	for attempt := 0; attempt < b.retry.Attempts; attempt++ {
		if err != nil {
			if !Retriable(err) {
				return nil, err
			}
			if werr := sleep(b.ctx, wait); werr != nil {
				return nil, fmt.Errorf("%w (retry stopped: %v)", err, werr)
			}
			wait = min(2*wait, b.retry.MaxWait)
		}
		var next driver.Batch
		next, err = b.conn.PrepareBatch(context.WithoutCancel(b.ctx), b.query, b.opts...)
		if err == nil {
			return next, nil
		}
	}
	return nil, err
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

func (b *retryingBatch) record(op func(driver.Batch) error) error {
	if err := op(b.Batch); err != nil {
		return err
	}
	b.replay = append(b.replay, op)
	return nil
}

func (b *retryingBatch) Append(v ...any) error {
	return b.record(func(x driver.Batch) error { return x.Append(v...) })
}

func (b *retryingBatch) AppendStruct(v any) error {
	return b.record(func(x driver.Batch) error { return x.AppendStruct(v) })
}

func (b *retryingBatch) Column(i int) driver.BatchColumn { return retryingColumn{b: b, i: i} }

// Flush is refused: a block flushed early could not be sent again whole.
func (b *retryingBatch) Flush() error {
	return errors.New("schema: batches are sent whole (Send), never flushed in parts")
}

// Send sends the block; when that fails for a reason a retry can cure, it sends the identical
// block again on a new batch, up to the retry's attempts.
func (b *retryingBatch) Send() error {
	err := b.Batch.Send()
	wait := b.retry.Wait
	for attempt := 1; err != nil && attempt < b.retry.Attempts && Retriable(err); attempt++ {
		if werr := sleep(b.ctx, wait); werr != nil {
			return fmt.Errorf("%w (retry stopped: %v)", err, werr)
		}
		wait = min(2*wait, b.retry.MaxWait)
		next, perr := b.conn.PrepareBatch(context.WithoutCancel(b.ctx), b.query, b.opts...)
		if perr != nil {
			err = perr // counted as this attempt; a prepare that cannot succeed ends the loop
			continue
		}
		b.Batch = next
		if rerr := b.refill(); rerr != nil {
			return fmt.Errorf("refill batch for a retry: %w", rerr)
		}
		err = b.Batch.Send()
	}
	return err
}

func (b *retryingBatch) refill() error {
	for _, op := range b.replay {
		if err := op(b.Batch); err != nil {
			b.Batch.Abort()
			return err
		}
	}
	return nil
}

type retryingColumn struct {
	b *retryingBatch
	i int
}

func (c retryingColumn) Append(v any) error {
	return c.b.record(func(x driver.Batch) error { return x.Column(c.i).Append(v) })
}

func (c retryingColumn) AppendRow(v any) error {
	return c.b.record(func(x driver.Batch) error { return x.Column(c.i).AppendRow(v) })
}

// Server error codes after which the same insert may succeed: the server or its replica was
// unavailable, not the insert wrong.
var retriableCodes = map[int32]bool{
	3:   true, // UNEXPECTED_END_OF_FILE
	159: true, // TIMEOUT_EXCEEDED
	202: true, // TOO_MANY_SIMULTANEOUS_QUERIES
	209: true, // SOCKET_TIMEOUT
	210: true, // NETWORK_ERROR
	225: true, // NO_ZOOKEEPER
	242: true, // TABLE_IS_READ_ONLY (a replica waiting for its ZooKeeper session)
	252: true, // TOO_MANY_PARTS
	279: true, // ALL_CONNECTION_TRIES_FAILED (a Distributed insert found no replica of a shard)
	319: true, // UNKNOWN_STATUS_OF_INSERT
	999: true, // KEEPER_EXCEPTION
}

// Retriable reports whether sending the same block again may succeed: the connection broke or
// the server reported that it, not the insert, was at fault.
func Retriable(err error) bool {
	if err == nil {
		return false
	}
	var ex *clickhouse.Exception
	if errors.As(err, &ex) {
		return retriableCodes[ex.Code]
	}
	var ne net.Error
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.EPIPE) ||
		errors.Is(err, clickhouse.ErrAcquireConnTimeout) || errors.As(err, &ne)
}
