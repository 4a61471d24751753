package agent

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vera-invest/vera/agent/goal"
	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
)

// Targets of a draft's measured risk when the goal asks for low or medium risk, in bps.
const (
	lowRiskTargetBps    = 1000
	mediumRiskTargetBps = 2000
	// calmCount is how many of the calmest holdings the calm sleeve holds.
	calmCount = 10
	// mostlyShare is the part of the plan a goal's "mostly" gets.
	mostlyShare = 0.75
)

// role says why a sleeve is in a plan.
type role int

const (
	roleContent role = iota // something the goal asked for
	roleCalm                // the calmest holdings, for low risk
	roleCore                // broad stock index funds, for growth or a horizon
	roleDefault             // the lowest-risk basket, for a goal that said too little
)

// sleeve is one part of a plan: the holdings serving one thing the goal asked for.
type sleeve struct {
	label  string // "Bonds", "the AI theme", "the names you chose"
	role   role
	share  float64
	legs   []basketLeg       // weights within the sleeve, summing to 1
	why    map[string]string // per symbol: why it is in this sleeve
	rule   string            // how the weights within the sleeve are set
	share0 string            // the element's share: "", "only", "mostly"
}

// plan is a composed draft before rounding.
type plan struct {
	sleeves    []*sleeve
	legs       []basketLeg
	understood understood
	asked      []string // labels of what the goal asked for
	leftOut    []string // what was ruled out, in words
	calmWhy    string   // why the calmest holdings are in the plan
	defaultWhy string   // why the plan is the default
}

// composer builds one draft's plan.
type composer struct {
	snap     *snapshot.MarketBuild
	base     func(string) bool
	read     goal.Understood
	amount   float64
	vols     map[string]float64
	excluded map[string]string // symbol → what ruled it out
	others   map[string]string // symbol → what ruled it out unless the goal names it
	vehicle  string
	screen   map[string]bool
	notes    []string
	conflict []string
}

func newComposer(snap *snapshot.MarketBuild, base func(string) bool, read goal.Understood, amount float64) *composer {
	return &composer{snap: snap, base: base, read: read, amount: amount, vols: map[string]float64{}, excluded: map[string]string{}, others: map[string]string{}}
}

// vol is a symbol's annualized volatility over the last year of closes, as a fraction (the
// risk measure of the symbol alone).
func (c *composer) vol(symbol string) float64 {
	if v, ok := c.vols[symbol]; ok {
		return v
	}
	v := 1.0
	if col := c.snap.Panel.Tail(symbol, market.YearSessions); col != nil {
		if bps, ok := analytics.RiskBps([]float64{1}, [][]float64{col}); ok {
			v = float64(bps) / 10000
		}
	}
	if v <= 0 {
		v = 1e-4
	}
	c.vols[symbol] = v
	return v
}

// usable reports whether a holding may be drafted: tradable and measurable, not ruled out,
// inside the screen, and of the kind asked for unless the goal named it.
func (c *composer) usable(symbol string, named bool) bool {
	if !c.base(symbol) || c.excluded[symbol] != "" || !named && c.others[symbol] != "" {
		return false
	}
	if c.screen != nil && !c.screen[symbol] {
		return false
	}
	if named || c.vehicle == "" {
		return true
	}
	a, _ := c.snap.Catalog.Lookup(symbol)
	return (c.vehicle == goal.Funds) == (a.Kind == "etf")
}

