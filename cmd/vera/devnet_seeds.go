package main

import (
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/prices"
)

// devnetAssets is what the devnet deploys as asset tokens: the bundled universe, each feed at
// its asset's last real close.
func devnetAssets() ([]devnet.AssetSeed, error) {
	universe, err := prices.Universe(market.DefaultCatalog(), prices.Bundled())
	if err != nil {
		return nil, err
	}
	out := make([]devnet.AssetSeed, len(universe))
	for i, l := range universe {
		out[i] = devnet.AssetSeed{Symbol: l.Symbol, Name: l.Name, PriceE8: l.PriceE8}
	}
	return out, nil
}

// devnetGroves is what the devnet deploys as grove vaults: one per grove of the build, with its
// components' symbols and weights in bps (a grove without components is left out).
func devnetGroves(o *baskets.Output) []devnet.GroveSeed {
	var out []devnet.GroveSeed
	for _, g := range o.Groves {
		seed := devnet.GroveSeed{ID: g.ID}
		for _, c := range g.Components {
			seed.Symbols = append(seed.Symbols, c.Symbol)
			seed.WeightsBps = append(seed.WeightsBps, uint16(c.WeightBps))
		}
		if len(seed.Symbols) > 0 {
			out = append(out, seed)
		}
	}
	return out
}
