package market

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Basis says what a series' closes include.
type Basis string

// The two bases of the catalog's series.
const (
	// BasisPrice is split-adjusted closes: returns are price returns.
	BasisPrice Basis = "price"
	// BasisTotalReturn is split- and dividend-adjusted closes: returns include distributions.
	BasisTotalReturn Basis = "total-return"
)

// Asset is one catalog entry: a tradable token's underlying stock or fund.
type Asset struct {
	Symbol string `json:"symbol"`
	Name   string `json:"name"`
	// Kind is "stock" or "etf".
	Kind  string `json:"kind"`
	Basis Basis  `json:"basis"`
	// Themes are the slugs of the themes the asset belongs to.
	Themes []string `json:"themes,omitempty"`
	// Note records a data caveat (pre-split basis, spin-off factor, later listing).
	Note string `json:"note,omitempty"`
}

// Omitted is a ticker deliberately kept out of the catalog.
type Omitted struct {
	Symbol string `json:"symbol"`
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// Catalog is the set of assets Vera offers, sorted by symbol.
type Catalog struct {
	assets  []Asset
	omitted []Omitted
	index   map[string]int
}

//go:embed catalog.json
var catalogJSON []byte

// DefaultCatalog is the version-controlled catalog in catalog.json.
func DefaultCatalog() *Catalog {
	c, err := ParseCatalog(catalogJSON)
	if err != nil {
		panic("BUG: embedded catalog.json: " + err.Error())
	}
	return c
}

// ParseCatalog reads a catalog file: {"assets": [Asset], "omitted": [Omitted]}.
func ParseCatalog(b []byte) (*Catalog, error) {
	var f struct {
		Assets  []Asset   `json:"assets"`
		Omitted []Omitted `json:"omitted"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("parse catalog: %w", err)
	}
	return NewCatalog(f.Assets, f.Omitted)
}

// NewCatalog validates and indexes assets.
func NewCatalog(assets []Asset, omitted []Omitted) (*Catalog, error) {
	c := &Catalog{assets: append([]Asset(nil), assets...), omitted: omitted, index: map[string]int{}}
	sort.Slice(c.assets, func(i, j int) bool { return c.assets[i].Symbol < c.assets[j].Symbol })
	for i, a := range c.assets {
		switch {
		case a.Symbol == "" || a.Symbol != strings.ToUpper(a.Symbol) || len(a.Symbol) > 12:
			return nil, fmt.Errorf("catalog asset %d: symbol %q must be 1-12 upper-case characters", i, a.Symbol)
		case a.Name == "":
			return nil, fmt.Errorf("catalog asset %s: no name", a.Symbol)
		case a.Basis != BasisPrice && a.Basis != BasisTotalReturn:
			return nil, fmt.Errorf("catalog asset %s: basis %q is neither %q nor %q", a.Symbol, a.Basis, BasisPrice, BasisTotalReturn)
		}
		if _, dup := c.index[a.Symbol]; dup {
			return nil, fmt.Errorf("catalog asset %s listed twice", a.Symbol)
		}
		c.index[a.Symbol] = i
	}
	for _, o := range omitted {
		if _, in := c.index[o.Symbol]; in {
			return nil, fmt.Errorf("catalog asset %s is both listed and omitted", o.Symbol)
		}
	}
	return c, nil
}

// Assets returns the assets sorted by symbol. The slice must not be modified.
func (c *Catalog) Assets() []Asset { return c.assets }

// Omitted returns the tickers deliberately kept out, with reasons.
func (c *Catalog) Omitted() []Omitted { return c.omitted }

// Lookup finds an asset by symbol, ignoring case.
func (c *Catalog) Lookup(symbol string) (Asset, bool) {
	i, ok := c.index[strings.ToUpper(symbol)]
	if !ok {
		return Asset{}, false
	}
	return c.assets[i], true
}

// Symbols returns every symbol, sorted.
func (c *Catalog) Symbols() []string {
	out := make([]string, len(c.assets))
	for i, a := range c.assets {
		out[i] = a.Symbol
	}
	return out
}

// Tagged returns the symbols of the assets carrying a theme tag, sorted.
func (c *Catalog) Tagged(theme string) []string {
	var out []string
	for _, a := range c.assets {
		for _, t := range a.Themes {
			if t == theme {
				out = append(out, a.Symbol)
				break
			}
		}
	}
	return out
}
