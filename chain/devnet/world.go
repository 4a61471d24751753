package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/mockv3aggregator"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/thirdparty"
)

// WorldConfig makes a devnet a world chain (Config.World): the third-party contracts Robinhood Chain
// has, at their canonical addresses, and named stand-ins where nothing is published; none of Vera's
// own contracts. See docs/devnet.md.
type WorldConfig struct {
	// Path, when set, is where world.json is written once the world is deployed (and on every start).
	Path string
	// HolderListed is the symbol of the asset of Config.Assets deployed as the holder-listed stand-in
	// (HolderListedToken instead of AssetToken: a transfer to an address off its holder list reverts),
	// priced and pooled like every other asset. Default: the last asset.
	HolderListed string
	// WithVera, when set, puts Vera's own contracts on the world once it is deployed, through
	// chain/rollout as `vera deploy` does (worldvera.go).
	WithVera *VeraConfig
	// FastClock lets the chain seal at Config.BlockInterval with each block a second after its parent
	// (go-ethereum's beacon cannot share a second), so its clock runs ahead of the wall clock: for
	// benchmarks at Robinhood Chain's pace of ten blocks a second only (BenchmarkIndexerPace).
	FastClock bool
	// A world chain is an Arbitrum chain: Config.Arbitrum defaults to DefaultL1GasPerByte for it
	// (arbitrum.go), and Config.NoSimulateV1 makes its node refuse eth_simulateV1.
}

// feedDecimals are the world feeds' decimals, Chainlink's for USD pairs.
const feedDecimals = 8

// World is world.json (chain.World), by the name this package has always used.
type World = chain.World

// LoadWorld reads world.json.
func LoadWorld(path string) (*World, error) { return chain.LoadWorld(path) }

// World returns the world chain's addresses (nil on a devnet that is no world chain).
func (d *Devnet) World() *World {
	if d.world == nil {
		return nil
	}
	w := *d.world
	w.RPCURL, w.WSURL = d.manifest.RPCURL, d.manifest.WSURL
	return &w
}

// withDefaults fills HolderListed from assets, or fails when it names none of them.
func (c WorldConfig) withDefaults(assets []AssetSeed) (WorldConfig, error) {
	if c.HolderListed == "" {
		if len(assets) > 0 {
			c.HolderListed = assets[len(assets)-1].Symbol
		}
		return c, nil
	}
	for _, a := range assets {
		if a.Symbol == c.HolderListed {
			return c, nil
		}
	}
	return c, fmt.Errorf("world: holder-listed asset %s is not among the assets", c.HolderListed)
}

// worldGenesis adds what a world chain holds from its first block: the code that cannot be deployed
// by a transaction here. Permit2's runtime is what Uniswap's own tests etch at its address; Multicall3's
// canonical deployment was signed by a key nobody publishes, so the runtime its npm creation code
// returns is placed at the canonical address. The deterministic deployer's keyless sender is funded
// with exactly what its presigned transaction costs (the transaction itself is replayed in the first
// block, deployWorld), so the genesis has no code at the deployer's address.
func worldGenesis(alloc types.GenesisAlloc) error {
	p2, err := thirdparty.Get(thirdparty.Permit2)
	if err != nil {
		return err
	}
	alloc[p2.Address] = types.Account{Code: p2.Bytes, Balance: new(big.Int)}
	mc, err := thirdparty.Get(thirdparty.Multicall3)
	if err != nil {
		return err
	}
	code, err := creationResult(mc.Bytes)
	if err != nil {
		return fmt.Errorf("multicall3: %w", err)
	}
	alloc[mc.Address] = types.Account{Code: code, Balance: new(big.Int)}
	tx, sender, err := thirdparty.DeployerTransaction()
	if err != nil {
		return err
	}
	alloc[sender] = types.Account{Balance: tx.Cost()}
	// go-ethereum's genesis predeploys the same code at the same address (EIP-7997); a world chain gets
	// it from the keyless transaction instead, as Arbitrum's DeployHelper gives it to an Orbit chain.
	dd, err := thirdparty.Get(thirdparty.DeterministicDeployer)
	if err != nil {
		return err
	}
	delete(alloc, dd.Address)
	// The ArbSys (0x…64) and NodeInterface (0x…c8) stand-ins are placed by arbitrumAlloc, which
	// Config.withDefaults turns on for a world chain.
	return nil
}

// creationResult runs creation code in an empty in-memory EVM and returns the runtime code it deploys.
func creationResult(initCode []byte) ([]byte, error) {
	code, _, _, err := runtime.Create(initCode, &runtime.Config{})
	if err != nil {
		return nil, fmt.Errorf("creation code reverted: %w", err)
	}
	if len(code) == 0 {
		return nil, errors.New("creation code deployed nothing")
	}
	return code, nil
}

