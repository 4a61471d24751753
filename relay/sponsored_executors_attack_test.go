package relay_test

import (
	"context"
	"crypto/ecdsa"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// executorsEnv is the relay as cmd/vera builds it with executor keys: the service's sponsor naming the
// relay key and two executor keys (dev accounts 5 and 6), bundles of up to k ops, on a devnet that
// seals blocks on Commit only. Dev account 7 is another replica's executor key. The operator allowed
// all four on the paymaster.
type executorsEnv struct {
	*attackEnv
	keys  []common.Address // this replica's: the relay key first
	other common.Address   // another replica's
}

func newExecutorsEnv(t *testing.T, k int) *executorsEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1})
	m := d.Manifest()
	var devKeys []*ecdsa.PrivateKey
	for i := range 3 {
		key, err := devnet.DevKey(uint32(5 + i))
		if err != nil {
			t.Fatal(err)
		}
		devKeys = append(devKeys, key)
	}
	cfg := relay.Config{BundleOps: k, WatchInterval: 10 * time.Millisecond}
	keys := []common.Address{crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)}
	for _, key := range devKeys[:2] {
		cfg.Executors = append(cfg.Executors, chain.NewBundler(d.Client(), m.EntryPoint, key, m.ChainID))
		keys = append(keys, crypto.PubkeyToAddress(key.PublicKey))
	}
	owners := sponsortest.Owners(t, d)
	dep := sponsortest.Deployment(owners)
	dep.Executors = keys[1:]
	sp, _, err := sponsor.ForDeployment(context.Background(), d.Client(), m, dep)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Sponsor = sp
	e := &executorsEnv{attackEnv: newRelayEnv(t, d, d.Client(), cfg), keys: keys, other: crypto.PubkeyToAddress(devKeys[2].PublicKey)}
	e.owners, e.sponsor = owners, sp
	deployer := devnet.DeployerKey()
	nonce := e.nonceOf(deployer)
	for i, a := range append(keys[1:], e.other) {
		e.send(deployer, nonce+uint64(i), &m.Paymaster, nil, sponsorpaymaster.NewSponsorPaymaster().PackSetRelay(a, true), 100_000, gwei(1))
	}
	e.commitAll(3)
	return e
}

// named is the key req's sponsorship names.
func named(t *testing.T, req relay.Request) common.Address {
	t.Helper()
	sp, ok := chain.SponsorshipOf(req.Op.PaymasterData)
	if !ok {
		t.Fatalf("paymaster data of %d bytes is no sponsorship", len(req.Op.PaymasterData))
	}
	return sp.Relay
}

// fromOf is the sender of transaction h.
func (e *executorsEnv) fromOf(h string) common.Address {
	e.t.Helper()
	tx, _, err := e.d.Client().TransactionByHash(context.Background(), common.HexToHash(h))
	if err != nil {
		e.t.Fatal(err)
	}
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	if err != nil {
		e.t.Fatal(err)
	}
	return from
}

// sponsoredFresh is a sponsored op deploying demo user n's account of salt, signed by its owner.
func (e *executorsEnv) sponsoredFresh(n int, salt int64) relay.Request {
	fee, tip := e.viemFees()
	return e.sponsored(n, e.freshOp(n, salt, fee, tip))
}

