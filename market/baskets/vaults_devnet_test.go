package baskets

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

var (
	gv  = grovevault.NewGroveVault()
	erc = usdg.NewUSDG()
)

// farDeadline is a deposit deadline no test reaches.
var farDeadline = big.NewInt(1 << 40)

func usd(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

func TestGroveVaultOnDevnet(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{Groves: []devnet.GroveSeed{
		{ID: "alpha", Symbols: []string{"AAPL", "MSFT"}, WeightsBps: []uint16{6000, 4000}},
		{ID: "beta", Symbols: []string{"NVDA", "TSLA", "SPY"}, WeightsBps: []uint16{3400, 3300, 3300}},
	}})
	m := d.Manifest()
	if len(m.Groves) != 2 {
		t.Fatalf("manifest groves: %+v", m.Groves)
	}
	alpha := m.Groves[0].Address
	user, _ := devnet.DevKey(3)
	other, _ := devnet.DevKey(4)
	userAddr := crypto.PubkeyToAddress(user.PublicKey)
	deployer := crypto.PubkeyToAddress(devnet.DeployerKey().PublicKey)
	max := new(big.Int).Lsh(big.NewInt(1), 255)
	bal := func(a common.Address) *big.Int {
		return devnettest.Read(t, d, m.USDG, erc.PackBalanceOf(a), erc.UnpackBalanceOf)
	}

	// Deposit $1,000: the vault holds both components in about 60/40 by value.
	devnettest.MustSend(t, d, user, m.USDG, erc.PackApprove(alpha, max), 100_000, "approve")
	devnettest.MustSend(t, d, user, alpha, gv.PackDeposit(usd(1000), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), farDeadline), 1_500_000, "deposit")
	managed := devnettest.Read(t, d, alpha, gv.PackManagedUsd(), gv.UnpackManagedUsd)
	// The market maker sells at feed + 20 bps, so $1,000 buys about $998 of value.
	if lo, hi := usd(995), usd(1000); managed.Cmp(lo) < 0 || managed.Cmp(hi) > 0 {
		t.Fatalf("managed after a $1,000 deposit: %s", managed)
	}
	cat, _ := m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	held := devnettest.Read(t, d, aapl.Address, erc.PackBalanceOf(alpha), erc.UnpackBalanceOf)
	price := m.Assets[0].PriceE8 // AAPL is the first asset
	aaplUSD := new(big.Int).Div(new(big.Int).Mul(held, price), big.NewInt(1e18))
	aaplUSD.Div(aaplUSD, big.NewInt(100)) // 8-decimal price, 18-decimal token → 6-decimal USD
	if share := new(big.Rat).SetFrac(aaplUSD, managed); share.Cmp(big.NewRat(59, 100)) < 0 || share.Cmp(big.NewRat(61, 100)) > 0 {
		t.Fatalf("AAPL share of the vault %s, want about 60%%", share.FloatString(4))
	}

	// A second user deposits too; users() counts both.
	devnettest.MustSend(t, d, other, m.USDG, erc.PackApprove(alpha, max), 100_000, "approve")
	devnettest.MustSend(t, d, other, alpha, gv.PackDeposit(usd(500), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), farDeadline), 1_500_000, "deposit")

	// Prices rise 20%: withdrawing half at a profit charges exactly 10% of the realized profit.
	setPrices := func(pctOfStart int64) {
		for _, a := range m.Assets[:2] { // AAPL, MSFT
			p := new(big.Int).Div(new(big.Int).Mul(a.PriceE8, big.NewInt(pctOfStart)), big.NewInt(100))
			devnettest.MustSend(t, d, devnet.DeployerKey(), a.Feed, pricefeed.NewPriceFeed().PackSetAnswer(p), 200_000, "set price")
		}
	}
	setPrices(120)
	shares := devnettest.Read(t, d, alpha, gv.PackSharesOf(userAddr), gv.UnpackSharesOf)
	basis := devnettest.Read(t, d, alpha, gv.PackCostBasisOf(userAddr), gv.UnpackCostBasisOf)
	half := new(big.Int).Div(shares, big.NewInt(2))
	userBefore, feeBefore := bal(userAddr), bal(deployer)
	r := devnettest.MustSend(t, d, user, alpha, gv.PackWithdraw(half, big.NewInt(1)), 1_500_000, "withdraw at a profit")
	ev := withdrawn(t, r)
	wantBasis := new(big.Int).Div(new(big.Int).Mul(basis, half), shares)
	if ev.CostBasis.Cmp(wantBasis) != 0 || ev.GrossUsd.Cmp(ev.CostBasis) <= 0 {
		t.Fatalf("withdrawn %+v, want basis %s and a profit", ev, wantBasis)
	}
	wantFee := new(big.Int).Div(new(big.Int).Mul(new(big.Int).Sub(ev.GrossUsd, ev.CostBasis), big.NewInt(1000)), big.NewInt(10_000))
	if ev.FeeUsd.Cmp(wantFee) != 0 || ev.PayoutUsd.Cmp(new(big.Int).Sub(ev.GrossUsd, wantFee)) != 0 {
		t.Fatalf("fee %s payout %s, want fee %s of gross %s", ev.FeeUsd, ev.PayoutUsd, wantFee, ev.GrossUsd)
	}
	if got := new(big.Int).Sub(bal(userAddr), userBefore); got.Cmp(ev.PayoutUsd) != 0 {
		t.Fatalf("user received %s, event says %s", got, ev.PayoutUsd)
	}
	if got := new(big.Int).Sub(bal(deployer), feeBefore); got.Cmp(wantFee) != 0 {
		t.Fatalf("fee recipient received %s, want %s", got, wantFee)
	}
	if fe := feeCharged(r); fe == nil || fe.FeeUsd.Cmp(wantFee) != 0 || fe.Recipient != deployer || fe.User != userAddr ||
		fe.ProfitUsd.Cmp(new(big.Int).Sub(ev.GrossUsd, ev.CostBasis)) != 0 {
		t.Fatalf("ExitFeeCharged %+v, want fee %s to %s", fe, wantFee, deployer)
	}
	fees := devnettest.Read(t, d, alpha, gv.PackFeesUsd(), gv.UnpackFeesUsd)
	if fees.Cmp(wantFee) != 0 {
		t.Fatalf("feesUsd %s, want %s", fees, wantFee)
	}

	// Prices fall to 70% of the start: the rest is withdrawn at a loss, with no fee.
	setPrices(70)
	rest := devnettest.Read(t, d, alpha, gv.PackSharesOf(userAddr), gv.UnpackSharesOf)
	r = devnettest.MustSend(t, d, user, alpha, gv.PackWithdraw(rest, big.NewInt(1)), 1_500_000, "withdraw at a loss")
	if ev := withdrawn(t, r); ev.FeeUsd.Sign() != 0 || ev.GrossUsd.Cmp(ev.CostBasis) >= 0 || ev.PayoutUsd.Cmp(ev.GrossUsd) != 0 {
		t.Fatalf("loss withdrawal %+v: want no fee", ev)
	}
	if fe := feeCharged(r); fe != nil {
		t.Fatalf("a loss withdrawal charged a fee: %+v", fe)
	}
	if got := devnettest.Read(t, d, alpha, gv.PackFeesUsd(), gv.UnpackFeesUsd); got.Cmp(wantFee) != 0 {
		t.Fatalf("feesUsd after a loss %s, want %s still", got, wantFee)
	}

	// Stats of both groves in one multicall: alpha has one user left, beta none; an address
	// without code reads as not deployed.
	vs := NewVaultStats(chain.NewMulticall(d.Client(), m.Multicall3, 0), append(m.Groves,
		chain.GroveVault{ID: "nowhere", Address: common.HexToAddress("0x000000000000000000000000000000000000dEaD")}))
	if err := vs.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	a, b, n := vs.Stats("alpha"), vs.Stats("beta"), vs.Stats("nowhere")
	if !a.Deployed || a.Users != 1 || a.FeesUsd != usdgToUSD(wantFee) || a.ManagedUsd <= 0 {
		t.Fatalf("alpha stats %+v", a)
	}
	if !b.Deployed || b.Users != 0 || b.ManagedUsd != 0 {
		t.Fatalf("beta stats %+v", b)
	}
	if n.Deployed {
		t.Fatalf("an address without code reads as deployed: %+v", n)
	}
	if usdgToUSD(usd(12)) != 12 || usdgToUSD(big.NewInt(1_500_000)) != 1.5 {
		t.Fatal("USD conversion")
	}

	// Failed reads keep the last good stats: a vault whose calls fail inside the multicall ...
	good := vs.Stats("alpha")
	vs.vaults = []chain.GroveVault{{ID: "alpha", Address: common.HexToAddress("0x000000000000000000000000000000000000dEaD")}}
	if err := vs.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	if s := vs.Stats("alpha"); s != good {
		t.Fatalf("after a failed vault read: %+v, want %+v", s, good)
	}
	// ... and a failed multicall (no Multicall3 at the address) is an error that changes nothing.
	vs.vaults = m.Groves
	vs.mc = chain.NewMulticall(d.Client(), common.HexToAddress("0x000000000000000000000000000000000000bEEF"), 0)
	if err := vs.Refresh(context.Background()); err == nil {
		t.Fatal("a multicall to an address without code succeeded")
	}
	if s := vs.Stats("alpha"); s != good {
		t.Fatalf("after a failed multicall: %+v, want %+v", s, good)
	}
}

func withdrawn(t *testing.T, r *types.Receipt) *grovevault.GroveVaultWithdrawn {
	t.Helper()
	for _, l := range r.Logs {
		if ev, err := gv.UnpackWithdrawnEvent(l); err == nil {
			return ev
		}
	}
	t.Fatal("no Withdrawn event")
	return nil
}

func feeCharged(r *types.Receipt) *grovevault.GroveVaultExitFeeCharged {
	for _, l := range r.Logs {
		if ev, err := gv.UnpackExitFeeChargedEvent(l); err == nil {
			return ev
		}
	}
	return nil
}
