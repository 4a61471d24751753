package sponsor_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

var (
	gwei  = big.NewInt(1_000_000_000)
	ep    = entrypoint.NewEntryPoint()
	pm    = sponsorpaymaster.NewSponsorPaymaster()
	erc   = usdg.NewUSDG()
	acct  = veraaccount.NewVeraAccount()
	gvABI = grovevault.NewGroveVault()
	// Tight limits so that a flood spends the budget in a few ops: one op may cost at most
	// (400k+300k+60k+120k+60k) × 50 gwei = 0.047 ETH, a sender 0.05 ETH a day, an owner 0.2 ETH, and
	// everyone 1 ETH.
	testLimits = sponsorpaymaster.SponsorPaymasterLimits{
		MaxFeePerGas: new(big.Int).Mul(big.NewInt(50), gwei), MaxPriorityFeePerGas: new(big.Int).Mul(big.NewInt(2), gwei),
		PreVerificationGas: 60_000, VerificationGasLimit: 400_000, CallGasLimit: 300_000,
		PaymasterVerificationGasLimit: 120_000, PaymasterPostOpGasLimit: 60_000,
		Period: 86_400, BudgetPerPeriod: big.NewInt(50_000_000_000_000_000),
		OwnerBudgetPerPeriod: big.NewInt(200_000_000_000_000_000), GlobalBudgetPerPeriod: big.NewInt(1_000_000_000_000_000_000),
	}
	// capped is an op's gas at every cap.
	capped = chain.UserOpGas{
		VerificationGasLimit: 400_000, CallGasLimit: 300_000, PreVerificationGas: 60_000,
		MaxPriorityFeePerGas: new(big.Int).Mul(big.NewInt(2), gwei), MaxFeePerGas: new(big.Int).Mul(big.NewInt(50), gwei),
		PaymasterVerificationGasLimit: 120_000, PaymasterPostOpGasLimit: 60_000,
	}
)

type env struct {
	t        *testing.T
	d        *devnet.Devnet
	m        *chain.Deployment
	c        *chain.Client
	sponsor  *sponsor.Sponsor
	owners   *sponsor.Owners
	stranger *ecdsa.PrivateKey // a signed-in user (its owner is vouched for) who also runs a bundler
	account  common.Address    // the stranger's smart account
	relay    *ecdsa.PrivateKey // the service's relay, the one bundler the paymaster accepts
}

func newEnv(t *testing.T) *env {
	t.Helper()
	limits := testLimits
	return newEnvWith(t, &limits)
}

func newEnvWith(t *testing.T, limits *sponsorpaymaster.SponsorPaymasterLimits) *env {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{PaymasterLimits: limits, Groves: []devnet.GroveSeed{
		{ID: "alpha", Symbols: []string{"AAPL", "MSFT"}, WeightsBps: []uint16{6000, 4000}},
	}})
	m := d.Manifest()
	owners := sponsortest.Owners(t, d)
	stranger, _ := crypto.GenerateKey()
	owner := crypto.PubkeyToAddress(stranger.PublicKey)
	sponsortest.Vouch(t, owners, "stranger", owner)
	s, _ := sponsortest.New(t, d, owners)
	if err := d.Fund(context.Background(), owner, big.NewInt(0)); err != nil {
		t.Fatal(err)
	}
	f := veraaccountfactory.NewVeraAccountFactory()
	devnettest.MustSend(t, d, stranger, m.AccountFactory, f.PackCreateAccount(owner, common.Big0), 1_000_000, "create account")
	account := devnettest.Read(t, d, m.AccountFactory, f.PackGetAddress(owner, common.Big0), f.UnpackGetAddress)
	return &env{t: t, d: d, m: m, c: d.Client(), sponsor: s, owners: owners, stranger: stranger, account: account, relay: devnet.RelayKey()}
}

// owner is the stranger's EOA, the owner of its account.
func (e *env) owner() common.Address { return crypto.PubkeyToAddress(e.stranger.PublicKey) }

