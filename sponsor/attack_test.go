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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

var factoryABI = veraaccountfactory.NewVeraAccountFactory()

// freshAccountOp is an op from the factory's undeployed account of (owner, salt): its initCode deploys
// it, its call is the allowlisted no-op approve(Permit2, 0).
func (e *env) freshAccountOp(owner common.Address, salt int64) entrypoint.PackedUserOperation {
	e.t.Helper()
	s := big.NewInt(salt)
	sender := devnettest.Read(e.t, e.d, e.m.AccountFactory, factoryABI.PackGetAddress(owner, s), factoryABI.UnpackGetAddress)
	initCode := append(e.m.AccountFactory.Bytes(), factoryABI.PackCreateAccount(owner, s)...)
	call := acct.PackExecute(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, common.Big0))
	return chain.NewUserOp(sender, common.Big0, initCode, call, capped, e.m.Paymaster, nil)
}

// Attack 1 at the policy: a stranger nobody vouched for asks for sponsorships of its fresh
// counterfactual accounts (a new salt each), of fresh owners, of addresses that are no account, and of
// factory initCode that does not deploy the sender. Not one is signed.
func TestPolicySignsNothingForStrangersAndFreshAddresses(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	unknown, _ := crypto.GenerateKey()
	unknownOwner := crypto.PubkeyToAddress(unknown.PublicKey)
	const n = 1000
	refuse := func(what string, op entrypoint.PackedUserOperation, want error) {
		t.Helper()
		before := append([]byte(nil), op.PaymasterAndData...)
		if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, want) {
			t.Fatalf("%s: %v, want %v", what, err, want)
		}
		if string(op.PaymasterAndData) != string(before) {
			t.Fatalf("%s: a refused op was signed", what)
		}
	}
	for i := range n {
		refuse("fresh salt of an unknown owner", e.freshAccountOp(unknownOwner, int64(i)), sponsor.ErrUnknownOwner)
	}
	for i := range n {
		owner := common.BigToAddress(big.NewInt(int64(1_000_000 + i)))
		refuse("fresh owner", e.freshAccountOp(owner, 0), sponsor.ErrUnknownOwner)
	}
	for i := range n {
		op := e.approveOp(capped, 0)
		op.Sender = common.BigToAddress(big.NewInt(int64(2_000_000 + i)))
		refuse("an address that is no account", op, sponsor.ErrNotOurAccount)
	}
	// initCode of the factory that deploys another account than the sender, and initCode with trailing bytes.
	op := e.freshAccountOp(e.owner(), 7)
	op.Sender = e.account
	refuse("initCode of another account", op, sponsor.ErrNotOurAccount)
	op = e.freshAccountOp(e.owner(), 8)
	op.InitCode = append(op.InitCode, 0)
	refuse("initCode with a trailing byte", op, sponsor.ErrNotOurAccount)
	// The same vouched owner's fresh accounts are sponsored: the refusals above are the owner's and the
	// sender's, not the salt's.
	ok := e.freshAccountOp(e.owner(), 9)
	if err := e.sponsor.Sign(ctx, &ok); err != nil {
		t.Fatalf("a vouched owner's fresh account: %v", err)
	}
}