// deployWorld replays the deterministic deployer's keyless transaction, then deploys from the
// devnet deployer, with explicit nonces in a fixed order: EntryPoint v0.8 through the deterministic
// deployer with the canonical salt, the USDG stand-in, each asset's token (the holder-listed one's a
// HolderListedToken listing the deployer and the dev accounts) and MockV3Aggregator feed at its close,
// the deposits of the Uniswap positions, Uniswap v3's contracts, the holder-listed token's listing of
// its pools, QuoterV2 and SwapRouter02, the pools and their positions, then the dev accounts' USDG.
func (d *Devnet) deployWorld(ctx context.Context, devs []keyed) error {
	cfg, err := d.cfg.World.withDefaults(d.cfg.Assets)
	if err != nil {
		return err
	}
	w := &World{ChainID: ChainID, Deployer: d.from}

	tx, _, err := thirdparty.DeployerTransaction()
	if err != nil {
		return err
	}
	dd, err := thirdparty.Get(thirdparty.DeterministicDeployer)
	if err != nil {
		return err
	}
	// Straight into the pool: go-ethereum refuses pre-EIP-155 transactions over RPC only.
	if errs := d.eth.TxPool().Add([]*types.Transaction{tx}, true); errs[0] != nil {
		return fmt.Errorf("devnet rejected the deterministic deployer's transaction: %w", errs[0])
	}
	d.commitPending()
	r, err := d.client.TransactionReceipt(ctx, tx.Hash())
	if err != nil {
		return fmt.Errorf("no receipt for the deterministic deployer's transaction: %w", err)
	}
	if r.Status != types.ReceiptStatusSuccessful || r.ContractAddress != dd.Address {
		return fmt.Errorf("the deterministic deployer's transaction created %s (status %d, gas used %d of %d), want %s", r.ContractAddress.Hex(), r.Status, r.GasUsed, tx.Gas(), dd.Address.Hex())
	}
	w.DeterministicDeployer = dd.Address

	ep, err := thirdparty.Get(thirdparty.EntryPoint)
	if err != nil {
		return err
	}
	p2, err := thirdparty.Get(thirdparty.Permit2)
	if err != nil {
		return err
	}
	mc, err := thirdparty.Get(thirdparty.Multicall3)
	if err != nil {
		return err
	}
	w.Permit2, w.Multicall3 = p2.Address, mc.Address

	p := &plan{from: d.from}
	p.call("EntryPoint v0.8 through the deterministic deployer", dd.Address,
		append(thirdparty.EntryPointSalt().Bytes(), ep.Bytes...), nil, 10_000_000)
	w.EntryPoint = crypto.CreateAddress2(dd.Address, thirdparty.EntryPointSalt(), crypto.Keccak256(ep.Bytes))
	if w.EntryPoint != ep.Address {
		return fmt.Errorf("EntryPoint would land at %s, not at the canonical %s", w.EntryPoint.Hex(), ep.Address.Hex())
	}

	w.USDG = chain.WorldToken{Symbol: "USDG", Name: "Global Dollar", Decimals: 6,
		Token: p.create("USDG (stand-in)", usdg.USDGMetaData.Bin, nil, 3_000_000)}

	// The holder-listed token lists the deployer (it mints and provides the pools' liquidity) and the
	// dev accounts from its constructor; its pools, QuoterV2 and SwapRouter02 once they have addresses.
	listed := []common.Address{d.from}
	for _, a := range devs {
		listed = append(listed, a.addr)
	}
	tok, feed, hlt := assettoken.NewAssetToken(), mockv3aggregator.NewMockV3Aggregator(), holderlistedtoken.NewHolderListedToken()
	var pooled []uniswapAsset
	for _, a := range d.cfg.Assets {
		name := a.Name
		if name == "" {
			name = a.Symbol
		}
		var addr common.Address
		if a.Symbol == cfg.HolderListed {
			addr = p.create("HolderListedToken "+a.Symbol+" (stand-in)", holderlistedtoken.HolderListedTokenMetaData.Bin,
				hlt.PackConstructor(name, a.Symbol, nil, nil, listed), 3_000_000)
		} else {
			addr = p.create("AssetToken "+a.Symbol+" (stand-in)", assettoken.AssetTokenMetaData.Bin,
				tok.PackConstructor(name, a.Symbol, nil, nil), 3_000_000)
		}
		feedAddr := p.create("MockV3Aggregator "+a.Symbol, mockv3aggregator.MockV3AggregatorMetaData.Bin,
			feed.PackConstructor(feedDecimals, a.PriceE8), 2_000_000)
		w.Assets = append(w.Assets, chain.WorldToken{Symbol: a.Symbol, Name: name, Token: addr, Decimals: 18,
			Feed: feedAddr, PriceE8: new(big.Int).Set(a.PriceE8), HolderListed: a.Symbol == cfg.HolderListed})
		pooled = append(pooled, uniswapAsset{Symbol: a.Symbol, Token: addr, PriceE8: a.PriceE8})
	}

	planUniswapDeposits(p, w.USDG.Token, pooled)
	u := planUniswapContracts(p)
	if hl, ok := w.HolderListedAsset(); ok {
		list := []common.Address{u.QuoterV2, u.SwapRouter02}
		for _, t := range uniswapTiers {
			list = append(list, UniswapPoolAddress(u.Factory, hl.Token, w.USDG.Token, t.fee))
		}
		for _, a := range list {
			p.call("list "+a.Hex()+" as a holder of "+hl.Symbol, hl.Token, hlt.PackSetHolder(a, true), nil, 100_000)
		}
	}
	if err := planUniswapPools(p, &u, w.USDG.Token, pooled); err != nil {
		return err
	}
	w.Uniswap = &u

	usdgABI := usdg.NewUSDG()
	for _, a := range devs {
		w.DevAccounts = append(w.DevAccounts, a.addr)
		p.call("fund dev account", w.USDG.Token, usdgABI.PackMint(a.addr, usdUnits(d.cfg.DevUSD)), nil, 200_000)
	}
	if err := d.run(ctx, p, 0); err != nil {
		return err
	}
	code, err := d.client.CodeAt(ctx, w.EntryPoint, nil)
	if err != nil {
		return fmt.Errorf("cannot read the EntryPoint's code: %w", err)
	}
	if len(code) == 0 {
		return fmt.Errorf("no EntryPoint at %s after its deployment", w.EntryPoint.Hex())
	}
	d.setWorld(w)
	return nil
}

