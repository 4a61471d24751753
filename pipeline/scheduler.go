package pipeline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/go-co-op/gocron/v2"
	"github.com/prometheus/client_golang/prometheus"
)

// Job is one unit of scheduled work.
type Job interface {
	Name() string
	Run(ctx context.Context) error
}

// Schedule says when a job runs.
type Schedule struct {
	// Every is the interval between runs.
	Every time.Duration
	// AtStart runs the job once as soon as the scheduler starts.
	AtStart bool
	// Aligned runs the job on the wall clock's multiples of Every (UTC): an hourly job runs on
	// the hour, whenever the scheduler started. It excludes AtStart.
	Aligned bool
	// EveryReplica runs the job in every replica, leader or not: it keeps this process's own
	// state (a cache the routes serve, a gauge, a buffer of its own). Other jobs act on shared
	// state and run on the leader only.
	EveryReplica bool
}

// NextAligned is the first multiple of every (counted in UTC from the zero time) after now.
func NextAligned(now time.Time, every time.Duration) time.Time {
	return now.UTC().Truncate(every).Add(every)
}

// Leadership is who runs the jobs when several replicas schedule them (coord's Coordinator):
// only the leader starts a run, each run's context ends when the leader steps down, and a run
// starts only if its job did not start less than half an interval before, on any replica.
type Leadership interface {
	IsLeader(ctx context.Context) error
	Lead(ctx context.Context) (term context.Context, err error)
	Claim(ctx context.Context, job string, at time.Time, gap time.Duration) (bool, error)
}

// Scheduler runs jobs on their schedules.
type Scheduler struct {
	s    gocron.Scheduler // the jobs of every replica; with a nil lead, every job
	led  gocron.Scheduler // the leader's jobs; nil with a nil lead
	lead Leadership
	// atStart are the leader's AtStart jobs: each new term runs them (a replica that begins
	// leading has missed its start-up runs).
	atStart  []gocron.Job
	stopTerm context.CancelFunc
	termDone chan struct{}
	log      *slog.Logger
	runs     *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

// New builds a scheduler of one process; reg may be nil.
func New(log *slog.Logger, reg prometheus.Registerer) (*Scheduler, error) {
	return NewLed(log, reg, nil)
}

// NewLed builds a scheduler that runs jobs only while lead says this process leads; a nil lead
// is a single process, which always does.
func NewLed(log *slog.Logger, reg prometheus.Registerer, lead Leadership) (*Scheduler, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s, err := gocron.NewScheduler(gocron.WithStopTimeout(30 * time.Second))
	if err != nil {
		return nil, fmt.Errorf("new scheduler: %w", err)
	}
	var led gocron.Scheduler
	if lead != nil {
		if led, err = gocron.NewScheduler(gocron.WithStopTimeout(30*time.Second), gocron.WithDistributedElector(lead)); err != nil {
			return nil, fmt.Errorf("new scheduler: %w", err)
		}
	}
	sc := &Scheduler{
		s: s, led: led, lead: lead, log: log,
		runs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vera_pipeline_runs_total", Help: "Pipeline job runs by job and result.",
		}, []string{"job", "result"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "vera_pipeline_run_seconds", Help: "Pipeline job run time.",
			Buckets: prometheus.ExponentialBuckets(0.001, 4, 10),
		}, []string{"job"}),
	}
	if reg != nil {
		reg.MustRegister(sc.runs, sc.duration)
	}
	return sc, nil
}

// Add schedules a job. ctx is handed to every run and should end at shutdown.
func (sc *Scheduler) Add(ctx context.Context, job Job, when Schedule) error {
	if when.Every <= 0 {
		return fmt.Errorf("schedule %s: interval must be positive", job.Name())
	}
	opts := []gocron.JobOption{
		gocron.WithName(job.Name()),
		gocron.WithSingletonMode(gocron.LimitModeReschedule),
		gocron.WithContext(ctx),
	}
	switch {
	case when.Aligned && when.AtStart:
		return fmt.Errorf("schedule %s: an aligned schedule cannot also run at start", job.Name())
	case when.Aligned:
		// gocron schedules each next run from the previous scheduled time, so runs stay on
		// the multiples of Every once the first one is.
		opts = append(opts, gocron.WithStartAt(gocron.WithStartDateTime(NextAligned(time.Now(), when.Every))))
	case when.AtStart:
		opts = append(opts, gocron.WithStartAt(gocron.WithStartImmediately()))
	}
	// Frequent jobs log success at debug level; failures are always errors.
	quiet := when.Every < 5*time.Minute
	if sc.led == nil || when.EveryReplica {
		if _, err := sc.s.NewJob(gocron.DurationJob(when.Every), gocron.NewTask(func(ctx context.Context) { _ = sc.run(ctx, job, quiet, scopeReplica) }), opts...); err != nil {
			return fmt.Errorf("schedule %s: %w", job.Name(), err)
		}
		return nil
	}
	j, err := sc.led.NewJob(gocron.DurationJob(when.Every), gocron.NewTask(func(ctx context.Context) { sc.runLed(ctx, job, when.Every, quiet) }), opts...)
	if err != nil {
		return fmt.Errorf("schedule %s: %w", job.Name(), err)
	}
	if when.AtStart {
		sc.atStart = append(sc.atStart, j)
	}
	return nil
}

