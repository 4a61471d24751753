package baskets

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
)

// Weight is one allocation: a symbol and a whole-percent weight.
type Weight struct {
	Symbol    string `json:"symbol"`
	WeightPct int    `json:"weightPct" openapi:"minimum=0,maximum=100"`
}

// WalkBacktest is the backtest of a strategy or theme.
type WalkBacktest struct {
	Period      string                `json:"period" openapi:"const=6M"`
	Methodology string                `json:"methodology" openapi:"const=walk-forward"`
	Rebalance   string                `json:"rebalance" openapi:"const=monthly"`
	Portfolio   market.BacktestSeries `json:"portfolio"`
	Benchmark   market.BacktestSeries `json:"benchmark"`
	// Dates (beyond the specification) are the sessions of the curves' points, aligned with them.
	Dates []string `json:"dates,omitempty" openapi:"items.format=date"`
}

// Theme is the interface's Theme.
type Theme struct {
	Slug        string        `json:"slug"`
	Name        string        `json:"name"`
	Tagline     string        `json:"tagline"`
	Method      string        `json:"method"`
	Excluded    []Named       `json:"excluded"`
	Allocations []Weight      `json:"allocations"`
	Backtest    *WalkBacktest `json:"backtest"`
}

// Strategy is the interface's Strategy.
type Strategy struct {
	ID          string        `json:"id" openapi:"enum=steady-foundation,enum=momentum-leaders,enum=balanced-growth"`
	Name        string        `json:"name"`
	Tagline     string        `json:"tagline"`
	Method      string        `json:"method"`
	Allocations []Weight      `json:"allocations"`
	Backtest    *WalkBacktest `json:"backtest"`
}

// Component is one grove holding.
type Component struct {
	Symbol    string   `json:"symbol"`
	WeightBps int      `json:"weightBps" openapi:"minimum=0,maximum=10000"`
	Reason    string   `json:"reason"`
	Name      string   `json:"name"`
	PriceUsd  *float64 `json:"priceUsd"`
}

// GroveStats are read from a grove's contract; zeros before deployment.
type GroveStats struct {
	Deployed   bool    `json:"deployed"`
	Users      int     `json:"users" openapi:"minimum=0"`
	ManagedUsd float64 `json:"managedUsd" openapi:"minimum=0"`
	FeesUsd    float64 `json:"feesUsd" openapi:"minimum=0"`
}

// groveBacktest holds the grove's current weights for a year, rebalanced monthly, against
// buy-and-hold SPY.
type groveBacktest struct {
	Period      string                `json:"period" openapi:"const=1Y"`
	Methodology string                `json:"methodology" openapi:"const=fixed-weights"`
	Rebalance   string                `json:"rebalance" openapi:"const=monthly"`
	CoveragePct float64               `json:"coveragePct" openapi:"minimum=0,maximum=100"`
	Excluded    []string              `json:"excluded"`
	Portfolio   market.BacktestSeries `json:"portfolio"`
	Benchmark   market.BacktestSeries `json:"benchmark"`
	// Dates (beyond the specification) are the sessions of the curves' points, aligned with them.
	Dates []string `json:"dates,omitempty" openapi:"items.format=date"`
}

// Grove is the interface's Grove.
type Grove struct {
	ID             string         `json:"id" openapi:"pattern=^[a-z]+$"`
	Ticker         string         `json:"ticker"`
	Name           string         `json:"name"`
	Category       string         `json:"category"`
	Thesis         string         `json:"thesis"`
	Components     []Component    `json:"components"`
	Excluded       []Named        `json:"excluded"`
	FeeBps         int            `json:"feeBps" openapi:"const=1000"`
	MinBuyUsd      float64        `json:"minBuyUsd"`
	RecommendedUsd float64        `json:"recommendedUsd"`
	Stats          GroveStats     `json:"stats"`
	Backtest       *groveBacktest `json:"backtest"`
}

// Input is everything a build depends on.
type Input struct {
	Catalog *market.Catalog
	History *market.History
	Panel   *market.Panel
	// Locked are symbols without a live two-way venue route (nil: none known).
	Locked map[string]bool
	// Stats reads a grove's on-chain stats (nil: zeros, as before deployment).
	Stats func(groveID string) GroveStats
	// Prices gives a component's live USD price (nil: the last real daily close).
	Prices func(symbol string) (float64, bool)
}

