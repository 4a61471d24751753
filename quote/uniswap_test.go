package quote_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlisttesttoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/nonfungiblepositionmanager"
	"github.com/vera-invest/vera/chain/contracts/bindings/quoterv2"
	"github.com/vera-invest/vera/chain/contracts/bindings/swaprouter02"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3pool"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/quote"
)

// uniswap is the adapter over the devnet's real QuoterV2 and SwapRouter02, at every fee tier.
func (e *env) uniswap(t *testing.T) *quote.UniswapV3 {
	t.Helper()
	u := e.m.Uniswap
	if u == nil {
		t.Fatal("the devnet manifest has no Uniswap v3 deployment")
	}
	return &quote.UniswapV3{Caller: e.d.Client(), Multicall: e.mc, Quoter: u.QuoterV2, Router: u.SwapRouter02, FeeTiers: u.FeeTiers}
}

// quoterV2 is QuoterV2's own answer for selling amount of sell for buy at fee.
func (e *env) quoterV2(t *testing.T, sell, buy common.Address, amount *big.Int, fee uint32) quoterv2.QuoteExactInputSingleOutput {
	t.Helper()
	q := quoterv2.NewQuoterV2()
	return devnettest.Read(t, e.d, e.m.Uniswap.QuoterV2, q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
		TokenIn: sell, TokenOut: buy, AmountIn: amount, Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int),
	}), q.UnpackQuoteExactInputSingle)
}

// bestQuoterV2 is the biggest of QuoterV2's answers over the deployment's fee tiers.
func (e *env) bestQuoterV2(t *testing.T, sell, buy common.Address, amount *big.Int) *big.Int {
	t.Helper()
	best := new(big.Int)
	for _, fee := range e.m.Uniswap.FeeTiers {
		if out := e.quoterV2(t, sell, buy, amount, fee).AmountOut; out.Cmp(best) > 0 {
			best = out
		}
	}
	return best
}

// uniswapChains are the chains the Uniswap v3 tests run on: the devnet and the world chain, with
// Vera's Settlement deployed on top of the world by the test (newWorldEnv).
var uniswapChains = []struct {
	name string
	env  func(t *testing.T) *env
}{
	{"devnet", newEnv},
	{"world", func(t *testing.T) *env { return newWorldEnv(t, false) }},
}

// The adapter's quote is QuoterV2's own answer at the best tier, both ways, and a fill through
// SwapRouter02 inside Settlement.settleCall pays the taker at least minBuyAmount (exactly the quote
// when nothing traded in between). Also on a world chain whose node refuses eth_simulateV1: nothing
// in the quote path depends on it.
func TestUniswapQuoteIsQuoterV2s(t *testing.T) {
	chains := append(uniswapChains[:len(uniswapChains):len(uniswapChains)], struct {
		name string
		env  func(t *testing.T) *env
	}{"world without eth_simulateV1", func(t *testing.T) *env { return newWorldEnv(t, true) }})
	for _, c := range chains {
		t.Run(c.name, func(t *testing.T) { t.Parallel(); testUniswapQuoteIsQuoterV2s(t, c.env(t)) })
	}
}

