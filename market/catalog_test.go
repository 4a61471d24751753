package market

import (
	"context"
	"slices"
	"testing"
)

func TestDefaultCatalog(t *testing.T) {
	c := DefaultCatalog()
	if n := len(c.Assets()); n != 129 {
		t.Fatalf("%d assets, want 129 (130 bundled files less MNTS)", n)
	}
	var tr []string
	for _, a := range c.Assets() {
		if a.Basis == BasisTotalReturn {
			tr = append(tr, a.Symbol)
		}
	}
	want := []string{"ACN", "AGG", "ASML", "BITO", "BND", "DBC", "GPN", "IEF", "IRDM", "LIN", "LQD", "QTUM", "SHY", "SPLV", "TIP", "TLT", "UFO", "USMV", "VEA", "VST", "VWO", "XLP", "XLU", "XLV"}
	if !slices.Equal(tr, want) {
		t.Fatalf("total-return assets %v, want %v (PROVENANCE.md)", tr, want)
	}
	for _, s := range []string{"CRWD", "HON", "HUT"} {
		if a, _ := c.Lookup(s); a.Note == "" || a.Basis != BasisPrice {
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
	c := DefaultCatalog()
	h, missing, err := LoadAll(context.Background(), Bundled(), c)
	if err != nil || len(missing) != 0 {
		t.Fatalf("load bundled: %v, missing %v", err, missing)
	}
	p := NewPanel(h)
	themes := map[string]int{}
	for _, a := range c.Assets() {
		for _, th := range a.Themes {
			if p.Sessions(a.Symbol) >= YearSessions {
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
	f := func(assets []Asset, omitted []Omitted) {
		t.Helper()
		if _, err := NewCatalog(assets, omitted); err == nil {
			t.Fatalf("accepted %v %v", assets, omitted)
		}
	}
	ok := Asset{Symbol: "AAA", Name: "A", Basis: BasisPrice}
	f([]Asset{{Symbol: "aaa", Name: "A", Basis: BasisPrice}}, nil)
	f([]Asset{{Symbol: "AAA", Basis: BasisPrice}}, nil)
	f([]Asset{{Symbol: "AAA", Name: "A", Basis: "adjusted"}}, nil)
	f([]Asset{ok, ok}, nil)
	f([]Asset{ok}, []Omitted{{Symbol: "AAA"}})
}

func TestHistoryAvailability(t *testing.T) {
	c := DefaultCatalog()
	h, _, _ := LoadAll(context.Background(), Bundled(), c)
	av := HistoryAvailability(c, NewPanel(h))
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
