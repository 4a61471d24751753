package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
)

// With a relay, the app watches the gas money: a refresh-funding job, the two gauges and their
// thresholds on the app's registry, and a /readyz "gas" check with its detail.
func TestGasFundingWired(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	a := newApp(baseConfig{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cp := &chainParts{deployment: d.Manifest(), client: d.Client(), relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)}
	if err := a.addFunding(cp); err != nil {
		t.Fatal(err)
	}
	if len(a.jobs) != 1 || a.jobs[0].job.Name() != "refresh-funding" || len(a.ready) != 1 || a.ready[0].Name != "gas" {
		t.Fatalf("jobs %+v, ready %+v", a.jobs, a.ready)
	}
	ctx := context.Background()
	if err := a.ready[0].Check(ctx); err == nil {
		t.Fatal("gas check passed before the first read")
	}
	if err := a.jobs[0].job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := a.ready[0].Check(ctx); err != nil {
		t.Fatalf("gas check on a funded devnet: %v", err)
	}
	if got := a.ready[0].Detail(); !strings.Contains(got, "paymaster deposit 1000.0000 ETH") || !strings.Contains(got, "relay balance 1000.0000 ETH") {
		t.Fatalf("detail %q", got)
	}
	mfs, err := a.registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, mf := range mfs {
		names[mf.GetName()] = true
	}
	for _, n := range []string{"vera_paymaster_deposit_eth", "vera_relay_balance_eth", "vera_paymaster_deposit_min_eth", "vera_relay_balance_min_eth"} {
		if !names[n] {
			t.Errorf("metric %s not registered", n)
		}
	}
	// With an executor key beside the relay key, its balance is watched too: a key without ETH fails
	// the gas check, named in the detail.
	empty, _ := crypto.GenerateKey()
	m := d.Manifest()
	e := newApp(baseConfig{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cp.executors = []*chain.Bundler{chain.NewBundler(d.Client(), m.EntryPoint, empty, m.ChainID)}
	if err := e.addFunding(cp); err != nil {
		t.Fatal(err)
	}
	if err := e.jobs[0].job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.ready[0].Check(ctx); !errors.Is(err, sponsor.ErrLowFunds) {
		t.Fatalf("gas check with an executor key without ETH: %v", err)
	}
	if got, key := e.ready[0].Detail(), crypto.PubkeyToAddress(empty.PublicKey).Hex(); !strings.Contains(got, "relay balance 0.0000 ETH (the lowest of 2 executor keys: "+key) {
		t.Fatalf("detail %q", got)
	}
	// Without a relay nothing is watched.
	b := newApp(baseConfig{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := b.addFunding(&chainParts{deployment: d.Manifest(), client: d.Client()}); err != nil || len(b.jobs) != 0 || len(b.ready) != 0 {
		t.Fatalf("no relay: %v, %d jobs, %d checks", err, len(b.jobs), len(b.ready))
	}
}