func testUniswapQuoteIsQuoterV2s(t *testing.T, e *env) {
	s := e.service(t, e.uniswap(t))
	key, _ := devnet.DevKey(2)
	taker := crypto.PubkeyToAddress(key.PublicKey)
	asset := e.m.Assets[2]
	for _, tok := range []common.Address{e.m.USDG, asset.Address} {
		devnettest.MustSend(t, e.d, key, tok, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve Permit2")
	}
	amount := big.NewInt(1_000_000_000) // $1,000
	q := e.quote(t, s, quote.SideBuy, asset.Symbol, amount, taker)
	if want := e.bestQuoterV2(t, e.m.USDG, asset.Address, amount); q.BuyAmount != want.String() || q.Route.Winner != "uniswap-v3" {
		t.Fatalf("uniswap quote %s (winner %q), QuoterV2 answers %s", q.BuyAmount, q.Route.Winner, want)
	}
	if q.Tx.To != e.m.Settlement.Hex() || permitOf(t, typedData(t, q)).Witness.Venue != e.m.Uniswap.SwapRouter02 {
		t.Fatalf("the quote settles through %s, venue %s", q.Tx.To, permitOf(t, typedData(t, q)).Witness.Venue.Hex())
	}
	sig, err := chaintest.SignTypedData(context.Background(), chain.NewKeySigner(key), typedData(t, q))
	if err != nil {
		t.Fatal(err)
	}
	bought := e.settles(t, q, sig, key, taker, asset.Address)
	if bought.String() != q.BuyAmount {
		t.Fatalf("bought %s, quoted %s with nothing traded in between", bought, q.BuyAmount)
	}

	sq := e.quote(t, s, quote.SideSell, asset.Symbol, bought, taker)
	if want := e.bestQuoterV2(t, asset.Address, e.m.USDG, bought); sq.BuyAmount != want.String() {
		t.Fatalf("uniswap sell quote %s, QuoterV2 answers %s", sq.BuyAmount, want)
	}
	ssig, _ := chaintest.SignTypedData(context.Background(), chain.NewKeySigner(key), typedData(t, sq))
	e.settles(t, sq, ssig, key, taker, e.m.USDG)
}

// A price moved between quote and settlement (another buyer in the same pools) makes the
// settlement revert with InsufficientOutput; the taker keeps its USDG, receives nothing and, with a
// relayer sending, pays nothing.
func TestUniswapPriceMovedReverts(t *testing.T) {
	for _, c := range uniswapChains {
		t.Run(c.name, func(t *testing.T) { t.Parallel(); testUniswapPriceMovedReverts(t, c.env(t)) })
	}
}

func testUniswapPriceMovedReverts(t *testing.T, e *env) {
	s := e.service(t, e.uniswap(t))
	ctx := context.Background()
	key, _ := devnet.DevKey(3)
	taker := crypto.PubkeyToAddress(key.PublicKey)
	relayer := relayerKey(t)
	asset := e.m.Assets[1]
	devnettest.MustSend(t, e.d, key, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve Permit2")
	q := e.quote(t, s, quote.SideBuy, asset.Symbol, big.NewInt(5_000_000_000), taker)
	sig, _ := chaintest.SignTypedData(ctx, chain.NewKeySigner(key), typedData(t, q))

	// Another buyer takes $200,000 from each pool of the asset through the router.
	moverKey, _ := devnet.DevKey(5)
	mover := crypto.PubkeyToAddress(moverKey.PublicKey)
	if err := e.d.Fund(ctx, mover, big.NewInt(500_000_000_000)); err != nil {
		t.Fatal(err)
	}
	devnettest.MustSend(t, e.d, moverKey, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Uniswap.SwapRouter02, maxUint), 100_000, "approve router")
	for _, fee := range e.m.Uniswap.FeeTiers {
		devnettest.MustSend(t, e.d, moverKey, e.m.Uniswap.SwapRouter02, swaprouter02.NewSwapRouter02().PackExactInputSingle(swaprouter02.IV3SwapRouterExactInputSingleParams{
			TokenIn: e.m.USDG, TokenOut: asset.Address, Fee: big.NewInt(int64(fee)), Recipient: mover,
			AmountIn: big.NewInt(200_000_000_000), AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
		}), 1_000_000, "move the price")
	}

	usdgBefore, assetBefore := e.balance(t, e.m.USDG, taker), e.balance(t, asset.Address, taker)
	ethBefore, err := e.d.Client().BalanceAt(ctx, taker, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := chain.SpliceSignature(hexutil.MustDecode(q.Tx.Data), q.Tx.SignatureOffset, sig)
	if err != nil {
		t.Fatal(err)
	}
	to := e.m.Settlement
	_, callErr := e.d.Client().CallContract(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(relayer.PublicKey), To: &to, Data: data}, nil)
	insufficient := crypto.Keccak256([]byte("InsufficientOutput(uint256,uint256)"))[:4]
	if reason := revertData(callErr); !bytes.HasPrefix(reason, insufficient) {
		t.Fatalf("settlement after the move: %v (revert data %x), want InsufficientOutput", callErr, reason)
	}
	if r := e.settleTx(t, q, sig, relayer); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a quote settled after its price moved past the minimum")
	}
	ethAfter, _ := e.d.Client().BalanceAt(ctx, taker, nil)
	if e.balance(t, e.m.USDG, taker).Cmp(usdgBefore) != 0 || e.balance(t, asset.Address, taker).Cmp(assetBefore) != 0 || ethAfter.Cmp(ethBefore) != 0 {
		t.Fatal("the reverted settlement cost the taker something")
	}
}

// revertData is the revert data of an eth_call error, nil when there is none.
func revertData(err error) []byte {
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return nil
	}
	s, _ := de.ErrorData().(string)
	b, _ := hexutil.Decode(s)
	return b
}

