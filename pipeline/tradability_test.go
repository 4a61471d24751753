package pipeline

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/schema/schematest"
)

// sellless fills every buy and declines every sell of one token.
type sellless struct{ usdg, token common.Address }

func (v sellless) Name() string { return "sellless" }

func (v sellless) Quote(_ context.Context, o quote.Order) (quote.Fill, error) {
	if o.SellToken == v.token {
		return quote.Fill{}, quote.ErrNoLiquidity
	}
	return quote.Fill{BuyAmount: new(big.Int).Set(o.SellAmount)}, nil
}

// The sweep job rebuilds the market only when the set of locked assets changes.
func TestSweepTradabilityRebuildsOnLockChange(t *testing.T) {
	usdg, nvda := common.HexToAddress("0xa0"), common.HexToAddress("0xa1")
	tokens, err := chain.NewTokenIndex([]chain.Token{{Symbol: "USDG", Address: usdg, Decimals: 6}, {Symbol: "NVDA", Address: nvda, Decimals: 18}})
	if err != nil {
		t.Fatal(err)
	}
	racer, _ := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{sellless{usdg, nvda}}})
	svc, err := quote.NewService(quote.Config{ChainID: 4663, Permit2: common.HexToAddress("0x22"), Settlement: common.HexToAddress("0x33"),
		USDG: usdg, Tokens: tokens, Racer: racer, Multicall: chain.NewMulticall(nil, common.Address{}, 0)})
	if err != nil {
		t.Fatal(err)
	}
	locks := &quote.Locks{}
	var rebuilds atomic.Int32
	job := &SweepTradability{
		Sweeper:  &quote.Sweeper{Quotes: svc, Symbols: func() []string { return []string{"NVDA"} }, Store: &quote.Store{DB: schematest.New(t)}, Locks: locks},
		OnChange: func(context.Context) error { rebuilds.Add(1); return nil },
	}
	for i, want := range []int32{0, 1, 1} { // miss, miss (locks), miss (still locked)
		if err := job.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if rebuilds.Load() != want {
			t.Fatalf("after sweep %d: %d rebuilds, want %d", i+1, rebuilds.Load(), want)
		}
	}
	if !locks.Locked("NVDA") {
		t.Fatal("NVDA not locked after three misses")
	}
}