// sponsorship is what the service signs for the stranger's ops: its owner, bundled by the relay.
func (e *env) sponsorship() chain.Sponsorship {
	return chain.Sponsorship{Owner: e.owner(), Relay: crypto.PubkeyToAddress(e.relay.PublicKey)}
}

// approveOp is the stranger's account approving Permit2 for USDG: a call the service sponsors.
func (e *env) approveOp(gas chain.UserOpGas, nonceKey int64) entrypoint.PackedUserOperation {
	e.t.Helper()
	nonce, err := chain.AccountNonce(context.Background(), e.c, e.m.EntryPoint, e.account, big.NewInt(nonceKey))
	if err != nil {
		e.t.Fatal(err)
	}
	call := acct.PackExecute(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, big.NewInt(nonceKey+1)))
	return chain.NewUserOp(e.account, nonce, nil, call, gas, e.m.Paymaster, nil)
}

func (e *env) signOwner(op *entrypoint.PackedUserOperation) {
	e.t.Helper()
	if err := chain.SignUserOp(context.Background(), e.c, e.m.EntryPoint, op, chain.NewKeySigner(e.stranger)); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) deposit() *big.Int {
	return devnettest.Read(e.t, e.d, e.m.Paymaster, pm.PackGetDeposit(), pm.UnpackGetDeposit)
}