// The pools are deep enough that a $1,000 buy moves the price measurably and shallow enough that
// a $1,000,000 buy runs out of range: QuoterV2 then stops at the price bound, having sold only part,
// and the adapter declines (no liquidity), so the quote answers liquidityAvailable false.
func TestUniswapDepth(t *testing.T) {
	for _, c := range uniswapChains {
		t.Run(c.name, func(t *testing.T) { t.Parallel(); testUniswapDepth(t, c.env(t)) })
	}
}

func testUniswapDepth(t *testing.T, e *env) {
	u := e.uniswap(t)
	pool := uniswapv3pool.NewUniswapV3Pool()
	for _, asset := range e.m.Assets {
		for _, fee := range e.m.Uniswap.FeeTiers {
			addr, _ := e.m.Uniswap.Pool(asset.Symbol, fee)
			s0 := devnettest.Read(t, e.d, addr, pool.PackSlot0(), pool.UnpackSlot0)
			one := e.quoterV2(t, e.m.USDG, asset.Address, big.NewInt(1_000_000), fee)
			k := e.quoterV2(t, e.m.USDG, asset.Address, big.NewInt(1_000_000_000), fee)
			if k.SqrtPriceX96After.Cmp(s0.SqrtPriceX96) == 0 {
				t.Errorf("%s fee %d: a $1,000 buy leaves the price where it was", asset.Symbol, fee)
			}
			// Impact: how much less a dollar buys in a $1,000 buy than in a $1 buy, in bps.
			perDollar := new(big.Int).Mul(one.AmountOut, big.NewInt(1000))
			impact, _ := new(big.Float).Quo(new(big.Float).SetInt(new(big.Int).Sub(perDollar, k.AmountOut)), new(big.Float).SetInt(perDollar)).Float64()
			if impact*1e4 < 0.5 {
				t.Errorf("%s fee %d: a $1,000 buy moves the price %.3f bps, not measurably", asset.Symbol, fee, impact*1e4)
			}
			t.Logf("%s fee %d: a $1,000 buy costs %.2f bps more per dollar than a $1 buy", asset.Symbol, fee, impact*1e4)
			m := e.quoterV2(t, e.m.USDG, asset.Address, big.NewInt(1_000_000_000_000), fee)
			if !quote.AtPriceBound(m.SqrtPriceX96After) {
				t.Errorf("%s fee %d: a $1,000,000 buy stays in range (sqrtPriceX96After %s)", asset.Symbol, fee, m.SqrtPriceX96After)
			}
		}
		_, err := u.Quote(context.Background(), quote.Order{SellToken: e.m.USDG, BuyToken: asset.Address, SellAmount: big.NewInt(1_000_000_000_000), Payer: e.m.Settlement})
		if !errors.Is(err, quote.ErrNoLiquidity) {
			t.Errorf("%s: a $1,000,000 buy: %v, want no liquidity", asset.Symbol, err)
		}
	}
	s := e.service(t, u)
	ans, err := s.Respond(context.Background(), quote.Request{Mode: quote.ModePrice, Side: quote.SideBuy, Symbol: e.m.Assets[0].Symbol,
		SellAmount: big.NewInt(1_000_000_000_000), Taker: e.m.DevAccounts[0]})
	if err != nil || ans.Liquid() {
		t.Fatalf("a $1,000,000 buy through uniswap only: %+v, %v", ans, err)
	}
}

