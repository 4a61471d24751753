package quote_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/quote"
)

// newWorldEnv starts a world chain (third-party contracts and stand-ins, Uniswap v3 from its npm
// artifacts) and, since the world holds none of Vera's contracts, deploys Vera's Settlement on top
// of it itself from the world's deployer (its Go binding): Settlement allows SwapRouter02 as a router
// and the holder-listed asset lists Settlement as a holder, as Vera's deployment onto a world does.
// The env's manifest is the world's (as the devnet mirrors it) with that Settlement.
func newWorldEnv(t *testing.T, noSimulateV1 bool) *env {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{World: &devnet.WorldConfig{}, DevAccounts: 6, NoSimulateV1: noSimulateV1})
	if noSimulateV1 {
		var out any
		err := d.RPC().CallContext(context.Background(), &out, "eth_simulateV1", map[string]any{"blockStateCalls": []any{}}, "latest")
		if err == nil {
			t.Fatal("the world chain answers eth_simulateV1 though told to refuse it")
		}
	}
	w := d.World()
	if w.Uniswap == nil {
		t.Fatal("the world chain has no Uniswap v3")
	}
	key := devnet.DeployerKey()
	st := settlement.NewSettlement()
	addr := devnettest.Deploy(t, d, key, append(common.FromHex(settlement.SettlementMetaData.Bin), st.PackConstructor(w.Permit2, crypto.PubkeyToAddress(key.PublicKey))...), 3_000_000)
	devnettest.MustSend(t, d, key, addr, st.PackSetRouter(w.Uniswap.SwapRouter02, true), 100_000, "allow router SwapRouter02")
	if hl, ok := w.HolderListedAsset(); ok {
		devnettest.MustSend(t, d, key, hl.Token, holderlistedtoken.NewHolderListedToken().PackSetHolder(addr, true), 100_000, "list Settlement")
	}
	m := d.Manifest()
	m.Settlement = addr
	cat, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	return &env{d: d, m: m, cat: cat, mc: chain.NewMulticall(d.Client(), m.Multicall3, 0)}
}

// The world's holder-listed asset is priced and pooled like the others: a listed taker is quoted
// and settles through the real pools; a taker it refuses gets liquidityAvailable false in both
// modes until its owner lists it; the tradability sweep's probe taker finds no route, while an
// ordinary asset's probe does.
func TestWorldHolderListedAsset(t *testing.T) {
	t.Parallel() // its world chain waits for the wall clock
	e := newWorldEnv(t, false)
	ctx := context.Background()
	w := e.d.World()
	hl, ok := w.HolderListedAsset()
	if !ok {
		t.Fatal("the world has no holder-listed asset")
	}
	s := e.service(t, e.uniswap(t))
	amount := big.NewInt(100_000_000) // $100

	listedKey, _ := devnet.DevKey(2)
	listed := crypto.PubkeyToAddress(listedKey.PublicKey)
	devnettest.MustSend(t, e.d, listedKey, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve Permit2")
	q := e.quote(t, s, quote.SideBuy, hl.Symbol, amount, listed)
	if want := e.bestQuoterV2(t, e.m.USDG, hl.Token, amount); q.BuyAmount != want.String() {
		t.Fatalf("quote %s, QuoterV2 answers %s", q.BuyAmount, want)
	}
	sig, err := chaintest.SignTypedData(ctx, chain.NewKeySigner(listedKey), typedData(t, q))
	if err != nil {
		t.Fatal(err)
	}
	e.settles(t, q, sig, listedKey, listed, hl.Token)

	refused := common.HexToAddress("0x00000000000000000000000000000000005ca1ab")
	for _, mode := range []string{quote.ModePrice, quote.ModeQuote} {
		ans, err := s.Respond(ctx, quote.Request{Mode: mode, Side: quote.SideBuy, Symbol: hl.Symbol, SellAmount: amount, Taker: refused})
		if err != nil || ans.Liquid() {
			t.Fatalf("mode %s: a taker the token refuses was quoted: %+v, %v", mode, ans, err)
		}
	}

	res, ok := s.Probe(ctx, quote.SideBuy, hl.Symbol, amount)
	if _, filled := res.Best(); !ok || filled || !res.Answered() {
		t.Fatalf("the sweep's probe (taker %s) of %s: filled %v, answered %v", quote.ProbeTaker().Hex(), hl.Symbol, filled, res.Answered())
	}
	res, _ = s.Probe(ctx, quote.SideBuy, e.m.Assets[0].Symbol, amount)
	if _, filled := res.Best(); !filled {
		t.Fatal("the sweep's probe of an ordinary asset found no route")
	}

	// The token's owner (the world's deployer) lists the refused taker: now it is quoted.
	devnettest.MustSend(t, e.d, devnet.DeployerKey(), hl.Token, holderlistedtoken.NewHolderListedToken().PackSetHolder(refused, true), 100_000, "list the taker")
	ans, err := s.Respond(ctx, quote.Request{Mode: quote.ModePrice, Side: quote.SideBuy, Symbol: hl.Symbol, SellAmount: amount, Taker: refused})
	if err != nil || !ans.Liquid() {
		t.Fatalf("a newly listed taker: %+v, %v", ans, err)
	}
}
