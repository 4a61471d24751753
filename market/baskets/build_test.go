package baskets

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

var update = flag.Bool("update", false, "rewrite golden files")

func input(t testing.TB) Input {
	t.Helper()
	c := market.DefaultCatalog()
	h, _, err := prices.LoadAll(context.Background(), prices.Bundled(), c)
	if err != nil {
		t.Fatal(err)
	}
	return Input{Catalog: c, History: h, Panel: market.NewPanel(h)}
}

func build(t testing.TB, in Input) *Output {
	t.Helper()
	out, err := Build(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Indent(&buf, got, "", " "); err != nil {
		t.Fatal(err)
	}
	buf.WriteByte('\n')
	path := filepath.Join("testdata", "golden", name)
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("%s differs from the golden file (go test -update rewrites it)", name)
	}
}

func TestGolden(t *testing.T) {
	out := build(t, input(t))
	golden(t, "themes.json", out.ThemesJSON)
	golden(t, "strategies.json", out.StrategiesJSON)
	golden(t, "groves.json", out.GrovesJSON)
}

// The same data gives byte-identical JSON, build after build (map order varies per run).
func TestDeterministic(t *testing.T) {
	in := input(t)
	a := build(t, in)
	for range 3 {
		b := build(t, input(t))
		if !bytes.Equal(a.ThemesJSON, b.ThemesJSON) || !bytes.Equal(a.StrategiesJSON, b.StrategiesJSON) || !bytes.Equal(a.GrovesJSON, b.GrovesJSON) {
			t.Fatal("same data gave different JSON")
		}
	}
}

func TestThemes(t *testing.T) {
	out := build(t, input(t))
	want := []string{"Artificial Intelligence", "Semiconductors", "Quantum", "Space", "Crypto-linked", "Cloud and Software", "Energy", "Fintech"}
	var names []string
	for _, th := range out.Themes {
		names = append(names, th.Name)
		sum := 0
		for _, a := range th.Allocations {
			sum += a.WeightPct
			if a.WeightPct > 25 || a.WeightPct <= 0 {
				t.Fatalf("%s: %s at %d%%", th.Slug, a.Symbol, a.WeightPct)
			}
		}
		if sum != 100 || len(th.Allocations) < 6 {
			t.Fatalf("%s: %d members summing to %d", th.Slug, len(th.Allocations), sum)
		}
		bt := th.Backtest
		if bt == nil || bt.Period != "6M" || bt.Methodology != "walk-forward" || bt.Rebalance != "monthly" || bt.Benchmark.Symbol != "SPY" || bt.Portfolio.Symbol != "" {
			t.Fatalf("%s backtest %+v", th.Slug, bt)
		}
		if len(bt.Portfolio.Curve) != 60 || bt.Portfolio.Curve[0] != 100 || bt.Benchmark.Curve[0] != 100 {
			t.Fatalf("%s curve", th.Slug)
		}
		if th.Method == "" || th.Tagline == "" {
			t.Fatalf("%s lacks words", th.Slug)
		}
	}
	if !slices.Equal(names, want) {
		t.Fatalf("themes %v", names)
	}
	space, _ := out.Theme("space")
	if !slices.ContainsFunc(space.Excluded, func(n Named) bool { return n.Symbol == "MNTS" && n.Reason != "" }) {
		t.Fatalf("space excluded %v", space.Excluded)
	}
	semis, _ := out.Theme("semiconductors")
	if !strings.Contains(semis.Method, "ASML is a total-return") {
		t.Fatalf("semiconductors method does not name the mixed basis: %s", semis.Method)
	}
}

func TestStrategies(t *testing.T) {
	out := build(t, input(t))
	ids := []string{}
	for _, s := range out.Strategies {
		ids = append(ids, s.ID)
		sum := 0
		for _, a := range s.Allocations {
			sum += a.WeightPct
			if a, _ := market.DefaultCatalog().Lookup(a.Symbol); a.Basis != market.BasisPrice {
				t.Fatalf("%s holds %s, a %s series", s.ID, a.Symbol, a.Basis)
			}
		}
		if sum != 100 || len(s.Allocations) != 10 || s.Backtest == nil || s.Backtest.Period != "6M" {
			t.Fatalf("%s: %+v", s.ID, s)
		}
	}
	if !slices.Equal(ids, []string{"steady-foundation", "momentum-leaders", "balanced-growth"}) {
		t.Fatalf("ids %v", ids)
	}
	for _, a := range out.Strategies[1].Allocations {
		if a.WeightPct != 10 {
			t.Fatalf("momentum-leaders is equal-weight: %v", out.Strategies[1].Allocations)
		}
	}
}

