package chain

import (
	"fmt"
	"math/big"
	"strings"
)

// ParsePriceE8 converts a positive decimal price ("125.06999969482422") exactly to 8-decimal
// fixed point, Chainlink's scale, rounding half up at the ninth decimal.
func ParsePriceE8(s string) (*big.Int, error) {
	s = strings.TrimSpace(s)
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() <= 0 {
		return nil, fmt.Errorf("invalid price %q: want a positive decimal", s)
	}
	r.Mul(r, new(big.Rat).SetInt64(100_000_000))
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	if new(big.Int).Mul(m, big.NewInt(2)).Cmp(den) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if q.Sign() <= 0 {
		return nil, fmt.Errorf("price %q rounds to zero at 8 decimals", s)
	}
	return q, nil
}