func (e *env) balance(a common.Address) *big.Int {
	e.t.Helper()
	b, err := e.c.BalanceAt(context.Background(), a, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return b
}

// handleOps submits ops from the service's relay, with the relay as beneficiary, at the lowest gas
// price the block takes (a leaked sponsor key is the worst case these tests play: the relay still
// bundles, and the paymaster's caps and budgets are what remains).
func (e *env) handleOps(ops ...entrypoint.PackedUserOperation) (*types.Receipt, error) {
	e.t.Helper()
	return e.handleOpsAs(e.relay, ops...)
}

// handleOpsAs submits ops from key with key's address as beneficiary; a refusal in eth_call is
// returned decoded and nothing is sent.
func (e *env) handleOpsAs(key *ecdsa.PrivateKey, ops ...entrypoint.PackedUserOperation) (*types.Receipt, error) {
	e.t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	data := ep.PackHandleOps(ops, from)
	if _, err := e.c.CallContract(context.Background(), ethereum.CallMsg{From: from, To: &e.m.EntryPoint, Data: data, Gas: 5_000_000}, nil); err != nil {
		return nil, refusal(err)
	}
	return e.sendHandleOps(key, data), nil
}

// sendHandleOps sends handleOps calldata from key without simulating it first and waits for its receipt.
func (e *env) sendHandleOps(key *ecdsa.PrivateKey, data []byte) *types.Receipt {
	e.t.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	head, err := e.c.HeaderByNumber(ctx, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	nonce, _ := e.c.PendingNonceAt(ctx, from)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: gwei, GasFeeCap: new(big.Int).Add(gwei, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: 5_000_000, To: &e.m.EntryPoint, Data: data,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.c.SendTransaction(ctx, tx); err != nil {
		e.t.Fatal(err)
	}
	r, err := devnet.WaitMined(ctx, e.c, tx.Hash())
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

// refused is the EntryPoint's FailedOp(WithRevert): its reason and the paymaster's error, if any.
type refused struct {
	reason string
	inner  any
}

func (r *refused) Error() string { return r.reason }

func refusal(err error) error {
	rd := chain.RevertData(err)
	if rd == nil {
		return err
	}
	dec, derr := ep.UnpackError(rd)
	if derr != nil {
		return err
	}
	switch v := dec.(type) {
	case *entrypoint.EntryPointFailedOp:
		return &refused{reason: v.Reason}
	case *entrypoint.EntryPointFailedOpWithRevert:
		inner, _ := pm.UnpackError(v.Inner)
		return &refused{reason: v.Reason, inner: inner}
	}
	return err
}

func wantRefused(t *testing.T, err error, reason string, inner any) {
	t.Helper()
	var r *refused
	if !errors.As(err, &r) {
		t.Fatalf("want the EntryPoint to refuse with %q, got %v", reason, err)
	}
	if !strings.HasPrefix(r.reason, reason) {
		t.Fatalf("refused with %q, want %q", r.reason, reason)
	}
	if inner != nil && fmt.Sprintf("%T", r.inner) != fmt.Sprintf("%T", inner) {
		t.Fatalf("paymaster error %T %+v, want %T", r.inner, r.inner, inner)
	}
}

func TestSponsoredOpIsPaidAndCharged(t *testing.T) {
	e := newEnv(t)
	op := e.approveOp(capped, 0)
	if err := e.sponsor.Sign(context.Background(), &op); err != nil {
		t.Fatal(err)
	}
	e.signOwner(&op)
	before := e.deposit()
	r, err := e.handleOps(op)
	if err != nil {
		t.Fatal(err)
	}
	res := chain.UserOpResults(r, e.m.EntryPoint)
	if len(res) != 1 || !res[0].Success {
		t.Fatalf("op results %+v", res)
	}
	paid := new(big.Int).Sub(before, e.deposit())
	if paid.Cmp(res[0].ActualGasCost) != 0 {
		t.Fatalf("deposit fell by %s, the op cost %s", paid, res[0].ActualGasCost)
	}
	var settled *sponsorpaymaster.SponsorPaymasterSponsored
	for _, l := range r.Logs {
		if ev, err := pm.UnpackSponsoredEvent(l); err == nil {
			settled = ev
		}
	}
	// postOp settles the budget to the actual cost plus its own overhead, far below the op's maximum.
	maxCost := capped.MaxCost()
	if settled == nil || settled.SpentInPeriod.Cmp(paid) < 0 || settled.SpentInPeriod.Cmp(maxCost) >= 0 {
		t.Fatalf("Sponsored %+v: want spent between the cost %s and the maximum %s", settled, paid, maxCost)
	}
}

// The budgets' spend is read in one multicall where the deployment has a Multicall3, and call by
// call otherwise: both read what the paymaster's Sponsored event reports.
func TestSpendOfInOneMulticallAndCallByCall(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	op := e.approveOp(capped, 0)
	if err := e.sponsor.Sign(ctx, &op); err != nil {
		t.Fatal(err)
	}
	e.signOwner(&op)
	r, err := e.handleOps(op)
	if err != nil {
		t.Fatal(err)
	}
	var settled *sponsorpaymaster.SponsorPaymasterSponsored
	for _, l := range r.Logs {
		if ev, err := pm.UnpackSponsoredEvent(l); err == nil {
			settled = ev
		}
	}
	if settled == nil {
		t.Fatal("no Sponsored event")
	}
	m := *e.m
	m.Multicall3 = common.Address{}
	callByCall, _, err := sponsor.ForDeployment(ctx, e.c, &m, sponsortest.Deployment(e.owners))
	if err != nil {
		t.Fatal(err)
	}
	sp, _ := chain.SponsorshipOf(op.PaymasterAndData[52:])
	for name, s := range map[string]*sponsor.Sponsor{"multicall": e.sponsor, "call by call": callByCall} {
		got, err := s.SpendOf(ctx, e.account, e.owner(), sp.ValidUntil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Period != settled.Period.Uint64() || got.Sender.Cmp(settled.SpentInPeriod) != 0 ||
			got.Owner.Cmp(settled.OwnerSpentInPeriod) != 0 || got.Global.Cmp(settled.GlobalSpentInPeriod) != 0 {
			t.Fatalf("%s: %+v, the paymaster reports %+v", name, got, settled)
		}
	}
}

// A stranger asks for a sponsorship of an allowed call, then raises the fees and preVerificationGas
// and has it bundled (by the relay: no other bundler gets a sponsored op in): every variant is refused and the
// paymaster's deposit does not move.
func TestFeeAndGasDrainRefused(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	huge := new(big.Int).Mul(big.NewInt(100_000), gwei) // still within what the deposit covers, so the paymaster is asked
	leaked := devnet.SponsorKey()                       // the worst case: the stranger holds the sponsor key itself

	tests := []struct {
		name   string
		build  func() entrypoint.PackedUserOperation
		reason string
		inner  any
	}{
		{"fees raised after signing", func() entrypoint.PackedUserOperation {
			op := e.approveOp(capped, 0)
			if err := e.sponsor.Sign(ctx, &op); err != nil {
				t.Fatal(err)
			}
			g := capped
			g.MaxFeePerGas, g.MaxPriorityFeePerGas, g.PreVerificationGas = huge, huge, 600_000
			raised := chain.NewUserOp(op.Sender, op.Nonce, nil, op.CallData, g, e.m.Paymaster, nil)
			chain.SetPaymasterData(&raised, op.PaymasterAndData[52:])
			return raised
		}, "AA33", &sponsorpaymaster.SponsorPaymasterFeeAboveCap{}},
		{"gas limit raised after signing, within caps", func() entrypoint.PackedUserOperation {
			op := e.approveOp(capped, 0)
			g := capped
			g.CallGasLimit = 100_000
			op = chain.NewUserOp(op.Sender, op.Nonce, nil, op.CallData, g, e.m.Paymaster, nil)
			if err := e.sponsor.Sign(ctx, &op); err != nil {
				t.Fatal(err)
			}
			raised := chain.NewUserOp(op.Sender, op.Nonce, nil, op.CallData, capped, e.m.Paymaster, nil)
			chain.SetPaymasterData(&raised, op.PaymasterAndData[52:])
			return raised
		}, "AA34 signature error", nil},
		{"leaked key, huge fee", func() entrypoint.PackedUserOperation {
			g := capped
			g.MaxFeePerGas, g.MaxPriorityFeePerGas = huge, huge
			op := e.approveOp(g, 0)
			devnettest.SponsorWith(t, e.d, leaked, &op, e.sponsorship(), time.Now().Add(-time.Minute), 10*time.Minute)
			return op
		}, "AA33", &sponsorpaymaster.SponsorPaymasterFeeAboveCap{}},
		{"leaked key, huge preVerificationGas", func() entrypoint.PackedUserOperation {
			g := capped
			g.PreVerificationGas = 5_000_000
			op := e.approveOp(g, 0)
			devnettest.SponsorWith(t, e.d, leaked, &op, e.sponsorship(), time.Now().Add(-time.Minute), 10*time.Minute)
			return op
		}, "AA33", &sponsorpaymaster.SponsorPaymasterPreVerificationGasAboveCap{}},
		{"leaked key, huge call gas", func() entrypoint.PackedUserOperation {
			g := capped
			g.CallGasLimit = 3_000_000
			op := e.approveOp(g, 0)
			devnettest.SponsorWith(t, e.d, leaked, &op, e.sponsorship(), time.Now().Add(-time.Minute), 10*time.Minute)
			return op
		}, "AA33", &sponsorpaymaster.SponsorPaymasterGasLimitAboveCap{}},
		{"leaked key, window longer than a period", func() entrypoint.PackedUserOperation {
			op := e.approveOp(capped, 0)
			devnettest.SponsorWith(t, e.d, leaked, &op, e.sponsorship(), time.Now().Add(-time.Hour), 48*time.Hour)
			return op
		}, "AA33", &sponsorpaymaster.SponsorPaymasterWindowTooLong{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, relayBefore := e.deposit(), e.balance(crypto.PubkeyToAddress(e.relay.PublicKey))
			op := tt.build()
			e.signOwner(&op)
			_, err := e.handleOps(op)
			wantRefused(t, err, tt.reason, tt.inner)
			if e.deposit().Cmp(before) != 0 || e.balance(crypto.PubkeyToAddress(e.relay.PublicKey)).Cmp(relayBefore) != 0 {
				t.Fatal("deposit or the relay's balance moved")
			}
		})
	}
	// The policy signs none of these in the first place.
	g := capped
	g.MaxFeePerGas, g.PreVerificationGas = huge, 5_000_000
	op := e.approveOp(g, 0)
	if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrOverCap) {
		t.Fatalf("policy signed a huge fee: %v", err)
	}
}

func TestUnsignedWronglySignedAndExpiredSponsorshipsRefused(t *testing.T) {
	e := newEnv(t)
	other, _ := crypto.GenerateKey()
	tests := []struct {
		name   string
		sign   func(op *entrypoint.PackedUserOperation)
		reason string
		inner  any
	}{
		{"unsigned", func(*entrypoint.PackedUserOperation) {}, "AA33", &sponsorpaymaster.SponsorPaymasterBadSponsorData{}},
		{"signed by another key", func(op *entrypoint.PackedUserOperation) {
			devnettest.SponsorWith(t, e.d, other, op, e.sponsorship(), time.Now().Add(-time.Minute), 10*time.Minute)
		}, "AA34 signature error", nil},
		{"expired", func(op *entrypoint.PackedUserOperation) {
			devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), op, e.sponsorship(), time.Now().Add(-time.Hour), 10*time.Minute)
		}, "AA32 paymaster expired or not due", nil},
		{"not yet valid", func(op *entrypoint.PackedUserOperation) {
			devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), op, e.sponsorship(), time.Now().Add(time.Hour), 10*time.Minute)
		}, "AA32 paymaster expired or not due", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := e.deposit()
			op := e.approveOp(capped, 0)
			tt.sign(&op)
			e.signOwner(&op)
			_, err := e.handleOps(op)
			wantRefused(t, err, tt.reason, tt.inner)
			if e.deposit().Cmp(before) != 0 {
				t.Fatal("deposit moved")
			}
		})
	}
}

