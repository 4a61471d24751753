package relay_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
)

// Forged ops held a victim's budget: the relay held a sponsored op's maximum cost against its owner's
// budget before anything had checked the op's signature, and the paymaster's sponsorship of an op is
// anyone's for the asking (the route is public; the policy asks only that the owner be known). A
// stranger with no token and no ETH kept forged ops of a victim's counterfactual accounts in flight, and
// the victim's genuine ops found the budget held: 26 of 30 were refused with -32501. The owner's
// signature is now recovered first, off chain, and nothing is held before the op has passed its
// simulation: 1,000 forged ops from 1,000 forger keys, sent among the victim's 30 genuine ops, are each
// refused for their signature, and every genuine op is sent and mined although the owner's budget
// leaves no room for one forged hold.
func TestForgedOpsHoldNothing(t *testing.T) {
	const genuine, forgers = 30, 1000
	fee := gwei(2)                     // tip = fee cap: the ops pay their fee cap, so their charges settle close to their maximum
	perOp := approveGas(fee).MaxCost() // freshOp's gas too
	limits := devnet.DefaultPaymasterLimits()
	limits.OwnerBudgetPerPeriod = new(big.Int).Add(new(big.Int).Mul(perOp, big.NewInt(genuine)), new(big.Int).Quo(perOp, big.NewInt(2)))
	e := newSponsoredEnv(t, &limits)
	ctx := context.Background()

	// The victim's genuine ops, each from a fresh account of its own; the forgers' ops for the same
	// accounts, sponsored by the relay and signed by 1,000 keys.
	var reqs []relay.Request
	isGenuine := map[int]bool{}
	for i := range genuine {
		isGenuine[len(reqs)] = true
		reqs = append(reqs, e.sponsored(1, e.freshOp(1, int64(100+i), fee, fee)))
	}
	keys := make([]*ecdsa.PrivateKey, forgers)
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
		reqs = append(reqs, e.signedBy(k, e.freshOp(1, int64(100+i%genuine), fee, fee)))
	}
	order := rand.Perm(len(reqs))
	balanceBefore := e.relayBalance()

	var mu sync.Mutex
	var sent []relay.Sent
	var genuineRefused, forgedRefused []error
	forgedSent := 0
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for range 32 {
		wg.Go(func() {
			for i := range jobs {
				s, err := e.r.Send(ctx, reqs[i])
				mu.Lock()
				switch {
				case isGenuine[i] && err == nil:
					sent = append(sent, s)
				case isGenuine[i]:
					genuineRefused = append(genuineRefused, err)
				case err == nil:
					forgedSent++
				default:
					forgedRefused = append(forgedRefused, err)
				}
				mu.Unlock()
			}
		})
	}
	for _, i := range order {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	elapsed := time.Since(start)
	if forgedSent > 0 {
		t.Fatalf("%d forged ops were sent", forgedSent)
	}
	if len(genuineRefused) > 0 {
		t.Fatalf("%d of the victim's %d genuine ops were refused among %d forged ones, first: %v", len(genuineRefused), genuine, forgers, genuineRefused[0])
	}
	for _, err := range forgedRefused {
		wantCode(t, err, relay.CodeInvalidSignature, "not the owner's")
	}
	e.commitAll(genuine)
	for _, s := range sent {
		e.included(s)
	}
	e.waitFor("the watcher to give the holds back", func() bool { return e.metric("vera_relay_sponsored_in_flight_eth") == 0 })
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}
	t.Logf("%d forged ops from %d keys and %d genuine ops in %s: every forged op refused for its signature, every genuine op sent and mined (the owner's budget: %s wei, %s wei per op at most)",
		forgers, len(keys), genuine, elapsed.Round(time.Millisecond), limits.OwnerBudgetPerPeriod, perOp)
}
