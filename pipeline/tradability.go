package pipeline

import (
	"context"
	"fmt"
	"maps"
	"time"

	"github.com/vera-invest/vera/quote"
)

// SweepTradabilityInterval is the spec's hourly venue sweep.
const SweepTradabilityInterval = time.Hour

// SweepTradability runs the hourly tradability sweep. When the set of locked assets changes,
// OnChange runs (the market rebuild, so that themes, groves and the screener follow rule 1).
type SweepTradability struct {
	Sweeper  *quote.Sweeper
	OnChange func(ctx context.Context) error
}

// Name implements Job.
func (j *SweepTradability) Name() string { return "tradability-sweep" }

// Run implements Job. An outage is an error of the run (it is logged and counted) that locks nothing.
func (j *SweepTradability) Run(ctx context.Context) error {
	before := j.Sweeper.Locks.Set()
	if _, err := j.Sweeper.Sweep(ctx); err != nil {
		return err
	}
	if j.OnChange != nil && !maps.Equal(before, j.Sweeper.Locks.Set()) {
		if err := j.OnChange(ctx); err != nil {
			return fmt.Errorf("tradability sweep: apply new locks: %w", err)
		}
	}
	return nil
}
