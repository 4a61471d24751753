package coord

import (
	"context"
	"errors"
	"time"
)

// ErrBusy is TryLock's answer when another holder has the key.
var ErrBusy = errors.New("coord: key is locked by another holder")

// errNotLeader is IsLeader's answer while this process does not lead.
var errNotLeader = errors.New("coord: this process does not lead")

// Coordinator is what the service's replicas agree on: per-key locks, the live members, one
// elected leader that runs the scheduled jobs and the indexer, and claims on job slots.
// Local is the one-process implementation; ZK spans processes.
type Coordinator interface {
	Locks
	membership
	// TryLock takes key's lock if it is free, or fails at once with ErrBusy.
	TryLock(ctx context.Context, key string) (unlock func(), err error)
	// IsLeader is nil while this process leads (gocron's Elector).
	IsLeader(ctx context.Context) error
	// Lead blocks until this process leads, and returns a context that ends as soon as it may no
	// longer be the leader (its session to the coordination service is lost, or ctx ended).
	Lead(ctx context.Context) (term context.Context, err error)
	// Claim records that the named job runs at `at`; it is false when the job's last claim is
	// less than gap before at (or after it), so a job runs at most once per gap even across a
	// change of leader.
	Claim(ctx context.Context, job string, at time.Time, gap time.Duration) (bool, error)
}
