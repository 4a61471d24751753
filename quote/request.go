package quote

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// Modes and sides of POST /api/quote.
const (
	ModePrice = "price"
	ModeQuote = "quote"
	SideBuy   = "buy"
	SideSell  = "sell"
)

// Bounds of a request.
const (
	maxSymbolLen = 12
	// maxAmountDigits keeps sellAmount within uint256.
	maxAmountDigits = 78
)

// ErrInvalidRequest is a request body the spec calls invalid: a missing field, a bad mode or
// side, a non-numeric sellAmount, a malformed taker.
var ErrInvalidRequest = errors.New("invalid quote request")

// UnknownSymbolError is a well-formed symbol that is not in the catalog.
type UnknownSymbolError struct{ Symbol string }

func (e *UnknownSymbolError) Error() string { return "Unknown symbol: " + e.Symbol }

// Request is the body of POST /api/quote. Decoding it checks that every field is present and a
// JSON string, that sellAmount is decimal digits within uint256 and taker an address; Validate
// checks the values. Whether the symbol is in the catalog is the Service's answer
// (*UnknownSymbolError), since only it knows the catalog.
type Request struct {
	Mode       string
	Side       string
	Symbol     string
	SellAmount *big.Int
	Taker      common.Address
}

// UnmarshalJSON requires mode, side, symbol, sellAmount and taker, all strings; unknown fields are
// ignored. Every failure wraps ErrInvalidRequest.
func (r *Request) UnmarshalJSON(b []byte) error {
	var w struct {
		Mode       *string `json:"mode"`
		Side       *string `json:"side"`
		Symbol     *string `json:"symbol"`
		SellAmount *string `json:"sellAmount"`
		Taker      *string `json:"taker"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidRequest, err)
	}
	if w.Mode == nil || w.Side == nil || w.Symbol == nil || w.SellAmount == nil || w.Taker == nil {
		return fmt.Errorf("%w: mode, side, symbol, sellAmount and taker are required", ErrInvalidRequest)
	}
	amt, ok := parseAmount(*w.SellAmount)
	if !ok {
		return fmt.Errorf("%w: sellAmount must be decimal digits within uint256", ErrInvalidRequest)
	}
	taker, ok := parseAddress(*w.Taker)
	if !ok {
		return fmt.Errorf("%w: taker must be an address", ErrInvalidRequest)
	}
	*r = Request{Mode: *w.Mode, Side: *w.Side, Symbol: *w.Symbol, SellAmount: amt, Taker: taker}
	return nil
}

// Validate checks the values: mode and side among theirs, a symbol of 1-12 characters, a positive
// sell amount and a taker. Every failure wraps ErrInvalidRequest.
func (r Request) Validate() error {
	switch {
	case r.Mode != ModePrice && r.Mode != ModeQuote:
		return fmt.Errorf("%w: mode %q", ErrInvalidRequest, r.Mode)
	case r.Side != SideBuy && r.Side != SideSell:
		return fmt.Errorf("%w: side %q", ErrInvalidRequest, r.Side)
	case len(r.Symbol) < 1 || len(r.Symbol) > maxSymbolLen:
		return fmt.Errorf("%w: symbol must be 1 to %d characters", ErrInvalidRequest, maxSymbolLen)
	case r.SellAmount == nil || r.SellAmount.Sign() <= 0 || r.SellAmount.BitLen() > 256:
		return fmt.Errorf("%w: sellAmount must be positive", ErrInvalidRequest)
	case r.Taker == (common.Address{}):
		return fmt.Errorf("%w: taker must not be the zero address", ErrInvalidRequest)
	}
	return nil
}

// parseAmount accepts decimal digits only (no sign, no exponent, no spaces) of a positive value
// within uint256.
func parseAmount(s string) (*big.Int, bool) {
	if s == "" || len(s) > maxAmountDigits {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return nil, false
		}
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() <= 0 || v.BitLen() > 256 {
		return nil, false
	}
	return v, true
}

// parseAddress accepts what chain.ParseAddress does (0x-prefixed, lowercase, uppercase or EIP-55
// checksummed), but not the zero address.
func parseAddress(s string) (common.Address, bool) {
	a, err := chain.ParseAddress(s)
	if err != nil || a == (common.Address{}) {
		return common.Address{}, false
	}
	return a, true
}