// Sponsored ops of many senders through a relay with three executor keys: each sponsorship names one
// of the keys, each op lands from the key its sponsorship names (the paymaster would refuse it from
// any other), and the ops spread over all three keys. Nothing fails on chain. Before, a sponsored op's
// gas estimate with the stub data of each key: simulated from the key it names, it passes.
func TestSponsoredOpsGoFromTheKeysTheirSponsorshipsName(t *testing.T) {
	e := newExecutorsEnv(t, 4)
	estimated := map[common.Address]bool{}
	for salt := int64(900); len(estimated) < len(e.keys); salt++ {
		if salt > 1000 {
			t.Fatalf("100 senders' stub data name only %v", estimated)
		}
		fee, tip := e.viemFees()
		o := e.freshOp(1, salt, fee, tip)
		stub, err := e.r.PaymasterStubData(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		pm := stub.Paymaster
		o.Paymaster, o.PaymasterData = &pm, stub.PaymasterData
		if _, err := e.r.EstimateGas(relay.WithSignedIn(context.Background(), func() bool { return true }), o); err != nil {
			t.Fatalf("the estimate of an op whose stub names %s: %v", named(t, relay.Request{Op: o}).Hex(), err)
		}
		estimated[named(t, relay.Request{Op: o})] = true
	}
	var reqs []relay.Request
	for i := range 36 {
		reqs = append(reqs, e.sponsoredFresh(1+i%3, int64(100+i)))
	}
	var sent []relay.Sent
	var errs []error
	done := make(chan struct{})
	go func() { sent, errs = e.sendAll(reqs); close(done) }()
	e.sealUntil(done)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
	}
	e.settleAll()
	perKey := map[common.Address]int{}
	for i, s := range sent {
		want := named(t, reqs[i])
		if from := e.fromOf(s.TxHash); from != want {
			t.Fatalf("op %d went from %s; its sponsorship names %s", i, from.Hex(), want.Hex())
		}
		perKey[want]++
		e.included(s)
	}
	for _, k := range e.keys {
		if perKey[k] == 0 {
			t.Fatalf("36 sponsored ops went from %v; none from key %s", perKey, k.Hex())
		}
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	e.waitFor("the budgets' holds given back", func() bool { return e.metric("vera_relay_sponsored_in_flight_eth") == 0 })
	t.Logf("36 sponsored ops over 3 keys: %v", perKey)
}

// A sponsorship naming a key this relay does not hold (another replica's, allowed on the paymaster, or
// an address nobody allowed), signed by the sponsor key: Send refuses it at the policy and Submit (the
// service's own op, which the policy does not check again) at the relay's keys, before anything is
// simulated or sent. No key's nonce moves.
func TestSponsorshipNamingAnotherKeyRefused(t *testing.T) {
	e := newExecutorsEnv(t, 4)
	ctx := context.Background()
	stranger, _ := crypto.GenerateKey()
	nonces := func() []uint64 {
		var out []uint64
		for _, k := range e.keys {
			n, err := e.d.Client().PendingNonceAt(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, n)
		}
		return out
	}
	before := nonces()
	for i, relayAddr := range []common.Address{e.other, crypto.PubkeyToAddress(stranger.PublicKey)} {
		fee, tip := e.viemFees()
		req := e.sponsored(1, e.approveOp(1, int64(i), fee, tip)) // the policy's sponsorship, then re-signed naming relayAddr
		op := req.Op.Packed()
		devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, chain.Sponsorship{Owner: e.m.DemoUsers[0].Owner, Relay: relayAddr},
			time.Now().Add(-time.Minute), 10*time.Minute)
		key, err := devnet.DemoOwnerKey(1)
		if err != nil {
			t.Fatal(err)
		}
		if err := chain.SignUserOp(ctx, e.d.Client(), e.m.EntryPoint, &op, chain.NewKeySigner(key)); err != nil {
			t.Fatal(err)
		}
		forged := relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: chain.UnpackUserOp(op)}
		_, err = e.r.Send(ctx, forged)
		wantCode(t, err, relay.CodeRejectedPaymaster, "not one of this replica's executor keys")
		_, err = e.r.Submit(ctx, []entrypoint.PackedUserOperation{op})
		wantCode(t, err, relay.CodeRejectedPaymaster, "not one of this relay's executor keys")
	}
	if p := e.pending(); p != 0 {
		t.Fatalf("%d transactions sent", p)
	}
	if after := nonces(); !slices.Equal(before, after) {
		t.Fatalf("the keys' nonces moved: %v → %v", before, after)
	}
	if got := e.metric("vera_relay_sponsored_in_flight_eth"); got != 0 {
		t.Fatalf("%g ETH held against the budgets", got)
	}
}

// A sponsorship naming key A sent while A's bundle is unmined waits for A, though the other keys are
// free (the paymaster would refuse it from them, and their transaction would revert at the relay's
// expense): an op naming another key, sent after it, goes at once from that key while the first still
// waits; once A's bundle is mined, A carries it.
func TestSponsoredOpWaitsForTheKeyItNames(t *testing.T) {
	e := newExecutorsEnv(t, 1)
	// Three fresh senders: two whose sponsorships name one key A, one naming another key B.
	byKey := map[common.Address][]relay.Request{}
	var a, b common.Address
	for salt := int64(200); ; salt++ {
		if salt > 300 {
			t.Fatal("100 senders' sponsorships name too few keys")
		}
		req := e.sponsoredFresh(1, salt)
		byKey[named(t, req)] = append(byKey[named(t, req)], req)
		a, b = common.Address{}, common.Address{}
		for k, rs := range byKey {
			if len(rs) >= 2 && a == (common.Address{}) {
				a = k
			} else {
				b = k
			}
		}
		if a != (common.Address{}) && b != (common.Address{}) {
			break
		}
	}
	first, waiting, other := byKey[a][0], byKey[a][1], byKey[b][0]
	ctx := context.Background()
	s1, err := e.r.Send(ctx, first) // A busy until mined
	if err != nil {
		t.Fatal(err)
	}
	if from := e.fromOf(s1.TxHash); from != a {
		t.Fatalf("the first op went from %s; its sponsorship names %s", from.Hex(), a.Hex())
	}
	var s2 relay.Sent
	var err2 error
	var wg sync.WaitGroup
	wg.Go(func() { s2, err2 = e.r.Send(ctx, waiting) })
	e.waitFor("the op naming A queued", func() bool { return relay.QueueLen(e.r) == 1 })
	s3, err := e.r.Send(ctx, other) // B is free: it goes at once, passing the op that waits for A
	if err != nil {
		t.Fatal(err)
	}
	if from := e.fromOf(s3.TxHash); from != b {
		t.Fatalf("the op naming B went from %s", from.Hex())
	}
	if n := relay.QueueLen(e.r); n != 1 {
		t.Fatalf("%d ops queued once B sent; want the op naming A still waiting", n)
	}
	e.commitAll(2)
	wg.Wait()
	if err2 != nil {
		t.Fatalf("the op that waited for A: %v", err2)
	}
	if from := e.fromOf(s2.TxHash); from != a {
		t.Fatalf("the op that waited for A went from %s", from.Hex())
	}
	e.settleAll()
	for _, s := range []relay.Sent{s1, s2, s3} {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
}
