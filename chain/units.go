package chain

import (
	"fmt"
	"math/big"
)

// maxUnits bounds ParseUnits: 10^33 base units, far above any real balance.
var maxUnits = new(big.Int).Exp(big.NewInt(10), big.NewInt(33), nil)

// ParseUnits converts a positive decimal amount of whole tokens ("12.5") to base units of a token
// with the given decimals, exactly: an amount with more fractional digits than the token has is
// an error, never rounded.
func ParseUnits(amount string, decimals uint8) (*big.Int, error) {
	r, ok := new(big.Rat).SetString(amount)
	if !ok || r.Sign() <= 0 {
		return nil, fmt.Errorf("amount %q must be a positive number", amount)
	}
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)))
	if !r.IsInt() {
		return nil, fmt.Errorf("amount %q has more than %d decimals", amount, decimals)
	}
	if r.Num().Cmp(maxUnits) > 0 {
		return nil, fmt.Errorf("amount %q is too large", amount)
	}
	return new(big.Int).Set(r.Num()), nil
}
