package devnet

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/quoterv2"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3venue"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/quote"
)

// worldGroves are the grove vaults TestWorldChainWithVera deploys; checkWorldGroves checks them.
func worldGroves() []GroveSeed {
	return []GroveSeed{{ID: "alpha", Symbols: []string{"AAPL", "MSFT"}, WeightsBps: []uint16{6000, 4000}},
		// TSLA, the last asset, is the world's holder-listed token.
		{ID: "beta", Symbols: []string{"NVDA", "TSLA"}, WeightsBps: []uint16{5000, 5000}}}
}

// checkWorldGroves: a grove on the world chain trades on Uniswap v3 through UniswapV3Venue, which the
// rollout creates. The venue's view quote equals QuoterV2's answer at the best tier (0 where no tier
// fills the whole order), a deposit fills each leg at exactly the quote read before it, a withdrawal
// pays exactly the sell quotes, a grove holding the holder-listed token buys it (its vault and the
// venue listed), and an order no pool can fill is refused.
func checkWorldGroves(t *testing.T, d *Devnet) {
	t.Helper()
	ctx := context.Background()
	m := d.Manifest()
	if len(m.Groves) != 2 || m.Groves[0].ID != "alpha" || m.Groves[1].ID != "beta" {
		t.Fatalf("groves %+v, want alpha and beta", m.Groves)
	}
	gv, erc := grovevault.NewGroveVault(), usdg.NewUSDG()
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	usd := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }
	vault := m.Groves[0].Address
	venue := read(t, d, vault, gv.PackVenue(), gv.UnpackVenue)
	if code, err := d.Client().CodeAt(ctx, venue, nil); err != nil || len(code) == 0 {
		t.Fatalf("no venue at %s: %v", venue.Hex(), err)
	}
	if len(m.Venues) != 0 {
		t.Fatalf("the adapter is no venue quotes race (Uniswap is raced through QuoterV2): %+v", m.Venues)
	}
	cat, _ := m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	msft, _ := cat.BySymbol("MSFT")
	uv := uniswapv3venue.NewUniswapV3Venue()
	qv := quoterv2.NewQuoterV2()
	venueQuote := func(sell, buy common.Address, amount *big.Int) *big.Int {
		t.Helper()
		return read(t, d, venue, uv.PackQuote(sell, buy, amount), uv.UnpackQuote)
	}
	// QuoterV2's best tier that sells the whole amount, as the quote service reads it.
	quoter := func(sell, buy common.Address, amount *big.Int) *big.Int {
		t.Helper()
		best := new(big.Int)
		for _, fee := range m.Uniswap.FeeTiers {
			raw, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &m.Uniswap.QuoterV2, Data: qv.PackQuoteExactInputSingle(
				quoterv2.IQuoterV2QuoteExactInputSingleParams{TokenIn: sell, TokenOut: buy, AmountIn: amount,
					Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int)})}, nil)
			if err != nil {
				continue
			}
			q, err := qv.UnpackQuoteExactInputSingle(raw)
			if err != nil {
				t.Fatal(err)
			}
			if !quote.AtPriceBound(q.SqrtPriceX96After) && q.AmountOut.Cmp(best) > 0 {
				best = q.AmountOut
			}
		}
		return best
	}
	eighteen := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	for _, c := range []struct {
		name      string
		sell, buy common.Address
		amount    *big.Int
	}{
		{"a dollar of AAPL", m.USDG, aapl.Address, usd(1)},
		{"$5,000 of AAPL", m.USDG, aapl.Address, usd(5_000)},
		{"$200,000 of MSFT", m.USDG, msft.Address, usd(200_000)},
		{"$2,000,000 of AAPL, more than any pool holds", m.USDG, aapl.Address, usd(2_000_000)},
		{"3 AAPL for USDG", aapl.Address, m.USDG, eighteen(3)},
		{"500 MSFT for USDG", msft.Address, m.USDG, eighteen(500)},
		{"AAPL for MSFT", aapl.Address, msft.Address, eighteen(1)},
	} {
		got, want := venueQuote(c.sell, c.buy, c.amount), quoter(c.sell, c.buy, c.amount)
		if c.sell != m.USDG && c.buy != m.USDG {
			want = new(big.Int) // not a USDG pair: the venue declines
		}
		if got.Cmp(want) != 0 {
			t.Errorf("%s: the venue quotes %s, QuoterV2's best whole fill is %s", c.name, got, want)
		}
		if c.name == "$2,000,000 of AAPL, more than any pool holds" && got.Sign() != 0 {
			t.Errorf("%s: quoted %s, want 0", c.name, got)
		}
	}

	key, err := DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	me := crypto.PubkeyToAddress(key.PublicKey)
	send := func(to common.Address, data []byte, what string) {
		t.Helper()
		mustSend(t, d, key, to, data, what)
	}
	// A deposit fills each leg at exactly the quote read before it (the legs trade on separate pools).
	amount := usd(10_000)
	legs := []*big.Int{usd(6_000), usd(4_000)}
	minOut := []*big.Int{venueQuote(m.USDG, aapl.Address, legs[0]), venueQuote(m.USDG, msft.Address, legs[1])}
	send(m.USDG, erc.PackApprove(vault, amount), "approve the vault")
	send(vault, gv.PackDeposit(amount, minOut, big.NewInt(1), maxUint), "deposit")
	for i, want := range minOut {
		if held := read(t, d, vault, gv.PackHeld(big.NewInt(int64(i))), gv.UnpackHeld); held.Cmp(want) != 0 {
			t.Errorf("leg %d: the vault holds %s, the quote was %s", i, held, want)
		}
	}
	// A withdrawal sells half of each holding through the venue for exactly its quotes (at a loss to
	// the pools' fees, so no exit fee).
	shares := read(t, d, vault, gv.PackSharesOf(me), gv.UnpackSharesOf)
	half := new(big.Int).Rsh(shares, 1)
	expect := new(big.Int)
	for i, a := range []common.Address{aapl.Address, msft.Address} {
		part := new(big.Int).Div(new(big.Int).Mul(minOut[i], half), shares)
		expect.Add(expect, venueQuote(a, m.USDG, part))
	}
	before := read(t, d, m.USDG, erc.PackBalanceOf(me), erc.UnpackBalanceOf)
	send(vault, gv.PackWithdraw(half, expect), "withdraw")
	after := read(t, d, m.USDG, erc.PackBalanceOf(me), erc.UnpackBalanceOf)
	if got := new(big.Int).Sub(after, before); got.Cmp(expect) != 0 {
		t.Errorf("the withdrawal paid %s USDG base units, the sell quotes sum to %s", got, expect)
	}

	// A grove holding the holder-listed token: the token's owner listed its vault and the venue, so a
	// deposit buys it.
	hl, ok := d.World().HolderListedAsset()
	if !ok || hl.Symbol != "TSLA" {
		t.Fatalf("the holder-listed asset is %+v, want TSLA", hl)
	}
	beta := m.Groves[1].Address
	hlt := holderlistedtoken.NewHolderListedToken()
	for _, a := range []common.Address{beta, venue} {
		if !read(t, d, hl.Token, hlt.PackIsHolder(a), hlt.UnpackIsHolder) {
			t.Errorf("%s is not on %s's holder list", a.Hex(), hl.Symbol)
		}
	}
	send(m.USDG, erc.PackApprove(beta, usd(1_000)), "approve beta")
	send(beta, gv.PackDeposit(usd(1_000), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), maxUint), "deposit into beta")
	if held := read(t, d, beta, gv.PackHeld(big.NewInt(1)), gv.UnpackHeld); held.Sign() <= 0 {
		t.Error("beta holds no TSLA after a deposit")
	}

	// Refusals: an order no pool fills whole, a fill below the minimum, a pair without USDG.
	send(m.USDG, erc.PackApprove(venue, maxUint), "approve the venue")
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"more than the pools hold", uv.PackSwap(m.USDG, aapl.Address, usd(2_000_000), big.NewInt(0), me), "*uniswapv3venue.UniswapV3VenueNoLiquidity"},
		{"below the minimum", uv.PackSwap(m.USDG, aapl.Address, usd(100), eighteen(1), me), "*uniswapv3venue.UniswapV3VenueInsufficientOutput"},
		{"no USDG side", uv.PackSwap(aapl.Address, msft.Address, eighteen(1), big.NewInt(0), me), "*uniswapv3venue.UniswapV3VenueUnsupportedPair"},
	} {
		if got := revertOf(t, d, me, venue, c.data, uv.UnpackError); got != c.want {
			t.Errorf("%s: reverts with %s, want %s", c.name, got, c.want)
		}
	}
	// A swap straight on the venue pays what it quoted.
	q := venueQuote(m.USDG, msft.Address, usd(250))
	bal := read(t, d, msft.Address, erc.PackBalanceOf(me), erc.UnpackBalanceOf)
	send(venue, uv.PackSwap(m.USDG, msft.Address, usd(250), q, me), "swap on the venue")
	if got := new(big.Int).Sub(read(t, d, msft.Address, erc.PackBalanceOf(me), erc.UnpackBalanceOf), bal); got.Cmp(q) != 0 {
		t.Errorf("the swap paid %s MSFT base units, quoted %s", got, q)
	}
}

// revertOf names the custom error a call reverts with ("" when it succeeds).
func revertOf(t *testing.T, d *Devnet, from, to common.Address, data []byte, unpack func([]byte) (any, error)) string {
	t.Helper()
	_, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
	if err == nil {
		return ""
	}
	rd := chain.RevertData(err)
	dec, derr := unpack(rd)
	if derr != nil {
		return "undecoded: " + err.Error()
	}
	return fmt.Sprintf("%T", dec)
}

// mustSend signs a call from key, sends it, waits for its receipt and fails the test when it reverts.
func mustSend(t *testing.T, d *Devnet, key *ecdsa.PrivateKey, to common.Address, data []byte, what string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c := d.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
		Gas: 3_000_000, To: &to, Data: data,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := WaitMined(ctx, c, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	d.SyncPool()
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("%s reverted (gas used %d)", what, r.GasUsed)
	}
}

// read calls a view at the latest block and decodes its answer with unpack.
func read[T any](t *testing.T, d *Devnet, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := unpack(call(t, d.Client(), to, data))
	if err != nil {
		t.Fatal(err)
	}
	return v
}