// members are the catalog symbols an element stands for.
func (c *composer) members(e goal.Element) []string {
	cat := c.snap.Catalog
	switch e.Kind {
	case goal.KindTheme:
		if e.Value == "technology" {
			return union(cat.Tagged("artificial-intelligence"), cat.Tagged("semiconductors"), cat.Tagged("cloud-software"))
		}
		return cat.Tagged(e.Value)
	case goal.KindSector:
		return cat.WithAttribute(market.AttrSector, e.Value)
	case goal.KindClass:
		if e.Value == "equities" {
			var out []string
			for _, a := range cat.Assets() {
				if !nonEquity(a) {
					out = append(out, a.Symbol)
				}
			}
			return out
		}
		if e.Value == "bitcoin" && e.Exclude {
			// Ruling out bitcoin rules out what lives on it: the crypto-linked names too.
			return union(cat.WithAttribute(market.AttrClass, "bitcoin"), cat.Tagged("crypto-linked"))
		}
		return cat.WithAttribute(market.AttrClass, e.Value)
	case goal.KindExposure:
		return cat.WithAttribute(market.AttrExposure, e.Value)
	case goal.KindSymbol:
		return []string{e.Value}
	case goal.KindGrove:
		for _, g := range c.snap.Baskets.Groves {
			if g.ID == e.Value {
				var out []string
				for _, m := range g.Components {
					out = append(out, m.Symbol)
				}
				sort.Strings(out)
				return out
			}
		}
	case goal.KindStrategy:
		for _, s := range c.snap.Baskets.Strategies {
			if s.ID == e.Value {
				var out []string
				for _, w := range s.Allocations {
					out = append(out, w.Symbol)
				}
				sort.Strings(out)
				return out
			}
		}
	}
	return nil
}

// nonEquity reports whether a fund holds no stocks by its stated objective: bonds, metals,
// commodities, bitcoin.
func nonEquity(a market.Asset) bool {
	for _, at := range a.Attributes {
		if at.Key != market.AttrClass {
			continue
		}
		switch at.Value {
		case "bonds", "gold", "silver", "precious-metals", "commodities", "bitcoin":
			return true
		}
	}
	return false
}