// Output is one build: the structured baskets and their encoded responses.
type Output struct {
	AsOf       string
	Themes     []Theme
	Strategies []Strategy
	Groves     []Grove

	ThemesJSON     []byte
	StrategiesJSON []byte
	GrovesJSON     []byte
	groveJSON      map[string][]byte
}

// GroveJSON returns one grove's encoded object.
func (o *Output) GroveJSON(id string) ([]byte, bool) {
	b, ok := o.groveJSON[id]
	return b, ok
}

// Theme finds a theme by slug.
func (o *Output) Theme(slug string) (Theme, bool) {
	for _, t := range o.Themes {
		if t.Slug == slug {
			return t, true
		}
	}
	return Theme{}, false
}

// Notes of the list responses.
const (
	themesNote     = "Backtests are history, not a promise. Theme weights are a pure function of public daily closes: the same data gives the same weights. Names without 12 months of honest public history are excluded by name, never filled in."
	strategiesNote = "Backtests are history, not a promise. Each strategy is a fixed rule applied to public daily closes: the same data gives the same weights."
	grovesNote     = "Curated baskets. The only fee is an exit fee of 10% of realized profit. Backtests are history, not a promise."
)

// Build computes every basket. It fails only on a bug or inconsistent input; a basket that
// cannot be weighted gets empty allocations and a null backtest.
func Build(in Input) (*Output, error) {
	if in.Catalog == nil || in.History == nil || in.Panel == nil {
		return nil, fmt.Errorf("basket build: catalog, history and panel are required")
	}
	out := &Output{AsOf: in.Panel.AsOf(), groveJSON: map[string][]byte{}}
	spy := in.Panel.Col(market.Benchmark)
	for _, def := range themes() {
		out.Themes = append(out.Themes, buildTheme(in, def, spy))
	}
	universe := strategyUniverse(in)
	for _, def := range strategies() {
		out.Strategies = append(out.Strategies, buildStrategy(in, def, universe, spy))
	}
	for _, def := range Groves() {
		out.Groves = append(out.Groves, buildGrove(in, def))
	}
	var err error
	if out.ThemesJSON, err = json.Marshal(struct {
		AsOf           string  `json:"asOf"`
		RefreshedEvery string  `json:"refreshedEvery"`
		Note           string  `json:"note"`
		Themes         []Theme `json:"themes"`
	}{out.AsOf, refreshedEvery, themesNote, out.Themes}); err != nil {
		return nil, fmt.Errorf("encode themes: %w", err)
	}
	if out.StrategiesJSON, err = json.Marshal(struct {
		AsOf           string     `json:"asOf"`
		RefreshedEvery string     `json:"refreshedEvery"`
		Note           string     `json:"note"`
		Strategies     []Strategy `json:"strategies"`
	}{out.AsOf, refreshedEvery, strategiesNote, out.Strategies}); err != nil {
		return nil, fmt.Errorf("encode strategies: %w", err)
	}
	if err := out.encodeGroves(); err != nil {
		return nil, err
	}
	return out, nil
}

func (o *Output) encodeGroves() error {
	var err error
	if o.GrovesJSON, err = json.Marshal(struct {
		AsOf   string  `json:"asOf"`
		Note   string  `json:"note"`
		Groves []Grove `json:"groves"`
	}{o.AsOf, grovesNote, o.Groves}); err != nil {
		return fmt.Errorf("encode groves: %w", err)
	}
	o.groveJSON = make(map[string][]byte, len(o.Groves))
	for _, g := range o.Groves {
		b, err := json.Marshal(g)
		if err != nil {
			return fmt.Errorf("encode grove %s: %w", g.ID, err)
		}
		o.groveJSON[g.ID] = b
	}
	return nil
}

