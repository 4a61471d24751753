package devnet

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/constantproductpool"
	"github.com/vera-invest/vera/chain/contracts/bindings/depthbook"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
	"github.com/vera-invest/vera/chain/contracts/bindings/oraclemarketmaker"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/contracts/thirdparty"
	"github.com/vera-invest/vera/chain/rollout"
)

// Liquidity seeded around each asset's price (whole USD). See docs/devnet.md.
const (
	poolUSD        = 1_000_000 // constant-product pool depth per side
	poolFeeBps     = 30
	mmInventoryUSD = 250_000 // market-maker asset inventory, and its USDG per asset
	mmMaxInvUSD    = 1_000_000
	mmSpreadBps    = 20
	bookLevelUSD   = 20_000 // each book level, both sides
	bookUSDPerSide = 100_000
	paymasterETH   = 1_000
	// The paymaster's stake on the EntryPoint and its unstake delay (seconds).
	paymasterStakeETH     = 1
	paymasterUnstakeDelay = 86_400
)

// FeedMaxAge is the market maker's staleness bound on every feed: it declines to quote on a feed not
// updated for this long. The service's oracle heartbeat re-posts each feed's latest real close well
// within it; a devnet nobody keeps stops quoting there instead of filling at an old price.
const FeedMaxAge = 3 * time.Hour

// bookOffsetsBps are the book's price levels away from the feed price, both sides.
var bookOffsetsBps = []int64{10, 20, 35, 50, 75}

// step is one deployer transaction.
type step struct {
	what  string
	to    *common.Address // nil: contract creation
	data  []byte
	value *big.Int
	gas   uint64
}

type plan struct {
	from  common.Address
	nonce uint64
	steps []step
}

func (p *plan) create(what, bin string, args []byte, gas uint64) common.Address {
	addr := crypto.CreateAddress(p.from, p.nonce)
	p.steps = append(p.steps, step{what: what, data: append(common.FromHex(bin), args...), gas: gas})
	p.nonce++
	return addr
}

func (p *plan) call(what string, to common.Address, data []byte, value *big.Int, gas uint64) {
	p.steps = append(p.steps, step{what: what, to: &to, data: data, value: value, gas: gas})
	p.nonce++
}

func usdUnits(usd int64) *big.Int { return new(big.Int).Mul(big.NewInt(usd), big.NewInt(1_000_000)) }

var e26 = new(big.Int).Exp(big.NewInt(10), big.NewInt(26), nil)

// assetForUSD is how many asset base units (18 decimals) usd whole dollars buy at priceE8.
func assetForUSD(usd int64, priceE8 *big.Int) *big.Int {
	v := new(big.Int).Mul(big.NewInt(usd), e26)
	return v.Quo(v, priceE8)
}

func offsetPrice(priceE8 *big.Int, bps int64) *big.Int {
	v := new(big.Int).Mul(priceE8, big.NewInt(10_000+bps))
	return v.Quo(v, big.NewInt(10_000))
}

func bookLevels(priceE8 *big.Int) (asks, bids []depthbook.DepthBookLevel, askTotal *big.Int) {
	askTotal = new(big.Int)
	for _, bps := range bookOffsetsBps {
		ap := offsetPrice(priceE8, bps)
		size := assetForUSD(bookLevelUSD, ap)
		asks = append(asks, depthbook.DepthBookLevel{PriceE8: ap, Size: size})
		askTotal.Add(askTotal, size)
		bp := offsetPrice(priceE8, -bps)
		bids = append(bids, depthbook.DepthBookLevel{PriceE8: bp, Size: assetForUSD(bookLevelUSD, bp)})
	}
	return asks, bids, askTotal
}

