package market

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/vera-invest/vera/chain"
)

// Token is one tradable asset as the devnet deploys it: a token and a price feed started at
// the asset's real last close.
type Token struct {
	Symbol string
	Name   string
	// Date is the session of LastClose.
	Date string
	// LastClose is the close string copied verbatim from the source file.
	LastClose string
	// PriceE8 is LastClose in USD with 8 decimals (Chainlink's scale), rounded half up.
	PriceE8 *big.Int
}

// Tokens returns the tradable universe: every catalog asset with a real last close in the
// files, in catalog (symbol) order. Assets without one are left out, never priced by guess.
func Tokens(c *Catalog, f *Files) ([]Token, error) {
	var out []Token
	for _, a := range c.Assets() {
		date, last, err := f.LastClose(a.Symbol)
		if errors.Is(err, ErrNoData) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("token %s: %w", a.Symbol, err)
		}
		e8, err := chain.ParsePriceE8(last)
		if err != nil {
			return nil, fmt.Errorf("token %s: %w", a.Symbol, err)
		}
		out = append(out, Token{Symbol: a.Symbol, Name: a.Name, Date: date, LastClose: last, PriceE8: e8})
	}
	return out, nil
}

// BundledTokens is Tokens over the default catalog and the bundled files.
func BundledTokens() ([]Token, error) { return Tokens(DefaultCatalog(), Bundled()) }