// NextRun is when the named job runs next; ok is false for an unknown job.
func (sc *Scheduler) NextRun(name string) (next time.Time, ok bool) {
	jobs := sc.s.Jobs()
	if sc.led != nil {
		jobs = append(jobs, sc.led.Jobs()...)
	}
	for _, j := range jobs {
		if j.Name() == name {
			t, err := j.NextRun()
			return t, err == nil
		}
	}
	return time.Time{}, false
}

// leadWait is how long a run waits to learn the leader's term after gocron found it leading.
const leadWait = time.Second

// runLed runs job if this process leads and the job did not start less than half an interval
// ago (on this replica or another); the run's context ends when the lead does.
func (sc *Scheduler) runLed(ctx context.Context, job Job, every time.Duration, quiet bool) {
	wait, cancel := context.WithTimeout(ctx, leadWait)
	term, err := sc.lead.Lead(wait)
	cancel()
	if err != nil {
		sc.runs.WithLabelValues(job.Name(), "not_leader").Inc()
		return
	}
	ok, err := sc.lead.Claim(term, job.Name(), time.Now(), every/2)
	if err != nil {
		sc.runs.WithLabelValues(job.Name(), "error").Inc()
		sc.log.Error("pipeline job not started: its slot could not be claimed", "job", job.Name(), "err", err)
		return
	}
	if !ok {
		sc.runs.WithLabelValues(job.Name(), "slot_taken").Inc()
		sc.log.Debug("pipeline job skipped: its slot ran already", "job", job.Name())
		return
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	defer context.AfterFunc(term, stop)()
	_ = sc.run(runCtx, job, quiet, scopeLeader)
}

// A run's scope in the log: a leader-only job, or one every replica runs.
const (
	scopeLeader  = "leader"
	scopeReplica = "replica"
)

func (sc *Scheduler) run(ctx context.Context, job Job, quiet bool, scope string) error {
	start := time.Now()
	sc.log.Log(ctx, startLevel(quiet), "pipeline job start", "job", job.Name(), "scope", scope)
	err := safeRun(ctx, job)
	took := time.Since(start)
	sc.duration.WithLabelValues(job.Name()).Observe(took.Seconds())
	if err != nil {
		sc.runs.WithLabelValues(job.Name(), "error").Inc()
		sc.log.Error("pipeline job failed", "job", job.Name(), "took", took.Round(time.Millisecond), "err", err)
		return err
	}
	sc.runs.WithLabelValues(job.Name(), "ok").Inc()
	level := slog.LevelInfo
	if quiet {
		level = slog.LevelDebug
	}
	sc.log.Log(ctx, level, "pipeline job done", "job", job.Name(), "took", took.Round(time.Millisecond))
	return nil
}

func safeRun(ctx context.Context, job Job) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("BUG: job %s panicked: %v", job.Name(), p)
		}
	}()
	return job.Run(ctx)
}

// Start begins running jobs.
func (sc *Scheduler) Start() {
	sc.s.Start()
	if sc.led == nil {
		return
	}
	sc.led.Start()
	ctx, stop := context.WithCancel(context.Background())
	sc.stopTerm, sc.termDone = stop, make(chan struct{})
	go func() {
		defer close(sc.termDone)
		sc.startEachTerm(ctx)
	}()
}

// startEachTerm runs the leader's AtStart jobs at the start of each term of this process's
// lead; a job another leader ran less than half an interval ago is not run again (Claim).
func (sc *Scheduler) startEachTerm(ctx context.Context) {
	for {
		term, err := sc.lead.Lead(ctx)
		if err != nil {
			return
		}
		for _, j := range sc.atStart {
			if err := j.RunNow(); err != nil {
				sc.log.Error("pipeline job not started at the lead's start", "job", j.Name(), "err", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-term.Done():
		}
	}
}

// Stop waits for running jobs (up to 30 s) and stops the scheduler.
func (sc *Scheduler) Stop() error {
	if sc.led != nil && sc.stopTerm != nil {
		sc.stopTerm()
		<-sc.termDone
	}
	// Both schedulers stop whatever the other's shutdown returned.
	var errLed error
	if sc.led != nil {
		errLed = sc.led.Shutdown()
	}
	if err := errors.Join(errLed, sc.s.Shutdown()); err != nil {
		return fmt.Errorf("stop scheduler: %w", err)
	}
	return nil
}

func startLevel(quiet bool) slog.Level {
	if quiet {
		return slog.LevelDebug
	}
	return slog.LevelInfo
}
