package relay_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/relay"
)

// A relay restarted while its transaction is unmined, one op a transaction (the default: no executor
// keys, K = 1): the new process knows nothing of the op that transaction carries, whose nonce is still
// free on the latest block, so sent again the op would pass its simulation and go at the key's next
// nonce, and whichever of the two transactions is mined second would revert at the relay's expense.
// The restarted relay's sends wait until the key's transaction from before is mined or cancelled: after
// StuckAfter it cancels it at its nonce; a block takes the cancellation, never the stranded
// transaction; only then does the op go again, and it lands.
func TestRestartedRelayWaitsForItsStrandedTransaction(t *testing.T) {
	e := newAttackEnv(t, nil)
	ctx := context.Background()
	fee, tip := e.viemFees()
	accounts := e.accounts(1, gwei(20_000_000))
	req := e.timedOp(accounts[0], 0, 0, fee, tip)
	stranded, err := e.r.Send(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	e.waitFor("the transaction in the pool", func() bool { return e.pending() == 1 })

	restarted := newRelayEnv(t, e.d, e.d.Client(), relay.Config{WatchInterval: 10 * time.Millisecond, StuckAfter: 300 * time.Millisecond})
	restarted.waitFor("Run to hold sends", func() bool { return relay.LeftoversGated(restarted.r) })
	var again relay.Sent
	done := make(chan struct{})
	go func() { again, err = restarted.r.Send(ctx, req); close(done) }()
	restarted.waitFor("the stranded transaction's cancellation", func() bool { return restarted.metric("vera_relay_bundles_cancelled_total") >= 1 })
	select {
	case <-done:
		t.Fatalf("the op was answered before the stranded transaction was settled: %+v %v", again, err)
	default:
	}
	if n := e.pending(); n != 1 {
		t.Fatalf("the pool holds %d transactions; want the cancellation in place of the stranded one", n)
	}
	e.commit()
	if _, err := e.d.Client().TransactionReceipt(ctx, common.HexToHash(stranded.TxHash)); err == nil {
		t.Fatal("the stranded transaction was mined, not its cancellation")
	}
	e.sealUntil(done)
	if err != nil {
		t.Fatalf("the op once the stranded transaction was cancelled: %v", err)
	}
	e.settleAll()
	restarted.included(again)
	if got := restarted.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
}

// The same restart, the stranded transaction's fees above the cancellation fee ceiling: the restarted
// relay does not know them, so it starts from the market's and doubles them each time the pool refuses
// its cancellation as underpriced, but never past the ceiling; there it stops, counts the round and
// waits. The stranded transaction stays in the pool, the op sent again waits, and once a block takes
// the stranded transaction (its op lands as simulated), the op sent again is refused as already used.
func TestRestartedRelayCancelsNoHigherThanTheCeiling(t *testing.T) {
	e := newAttackEnv(t, nil)
	ctx := context.Background()
	accounts := e.accounts(1, gwei(20_000_000))
	req := e.timedOp(accounts[0], 0, 0, gwei(40), gwei(2))
	stranded, err := e.r.Send(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	e.waitFor("the transaction in the pool", func() bool { return e.pending() == 1 })

	restarted := newRelayEnv(t, e.d, e.d.Client(), relay.Config{WatchInterval: 10 * time.Millisecond, StuckAfter: 50 * time.Millisecond, CancelFeeCap: gwei(12)})
	restarted.waitFor("Run to hold sends", func() bool { return relay.LeftoversGated(restarted.r) })
	done := make(chan struct{})
	go func() { _, err = restarted.r.Send(ctx, req); close(done) }()
	restarted.waitFor("three rounds at the ceiling", func() bool { return restarted.metric("vera_relay_cancellations_at_fee_ceiling_total") >= 3 })
	select {
	case <-done:
		t.Fatalf("the op was answered before the stranded transaction was settled: %v", err)
	default:
	}
	if got := restarted.metric("vera_relay_bundles_cancelled_total"); got != 0 || e.pending() != 1 {
		t.Fatalf("%g cancellations sent, %d transactions in the pool; want none, and the stranded transaction", got, e.pending())
	}
	e.commit()
	if rc, err := e.d.Client().TransactionReceipt(ctx, common.HexToHash(stranded.TxHash)); err != nil || rc.Status != 1 {
		t.Fatalf("the stranded transaction once a block came: %+v %v", rc, err)
	}
	e.sealUntil(done)
	if err == nil {
		t.Fatal("the op the stranded transaction carried was sent again")
	}
	wantCode(t, err, relay.CodeRejectedEntryPoint, "AA25")
	restarted.settleAll()
	if got := restarted.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
}
