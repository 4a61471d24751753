package pipeline

import (
	"bytes"
	"context"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
)

type emptySource struct{}

func (emptySource) Load(context.Context) (*market.History, error) { return market.NewHistory(), nil }

func TestRebuildMarketFromFiles(t *testing.T) {
	hold := &snapshot.Holder{}
	job := &RebuildMarket{Source: prices.FileHistory{}, Holder: hold}
	if err := job.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	first := hold.Load()
	if first == nil || len(first.Baskets.Themes) != 8 || first.Baskets.AsOf != "2026-05-29T20:00:00Z" {
		t.Fatal("no snapshot published")
	}
	// A failed build keeps the previous snapshot.
	bad := &RebuildMarket{Source: emptySource{}, Holder: hold}
	if err := bad.Run(context.Background()); err == nil {
		t.Fatal("empty history built")
	}
	if hold.Load() != first {
		t.Fatal("failed build replaced the snapshot")
	}
}

// In dev the job imports the bundled files into ClickHouse, then builds from the store: the
// result is byte-identical to a build from the files.
func TestRebuildMarketThroughClickHouse(t *testing.T) {
	db := schematest.New(t)
	st := &prices.Store{DB: db}
	hold := &snapshot.Holder{}
	job := &RebuildMarket{Import: &ImportPrices{Provider: prices.Bundled(), Store: st, Prune: true}, Source: st, Holder: hold}
	for range 2 { // the second run imports nothing new
		if err := job.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	files, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := hold.Load()
	if !bytes.Equal(got.Baskets.ThemesJSON, files.Baskets.ThemesJSON) || !bytes.Equal(got.Baskets.GrovesJSON, files.Baskets.GrovesJSON) ||
		!bytes.Equal(got.Views.Screener, files.Views.Screener) || !bytes.Equal(got.Views.Summary, files.Views.Summary) {
		t.Fatal("build from ClickHouse differs from build from the files")
	}
}
