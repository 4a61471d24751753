package autopilot

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
)

// TestFailedRunIsExplained: a run whose submission fails (the bundler's key holds no ETH on the
// devnet) is an error run, logged with its cause, user, wallet, run and request id, and counted
// under vera_autopilot_run_failures_total{cause="submission"}.
func TestFailedRunIsExplained(t *testing.T) {
	var log syncBuf
	reg := prometheus.NewRegistry()
	e := newRunEnvWith(t, devnet.Config{}, func(cfg *RunnerConfig) {
		broke, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		cfg.Bundler = chain.NewBundler(cfg.Client, cfg.Deployment.EntryPoint, broke, cfg.Deployment.ChainID)
		cfg.Log = slog.New(slog.NewTextHandler(&log, nil))
		cfg.Metrics = reg
	})
	e.save(nil)
	ctx := WithRequestID(context.Background(), "req-failing-1")
	run, err := e.runner.Run(ctx, ManualKey(e.user, "failing"))
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusError || run.Reason != reasonNotSubmitted {
		t.Fatalf("run %+v, want an error run not submitted", run)
	}
	line := ""
	for _, l := range strings.Split(log.String(), "\n") {
		if strings.Contains(l, "autopilot run failed") {
			line = l
		}
	}
	for _, want := range []string{"cause=submission", "user=" + e.user, "wallet=" + e.wallet.WalletID, "run=" + run.ID, "req=req-failing-1", "err="} {
		if !strings.Contains(line, want) {
			t.Errorf("the failure's log line lacks %q:\n%s", want, log.String())
		}
	}
	if got := failuresCounted(t, reg, causeSubmission); got != 1 {
		t.Errorf("vera_autopilot_run_failures_total{cause=submission} = %v, want 1", got)
	}
	if got := failuresCounted(t, reg, causeSigning); got != 0 {
		t.Errorf("vera_autopilot_run_failures_total{cause=signing} = %v, want 0", got)
	}
}

// TestRevokedGrantIsCountedAsSigning: a run the delegated signer refuses is counted under
// cause="signing".
func TestRevokedGrantIsCountedAsSigning(t *testing.T) {
	reg := prometheus.NewRegistry()
	e := newRunEnvWith(t, devnet.Config{}, func(cfg *RunnerConfig) { cfg.Metrics = reg })
	ctx := context.Background()
	e.save(nil)
	if err := e.store.setGrant(ctx, e.wallet.WalletID, e.user, false, uint64(time.Now().UnixNano()), time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	if run, err := e.runner.Run(ctx, ManualKey(e.user, "revoked")); err != nil || run.Status != StatusError {
		t.Fatalf("run %+v %v, want an error run", run, err)
	}
	if got := failuresCounted(t, reg, causeSigning); got != 1 {
		t.Errorf("vera_autopilot_run_failures_total{cause=signing} = %v, want 1", got)
	}
}

// failuresCounted reads vera_autopilot_run_failures_total{cause} from reg.
func failuresCounted(t *testing.T, reg *prometheus.Registry, cause string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "vera_autopilot_run_failures_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "cause" && l.GetValue() == cause {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	t.Fatalf("vera_autopilot_run_failures_total{cause=%q} is not registered", cause)
	return 0
}

// syncBuf is a log written while a test reads it.
type syncBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
