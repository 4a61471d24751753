package main

import (
	"context"
	"log/slog"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
)

// benchAssets is the whole bundled universe at its last real closes, as `vera dev` deploys it.
func benchAssets(b *testing.B) []devnet.AssetSeed {
	assets, err := devnetAssets()
	if err != nil {
		b.Fatal(err)
	}
	return assets
}

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// BenchmarkColdStart measures Start to ready (node up, everything deployed, manifest written) with the
// full asset universe, RPC served on a free port.
func BenchmarkDevnetColdStart(b *testing.B) {
	assets := benchAssets(b)
	b.ReportAllocs()
	b.ReportMetric(float64(len(assets)), "assets")
	for b.Loop() {
		d, err := devnet.Start(context.Background(), devnet.Config{Assets: assets, ListenAddr: "127.0.0.1:0",
			ManifestPath: b.TempDir() + "/devnet.json", Logger: quiet()})
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		d.Close()
		b.StartTimer()
	}
}

// BenchmarkWorldColdStart starts the world chain with the bundled universe (its Uniswap v3 and
// two pools per asset included) in memory; each of its deployment blocks waits for its own
// wall-clock second.
func BenchmarkWorldColdStart(b *testing.B) {
	assets := benchAssets(b)
	b.ReportMetric(float64(len(assets)), "assets")
	for b.Loop() {
		d, err := devnet.Start(context.Background(), devnet.Config{Assets: assets, ListenAddr: "127.0.0.1:0",
			World: &devnet.WorldConfig{}, Logger: quiet()})
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
func BenchmarkDevnetBalances100(b *testing.B) {
	d, err := devnet.Start(context.Background(), devnet.Config{Assets: benchAssets(b), ListenAddr: "127.0.0.1:0", BlockInterval: -1, Logger: quiet()})
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