// One sender floods sponsored ops at every cap, bundled by the relay with the relay as beneficiary,
// holding the sponsor key (the worst case). The paymaster pays until the sender's budget for the period
// is spent, then refuses: the loss is at most the budget, and the relay's gain (the gas it is repaid less
// what it paid) at most the loss.
func TestFloodFromOneSenderStopsAtBudget(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	beneficiary := crypto.PubkeyToAddress(e.relay.PublicKey)
	startDeposit, startGain := e.deposit(), e.balance(beneficiary)
	from := time.Now().Add(-time.Minute) // one window for every op: one period
	var paidOps int
	var lastErr error
	for i := range 200 {
		// Three ops a bundle, on separate nonce keys: validation charges each its maximum.
		var ops []entrypoint.PackedUserOperation
		for k := range 3 {
			op := e.approveOp(capped, int64(k))
			devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, e.sponsorship(), from, 10*time.Minute)
			e.signOwner(&op)
			ops = append(ops, op)
		}
		r, err := e.handleOps(ops...)
		if err != nil {
			lastErr = err
			break
		}
		paidOps += len(chain.UserOpResults(r, e.m.EntryPoint))
		if i == 199 {
			t.Fatal("200 bundles and the budget is not spent")
		}
	}
	wantRefused(t, lastErr, "AA33", &sponsorpaymaster.SponsorPaymasterBudgetExceeded{})
	// Single ops still go through until the remaining budget cannot cover one op's maximum cost.
	for {
		op := e.approveOp(capped, 0)
		devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, e.sponsorship(), from, 10*time.Minute)
		e.signOwner(&op)
		if _, err := e.handleOps(op); err != nil {
			wantRefused(t, err, "AA33", &sponsorpaymaster.SponsorPaymasterBudgetExceeded{})
			break
		}
		paidOps++
	}
	loss := new(big.Int).Sub(startDeposit, e.deposit())
	gain := new(big.Int).Sub(e.balance(beneficiary), startGain)
	budget := testLimits.BudgetPerPeriod
	if loss.Cmp(budget) > 0 {
		t.Fatalf("paymaster lost %s wei over %d ops, budget %s", loss, paidOps, budget)
	}
	if gain.Cmp(loss) > 0 {
		t.Fatalf("relay gained %s wei, more than the paymaster lost (%s)", gain, loss)
	}
	// And the policy now refuses this sender.
	op := e.approveOp(capped, 0)
	if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrOverBudget) {
		t.Fatalf("policy after the budget: %v", err)
	}
	t.Logf("%d ops paid; paymaster lost %s wei (budget %s); relay's net gain %s wei", paidOps, loss, budget, gain)
}