// A token that pays only its listed holders: a listed taker is quoted and settles through the real
// pools; a taker it refuses gets liquidityAvailable false in both modes; the sweep's probe taker is
// refused too, so the sweep finds no buy route (and in time locks the symbol both ways).
func TestRefusedTakerGetsNoLiquidity(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	deployer := devnet.DeployerKey()
	me := crypto.PubkeyToAddress(deployer.PublicKey)
	u := e.m.Uniswap
	hl := holderlisttesttoken.NewHolderListTestToken()
	tok := devnettest.Deploy(t, e.d, deployer, append(common.FromHex(holderlisttesttoken.HolderListTestTokenMetaData.Bin),
		hl.PackConstructor("Listed Holders", "LST")...), 3_000_000)
	pool := devnet.UniswapPoolAddress(u.Factory, tok, e.m.USDG, 3000)
	listedKey, _ := devnet.DevKey(2)
	listed := crypto.PubkeyToAddress(listedKey.PublicKey)
	refusedKey, _ := devnet.DevKey(3)
	refused := crypto.PubkeyToAddress(refusedKey.PublicKey)
	// Listed: the pool, QuoterV2 (the pool pays it in the swap it reverts to quote), Settlement (the
	// pool pays it, it pays the taker), the liquidity provider and one taker.
	devnettest.MustSend(t, e.d, deployer, tok, hl.PackSetHolders([]common.Address{me, pool, u.QuoterV2, e.m.Settlement, listed}, true), 300_000, "list holders")

	// A $100 token with $100,000 a side over the full range of the 0.3% tier.
	priceE8 := big.NewInt(10_000_000_000)
	tokAmt := new(big.Int).Mul(big.NewInt(1_000), big.NewInt(1e18))
	usdgAmt := big.NewInt(100_000_000_000)
	devnettest.MustSend(t, e.d, deployer, tok, hl.PackMint(me, tokAmt), 200_000, "mint LST")
	if err := e.d.Fund(ctx, me, usdgAmt); err != nil {
		t.Fatal(err)
	}
	npm := nonfungiblepositionmanager.NewNonfungiblePositionManager()
	for _, x := range []common.Address{tok, e.m.USDG} {
		devnettest.MustSend(t, e.d, deployer, x, usdg.NewUSDG().PackApprove(u.PositionManager, maxUint), 100_000, "approve position manager")
	}
	token0, token1, amt0, amt1 := tok, e.m.USDG, tokAmt, usdgAmt
	if bytes.Compare(tok[:], e.m.USDG[:]) > 0 {
		token0, token1, amt0, amt1 = e.m.USDG, tok, usdgAmt, tokAmt
	}
	devnettest.MustSend(t, e.d, deployer, u.PositionManager, npm.PackCreateAndInitializePoolIfNecessary(token0, token1, big.NewInt(3000),
		devnet.UniswapSqrtPriceX96(priceE8, tok, e.m.USDG)), 6_500_000, "create LST pool")
	devnettest.MustSend(t, e.d, deployer, u.PositionManager, npm.PackMint(nonfungiblepositionmanager.INonfungiblePositionManagerMintParams{
		Token0: token0, Token1: token1, Fee: big.NewInt(3000), TickLower: big.NewInt(-887220), TickUpper: big.NewInt(887220),
		Amount0Desired: amt0, Amount1Desired: amt1, Amount0Min: new(big.Int), Amount1Min: new(big.Int), Recipient: me, Deadline: maxUint,
	}), 1_000_000, "mint LST position")

	tokens := []chain.Token{{Symbol: "LST", Name: "Listed Holders", Address: tok, Decimals: 18}}
	cat, err := chain.NewTokenIndex(append(append([]chain.Token{{Symbol: "USDG", Address: e.m.USDG, Decimals: 6}}, e.m.Assets...), tokens...))
	if err != nil {
		t.Fatal(err)
	}
	r, err := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{e.uniswap(t)}, VenueTimeout: devnetVenueTimeout, Timeout: devnetRaceTimeout})
	if err != nil {
		t.Fatal(err)
	}
	s, err := quote.NewService(quote.Config{ChainID: e.m.ChainID, Permit2: e.m.Permit2, Settlement: e.m.Settlement,
		USDG: e.m.USDG, Tokens: cat, Racer: r, Multicall: e.mc})
	if err != nil {
		t.Fatal(err)
	}
	amount := big.NewInt(100_000_000) // $100
	for _, mode := range []string{quote.ModePrice, quote.ModeQuote} {
		ans, err := s.Respond(ctx, quote.Request{Mode: mode, Side: quote.SideBuy, Symbol: "LST", SellAmount: amount, Taker: refused})
		if err != nil || ans.Liquid() {
			t.Fatalf("mode %s: a taker the token refuses was quoted: %+v, %v", mode, ans, err)
		}
	}
	devnettest.MustSend(t, e.d, listedKey, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve Permit2")
	q := e.quote(t, s, quote.SideBuy, "LST", amount, listed)
	sig, _ := chaintest.SignTypedData(ctx, chain.NewKeySigner(listedKey), typedData(t, q))
	e.settles(t, q, sig, listedKey, listed, tok)

	// The sweep's probe: the probe taker is refused by LST and accepted by an ordinary asset.
	res, ok := s.Probe(ctx, quote.SideBuy, "LST", amount)
	if _, filled := res.Best(); !ok || filled || !res.Answered() {
		t.Fatalf("the sweep's probe of LST: filled %v, answered %v", filled, res.Answered())
	}
	res, _ = s.Probe(ctx, quote.SideBuy, e.m.Assets[0].Symbol, amount)
	if _, filled := res.Best(); !filled {
		t.Fatal("the sweep's probe of an ordinary asset found no route")
	}
}
