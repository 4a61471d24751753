// Package pipeline owns Vera's scheduled work: a gocron scheduler and the jobs it runs. Each
// job is a small type with a Name and a Run(ctx); the scheduler runs each job alone (a run
// still going when the next is due is skipped, never stacked), logs how long it took, counts
// failures in Prometheus, and stops with the context it was started with.
package pipeline
