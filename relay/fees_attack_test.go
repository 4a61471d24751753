package relay_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// newSponsoredEnv is a devnet with the paymaster's limits (nil: the defaults) that seals blocks only on
// Commit, and the relay as cmd/vera builds it (the service's sponsor, the demo users vouched for), its
// watcher running.
func newSponsoredEnv(t testing.TB, limits *sponsorpaymaster.SponsorPaymasterLimits) *attackEnv {
	t.Helper()
	return newSponsoredEnvWith(t, limits, relay.Config{})
}

// newSponsoredEnvWith is newSponsoredEnv with cfg's tuning of the relay (its loss bound, say).
func newSponsoredEnvWith(t testing.TB, limits *sponsorpaymaster.SponsorPaymasterLimits, cfg relay.Config) *attackEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, PaymasterLimits: limits})
	owners := sponsortest.Owners(t, d)
	sp, _ := sponsortest.New(t, d, owners)
	cfg.Sponsor, cfg.WatchInterval = sp, 10*time.Millisecond
	e := newRelayEnv(t, d, d.Client(), cfg)
	e.owners, e.sponsor = owners, sp
	return e
}

// withRelay is e with another relay of the same key, sponsor and devnet, tuned by cfg, its watcher
// running: for a test that measures its ops with the first before it sets the second's loss bound.
func (e *attackEnv) withRelay(cfg relay.Config) *attackEnv {
	e.t.Helper()
	cfg.Sponsor, cfg.WatchInterval = e.sponsor, 10*time.Millisecond
	n := newRelayEnv(e.t, e.d, e.d.Client(), cfg)
	n.owners, n.sponsor = e.owners, e.sponsor
	return n
}

// viemFees are the fees viem sets from a public client: the latest base fee × 1.2 plus the node's
// suggested tip, which the ops' own tips move.
func (e *attackEnv) viemFees() (fee, tip *big.Int) {
	m := e.market()
	fee = new(big.Int).Quo(new(big.Int).Mul(m.BaseFee, big.NewInt(12)), big.NewInt(10))
	return fee.Add(fee, m.SuggestedTip), m.SuggestedTip
}

// approveOp is demo user n's approve of Permit2 from its account, on nonce key key, at fee cap fee and
// tip tip; the gas limits fit a fresh account's deployment as well.
func (e *attackEnv) approveOp(n int, key int64, fee, tip *big.Int) chain.UserOp {
	return chain.UserOp{
		Sender: e.m.DemoUsers[n-1].SmartAccount, Nonce: new(big.Int).Lsh(big.NewInt(key), 64),
		CallData:     veraaccount.NewVeraAccount().PackExecute(e.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(e.m.Permit2, big.NewInt(key+1))),
		CallGasLimit: 80_000, VerificationGasLimit: 400_000, PreVerificationGas: 100_000, MaxFeePerGas: fee, MaxPriorityFeePerGas: tip,
	}
}

// freshOp is approveOp from demo user n's account of salt, not deployed yet: the op deploys it.
func (e *attackEnv) freshOp(n int, salt int64, fee, tip *big.Int) chain.UserOp {
	return e.freshOpOf(e.m.DemoUsers[n-1].Owner, salt, fee, tip)
}

// freshOpOf is freshOp of any owner's account of salt.
func (e *attackEnv) freshOpOf(owner common.Address, salt int64, fee, tip *big.Int) chain.UserOp {
	e.t.Helper()
	f := veraaccountfactory.NewVeraAccountFactory()
	o := e.approveOp(1, 0, fee, tip)
	o.Sender = e.accountOf(owner, salt)
	o.Factory, o.FactoryData = &e.m.AccountFactory, f.PackCreateAccount(owner, big.NewInt(salt))
	return o
}

// accountOf is the factory's address of owner's account of salt.
func (e *attackEnv) accountOf(owner common.Address, salt int64) common.Address {
	e.t.Helper()
	f := veraaccountfactory.NewVeraAccountFactory()
	return devnettest.Read(e.t, e.d, e.m.AccountFactory, f.PackGetAddress(owner, big.NewInt(salt)), f.UnpackGetAddress)
}

// sponsored is o sponsored by the relay and signed by demo user n's owner, ready to send.
func (e *attackEnv) sponsored(n int, o chain.UserOp) relay.Request {
	e.t.Helper()
	key, err := devnet.DemoOwnerKey(n)
	if err != nil {
		e.t.Fatal(err)
	}
	return e.signedBy(key, o)
}

// signedBy is o sponsored by the relay (the public route sponsors any op of a known owner's account)
// and signed by key, ready to send: a forgery unless key is the account's owner.
func (e *attackEnv) signedBy(key *ecdsa.PrivateKey, o chain.UserOp) relay.Request {
	e.t.Helper()
	ctx := context.Background()
	req := relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: o}
	s, err := e.r.Sponsor(ctx, req)
	if err != nil {
		e.t.Fatalf("sponsor: %v", err)
	}
	pm := common.HexToAddress(s.Paymaster)
	req.Op.Paymaster, req.Op.PaymasterData = &pm, common.FromHex(s.PaymasterData)
	req.Op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(s.PaymasterVerificationGasLimit)
	req.Op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(s.PaymasterPostOpGasLimit)
	if req.Op.Signature, err = chain.NewKeySigner(key).SignDigest(ctx, common.HexToHash(s.UserOpHash)); err != nil {
		e.t.Fatal(err)
	}
	return req
}

