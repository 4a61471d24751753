package devnet

import (
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/nonfungiblepositionmanager"
	"github.com/vera-invest/vera/chain/contracts/bindings/quoterv2"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/swaprouter02"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3factory"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3pool"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/weth9"
)

// uniswapPoolInitCodeHash is v3-periphery's PoolAddress.POOL_INIT_CODE_HASH: the position manager,
// QuoterV2 and SwapRouter02 find a pool at the CREATE2 address of the factory with this hash, so it
// must be the keccak256 of the v3-core UniswapV3Pool creation code the factory deploys (tested).
func uniswapPoolInitCodeHash() common.Hash {
	return common.HexToHash("0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54")
}

// uniswapTier is one fee tier's pool per asset: its fee (hundredths of a bip), tick spacing (the
// factory's for that fee), the position's half-width around the close (in ticks of 1 bp, so 488 ≈
// ±5%), and the USD of each token in the position.
type uniswapTier struct {
	fee       uint32
	spacing   int64
	halfTicks int64
	sideUSD   int64
}

// uniswapTiers are the two pools of each asset: a tight 0.05% pool and a wider 0.3% one. Each holds
// $250,000 of the asset, so a $1,000,000 buy runs out of range in either, while a $1,000 buy moves
// the price by a few basis points (docs/devnet.md has the measured figures).
var uniswapTiers = []uniswapTier{
	{fee: 500, spacing: 10, halfTicks: 488, sideUSD: 250_000},   // ±5%
	{fee: 3000, spacing: 60, halfTicks: 1823, sideUSD: 250_000}, // ±20%
}

// uniswapAsset is one asset given USDG pools: its token (18 decimals) and its last real close.
type uniswapAsset struct {
	Symbol  string
	Token   common.Address
	PriceE8 *big.Int
}

// uniswapDeposit is what the plan's sender must hold of USDG and of an asset priced at priceE8
// before planUniswapV3's steps run, for that asset's positions in every tier.
func uniswapDeposit(priceE8 *big.Int) (usdgAmt, assetAmt *big.Int) {
	usdgAmt, assetAmt = new(big.Int), new(big.Int)
	for _, t := range uniswapTiers {
		usdgAmt.Add(usdgAmt, usdUnits(t.sideUSD))
		assetAmt.Add(assetAmt, assetForUSD(t.sideUSD, priceE8))
	}
	return usdgAmt, assetAmt
}

// planUniswapV3 adds Uniswap v3 to p: its contracts (planUniswapContracts), then its pools
// (planUniswapPools). The returned addresses are where the steps put the contracts.
func planUniswapV3(p *plan, usdgAddr common.Address, assets []uniswapAsset) (chain.UniswapV3, error) {
	u := planUniswapContracts(p)
	if err := planUniswapPools(p, &u, usdgAddr, assets); err != nil {
		return chain.UniswapV3{}, err
	}
	return u, nil
}

// planUniswapContracts adds Uniswap v3's contracts to p: WETH9 (v2-periphery's build), the v3-core
// factory, the v3-periphery NonfungiblePositionManager (with no token descriptor: tokenURI is not
// served) and QuoterV2, and swap-router-contracts' SwapRouter02 (with no v2 factory: v3 routes
// only). Every pool's address is known from here on (UniswapPoolAddress), before it exists.
func planUniswapContracts(p *plan) chain.UniswapV3 {
	var u chain.UniswapV3
	u.WETH9 = p.create("WETH9", weth9.WETH9MetaData.Bin, nil, 1_500_000)
	u.Factory = p.create("UniswapV3Factory", uniswapv3factory.UniswapV3FactoryMetaData.Bin, nil, 7_000_000)
	u.PositionManager = p.create("NonfungiblePositionManager", nonfungiblepositionmanager.NonfungiblePositionManagerMetaData.Bin,
		nonfungiblepositionmanager.NewNonfungiblePositionManager().PackConstructor(u.Factory, u.WETH9, common.Address{}), 7_000_000)
	u.QuoterV2 = p.create("QuoterV2", quoterv2.QuoterV2MetaData.Bin, quoterv2.NewQuoterV2().PackConstructor(u.Factory, u.WETH9), 3_000_000)
	u.SwapRouter02 = p.create("SwapRouter02", swaprouter02.SwapRouter02MetaData.Bin,
		swaprouter02.NewSwapRouter02().PackConstructor(common.Address{}, u.Factory, u.PositionManager, u.WETH9), 7_000_000)
	for _, t := range uniswapTiers {
		u.FeeTiers = append(u.FeeTiers, t.fee)
	}
	return u
}

