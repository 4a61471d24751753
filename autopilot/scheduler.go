package autopilot

import (
	"context"
	"errors"
	"sync"
)

// tickWorkers is how many runs a tick executes at once.
const tickWorkers = 4

// Tick is the scheduler's minute: it first reconciles the attempts a stopped process left
// submitted, then runs every config due at now, each under its slot's key (ScheduledKey of its
// nextRunAt), so a slot executes at most once however often it is ticked and by however many
// processes. It returns how many runs it recorded.
func (r *Runner) Tick(ctx context.Context) (int, error) {
	errs := []error{r.reconcilePending(ctx)}
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
