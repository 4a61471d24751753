package prices

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
)

// Listing is one asset of the tradable universe at its real last close.
type Listing struct {
	Symbol string
	Name   string
	// PriceE8 is the USD price of one whole token with 8 decimals (a feed's scale).
	PriceE8 *big.Int
}

// Universe is the tradable universe at its last closes: every catalog asset with a real last
// close in the files, in catalog (symbol) order, each at that close (8 decimals, rounded half
// up). Assets without a close are left out, never priced by guess. The devnet's feeds start here.
func Universe(c *market.Catalog, f *Files) ([]Listing, error) {
	var out []Listing
	for _, a := range c.Assets() {
		_, last, err := f.LastClose(a.Symbol)
		if errors.Is(err, errNoData) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("universe asset %s: %w", a.Symbol, err)
		}
		e8, err := chain.ParsePriceE8(last)
		if err != nil {
			return nil, fmt.Errorf("universe asset %s: %w", a.Symbol, err)
		}
		out = append(out, Listing{Symbol: a.Symbol, Name: a.Name, PriceE8: e8})
	}
	return out, nil
}