// deploy builds the devnet in three parts: the devnet's own world by nonce (USDG, Permit2, Multicall3,
// the EntryPoint, the three venues, each asset's token and feed), then Vera's own contracts through
// chain/rollout exactly as `vera deploy` puts them on a real chain, then liquidity, funding and the
// demo users' accounts.
func (d *Devnet) deploy(ctx context.Context, devs, demos []keyed) error {
	m := &d.manifest
	m.Deployer = d.from
	m.AgentSigner = d.cfg.AgentSigner
	m.SponsorSigner = d.cfg.SponsorSigner

	// Phase 1: the world Vera's contracts join.
	p := &plan{from: d.from}
	m.USDG = p.create("USDG", usdg.USDGMetaData.Bin, nil, 3_000_000)
	m.Permit2 = p.create("Permit2", permit2.Permit2MetaData.Bin, nil, 2_000_000)
	m.Multicall3 = p.create("Multicall3", multicall3.Multicall3MetaData.Bin, nil, 2_000_000)
	m.EntryPoint = p.create("EntryPoint", entrypoint.EntryPointMetaData.Bin, nil, 8_000_000)
	pool := p.create("ConstantProductPool", constantproductpool.ConstantProductPoolMetaData.Bin,
		constantproductpool.NewConstantProductPool().PackConstructor(m.USDG, poolFeeBps), 3_000_000)
	mm := p.create("OracleMarketMaker", oraclemarketmaker.OracleMarketMakerMetaData.Bin,
		oraclemarketmaker.NewOracleMarketMaker().PackConstructor(m.USDG), 3_000_000)
	book := p.create("DepthBook", depthbook.DepthBookMetaData.Bin, depthbook.NewDepthBook().PackConstructor(m.USDG), 4_000_000)
	m.Venues = []chain.Venue{
		{Name: "pool", Kind: "constant-product", Address: pool},
		{Name: "market-maker", Kind: "oracle-priced", Address: mm},
		{Name: "book", Kind: "depth-limited-book", Address: book},
	}
	tok, feed := assettoken.NewAssetToken(), pricefeed.NewPriceFeed()
	var assets []common.Address
	var asks, bids [][]depthbook.DepthBookLevel
	var poolUSDG, poolAsset []*big.Int
	var listings []oraclemarketmaker.OracleMarketMakerListing
	for _, a := range d.cfg.Assets {
		ask, bid, askTotal := bookLevels(a.PriceE8)
		poolAmt := assetForUSD(poolUSD, a.PriceE8)
		name := a.Name
		if name == "" {
			name = a.Symbol
		}
		addr := p.create("AssetToken "+a.Symbol, assettoken.AssetTokenMetaData.Bin, tok.PackConstructor(name, a.Symbol,
			[]common.Address{pool, mm, book}, []*big.Int{poolAmt, assetForUSD(mmInventoryUSD, a.PriceE8), askTotal}), 3_000_000)
		feedAddr := p.create("PriceFeed "+a.Symbol, pricefeed.PriceFeedMetaData.Bin,
			feed.PackConstructor(a.Symbol+" / USD", a.PriceE8), 2_000_000)
		m.Assets = append(m.Assets, chain.Token{Symbol: a.Symbol, Name: name, Address: addr, Feed: feedAddr,
			Decimals: 18, PriceE8: new(big.Int).Set(a.PriceE8)})
		assets = append(assets, addr)
		asks, bids = append(asks, ask), append(bids, bid)
		poolUSDG, poolAsset = append(poolUSDG, usdUnits(poolUSD)), append(poolAsset, poolAmt)
		listings = append(listings, oraclemarketmaker.OracleMarketMakerListing{
			Feed: feedAddr, SpreadBps: mmSpreadBps, MaxAge: uint32(FeedMaxAge / time.Second), MaxInventory: assetForUSD(mmMaxInvUSD, a.PriceE8),
		})
	}
	if err := d.run(ctx, p, 0); err != nil {
		return err
	}

	// Phase 2: Vera's own contracts, the one deployment code (chain/rollout).
	if err := d.deployVera(ctx); err != nil {
		return err
	}

	// Counterfactual smart accounts of the demo users.
	if err := d.demoAccounts(ctx, demos); err != nil {
		return err
	}

	// Phase 3: liquidity, accounts, funding.
	start, err := d.client.PendingNonceAt(ctx, d.from)
	if err != nil {
		return fmt.Errorf("cannot read the deployer's nonce: %w", err)
	}
	p = &plan{from: d.from, nonce: start}
	n := int64(len(d.cfg.Assets))
	usdgABI := usdg.NewUSDG()
	if n > 0 {
		p.call("mint USDG to pool", m.USDG, usdgABI.PackMint(pool, usdUnits(poolUSD*n)), nil, 200_000)
		p.call("mint USDG to market maker", m.USDG, usdgABI.PackMint(mm, usdUnits(mmInventoryUSD*n)), nil, 200_000)
		p.call("mint USDG to book", m.USDG, usdgABI.PackMint(book, usdUnits(bookUSDPerSide*n)), nil, 200_000)
	}
	cp, om, db := constantproductpool.NewConstantProductPool(), oraclemarketmaker.NewOracleMarketMaker(), depthbook.NewDepthBook()
	for lo := 0; lo < len(assets); lo += 40 {
		hi := min(lo+40, len(assets))
		p.call(fmt.Sprintf("credit pool liquidity [%d..%d)", lo, hi), pool, cp.PackCreditMany(assets[lo:hi], poolUSDG[lo:hi], poolAsset[lo:hi]), nil, 12_000_000)
		p.call(fmt.Sprintf("list market-maker assets [%d..%d)", lo, hi), mm, om.PackListMany(assets[lo:hi], listings[lo:hi]), nil, 12_000_000)
	}
	for lo := 0; lo < len(assets); lo += 10 {
		hi := min(lo+10, len(assets))
		p.call(fmt.Sprintf("post books [%d..%d)", lo, hi), book, db.PackPostMany(assets[lo:hi], asks[lo:hi], bids[lo:hi]), nil, 12_000_000)
	}
	for _, a := range devs {
		m.DevAccounts = append(m.DevAccounts, a.addr)
		p.call("fund dev account", m.USDG, usdgABI.PackMint(a.addr, usdUnits(d.cfg.DevUSD)), nil, 200_000)
	}
	d.planDemoUsers(p)
	// Uniswap v3 after everything else, so that every contract above keeps its address.
	if err := d.planUniswap(p); err != nil {
		return err
	}
	return d.run(ctx, p, start)
}