// momentum-leaders holds exactly the 10 highest 126-session returns of its universe.
func TestMomentumMatchesItsMethod(t *testing.T) {
	in := input(t)
	out := build(t, in)
	type sr struct {
		s string
		r float64
	}
	var all []sr
	for _, s := range strategyUniverse(in) {
		col := in.Panel.Col(s)
		n := len(col)
		all = append(all, sr{s, col[n-1]/col[n-1-lookback] - 1})
	}
	slices.SortStableFunc(all, func(a, b sr) int {
		if a.r > b.r {
			return -1
		}
		if a.r < b.r {
			return 1
		}
		return 0
	})
	var want, got []string
	for _, x := range all[:10] {
		want = append(want, x.s)
	}
	for _, a := range out.Strategies[1].Allocations {
		got = append(got, a.Symbol)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("holds %v, the method says %v", got, want)
	}
}

func TestGroves(t *testing.T) {
	out := build(t, input(t))
	var ids []string
	for _, g := range out.Groves {
		ids = append(ids, g.ID)
		sum := 0
		for _, c := range g.Components {
			sum += c.WeightBps
			if c.PriceUsd == nil || c.Name == "" || c.Reason == "" || c.WeightBps > 1500 {
				t.Fatalf("%s component %+v", g.ID, c)
			}
		}
		if sum != 10000 || g.FeeBps != 1000 || g.MinBuyUsd <= 0 || g.RecommendedUsd < g.MinBuyUsd || g.Stats != (GroveStats{}) {
			t.Fatalf("%s: sum %d %+v", g.ID, sum, g)
		}
		if g.Backtest == nil || g.Backtest.Period != "1Y" || g.Backtest.CoveragePct != 100 || len(g.Backtest.Portfolio.Curve) != 60 {
			t.Fatalf("%s backtest %+v", g.ID, g.Backtest)
		}
		if len(g.Excluded) == 0 {
			t.Fatalf("%s names no exclusions", g.ID)
		}
		b, ok := out.GroveJSON(g.ID)
		if !ok || !json.Valid(b) {
			t.Fatalf("%s json", g.ID)
		}
	}
	if !slices.Equal(ids, []string{"tayyib", "titan", "silic", "rails"}) {
		t.Fatalf("ids %v", ids)
	}
	if _, ok := out.GroveJSON("nope"); ok {
		t.Fatal("unknown grove")
	}
}

// Locked names (no two-way route) move to excluded with that reason, and the stats hook is used.
func TestLockedAndStats(t *testing.T) {
	in := input(t)
	in.Locked = map[string]bool{"NVDA": true}
	in.Stats = func(id string) GroveStats { return GroveStats{Deployed: true, Users: 2, ManagedUsd: 150.5} }
	out := build(t, in)
	for _, th := range out.Themes {
		for _, a := range th.Allocations {
			if a.Symbol == "NVDA" {
				t.Fatalf("%s holds a locked name", th.Slug)
			}
		}
	}
	ai, _ := out.Theme("artificial-intelligence")
	if !slices.ContainsFunc(ai.Excluded, func(n Named) bool { return n.Symbol == "NVDA" && strings.Contains(n.Reason, "two-way") }) {
		t.Fatalf("excluded %v", ai.Excluded)
	}
	for _, s := range out.Strategies {
		for _, a := range s.Allocations {
			if a.Symbol == "NVDA" {
				t.Fatalf("%s holds a locked name", s.ID)
			}
		}
	}
	if out.Groves[0].Stats.Users != 2 || !out.Groves[0].Stats.Deployed {
		t.Fatalf("stats %+v", out.Groves[0].Stats)
	}
}

func TestWithGroveStatsLeavesTheOriginal(t *testing.T) {
	out := build(t, input(t))
	before := string(out.GrovesJSON)
	got, err := out.WithGroveStats(func(id string) GroveStats {
		if id == "titan" {
			return GroveStats{Deployed: true, Users: 3, ManagedUsd: 1234.5, FeesUsd: 6.25}
		}
		return GroveStats{Deployed: true}
	})
	if err != nil {
		t.Fatal(err)
	}
	if string(out.GrovesJSON) != before {
		t.Fatal("the original output changed")
	}
	b, ok := got.GroveJSON("titan")
	if !ok || !strings.Contains(string(b), `"stats":{"deployed":true,"users":3,"managedUsd":1234.5,"feesUsd":6.25}`) {
		t.Fatalf("titan: %s", b)
	}
	if !strings.Contains(string(got.GrovesJSON), `"users":3`) {
		t.Fatal("list not re-encoded")
	}
}
