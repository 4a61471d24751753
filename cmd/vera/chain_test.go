package main

import (
	"testing"

	"github.com/vera-invest/vera/chain/devnet"
)

// The world chain of `vera dev` restricts the holders of the last asset no grove holds.
func TestHolderListed(t *testing.T) {
	assets := []devnet.AssetSeed{{Symbol: "A"}, {Symbol: "B"}, {Symbol: "C"}}
	for _, c := range []struct {
		name   string
		groves []devnet.GroveSeed
		want   string
	}{
		{"no groves: the last", nil, "C"},
		{"the last in a grove", []devnet.GroveSeed{{ID: "g", Symbols: []string{"A", "C"}}}, "B"},
		{"every asset in a grove: the world's default", []devnet.GroveSeed{{ID: "g", Symbols: []string{"A", "B"}}, {ID: "h", Symbols: []string{"C"}}}, ""},
	} {
		if got := holderListed(assets, c.groves); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
