package autopilot

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
)

// FeedPrices reads assets' Chainlink-style feeds (latestRoundData, 8 decimals) in one
// multicall. It is the PriceSource of price alerts until the account package's price book is
// shared.
type FeedPrices struct {
	Multicall *chain.Multicall
	Tokens    *chain.TokenIndex
}

// PricesE8 returns the latest answer of each symbol's feed; a symbol without a feed, or whose
// read fails or answers a non-positive price, is left out.
func (f FeedPrices) PricesE8(ctx context.Context, symbols []string) (map[string]*big.Int, error) {
	feed := pricefeed.NewPriceFeed()
	var calls []chain.Call
	var named []string
	for _, s := range symbols {
		t, ok := f.Tokens.BySymbol(s)
		if !ok || t.Feed == (common.Address{}) {
			continue
		}
		calls = append(calls, chain.Call{Target: t.Feed, Data: feed.PackLatestRoundData(), AllowFailure: true})
		named = append(named, s)
	}
	out := make(map[string]*big.Int, len(calls))
	if len(calls) == 0 {
		return out, nil
	}
	res, err := f.Multicall.Aggregate3(ctx, calls, nil)
	if err != nil {
		return nil, fmt.Errorf("read %d price feeds: %w", len(calls), err)
	}
	for i, r := range res {
		if !r.Success {
			continue
		}
		round, err := feed.UnpackLatestRoundData(r.ReturnData)
		if err != nil || round.Arg1 == nil || round.Arg1.Sign() <= 0 {
			continue
		}
		out[named[i]] = round.Arg1
	}
	return out, nil
}