// WithGroveStats returns a copy of the output whose groves carry stats(id), re-encoded; the
// receiver is left as it was, so readers of a published output never see it change.
func (o *Output) WithGroveStats(stats func(groveID string) GroveStats) (*Output, error) {
	c := *o
	c.Groves = make([]Grove, len(o.Groves))
	for i, g := range o.Groves {
		g.Stats = stats(g.ID)
		c.Groves[i] = g
	}
	if err := c.encodeGroves(); err != nil {
		return nil, err
	}
	return &c, nil
}

// eligibility says why a catalog symbol cannot be held, or "" when it can.
func eligibility(in Input, symbol string) string {
	if _, ok := in.Catalog.Lookup(symbol); !ok {
		return "Not in the catalog: no token to hold."
	}
	if in.Locked[symbol] {
		return "No live two-way venue route: locked by the hourly tradability sweep."
	}
	if n := in.Panel.Sessions(symbol); n < minHistory {
		if n == 0 {
			return "No public daily price series up to the latest session."
		}
		return fmt.Sprintf("Only %d sessions of public price history: less than the 12 months (%d sessions) required.", n, minHistory)
	}
	return ""
}

// columns returns the panel columns of symbols.
func columns(p *market.Panel, symbols []string) [][]float64 {
	cols := make([][]float64, len(symbols))
	for i, s := range symbols {
		cols[i] = p.Col(s)
	}
	return cols
}

// allocate rounds weights to whole percents, drops zero weights and sorts by weight, then
// symbol.
func allocate(symbols []string, w []float64) ([]Weight, error) {
	pct, err := analytics.RoundToTotal(w, 100)
	if err != nil {
		return nil, err
	}
	out := []Weight{}
	for i, p := range pct {
		if p > 0 {
			out = append(out, Weight{Symbol: symbols[i], WeightPct: p})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].WeightPct != out[j].WeightPct {
			return out[i].WeightPct > out[j].WeightPct
		}
		return out[i].Symbol < out[j].Symbol
	})
	return out, nil
}

func walk(cols [][]float64, spy []float64, dates []string, rule analytics.Rule) *WalkBacktest {
	if spy == nil {
		return nil
	}
	p, b, err := analytics.WalkForward(cols, spy, walkSessions, rule)
	if err != nil {
		return nil
	}
	return &WalkBacktest{
		Period: "6M", Methodology: "walk-forward", Rebalance: "monthly",
		Portfolio: market.SeriesOut(p, ""), Benchmark: market.SeriesOut(b, market.Benchmark),
		Dates: market.CurveDates(dates, walkSessions+1),
	}
}

// basisNote names the members whose figures are total-return among price-return ones.
func basisNote(c *market.Catalog, symbols []string) string {
	var tr []string
	for _, s := range symbols {
		if a, ok := c.Lookup(s); ok && a.Basis == market.BasisTotalReturn {
			tr = append(tr, s)
		}
	}
	if len(tr) == 0 {
		return ""
	}
	verb := "is a total-return (dividend-adjusted) series"
	if len(tr) > 1 {
		verb = "are total-return (dividend-adjusted) series"
	}
	return fmt.Sprintf(" Basis: %s %s; the other members and the SPY benchmark are price-return, so the backtest mixes the two.", strings.Join(tr, ", "), verb)
}

func buildTheme(in Input, def themeDef, spy []float64) Theme {
	t := Theme{Slug: def.Slug, Name: def.Name, Tagline: def.Tagline, Excluded: []Named{}, Allocations: []Weight{}}
	var members []string
	for _, s := range in.Catalog.Tagged(def.Slug) {
		if why := eligibility(in, s); why != "" {
			t.Excluded = append(t.Excluded, Named{Symbol: s, Reason: why})
			continue
		}
		members = append(members, s)
	}
	t.Excluded = append(t.Excluded, def.Excluded...)
	t.Method = themeMethod + basisNote(in.Catalog, members)
	cols := columns(in.Panel, members)
	w, err := themeRule.Weights(cols, in.Panel.Len()-1)
	if err != nil {
		return t
	}
	if t.Allocations, err = allocate(members, w); err != nil {
		t.Allocations = []Weight{}
		return t
	}
	t.Backtest = walk(cols, spy, in.Panel.Dates, themeRule)
	return t
}

