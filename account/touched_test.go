package account_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"golang.org/x/sync/errgroup"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
)

// touchedEnv is a devnet indexed by the real indexer into ClickHouse, portfolios that read
// every catalog token, and portfolios narrowed by a TouchedTokens refreshed by the indexer's
// signal.
type touchedEnv struct {
	e        *accounttest.Env
	ix       *indexer.Indexer
	touched  *account.TouchedTokens
	full     *account.Portfolios
	narrowed *account.Portfolios
	signal   *indexer.BlockSignal
}

func newTouchedEnv(t *testing.T, maxAddresses, maxPending int) *touchedEnv {
	t.Helper()
	// The whole universe (about 130 assets), as `vera dev` deploys it: a holder touches few.
	e := accounttest.StartWith(t, accounttest.Options{RealIndex: true, Universe: true})
	signal := indexer.NewBlockSignal()
	ix, err := indexer.New(indexer.Config{ChainID: uint64(e.M.ChainID), Indexed: signal.Notify},
		indexer.NewRPCSource(e.Dev.Client()), indexer.NewStore(e.DB), indexer.ContractsOf(e.M))
	if err != nil {
		t.Fatal(err)
	}
	touched := account.NewTouchedTokens(account.TouchedConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog,
		Groves: account.GrovesOf(e.M), Index: e.Store, Chain: e.Dev.Client(), MaxAddresses: maxAddresses, MaxPendingLoads: maxPending})
	full := e.Portfolios(t, 0)
	feeds := account.NewFeeds(e.Multicall(), e.M.Assets, 0, account.NewMarket(e.Market))
	narrowed, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M), account.ReadTouched(touched))
	if err != nil {
		t.Fatal(err)
	}
	full.StateTTL, narrowed.StateTTL = -1, -1 // both read at the head, every time
	// The touched tokens listen to the indexer's signal and load the addresses asked for.
	ctx, cancel := context.WithCancel(context.Background())
	sub := signal.Subscribe()
	listened := make(chan struct{})
	go func() { defer close(listened); touched.Listen(ctx, sub) }()
	t.Cleanup(func() { cancel(); <-listened })
	return &touchedEnv{e: e, ix: ix, touched: touched, full: full, narrowed: narrowed, signal: signal}
}

// index runs the indexer to the head.
func (te *touchedEnv) index(t *testing.T) {
	t.Helper()
	for i := 0; ; i++ {
		err := te.ix.Converge(context.Background())
		if errors.Is(err, indexer.ErrNothingNew) {
			return
		}
		if err != nil || i > 1000 {
			t.Fatalf("converge step %d: %v", i, err)
		}
	}
}

// same holds every holder's narrowed portfolio equal to the full read at the head, and its
// touched tokens known (not the fallback of reading everything).
func (te *touchedEnv) same(t *testing.T, when string, holders []common.Address) {
	t.Helper()
	ctx := context.Background()
	head, err := te.e.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range holders {
		read, err := te.touched.Of(ctx, h, head.Number.Uint64(), head.Hash())
		for deadline := time.Now().Add(20 * time.Second); errors.Is(err, account.ErrNotHeld) && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond) // queued: Listen loads it
			read, err = te.touched.Of(ctx, h, head.Number.Uint64(), head.Hash())
		}
		if err != nil {
			t.Fatalf("%s: tokens touched by %s unknown: %v", when, h.Hex(), err)
		}
		n := 0
		for _, r := range read {
			if r {
				n++
			}
		}
		if n == len(read) && len(read) > 1 {
			t.Fatalf("%s: %s touched every token: the test shows nothing", when, h.Hex())
		}
		want, err := te.full.Get(ctx, h)
		if err != nil {
			t.Fatal(err)
		}
		got, err := te.narrowed.Get(ctx, h)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := mustJSON(got), mustJSON(want); a != b {
			t.Fatalf("%s: portfolio of %s\nnarrowed %s\nfull     %s", when, h.Hex(), a, b)
		}
	}
}

// TestTouchedPortfoliosEqualFullRead: random holders receive and send catalog tokens and buy
// into groves; after each round, indexed or not, every narrowed portfolio equals the full read.
func TestTouchedPortfoliosEqualFullRead(t *testing.T) {
	te := newTouchedEnv(t, 0, 0)
	e := te.e
	ctx := context.Background()

	rng := rand.New(rand.NewPCG(24, uint64(time.Now().UnixNano())))
	// Senders are dev accounts (they pay gas); receivers also fresh addresses no one asked for.
	var senders []uint32
	holders := []common.Address{}
	for i := uint32(1); i <= 4; i++ {
		senders = append(senders, i)
		holders = append(holders, devAddr(t, i))
	}
	for range 4 {
		var a common.Address
		for i := range a {
			a[i] = byte(rng.IntN(256))
		}
		holders = append(holders, a)
	}
	assets := e.M.Assets
	at := assettoken.NewAssetToken()
	te.index(t)
	te.same(t, "before any transfer", holders)

	for round := range 6 {
		for range 6 {
			to := holders[rng.IntN(len(holders))]
			switch rng.IntN(4) {
			case 3: // a sender buys into a grove: shares come in
				deposit(t, e, senders[rng.IntN(len(senders))], e.M.Groves[rng.IntN(len(e.M.Groves))].Address, int64(10+rng.IntN(200)))
			case 0: // a token comes in
				e.Mint(t, assets[rng.IntN(len(assets))].Symbol, to, whole(int64(1+rng.IntN(5)), 18))
			case 1: // all of a token goes out: the holding disappears
				i := senders[rng.IntN(len(senders))]
				from := devAddr(t, i)
				tok := assets[rng.IntN(len(assets))]
				bal := balanceOf(t, e, tok.Address, from)
				if bal.Sign() == 0 {
					e.Mint(t, tok.Symbol, from, whole(3, 18))
					bal = whole(3, 18)
				}
				key, err := devKey(i)
				if err != nil {
					t.Fatal(err)
				}
				if crypto.PubkeyToAddress(key.PublicKey) != from {
					t.Fatal("dev key and address differ")
				}
				devnettest.MustSend(t, e.Dev, key, tok.Address, at.PackTransfer(to, bal), 200_000, "send all "+tok.Symbol)
			default: // cash moves
				e.Pay(t, senders[rng.IntN(len(senders))], to, big.NewInt(int64(1+rng.IntN(9_000_000))))
			}
		}
		if round%2 == 1 {
			te.index(t)
			te.waitRefreshed(t)
			te.same(t, fmt.Sprintf("round %d, indexed", round), holders)
			continue
		}
		indexed, _ := account.TouchedCovers(te.touched)
		head, err := e.Dev.Client().BlockNumber(ctx)
		if err != nil || head <= indexed {
			t.Fatalf("round %d: head %d is not past the index (%d): %v", round, head, indexed, err)
		}
		te.same(t, fmt.Sprintf("round %d, blocks %d-%d not indexed", round, indexed+1, head), holders)
	}
	groves := map[string]bool{}
	for _, g := range account.GrovesOf(e.M) {
		groves[g.Symbol] = true
	}
	held := 0
	for _, h := range holders {
		pf, err := te.narrowed.Get(ctx, h)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range pf.Holdings {
			if groves[x.Symbol] {
				held++
			}
		}
	}
	if held == 0 {
		t.Fatal("no holder bought into a grove: the test shows nothing of grove shares")
	}
}