// Attack 1 on chain: a signed-in stranger (its owner vouched for) collects real sponsorships for a
// thousand fresh accounts, each op with every gas field at its cap, and bundles them itself as
// beneficiary to pocket the gas. The paymaster refuses every one (the sponsorships name the relay);
// the bundles it sends anyway revert at its own expense, and the paymaster and the relay lose nothing.
func TestSelfBundledSponsorshipsAreRefused(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	stranger := e.owner()
	relayAddr := crypto.PubkeyToAddress(e.relay.PublicKey)
	startDeposit, startStranger, startRelay := e.deposit(), e.balance(stranger), e.balance(relayAddr)
	const n, perBundle = 1000, 10
	var ops []entrypoint.PackedUserOperation
	for i := range n {
		op := e.freshAccountOp(stranger, int64(100+i))
		if err := e.sponsor.Sign(ctx, &op); err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
		if err := chain.SignUserOp(ctx, e.c, e.m.EntryPoint, &op, chain.NewKeySigner(e.stranger)); err != nil {
			t.Fatal(err)
		}
		ops = append(ops, op)
	}
	for i := 0; i < n; i += perBundle {
		_, err := e.handleOpsAs(e.stranger, ops[i:i+perBundle]...)
		wantRefused(t, err, "AA33", &sponsorpaymaster.SponsorPaymasterNotRelay{})
	}
	// Sent without simulating: each reverts, and the stranger pays for it.
	for i := 0; i < 5*perBundle; i += perBundle {
		r := e.sendHandleOps(e.stranger, ep.PackHandleOps(ops[i:i+perBundle], stranger))
		if r.Status != types.ReceiptStatusFailed {
			t.Fatalf("bundle %d was included", i/perBundle)
		}
	}
	// A leaked sponsor key naming the stranger as relay: the paymaster knows only its own relays.
	op := e.freshAccountOp(stranger, 5000)
	devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, chain.Sponsorship{Owner: stranger, Relay: stranger}, time.Now().Add(-time.Minute), 10*time.Minute)
	e.signOwner(&op)
	_, err := e.handleOpsAs(e.stranger, op)
	wantRefused(t, err, "AA33", &sponsorpaymaster.SponsorPaymasterUnknownRelay{})

	if e.deposit().Cmp(startDeposit) != 0 || e.balance(relayAddr).Cmp(startRelay) != 0 {
		t.Fatalf("paymaster deposit %s → %s, relay %s → %s", startDeposit, e.deposit(), startRelay, e.balance(relayAddr))
	}
	if lost := new(big.Int).Sub(startStranger, e.balance(stranger)); lost.Sign() <= 0 {
		t.Fatalf("the stranger ended with %s wei more", new(big.Int).Neg(lost))
	} else {
		t.Logf("%d sponsored ops refused to a self-bundler; it lost %s wei on 5 reverted bundles; paymaster and relay lost 0", n, lost)
	}
}

// acceptAll is the creation code of a 5-byte contract that answers 32 zero bytes to any call: as an
// ERC-4337 sender it validates every op (validationData 0) and "executes" anything.
var acceptAll = hexutil.MustDecode("0x6460206000f3600052600560" + "1bf3")

// Attack 2: senders that are not the factory's VeraAccounts (a contract that accepts any op, an
// account upgraded to another implementation) get no sponsorship, and an op sponsored before the
// upgrade is refused when sent.
func TestOnlyFactoryAccountsOnTheirImplementationAreSponsored(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	for i := range 100 {
		junk := devnettest.Deploy(t, e.d, e.stranger, acceptAll, 100_000)
		op := e.approveOp(capped, 0)
		op.Sender = junk
		if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrNotOurAccount) {
			t.Fatalf("accept-all contract %d: %v", i, err)
		}
	}

	before := e.approveOp(capped, 0)
	if err := e.sponsor.Sign(ctx, &before); err != nil {
		t.Fatal(err)
	}
	e.signOwner(&before)
	impl := devnettest.Deploy(t, e.d, e.stranger, append(hexutil.MustDecode(veraaccount.VeraAccountMetaData.Bin), acct.PackConstructor(e.m.EntryPoint)...), 6_000_000)
	// An upgrade now, in the same block as a sponsored op, would run the new code on the paymaster's
	// gas: it must be scheduled first, and waits an hour.
	if r := devnettest.Send(t, e.d, e.stranger, e.account, acct.PackUpgradeToAndCall(impl, nil), 200_000); r.Status != types.ReceiptStatusFailed {
		t.Fatal("an unscheduled upgrade went through")
	}
	devnettest.MustSend(t, e.d, e.stranger, e.account, acct.PackScheduleUpgrade(impl), 200_000, "schedule upgrade")
	op := e.approveOp(capped, 1)
	if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrNotOurAccount) {
		t.Fatalf("account with an upgrade scheduled: %v", err)
	}
	if err := e.sponsor.Verify(ctx, before); !errors.Is(err, sponsor.ErrNotOurAccount) {
		t.Fatalf("an op sponsored before the upgrade was scheduled, sent after: %v", err)
	}
	if r := devnettest.Send(t, e.d, e.stranger, e.account, acct.PackUpgradeToAndCall(impl, nil), 200_000); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a scheduled upgrade went through before its delay")
	}
	if err := e.d.AdjustTime(time.Hour + time.Minute); err != nil {
		t.Fatal(err)
	}
	devnettest.MustSend(t, e.d, e.stranger, e.account, acct.PackUpgradeToAndCall(impl, nil), 200_000, "upgrade")
	op = e.approveOp(capped, 1)
	if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrNotOurAccount) {
		t.Fatalf("account upgraded to another implementation: %v", err)
	}
}

