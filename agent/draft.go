package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
)

// ErrInvalidDraft marks a malformed POST /api/allocate body.
var ErrInvalidDraft = errors.New("invalid allocation request")

// ErrNoDraft means no basket of the latest market build has a tradable, measurable leg: the
// request is fine, the service cannot propose a plan now.
var ErrNoDraft = errors.New("no tradable plan can be drafted from the current market data")

// Limits of a draft.
const (
	MaxGoalChars = 600
	// MaxDraftBaskets is how many matched baskets a draft blends.
	MaxDraftBaskets = 3
	// MaxDraftLegs is how many holdings a draft keeps at most.
	MaxDraftLegs = 12
	// MinDraftLegUSD is the smallest leg a draft proposes for its amount.
	MinDraftLegUSD = baskets.MinLegUsd
)

// DraftRequest is the body of POST /api/allocate: {"goal": string, "amountUsd": number}.
type DraftRequest struct {
	Goal      string
	AmountUSD float64
}

// UnmarshalJSON requires goal and amountUsd; unknown fields are ignored.
func (r *DraftRequest) UnmarshalJSON(b []byte) error {
	var w struct {
		Goal      *string  `json:"goal"`
		AmountUSD *float64 `json:"amountUsd"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidDraft, err)
	}
	if w.Goal == nil || w.AmountUSD == nil {
		return fmt.Errorf("%w: goal and amountUsd are required", ErrInvalidDraft)
	}
	*r = DraftRequest{Goal: *w.Goal, AmountUSD: *w.AmountUSD}
	return nil
}

// Validate checks a goal of 1-600 characters (not blank) and an amountUsd in (0, 1000000], the
// bound commit-plan takes.
func (r DraftRequest) Validate() error {
	if n := utf8.RuneCountInString(r.Goal); n == 0 || n > MaxGoalChars || !utf8.ValidString(r.Goal) || strings.TrimSpace(r.Goal) == "" {
		return fmt.Errorf("%w: goal must be 1-%d characters", ErrInvalidDraft, MaxGoalChars)
	}
	if !(r.AmountUSD > 0 && r.AmountUSD <= MaxAmountUSD) {
		return fmt.Errorf("%w: amountUsd must be in (0, %d]", ErrInvalidDraft, MaxAmountUSD)
	}
	return nil
}

// Basket kinds a goal can match.
const (
	kindGrove    = "grove"
	kindTheme    = "theme"
	kindStrategy = "strategy"
)

// GoalRule maps goal keywords to one basket of the market build.
type GoalRule struct {
	Kind     string // "grove", "theme" or "strategy"
	ID       string // grove id, theme slug or strategy id
	Keywords []string
	// Screen makes the grove a screen: every other matched basket keeps only its members.
	Screen bool
}

// DefaultGoal is the basket of a goal that matches no keyword.
var defaultGoal = GoalRule{Kind: kindStrategy, ID: "balanced-growth"}

// GoalRules is the documented keyword table (docs/autopilot.md), in priority order: a goal
// matches every rule one of whose keywords it contains as whole words (case, punctuation and
// hyphens ignored: "Low-risk" contains "low risk"), and the draft blends the first
// MaxDraftBaskets matches.
func GoalRules() []GoalRule {
	return []GoalRule{
		{kindGrove, "tayyib", []string{"halal", "shariah", "sharia", "islamic"}, true},
		{kindGrove, "titan", []string{"mega cap", "megacap", "blue chip", "blue chips", "largest companies"}, false},
		{kindGrove, "rails", []string{"payments", "payment"}, false},
		{kindTheme, "artificial-intelligence", []string{"ai", "artificial intelligence", "machine learning"}, false},
		{kindTheme, "semiconductors", []string{"chip", "chips", "semiconductor", "semiconductors"}, false},
		{kindTheme, "quantum", []string{"quantum"}, false},
		{kindTheme, "space", []string{"space", "satellite", "satellites", "rocket", "rockets"}, false},
		{kindTheme, "crypto-linked", []string{"crypto", "bitcoin", "blockchain", "ethereum"}, false},
		{kindTheme, "cloud-software", []string{"cloud", "software", "saas"}, false},
		{kindTheme, "energy", []string{"energy", "oil", "gas", "power", "utilities"}, false},
		{kindTheme, "fintech", []string{"fintech", "banking", "banks", "finance"}, false},
		{kindStrategy, "steady-foundation", []string{"safe", "safety", "steady", "stable", "conservative", "low risk", "calm", "cautious", "preserve", "retirement", "retire", "income"}, false},
		{kindStrategy, "momentum-leaders", []string{"momentum", "aggressive", "trend", "trending", "high risk"}, false},
		{kindStrategy, "balanced-growth", []string{"balanced", "growth", "diversified", "long term"}, false},
	}
}

// normalizeWords lower-cases s and turns every run of characters other than ASCII letters and
// digits into one space, padded with a space at each end.
func normalizeWords(s string) string {
	var b strings.Builder
	b.WriteByte(' ')
	space := true
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	if !space {
		b.WriteByte(' ')
	}
	return b.String()
}

// matchGoal returns the rules the goal matches, in table order, with the keyword that matched
// each; none matched gives the default rule and keyword "".
func matchGoal(goal string) (rules []GoalRule, words []string) {
	text := normalizeWords(goal)
	for _, r := range GoalRules() {
		for _, k := range r.Keywords {
			if strings.Contains(text, normalizeWords(k)) {
				rules, words = append(rules, r), append(words, k)
				break
			}
		}
	}
	return rules, words
}

// DrafterConfig configures a Drafter.
type DrafterConfig struct {
	// Market is the latest market build, or nil before the first.
	Market func() *snapshot.MarketBuild
	// Locked returns the symbols without a live two-way venue route (nil: none locked). It is the
	// basket builder's lock set until the tradability sweep lands.
	Locked func() map[string]bool
	// Tradable says whether a symbol is an asset token of the deployment (nil: every catalog asset).
	Tradable func(symbol string) bool
}

// Drafter turns a plain-language goal into a Draft allocation by the documented, deterministic
// rules of docs/autopilot.md: the same goal, amount and market data give the same draft, byte
// for byte.
type Drafter struct {
	cfg DrafterConfig
}

// NewDrafter returns a Drafter.
func NewDrafter(cfg DrafterConfig) (*Drafter, error) {
	if cfg.Market == nil {
		return nil, errors.New("agent: no market snapshot source for drafts")
	}
	return &Drafter{cfg: cfg}, nil
}

// basketLeg is a leg of one matched basket.
type basketLeg struct {
	symbol string
	weight float64
	reason string
}

// basket is a matched basket with its usable legs.
type basket struct {
	name, keyword string
	legs          []basketLeg
}

// Draft builds the plan for req (already validated):
//
//  1. the goal picks baskets by GoalRules (default: the Balanced Growth strategy); a screening
//     grove (the Shariah-screened Tayyib) restricts every picked basket to its members;
//  2. each basket keeps the legs that are unlocked, tradable and have a full year of closes (so
//     the risk measure applies), renormalized; a basket left without legs is dropped, and when
//     every matched basket is dropped the default is used;
//  3. the first MaxDraftBaskets baskets are blended in equal shares, legs of one symbol summed;
//  4. the MaxDraftLegs largest legs are kept (ties alphabetically), rounded to whole percents
//     summing to exactly 100 (analytics.RoundToTotal); while the smallest leg would buy under
//     MinDraftLegUSD of the amount, it is dropped and the rest re-rounded;
//  5. riskScore is MeasureRisk of the result, the measure commit-plan checks.
func (d *Drafter) Draft(req DraftRequest) (Allocation, error) {
	snap := d.cfg.Market()
	if snap == nil || snap.Baskets == nil || snap.Panel == nil {
		return Allocation{}, ErrNoMarketData
	}
	var locked map[string]bool
	if d.cfg.Locked != nil {
		locked = d.cfg.Locked()
	}
	usable := func(symbol string) bool {
		if locked[symbol] || (d.cfg.Tradable != nil && !d.cfg.Tradable(symbol)) {
			return false
		}
		if d.cfg.Tradable == nil {
			if _, ok := snap.Catalog.Lookup(symbol); !ok {
				return false
			}
		}
		return measurable(snap.Panel, symbol)
	}
	rules, words := matchGoal(req.Goal)
	for _, r := range rules {
		if r.Screen {
			members := screenMembers(snap.Baskets, r.ID)
			base := usable
			usable = func(symbol string) bool { return members[symbol] && base(symbol) }
		}
	}
	var picked []basket
	for i, r := range rules {
		if b, ok := basketOf(snap.Baskets, r, usable); ok {
			b.keyword = words[i]
			picked = append(picked, b)
		}
		if len(picked) == MaxDraftBaskets {
			break
		}
	}
	if len(picked) == 0 {
		b, ok := basketOf(snap.Baskets, defaultGoal, usable)
		if !ok {
			return Allocation{}, ErrNoDraft
		}
		picked = append(picked, b)
	}
	legs := blend(picked)
	alloc, err := roundLegs(legs, req.AmountUSD)
	if err != nil {
		return Allocation{}, err
	}
	risk, err := MeasureRisk(snap.Panel, Allocation{Allocations: alloc})
	if err != nil {
		return Allocation{}, fmt.Errorf("measure drafted plan: %w", err)
	}
	return Allocation{
		Summary:     summary(picked, req.AmountUSD, len(alloc)),
		Rationale:   rationale(picked, snap.Baskets.AsOf, risk),
		RiskScore:   float64(risk),
		Allocations: alloc,
	}, nil
}

// screenMembers is the set of a screening grove's members.
func screenMembers(o *baskets.Output, groveID string) map[string]bool {
	out := map[string]bool{}
	for _, g := range o.Groves {
		if g.ID == groveID {
			for _, c := range g.Components {
				out[c.Symbol] = true
			}
		}
	}
	return out
}

// measurable reports whether a symbol has a full year of complete, positive closes.
func measurable(p *market.Panel, symbol string) bool {
	col := p.Tail(symbol, market.YearSessions)
	if col == nil {
		return false
	}
	for _, c := range col {
		if math.IsNaN(c) || c <= 0 {
			return false
		}
	}
	return true
}

// basketOf finds the rule's basket in the build and keeps its usable legs, renormalized.
func basketOf(o *baskets.Output, r GoalRule, usable func(string) bool) (basket, bool) {
	var b basket
	switch r.Kind {
	case kindGrove:
		for _, g := range o.Groves {
			if g.ID == r.ID {
				b.name = g.Name + " grove"
				for _, c := range g.Components {
					b.legs = append(b.legs, basketLeg{c.Symbol, float64(c.WeightBps), c.Reason + " (" + g.Name + " grove)"})
				}
			}
		}
	case kindTheme:
		if t, ok := o.Theme(r.ID); ok {
			b.name = t.Name + " theme"
			for _, w := range t.Allocations {
				b.legs = append(b.legs, basketLeg{w.Symbol, float64(w.WeightPct), "Member of the " + t.Name + " theme, weighted by inverse volatility."})
			}
		}
	case kindStrategy:
		for _, s := range o.Strategies {
			if s.ID == r.ID {
				b.name = s.Name + " strategy"
				for _, w := range s.Allocations {
					b.legs = append(b.legs, basketLeg{w.Symbol, float64(w.WeightPct), "Chosen by the " + s.Name + " strategy: " + s.Tagline})
				}
			}
		}
	}
	kept := b.legs[:0]
	total := 0.0
	for _, l := range b.legs {
		if l.weight > 0 && usable(l.symbol) {
			kept = append(kept, l)
			total += l.weight
		}
	}
	if len(kept) == 0 {
		return basket{}, false
	}
	for i := range kept {
		kept[i].weight /= total
	}
	b.legs = kept
	return b, true
}

// blend gives each basket an equal share and sums the legs of one symbol, joining reasons in
// basket order; the result is sorted by weight, then symbol.
func blend(bs []basket) []basketLeg {
	share := 1 / float64(len(bs))
	idx := map[string]int{}
	var out []basketLeg
	for _, b := range bs {
		for _, l := range b.legs {
			if i, ok := idx[l.symbol]; ok {
				out[i].weight += l.weight * share
				out[i].reason += " " + l.reason
				continue
			}
			idx[l.symbol] = len(out)
			out = append(out, basketLeg{l.symbol, l.weight * share, l.reason})
		}
	}
	sortLegs(out)
	return out
}

func sortLegs(ls []basketLeg) {
	sort.SliceStable(ls, func(i, j int) bool {
		if ls[i].weight != ls[j].weight {
			return ls[i].weight > ls[j].weight
		}
		return ls[i].symbol < ls[j].symbol
	})
}

// roundLegs keeps the largest legs and rounds them to whole percents summing to 100, dropping
// the smallest while it would buy under MinDraftLegUSD.
func roundLegs(legs []basketLeg, amountUSD float64) ([]Leg, error) {
	if len(legs) > MaxDraftLegs {
		legs = legs[:MaxDraftLegs]
	}
	for {
		w := make([]float64, len(legs))
		for i, l := range legs {
			w[i] = l.weight
		}
		pct, err := analytics.RoundToTotal(w, 100)
		if err != nil {
			return nil, fmt.Errorf("round drafted weights: %w", err)
		}
		var out []Leg
		for i, p := range pct {
			if p > 0 {
				out = append(out, Leg{Symbol: legs[i].symbol, WeightPct: float64(p), Reason: legs[i].reason})
			}
		}
		sort.SliceStable(out, func(i, j int) bool {
			if out[i].WeightPct != out[j].WeightPct {
				return out[i].WeightPct > out[j].WeightPct
			}
			return out[i].Symbol < out[j].Symbol
		})
		smallest := out[len(out)-1].WeightPct
		if len(out) == 1 || smallest*amountUSD/100 >= MinDraftLegUSD {
			return out, nil
		}
		// Drop the smallest rounded leg and re-round the rest.
		keep := legs[:0:0]
		for _, l := range legs {
			if l.symbol != out[len(out)-1].Symbol {
				keep = append(keep, l)
			}
		}
		legs = keep
	}
}

func summary(bs []basket, amountUSD float64, n int) string {
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = b.name
	}
	return fmt.Sprintf("%s for $%s: %d holdings.", strings.Join(names, " + "), strconv.FormatFloat(amountUSD, 'f', 2, 64), n)
}

func rationale(bs []basket, asOf string, riskBps int) string {
	var b strings.Builder
	for i, bk := range bs {
		if i > 0 {
			b.WriteString(" ")
		}
		if bk.keyword == "" {
			fmt.Fprintf(&b, "No keyword of the goal table matched, so the plan follows the default, the %s.", bk.name)
		} else {
			fmt.Fprintf(&b, "Your goal mentions %q, which selects the %s.", bk.keyword, bk.name)
		}
	}
	if len(bs) > 1 {
		fmt.Fprintf(&b, " The %d baskets are blended in equal shares.", len(bs))
	}
	fmt.Fprintf(&b, " Only tradable assets with a full year of public daily closes are held; weights are whole percents summing to 100. Market data as of %s. Measured risk: %.2f%% annualized volatility over the last year (%d bps). Backtests are history, not a promise.",
		asOf, float64(riskBps)/100, riskBps)
	return b.String()
}
