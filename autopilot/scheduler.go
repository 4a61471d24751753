package autopilot

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/vera-invest/vera/coord"
)

// defaultTickWorkers is how many runs a tick executes at once when RunnerConfig.Workers is unset.
const defaultTickWorkers = 4

// membership is the service's live replicas (coord's Coordinator: coord.ZK, or coord.Local, whose
// one member is the process itself).
type membership interface {
	ID() string
	Members() ([]coord.Member, <-chan struct{})
}

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
// due at now that this replica owns, each under its slot's key (ScheduledKey of its nextRunAt), so a
// slot executes at most once however often it is ticked and by however many processes. Every
// replica ticks; a config belongs to the live member its user id hashes to (coord.Owner), so the
// replicas split the due runs between them, and a replica that dies leaves its share due for the
// others' next tick once the membership drops it. It returns how many runs it executed and
// recorded (not those it found recorded already).
func (r *Runner) Tick(ctx context.Context) (int, error) {
	start := time.Now()
	errs := []error{r.reconcilePending(ctx)}
	if err := r.waitForMarket(ctx); err != nil {
		return 0, errors.Join(append(errs, err)...)
	}
	all, err := r.cfg.Store.dueConfigs(ctx, r.cfg.Now())
	if err != nil {
		return 0, errors.Join(append(errs, err)...)
	}
	due, members := r.owned(all)
	var (
		mu      sync.Mutex
		n       int
		already int // due, but recorded meanwhile (by a replica that owned it a moment ago)
		wg      sync.WaitGroup
		jobs    = make(chan Config)
	)
	for range min(r.cfg.Workers, len(due)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				var found bool
				_, err := r.runKey(ctx, scheduledKey(c.UserID, c.NextRunAt), &found)
				mu.Lock()
				switch {
				case err == nil && found:
					already++
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
	if len(all) > 0 {
		r.cfg.Log.Info("autopilot tick", "due", len(all), "owned", len(due), "members", members, "recorded", n, "found_recorded", already,
			"took", time.Since(start).Round(time.Millisecond))
	}
	return n, errors.Join(errs...)
}

// owned are the configs of due whose user this replica owns among the live members, and how many
// members there are. Without a membership every config is this process's. A replica missing from
// the list (not joined yet, or its session lost and not yet made again) owns nothing: the members
// listed share its configs meanwhile. Two replicas seeing different lists for a moment may both
// run a config, or neither: the slot's key runs it once, and a config not run stays due.
func (r *Runner) owned(due []Config) ([]Config, int) {
	if r.cfg.Members == nil {
		return due, 1
	}
	self := r.cfg.Members.ID()
	members, _ := r.cfg.Members.Members()
	mine := due[:0:0]
	for _, c := range due {
		if o, ok := coord.Owner(c.UserID, members); ok && o.ID == self {
			mine = append(mine, c)
		}
	}
	return mine, len(members)
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
		unlock, err := r.lockAcrossReplicas(ctx, a.UserID)
		if err != nil {
			r.release(a.UserID)
			if !errors.Is(err, ErrInFlight) {
				errs = append(errs, err) // else: its run is in flight in another replica
			}
			continue
		}
		_, err = r.reconcile(ctx, a)
		unlock()
		r.release(a.UserID)
		if err != nil && !errors.Is(err, ErrTakenElsewhere) && !errors.Is(err, errNotMined) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