// An owner who schedules an upgrade and cancels it is sponsored again.
func TestCancelledUpgradeIsSponsoredAgain(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	devnettest.MustSend(t, e.d, e.stranger, e.account, acct.PackScheduleUpgrade(e.m.AccountFactory), 200_000, "schedule upgrade")
	op := e.approveOp(capped, 0)
	if err := e.sponsor.Sign(ctx, &op); !errors.Is(err, sponsor.ErrNotOurAccount) {
		t.Fatalf("with an upgrade scheduled: %v", err)
	}
	devnettest.MustSend(t, e.d, e.stranger, e.account, acct.PackCancelUpgrade(), 200_000, "cancel upgrade")
	op = e.approveOp(capped, 0)
	if err := e.sponsor.Sign(ctx, &op); err != nil {
		t.Fatalf("after the cancellation: %v", err)
	}
}

// A sponsorship whose window the policy would not sign (a leaked key's day-long window) is refused when
// sent, though its signature is good.
func TestVerifyRefusesWindowsThePolicyDoesNotSign(t *testing.T) {
	e := newEnv(t)
	op := e.approveOp(capped, 0)
	devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, e.sponsorship(), time.Now().Add(-time.Minute), 20*time.Hour)
	if err := e.sponsor.Verify(context.Background(), op); !errors.Is(err, sponsor.ErrNotSponsored) {
		t.Fatalf("a 20-hour window: %v", err)
	}
	op = e.approveOp(capped, 0)
	if err := e.sponsor.Sign(context.Background(), &op); err != nil {
		t.Fatal(err)
	}
	if err := e.sponsor.Verify(context.Background(), op); err != nil {
		t.Fatalf("the policy's own sponsorship: %v", err)
	}
}

