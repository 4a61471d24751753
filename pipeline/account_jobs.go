package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vera-invest/vera/account"
)

// Snapshots runs on the hour, wall-clock aligned.
func (AccountSchedules) Snapshots() Schedule { return Schedule{Every: time.Hour, Aligned: true} }

// Retention runs hourly too: cheap (a look at the partition list), and it never waits a day
// after a restart.
func (AccountSchedules) Retention() Schedule { return Schedule{Every: time.Hour, Aligned: true} }

// FlushSeen writes the addresses this replica was asked about every 15 seconds, in every replica.
func (AccountSchedules) FlushSeen() Schedule {
	return Schedule{Every: 15 * time.Second, EveryReplica: true}
}

// AccountSchedules names the account jobs' schedules.
type AccountSchedules struct{}

// SnapshotBalances takes the hourly balance snapshots of every seen address.
type SnapshotBalances struct {
	Snapshots *account.Snapshots
	Log       *slog.Logger
	// Now is the clock (nil: time.Now); the snapshot is stamped with its hour.
	Now func() time.Time
}

// Name implements Job.
func (j *SnapshotBalances) Name() string { return "balance-snapshots" }

// Run implements Job.
func (j *SnapshotBalances) Run(ctx context.Context) error {
	now := time.Now
	if j.Now != nil {
		now = j.Now
	}
	n, err := j.Snapshots.Take(ctx, now())
	if err != nil {
		return err
	}
	if j.Log != nil {
		j.Log.Info("balance snapshots written", "addresses", n)
	}
	return nil
}

// DropOldSnapshots drops balance snapshot partitions older than account.Retention.
type DropOldSnapshots struct {
	Store *account.Store
	Log   *slog.Logger
	Now   func() time.Time
}

// Name implements Job.
func (j *DropOldSnapshots) Name() string { return "balance-snapshot-retention" }

// Run implements Job.
func (j *DropOldSnapshots) Run(ctx context.Context) error {
	now := time.Now
	if j.Now != nil {
		now = j.Now
	}
	days, err := j.Store.DropSnapshotsBefore(ctx, now().Add(-account.Retention))
	if err != nil {
		return fmt.Errorf("balance snapshot retention: %w", err)
	}
	if len(days) > 0 && j.Log != nil {
		j.Log.Info("balance snapshots dropped", "days", days)
	}
	return nil
}

// FlushSeen writes the addresses queried through the API since the last flush.
type FlushSeen struct{ Seen *account.Seen }

// Name implements Job.
func (j FlushSeen) Name() string { return "flush-seen-addresses" }

// Run implements Job.
func (j FlushSeen) Run(ctx context.Context) error { return j.Seen.Flush(ctx, time.Now()) }