func union(lists ...[]string) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range lists {
		for _, s := range l {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	sort.Strings(out)
	return out
}

// compose reads the elements into a plan.
func (c *composer) compose() (*plan, error) {
	p := &plan{understood: understood{
		Language: c.read.Language, Elements: c.read.Elements,
		Conflicts: append([]string{}, c.read.Conflicts...), Notes: append([]string{}, c.read.Notes...),
	}}
	if c.read.Language != "en" {
		c.notes = append(c.notes, "The goal seems to be written in another language. I read English only, so I did not guess at it.")
		return c.fallback(p, "the goal is not in English", questionLanguage)
	}
	var risk, horizon string
	var years float64
	income, growth := false, false
	var contentEls []goal.Element
	for _, e := range c.read.Elements {
		switch {
		case e.Kind == goal.KindAmount:
		case e.Exclude:
			c.exclude(p, e)
		case e.Kind == goal.KindRisk:
			risk = e.Value
		case e.Kind == goal.KindHorizon:
			horizon, years = e.Value, e.Years
		case e.Kind == goal.KindAim && e.Value == goal.Income:
			income = true
		case e.Kind == goal.KindAim && e.Value == goal.Growth:
			growth = true
		case e.Kind == goal.KindVehicle:
			c.vehicle = e.Value
		case e.Kind == goal.KindScreen:
			c.screen = c.groveMembers("tayyib")
		case e.Kind == goal.KindUnserved:
			c.notes = append(c.notes, fmt.Sprintf("You mentioned %s (%q), but %s.", goal.InSentence(e), e.Text, goal.UnservedWords(e.Value)))
		default:
			contentEls = append(contentEls, e)
		}
		if e.Kind != goal.KindAmount && !e.Exclude && e.Kind != goal.KindUnserved {
			p.asked = append(p.asked, goal.InSentence(e))
		}
	}
	for _, e := range c.read.Elements {
		if e.Exclude && e.Kind == goal.KindVehicle && c.vehicle == "" {
			c.vehicle = map[string]string{goal.Funds: goal.Stocks, goal.Stocks: goal.Funds}[e.Value]
		}
	}
	// The content sleeves, in the goal's order; named holdings are one sleeve.
	var named []goal.Element
	namedAt := -1
	var sleeves []*sleeve
	for _, e := range contentEls {
		if e.Kind == goal.KindSymbol {
			if namedAt < 0 {
				namedAt = len(sleeves)
				sleeves = append(sleeves, nil)
			}
			named = append(named, e)
			continue
		}
		if s := c.contentSleeve(e); s != nil {
			sleeves = append(sleeves, s)
		}
	}
	if namedAt >= 0 {
		if s := c.namedSleeve(named); s != nil {
			sleeves[namedAt] = s
		} else {
			sleeves = append(sleeves[:namedAt], sleeves[namedAt+1:]...)
		}
	}
	if income {
		c.notes = append(c.notes, "I have no dividend or yield data, so I cannot say what income any holding pays; I favoured low volatility instead.")
		if s := c.contentSleeve(goal.Element{Kind: goal.KindClass, Value: "dividend-stocks", Label: "Dividend stocks"}); s != nil {
			s.label = "Dividend stocks"
			sleeves = append(sleeves, s)
		}
	}
	if c.screen != nil && len(sleeves) == 0 {
		if s := c.contentSleeve(goal.Element{Kind: goal.KindGrove, Value: "tayyib", Label: "Shariah-screened (halal)"}); s != nil {
			sleeves = append(sleeves, s)
		}
	}
	if c.screen != nil {
		for _, e := range contentEls {
			if e.Kind == goal.KindClass && (strings.Contains(e.Value, "bonds") || e.Value == "bonds") {
				c.conflict = append(c.conflict, "The Shariah screen (the Tayyib grove) rules out interest-bearing bonds; I kept the screen and left bonds out.")
				break
			}
		}
	}
	calmWhy, target := "", 0
	switch {
	case risk == goal.Low:
		calmWhy, target = "you asked for low risk", lowRiskTargetBps
	case risk == "" && horizon == goal.Short:
		calmWhy, target = "you need the money soon", lowRiskTargetBps
		if years > 0 {
			calmWhy = "you need the money within " + yearsPhrase(years)
		}
	case risk == "" && income:
		calmWhy, target = "you asked for income and I have no dividend data", lowRiskTargetBps
	case risk == goal.Medium:
		calmWhy, target = "you asked for medium risk", mediumRiskTargetBps
	}
	if len(sleeves) > 0 && (risk == goal.Medium || risk == "" && growth) && allNonEquity(c.snap.Catalog, sleeves) {
		// "Moderate risk with some bonds": the bonds come with the stocks a medium risk or
		// growth asks for.
		if core := c.coreSleeve(); core != nil {
			sleeves = append(sleeves, core)
		}
	}
	if len(sleeves) == 0 {
		switch {
		case risk == goal.High:
			if s := c.contentSleeve(goal.Element{Kind: goal.KindStrategy, Value: "momentum-leaders", Label: "High risk"}); s != nil {
				s.label = "The Momentum Leaders strategy (you asked for high risk)"
				sleeves = append(sleeves, s)
			}
		case risk == goal.Medium:
			// Balanced: broad stock index funds and bonds.
			if core := c.coreSleeve(); core != nil {
				sleeves = append(sleeves, core)
			}
			if bonds := c.quiet(func() *sleeve {
				return c.contentSleeve(goal.Element{Kind: goal.KindClass, Value: "bonds", Label: "Bonds"})
			}); bonds != nil {
				sleeves = append(sleeves, bonds)
			}
		case calmWhy != "":
		case growth || horizon != "":
			if core := c.coreSleeve(); core != nil {
				sleeves = append(sleeves, core)
			}
		}
		if len(sleeves) == 0 && calmWhy == "" {
			why := "the goal names nothing I can match to the catalog"
			if len(p.asked) > 0 || len(p.leftOut) > 0 {
				why = "the goal says too little about what to hold"
			}
			return c.fallback(p, why, QuestionPurpose)
		}
	}
	if err := c.share(p, sleeves, calmWhy, target); err != nil {
		return nil, err
	}
	return c.finish(p), nil
}

// exclude rules out what an excluded element stands for.
func (c *composer) exclude(p *plan, e goal.Element) {
	switch e.Kind {
	case goal.KindUnserved:
		c.notes = append(c.notes, fmt.Sprintf("I could not rule out %s (%q): %s.", goal.InSentence(goal.Element{Kind: e.Kind, Value: e.Value, Label: strings.TrimPrefix(e.Label, "No ")}), e.Text, goal.UnservedWords(e.Value)))
		return
	case goal.KindAim, goal.KindVehicle, goal.KindScreen, goal.KindRisk, goal.KindHorizon:
		return
	}
	syms := c.members(e)
	label := strings.TrimPrefix(e.Label, "No ")
	if e.Kind != goal.KindSymbol {
		label = lowerFirst(label)
	}
	if e.Kind == goal.KindClass && e.Value == "bitcoin" {
		label = "bitcoin funds and the crypto-linked names"
	}
	ruled := c.excluded
	if e.Share == goal.Others {
		ruled = c.others
		label = strings.TrimPrefix(label, "other ")
	}
	for _, s := range syms {
		if ruled[s] == "" {
			ruled[s] = label
		}
	}
	if e.Kind == goal.KindSymbol {
		p.leftOut = append(p.leftOut, label)
		return
	}
	p.leftOut = append(p.leftOut, fmt.Sprintf("%s (%s)", label, plural(len(syms), "name")))
}

// groveMembers is the set of a grove's members.
func (c *composer) groveMembers(id string) map[string]bool {
	out := map[string]bool{}
	for _, g := range c.snap.Baskets.Groves {
		if g.ID == id {
			for _, m := range g.Components {
				out[m.Symbol] = true
			}
		}
	}
	return out
}

// contentSleeve is the sleeve of an element that asks for something to hold, or nil (with a
// note saying why) when nothing usable is left of it.
func (c *composer) contentSleeve(e goal.Element) *sleeve {
	s := &sleeve{label: e.Label, role: roleContent, why: map[string]string{}, share0: e.Share}
	s.label = strings.TrimPrefix(strings.TrimPrefix(s.label, "Only "), "Mostly ")
	cat := c.snap.Catalog
	var syms []string
	weights := map[string]float64{}
	switch e.Kind {
	case goal.KindTheme:
		slugs := []string{e.Value}
		if e.Value == "technology" {
			slugs = []string{"artificial-intelligence", "semiconductors", "cloud-software"}
			s.label = "Technology (the AI, Semiconductors and Cloud and Software themes)"
		}
		for _, slug := range slugs {
			t, _ := c.snap.Baskets.Theme(slug)
			if e.Value != "technology" {
				s.label = "The " + t.Name + " theme"
			}
			for _, sym := range cat.Tagged(slug) {
				if s.why[sym] == "" {
					s.why[sym] = fmt.Sprintf("In the %s theme (Vera's curation).", t.Name)
					syms = append(syms, sym)
				}
			}
		}
		s.rule = ruleInverseVol
	case goal.KindSector, goal.KindClass, goal.KindExposure:
		key := map[string]string{goal.KindSector: market.AttrSector, goal.KindClass: market.AttrClass, goal.KindExposure: market.AttrExposure}[e.Kind]
		for _, sym := range cat.WithAttribute(key, e.Value) {
			a, _ := cat.Lookup(sym)
			at, _ := a.Attribute(key, e.Value)
			s.why[sym] = fmt.Sprintf("%s (source: %s).", s.label, at.Source)
			syms = append(syms, sym)
		}
		s.rule = ruleInverseVol
	case goal.KindGrove:
		for _, g := range c.snap.Baskets.Groves {
			if g.ID != e.Value {
				continue
			}
			s.label = "The " + g.Name + " grove (" + g.Category + ")"
			for _, m := range g.Components {
				s.why[m.Symbol] = fmt.Sprintf("In the %s grove (%s): %s", g.Name, g.Category, m.Reason)
				syms = append(syms, m.Symbol)
				weights[m.Symbol] = float64(m.WeightBps)
			}
		}
		s.rule = "by the grove's weights"
	case goal.KindStrategy:
		for _, st := range c.snap.Baskets.Strategies {
			if st.ID != e.Value {
				continue
			}
			s.label = "The " + st.Name + " strategy"
			for _, w := range st.Allocations {
				s.why[w.Symbol] = fmt.Sprintf("Chosen by the %s strategy's rule: %s", st.Name, st.Tagline)
				syms = append(syms, w.Symbol)
				weights[w.Symbol] = float64(w.WeightPct)
			}
		}
		s.rule = "by the strategy's weights"
	}
	var kept []string
	for _, sym := range syms {
		if c.usable(sym, false) {
			kept = append(kept, sym)
		}
	}
	if len(kept) == 0 {
		c.notes = append(c.notes, c.emptyWords(s.label, syms))
		return nil
	}
	if len(weights) > 0 {
		s.legs = normalized(kept, func(sym string) float64 { return weights[sym] })
	} else {
		s.legs = c.inverseVol(kept)
	}
	return s
}

// emptyWords says why nothing of a sleeve is usable.
func (c *composer) emptyWords(label string, syms []string) string {
	if len(syms) == 0 {
		return fmt.Sprintf("The catalog holds nothing for %s.", lowerFirst(label))
	}
	for _, sym := range syms {
		if why := c.excluded[sym]; why != "" {
			return fmt.Sprintf("Nothing of %s is left after ruling out %s, so it is not in the plan.", lowerFirst(label), why)
		}
	}
	if c.screen != nil {
		return fmt.Sprintf("Nothing of %s passes the Shariah screen, so it is not in the plan.", lowerFirst(label))
	}
	if c.vehicle == goal.Funds {
		return fmt.Sprintf("The catalog holds no fund for %s, and you asked for funds, so it is not in the plan.", lowerFirst(label))
	}
	if c.vehicle == goal.Stocks {
		return fmt.Sprintf("The catalog holds no single stock for %s, and you asked for single stocks, so it is not in the plan.", lowerFirst(label))
	}
	return fmt.Sprintf("Nothing of %s can be traded with a full year of daily closes now, so it is not in the plan.", lowerFirst(label))
}

// namedSleeve holds the companies and funds the goal named, in equal shares.
func (c *composer) namedSleeve(els []goal.Element) *sleeve {
	s := &sleeve{label: "The names you chose", role: roleContent, why: map[string]string{}, rule: "equally"}
	var kept []string
	for _, e := range els {
		if e.Share != "" && s.share0 == "" {
			s.share0 = e.Share
		}
		a, _ := c.snap.Catalog.Lookup(e.Value)
		switch {
		case c.excluded[e.Value] != "":
			c.conflict = append(c.conflict, fmt.Sprintf("You named %s (%q) and ruled out %s, which includes it; I left it out.", a.Name, e.Text, c.excluded[e.Value]))
		case c.screen != nil && !c.screen[e.Value]:
			c.notes = append(c.notes, fmt.Sprintf("%s is not in the Shariah-screened Tayyib grove, so it is left out.", a.Name))
		case !c.usable(e.Value, true):
			c.notes = append(c.notes, fmt.Sprintf("%s cannot be traded with a full year of daily closes now, so it is left out.", a.Name))
		default:
			s.why[e.Value] = fmt.Sprintf("You named it (%q).", e.Text)
			kept = append(kept, e.Value)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	if c.vehicle != "" {
		for _, sym := range kept {
			if !c.usable(sym, false) {
				a, _ := c.snap.Catalog.Lookup(sym)
				c.conflict = append(c.conflict, fmt.Sprintf("You asked for %s but named %s; I held it because you named it.", map[string]string{goal.Funds: "funds", goal.Stocks: "single stocks"}[c.vehicle], a.Name))
			}
		}
	}
	s.legs = normalized(kept, func(string) float64 { return 1 })
	return s
}

// coreSleeve is broad stock index funds: what a goal of growth or a horizon alone gets.
func (c *composer) coreSleeve() *sleeve {
	s := &sleeve{label: "Broad stock index funds", role: roleCore, why: map[string]string{}, rule: ruleInverseVol}
	var kept []string
	for _, v := range []string{"broad-us-index", "nasdaq-100-index", "international"} {
		for _, sym := range c.snap.Catalog.WithAttribute(market.AttrClass, v) {
			if s.why[sym] != "" || !c.usable(sym, false) {
				continue
			}
			a, _ := c.snap.Catalog.Lookup(sym)
			at, _ := a.Attribute(market.AttrClass, v)
			s.why[sym] = fmt.Sprintf("A broad stock index fund (source: %s).", at.Source)
			kept = append(kept, sym)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	sort.Strings(kept)
	s.legs = c.inverseVol(kept)
	return s
}

// allNonEquity reports whether every sleeve holds only funds of bonds, metals, commodities or
// bitcoin.
func allNonEquity(cat *market.Catalog, ss []*sleeve) bool {
	for _, s := range ss {
		for _, l := range s.legs {
			if a, _ := cat.Lookup(l.symbol); !nonEquity(a) {
				return false
			}
		}
	}
	return true
}

// calmMaxVol is the most volatile a calm holding may be, 20 % a year, beyond the calmMin
// calmest (a small universe may have fewer calm holdings).
const (
	calmMaxVol = 0.20
	calmMin    = 3
)

// calmSleeve is the calmest usable holdings: the calmCount lowest volatilities over the last
// year (ties alphabetically), of at most calmMaxVol beyond the calmMin calmest, weighted by
// inverse volatility.
func (c *composer) calmSleeve(r role) *sleeve {
	s := &sleeve{label: "The calmest holdings", role: r, why: map[string]string{}, rule: ruleInverseVol}
	var all []string
	for _, a := range c.snap.Catalog.Assets() {
		if c.usable(a.Symbol, false) {
			all = append(all, a.Symbol)
		}
	}
	if len(all) == 0 {
		return nil
	}
	sort.SliceStable(all, func(i, j int) bool {
		if c.vol(all[i]) != c.vol(all[j]) {
			return c.vol(all[i]) < c.vol(all[j])
		}
		return all[i] < all[j]
	})
	if len(all) > calmCount {
		all = all[:calmCount]
	}
	for n := calmMin; n < len(all); n++ {
		if c.vol(all[n]) > calmMaxVol {
			all = all[:n]
			break
		}
	}
	for _, sym := range all {
		s.why[sym] = "Among the calmest holdings in the catalog."
	}
	sort.Strings(all)
	s.legs = c.inverseVol(all)
	return s
}

const ruleInverseVol = "by inverse volatility (calmer holdings weigh more, at most a quarter each)"

// inverseVol weights symbols by 1 / volatility, capped at 25 % each when there are four or more.
func (c *composer) inverseVol(syms []string) []basketLeg {
	vols := make([]float64, len(syms))
	for i, s := range syms {
		vols[i] = c.vol(s)
	}
	cap := 0.0
	if len(syms) >= 4 {
		cap = 0.25
	}
	w, err := analytics.InverseVol(vols, cap)
	if err != nil {
		panic("BUG: inverse-volatility weights of measured holdings: " + err.Error())
	}
	out := make([]basketLeg, len(syms))
	for i, s := range syms {
		out[i] = basketLeg{s, w[i]}
	}
	return out
}

// normalized weights symbols by f, summing to 1.
func normalized(syms []string, f func(string) float64) []basketLeg {
	total := 0.0
	for _, s := range syms {
		total += f(s)
	}
	out := make([]basketLeg, len(syms))
	for i, s := range syms {
		out[i] = basketLeg{s, f(s) / total}
	}
	return out
}

// trim keeps a sleeve's k largest legs (ties alphabetically), renormalized.
func trim(legs []basketLeg, k int) []basketLeg {
	legs = append([]basketLeg(nil), legs...)
	sortLegs(legs)
	if len(legs) > k {
		legs = legs[:k]
	}
	total := 0.0
	for _, l := range legs {
		total += l.weight
	}
	for i := range legs {
		legs[i].weight /= total
	}
	return legs
}

// blend sums the sleeves' legs at their shares.
func blend(ss []*sleeve) []basketLeg {
	idx := map[string]int{}
	var out []basketLeg
	for _, s := range ss {
		for _, l := range s.legs {
			if i, ok := idx[l.symbol]; ok {
				out[i].weight += l.weight * s.share
				continue
			}
			idx[l.symbol] = len(out)
			out = append(out, basketLeg{l.symbol, l.weight * s.share})
		}
	}
	sortLegs(out)
	return out
}

// riskOf is the measured risk of weighted legs, in bps (10000 when not measurable).
func (c *composer) riskOf(legs []basketLeg) int {
	if len(legs) == 0 {
		return analytics.MaxRiskBps
	}
	w := make([]float64, len(legs))
	cols := make([][]float64, len(legs))
	for i, l := range legs {
		w[i], cols[i] = l.weight, c.snap.Panel.Tail(l.symbol, market.YearSessions)
	}
	bps, ok := analytics.RiskBps(w, cols)
	if !ok {
		return analytics.MaxRiskBps
	}
	return bps
}

// share gives the sleeves their parts of the plan: what the goal only wants takes it all; what
// it mostly wants 75 %; the rest equally; the calmest holdings take half (30 % for medium risk)
// or more, in steps of 10 %, until the plan's risk is at the target.
func (c *composer) share(p *plan, content []*sleeve, calmWhy string, target int) error {
	var only, mostly, rest []*sleeve
	for _, s := range content {
		switch s.share0 {
		case goal.Only:
			only = append(only, s)
		case goal.Mostly:
			mostly = append(mostly, s)
		default:
			rest = append(rest, s)
		}
	}
	if len(only) > 0 {
		for _, s := range append(mostly, rest...) {
			c.notes = append(c.notes, fmt.Sprintf("You asked for only %s, so %s is not in the plan.", lowerFirst(labels(only)), lowerFirst(s.label)))
		}
		if calmWhy != "" {
			c.conflict = append(c.conflict, fmt.Sprintf("You asked for only %s and %s; I held only what you asked for, at its measured risk.", lowerFirst(labels(only)), calmWhy))
		}
		setShares(only, 1)
		p.sleeves = only
		c.trimAll(p.sleeves)
		p.legs = blend(p.sleeves)
		return nil
	}
	var calm *sleeve
	if calmWhy != "" && len(content) > 0 && c.riskOf(blend(withShares(content))) > target {
		calm = c.calmSleeve(roleCalm)
	}
	if calmWhy != "" && len(content) == 0 {
		calm = c.calmSleeve(roleCalm)
		if calm == nil {
			return ErrNoDraft
		}
		calm.share = 1
		p.sleeves, p.calmWhy = []*sleeve{calm}, calmWhy
		c.trimAll(p.sleeves)
		p.legs = blend(p.sleeves)
		return nil
	}
	if len(mostly) > 0 && len(rest) == 0 && calm == nil {
		if core := c.coreSleeve(); core != nil {
			rest = append(rest, core)
		}
	}
	all := append(append([]*sleeve{}, mostly...), rest...)
	if calm != nil {
		all = append(all, calm)
		p.calmWhy = calmWhy
	}
	c.trimAll(all)
	start := 0.5
	if target == mediumRiskTargetBps {
		start = 0.3
	}
	for calmShare := start; ; calmShare += 0.1 {
		left := 1.0
		if calm != nil {
			calm.share = calmShare
			left -= calmShare
		}
		switch {
		case len(mostly) > 0 && len(rest) == 0 && calm == nil:
			setShares(mostly, 1)
		case len(mostly) > 0:
			m := mostlyShare
			if calm != nil {
				m = left * mostlyShare
			}
			setShares(mostly, m)
			others := append([]*sleeve{}, rest...)
			if len(others) > 0 {
				setShares(others, left-m)
			} else {
				calm.share += left - m
			}
		default:
			setShares(rest, left)
		}
		p.sleeves = all
		p.legs = blend(all)
		if calm == nil || calmShare >= 0.9-1e-9 || c.riskOf(p.legs) <= target {
			return nil
		}
	}
}

func withShares(ss []*sleeve) []*sleeve {
	out := make([]*sleeve, len(ss))
	for i, s := range ss {
		cp := *s
		cp.share = 1 / float64(len(ss))
		out[i] = &cp
	}
	return out
}

func setShares(ss []*sleeve, total float64) {
	for _, s := range ss {
		s.share = total / float64(len(ss))
	}
}

// trimAll keeps each sleeve to its part of the 12 legs (at least 2; named holdings all).
func (c *composer) trimAll(ss []*sleeve) {
	k := maxDraftLegs / len(ss)
	if k < 2 {
		k = 2
	}
	for _, s := range ss {
		if s.rule == "equally" {
			continue
		}
		s.legs = trim(s.legs, k)
	}
}

// fallback is the default: the lowest-risk basket the data shows (by measured volatility, of the
// strategies, themes, groves and the calmest holdings, within what the goal ruled out), with a
// question back.
func (c *composer) fallback(p *plan, why, question string) (*plan, error) {
	var cands []*sleeve
	if s := c.calmSleeve(roleDefault); s != nil {
		s.label = "The calmest holdings in the catalog"
		cands = append(cands, s)
	}
	for _, st := range c.snap.Baskets.Strategies {
		if s := c.quiet(func() *sleeve {
			return c.contentSleeve(goal.Element{Kind: goal.KindStrategy, Value: st.ID})
		}); s != nil {
			cands = append(cands, s)
		}
	}
	for _, t := range c.snap.Baskets.Themes {
		if s := c.quiet(func() *sleeve { return c.contentSleeve(goal.Element{Kind: goal.KindTheme, Value: t.Slug}) }); s != nil {
			cands = append(cands, s)
		}
	}
	for _, g := range c.snap.Baskets.Groves {
		if s := c.quiet(func() *sleeve { return c.contentSleeve(goal.Element{Kind: goal.KindGrove, Value: g.ID}) }); s != nil {
			cands = append(cands, s)
		}
	}
	if len(cands) == 0 {
		return nil, ErrNoDraft
	}
	best, bestRisk := cands[0], -1
	for _, s := range cands {
		s.share = 1
		s.legs = trim(s.legs, maxDraftLegs)
		if r := c.riskOf(s.legs); bestRisk < 0 || r < bestRisk {
			best, bestRisk = s, r
		}
	}
	best.role = roleDefault
	p.sleeves, p.legs, p.defaultWhy = []*sleeve{best}, blend([]*sleeve{best}), why
	p.understood.Default, p.understood.Question = true, question
	return c.finish(p), nil
}

// quiet builds a sleeve without noting why one is empty.
func (c *composer) quiet(f func() *sleeve) *sleeve {
	n := len(c.notes)
	s := f()
	c.notes = c.notes[:n]
	return s
}

// finish adds the composer's notes and conflicts to what was understood.
func (c *composer) finish(p *plan) *plan {
	p.understood.Notes = append(p.understood.Notes, c.notes...)
	p.understood.Conflicts = append(p.understood.Conflicts, c.conflict...)
	return p
}

func labels(ss []*sleeve) string {
	var l []string
	for _, s := range ss {
		l = append(l, s.label)
	}
	return strings.Join(l, " and ")
}

// lowerFirst lower-cases a label's first letter to use it inside a sentence, unless it starts
// with an acronym ("AI", "US Treasury bonds", "S&P 500 index").
func lowerFirst(s string) string {
	if s == "" || len(s) > 1 && (s[1] >= 'A' && s[1] <= 'Z' || s[1] == '&') {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func yearsPhrase(y float64) string {
	if y < 1 {
		m := int(y*12 + 0.5)
		return plural(m, "month")
	}
	if y == float64(int(y)) {
		return plural(int(y), "year")
	}
	return fmt.Sprintf("%.1f years", y)
}
