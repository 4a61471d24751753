package autopilot

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// tickWorkers is how many runs a tick executes at once.
const tickWorkers = 4

// marketWait is how long a tick waits for the first market build before it gives up, running
// nothing; marketPoll is how often it looks.
const (
	marketWait = time.Minute
	marketPoll = 200 * time.Millisecond
)

// errNoMarket: the tick ran no run because the process has no market build yet.
var errNoMarket = errors.New("no market build yet: due runs wait for the next tick")

// waitForMarket returns once the process has a market build (Panel), or errNoMarket after
// marketWait. Every run drafts from it: a tick started before the first build (a process starting
// with runs that fell due while it was down) would record each of them skipped, its slot spent.
func (r *Runner) waitForMarket(ctx context.Context) error {
	deadline := time.Now().Add(marketWait)
	for r.cfg.Panel() == nil {
		if time.Now().After(deadline) {
			return errNoMarket
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for the market build: %w", ctx.Err())
		case <-time.After(marketPoll):
		}
	}
	return nil
}

// Tick is the scheduler's minute: it first reconciles the attempts a stopped process left
// submitted, waits for the process's first market build (waitForMarket), then runs every config
// due at now, each under its slot's key (ScheduledKey of its nextRunAt), so a slot executes at
// most once however often it is ticked and by however many processes. It returns how many runs it recorded.
func (r *Runner) Tick(ctx context.Context) (int, error) {
	errs := []error{r.reconcilePending(ctx)}
	if err := r.waitForMarket(ctx); err != nil {
		return 0, errors.Join(append(errs, err)...)
	}
	due, err := r.cfg.Store.dueConfigs(ctx, r.cfg.Now())
	if err != nil {
		return 0, errors.Join(append(errs, err)...)
	}
	var (
		mu   sync.Mutex
		n    int
		wg   sync.WaitGroup
		jobs = make(chan Config)
	)
	for range min(tickWorkers, len(due)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				_, err := r.Run(ctx, scheduledKey(c.UserID, c.NextRunAt))
				mu.Lock()
				switch {
				case err == nil:
					n++
				case errors.Is(err, ErrInFlight), errors.Is(err, ErrTakenElsewhere), errors.Is(err, ErrNoConfig):
				default:
					errs = append(errs, err)
					r.cfg.Log.Error("autopilot run", "user", c.UserID, "err", err)
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for _, c := range due {
		select {
		case jobs <- c:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	return n, errors.Join(errs...)
}

// reconcilePending settles every attempt left submitted (by a process stopped between
// submission and receipt) from the chain, never submitting again.
func (r *Runner) reconcilePending(ctx context.Context) error {
	as, err := r.cfg.Store.submittedAttempts(ctx)
	if err != nil {
		return err
	}
	var errs []error
	for _, a := range as {
		if !r.mayReconcile(a) {
			continue // in flight in another replica
		}
		if !r.claim(a.UserID) {
			continue // its run is in flight here
		}
		_, err := r.reconcile(ctx, a)
		r.release(a.UserID)
		if err != nil && !errors.Is(err, ErrTakenElsewhere) && !errors.Is(err, errNotMined) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