func TestSponsorshipHashMatchesContract(t *testing.T) {
	e := newEnv(t)
	op := e.approveOp(capped, 0)
	sp := e.sponsorship()
	sp.ValidUntil, sp.ValidAfter = 1_900_000_000, 1_800_000_000
	got, err := chain.SponsorshipHash(op, e.m.ChainID, e.m.Paymaster, sp)
	if err != nil {
		t.Fatal(err)
	}
	want := devnettest.Read(t, e.d, e.m.Paymaster, pm.PackSponsorshipHash(sponsorpaymaster.PackedUserOperation(op),
		big.NewInt(1_900_000_000), big.NewInt(1_800_000_000), sp.Owner, sp.Relay), pm.UnpackSponsorshipHash)
	if got != common.Hash(want) {
		t.Fatalf("Go sponsorship hash %s, contract %x", got.Hex(), want)
	}
}

// The policy signs the service's own calls only.
func TestPolicyAllowlist(t *testing.T) {
	e := newEnv(t)
	stranger := crypto.PubkeyToAddress(e.stranger.PublicKey)
	vault := e.m.Groves[0].Address
	cat, _ := e.m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	one := big.NewInt(1)
	exec := func(target common.Address, value *big.Int, data []byte) []byte {
		return acct.PackExecute(target, value, data)
	}
	batch := func(calls ...veraaccount.BaseAccountCall) []byte { return acct.PackExecuteBatch(calls) }
	call := func(target common.Address, data []byte) veraaccount.BaseAccountCall {
		return veraaccount.BaseAccountCall{Target: target, Value: common.Big0, Data: data}
	}
	tests := []struct {
		name     string
		callData []byte
		initCode []byte
		want     error
	}{
		{"approve Permit2", exec(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, one)), nil, nil},
		{"approve a grove vault, then deposit", batch(call(e.m.USDG, erc.PackApprove(vault, one)),
			call(vault, gvABI.PackDeposit(one, []*big.Int{one, one}, one, one))), nil, nil},
		{"withdraw in kind", exec(vault, common.Big0, gvABI.PackWithdrawInKind(one)), nil, nil},
		{"pull the owner's USDG into the account", exec(e.m.USDG, common.Big0, erc.PackTransferFrom(stranger, e.account, one)), nil, nil},
		{"approve a stranger", exec(e.m.USDG, common.Big0, erc.PackApprove(stranger, one)), nil, sponsor.ErrNotSponsored},
		{"transfer USDG out", exec(e.m.USDG, common.Big0, erc.PackTransfer(stranger, one)), nil, sponsor.ErrNotSponsored},
		{"transferFrom to a stranger", exec(e.m.USDG, common.Big0, erc.PackTransferFrom(e.account, stranger, one)), nil, sponsor.ErrNotSponsored},
		{"an asset token", exec(aapl.Address, common.Big0, erc.PackApprove(e.m.Permit2, one)), nil, sponsor.ErrNotSponsored},
		{"ETH out", exec(stranger, one, nil), nil, sponsor.ErrNotSponsored},
		{"allowed call hidden in a batch with a transfer", batch(call(e.m.USDG, erc.PackApprove(e.m.Permit2, one)),
			call(e.m.USDG, erc.PackTransfer(stranger, one))), nil, sponsor.ErrNotSponsored},
		{"record for another user", exec(e.m.AgentRecord, common.Big0, recordFor(stranger)), nil, sponsor.ErrNotSponsored},
		{"record for the sender", exec(e.m.AgentRecord, common.Big0, recordFor(e.account)), nil, nil},
		{"settle through the deployment's SwapRouter02", exec(e.m.Settlement, common.Big0, settleCallVia(t, e.m.Uniswap.SwapRouter02)), nil, nil},
		{"settle through another router", exec(e.m.Settlement, common.Big0, settleCallVia(t, stranger)), nil, sponsor.ErrNotSponsored},
		{"not an account call", erc.PackApprove(e.m.Permit2, one), nil, sponsor.ErrNotSponsored},
		{"foreign factory", exec(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, one)), append(stranger.Bytes(), 1, 2, 3, 4), sponsor.ErrNotSponsored},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			op := chain.NewUserOp(e.account, common.Big0, tt.initCode, tt.callData, capped, e.m.Paymaster, nil)
			err := e.sponsor.Check(op)
			if (tt.want == nil && err != nil) || (tt.want != nil && !errors.Is(err, tt.want)) {
				t.Fatalf("Check: %v, want %v", err, tt.want)
			}
		})
	}
	other := chain.NewUserOp(e.account, common.Big0, nil, exec(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, one)), capped, stranger, nil)
	if err := e.sponsor.Check(other); !errors.Is(err, sponsor.ErrMalformed) {
		t.Fatalf("another paymaster: %v", err)
	}
}

