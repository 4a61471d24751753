package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/autopilot"
)

// TradesInterval is how often newly indexed trades of the service's users are announced.
const TradesInterval = time.Minute

// NotifyTrades writes a `trade` notification for each completed trade of a known user that the
// chain index recorded since the last run.
type NotifyTrades struct {
	Trades *autopilot.Trades
}

// Name implements Job.
func (j *NotifyTrades) Name() string { return "notify-trades" }

// Run implements Job.
func (j *NotifyTrades) Run(ctx context.Context) error {
	if _, err := j.Trades.Scan(ctx); err != nil {
		return fmt.Errorf("notify trades: %w", err)
	}
	return nil
}