// planUniswapPools adds to p, per asset and tier, a USDG pool of u's factory initialized at the
// asset's close and one position around it, minted to p's sender, and records the pools in u. The
// sender must hold what uniswapDeposit says for every asset, and the tokens must let it approve the
// position manager and pay the pools.
func planUniswapPools(p *plan, u *chain.UniswapV3, usdgAddr common.Address, assets []uniswapAsset) error {
	npm := nonfungiblepositionmanager.NewNonfungiblePositionManager()
	erc20 := usdg.NewUSDG()
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 256), common.Big1)
	p.call("approve USDG to the position manager", usdgAddr, erc20.PackApprove(u.PositionManager, maxUint), nil, 100_000)
	for _, a := range assets {
		if a.PriceE8 == nil || a.PriceE8.Sign() <= 0 {
			return fmt.Errorf("uniswap pools of %s: no close to initialize at", a.Symbol)
		}
		if a.Token == usdgAddr {
			return fmt.Errorf("uniswap pools of %s: the asset is USDG", a.Symbol)
		}
		p.call("approve "+a.Symbol+" to the position manager", a.Token, erc20.PackApprove(u.PositionManager, maxUint), nil, 100_000)
		token0, token1 := sortTokens(a.Token, usdgAddr)
		sqrtP := uniswapSqrtPriceX96(a.PriceE8, a.Token == token0)
		tick := uniswapTick(a.PriceE8, a.Token == token0)
		for _, t := range uniswapTiers {
			fee := big.NewInt(int64(t.fee))
			p.call(fmt.Sprintf("create %s/USDG pool (fee %d)", a.Symbol, t.fee), u.PositionManager,
				npm.PackCreateAndInitializePoolIfNecessary(token0, token1, fee, sqrtP), nil, 6_500_000)
			lo := floorTo(tick-t.halfTicks, t.spacing)
			hi := floorTo(tick+t.halfTicks, t.spacing) + t.spacing
			amt0, amt1 := usdUnits(t.sideUSD), assetForUSD(t.sideUSD, a.PriceE8)
			if a.Token == token0 {
				amt0, amt1 = amt1, amt0
			}
			p.call(fmt.Sprintf("mint %s/USDG position (fee %d)", a.Symbol, t.fee), u.PositionManager,
				npm.PackMint(nonfungiblepositionmanager.INonfungiblePositionManagerMintParams{
					Token0: token0, Token1: token1, Fee: fee, TickLower: big.NewInt(lo), TickUpper: big.NewInt(hi),
					Amount0Desired: amt0, Amount1Desired: amt1, Amount0Min: new(big.Int), Amount1Min: new(big.Int),
					Recipient: p.from, Deadline: maxUint,
				}), nil, 1_000_000)
			u.Pools = append(u.Pools, chain.UniswapPool{Symbol: a.Symbol, Fee: t.fee, Address: UniswapPoolAddress(u.Factory, a.Token, usdgAddr, t.fee)})
		}
	}
	return nil
}

// UniswapPoolAddress is where the factory deploys the pool of two tokens at fee: v3-periphery's
// PoolAddress.computeAddress.
func UniswapPoolAddress(factory, a, b common.Address, fee uint32) common.Address {
	token0, token1 := sortTokens(a, b)
	salt := crypto.Keccak256(common.LeftPadBytes(token0[:], 32), common.LeftPadBytes(token1[:], 32),
		common.LeftPadBytes(big.NewInt(int64(fee)).Bytes(), 32))
	return crypto.CreateAddress2(factory, common.BytesToHash(salt), uniswapPoolInitCodeHash().Bytes())
}

