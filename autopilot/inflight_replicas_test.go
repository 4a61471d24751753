package autopilot

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/coord"
)

// TestRunInFlightAcrossReplicas is the attack of one account's runs sent to three replicas at
// once: each replica's runner has its own in-flight map (as three processes do) and its own
// ZooKeeper session; of 20 concurrent runs exactly one executes and the rest are refused as in
// flight.
func TestRunInFlightAcrossReplicas(t *testing.T) {
	e := newRunEnv(t)
	ctx := context.Background()
	e.save(nil)
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	root := "/vera-test-inflight-" + time.Now().Format("150405.000000")
	runners := make([]*Runner, 3)
	gate := newSubmitGate(e.cfg.Bundler, 20)
	for i := range runners {
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		z, err := coord.DialZK(dctx, coord.ZKConfig{Hosts: hosts, SessionTimeout: 4 * time.Second, Root: root})
		cancel()
		if err != nil {
			t.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
		}
		t.Cleanup(z.Close)
		cfg := e.cfg
		cfg.Instance = fmt.Sprint("replica-", i)
		cfg.InFlight = z
		cfg.Bundler = gate
		if runners[i], err = NewRunner(cfg); err != nil {
			t.Fatal(err)
		}
	}
	runBurst(t, e.user, gate, func(i int) *Runner { return runners[i%3] })
}

// BenchmarkRunCoordLock is the cost of the replicas' in-flight lock on a run: the same account's
// manual runs on the devnet, alternately without and with the slot held in ZooKeeper (a create,
// a read and a delete), a second apart. It reports each variant's median.
func BenchmarkRunCoordLock(b *testing.B) {
	e := newRunEnv(b)
	ctx := context.Background()
	e.save(map[string]any{"maxPerPeriodUsd": 1_000_000})
	hosts := []string{"127.0.0.1:12181"}
	if h := os.Getenv("VERA_TEST_COORD_HOSTS"); h != "" {
		hosts = strings.Split(h, ",")
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	z, err := coord.DialZK(dctx, coord.ZKConfig{Hosts: hosts, Root: "/vera-bench"})
	cancel()
	if err != nil {
		b.Fatalf("ZooKeeper at %v is required (start it with scripts/cluster.sh up, or set VERA_TEST_COORD_HOSTS): %v", hosts, err)
	}
	defer z.Close()
	cfg := e.cfg
	cfg.InFlight = z
	locked, err := NewRunner(cfg)
	if err != nil {
		b.Fatal(err)
	}
	var without, with []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		time.Sleep(time.Second) // one assessment per user per second
		r := e.runner
		if i%2 == 1 {
			r = locked
		}
		b.StartTimer()
		start := time.Now()
		if _, err := r.Run(ctx, ManualKey(e.user, fmt.Sprint("bench-", i))); err != nil {
			b.Fatalf("run %d: %v", i, err)
		}
		took := time.Since(start)
		if i%2 == 1 {
			with = append(with, took)
		} else {
			without = append(without, took)
		}
	}
	b.StopTimer()
	median := func(ds []time.Duration) float64 {
		if len(ds) == 0 {
			return 0
		}
		slices.Sort(ds)
		return float64(ds[len(ds)/2].Microseconds()) / 1000
	}
	b.ReportMetric(median(without), "p50-ms-without")
	b.ReportMetric(median(with), "p50-ms-with-lock")
}