// Many owners with many accounts each spend as fast as the policy signs, every op bundled by the relay:
// no owner is charged past its budget, all of them together not past the global one, and both bounds
// are what stops them.
func TestOwnerAndGlobalBudgetsBindManyOwnersAndAccounts(t *testing.T) {
	limits := testLimits
	// Ops pay their fee cap (tip = cap), so budgets settle near the reservation.
	limits.MaxPriorityFeePerGas = limits.MaxFeePerGas
	// An op costs about 0.015 ETH and reserves 0.047 while it runs.
	limits.BudgetPerPeriod = big.NewInt(100_000_000_000_000_000)       // 0.1 ETH per account: ~4 ops
	limits.OwnerBudgetPerPeriod = big.NewInt(200_000_000_000_000_000)  // 0.2 ETH per owner: ~10 ops of its 4 accounts' 16
	limits.GlobalBudgetPerPeriod = big.NewInt(800_000_000_000_000_000) // 0.8 ETH in all: ~50 ops of the 8 owners' 80
	e := newEnvWith(t, &limits)
	ctx := context.Background()
	gas := capped
	gas.MaxPriorityFeePerGas = gas.MaxFeePerGas
	const owners, accountsEach = 8, 4
	type acc struct {
		key     *ecdsa.PrivateKey
		owner   common.Address
		address common.Address
		nonce   int64
	}
	var all []*acc
	for o := range owners {
		key, _ := crypto.GenerateKey()
		owner := crypto.PubkeyToAddress(key.PublicKey)
		sponsortest.Vouch(t, e.owners, fmt.Sprintf("user-%d", o), owner)
		for s := range accountsEach {
			salt := big.NewInt(int64(s))
			devnettest.MustSend(t, e.d, devnet.DeployerKey(), e.m.AccountFactory, factoryABI.PackCreateAccount(owner, salt), 1_000_000, "create account")
			addr := devnettest.Read(t, e.d, e.m.AccountFactory, factoryABI.PackGetAddress(owner, salt), factoryABI.UnpackGetAddress)
			all = append(all, &acc{key: key, owner: owner, address: addr})
		}
	}
	bundler := chain.NewBundler(e.c, e.m.EntryPoint, e.relay, e.m.ChainID)
	refusals := map[string]int{}
	paid := map[common.Address]*big.Int{}
	total := new(big.Int)
	ops := 0
	// Owner after owner, each account until the policy refuses it: the first owners reach their own
	// budget, the later ones the global one.
	for _, a := range all {
		for {
			call := acct.PackExecute(e.m.USDG, common.Big0, erc.PackApprove(e.m.Permit2, big.NewInt(a.nonce+1)))
			op := chain.NewUserOp(a.address, big.NewInt(a.nonce), nil, call, gas, e.m.Paymaster, nil)
			if err := e.sponsor.Sign(ctx, &op); err != nil {
				if !errors.Is(err, sponsor.ErrOverBudget) {
					t.Fatal(err)
				}
				refusals[budgetName(err)]++
				break
			}
			if err := chain.SignUserOp(ctx, e.c, e.m.EntryPoint, &op, chain.NewKeySigner(a.key)); err != nil {
				t.Fatal(err)
			}
			wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			r, err := bundler.SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
			cancel()
			if err != nil {
				t.Fatalf("a signed op failed: %v", err)
			}
			for _, l := range r.Logs {
				if ev, err := pm.UnpackSponsoredEvent(l); err == nil {
					if paid[ev.Owner] == nil {
						paid[ev.Owner] = new(big.Int)
					}
					paid[ev.Owner].Add(paid[ev.Owner], ev.ActualCost)
					total.Add(total, ev.ActualCost)
				}
			}
			a.nonce++
			ops++
		}
	}
	for owner, p := range paid {
		if p.Cmp(limits.OwnerBudgetPerPeriod) > 0 {
			t.Fatalf("owner %s was sponsored %s wei, budget %s", owner.Hex(), p, limits.OwnerBudgetPerPeriod)
		}
	}
	if total.Cmp(limits.GlobalBudgetPerPeriod) > 0 {
		t.Fatalf("sponsored %s wei in all, budget %s", total, limits.GlobalBudgetPerPeriod)
	}
	if refusals["owner"] == 0 || refusals["global"] == 0 {
		t.Fatalf("refusals %v: want both the owner and the global budget to bind", refusals)
	}
	t.Logf("%d ops for %d owners × %d accounts: %s wei sponsored (global budget %s); refusals %v", ops, owners, accountsEach,
		total, limits.GlobalBudgetPerPeriod, refusals)
}

// budgetName is which budget an ErrOverBudget names: "global", "owner" or "sender".
func budgetName(err error) string {
	for _, n := range []string{"global", "owner", "sender"} {
		if strings.Contains(err.Error(), ": "+n) {
			return n
		}
	}
	return "?"
}