// uniswapPoolInitCode is v3-core's UniswapV3Pool creation code (the artifact), for the hash test.
func uniswapPoolInitCode() []byte { return common.FromHex(uniswapv3pool.UniswapV3PoolMetaData.Bin) }

func sortTokens(a, b common.Address) (common.Address, common.Address) {
	if slices.Compare(a[:], b[:]) < 0 {
		return a, b
	}
	return b, a
}

// uniswapRawPrice is the pool price (token1 base units per token0 base unit) of an 18-decimal
// asset at priceE8 USD against 6-decimal USDG, as a fraction: asset per USDG unit is 1e20/priceE8.
func uniswapRawPrice(priceE8 *big.Int, assetIsToken0 bool) (num, den *big.Int) {
	e20 := new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil)
	if assetIsToken0 {
		return new(big.Int).Set(priceE8), e20 // USDG units per asset unit
	}
	return e20, new(big.Int).Set(priceE8)
}

// UniswapSqrtPriceX96 is the sqrtPriceX96 of the pool of an 18-decimal asset and 6-decimal USDG
// at priceE8 USD per whole asset, rounded down (the token with the lower address is token0).
func UniswapSqrtPriceX96(priceE8 *big.Int, asset, usdgAddr common.Address) *big.Int {
	token0, _ := sortTokens(asset, usdgAddr)
	return uniswapSqrtPriceX96(priceE8, asset == token0)
}

// uniswapSqrtPriceX96 is sqrt(price)·2^96 of the pool at priceE8, rounded down.
func uniswapSqrtPriceX96(priceE8 *big.Int, assetIsToken0 bool) *big.Int {
	num, den := uniswapRawPrice(priceE8, assetIsToken0)
	v := new(big.Int).Lsh(num, 192)
	return v.Sqrt(v.Quo(v, den))
}

// uniswapTick is the tick of the pool price at priceE8, rounded down (log base 1.0001).
func uniswapTick(priceE8 *big.Int, assetIsToken0 bool) int64 {
	num, den := uniswapRawPrice(priceE8, assetIsToken0)
	n, _ := new(big.Float).SetInt(num).Float64()
	d, _ := new(big.Float).SetInt(den).Float64()
	return int64(math.Floor((math.Log(n) - math.Log(d)) / math.Log(1.0001)))
}

func floorTo(v, step int64) int64 {
	q := v / step
	if v%step != 0 && v < 0 {
		q--
	}
	return q * step
}

// planUniswap adds Uniswap v3 to the devnet's phase-2 plan: the deployer is minted each asset's and
// USDG's deposit, the pools are made at the assets' closes, and Settlement allows SwapRouter02 as
// a router (settleCall).
func (d *Devnet) planUniswap(p *plan) error {
	m := &d.manifest
	var assets []uniswapAsset
	for _, a := range m.Assets {
		assets = append(assets, uniswapAsset{Symbol: a.Symbol, Token: a.Address, PriceE8: a.PriceE8})
	}
	planUniswapDeposits(p, m.USDG, assets)
	u, err := planUniswapV3(p, m.USDG, assets)
	if err != nil {
		return err
	}
	p.call("allow router SwapRouter02", m.Settlement, settlement.NewSettlement().PackSetRouter(u.SwapRouter02, true), nil, 100_000)
	m.Uniswap = &u
	return nil
}

// planUniswapDeposits mints p's sender what uniswapDeposit says for every asset, and the USDG for
// all of them. The tokens' owner is the sender, and each has AssetToken's mint(address,uint256)
// (HolderListedToken's too, once the sender is listed).
func planUniswapDeposits(p *plan, usdgAddr common.Address, assets []uniswapAsset) {
	tok, usdgABI := assettoken.NewAssetToken(), usdg.NewUSDG()
	total := new(big.Int)
	for _, a := range assets {
		usdgAmt, assetAmt := uniswapDeposit(a.PriceE8)
		total.Add(total, usdgAmt)
		p.call("mint "+a.Symbol+" for its uniswap positions", a.Token, tok.PackMint(p.from, assetAmt), nil, 200_000)
	}
	if total.Sign() > 0 {
		p.call("mint USDG for the uniswap positions", usdgAddr, usdgABI.PackMint(p.from, total), nil, 200_000)
	}
}
