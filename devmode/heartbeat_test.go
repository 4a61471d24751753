package devmode_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/market"
)

// A feed nobody keeps stops the market maker (its staleness bound) instead of filling at an old
// price; the heartbeat re-posting the latest real close brings it back.
func TestHeartbeatKeepsMarketMakerQuoting(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: 1, DevAccounts: 6})
	m := d.Manifest()
	mm := m.Venues[1]
	asset := m.Assets[0]
	mmQuote := func() *big.Int {
		return devnettest.Read(t, d, mm.Address, ivenue.NewIVenue().PackQuote(m.USDG, asset.Address, big.NewInt(15_000_000)), ivenue.NewIVenue().UnpackQuote)
	}
	if mmQuote().Sign() == 0 {
		t.Fatal("market maker declines a fresh feed")
	}
	if err := d.AdjustTime(devnet.FeedMaxAge + time.Hour); err != nil {
		t.Fatal(err)
	}
	d.Commit()
	if mmQuote().Sign() != 0 {
		t.Fatal("market maker quotes on a feed older than its staleness bound")
	}
	closes := map[string]devmode.Close{asset.Symbol: {Date: "2026-01-30", PriceE8: asset.PriceE8}}
	hb := &devmode.Heartbeat{
		Closes: func(context.Context) (map[string]devmode.Close, error) { return closes, nil },
		Feeds:  map[string]common.Address{asset.Symbol: asset.Feed},
		Post: func(ctx context.Context, feeds []common.Address, prices []*big.Int) error {
			return devnet.PostPrices(ctx, d.Client(), feeds, prices)
		},
	}
	if err := hb.Beat(context.Background()); err != nil {
		t.Fatal(err)
	}
	if mmQuote().Sign() == 0 {
		t.Fatal("market maker still declines after the heartbeat")
	}
	answer := devnettest.Read(t, d, asset.Feed, pricefeed.NewPriceFeed().PackLatestAnswer(), pricefeed.NewPriceFeed().UnpackLatestAnswer)
	if answer.Cmp(asset.PriceE8) != 0 {
		t.Fatalf("feed answers %s, the close is %s", answer, asset.PriceE8)
	}
}

// TestClosesOf: each series' latest daily close, as an 8-decimal price with its session; a series
// without bars or whose last close is no positive price has none.
func TestClosesOf(t *testing.T) {
	h := market.NewHistory(
		&market.Series{Symbol: "NVDA", Daily: []market.DailyBar{{Date: "2026-01-29", Close: 120.5}, {Date: "2026-01-30", Close: 121.25}}},
		&market.Series{Symbol: "EMPTY"},
		&market.Series{Symbol: "ZERO", Daily: []market.DailyBar{{Date: "2026-01-30", Close: 0}}},
	)
	got := devmode.ClosesOf(h)
	if len(got) != 1 || got["NVDA"].Date != "2026-01-30" || got["NVDA"].PriceE8.Int64() != 12_125_000_000 {
		t.Fatalf("closes %+v", got)
	}
}