// demoAccounts adds the demo users to the manifest with the counterfactual addresses of their smart
// accounts (salt 0 on the account factory), which the caller then creates and funds.
func (d *Devnet) demoAccounts(ctx context.Context, demos []keyed) error {
	m := &d.manifest
	factory := veraaccountfactory.NewVeraAccountFactory()
	for i, u := range demos {
		raw, err := d.client.CallContract(ctx, ethereum.CallMsg{To: &m.AccountFactory, Data: factory.PackGetAddress(u.addr, common.Big0)}, nil)
		if err != nil {
			return fmt.Errorf("cannot read smart account address of demo user %d: %w", i+1, err)
		}
		acct, err := factory.UnpackGetAddress(raw)
		if err != nil {
			return fmt.Errorf("cannot decode smart account address of demo user %d: %w", i+1, err)
		}
		m.DemoUsers = append(m.DemoUsers, chain.DemoUser{
			UserID: fmt.Sprintf("demo-%d", i+1), WalletID: fmt.Sprintf("wallet-demo-%d", i+1),
			Owner: u.addr, SmartAccount: acct,
		})
	}
	return nil
}

// planDemoUsers adds the creation of the demo users' smart accounts and their USDG (DemoUSD to each
// account and to each owner) to p.
func (d *Devnet) planDemoUsers(p *plan) {
	m := &d.manifest
	factory, usdgABI := veraaccountfactory.NewVeraAccountFactory(), usdg.NewUSDG()
	for _, u := range m.DemoUsers {
		p.call("create smart account of "+u.UserID, m.AccountFactory, factory.PackCreateAccount(u.Owner, common.Big0), nil, 1_000_000)
		p.call("fund "+u.UserID, m.USDG, usdgABI.PackMint(u.SmartAccount, usdUnits(d.cfg.DemoUSD)), nil, 200_000)
	}
	// The demo owners hold cash too, as an embedded wallet does before Autopilot pulls a run's
	// USDG into the smart account.
	for _, u := range m.DemoUsers {
		p.call("fund owner of "+u.UserID, m.USDG, usdgABI.PackMint(u.Owner, usdUnits(d.cfg.DemoUSD)), nil, 200_000)
	}
}

