package account_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/indexer"
)

// TestPortfolioFollowsReorgsPastTheIndex is the attack on the blocks the index has not reached:
// a block past the index is read for a portfolio, then a reorg replaces it (on the devnet,
// evm_snapshot and evm_revert, as the indexer's reorg tests make them). The holder's portfolio,
// narrowed to the tokens it touched, follows the new branch at once, with the indexer stopped
// below the reorg: a transfer of 40 AAPL that only the new branch holds is counted, and one that
// only the replaced branch held is no longer read.
func TestPortfolioFollowsReorgsPastTheIndex(t *testing.T) {
	e := accounttest.StartWith(t, accounttest.Options{RealIndex: true})
	ctx := context.Background()
	ix, err := indexer.New(indexer.Config{ChainID: uint64(e.M.ChainID)}, indexer.NewRPCSource(e.Dev.Client()),
		indexer.NewStore(e.DB), indexer.ContractsOf(e.M))
	if err != nil {
		t.Fatal(err)
	}
	touched := account.NewTouchedTokens(account.TouchedConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog,
		Groves: account.GrovesOf(e.M), Index: e.Store, Chain: e.Dev.Client()})
	feeds := account.NewFeeds(e.Multicall(), e.M.Assets, 0, account.NewMarket(e.Market))
	narrowed, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M), account.ReadTouched(touched))
	if err != nil {
		t.Fatal(err)
	}
	full := e.Portfolios(t, 0)
	narrowed.StateTTL, full.StateTTL = -1, -1 // both read at the head, every time
	aapl := -1
	for i, tok := range e.Catalog.Tokens()[1:] {
		if tok.Symbol == "AAPL" {
			aapl = i
		}
	}
	forty := whole(40, int(e.Asset(t, "AAPL").Decimals))
	other := common.HexToAddress("0x00000000000000000000000000000000000b0b0b")

	// A block: what one transaction seals (the test devnet seals every transaction at once).
	type block func(t *testing.T, holder common.Address)
	aaplTo := func(to func(holder common.Address) common.Address) block {
		return func(t *testing.T, holder common.Address) { e.Mint(t, "AAPL", to(holder), forty) }
	}
	toHolder := func(holder common.Address) common.Address { return holder }
	toOther := func(common.Address) common.Address { return other }
	msftToOther := func(t *testing.T, _ common.Address) { e.Mint(t, "MSFT", other, whole(1, 18)) }

	cases := []struct {
		name          string
		before, after []block // the branch read first, and the one that replaces it
		wantAAPL      bool
	}{
		{"a block replaced by one with the transfer", []block{aaplTo(toOther)}, []block{aaplTo(toHolder)}, true},
		{"two blocks replaced by a longer branch with the transfer",
			[]block{aaplTo(toOther), msftToOther}, []block{aaplTo(toHolder), msftToOther, msftToOther}, true},
		{"three blocks replaced by a shorter branch with the transfer",
			[]block{msftToOther, msftToOther, aaplTo(toOther)}, []block{aaplTo(toHolder)}, true},
		{"the transfer reorged out", []block{aaplTo(toHolder)}, []block{msftToOther}, false},
		{"the transfer reorged out by a longer branch", []block{aaplTo(toHolder)}, []block{msftToOther, msftToOther}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// A holder the index knows (MSFT), held by the touched tokens; the index at the head.
			holder := common.BytesToAddress(crypto.Keccak256([]byte(c.name))[12:])
			e.Mint(t, "MSFT", holder, whole(2, 18))
			for {
				err := ix.Converge(ctx)
				if errors.Is(err, indexer.ErrNothingNew) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if err := touched.Refresh(ctx); err != nil {
				t.Fatal(err)
			}
			if err := touched.Load(ctx, holder); err != nil {
				t.Fatal(err)
			}
			indexed, _ := account.TouchedCovers(touched)
			snap := e.Dev.Snapshot()

			for _, b := range c.before {
				b(t, holder)
			}
			read := portfolioOf(t, e, touched, narrowed, full, holder, indexed, "before the reorg")
			if held := read[aapl]; held == (c.wantAAPL) {
				t.Fatalf("before the reorg, AAPL read for the holder: %v", held)
			}

			if err := e.Dev.Revert(snap); err != nil {
				t.Fatal(err)
			}
			for _, b := range c.after {
				b(t, holder)
			}
			read = portfolioOf(t, e, touched, narrowed, full, holder, indexed, "after the reorg")
			if read[aapl] != c.wantAAPL {
				t.Fatalf("after the reorg, AAPL read for the holder: %v, want %v", read[aapl], c.wantAAPL)
			}
			pf, err := narrowed.Get(ctx, holder)
			if err != nil {
				t.Fatal(err)
			}
			var got *account.Holding
			for _, h := range pf.Holdings {
				if h.Symbol == "AAPL" {
					got = &h
				}
			}
			switch {
			case c.wantAAPL && (got == nil || got.Raw != forty.String() || got.ValueUsd == nil):
				t.Fatalf("the holder's 40 AAPL of the new branch are missing: %s", mustJSON(pf))
			case !c.wantAAPL && got != nil:
				t.Fatalf("the holder's AAPL of the replaced branch is still counted: %s", mustJSON(pf))
			case got != nil:
				t.Logf("40 AAPL held on the new branch: $%.2f", *got.ValueUsd)
			}
		})
	}
}

// portfolioOf checks the holder's narrowed portfolio against the full read at the head, with
// its touched tokens known (not the fallback of reading every token) and the index still at
// indexed, and returns the read mask.
func portfolioOf(t *testing.T, e *accounttest.Env, touched *account.TouchedTokens, narrowed, full *account.Portfolios,
	holder common.Address, indexed uint64, when string) []bool {
	t.Helper()
	ctx := context.Background()
	head, err := e.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if head.Number.Uint64() <= indexed {
		t.Fatalf("%s: head %d is not past the index (%d)", when, head.Number, indexed)
	}
	got, err := narrowed.Get(ctx, holder)
	if err != nil {
		t.Fatal(err)
	}
	want, err := full.Get(ctx, holder)
	if err != nil {
		t.Fatal(err)
	}
	read, err := touched.Of(ctx, holder, head.Number.Uint64(), head.Hash())
	if err != nil {
		t.Fatalf("%s: tokens touched by the holder unknown: %v", when, err)
	}
	if now, _ := account.TouchedCovers(touched); now != indexed {
		t.Fatalf("%s: the index moved from %d to %d: the test must not wait for it", when, indexed, now)
	}
	if a, b := mustJSON(got), mustJSON(want); a != b {
		t.Fatalf("%s, block %d: portfolio of %s\nnarrowed %s\nfull     %s", when, head.Number, holder.Hex(), a, b)
	}
	return read
}
