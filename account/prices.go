package account

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/aggregatorv3interface"
	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
)

// DefaultMaxPriceAge is how old a feed's answer may be, measured against the block it is read
// at, and still be served: a day's heartbeat plus two hours of grace.
const DefaultMaxPriceAge = 26 * time.Hour

// Price sources of AssetPrice.
const (
	SourceChainlink = "chainlink"
	SourceNone      = "none"
)

// Price is one asset's AssetPrice.
type Price struct {
	Symbol string `json:"symbol"`
	// PriceUsd is the feed's answer in USD, present only when the feed answered and is fresh.
	PriceUsd *float64 `json:"priceUsd,omitempty" openapi:"exclusiveMinimum=0"`
	Source   string   `json:"source" openapi:"enum=chainlink,enum=none"`
	// CloseDate (beyond the spec) is the session of the latest real close in the price history
	// equal to the feed's answer; omitted when none matches.
	CloseDate string `json:"closeDate,omitempty" openapi:"format=date"`

	e8 *big.Int // the fresh answer, 8 decimals; nil when unpriced
}

// priced reports whether the price may be used.
func (p Price) priced() bool { return p.e8 != nil }

// Book is every asset's price read at one block.
type Book struct {
	Prices map[string]Price `json:"prices"`
	// AsOf is the timestamp of the block the feeds were read at.
	AsOf string `json:"asOf" openapi:"pattern=^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"`
}

// priceE8 is symbol's fresh answer (8 decimals); ok is false when the symbol has no price the
// freshness rule lets through.
func (b *Book) priceE8(symbol string) (e8 *big.Int, ok bool) {
	p, found := b.Prices[symbol]
	if !found || !p.priced() {
		return nil, false
	}
	return new(big.Int).Set(p.e8), true
}

// Feeds reads the deployment's price feeds. It is the one reader of feed prices: prices,
// portfolios, balance snapshots and price alerts all see the same freshness rule.
type Feeds struct {
	mc     *chain.Multicall
	assets []chain.Token
	maxAge time.Duration
	market *Market
	agg    *aggregatorv3interface.AggregatorV3Interface
	mc3    *multicall3.Multicall3
}

// NewFeeds reads the feeds of assets through mc; maxAge 0 means DefaultMaxPriceAge; market
// (may be nil) supplies close dates.
func NewFeeds(mc *chain.Multicall, assets []chain.Token, maxAge time.Duration, market *Market) *Feeds {
	if maxAge <= 0 {
		maxAge = DefaultMaxPriceAge
	}
	return &Feeds{mc: mc, assets: assets, maxAge: maxAge, market: market,
		agg: aggregatorv3interface.NewAggregatorV3Interface(), mc3: multicall3.NewMulticall3()}
}

// calls are the block timestamp, then latestRoundData of every asset's feed.
func (f *Feeds) calls() []chain.Call {
	out := make([]chain.Call, 0, 1+len(f.assets))
	out = append(out, chain.Call{Target: f.mc.Address(), Data: f.mc3.PackGetCurrentBlockTimestamp()})
	for _, a := range f.assets {
		out = append(out, chain.Call{Target: a.Feed, Data: f.agg.PackLatestRoundData(), AllowFailure: true})
	}
	return out
}

// book decodes the results of calls().
func (f *Feeds) book(res []chain.Result) (*Book, error) {
	ts, err := res[0].Uint256()
	if err != nil || !ts.IsInt64() {
		return nil, fmt.Errorf("decode block timestamp: %v", err)
	}
	at := time.Unix(ts.Int64(), 0).UTC()
	b := &Book{Prices: make(map[string]Price, len(f.assets)), AsOf: at.Format(time.RFC3339)}
	for i, a := range f.assets {
		p := Price{Symbol: a.Symbol, Source: SourceNone}
		if e8, ok := f.fresh(res[1+i], at); ok {
			usd, _ := new(big.Rat).SetFrac(e8, big.NewInt(100_000_000)).Float64()
			p.PriceUsd, p.Source, p.e8 = &usd, SourceChainlink, e8
			p.CloseDate = f.market.closeDate(a.Symbol, e8)
		}
		b.Prices[a.Symbol] = p
	}
	return b, nil
}

// fresh returns the feed's answer when the call succeeded, the answer is positive and it was
// updated no longer than maxAge before at (and not after it).
func (f *Feeds) fresh(r chain.Result, at time.Time) (*big.Int, bool) {
	if !r.Success {
		return nil, false
	}
	out, err := f.agg.UnpackLatestRoundData(r.ReturnData)
	if err != nil || out.Answer == nil || out.Answer.Sign() <= 0 || out.UpdatedAt == nil || !out.UpdatedAt.IsInt64() {
		return nil, false
	}
	updated := time.Unix(out.UpdatedAt.Int64(), 0)
	if updated.After(at) || at.Sub(updated) > f.maxAge {
		return nil, false
	}
	return out.Answer, true
}

// Read reads every feed in one multicall.
func (f *Feeds) Read(ctx context.Context) (*Book, error) {
	res, err := f.mc.Aggregate3(ctx, f.calls(), nil)
	if err != nil {
		return nil, fmt.Errorf("read %d price feeds: %w", len(f.assets), err)
	}
	return f.book(res)
}

// PricesE8 is the fresh answer of each of symbols (8 decimals), read in one multicall; a symbol
// without a feed, or whose answer is not positive or older than MaxAge, is left out.
func (f *Feeds) PricesE8(ctx context.Context, symbols []string) (map[string]*big.Int, error) {
	book, err := f.Read(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*big.Int, len(symbols))
	for _, s := range symbols {
		if e8, ok := book.priceE8(s); ok {
			out[s] = e8
		}
	}
	return out, nil
}

// usd converts amount base units of a token with decimals at an 8-decimal price to USD.
func usd(amount *big.Int, decimals uint8, e8 *big.Int) float64 {
	num := new(big.Int).Mul(amount, e8)
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)+8), nil)
	v, _ := new(big.Rat).SetFrac(num, den).Float64()
	return v
}

// units converts base units to a number of whole tokens.
func units(amount *big.Int, decimals uint8) float64 {
	v, _ := new(big.Rat).SetFrac(amount, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)).Float64()
	return v
}

func lower(a common.Address) string { return strings.ToLower(a.Hex()) }