// deployVera puts Vera's own contracts on the devnet through chain/rollout, the code `vera deploy`
// runs against a real chain: the IdentityRegistry and agent #1's registration, Settlement,
// AgentRecord, the account factory, the paymaster (relay, deposit, stake), the three venues allowed,
// one GroveVault per configured grove trading on the market maker, with the deployer as owner and
// fee recipient.
func (d *Devnet) deployVera(ctx context.Context) error {
	m := &d.manifest
	dd, err := thirdparty.Get(thirdparty.DeterministicDeployer)
	if err != nil {
		return err
	}
	w := &chain.World{ChainID: ChainID, DeterministicDeployer: dd.Address, EntryPoint: m.EntryPoint,
		Permit2: m.Permit2, Multicall3: m.Multicall3, Venues: m.Venues, Deployer: d.from,
		USDG: chain.WorldToken{Symbol: "USDG", Name: "Global Dollar", Token: m.USDG, Decimals: 6}}
	for _, a := range m.Assets {
		w.Assets = append(w.Assets, chain.WorldToken{Symbol: a.Symbol, Name: a.Name, Token: a.Address, Decimals: a.Decimals,
			Feed: a.Feed, PriceE8: a.PriceE8})
	}
	vm, err := d.rolloutVera(ctx, w)
	if err != nil {
		return err
	}
	m.IdentityRegistry, m.AgentID, m.Settlement, m.AgentRecord = vm.IdentityRegistry, vm.AgentID, vm.Settlement, vm.AgentRecord
	m.AccountFactory, m.Paymaster, m.Groves = vm.AccountFactory, vm.Paymaster, vm.Groves
	return nil
}

// rolloutVera runs chain/rollout on w (rolloutConfig) and returns the manifest it gives.
func (d *Devnet) rolloutVera(ctx context.Context, w *chain.World) (*chain.Deployment, error) {
	dep, err := rollout.New(d.client, d.rolloutConfig(w))
	if err != nil {
		return nil, fmt.Errorf("cannot deploy Vera's contracts: %w", err)
	}
	vm, err := dep.Run(ctx, io.Discard)
	if err != nil {
		return nil, fmt.Errorf("cannot deploy Vera's contracts: %w", err)
	}
	return vm, nil
}

// rolloutConfig is the deployment of Vera's contracts onto w from the devnet deployer, with the
// devnet's signers, relay, paymaster limits, agent card and groves.
func (d *Devnet) rolloutConfig(w *chain.World) rollout.Config {
	cfg := rollout.Config{World: w, Deployer: d.deployer, AgentSigner: d.cfg.AgentSigner, SponsorSigner: d.cfg.SponsorSigner,
		Relays: []common.Address{d.cfg.Relay}, PaymasterLimits: *d.cfg.PaymasterLimits,
		PaymasterDeposit: ethers(paymasterETH), PaymasterStake: ethers(paymasterStakeETH), UnstakeDelay: paymasterUnstakeDelay,
		AgentCardURL: d.cfg.AgentCardURL, GroveFeeBps: GroveFeeBps,
		GroveMaxPriceAge: d.cfg.GroveMaxPriceAge, Poll: 5 * time.Millisecond,
		// Blocks are not produced yet while the devnet starts: each step's transaction is sealed here.
		Sent: func(int, rollout.Step, common.Hash) { d.SyncPool(); d.commitPending() }}
	// The devnet's groves trade on its market maker; a world has none, and its groves trade on its
	// Uniswap v3 through the rollout's UniswapV3Venue.
	if _, ok := (&chain.Deployment{Venues: w.Venues}).Venue("market-maker"); ok {
		cfg.GroveVenue = "market-maker"
	}
	for _, g := range d.cfg.Groves {
		cfg.Groves = append(cfg.Groves, rollout.Grove{ID: g.ID, Symbols: g.Symbols, WeightsBps: g.WeightsBps})
	}
	return cfg
}

