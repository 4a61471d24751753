package market_test

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

func TestDefaultCatalog(t *testing.T) {
	c := market.DefaultCatalog()
	if n := len(c.Assets()); n != 129 {
		t.Fatalf("%d assets, want 129 (130 bundled files less MNTS)", n)
	}
	var tr []string
	for _, a := range c.Assets() {
		if a.Basis == market.BasisTotalReturn {
			tr = append(tr, a.Symbol)
		}
	}
	want := []string{"ACN", "AGG", "ASML", "BITO", "BND", "DBC", "GPN", "IEF", "IRDM", "LIN", "LQD", "QTUM", "SHY", "SPLV", "TIP", "TLT", "UFO", "USMV", "VEA", "VST", "VWO", "XLP", "XLU", "XLV"}
	if !slices.Equal(tr, want) {
		t.Fatalf("total-return assets %v, want %v (PROVENANCE.md)", tr, want)
	}
	for _, s := range []string{"CRWD", "HON", "HUT"} {
		if a, _ := c.Lookup(s); a.Note == "" || a.Basis != market.BasisPrice {
			t.Fatalf("%s: basis %s note %q", s, a.Basis, a.Note)
		}
	}
	if _, ok := c.Lookup("MNTS"); ok {
		t.Fatal("MNTS is in the catalog; PROVENANCE.md says leave it out unless verified")
	}
	if o := c.Omitted(); len(o) != 1 || o[0].Symbol != "MNTS" || o[0].Reason == "" {
		t.Fatalf("omitted %v", o)
	}
	if a, ok := c.Lookup("spy"); !ok || a.Symbol != "SPY" {
		t.Fatal("lookup ignores case")
	}
}

// Every theme has at least 6 members with 12 months of bundled history.
func TestThemesHaveSixMembersWithAYear(t *testing.T) {
	c := market.DefaultCatalog()
	h, missing, err := prices.LoadAll(context.Background(), prices.Bundled(), c)
	if err != nil || len(missing) != 0 {
		t.Fatalf("load bundled: %v, missing %v", err, missing)
	}
	p := market.NewPanel(h)
	themes := map[string]int{}
	for _, a := range c.Assets() {
		for _, th := range a.Themes {
			if p.Sessions(a.Symbol) >= market.YearSessions {
				themes[th]++
			}
		}
	}
	if len(themes) != 8 {
		t.Fatalf("%d themes tagged: %v", len(themes), themes)
	}
	for th, n := range themes {
		if n < 6 {
			t.Fatalf("theme %s has %d members with 12 months of history", th, n)
		}
	}
}

func TestNewCatalogRejects(t *testing.T) {
	f := func(assets []market.Asset, omitted []market.Omitted) {
		t.Helper()
		if _, err := market.NewCatalog(assets, omitted); err == nil {
			t.Fatalf("accepted %v %v", assets, omitted)
		}
	}
	ok := market.Asset{Symbol: "AAA", Name: "A", Basis: market.BasisPrice}
	f([]market.Asset{{Symbol: "aaa", Name: "A", Basis: market.BasisPrice}}, nil)
	f([]market.Asset{{Symbol: "AAA", Basis: market.BasisPrice}}, nil)
	f([]market.Asset{{Symbol: "AAA", Name: "A", Basis: "adjusted"}}, nil)
	f([]market.Asset{ok, ok}, nil)
	f([]market.Asset{ok}, []market.Omitted{{Symbol: "AAA"}})
	withAttr := func(at market.Attribute) []market.Asset {
		a := ok
		a.Attributes = []market.Attribute{at}
		return []market.Asset{a}
	}
	f(withAttr(market.Attribute{Key: market.AttrClass, Value: "bonds"}), nil)                                // no source
	f(withAttr(market.Attribute{Key: "rating", Value: "AAA", Source: "a rating agency"}), nil)               // unknown key
	f(withAttr(market.Attribute{Key: market.AttrSector, Source: "SEC EDGAR: SIC 2834"}), nil)                // no value
	f([]market.Asset{{Symbol: "AAA", Name: "A", Basis: market.BasisPrice, Aliases: []string{"Apple"}}}, nil) // not lower case
}