// settleCallVia is a Settlement.settleCall whose witness names router.
func settleCallVia(t *testing.T, router common.Address) []byte {
	t.Helper()
	p := chain.PermitWitness{Token: common.HexToAddress("0x1"), Amount: common.Big1, Spender: common.HexToAddress("0x2"), Nonce: common.Big1,
		Deadline: common.Big1, Witness: chain.SwapWitness{Venue: router, BuyToken: common.HexToAddress("0x3"), MinBuyAmount: common.Big1,
			Recipient: common.HexToAddress("0x4")}}
	data, _, err := chain.SettleCallCalldata(p, common.HexToAddress("0x4"), []byte{1, 2, 3}, make([]byte, 65))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func recordFor(user common.Address) []byte {
	return agentrecord.NewAgentRecord().PackRecord([32]byte{}, [32]byte{}, 0, 0, common.Big0, nil, user, common.Big1, common.Big0, 0)
}

// With the sponsor key, a sender alternates windows in two periods to reset its budget: once anything
// was charged in the later period, an op of the earlier one is charged to the later one too, so no
// budget starts again by going back.
func TestBudgetPeriodCannotBeReset(t *testing.T) {
	e := newEnv(t)
	period := int64(testLimits.Period)
	now := time.Now()
	nextStart := time.Unix((now.Unix()/period+1)*period, 0)
	if nextStart.Sub(now) < 5*time.Second { // let the boundary pass
		time.Sleep(nextStart.Sub(now) + time.Second)
		now = time.Now()
		nextStart = time.Unix((now.Unix()/period+1)*period, 0)
	}
	thisPeriod := now.Add(10 * time.Minute)
	if thisPeriod.After(nextStart.Add(-time.Second)) {
		thisPeriod = nextStart.Add(-time.Second)
	}
	from := now.Add(-time.Minute)
	send := func(until time.Time) {
		t.Helper()
		op := e.approveOp(capped, 0)
		devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, e.sponsorship(), from, until.Sub(from))
		e.signOwner(&op)
		if _, err := e.handleOps(op); err != nil {
			t.Fatal(err)
		}
	}
	spent := func(p int64) *big.Int {
		return devnettest.Read(t, e.d, e.m.Paymaster, pm.PackSpentIn(e.account, big.NewInt(p)), pm.UnpackSpentIn)
	}
	this, next := nextStart.Unix()/period-1, nextStart.Unix()/period
	send(thisPeriod)
	if spent(this).Sign() == 0 {
		t.Fatal("nothing charged in this period")
	}
	send(nextStart.Add(time.Minute))
	inNext := spent(next)
	send(thisPeriod)
	if spent(this).Sign() != 0 || spent(next).Cmp(inNext) <= 0 {
		t.Fatalf("an op of the earlier period after the later one: %s in the earlier, %s then %s in the later",
			spent(this), inNext, spent(next))
	}
	current := devnettest.Read(t, e.d, e.m.Paymaster, pm.PackCurrentPeriod(), pm.UnpackCurrentPeriod)
	if current.Int64() != next {
		t.Fatalf("current period %d, want %d", current, next)
	}
}