// waitRefreshed waits for the listener to merge the index's checkpoint.
func (te *touchedEnv) waitRefreshed(t *testing.T) {
	t.Helper()
	want, ok, err := te.e.Store.IndexedBlock(context.Background(), uint64(te.e.M.ChainID))
	if err != nil || !ok {
		t.Fatalf("checkpoint: %v %v", ok, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if indexed, _ := account.TouchedCovers(te.touched); indexed >= want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the indexer's signal did not refresh the touched tokens to block %d", want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestTouchedFlood is the attack: a stranger asks for a thousand fresh addresses. The queue of
// loads and the cache stay within their sizes, the holders asked for before keep their place,
// and every portfolio still equals the full read, including a holder's token received after
// the flood.
func TestTouchedFlood(t *testing.T) {
	const size, pending = 20, 64
	te := newTouchedEnv(t, size, pending)
	e := te.e
	ctx := context.Background()
	holders := []common.Address{devAddr(t, 1), devAddr(t, 2), devAddr(t, 3)}
	e.Mint(t, "AAPL", holders[0], whole(2, 18))
	te.index(t)
	if err := te.touched.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	te.same(t, "first ask", holders)
	te.same(t, "second ask", holders) // asked for twice: protected
	head, err := e.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Eight clients at once, 1,200 fresh addresses in all, each asked for twice.
	const flood, clients = 1200, 8
	var g errgroup.Group
	for c := range clients {
		g.Go(func() error {
			for i := c; i < flood; i += clients {
				var a common.Address
				a[0], a[1], a[2] = 0xf1, byte(i>>8), byte(i)
				for range 2 {
					if _, err := te.touched.Of(ctx, a, head.Number.Uint64(), head.Hash()); err != nil && !errors.Is(err, account.ErrNotHeld) {
						return err
					}
				}
				if n := te.touched.Len(); n > size {
					return fmt.Errorf("after fresh address %d the cache holds %d, more than %d", i, n, size)
				}
				if n := account.TouchedPending(te.touched); n > pending {
					return fmt.Errorf("after fresh address %d, %d loads wait, more than %d", i, n, pending)
				}
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		t.Fatal(err)
	}
	for _, h := range holders {
		if !account.TouchedHolds(te.touched, h) {
			t.Fatalf("the flood evicted %s", h.Hex())
		}
	}
	e.Mint(t, "MSFT", holders[1], whole(1, 18))
	te.same(t, "after the flood, a block not indexed", holders)
	te.index(t)
	if err := te.touched.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	te.same(t, "after the flood, indexed", holders)
}

func balanceOf(t *testing.T, e *accounttest.Env, token, holder common.Address) *big.Int {
	t.Helper()
	res, err := e.Multicall().Aggregate3(context.Background(), []chain.Call{chain.BalanceOfCall(token, holder)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := res[0].Uint256()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// deposit buys usd whole USD of the grove at vault from dev account i (minting it the USDG).
func deposit(t *testing.T, e *accounttest.Env, i uint32, vault common.Address, usd int64) {
	t.Helper()
	key, err := devKey(i)
	if err != nil {
		t.Fatal(err)
	}
	gv := grovevault.NewGroveVault()
	res, err := e.Multicall().Aggregate3(context.Background(), []chain.Call{{Target: vault, Data: gv.PackComponentCount()}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	n, err := res[0].Uint256()
	if err != nil {
		t.Fatal(err)
	}
	minOut := make([]*big.Int, n.Int64())
	for k := range minOut {
		minOut[k] = big.NewInt(1)
	}
	amount := new(big.Int).Mul(big.NewInt(usd), big.NewInt(1_000_000))
	devnettest.MustSend(t, e.Dev, key, e.M.USDG, usdg.NewUSDG().PackApprove(vault, amount), 200_000, "approve the grove")
	devnettest.MustSend(t, e.Dev, key, vault, gv.PackDeposit(amount, minOut, big.NewInt(1), big.NewInt(time.Now().Add(24*time.Hour).Unix())), 10_000_000, "deposit into the grove")
}
