package pipeline_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/pipeline"
)

// stampJob records when each replica started it and holds each run until its context ends or
// hold passes.
type stampJob struct {
	mu       sync.Mutex
	starts   []time.Time
	by       []int
	canceled int
	hold     time.Duration
}

func (j *stampJob) Name() string { return "stamp" }

func (j *stampJob) run(replica int) pipeline.Job { return replicaJob{j, replica} }

type replicaJob struct {
	j       *stampJob
	replica int
}

func (r replicaJob) Name() string { return r.j.Name() }
func (r replicaJob) Run(ctx context.Context) error {
	r.j.mu.Lock()
	r.j.starts = append(r.j.starts, time.Now())
	r.j.by = append(r.j.by, r.replica)
	hold := r.j.hold
	r.j.mu.Unlock()
	select {
	case <-ctx.Done():
		r.j.mu.Lock()
		r.j.canceled++
		r.j.mu.Unlock()
	case <-time.After(hold):
	}
	return nil
}

func dialZK(t *testing.T, root string) *coord.ZK {
	t.Helper()
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: hosts, SessionTimeout: 4 * time.Second, Root: root})
	if err != nil {
		t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
	}
	return z
}

// TestOneReplicaRunsEachSlot is the attack of three replicas scheduling one job: only the
// leader runs it; when the leader leaves mid-run its run is canceled, another replica takes
// over, and no two runs of the job by different replicas start less than half an interval apart.
func TestOneReplicaRunsEachSlot(t *testing.T) {
	root := "/vera-test-pipeline-" + time.Now().Format("150405.000000")
	const every = 200 * time.Millisecond
	job := &stampJob{hold: 50 * time.Millisecond}
	zs := make([]*coord.ZK, 3)
	scs := make([]*pipeline.Scheduler, 3)
	for i := range zs {
		zs[i] = dialZK(t, root)
		sc, err := pipeline.NewLed(nil, prometheus.NewRegistry(), zs[i])
		if err != nil {
			t.Fatal(err)
		}
		if err := sc.Add(context.Background(), job.run(i), pipeline.Schedule{Every: every, AtStart: true}); err != nil {
			t.Fatal(err)
		}
		sc.Start()
		scs[i] = sc
	}
	defer func() {
		for i := range zs {
			_ = scs[i].Stop()
			zs[i].Close()
		}
	}()
	// Wait for a few runs rather than a fixed time: on a loaded machine each run's Lead and Claim
	// round trips to ZooKeeper may take far longer than the interval.
	waitFor(t, "three runs of the job", func() bool { return len(job.by) >= 3 }, &job.mu)
	job.mu.Lock()
	first := slices.Clone(job.by)
	job.hold = time.Hour // the next run is still going when its leader leaves
	job.mu.Unlock()
	leader := first[len(first)-1]
	for _, r := range first {
		if r != leader {
			t.Fatalf("runs by replicas %v: more than one ran the job", first)
		}
	}
	// The leader must be inside a one-hour run when it leaves: wait until one has started.
	waitFor(t, "a run started after the hold changed", func() bool { return len(job.by) > len(first) }, &job.mu)
	job.mu.Lock()
	if r := job.by[len(first)]; r != leader {
		job.mu.Unlock()
		t.Fatalf("runs by replicas %v: more than one ran the job", job.by)
	}
	job.mu.Unlock()
	zs[leader].Close()
	waitFor(t, "the leaving leader's run canceled and another replica's run started", func() bool {
		return job.canceled > 0 && slices.ContainsFunc(job.by[len(first):], func(r int) bool { return r != leader })
	}, &job.mu)
	job.mu.Lock()
	defer job.mu.Unlock()
	// The gap is the election's property where the runner changes: a new leader waits out the old
	// one's slot. One replica's own runs are paced by its scheduler, which on a loaded machine may
	// start a late run and the next one on time, closer than half an interval.
	for i := 1; i < len(job.starts); i++ {
		if job.by[i] == job.by[i-1] {
			continue
		}
		if gap := job.starts[i].Sub(job.starts[i-1]); gap < every/2 {
			t.Fatalf("runs %d and %d started %s apart (replicas %d, %d), want at least %s", i-1, i, gap, job.by[i-1], job.by[i], every/2)
		}
	}
}

// waitFor polls cond, called with mu held, until it holds; it fails the test if it does not within
// a deadline long enough that only a broken behaviour, not a slow machine, reaches it.
func waitFor(t *testing.T, what string, cond func() bool, mu *sync.Mutex) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		mu.Lock()
		ok := cond()
		mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s after 30 s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
