package relay_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
)

// Admission (docs/bundler.md, "Admission"): with bundles, eth_sendUserOperation answers once the op
// passed its own simulation and took its holds, and a free key waits (BundleWait) for its bundle to
// fill. The attack: admit ops, then make one of them invalid before the bundle goes (its account's
// owner spends the deposit it pays with). The bundle's own simulation drops it, the rest go in one
// bundle, the relay pays nothing for the dropped op, and it has no receipt; ops that fail alone are
// refused at once, and a sender's second op while its first waits is refused too.
func TestAdmittedOpsFillABundleAndAPoisonedOneIsDropped(t *testing.T) {
	const k = 8
	e := newBundleEnv(t, k, 0, relay.Config{BundleWait: time.Hour}) // the key sends only a full bundle
	ctx := context.Background()
	fee, tip := e.viemFees()
	accounts := e.accounts(k, gwei(20_000_000))
	broke := e.accounts(1, nil)[0]
	reqs := timedReqs(e, accounts, fee, tip)
	before := e.relayBalance()

	if _, err := e.r.SendUserOperation(ctx, e.timedOp(broke, 0, 0, fee, tip).Op); err == nil {
		t.Fatal("an op that cannot pay its prefund was admitted")
	} else {
		wantCode(t, err, relay.CodeRejectedEntryPoint, "AA21")
	}
	hashes := make([]common.Hash, k)
	for i, req := range reqs[:k-1] {
		h, err := e.r.SendUserOperation(ctx, req.Op)
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
		if want, _ := chain.UserOpHashOf(req.Op.Packed(), e.m.ChainID, e.m.EntryPoint); h != want {
			t.Fatalf("op %d answered %s, want its hash %s", i, h.Hex(), want.Hex())
		}
		hashes[i] = h
	}
	if n := relay.QueueLen(e.r); n != k-1 {
		t.Fatalf("%d ops queued, want %d", n, k-1)
	}
	if p, q := e.pool(); p+q != 0 {
		t.Fatalf("the key sent a transaction (%d pending, %d queued) before its bundle was full", p, q)
	}
	again := reqs[0]
	again.Op.CallGasLimit++ // another op of a sender whose op waits
	if _, err := e.r.SendUserOperation(ctx, again.Op); err == nil {
		t.Fatal("a second op of a sender whose op waits was admitted")
	} else {
		wantCode(t, err, relay.CodeInvalidParams, "is pending")
	}

	// The poisoner: account 3's owner spends the deposit its admitted op would pay with.
	e.send(e.attacker, e.nonceOf(e.attacker), &accounts[3], nil, timed.PackSpendDeposit(crypto.PubkeyToAddress(e.attacker.PublicKey)), 100_000, gwei(40))
	e.commitAll(1)
	h, err := e.r.SendUserOperation(ctx, reqs[k-1].Op) // the bundle is full: the key takes it
	if err != nil {
		t.Fatal(err)
	}
	hashes[k-1] = h
	e.waitFor("the poisoned op dropped", func() bool { return e.metric("vera_relay_dropped_after_admission_total") == 1 })
	e.settleAll()
	var landed []relay.Sent
	for i, h := range hashes {
		if i == 3 {
			continue
		}
		s := relay.Sent{UserOpHash: h.Hex()}
		e.included(s)
		rc, _ := e.r.Receipt(ctx, h)
		landed = append(landed, relay.Sent{UserOpHash: h.Hex(), TxHash: rc.TxHash})
	}
	if b := e.bundles(landed); len(b) != 1 {
		t.Fatalf("the %d admitted ops went in %d transactions; want one bundle", len(landed), len(b))
	}
	if rc, err := e.r.Receipt(ctx, hashes[3]); err == nil && rc.Status == "included" {
		t.Fatalf("the dropped op was included: %+v", rc)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(before) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(before, b))
	}
}

// The poisoner at scale: of 60 admitted ops from 60 accounts, 40 accounts' owners spend their deposits
// before the bundle goes. A bundle simulation names one culprit at a time, so dropping them one by one
// would simulate the bundle 41 times (some 1,600 op executions); after the second culprit the key
// simulates each remaining op alone instead. The 40 are dropped with the bundle simulated three times,
// the 20 others land in one bundle, and the relay pays nothing for the poisoners.
func TestManyPoisonedOpsScreenedNotSimulatedOneByOne(t *testing.T) {
	const k, poisoned = 60, 40
	e := newBundleEnv(t, k, 0, relay.Config{BundleWait: time.Hour})
	ctx := context.Background()
	fee, tip := e.viemFees()
	accounts := e.accounts(k, gwei(20_000_000))
	reqs := timedReqs(e, accounts, fee, tip)
	before := e.relayBalance()
	hashes := make([]common.Hash, k)
	for i, req := range reqs[:k-1] {
		h, err := e.r.SendUserOperation(ctx, req.Op)
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
		hashes[i] = h
	}
	nonce := e.nonceOf(e.attacker)
	for i := range poisoned {
		e.send(e.attacker, nonce+uint64(i), &accounts[i], nil, timed.PackSpendDeposit(crypto.PubkeyToAddress(e.attacker.PublicKey)), 100_000, gwei(40))
	}
	e.mineAll(poisoned)
	h, err := e.r.SendUserOperation(ctx, reqs[k-1].Op)
	if err != nil {
		t.Fatal(err)
	}
	hashes[k-1] = h
	e.waitFor("the poisoned ops dropped", func() bool { return e.metric("vera_relay_dropped_after_admission_total") == poisoned })
	e.settleAll()
	var landed []relay.Sent
	for _, h := range hashes[poisoned:] {
		e.included(relay.Sent{UserOpHash: h.Hex()})
		rc, _ := e.r.Receipt(ctx, h)
		landed = append(landed, relay.Sent{UserOpHash: h.Hex(), TxHash: rc.TxHash})
	}
	if b := e.bundles(landed); len(b) != 1 {
		t.Fatalf("the %d honest ops went in %d transactions; want one bundle", len(landed), len(b))
	}
	bundles, screened := relay.Simulations(e.r)
	t.Logf("bundle simulations %d, ops screened alone %d", bundles, screened)
	if bundles != 3 || screened != k-2 {
		t.Fatalf("%d bundle simulations and %d ops screened; want 3 and %d", bundles, screened, k-2)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(before) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(before, b))
	}
}