// market is the chain's fee market as the relay reads it: the head's base fee and the node's
// suggested tip.
func (e *attackEnv) market() chain.FeeMarket {
	e.t.Helper()
	tip, err := e.d.Client().SuggestGasTipCap(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return chain.FeeMarket{BaseFee: e.head().BaseFee, SuggestedTip: tip}
}

// included waits for the receipt of a sent op and requires its success.
func (e *attackEnv) included(sent relay.Sent) {
	e.t.Helper()
	rc, err := e.r.Receipt(context.Background(), common.HexToHash(sent.UserOpHash))
	if err != nil || rc.Status != "included" || rc.Success == nil || !*rc.Success {
		e.t.Fatalf("receipt of %s: %+v %v", sent.UserOpHash, rc, err)
	}
}

// The tiny tip: the relay sends an op's handleOps at the op's own fees, so an op with a 1-wei tip (or
// a fee cap barely above the base fee) left the relay's transaction unmined and its nonce stuck, and
// every later user's op was "sent" behind it and never mined. Such ops are refused before anything is
// simulated, and an honest op at viem's default fees, sent after them, is mined. A sponsored op may not
// tip far above the market (a builder would collect it from the budgets); an op that pays for itself
// may.
func TestTinyTipRefusedAndTheRelayKeepsMining(t *testing.T) {
	e := newSponsoredEnv(t, nil)
	ctx := context.Background()
	m := e.market()
	t.Logf("base fee %s wei, suggested tip %s wei", m.BaseFee, m.SuggestedTip)
	if m.SuggestedTip.Cmp(big.NewInt(1)) <= 0 {
		t.Fatalf("the devnet suggests a tip of %s wei: the attack needs a higher one", m.SuggestedTip)
	}
	balanceBefore := e.relayBalance()

	_, err := e.r.Send(ctx, e.sponsored(1, e.approveOp(1, 0, gwei(20), big.NewInt(1))))
	wantCode(t, err, relay.CodeInvalidParams, "below the chain's suggested tip")
	barely := new(big.Int).Add(m.BaseFee, big.NewInt(1))
	_, err = e.r.Send(ctx, e.sponsored(1, e.approveOp(1, 1, barely, m.SuggestedTip)))
	wantCode(t, err, relay.CodeInvalidParams, "maxFeePerGas")
	timedAccounts := e.accounts(2, big.NewInt(1e16)) // a block: the relay's suggested tip is read again
	_, err = e.r.Send(ctx, e.timedOp(timedAccounts[0], 0, 0, gwei(20), big.NewInt(1)))
	wantCode(t, err, relay.CodeInvalidParams, "below the chain's suggested tip")
	if n := e.nonceOf(devnet.RelayKey()); n != 0 {
		t.Fatalf("the relay sent %d transactions for refused ops", n)
	}

	// viem's default fees: the latest base fee × 1.2 plus the suggested tip.
	m = e.market()
	viemFee := new(big.Int).Add(new(big.Int).Quo(new(big.Int).Mul(m.BaseFee, big.NewInt(12)), big.NewInt(10)), m.SuggestedTip)
	honest, err := e.r.Send(ctx, e.sponsored(2, e.approveOp(2, 0, viemFee, m.SuggestedTip)))
	if err != nil {
		t.Fatalf("an honest op at viem's default fees after the attack: %v", err)
	}
	// The sponsored tip's ceiling: the paymaster's cap is refused, the ceiling itself is not.
	capped := devnet.DefaultPaymasterLimits().MaxPriorityFeePerGas
	_, err = e.r.Send(ctx, e.sponsored(3, e.approveOp(3, 0, gwei(20), capped)))
	wantCode(t, err, relay.CodeInvalidParams, "of a sponsored op is above")
	atCeiling, err := e.r.Send(ctx, e.sponsored(3, e.approveOp(3, 1, gwei(20), chain.MaxSponsoredTip(m))))
	if err != nil {
		t.Fatalf("a sponsored op at the tip's ceiling: %v", err)
	}
	selfPaying, err := e.r.Send(ctx, e.timedOp(timedAccounts[1], 0, 0, gwei(20), capped))
	if err != nil {
		t.Fatalf("an op that pays for itself, at the paymaster's tip cap: %v", err)
	}
	e.commitAll(3)
	e.included(honest)
	e.included(atCeiling)
	e.included(selfPaying)
	if mined, pending := e.minedNonce(), e.nonceOf(devnet.RelayKey()); mined != pending || mined != 3 {
		t.Fatalf("the relay's nonce: %d mined, %d pending; want 3 and 3", mined, pending)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}

	// The attack's premise on this chain: a transaction with a 1-wei tip is not mined.
	stuck := e.send(e.attacker, e.nonceOf(e.attacker), &e.m.USDG, nil, nil, 100_000, big.NewInt(1))
	e.d.SyncPool()
	for range 3 {
		e.commit()
	}
	if _, err := e.d.Client().TransactionReceipt(ctx, stuck.Hash()); !errors.Is(err, ethereum.NotFound) {
		t.Fatalf("a transaction with a 1-wei tip: %v, want it left unmined", err)
	}
}

// minedNonce is the relay's nonce in the latest block.
func (e *attackEnv) minedNonce() uint64 {
	e.t.Helper()
	n, err := e.d.Client().NonceAt(context.Background(), e.r.Address(), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}
