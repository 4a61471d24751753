package relay_test

import (
	"context"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// The budget race: an owner's sponsored ops (fresh accounts of new salts; other nonce keys of one
// account, before an account could have only one op in flight) each passed the check of the budgets
// against the chain's spend, since nothing was charged yet, all passed the simulation on the latest
// block, and all were sent; on chain, validation charges each op's maximum cost, and the ops past the
// owner's budget reverted (AA33 OwnerBudgetExceeded) at the relay's expense. The relay now holds the
// maximum cost of its sponsored ops in flight against the budgets: of twelve sent at once, only those
// that fit are sent, none reverts, the relay loses nothing; and once they are mined, their holds are
// given back.
func TestInFlightSponsoredOpsHoldTheBudgets(t *testing.T) {
	fee := gwei(2) // tip = fee cap: the ops pay their fee cap, so their charges settle close to their maximum
	probe := approveGas(fee)
	perOp := probe.MaxCost()
	const fits, ops = 3, 12
	limits := devnet.DefaultPaymasterLimits()
	limits.OwnerBudgetPerPeriod = new(big.Int).Add(new(big.Int).Mul(perOp, big.NewInt(fits)), new(big.Int).Quo(perOp, big.NewInt(2)))
	e := newSponsoredEnv(t, &limits)
	ctx := context.Background()

	reqs := make([]relay.Request, 0, ops)
	for i := range ops {
		reqs = append(reqs, e.sponsored(1, e.freshOp(1, int64(100+i), fee, fee)))
	}
	balanceBefore := e.relayBalance()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var sent []relay.Sent
	var refused []error
	for _, req := range reqs {
		wg.Go(func() {
			s, err := e.r.Send(ctx, req)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				refused = append(refused, err)
				return
			}
			sent = append(sent, s)
		})
	}
	wg.Wait()
	for _, err := range refused {
		wantCode(t, err, relay.CodeRejectedPaymaster, "budget")
	}
	if len(sent) != fits {
		t.Fatalf("%d ops sent, %d refused; want the %d that fit the owner's budget (%s wei, %s wei each)", len(sent), len(refused), fits,
			limits.OwnerBudgetPerPeriod, perOp)
	}
	held := new(big.Int).Mul(perOp, big.NewInt(fits))
	e.waitFor("the watcher to report the holds", func() bool { return e.metric("vera_relay_sponsored_in_flight_eth") == sponsor.ETH(held) })
	e.commitAll(fits)
	charged := new(big.Int)
	for _, s := range sent {
		e.included(s)
		charged.Add(charged, e.actualCost(s))
	}
	e.waitFor("the watcher to give the holds back", func() bool { return e.metric("vera_relay_sponsored_in_flight_eth") == 0 })
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if got := e.metric("vera_relay_loss_eth_total"); got != 0 {
		t.Fatalf("the relay lost %g ETH", got)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}
	// Not the attack unless ops sent without the holds would have reverted: on chain, op k passes while
	// the charges settled before it plus its own maximum fit the budget.
	average := new(big.Int).Quo(charged, big.NewInt(fits))
	naive := 0
	for spent := new(big.Int); new(big.Int).Add(spent, perOp).Cmp(limits.OwnerBudgetPerPeriod) <= 0; spent.Add(spent, average) {
		naive++
	}
	if naive >= ops {
		t.Fatalf("all %d ops would have passed on chain without the holds (%d fit): not the attack", ops, naive)
	}
	t.Logf("%d sponsored ops of one owner at once: %d sent, %d refused; %s wei charged (%s each at most); without the holds %d would have reverted on chain",
		ops, len(sent), len(refused), charged, perOp, ops-naive)

	// The holds are given back once mined: the owner's next op fits what the chain has charged.
	next, err := e.r.Send(ctx, e.sponsored(1, e.approveOp(1, ops, fee, fee)))
	if err != nil {
		t.Fatalf("the owner's next op once its ops are mined: %v", err)
	}
	e.commitAll(1)
	e.included(next)
}

// approveGas is the gas of approveOp with the devnet paymaster's gas limits, at fee (tip = fee).
func approveGas(fee *big.Int) chain.UserOpGas {
	l := devnet.DefaultPaymasterLimits()
	return chain.UserOpGas{VerificationGasLimit: 400_000, CallGasLimit: 80_000, PreVerificationGas: 100_000,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit,
		MaxFeePerGas: fee, MaxPriorityFeePerGas: fee}
}

// actualCost is what the paymaster was charged for a mined op (its actualGasCost).
func (e *attackEnv) actualCost(s relay.Sent) *big.Int {
	e.t.Helper()
	rc, err := e.r.Receipt(context.Background(), common.HexToHash(s.UserOpHash))
	if err != nil || rc.ActualGasCost == nil {
		e.t.Fatalf("receipt of %s: %v", s.UserOpHash, err)
	}
	v, ok := new(big.Int).SetString(*rc.ActualGasCost, 10)
	if !ok {
		e.t.Fatalf("actualGasCost %q", *rc.ActualGasCost)
	}
	return v
}
