package prices

import (
	"errors"
	"fmt"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/market"
)

// DevnetAssets is the tradable universe as the devnet deploys it: every catalog asset with a real
// last close in the files, in catalog (symbol) order, its feed starting at that close (8
// decimals, rounded half up). Assets without a close are left out, never priced by guess.
func DevnetAssets(c *market.Catalog, f *Files) ([]devnet.AssetSeed, error) {
	var out []devnet.AssetSeed
	for _, a := range c.Assets() {
		_, last, err := f.LastClose(a.Symbol)
		if errors.Is(err, ErrNoData) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("devnet asset %s: %w", a.Symbol, err)
		}
		e8, err := chain.ParsePriceE8(last)
		if err != nil {
			return nil, fmt.Errorf("devnet asset %s: %w", a.Symbol, err)
		}
		out = append(out, devnet.AssetSeed{Symbol: a.Symbol, Name: a.Name, PriceE8: e8})
	}
	return out, nil
}
