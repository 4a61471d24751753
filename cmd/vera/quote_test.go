package main

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// The Uniswap venue: the flags' when they name one, else the deployment's, else none.
func TestUniswapVenue(t *testing.T) {
	dep := &chain.Deployment{Uniswap: &chain.UniswapV3{QuoterV2: common.HexToAddress("0x1"), SwapRouter02: common.HexToAddress("0x2"), FeeTiers: []uint32{500, 3000}}}
	f := func(qc quoteConfig, d *chain.Deployment, wantQuoter string, wantTiers []uint32, wantErr bool) {
		t.Helper()
		u, err := uniswapVenue(qc, d)
		if (err != nil) != wantErr {
			t.Fatalf("%+v: error %v, want error %v", qc, err, wantErr)
		}
		if wantErr {
			return
		}
		if wantQuoter == "" {
			if u != nil {
				t.Fatalf("%+v: a venue %+v, want none", qc, u)
			}
			return
		}
		if u == nil || u.Quoter != common.HexToAddress(wantQuoter) || len(u.FeeTiers) != len(wantTiers) {
			t.Fatalf("%+v: venue %+v, want quoter %s tiers %v", qc, u, wantQuoter, wantTiers)
		}
		for i := range wantTiers {
			if u.FeeTiers[i] != wantTiers[i] {
				t.Fatalf("%+v: tiers %v, want %v", qc, u.FeeTiers, wantTiers)
			}
		}
	}
	f(quoteConfig{}, &chain.Deployment{}, "", nil, false)
	f(quoteConfig{}, dep, "0x1", []uint32{500, 3000}, false)
	f(quoteConfig{UniswapFees: "3000"}, dep, "0x1", []uint32{3000}, false)
	f(quoteConfig{UniswapQuoter: "0x0000000000000000000000000000000000000009", UniswapRouter: "0x0000000000000000000000000000000000000008"}, dep,
		"0x9", []uint32{500, 3000, 10000}, false)
	f(quoteConfig{UniswapQuoter: "0x0000000000000000000000000000000000000009"}, dep, "", nil, true)
	f(quoteConfig{UniswapFees: "5oo"}, dep, "", nil, true)
}
