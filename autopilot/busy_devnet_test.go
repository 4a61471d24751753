package autopilot

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
)

// A run and the user's manual op of one account: the relay lets an account have one op in flight,
// whichever path sent it, so that neither can make the other fail on chain at the relay's expense. A
// run that finds a manual op pending waits for it, and is recorded as skipped with the reason in words
// (nothing sent, the slot not tried again) when it stays pending; one whose manual op is mined while it
// waits goes through; a manual op sent while a run is pending is refused with the run named.
func TestRunWhileAManualOpIsPending(t *testing.T) {
	var rl *relay.Relay
	e := newRunEnvWith(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1}, func(c *RunnerConfig) {
		rl = newTestRelay(t, c)
		c.Bundler, c.BusyWait = rl, time.Second
	})
	ctx := context.Background()
	e.save(nil)
	manual := func(key int64) error {
		_, err := rl.Send(ctx, e.manualOp(rl, 1, key, nil))
		return err
	}
	if err := manual(7); err != nil {
		t.Fatalf("the manual op: %v", err)
	}
	sent := e.pendingRelayTxs()

	key := ManualKey(e.user, "while-manual")
	run, err := e.runner.Run(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusSkipped || run.Reason != reasonAccountBusy {
		t.Fatalf("a run while the account's manual op is pending: %+v, want skipped %q", run, reasonAccountBusy)
	}
	if n := e.pendingRelayTxs(); n != sent {
		t.Fatalf("the relay sent %d transactions for the skipped run", n-sent)
	}
	ns, _, err := e.inbox.List(ctx, e.user)
	if err != nil || len(ns) != 1 || ns[0].Title != "Autopilot skipped a run" || ns[0].Body != reasonAccountBusy {
		t.Fatalf("notifications %+v %v", ns, err)
	}
	if again, err := e.runner.Run(ctx, key); err != nil || again.Status != StatusSkipped || e.pendingRelayTxs() != sent {
		t.Fatalf("the skipped run's key again: %+v %v", again, err)
	}
	e.d.Commit()

	// A run that waits while the manual op is mined goes through.
	if err := manual(8); err != nil {
		t.Fatalf("the second manual op: %v", err)
	}
	patient, err := NewRunner(e.withCfg(func(c *RunnerConfig) { c.BusyWait = time.Minute }))
	if err != nil {
		t.Fatal(err)
	}
	waited := ManualKey(e.user, "waits")
	type outcome struct {
		run Run
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		r, err := patient.Run(ctx, waited)
		done <- outcome{r, err}
	}()
	e.waitFor("the run to reach the relay", func() bool {
		_, ok, err := e.store.loadAttempt(ctx, e.user, waited.id())
		return err == nil && ok
	})
	time.Sleep(2 * busyPoll) // refused at least once while the manual op is pending
	if n := e.pendingRelayTxs(); n != sent+1 {
		t.Fatalf("the relay has sent %d transactions, want %d: the run did not wait", n, sent+1)
	}
	e.d.Commit()
	e.waitFor("the run's transaction", func() bool { return e.pendingRelayTxs() == sent+2 })

	// A manual op while the run is pending is refused, the run named.
	err = manual(9)
	if !strings.Contains(err.Error(), "an Autopilot run); send the next one after it is mined") {
		t.Fatalf("a manual op while a run of the account is pending: %v", err)
	}
	e.d.Commit()
	var o outcome
	select {
	case o = <-done:
	case <-time.After(time.Minute):
		t.Fatal("the run did not end")
	}
	if o.err != nil || o.run.Status != StatusSuccess {
		t.Fatalf("the run that waited: %+v %v", o.run, o.err)
	}
}

