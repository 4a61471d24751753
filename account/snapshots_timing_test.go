package account_test

import (
	"context"
	"crypto/rand"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
)

// seed10k makes 10,000 seen addresses on the full universe: each has touched USDG and three
// assets in the index (its balances are read: USDG, three assets, four grove shares).
func seed10k(b *testing.B) (*accounttest.Env, *account.Portfolios) {
	b.Helper()
	e := accounttest.StartWith(b, accounttest.Options{Universe: true})
	ctx := context.Background()
	head := e.Index(b, 0)
	batch, err := e.DB.PrepareBatch(ctx, "INSERT INTO fixture_transfers (chain_id, block_number, block_hash, block_time, tx_hash, log_index, token, from_address, to_address, amount_raw)")
	if err != nil {
		b.Fatal(err)
	}
	toks := e.Catalog.Tokens()
	for i := range 10_000 {
		var a common.Address
		rand.Read(a[:])
		for j, tok := range []chain.Token{toks[0], toks[1+i%40], toks[41+i%40], toks[81+i%40]} {
			var h common.Hash
			rand.Read(h[:])
			if err := batch.Append(uint64(e.M.ChainID), head, "0x", time.Now().UTC(), strings.ToLower(h.Hex()), uint32(j), strings.ToLower(tok.Address.Hex()),
				"0x0000000000000000000000000000000000000000", strings.ToLower(a.Hex()), "1"); err != nil {
				b.Fatal(err)
			}
		}
	}
	if err := batch.Send(); err != nil {
		b.Fatal(err)
	}
	return e, e.Portfolios(b, 0)
}

// BenchmarkSnapshot10k values and writes 10,000 seen addresses (target: under 10 s).
func BenchmarkSnapshot10k(b *testing.B) {
	e, p := seed10k(b)
	job := &account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID), Chain: e.Dev.Client(),
		Multicall: chain.NewMulticall(e.Dev.Client(), e.M.Multicall3, 2000)}
	hour := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	b.ReportAllocs()
	for b.Loop() {
		n, err := job.Take(context.Background(), hour)
		if err != nil || n < 10_000 {
			b.Fatalf("%d snapshots: %v", n, err)
		}
		hour = hour.Add(time.Hour)
	}
}

// BenchmarkSnapshot10kEveryToken is the same without the index's narrowing: every catalog
// token read for every address (the baseline the narrowing is measured against).
func BenchmarkSnapshot10kEveryToken(b *testing.B) {
	e, p := seed10k(b)
	job := &account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID),
		Multicall: chain.NewMulticall(e.Dev.Client(), e.M.Multicall3, 2000)}
	hour := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	b.ReportAllocs()
	for b.Loop() {
		if n, err := job.Take(context.Background(), hour); err != nil || n < 10_000 {
			b.Fatalf("%d snapshots: %v", n, err)
		}
		hour = hour.Add(time.Hour)
	}
}
