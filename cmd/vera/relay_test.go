package main

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
)

func TestRelayFlags(t *testing.T) {
	parse := func(args ...string) (relayConfig, error) {
		t.Helper()
		f := newFlags("test")
		var c relayConfig
		c.register(f)
		if err := f.parse(args); err != nil {
			t.Fatal(err)
		}
		_, err := c.lossBound()
		return c, err
	}
	c, err := parse()
	if err != nil || c.SimulationMargin != relay.DefaultSimulationMargin || c.ThrottleFor != relay.DefaultThrottleFor {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	if wei, _ := c.lossBound(); wei.Cmp(relay.DefaultLossBound()) != 0 {
		t.Fatalf("default loss bound %s wei, want %s", wei, relay.DefaultLossBound())
	}
	t.Setenv("VERA_RELAY_LOSS_BOUND", "0.25")
	c, err = parse("--relay-sim-margin", "20s", "--relay-throttle", "1h")
	if wei, _ := c.lossBound(); err != nil || wei.String() != "250000000000000000" || c.SimulationMargin != 20*time.Second || c.ThrottleFor != time.Hour {
		t.Fatalf("set: %+v %v", c, err)
	}
	for _, bad := range []string{"0", "-1", "one"} {
		if _, err := parse("--relay-loss-bound", bad); err == nil {
			t.Errorf("--relay-loss-bound %s: no error", bad)
		}
	}

	// The cancellation fee ceiling: 100 gwei, or the flag's gwei; never zero, negative or not a number.
	c, _ = parse()
	if wei, err := c.cancelFeeCap(); err != nil || wei.Cmp(relay.DefaultCancelFeeCap()) != 0 {
		t.Fatalf("default cancellation fee ceiling %s wei (%v), want %s", wei, err, relay.DefaultCancelFeeCap())
	}
	c, _ = parse("--relay-cancel-max-fee", "2.5")
	if wei, err := c.cancelFeeCap(); err != nil || wei.String() != "2500000000" {
		t.Fatalf("--relay-cancel-max-fee 2.5: %s wei (%v), want 2500000000", wei, err)
	}
	for _, bad := range []string{"0", "-1", "one"} {
		c, _ = parse("--relay-cancel-max-fee", bad)
		if _, err := c.cancelFeeCap(); err == nil {
			t.Errorf("--relay-cancel-max-fee %s: no error", bad)
		}
	}

	// Bundles: one op a transaction from the relay key by default; K, the gas, the stuck bound and
	// more executor keys from the flags or their variables.
	if c, _ = parse(); c.BundleOps != 1 || c.BundleGas != relay.DefaultBundleGas || c.StuckAfter != relay.DefaultStuckAfter || c.BundleWait != 0 || c.ExecutorKeys != "" {
		t.Fatalf("bundle defaults: %+v", c)
	}
	key, err := devnet.DevKey(5)
	if err != nil {
		t.Fatal(err)
	}
	hexKey := hex.EncodeToString(crypto.FromECDSA(key))
	t.Setenv("VERA_RELAY_BUNDLE_OPS", "10")
	t.Setenv("VERA_RELAY_BUNDLE_WAIT", "250ms")
	c, _ = parse("--relay-stuck-after", "1m", "--relay-executor-keys", " 0x"+hexKey+", ,"+hexKey)
	if c.BundleOps != 10 || c.StuckAfter != time.Minute || c.BundleWait != 250*time.Millisecond {
		t.Fatalf("bundle flags: %+v", c)
	}
	d := &chain.Deployment{ChainID: devnet.ChainID}
	if ex, err := c.executors(nil, d); err != nil || len(ex) != 2 || ex[0].Address() != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("executor keys: %d %v", len(ex), err)
	}
	c.ExecutorKeys = hexKey + ",nothex"
	if _, err := c.executors(nil, d); err == nil || strings.Contains(err.Error(), "nothex") {
		t.Fatalf("a bad executor key: %v (the error must not echo it)", err)
	}
}

// `vera dev` runs the relay with its metrics on the app's registry and its watcher stopped with the
// app; with an executor key (a fresh one, which dev allows on its paymaster and funds, so the relay
// key and gas checks pass), the sponsor names it or the relay key for each sender, as the sender's
// hash picks, in the stub data of every demo user's op (the three demo accounts all hash to the
// executor key).
func TestDevRunsTheRelayWatcher(t *testing.T) {
	executor, err := crypto.GenerateKey() // a key the devnet never heard of: dev allows and funds it
	if err != nil {
		t.Fatal(err)
	}
	a, dataDir := buildTestDev(t, "--relay-loss-bound", "0.5", "--relay-bundle-ops", "4",
		"--relay-executor-keys", hex.EncodeToString(crypto.FromECDSA(executor)))
	for _, j := range a.jobs {
		if j.job.Name() == "refresh-funding" {
			if err := j.job.Run(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, rc := range a.ready {
		if rc.Name == "relay key" || rc.Name == "gas" {
			if err := rc.Check(context.Background()); err != nil {
				t.Errorf("ready check %s with a fresh executor key: %v", rc.Name, err)
			}
		}
	}
	m, err := chain.LoadDeployment(filepath.Join(dataDir, devnetManifest))
	if err != nil {
		t.Fatal(err)
	}
	keys := []common.Address{crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), crypto.PubkeyToAddress(executor.PublicKey)}
	for _, u := range m.DemoUsers {
		f, err := a.relay.PaymasterStubData(context.Background(), chain.UserOp{Sender: u.SmartAccount, Nonce: common.Big0,
			CallData: veraaccount.NewVeraAccount().PackExecute(m.USDG, common.Big0, usdg.NewUSDG().PackApprove(m.Permit2, common.Big1))})
		if err != nil {
			t.Fatalf("stub data of %s's op: %v", u.UserID, err)
		}
		sp, ok := chain.SponsorshipOf(f.PaymasterData)
		h := crypto.Keccak256(u.SmartAccount[:])
		want := keys[binary.BigEndian.Uint64(h[:8])%2]
		if !ok || sp.Relay != want {
			t.Fatalf("%s's stub data names %s, want %s", u.UserID, sp.Relay.Hex(), want.Hex())
		}
	}
	mfs, err := a.registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		for _, m := range mf.GetMetric() {
			got[mf.GetName()] = m.GetGauge().GetValue() + m.GetCounter().GetValue()
		}
	}
	for _, n := range []string{"vera_relay_loss_eth_total", "vera_relay_failed_after_simulation_total", "vera_relay_loss_last_hour_eth",
		"vera_relay_bundles_cancelled_total"} {
		if _, ok := got[n]; !ok {
			t.Errorf("metric %s not registered", n)
		}
	}
	if got["vera_relay_loss_bound_eth"] != 0.5 {
		t.Errorf("vera_relay_loss_bound_eth = %g, want 0.5", got["vera_relay_loss_bound_eth"])
	}
	if !slices.ContainsFunc(a.life.stops, func(s stopStep) bool { return s.name == "relay watcher" }) {
		t.Fatal("the relay watcher is not stopped with the app")
	}
	stopped := make(chan struct{})
	go func() { a.life.stopAll(); close(stopped) }()
	select {
	case <-stopped:
	case <-time.After(30 * time.Second):
		t.Fatal("the app did not stop")
	}
}
