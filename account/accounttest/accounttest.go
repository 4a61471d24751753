// Package accounttest gives account tests a devnet with a grove, a migrated ClickHouse
// database, the market snapshot of the bundled history, and a stand-in for the indexer's views
// filled from the chain's own logs.
package accounttest

import (
	"context"
	_ "embed"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// GroveID is the test devnet's one grove: AAPL, MSFT and NVDA.
const groveID = "titan"

// Env is one test's chain, database and market.
type Env struct {
	Dev     *devnet.Devnet
	M       *chain.Deployment
	Catalog *chain.TokenIndex
	DB      *schema.DB
	Store   *account.Store
	Market  *snapshot.Holder
}

var (
	bundledOnce sync.Once
	bundled     *snapshot.MarketBuild
	bundledErr  error
)

// bundledMarket is the snapshot of the bundled history, built once per test binary (its closes are the
// ones the test devnet's feeds start at).
func bundledMarket(t testing.TB) *snapshot.Holder {
	t.Helper()
	bundledOnce.Do(func() { bundled, bundledErr = snapshot.Bundled(context.Background(), snapshot.Options{}) })
	if bundledErr != nil {
		t.Fatal(bundledErr)
	}
	h := &snapshot.Holder{}
	h.Store(bundled)
	return h
}

// Options choose the chain a test runs against.
type Options struct {
	// Universe deploys the whole bundled universe (every asset with a real close, about 130)
	// and the four curated groves, as `vera dev` does, instead of five assets and one grove.
	Universe bool
	// Listen serves JSON-RPC on a loopback port (Env.Dev.Manifest().RPCURL).
	Listen bool
	// RealIndex keeps the indexer's own views (from the migrations) instead of the fixture's:
	// the test fills them by running the indexer. Index and Checkpoint are then not usable.
	RealIndex bool
}

// Start starts the devnet with the grove, a fresh database with every migration and the
// index views of the contract over fixture tables.
func Start(t testing.TB) *Env { return StartWith(t, Options{}) }

// StartWith is Start with options.
func StartWith(t testing.TB, o Options) *Env {
	t.Helper()
	cfg := devnet.Config{Groves: []devnet.GroveSeed{{ID: groveID, Symbols: []string{"AAPL", "MSFT", "NVDA"}, WeightsBps: []uint16{4000, 3000, 3000}}}}
	if o.Universe {
		universe, err := prices.Universe(market.DefaultCatalog(), prices.Bundled())
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range universe {
			cfg.Assets = append(cfg.Assets, devnet.AssetSeed{Symbol: l.Symbol, Name: l.Name, PriceE8: l.PriceE8})
		}
		cfg.Groves = nil
		snap := bundledMarket(t).Load()
		for _, g := range snap.Baskets.Groves {
			dg := devnet.GroveSeed{ID: g.ID}
			for _, c := range g.Components {
				dg.Symbols = append(dg.Symbols, c.Symbol)
				dg.WeightsBps = append(dg.WeightsBps, uint16(c.WeightBps))
			}
			if len(dg.Symbols) > 0 {
				cfg.Groves = append(cfg.Groves, dg)
			}
		}
	}
	if o.Listen {
		cfg.ListenAddr = "127.0.0.1:0"
	}
	d := devnettest.Start(t, cfg)
	m := d.Manifest()
	cat, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	db := schematest.New(t)
	if !o.RealIndex {
		IndexViews(t, db)
	}
	return &Env{Dev: d, M: m, Catalog: cat, DB: db, Store: &account.Store{DB: db}, Market: bundledMarket(t)}
}

//go:embed testdata/index_views.sql
var indexViews string

// IndexViews creates canonical_transfers and indexer_progress over fixture tables.
func IndexViews(t testing.TB, db *schema.DB) {
	t.Helper()
	ctx := context.Background()
	for _, stmt := range strings.Split(indexViews, ";\n") {
		var lines []string
		for _, l := range strings.Split(stmt, "\n") {
			if !strings.HasPrefix(strings.TrimSpace(l), "--") {
				lines = append(lines, l)
			}
		}
		if s := strings.TrimSpace(strings.Join(lines, "\n")); s != "" {
			if err := db.Exec(ctx, strings.TrimSuffix(s, ";")); err != nil {
				t.Fatalf("index views: %v\n%s", err, s)
			}
		}
	}
}

// Index copies every catalog token's Transfer logs up to the head into the index views, as
// the indexer would, and checkpoints the head (minus behind blocks). It returns the head.
func (e *Env) Index(t testing.TB, behind uint64) uint64 {
	t.Helper()
	ctx := context.Background()
	c := e.Dev.Client()
	head, err := c.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var tokens []common.Address
	for _, tok := range e.Catalog.Tokens() {
		tokens = append(tokens, tok.Address)
	}
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(head), Addresses: tokens, Topics: [][]common.Hash{{chain.TransferTopic()}}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.DB.PrepareBatch(ctx, "INSERT INTO fixture_transfers (chain_id, block_number, block_hash, block_time, tx_hash, log_index, token, from_address, to_address, amount_raw)")
	if err != nil {
		t.Fatal(err)
	}
	times := map[uint64]time.Time{}
	for _, l := range logs {
		if _, ok := times[l.BlockNumber]; !ok {
			h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
			if err != nil {
				t.Fatal(err)
			}
			times[l.BlockNumber] = time.Unix(int64(h.Time), 0).UTC()
		}
		lc := func(s string) string { return strings.ToLower(s) }
		if err := b.Append(uint64(e.M.ChainID), l.BlockNumber, lc(l.BlockHash.Hex()), times[l.BlockNumber], lc(l.TxHash.Hex()), uint32(l.Index),
			lc(l.Address.Hex()), lc(common.BytesToAddress(l.Topics[1].Bytes()).Hex()), lc(common.BytesToAddress(l.Topics[2].Bytes()).Hex()),
			new(big.Int).SetBytes(l.Data).String()); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
	e.Checkpoint(t, head-behind)
	return head
}

// Checkpoint writes the index's progress of the devnet's chain.
func (e *Env) Checkpoint(t testing.TB, block uint64) {
	t.Helper()
	ctx := context.Background()
	b, err := e.DB.PrepareBatch(ctx, "INSERT INTO fixture_progress (chain_id, indexed_block, indexed_block_time, updated_at)")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Append(uint64(e.M.ChainID), block, time.Now().UTC(), time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
}

// Asset returns the manifest's asset.
func (e *Env) Asset(t testing.TB, symbol string) chain.Token {
	t.Helper()
	for _, a := range e.M.Assets {
		if a.Symbol == symbol {
			return a
		}
	}
	t.Fatalf("no asset %s on the devnet", symbol)
	return chain.Token{}
}

// Grove is the manifest's grove vault.
func (e *Env) Grove(t testing.TB) common.Address {
	t.Helper()
	for _, g := range e.M.Groves {
		if g.ID == groveID {
			return g.Address
		}
	}
	t.Fatal("no grove on the devnet")
	return common.Address{}
}

// Mint mints amount base units of an asset to whom (the deployer owns the tokens).
func (e *Env) Mint(t testing.TB, symbol string, to common.Address, amount *big.Int) {
	t.Helper()
	devnettest.MustSend(t, e.Dev, devnet.DeployerKey(), e.Asset(t, symbol).Address, assettoken.NewAssetToken().PackMint(to, amount), 200_000, "mint "+symbol)
}

// Pay sends amount USDG base units from dev account i to whom.
func (e *Env) Pay(t testing.TB, i uint32, to common.Address, amount *big.Int) {
	t.Helper()
	key, err := devnet.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	devnettest.MustSend(t, e.Dev, key, e.M.USDG, usdg.NewUSDG().PackTransfer(to, amount), 200_000, "pay USDG")
}

// SetPrice opens a feed round with answer e8 updated at updated (zero: now).
func (e *Env) SetPrice(t testing.TB, symbol string, e8 *big.Int, updated time.Time) {
	t.Helper()
	pf := pricefeed.NewPriceFeed()
	data := pf.PackSetAnswer(e8)
	if !updated.IsZero() {
		data = pf.PackSetAnswerAt(e8, big.NewInt(updated.Unix()))
	}
	devnettest.MustSend(t, e.Dev, devnet.DeployerKey(), e.Asset(t, symbol).Feed, data, 200_000, "set price of "+symbol)
}

// Deposit buys usd whole USD of the grove from dev account i and returns its address.
func (e *Env) Deposit(t testing.TB, i uint32, usd int64) common.Address {
	t.Helper()
	key, err := devnet.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	amount := new(big.Int).Mul(big.NewInt(usd), big.NewInt(1_000_000))
	vault := e.Grove(t)
	devnettest.MustSend(t, e.Dev, key, e.M.USDG, usdg.NewUSDG().PackApprove(vault, amount), 200_000, "approve the grove")
	minOut := []*big.Int{big.NewInt(1), big.NewInt(1), big.NewInt(1)}
	devnettest.MustSend(t, e.Dev, key, vault, grovevault.NewGroveVault().PackDeposit(amount, minOut, big.NewInt(1), big.NewInt(time.Now().Add(24*time.Hour).Unix())), 5_000_000, "deposit into the grove")
	return crypto.PubkeyToAddress(key.PublicKey)
}

// Multicall is a multicall over the devnet's in-process client.
func (e *Env) Multicall() *chain.Multicall {
	return chain.NewMulticall(e.Dev.Client(), e.M.Multicall3, 0)
}

// Portfolios values the devnet's catalog and grove with feeds fresh for maxAge (0: the default).
func (e *Env) Portfolios(t testing.TB, maxAge time.Duration) *account.Portfolios {
	t.Helper()
	feeds := account.NewFeeds(e.Multicall(), e.M.Assets, maxAge, account.NewMarket(e.Market))
	p, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