// A run the relay's loss bound has no room for (another user's ops in flight hold it) waits for them,
// then is recorded as skipped, not as an error: an attacker who fills the bound must not pause anyone's
// Autopilot.
func TestRunWhileTheLossBoundIsHeld(t *testing.T) {
	var cfg RunnerConfig
	e := newRunEnvWith(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1}, func(c *RunnerConfig) { cfg = *c })
	ctx := context.Background()
	e.save(nil)
	// Another user's op at the paymaster's fee cap holds most of the bound: the run's exposure at the
	// chain's fees fits the bound alone, not beside it.
	probe := newTestRelay(t, &cfg)
	other := e.manualOp(probe, 2, 1, new(big.Int).Set(e.cfg.Gas.MaxFeePerGas))
	held, err := probe.Exposure(other.Op)
	if err != nil {
		t.Fatal(err)
	}
	rl := newTestRelay(t, &cfg, new(big.Int).Add(held, new(big.Int).Quo(held, big.NewInt(20))))
	if _, err := rl.Send(ctx, other); err != nil {
		t.Fatalf("the other user's op: %v", err)
	}
	sent := e.pendingRelayTxs()
	runner, err := NewRunner(e.withCfg(func(c *RunnerConfig) { c.Bundler, c.BusyWait = rl, time.Second }))
	if err != nil {
		t.Fatal(err)
	}
	run, err := runner.Run(ctx, ManualKey(e.user, "no-room"))
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != StatusSkipped || run.Reason != reasonRelayLimit {
		t.Fatalf("a run the loss bound has no room for: %+v, want skipped %q", run, reasonRelayLimit)
	}
	if n := e.pendingRelayTxs(); n != sent {
		t.Fatalf("the relay sent %d transactions for the skipped run", n-sent)
	}
	if c, err := e.svc.Get(ctx, e.user); err != nil || c.ConsecutiveErrs != 0 || !c.Active {
		t.Fatalf("the config after the skip: %+v %v", c, err)
	}
}

// newTestRelay is the service's relay over c's chain and sponsor, its watcher running; bound is its
// loss bound (nil: the default).
func newTestRelay(t testing.TB, c *RunnerConfig, bound ...*big.Int) *relay.Relay {
	t.Helper()
	m := c.Deployment
	cfg := relay.Config{ChainID: m.ChainID, EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Sponsor: c.Sponsor,
		Limits: c.Sponsor.Limits(), Bundler: chain.NewBundler(c.Client, m.EntryPoint, devnet.RelayKey(), m.ChainID), Client: c.Client,
		AccountFactory: m.AccountFactory, WatchInterval: 10 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if len(bound) > 0 {
		cfg.LossBound = bound[0]
	}
	r, err := relay.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	t.Cleanup(func() {
		stop()
		<-done
	})
	return r
}

// manualOp is demo user n's own sponsored op (an approve) on nonce key key of its account, as the
// web app sends it through the relay: sponsored, then signed by the owner; fee nil is the chain's.
func (e *runEnv) manualOp(rl *relay.Relay, n int, key int64, fee *big.Int) relay.Request {
	e.t.Helper()
	ctx := context.Background()
	tip, err := e.d.Client().SuggestGasTipCap(ctx)
	if err != nil {
		e.t.Fatal(err)
	}
	head, err := e.d.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	if fee == nil {
		fee = new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	}
	req := relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: chain.UserOp{
		Sender: e.m.DemoUsers[n-1].SmartAccount, Nonce: new(big.Int).Lsh(big.NewInt(key), 64),
		CallData:     veraaccount.NewVeraAccount().PackExecute(e.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(e.m.Permit2, big.NewInt(key))),
		CallGasLimit: 80_000, VerificationGasLimit: 150_000, PreVerificationGas: 100_000, MaxFeePerGas: fee, MaxPriorityFeePerGas: tip,
	}}
	s, err := rl.Sponsor(ctx, req)
	if err != nil {
		e.t.Fatalf("sponsor the manual op: %v", err)
	}
	pm := common.HexToAddress(s.Paymaster)
	req.Op.Paymaster, req.Op.PaymasterData = &pm, common.FromHex(s.PaymasterData)
	req.Op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(s.PaymasterVerificationGasLimit)
	req.Op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(s.PaymasterPostOpGasLimit)
	owner, err := devnet.DemoOwnerKey(n)
	if err != nil {
		e.t.Fatal(err)
	}
	if req.Op.Signature, err = chain.NewKeySigner(owner).SignDigest(ctx, common.HexToHash(s.UserOpHash)); err != nil {
		e.t.Fatal(err)
	}
	return req
}

// withCfg is the env's runner configuration adjusted by tune.
func (e *runEnv) withCfg(tune func(*RunnerConfig)) RunnerConfig {
	c := e.cfg
	tune(&c)
	return c
}

// pendingRelayTxs counts the relay's transactions, mined or waiting in the pool.
func (e *runEnv) pendingRelayTxs() uint64 {
	e.t.Helper()
	// The pool takes a sent transaction into its pending nonce in the background (chain/bundler.go):
	// without this a count read right after a send may miss it, and a later count then shows a
	// transaction nobody sent since.
	e.d.SyncPool()
	n, err := e.d.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey))
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// waitFor polls cond until it holds.
func (e *runEnv) waitFor(what string, cond func() bool) {
	e.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			e.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
