package chain

import (
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// TransferTopic is the first topic of ERC-20's Transfer(address indexed from, address indexed to,
// uint256 value): keccak256("Transfer(address,address,uint256)").
func TransferTopic() common.Hash {
	return common.HexToHash("0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef")
}

// Token is one entry of the token catalog.
type Token struct {
	Symbol   string         `json:"symbol"`
	Name     string         `json:"name"`
	Address  common.Address `json:"address"`
	Decimals uint8          `json:"decimals"`
	// Feed is the 8-decimal AggregatorV3 price feed in USD; zero for USDG (cash).
	Feed common.Address `json:"feed,omitempty"`
	// PriceE8 is an asset feed's answer when the devnet deployed it (8 decimals); informational.
	PriceE8 *big.Int `json:"priceE8,omitempty"`
}

// TokenIndex is an immutable set of tokens, looked up by symbol (case-insensitive) or address.
type TokenIndex struct {
	tokens   []Token
	bySymbol map[string]int
	byAddr   map[common.Address]int
}

// NewTokenIndex validates tokens (non-empty unique symbols and addresses, decimals <= 36) and indexes
// them. The order of Tokens() is the order given.
func NewTokenIndex(tokens []Token) (*TokenIndex, error) {
	c := &TokenIndex{
		tokens:   append([]Token(nil), tokens...),
		bySymbol: make(map[string]int, len(tokens)),
		byAddr:   make(map[common.Address]int, len(tokens)),
	}
	for i, t := range c.tokens {
		if t.Symbol == "" {
			return nil, fmt.Errorf("token %d has no symbol", i)
		}
		if t.Decimals > 36 {
			return nil, fmt.Errorf("token %s has %d decimals", t.Symbol, t.Decimals)
		}
		key := strings.ToUpper(t.Symbol)
		if _, dup := c.bySymbol[key]; dup {
			return nil, fmt.Errorf("duplicate token symbol %s", t.Symbol)
		}
		if _, dup := c.byAddr[t.Address]; dup {
			return nil, fmt.Errorf("duplicate token address %s (%s)", t.Address.Hex(), t.Symbol)
		}
		c.bySymbol[key] = i
		c.byAddr[t.Address] = i
	}
	return c, nil
}

// Tokens returns a copy of every token.
func (c *TokenIndex) Tokens() []Token { return append([]Token(nil), c.tokens...) }

// symbols returns the symbols, sorted.
func (c *TokenIndex) symbols() []string {
	out := make([]string, len(c.tokens))
	for i, t := range c.tokens {
		out[i] = t.Symbol
	}
	sort.Strings(out)
	return out
}

// BySymbol finds a token by symbol, ignoring case.
func (c *TokenIndex) BySymbol(symbol string) (Token, bool) {
	i, ok := c.bySymbol[strings.ToUpper(symbol)]
	if !ok {
		return Token{}, false
	}
	return c.tokens[i], true
}

// ByAddress finds a token by address.
func (c *TokenIndex) ByAddress(addr common.Address) (Token, bool) {
	i, ok := c.byAddr[addr]
	if !ok {
		return Token{}, false
	}
	return c.tokens[i], true
}

func stringsReader(s string) io.Reader { return strings.NewReader(s) }

// IsAsset reports whether symbol (any case) names an asset token: a token with a price feed,
// which cash (USDG) has not.
func (c *TokenIndex) IsAsset(symbol string) bool {
	t, ok := c.BySymbol(symbol)
	return ok && t.Feed != (common.Address{})
}