// run signs and submits a plan's steps with consecutive nonces from first, seals blocks until all are
// mined, and checks every receipt.
func (d *Devnet) run(ctx context.Context, p *plan, first uint64) error {
	txs := make([]*types.Transaction, len(p.steps))
	tip, feeCap := big.NewInt(1_000_000_000), big.NewInt(200_000_000_000)
	for i, s := range p.steps {
		tx, err := types.SignNewTx(d.deployer, d.signer, &types.DynamicFeeTx{
			ChainID: big.NewInt(ChainID), Nonce: first + uint64(i), GasTipCap: tip, GasFeeCap: feeCap,
			Gas: s.gas, To: s.to, Value: s.value, Data: s.data,
		})
		if err != nil {
			return fmt.Errorf("cannot sign %s: %w", s.what, err)
		}
		txs[i] = tx
	}
	bc := d.eth.BlockChain()
	before := bc.CurrentBlock().Number.Uint64()
	for i, err := range d.eth.TxPool().Add(txs, true) {
		if err != nil {
			return fmt.Errorf("devnet rejected %s (nonce %d): %w", p.steps[i].what, first+uint64(i), err)
		}
	}
	d.commitPending()
	// The receipts of the blocks just sealed, each block's at once: looking each transaction up
	// by hash rehashes its block's transactions every time, quadratic in a plan of thousands.
	receipts := make(map[common.Hash]*types.Receipt, len(txs))
	for n := before + 1; n <= bc.CurrentBlock().Number.Uint64(); n++ {
		if h := bc.GetHeaderByNumber(n); h != nil {
			for _, r := range bc.GetReceiptsByHash(h.Hash()) {
				receipts[r.TxHash] = r
			}
		}
	}
	for i, tx := range txs {
		r, ok := receipts[tx.Hash()]
		if !ok {
			return fmt.Errorf("no receipt for %s (tx %s)", p.steps[i].what, tx.Hash().Hex())
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("%s reverted (tx %s, gas used %d of %d)", p.steps[i].what, tx.Hash().Hex(), r.GasUsed, tx.Gas())
		}
	}
	return nil
}

// Fund mints usdBaseUnits of USDG (6 decimals) to addr and, when addr holds under 1 ETH, sends it
// 10 ETH for gas. It returns once both are mined.
func (d *Devnet) Fund(ctx context.Context, addr common.Address, usdBaseUnits *big.Int) error {
	d.sendMu.Lock()
	defer d.sendMu.Unlock()
	if err := Fund(ctx, d.client, d.manifest.USDG, addr, usdBaseUnits); err != nil {
		return err
	}
	d.SyncPool() // the funded account may send at once
	return nil
}

// Fund tops up addr on a running devnet reached through c (in-process or over RPC), the way
// `vera devnet fund` does: USDG minted by the devnet deployer, plus 10 ETH when addr holds under 1 ETH.
func Fund(ctx context.Context, c *chain.Client, usdgAddr, addr common.Address, usdBaseUnits *big.Int) error {
	if usdBaseUnits == nil || usdBaseUnits.Sign() < 0 {
		return fmt.Errorf("fund %s: amount must be non-negative", addr.Hex())
	}
	bal, err := c.BalanceAt(ctx, addr, nil)
	if err != nil {
		return fmt.Errorf("fund %s: %w", addr.Hex(), err)
	}
	var calls []deployerCall
	if usdBaseUnits.Sign() > 0 {
		calls = append(calls, deployerCall{to: usdgAddr, data: usdg.NewUSDG().PackMint(addr, usdBaseUnits), gas: 200_000, what: "mint USDG"})
	}
	if bal.Cmp(ether) < 0 {
		calls = append(calls, deployerCall{to: addr, value: ethers(10), gas: 100_000, what: "send 10 ETH"})
	}
	if err := sendAsDeployer(ctx, c, calls); err != nil {
		return fmt.Errorf("fund %s: %w", addr.Hex(), err)
	}
	return nil
}