// TestCatalogAttributes pins the attributes goals are matched on: each names its source, and
// the classes, sectors and exposures a goal can ask for are held by the assets whose issuer or
// filing says so.
func TestCatalogAttributes(t *testing.T) {
	c := market.DefaultCatalog()
	if c.ThemeSource() == "" {
		t.Fatal("no source for theme tags")
	}
	f := func(key, value string, want ...string) {
		t.Helper()
		if got := c.WithAttribute(key, value); !slices.Equal(got, want) {
			t.Errorf("%s=%s: %v, want %v", key, value, got, want)
		}
	}
	f(market.AttrClass, "bonds", "AGG", "BND", "IEF", "LQD", "SHY", "TIP", "TLT")
	f(market.AttrClass, "treasury-bonds", "IEF", "SHY", "TIP", "TLT")
	f(market.AttrClass, "gold", "GLD")
	f(market.AttrClass, "silver", "SLV")
	f(market.AttrClass, "sp500-index", "SPY")
	f(market.AttrClass, "broad-us-index", "SPY", "VTI")
	f(market.AttrClass, "international", "VEA", "VWO")
	f(market.AttrClass, "low-volatility", "SPLV", "USMV")
	f(market.AttrClass, "dividend-stocks", "SCHD")
	f(market.AttrClass, "bitcoin", "BITO", "IBIT")
	f(market.AttrSector, "health-care", "ABBV", "JNJ", "LLY", "MRK", "PFE", "UNH", "XLV")
	f(market.AttrSector, "utilities", "XLU")
	f(market.AttrExposure, "oil", "CVX", "DBC", "XOM")
	f(market.AttrExposure, "weapons", "LMT", "NOC", "RTX")
	aliases := map[string]string{}
	for _, a := range c.Assets() {
		for _, at := range a.Attributes {
			if !strings.Contains(at.Source, "prospectus") && !strings.Contains(at.Source, "SEC EDGAR: SIC") && !strings.Contains(at.Source, "Form 10-K") {
				t.Errorf("%s %s=%s: source %q names neither a prospectus, an SIC code nor an annual report", a.Symbol, at.Key, at.Value, at.Source)
			}
			if at.Key == market.AttrClass && a.Kind != "etf" {
				t.Errorf("%s: a class attribute on a %s", a.Symbol, a.Kind)
			}
		}
		for _, al := range a.Aliases {
			if other, dup := aliases[al]; dup {
				t.Errorf("alias %q names both %s and %s", al, other, a.Symbol)
			}
			aliases[al] = a.Symbol
		}
	}
}

func TestHistoryAvailability(t *testing.T) {
	c := market.DefaultCatalog()
	h, _, _ := prices.LoadAll(context.Background(), prices.Bundled(), c)
	av := historyAvailability(c, market.NewPanel(h))
	if len(av) != 129 {
		t.Fatalf("%d entries", len(av))
	}
	for _, a := range av {
		if !a.Year || a.Last != "2026-05-29" {
			t.Fatalf("%+v", a)
		}
		if a.Symbol == "GLXY" && (a.First != "2025-05-16" || a.Sessions != 260) {
			t.Fatalf("%+v", a)
		}
	}
}

// availability is how much real daily history an asset has in a panel.
type availability struct {
	Symbol string
	// First and Last are the first and last sessions with a close ("" without history).
	First, Last string
	// Sessions is the number of closes in a row ending at the panel's last session (0 when the
	// series does not reach it).
	Sessions int
	// Year reports 12 months of history (253 closes) ending at the last session: what themes,
	// strategies, groves and the 1-year figures need.
	Year bool
}

// historyAvailability reports every catalog asset's history in the panel, in symbol order.
func historyAvailability(c *market.Catalog, p *market.Panel) []availability {
	out := make([]availability, 0, len(c.Assets()))
	for _, a := range c.Assets() {
		av := availability{Symbol: a.Symbol, Sessions: p.Sessions(a.Symbol)}
		for i, x := range p.Col(a.Symbol) {
			if !math.IsNaN(x) {
				if av.First == "" {
					av.First = p.Dates[i]
				}
				av.Last = p.Dates[i]
			}
		}
		av.Year = av.Sessions >= market.YearSessions
		out = append(out, av)
	}
	return out
}

func TestCatalogHas(t *testing.T) {
	c := market.DefaultCatalog()
	f := func(symbol string, want bool) {
		t.Helper()
		if got := c.Has(symbol); got != want {
			t.Errorf("Has(%q) = %v, want %v", symbol, got, want)
		}
	}
	f("NVDA", true)
	f("nvda", false)
	f("Nvda", false)
	f("", false)
	f("NOPE", false)
	f("USDG", false)
}