// strategyUniverse lists the symbols strategies choose from, sorted.
func strategyUniverse(in Input) []string {
	var out []string
	for _, a := range in.Catalog.Assets() {
		if a.Basis == market.BasisPrice && eligibility(in, a.Symbol) == "" {
			out = append(out, a.Symbol)
		}
	}
	return out
}

func buildStrategy(in Input, def strategyDef, universe []string, spy []float64) Strategy {
	s := Strategy{ID: def.ID, Name: def.Name, Tagline: def.Tagline, Method: def.Method, Allocations: []Weight{}}
	cols := columns(in.Panel, universe)
	w, err := def.Rule.Weights(cols, in.Panel.Len()-1)
	if err != nil {
		return s
	}
	if s.Allocations, err = allocate(universe, w); err != nil {
		s.Allocations = []Weight{}
		return s
	}
	s.Backtest = walk(cols, spy, in.Panel.Dates, def.Rule)
	return s
}

func buildGrove(in Input, def GroveDef) Grove {
	g := Grove{
		ID: def.ID, Ticker: def.Ticker, Name: def.Name, Category: def.Category, Thesis: def.Thesis,
		Components: []Component{}, Excluded: []Named{}, FeeBps: feeBps,
	}
	if in.Stats != nil {
		g.Stats = in.Stats(def.ID)
	}
	var members []Named
	for _, m := range def.Members {
		if why := eligibility(in, m.Symbol); why != "" {
			g.Excluded = append(g.Excluded, Named{Symbol: m.Symbol, Reason: why})
			continue
		}
		members = append(members, m)
	}
	g.Excluded = append(g.Excluded, def.Excluded...)
	symbols := make([]string, len(members))
	for i, m := range members {
		symbols[i] = m.Symbol
	}
	g.Thesis += basisNote(in.Catalog, symbols)
	rule := analytics.InverseVolRule{Lookback: lookback, Cap: def.Cap, MinNames: 1}
	w, err := rule.Weights(columns(in.Panel, symbols), in.Panel.Len()-1)
	if err != nil {
		return g
	}
	bps, err := analytics.RoundToTotal(w, 10000)
	if err != nil {
		return g
	}
	minW := 1.0
	legs := make([]market.Allocation, 0, len(members))
	for i, m := range members {
		if bps[i] == 0 {
			continue
		}
		a, _ := in.Catalog.Lookup(m.Symbol)
		g.Components = append(g.Components, Component{Symbol: m.Symbol, WeightBps: bps[i], Reason: m.Reason, Name: a.Name, PriceUsd: price(in, m.Symbol)})
		legs = append(legs, market.Allocation{Symbol: m.Symbol, WeightPct: float64(bps[i]) / 100})
		minW = math.Min(minW, float64(bps[i])/10000)
	}
	sort.SliceStable(g.Components, func(i, j int) bool {
		if g.Components[i].WeightBps != g.Components[j].WeightBps {
			return g.Components[i].WeightBps > g.Components[j].WeightBps
		}
		return g.Components[i].Symbol < g.Components[j].Symbol
	})
	// The smallest leg must be at least $1 (minimum) or the $15 the tradability sweep proves
	// fills (recommended, rounded up to $50).
	g.MinBuyUsd = math.Ceil(MinLegUsd/minW - 1e-9)
	g.RecommendedUsd = math.Ceil(probeUsd/minW/50-1e-9) * 50
	if r := market.BacktestYear(in.Panel, legs); r != nil {
		g.Backtest = &groveBacktest{
			Period: r.Period, Methodology: "fixed-weights", Rebalance: r.Rebalance, CoveragePct: r.CoveragePct,
			Excluded: r.Excluded, Portfolio: r.Portfolio, Benchmark: r.Benchmark, Dates: r.Dates,
		}
	}
	return g
}

func price(in Input, symbol string) *float64 {
	if in.Prices != nil {
		if v, ok := in.Prices(symbol); ok && v > 0 {
			r := market.Round4(v)
			return &r
		}
		return nil
	}
	if in.Panel.Sessions(symbol) == 0 {
		return nil
	}
	col := in.Panel.Col(symbol)
	r := market.Round4(col[len(col)-1])
	return &r
}
