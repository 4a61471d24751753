package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vera-invest/vera/autopilot"
)

// TradesInterval is how often the safety net scans for newly indexed trades; Listen announces
// them within moments of their block being indexed.
const TradesInterval = time.Minute

// NotifyTrades writes a `trade` notification for each completed trade of a known user that the
// chain index recorded since the last scan.
type NotifyTrades struct {
	Trades *autopilot.Trades
	// Log reports Listen's failed scans (nil: discarded); the next signal or tick retries.
	Log *slog.Logger
}

// Name implements Job.
func (j *NotifyTrades) Name() string { return "notify-trades" }

// Run implements Job: one scan, the minutely safety net for a missed or failed signal.
func (j *NotifyTrades) Run(ctx context.Context) error {
	if _, err := j.Trades.Scan(ctx); err != nil {
		return fmt.Errorf("notify trades: %w", err)
	}
	return nil
}

// Listen scans at every signal of the indexer (indexer.BlockSignal's C) until ctx ends, so a
// trade reaches its user within seconds of its block. Scans never overlap Run's (Trades takes
// turns), and a scan only reads blocks past the last one scanned, so nothing is sent twice.
func (j *NotifyTrades) Listen(ctx context.Context, indexed <-chan struct{}) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-indexed:
			if err := j.Run(ctx); err != nil && ctx.Err() == nil && j.Log != nil {
				j.Log.Warn("trade notifications on an indexed block", "err", err)
			}
		}
	}
}
