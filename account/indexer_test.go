package account_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/indexer"
)

// TestAgainstTheIndexer runs the real indexer over the devnet into its own views (migration
// 0300) and reads them through account: the index answers transactions with exactly the
// chain's transfers, seen addresses come from its rows, and the snapshot's narrowed reads
// equal reading every token.
func TestAgainstTheIndexer(t *testing.T) {
	e := accounttest.StartWith(t, accounttest.Options{RealIndex: true})
	ctx := context.Background()
	user := devAddr(t, 4)
	traffic(t, e, user, 4)
	e.Deposit(t, 2, 300)
	ix, err := indexer.New(indexer.Config{ChainID: uint64(e.M.ChainID)}, indexer.NewRPCSource(e.Dev.Client()), indexer.NewStore(e.DB), indexer.ContractsOf(e.M))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		err := ix.Converge(ctx)
		if errors.Is(err, indexer.ErrNothingNew) {
			break
		}
		if err != nil || i > 1000 {
			t.Fatalf("converge step %d: %v", i, err)
		}
	}

	cfg := account.TransfersConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog, Index: e.Store, Chain: e.Dev.Client()}
	primary, err := account.NewTransfers(cfg).Get(ctx, user)
	if err != nil || primary.Source != account.SourcePrimary {
		t.Fatalf("index: %s %v", primary.Source, err)
	}
	checkPage(t, primary.Transactions, user)
	cfg.Index = nil
	fromChain, err := account.NewTransfers(cfg).Get(ctx, user)
	if err != nil || mustJSON(fromChain.Transactions) != mustJSON(primary.Transactions) {
		t.Fatalf("index and chain differ (%v):\n%s\n%s", err, mustJSON(primary.Transactions), mustJSON(fromChain.Transactions))
	}

	addrs, err := e.Store.SeenAddresses(ctx, uint64(e.M.ChainID))
	if err != nil || len(addrs) < 5 {
		t.Fatalf("seen from the index: %v %v", addrs, err)
	}
	p := e.Portfolios(t, 0)
	hour := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	all, err := (&account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID)}).Value(ctx, addrs, hour)
	if err != nil {
		t.Fatal(err)
	}
	narrowed, err := (&account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID), Chain: e.Dev.Client()}).Value(ctx, addrs, hour)
	if err != nil || mustJSON(all) != mustJSON(narrowed) {
		t.Fatalf("narrowed reads differ (%v)", err)
	}
}
