package pipeline_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/pipeline"
)

type countJob struct {
	n     atomic.Int32
	fail  bool
	panic bool
	block chan struct{}
}

func (j *countJob) Name() string { return "count" }
func (j *countJob) Run(ctx context.Context) error {
	j.n.Add(1)
	if j.panic {
		panic("boom")
	}
	if j.block != nil {
		select {
		case <-j.block:
		case <-ctx.Done():
		}
	}
	if j.fail {
		return errors.New("failed")
	}
	return nil
}

func TestRunsAtStartAndOnInterval(t *testing.T) {
	sc, err := pipeline.New(nil, prometheus.NewRegistry())
	if err != nil {
		t.Fatal(err)
	}
	j := &countJob{}
	if err := sc.Add(context.Background(), j, pipeline.Schedule{Every: 50 * time.Millisecond, AtStart: true}); err != nil {
		t.Fatal(err)
	}
	sc.Start()
	deadline := time.Now().Add(5 * time.Second)
	for j.n.Load() < 3 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := sc.Stop(); err != nil {
		t.Fatal(err)
	}
	if j.n.Load() < 3 {
		t.Fatalf("ran %d times, want at least 3", j.n.Load())
	}
}

func TestRunOnceReportsErrorsAndPanics(t *testing.T) {
	sc, _ := pipeline.New(nil, nil)
	if err := sc.RunOnce(context.Background(), &countJob{fail: true}); err == nil {
		t.Fatal("want error")
	}
	if err := sc.RunOnce(context.Background(), &countJob{panic: true}); err == nil {
		t.Fatal("want error from a panic")
	}
}

func TestStopEndsRunningJob(t *testing.T) {
	sc, _ := pipeline.New(nil, nil)
	ctx, cancel := context.WithCancel(context.Background())
	j := &countJob{block: make(chan struct{})}
	if err := sc.Add(ctx, j, pipeline.Schedule{Every: time.Hour, AtStart: true}); err != nil {
		t.Fatal(err)
	}
	sc.Start()
	deadline := time.Now().Add(10 * time.Second)
	for j.n.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the job did not start within 10 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	done := make(chan error)
	go func() { done <- sc.Stop() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Stop did not return after the context ended")
	}
}
