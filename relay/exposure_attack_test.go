package relay_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// What the relay stands to lose on a sponsored op until it is mined (its transaction's intrinsic gas,
// the EntryPoint's work and the op's validation gas, at its fee cap) counts under the loss bound, as an
// unsponsored op's whole transaction does. 300 sponsored ops from as many senders, sent while nothing
// is mined: the first 200 are sent, exactly what the bound holds, and the other 100 are refused with
// -32504; once the 200 are mined the watcher gives their exposure back and the 100 are sent and mined.
func TestExposureInFlightHoldsTheLossBound(t *testing.T) {
	const ops, fit = 300, 200
	e := newSponsoredEnvWith(t, nil, relay.Config{LossBound: new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))})
	fee, tip := e.viemFees()
	reqs := make([]relay.Request, ops)
	exposures := make([]*big.Int, ops)
	for i := range reqs {
		n := 1 + i%3 // three owners: the budgets are not what refuses
		key, err := devnet.DemoOwnerKey(n)
		if err != nil {
			t.Fatal(err)
		}
		reqs[i] = e.sponsoredFast(key, e.m.DemoUsers[n-1].Owner, e.freshOpOf(e.m.DemoUsers[n-1].Owner, int64(2000+i), fee, tip))
		if exposures[i], err = e.r.Exposure(reqs[i].Op); err != nil {
			t.Fatal(err)
		}
	}
	bound := new(big.Int).Quo(exposures[0], big.NewInt(2))
	for _, x := range exposures[:fit] {
		bound.Add(bound, x)
	}
	e = e.withRelay(relay.Config{LossBound: bound}) // the relay the ops name, with the bound set
	ctx := context.Background()
	balanceBefore := e.relayBalance()

	var sent []relay.Sent
	var refused []relay.Request
	held := new(big.Int)
	for i, req := range reqs {
		s, err := e.r.Send(ctx, req)
		if err != nil {
			wantCode(t, err, relay.CodeThrottled, "the relay's ops in flight could cost it up to")
			if new(big.Int).Add(held, exposures[i]).Cmp(bound) <= 0 {
				t.Fatalf("op %d refused with %s wei held and %s wei its own, within the bound of %s wei: %v", i, held, exposures[i], bound, err)
			}
			refused = append(refused, req)
			continue
		}
		held.Add(held, exposures[i])
		sent = append(sent, s)
	}
	if len(sent) != fit {
		t.Fatalf("%d ops sent, %d refused; want the %d the bound holds", len(sent), len(refused), fit)
	}
	e.waitFor("the watcher to report the exposure", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == sponsor.ETH(held) })
	e.mineAll(fit)
	for _, s := range sent {
		e.included(s)
	}
	e.waitFor("the watcher to give the exposure back", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })
	var again []relay.Sent
	for _, req := range refused {
		s, err := e.r.Send(ctx, req)
		if err != nil {
			t.Fatalf("an op refused while the bound was held, once the ops in flight are mined: %v", err)
		}
		again = append(again, s)
	}
	e.mineAll(len(again))
	for _, s := range again {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}
	t.Logf("%d sponsored ops from %d senders at once under a bound of %s wei (%s wei each, %s gas at %s wei): %d sent, %d refused and sent once those were mined",
		ops, ops, bound, exposures[0], new(big.Int).Quo(exposures[0], fee), fee, len(sent), len(refused))
}

// A way around the one op in flight: the op's validation fails at inclusion because of a transaction
// that is not the relay's. Here an attacker deploys each fresh account (the factory's createAccount is
// anyone's to call) just ahead of the relay's handleOps that would deploy it, so each sponsored op
// reverts with AA10 at the relay's expense. Round after round, each from a fresh owner the service
// vouched for (a failure throttles the op's sender and owner), the relay sends only what its bound
// holds, and what it loses in all stays within the bound; in the end it refuses every op, sponsored
// ones included.
func TestFailuresAtInclusionStayWithinTheBound(t *testing.T) {
	e := newSponsoredEnv(t, nil)
	fee, tip := e.viemFees()
	probe := e.sponsoredFast(mustKey(t), common.Address{1}, e.freshOpOf(common.Address{1}, 0, fee, tip))
	exposure, err := e.r.Exposure(probe.Op)
	if err != nil {
		t.Fatal(err)
	}
	bound := new(big.Int).Mul(exposure, big.NewInt(10))
	e = e.withRelay(relay.Config{LossBound: bound})
	ctx := context.Background()
	factory := veraaccountfactory.NewVeraAccountFactory()
	balanceBefore := e.relayBalance()

	failed, rounds := 0, 0
	var last error
	for rounds < 200 {
		rounds++
		// The relay's fees as a client reads them, the attacker's tip one wei above: a block the
		// loaded devnet closed on the attacker's transactions alone moves the suggested tip by a wei.
		fee, tip := e.viemFees()
		ahead := new(big.Int).Add(tip, common.Big1)
		key := mustKey(t)
		owner := crypto.PubkeyToAddress(key.PublicKey)
		sponsortest.Vouch(t, e.owners, fmt.Sprintf("round-%d", rounds), owner)
		nonce := e.nonceOf(e.attacker)
		admitted := 0
		for salt := int64(0); ; salt++ {
			o := e.freshOpOf(owner, salt, fee, tip)
			if _, err := e.r.Send(ctx, e.sponsoredFast(key, owner, o)); err != nil {
				wantCode(t, err, relay.CodeThrottled, "")
				last = err
				break
			}
			// The account deployed ahead of the relay's transaction: a higher tip comes first.
			e.send(e.attacker, nonce, &e.m.AccountFactory, nil, factory.PackCreateAccount(owner, big.NewInt(salt)), 500_000, ahead)
			nonce++
			admitted++
		}
		if admitted == 0 {
			break
		}
		failed += admitted
		e.mineAll(2 * admitted)
		e.waitFor(fmt.Sprintf("round %d's %d failures to be counted", rounds, admitted), func() bool {
			return e.metric("vera_relay_failed_after_simulation_total") == float64(failed)
		})
		if lost := new(big.Int).Sub(balanceBefore, e.relayBalance()); lost.Cmp(bound) > 0 {
			t.Fatalf("after round %d the relay lost %s wei, above its bound of %s wei", rounds, lost, bound)
		}
	}
	lost := new(big.Int).Sub(balanceBefore, e.relayBalance())
	t.Logf("%d rounds, %d sponsored ops failed at inclusion (AA10); the relay lost %s wei (%g ETH) against a bound of %s wei, then refused: %v",
		rounds, failed, lost, sponsor.ETH(lost), bound, last)
	if lost.Cmp(bound) > 0 {
		t.Fatalf("the relay lost %s wei, above its bound of %s wei", lost, bound)
	}
	if failed < 100 || lost.Sign() <= 0 {
		t.Fatalf("%d ops failed, the relay lost %s wei: not the attack", failed, lost)
	}
	if got, want := e.metric("vera_relay_loss_eth_total"), sponsor.ETH(lost); got < want*0.999999 || got > want*1.000001 {
		t.Fatalf("vera_relay_loss_eth_total = %g, the relay lost %g ETH", got, want)
	}
	// A vouched user's genuine op of the same kind is refused as well, until the hour's losses leave
	// room again.
	fee, tip = e.viemFees()
	_, err = e.r.Send(ctx, e.sponsored(2, e.freshOp(2, 5000, fee, tip)))
	wantCode(t, err, relay.CodeThrottled, "in the last hour")
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}
