package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/autopilot"
)

// AutopilotRunsInterval is how often the scheduler starts due Autopilot runs.
const AutopilotRunsInterval = time.Minute

// StartAutopilotRuns reconciles runs a stopped process left submitted, then starts every run due
// now that this replica owns among the live members, each at most once per schedule slot
// (autopilot.Runner.Tick). It runs on every replica (Schedule.EveryReplica), not only the leader.
type StartAutopilotRuns struct {
	Runner *autopilot.Runner
}

// Name implements Job.
func (j *StartAutopilotRuns) Name() string { return "start-autopilot-runs" }

// Run implements Job.
func (j *StartAutopilotRuns) Run(ctx context.Context) error {
	if _, err := j.Runner.Tick(ctx); err != nil {
		return fmt.Errorf("start autopilot runs: %w", err)
	}
	return nil
}
