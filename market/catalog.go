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
	// Aliases are the names people write for it, lower case ("apple", "coca cola"): a goal that
	// names one means this asset.
	Aliases []string `json:"aliases,omitempty"`
	// Attributes are what a goal can be matched on beyond themes, each with its source.
	Attributes []Attribute `json:"attributes,omitempty"`
}

// Attribute keys of the catalog.
const (
	// AttrClass is an asset class a fund's stated objective or index puts it in: bonds, gold,
	// broad-us-index, low-volatility, dividend-stocks...
	AttrClass = "class"
	// AttrSector is a sector: a sector fund's index, or a company's SIC code.
	AttrSector = "sector"
	// AttrExposure is a business a goal may rule out: oil (SIC 2911, or oil futures in an
	// index), weapons (the company's annual report).
	AttrExposure = "exposure"
)

// Attribute is one fact about an asset a goal can be matched on, with where it comes from.
type Attribute struct {
	Key    string `json:"key"`
	Value  string `json:"value"`
	Source string `json:"source"`
}

// Attribute finds the asset's attribute of key and value.
func (a Asset) Attribute(key, value string) (Attribute, bool) {
	for _, at := range a.Attributes {
		if at.Key == key && at.Value == value {
			return at, true
		}
	}
	return Attribute{}, false
}

// Omitted is a ticker deliberately kept out of the catalog.
type Omitted struct {
	Symbol string `json:"symbol"`
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// Catalog is the set of assets Vera offers, sorted by symbol.
type Catalog struct {
	assets      []Asset
	omitted     []Omitted
	index       map[string]int
	themeSource string
}

//go:embed catalog.json
var catalogJSON []byte

// DefaultCatalog is the version-controlled catalog in catalog.json.
func DefaultCatalog() *Catalog {
	c, err := parseCatalog(catalogJSON)
	if err != nil {
		panic("BUG: embedded catalog.json: " + err.Error())
	}
	return c
}

// parseCatalog reads a catalog file: {"assets": [Asset], "omitted": [Omitted]}.
func parseCatalog(b []byte) (*Catalog, error) {
	var f struct {
		Assets      []Asset   `json:"assets"`
		Omitted     []Omitted `json:"omitted"`
		ThemeSource string    `json:"themeSource"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("parse catalog: %w", err)
	}
	c, err := NewCatalog(f.Assets, f.Omitted)
	if err != nil {
		return nil, err
	}
	c.themeSource = f.ThemeSource
	return c, nil
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
		for _, at := range a.Attributes {
			switch {
			case at.Key != AttrClass && at.Key != AttrSector && at.Key != AttrExposure:
				return nil, fmt.Errorf("catalog asset %s: attribute key %q is not %s, %s or %s", a.Symbol, at.Key, AttrClass, AttrSector, AttrExposure)
			case at.Value == "" || strings.TrimSpace(at.Source) == "":
				return nil, fmt.Errorf("catalog asset %s: attribute %s=%q needs a value and its source", a.Symbol, at.Key, at.Value)
			}
		}
		for _, al := range a.Aliases {
			if al == "" || al != strings.ToLower(al) {
				return nil, fmt.Errorf("catalog asset %s: alias %q must be lower case", a.Symbol, al)
			}
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

// Has reports whether symbol is a catalog asset's symbol exactly as the catalog spells it: the
// quote service's check of a request's symbols ("nvda" is not one).
func (c *Catalog) Has(symbol string) bool {
	a, ok := c.Lookup(symbol)
	return ok && a.Symbol == symbol
}

// Symbols returns every symbol, sorted.
func (c *Catalog) Symbols() []string {
	out := make([]string, len(c.assets))
	for i, a := range c.assets {
		out[i] = a.Symbol
	}
	return out
}

// ThemeSource says where theme tags come from.
func (c *Catalog) ThemeSource() string { return c.themeSource }

// WithAttribute returns the symbols of the assets carrying an attribute, sorted.
func (c *Catalog) WithAttribute(key, value string) []string {
	var out []string
	for _, a := range c.assets {
		if _, ok := a.Attribute(key, value); ok {
			out = append(out, a.Symbol)
		}
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
