package market

import (
	"errors"
	"fmt"
	"math/big"
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
		e8, err := DecimalE8(last)
		if err != nil {
			return nil, fmt.Errorf("token %s: %w", a.Symbol, err)
		}
		out = append(out, Token{Symbol: a.Symbol, Name: a.Name, Date: date, LastClose: last, PriceE8: e8})
	}
	return out, nil
}

// BundledTokens is Tokens over the default catalog and the bundled files.
func BundledTokens() ([]Token, error) { return Tokens(DefaultCatalog(), Bundled()) }

// DecimalE8 converts a positive decimal string exactly to an integer with 8 decimals,
// rounding half up at the ninth decimal.
func DecimalE8(s string) (*big.Int, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() <= 0 {
		return nil, fmt.Errorf("price %q is not a positive decimal", s)
	}
	r.Mul(r, new(big.Rat).SetInt64(100_000_000))
	// floor(r + 1/2)
	r.Add(r, big.NewRat(1, 2))
	q := new(big.Int).Quo(r.Num(), r.Denom())
	if q.Sign() <= 0 {
		return nil, fmt.Errorf("price %q is below 1e-8", s)
	}
	return q, nil
}
