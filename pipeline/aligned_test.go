package pipeline_test

import (
	"context"
	"testing"
	"time"

	"github.com/vera-invest/vera/pipeline"
)

func TestNextAligned(t *testing.T) {
	f := func(now string, every time.Duration, want string) {
		t.Helper()
		n, _ := time.Parse(time.RFC3339, now)
		if got := pipeline.NextAligned(n, every).Format(time.RFC3339); got != want {
			t.Errorf("NextAligned(%s, %v) = %s, want %s", now, every, got, want)
		}
	}
	f("2026-11-23T14:37:12Z", time.Hour, "2026-11-23T15:00:00Z")
	f("2026-11-23T14:00:00Z", time.Hour, "2026-11-23T15:00:00Z")
	f("2026-11-23T23:59:59Z", time.Hour, "2026-11-24T00:00:00Z")
	f("2026-11-23T16:37:12+02:00", time.Hour, "2026-11-23T15:00:00Z") // wall clock in UTC
	f("2026-11-23T14:37:12Z", 15*time.Minute, "2026-11-23T14:45:00Z")
	f("2026-11-23T14:37:12Z", 24*time.Hour, "2026-11-24T00:00:00Z")
}

// An hourly aligned job's next run is the next full hour, whenever the scheduler starts.
func TestAlignedSchedule(t *testing.T) {
	sc, err := pipeline.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	job := &countJob{}
	before := time.Now()
	if err := sc.Add(ctx, job, pipeline.Schedule{Every: time.Hour, Aligned: true}); err != nil {
		t.Fatal(err)
	}
	sc.Start()
	defer sc.Stop()
	next, ok := sc.NextRun(job.Name())
	if !ok {
		t.Fatal("no next run")
	}
	want := pipeline.NextAligned(before, time.Hour)
	if !next.Equal(want) && !next.Equal(want.Add(time.Hour)) {
		t.Fatalf("next run %s, want %s", next.UTC(), want)
	}
	if next.UTC().Minute() != 0 || next.UTC().Second() != 0 || next.Nanosecond() != 0 {
		t.Fatalf("next run %s is not on the hour", next.UTC())
	}
	if job.n.Load() != 0 {
		t.Fatal("an aligned job ran at start")
	}
	if err := sc.Add(ctx, &countJob{}, pipeline.Schedule{Every: time.Hour, Aligned: true, AtStart: true}); err == nil {
		t.Fatal("aligned and at-start accepted together")
	}
}
