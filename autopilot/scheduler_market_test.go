package autopilot

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/market"
)

// A tick that starts before the process's first market build (a serve starting with runs that fell
// due while it was down) waits for it, then runs what is due; a tick ended while it waits runs
// nothing and leaves the slot due.
func TestTickWaitsForTheMarket(t *testing.T) {
	var asked atomic.Int32
	var built atomic.Bool
	var stop context.CancelFunc
	e := newRunEnvWith(t, devnet.Config{}, func(cfg *RunnerConfig) {
		panel := cfg.Panel
		cfg.Panel = func() *market.Panel {
			if !built.Load() {
				switch n := asked.Add(1); {
				case n == 3 && stop != nil:
					stop() // the first tick ends while it waits
				case n == 2 && stop == nil:
					built.Store(true) // the build lands while the second tick waits
				}
				return nil
			}
			return panel()
		}
	})
	c := e.save(map[string]any{"cadence": "daily"})
	now := c.NextRunAt.Add(time.Second)
	cfg := e.cfg
	cfg.Now = func() time.Time { return now }
	r, err := NewRunner(cfg)
	if err != nil {
		t.Fatal(err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	stop = cancel
	if n, err := r.Tick(ctx); n != 0 || !errors.Is(err, context.Canceled) {
		t.Fatalf("a tick ended before the market build: %d run(s), %v", n, err)
	}
	if runs, _ := e.store.Runs(context.Background(), e.user, 20); len(runs) != 0 {
		t.Fatalf("a tick without a market recorded %+v", runs)
	}

	stop = nil
	asked.Store(0)
	if n, err := r.Tick(context.Background()); n != 1 || err != nil {
		t.Fatalf("the tick after the build: %d run(s), %v", n, err)
	}
	runs, _ := e.store.Runs(context.Background(), e.user, 20)
	if len(runs) != 1 || runs[0].Status != StatusSuccess {
		t.Fatalf("runs %+v, want the due slot's, settled", runs)
	}
}
