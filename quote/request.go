package quote

import (
	"errors"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
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
	MaxSymbolLen = 12
	// maxAmountDigits keeps sellAmount within uint256.
	maxAmountDigits = 78
)

// ErrInvalidRequest is a request body the spec calls invalid: a missing field, a bad mode or
// side, a non-numeric sellAmount, a malformed taker.
var ErrInvalidRequest = errors.New("invalid quote request")

// UnknownSymbolError is a well-formed symbol that is not in the catalog.
type UnknownSymbolError struct{ Symbol string }

func (e *UnknownSymbolError) Error() string { return "Unknown symbol: " + e.Symbol }

// RequestBody is the JSON body of POST /api/quote as sent. Every field is required and a string;
// fields of another JSON type fail decoding.
type RequestBody struct {
	Mode       *string `json:"mode"`
	Side       *string `json:"side"`
	Symbol     *string `json:"symbol"`
	SellAmount *string `json:"sellAmount"`
	Taker      *string `json:"taker"`
}

// Request is a validated quote request.
type Request struct {
	Mode       string
	Side       string
	Symbol     string
	SellAmount *big.Int // positive, within uint256
	Taker      common.Address
}

// Validate checks the body; known says whether a symbol is in the catalog. It returns
// ErrInvalidRequest or an *UnknownSymbolError.
func (b RequestBody) Validate(known func(symbol string) bool) (Request, error) {
	if b.Mode == nil || b.Side == nil || b.Symbol == nil || b.SellAmount == nil || b.Taker == nil {
		return Request{}, ErrInvalidRequest
	}
	r := Request{Mode: *b.Mode, Side: *b.Side, Symbol: *b.Symbol}
	if r.Mode != ModePrice && r.Mode != ModeQuote {
		return Request{}, ErrInvalidRequest
	}
	if r.Side != SideBuy && r.Side != SideSell {
		return Request{}, ErrInvalidRequest
	}
	if n := len(r.Symbol); n < 1 || n > MaxSymbolLen {
		return Request{}, ErrInvalidRequest
	}
	amt, ok := parseAmount(*b.SellAmount)
	if !ok {
		return Request{}, ErrInvalidRequest
	}
	r.SellAmount = amt
	taker, ok := parseAddress(*b.Taker)
	if !ok {
		return Request{}, ErrInvalidRequest
	}
	r.Taker = taker
	if !known(r.Symbol) {
		return Request{}, &UnknownSymbolError{Symbol: r.Symbol}
	}
	return r, nil
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

// parseAddress accepts a 0x-prefixed address, lowercase or EIP-55 checksummed, and not the zero
// address.
func parseAddress(s string) (common.Address, bool) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") || !common.IsHexAddress(s) {
		return common.Address{}, false
	}
	a := common.HexToAddress(s)
	if a == (common.Address{}) {
		return common.Address{}, false
	}
	if s[2:] != strings.ToLower(s[2:]) && a.Hex() != s {
		return common.Address{}, false
	}
	return a, true
}
