package pipeline

import "context"

// RunOnce runs a job now, as the scheduler would, and returns its error.
func (sc *Scheduler) RunOnce(ctx context.Context, job Job) error {
	return sc.run(ctx, job, false, scopeReplica)
}
