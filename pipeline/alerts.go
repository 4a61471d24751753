package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/autopilot"
)

// AlertsInterval is how often price alerts are evaluated.
const AlertsInterval = time.Minute

// EvaluateAlerts fires the price alerts whose feed price crossed their threshold, each once,
// with one `alert` notification.
type EvaluateAlerts struct {
	Alerts *autopilot.Alerts
}

// Name implements Job.
func (j *EvaluateAlerts) Name() string { return "evaluate-price-alerts" }

// Run implements Job.
func (j *EvaluateAlerts) Run(ctx context.Context) error {
	if _, err := j.Alerts.Evaluate(ctx); err != nil {
		return fmt.Errorf("evaluate price alerts: %w", err)
	}
	return nil
}
