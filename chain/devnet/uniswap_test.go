package devnet

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/nonfungiblepositionmanager"
	"github.com/vera-invest/vera/chain/contracts/bindings/quoterv2"
	"github.com/vera-invest/vera/chain/contracts/bindings/swaprouter02"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3factory"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3pool"
)

// The periphery finds pools by v3-periphery's PoolAddress.POOL_INIT_CODE_HASH: it must be the hash
// of the v3-core pool the factory deploys, and the published periphery bytecode must carry it.
func TestUniswapPoolInitCodeHash(t *testing.T) {
	if got := crypto.Keccak256Hash(uniswapPoolInitCode()); got != uniswapPoolInitCodeHash() {
		t.Fatalf("v3-core UniswapV3Pool creation code hashes to %s, PoolAddress expects %s", got.Hex(), uniswapPoolInitCodeHash().Hex())
	}
	for name, bin := range map[string]string{
		"NonfungiblePositionManager": nonfungiblepositionmanager.NonfungiblePositionManagerMetaData.Bin,
		"QuoterV2":                   quoterv2.QuoterV2MetaData.Bin,
		"SwapRouter02":               swaprouter02.SwapRouter02MetaData.Bin,
	} {
		if !bytes.Contains(common.FromHex(bin), uniswapPoolInitCodeHash().Bytes()) {
			t.Errorf("%s's bytecode does not carry the pool init code hash", name)
		}
	}
}

func TestUniswapPriceMath(t *testing.T) {
	f := func(priceE8 int64, assetIsToken0 bool) {
		t.Helper()
		p := big.NewInt(priceE8)
		sqrtP := uniswapSqrtPriceX96(p, assetIsToken0)
		// Back to a USD price: (sqrtP / 2^96)^2 is token1 per token0 in base units.
		f, _ := new(big.Float).SetInt(sqrtP).Float64()
		raw := (f / (1 << 48) / (1 << 48)) * (f / (1 << 48) / (1 << 48))
		usd := raw * 1e12
		if !assetIsToken0 {
			usd = 1e12 / raw
		}
		if want := float64(priceE8) / 1e8; usd < want*0.999999 || usd > want*1.000001 {
			t.Errorf("price %d (asset token0 %v): sqrtPriceX96 %s is $%f", priceE8, assetIsToken0, sqrtP, usd)
		}
		// The tick is the floor of log1.0001(raw).
		tick := uniswapTick(p, assetIsToken0)
		lo, hi := pow10001(tick), pow10001(tick+1)
		if raw < lo*0.999999 || raw > hi*1.000001 {
			t.Errorf("price %d (asset token0 %v): tick %d spans [%g, %g), price %g", priceE8, assetIsToken0, tick, lo, hi, raw)
		}
	}
	f(23_456_000_000, true)
	f(23_456_000_000, false)
	f(123_456_789, true)
	f(123_456_789, false)
	f(98_765_432_100_000, false)
}

func pow10001(tick int64) float64 {
	r, _ := new(big.Float).SetFloat64(1).Float64()
	b := 1.0001
	n := tick
	if n < 0 {
		b, n = 1/b, -n
	}
	for ; n > 0; n-- {
		r *= b
	}
	return r
}

// The devnet's pools: at the factory's address for each asset and tier, initialized at the
// asset's close, with liquidity in range; a $1 buy through QuoterV2 prices at the close less the fee.
func TestUniswapPoolsAtCloses(t *testing.T) {
	d := startTest(t, Config{})
	m := d.Manifest()
	u := m.Uniswap
	if u == nil || len(u.Pools) != 2*len(m.Assets) {
		t.Fatalf("uniswap deployment %+v", u)
	}
	ctx := context.Background()
	call := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatalf("call %s: %v", to.Hex(), err)
		}
		return out
	}
	fac, pool, q := uniswapv3factory.NewUniswapV3Factory(), uniswapv3pool.NewUniswapV3Pool(), quoterv2.NewQuoterV2()
	for _, a := range m.Assets {
		for _, fee := range u.FeeTiers {
			addr, ok := u.Pool(a.Symbol, fee)
			got, err := fac.UnpackGetPool(call(u.Factory, fac.PackGetPool(a.Address, m.USDG, big.NewInt(int64(fee)))))
			if !ok || err != nil || got != addr {
				t.Fatalf("%s fee %d: factory has %s, manifest %s", a.Symbol, fee, got.Hex(), addr.Hex())
			}
			s0, err := pool.UnpackSlot0(call(addr, pool.PackSlot0()))
			if err != nil {
				t.Fatal(err)
			}
			if want := uniswapSqrtPriceX96(a.PriceE8, bytes.Compare(a.Address[:], m.USDG[:]) < 0); s0.SqrtPriceX96.Cmp(want) != 0 {
				t.Errorf("%s fee %d: sqrtPriceX96 %s, want %s", a.Symbol, fee, s0.SqrtPriceX96, want)
			}
			liq, err := pool.UnpackLiquidity(call(addr, pool.PackLiquidity()))
			if err != nil || liq.Sign() == 0 {
				t.Errorf("%s fee %d: no liquidity in range (%v)", a.Symbol, fee, err)
			}
			out, err := q.UnpackQuoteExactInputSingle(call(u.QuoterV2, q.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
				TokenIn: m.USDG, TokenOut: a.Address, AmountIn: big.NewInt(1_000_000), Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int),
			})))
			if err != nil {
				t.Fatal(err)
			}
			// $1 buys 1e26/priceE8 base units at the close; less the fee (and a rounding hair).
			atClose := new(big.Float).Quo(new(big.Float).SetFloat64(1e26), new(big.Float).SetInt(a.PriceE8))
			ratio, _ := new(big.Float).Quo(new(big.Float).SetInt(out.AmountOut), atClose).Float64()
			if wantRatio := 1 - float64(fee)/1e6; ratio > wantRatio+1e-6 || ratio < wantRatio-1e-4 {
				t.Errorf("%s fee %d: $1 buys %s, %f of the close's amount, want %f", a.Symbol, fee, out.AmountOut, ratio, wantRatio)
			}
		}
	}
}