// setWorld keeps the world and mirrors its addresses into the devnet's manifest, so that Fund and the
// in-process helpers find USDG and the assets.
func (d *Devnet) setWorld(w *World) {
	d.world = w
	m := &d.manifest
	m.USDG, m.Permit2, m.Multicall3, m.EntryPoint = w.USDG.Token, w.Permit2, w.Multicall3, w.EntryPoint
	m.Deployer, m.DevAccounts, m.Uniswap = w.Deployer, w.DevAccounts, w.Uniswap
	m.Assets = nil
	for _, a := range w.Assets {
		m.Assets = append(m.Assets, chain.Token{Symbol: a.Symbol, Name: a.Name, Address: a.Token, Feed: a.Feed,
			Decimals: a.Decimals, PriceE8: a.PriceE8})
	}
}

// worldFile is where a world chain in DataDir keeps its world.json.
func worldFile(dataDir string) string { return filepath.Join(dataDir, "world.json") }

// waitForWallClock holds a world chain's next block until the wall clock has passed its parent's second.
// go-ethereum's beacon consensus wants every block later than its parent (in whole seconds) and the
// simulated beacon stamps a block now or at its parent's second plus one, whichever is later: sealing
// faster than once a second would run chain time ahead of the wall clock. So a world chain seals at
// most one block per wall-clock second, stamped with that second. A head more than maxClockLead
// ahead (the host clock stepped back) is not waited for. Called with commitMu held.
func (d *Devnet) waitForWallClock() {
	if d.cfg.World == nil || d.cfg.World.FastClock {
		return
	}
	head := int64(d.eth.BlockChain().CurrentBlock().Time)
	next := time.Unix(head+1, 0)
	wait := time.Until(next)
	if wait <= 0 || wait > maxClockLead {
		return
	}
	time.Sleep(wait)
}

// maxClockLead bounds how long a world chain waits for the wall clock before sealing.
const maxClockLead = 2 * time.Second

// errWallClock: a world chain's time is the wall clock's; it cannot be moved.
var errWallClock = errors.New("a world chain's clock is the wall clock")

// PostWorldPrices re-posts a world chain's feeds on a running world chain reached through c: each
// MockV3Aggregator opens a new round with its price now (updateAnswer; the mock takes answers from
// anyone, they are sent from the devnet deployer like PostPrices'). It returns once all are mined.
func PostWorldPrices(ctx context.Context, c *chain.Client, feeds []common.Address, pricesE8 []*big.Int) error {
	return postAnswers(ctx, c, feeds, pricesE8, mockv3aggregator.NewMockV3Aggregator().PackUpdateAnswer)
}