// AllowRelay makes addr a relay the devnet's paymaster takes sponsored ops from (setRelay, sent by
// the devnet deployer, its owner) unless it is one, and gives it 10 ETH for gas when it holds under
// 1 ETH: what an operator does for each executor key with `vera deploy --relays`. It returns once
// both are mined.
func AllowRelay(ctx context.Context, c *chain.Client, paymaster, addr common.Address) error {
	pm := sponsorpaymaster.NewSponsorPaymaster()
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &paymaster, Data: pm.PackIsRelay(addr)}, nil)
	if err != nil {
		return fmt.Errorf("allow relay %s: read isRelay: %w", addr.Hex(), err)
	}
	allowed, err := pm.UnpackIsRelay(raw)
	if err != nil {
		return fmt.Errorf("allow relay %s: decode isRelay: %w", addr.Hex(), err)
	}
	if !allowed {
		// The deployer is the devnet paymaster's owner: setRelay reverts for anyone else.
		setRelay := deployerCall{to: paymaster, data: pm.PackSetRelay(addr, true), gas: 100_000,
			what: "setRelay (is the devnet deployer the paymaster's owner?)"}
		if err := sendAsDeployer(ctx, c, []deployerCall{setRelay}); err != nil {
			return fmt.Errorf("allow relay %s: %w", addr.Hex(), err)
		}
	}
	return Fund(ctx, c, common.Address{}, addr, new(big.Int))
}

// WaitMined polls for a transaction's receipt until it is mined and the head has reached its block,
// or ctx ends.
func WaitMined(ctx context.Context, c *chain.Client, hash common.Hash) (*types.Receipt, error) {
	return chain.PollReceipt(ctx, c, hash, 20*time.Millisecond, isNotFound)
}

func isNotFound(err error) bool {
	return err != nil && (err == ethereum.NotFound || containsNotFound(err.Error()))
}

func containsNotFound(s string) bool {
	const nf = "not found"
	for i := 0; i+len(nf) <= len(s); i++ {
		if s[i:i+len(nf)] == nf {
			return true
		}
	}
	return false
}

// PostPrices re-posts feed answers on a running devnet reached through c, as the feeds' owner (the
// devnet deployer): each feed opens a new round with its price now. It returns once all are mined.
func PostPrices(ctx context.Context, c *chain.Client, feeds []common.Address, pricesE8 []*big.Int) error {
	return postAnswers(ctx, c, feeds, pricesE8, pricefeed.NewPriceFeed().PackSetAnswer)
}

// postAnswers sends pack(price) to each feed from the devnet deployer and waits until all are mined.
func postAnswers(ctx context.Context, c *chain.Client, feeds []common.Address, pricesE8 []*big.Int, pack func(*big.Int) []byte) error {
	if len(feeds) != len(pricesE8) {
		return fmt.Errorf("post prices: %d feeds, %d prices", len(feeds), len(pricesE8))
	}
	calls := make([]deployerCall, len(feeds))
	for i, f := range feeds {
		calls[i] = deployerCall{to: f, data: pack(pricesE8[i]), gas: 150_000, what: "post a price to " + f.Hex()}
	}
	if err := sendAsDeployer(ctx, c, calls); err != nil {
		return fmt.Errorf("post prices: %w", err)
	}
	return nil
}

// deployerCall is a transaction the devnet deployer sends; what names it in errors.
type deployerCall struct {
	to    common.Address
	value *big.Int
	data  []byte
	gas   uint64
	what  string
}

// sendAsDeployer signs calls from the devnet deployer at its next nonces, sends them all, and
// returns once each is mined, or says which could not be sent or reverted.
func sendAsDeployer(ctx context.Context, c *chain.Client, calls []deployerCall) error {
	if len(calls) == 0 {
		return nil
	}
	key := DeployerKey()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		return fmt.Errorf("read the deployer's nonce: %w", err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(ChainID))
	txs := make([]*types.Transaction, len(calls))
	for i, call := range calls {
		to := call.to
		if txs[i], err = types.SignNewTx(key, signer, &types.DynamicFeeTx{
			ChainID: big.NewInt(ChainID), Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1_000_000_000),
			GasFeeCap: big.NewInt(200_000_000_000), Gas: call.gas, To: &to, Value: call.value, Data: call.data,
		}); err != nil {
			return fmt.Errorf("%s: cannot sign: %w", call.what, err)
		}
		if err := c.SendTransaction(ctx, txs[i]); err != nil {
			return fmt.Errorf("%s: %w", call.what, err)
		}
	}
	for i, tx := range txs {
		r, err := WaitMined(ctx, c, tx.Hash())
		if err != nil {
			return fmt.Errorf("%s: %w", calls[i].what, err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("%s: transaction %s reverted", calls[i].what, tx.Hash().Hex())
		}
	}
	return nil
}
