package snapshot

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/vera-invest/vera/market"
)

func TestHolderAndBuild(t *testing.T) {
	var h Holder
	if h.Load() != nil {
		t.Fatal("zero holder is not empty")
	}
	s, err := Bundled(context.Background(), Options{Locked: func() map[string]bool { return map[string]bool{"SPY": true} }})
	if err != nil {
		t.Fatal(err)
	}
	h.Store(s)
	if h.Load() != s || s.Views.AsOf != s.Baskets.AsOf {
		t.Fatal("holder")
	}
	// A locked SPY leaves the baskets but stays the benchmark.
	if s.Baskets.Themes[0].Backtest == nil || bytes.Contains(s.Baskets.StrategiesJSON, []byte(`"symbol":"SPY","weightPct"`)) {
		t.Fatal("locked SPY held, or the benchmark lost")
	}
	if _, err := Build(market.NewHistory(), Options{}, time.Time{}); err == nil {
		t.Fatal("empty history built")
	}
}
