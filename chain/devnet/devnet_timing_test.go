package devnet

import (
	"context"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// closesDir is the full set of real closes, when present on this machine.
const sharedCloses = "/work/shared/data/closes"

func benchAssets(b *testing.B) []Asset {
	dir := os.Getenv("VERA_CLOSES_DIR")
	if dir == "" {
		dir = sharedCloses
	}
	if _, err := os.Stat(dir); err != nil {
		dir = "testdata/closes"
	}
	assets, err := AssetsFromCloses(dir, nil)
	if err != nil {
		b.Fatal(err)
	}
	return assets
}

// BenchmarkColdStart measures Start to ready (node up, everything deployed, manifest written) with the
// full asset universe, RPC served on a free port.
func BenchmarkColdStart(b *testing.B) {
	assets := benchAssets(b)
	b.ReportAllocs()
	b.ReportMetric(float64(len(assets)), "assets")
	for b.Loop() {
		d, err := Start(context.Background(), Config{Assets: assets, ListenAddr: "127.0.0.1:0",
			ManifestPath: b.TempDir() + "/devnet.json", Logger: quiet()})
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		d.Close()
		b.StartTimer()
	}
}

// BenchmarkBalances100 compares 100 ERC-20 balance reads as one aggregate3 multicall against 100
// single eth_calls, in the same run, over the in-process client and over HTTP JSON-RPC.
func BenchmarkBalances100(b *testing.B) {
	d, err := Start(context.Background(), Config{Assets: benchAssets(b), ListenAddr: "127.0.0.1:0", BlockInterval: -1, Logger: quiet()})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	m := d.Manifest()
	var tokens []common.Address
	for i := 0; len(tokens) < 100; i++ {
		tokens = append(tokens, m.Assets[i%len(m.Assets)].Address)
	}
	holder := m.Venues[0].Address
	httpClient, err := chain.Dial(context.Background(), m.RPCURL, chain.ClientConfig{RequestsPerSecond: -1})
	if err != nil {
		b.Fatal(err)
	}
	defer httpClient.Close()
	for _, tr := range []struct {
		name string
		c    *chain.Client
	}{{"inprocess", d.Client()}, {"http", httpClient}} {
		mc := chain.NewMulticall(tr.c, m.Multicall3, 0)
		b.Run(tr.name+"/multicall", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bals, err := mc.Balances(context.Background(), holder, tokens, nil)
				if err != nil || len(bals) != 100 || bals[0] == nil {
					b.Fatalf("%v %d", err, len(bals))
				}
			}
		})
		b.Run(tr.name+"/single", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, tok := range tokens {
					call := chain.BalanceOfCall(tok, holder)
					if _, err := tr.c.CallContract(context.Background(), ethereum.CallMsg{To: &call.Target, Data: call.Data}, nil); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
