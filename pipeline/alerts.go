package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/alerts"
)

// AlertsInterval is how often price alerts are evaluated.
const AlertsInterval = time.Minute

// EvaluateAlerts fires the price alerts whose feed price crossed their threshold, each once,
// with one `alert` notification.
type EvaluateAlerts struct {
	Alerts *alerts.Alerts
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

// AlertRetentionInterval is how often fired and deleted price alerts past the retention rule
// are removed (lists hide them already; this bounds the table).
const AlertRetentionInterval = time.Hour

// PruneAlerts is the price alerts' retention job: fired alerts are kept 30 days and at most
// 200 per user, deleted ones not at all (alerts.Alerts.Prune).
type PruneAlerts struct {
	Alerts *alerts.Alerts
}

// Name implements Job.
func (j *PruneAlerts) Name() string { return "prune-price-alerts" }

// Run implements Job.
func (j *PruneAlerts) Run(ctx context.Context) error {
	if _, err := j.Alerts.Prune(ctx); err != nil {
		return fmt.Errorf("prune price alerts: %w", err)
	}
	return nil
}
