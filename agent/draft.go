package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/vera-invest/vera/agent/goal"
	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
)

// errInvalidDraft marks a malformed POST /api/allocate body.
var errInvalidDraft = errors.New("invalid allocation request")

// ErrNoDraft means no basket of the latest market build has a tradable, measurable leg: the
// request is fine, the service cannot propose a plan now.
var ErrNoDraft = errors.New("no tradable plan can be drafted from the current market data")

// Limits of a draft.
const (
	maxGoalChars = 600
	// maxDraftBaskets is how many matched baskets a draft blends.
	maxDraftBaskets = 3
	// maxDraftLegs is how many holdings a draft keeps at most.
	maxDraftLegs = 12
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
		return fmt.Errorf("%w: %v", errInvalidDraft, err)
	}
	if w.Goal == nil || w.AmountUSD == nil {
		return fmt.Errorf("%w: goal and amountUsd are required", errInvalidDraft)
	}
	*r = DraftRequest{Goal: *w.Goal, AmountUSD: *w.AmountUSD}
	return nil
}

// Validate checks a goal of 1-600 characters (not blank) and an amountUsd in (0, 1000000], the
// bound commit-plan takes.
func (r DraftRequest) Validate() error {
	if n := utf8.RuneCountInString(r.Goal); n == 0 || n > maxGoalChars || !utf8.ValidString(r.Goal) || strings.TrimSpace(r.Goal) == "" {
		return fmt.Errorf("%w: goal must be 1-%d characters", errInvalidDraft, maxGoalChars)
	}
	if !(r.AmountUSD > 0 && r.AmountUSD <= maxAmountUSD) {
		return fmt.Errorf("%w: amountUsd must be in (0, %d]", errInvalidDraft, maxAmountUSD)
	}
	return nil
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

// Draft is the answer of POST /api/allocate: the Draft allocation (what commit-plan takes and
// hashes) and, beside it, what the goal was understood to say. commit-plan ignores understood:
// it is not part of the canonical allocation.
type Draft struct {
	Allocation
	Understood understood `json:"understood"`
}

// understood is what the goal was read to say (goal.Understood) and how the draft answered it.
type understood struct {
	// Language is "en", or "other" for a goal in another language, which is not guessed at.
	Language string `json:"language" openapi:"enum=en,enum=other"`
	// Elements are what the draft used, each with the goal's words, a label and a phrase that
	// re-drafts it (goal.Compose).
	Elements []goal.Element `json:"elements"`
	// Conflicts and Notes say in words what contradicted what, what could not be served and
	// what was done instead.
	Conflicts []string `json:"conflicts"`
	Notes     []string `json:"notes"`
	// Default marks a goal that said too little to go on: the draft is the lowest-risk basket
	// the data shows, and Question asks for more.
	Default  bool   `json:"default"`
	Question string `json:"question,omitempty"`
}

// The questions a draft asks back.
const (
	QuestionPurpose  = "What is the money for, and for how long?"
	questionLanguage = "I read goals in English only for now. In English: what is the money for, and for how long?"
)

// Drafter turns a plain-language goal into a Draft allocation by the documented, deterministic
// rules of docs/autopilot.md: the same goal, amount and market data give the same draft, byte
// for byte.
type Drafter struct {
	cfg DrafterConfig

	mu      sync.Mutex
	catalog *market.Catalog // the catalog reader was built from
	reader  *goal.Reader
}

// NewDrafter returns a Drafter.
func NewDrafter(cfg DrafterConfig) (*Drafter, error) {
	if cfg.Market == nil {
		return nil, errors.New("agent: no market snapshot source for drafts")
	}
	return &Drafter{cfg: cfg}, nil
}

// readerFor is the goal reader over a catalog's names, built once per catalog.
func (d *Drafter) readerFor(c *market.Catalog) *goal.Reader {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.catalog != c || d.reader == nil {
		d.catalog, d.reader = c, goal.NewReader(vocabulary(c))
	}
	return d.reader
}

// vocabulary is the names a goal can use: every catalog asset's ticker and aliases.
func vocabulary(c *market.Catalog) goal.Vocabulary {
	var v goal.Vocabulary
	for _, a := range c.Assets() {
		v.Names = append(v.Names, goal.Name{Symbol: a.Symbol, Label: a.Name + " (" + a.Symbol + ")", Aliases: a.Aliases})
	}
	return v
}

// Draft is Propose's allocation alone: what an Autopilot run signs and buys.
func (d *Drafter) Draft(req DraftRequest) (Allocation, error) {
	p, err := d.Propose(req)
	return p.Allocation, err
}

// Propose drafts the plan for req (already validated), as docs/autopilot.md describes:
//
//  1. the goal is read (goal.Reader) into elements: what to hold, what to leave out, the kind of
//     holding, a screen, the risk, the horizon, growth or income;
//  2. a holding is usable when unlocked, tradable, with a full year of closes (so the risk
//     measure applies), not ruled out, of the kind asked for (a name the goal gives is held
//     whatever its kind) and inside the screen;
//  3. each thing asked for is a sleeve of usable holdings, weighted by inverse volatility (named
//     holdings equally, groves and strategies by their own weights); sleeves share the plan
//     equally, or 75 % to what the goal says it mostly wants, or all of it to what it only wants;
//  4. low risk (or money needed within three years, or income) adds the calmest holdings the
//     data shows, at half the plan or more until the plan's measured risk is at most 10 %; medium
//     risk at 30 % or more until it is at most 20 %;
//  5. with nothing to hold asked for: high risk takes the Momentum Leaders strategy, medium
//     risk broad stock index funds and bonds, growth or a horizon broad stock index funds, low
//     risk the calmest holdings; with nothing at all, the default is the lowest-risk basket by
//     measured volatility, and the draft asks what the money is for;
//  6. the 12 largest legs are kept and rounded to whole percents summing to 100 (the smallest
//     dropped while it would buy under MinDraftLegUSD); riskScore is MeasureRisk of the result.
func (d *Drafter) Propose(req DraftRequest) (Draft, error) {
	snap := d.cfg.Market()
	if snap == nil || snap.Baskets == nil || snap.Panel == nil || snap.Catalog == nil {
		return Draft{}, ErrNoMarketData
	}
	var locked map[string]bool
	if d.cfg.Locked != nil {
		locked = d.cfg.Locked()
	}
	base := func(symbol string) bool {
		if locked[symbol] || (d.cfg.Tradable != nil && !d.cfg.Tradable(symbol)) {
			return false
		}
		if _, ok := snap.Catalog.Lookup(symbol); !ok {
			return false
		}
		return measurable(snap.Panel, symbol)
	}
	read := d.readerFor(snap.Catalog).Read(req.Goal, req.AmountUSD)
	c := newComposer(snap, base, read, req.AmountUSD)
	plan, err := c.compose()
	if err != nil {
		return Draft{}, err
	}
	alloc, err := roundLegs(plan.legs, req.AmountUSD)
	if err != nil {
		return Draft{}, err
	}
	risk, err := MeasureRisk(snap.Panel, Allocation{Allocations: alloc})
	if err != nil {
		return Draft{}, fmt.Errorf("measure drafted plan: %w", err)
	}
	for i := range alloc {
		alloc[i].Reason = c.reason(plan, alloc[i])
	}
	u := plan.understood
	return Draft{
		Allocation: Allocation{
			Summary:     c.summary(plan, len(alloc)),
			Rationale:   c.rationale(plan, alloc, risk),
			RiskScore:   float64(risk),
			Allocations: alloc,
		},
		Understood: u,
	}, nil
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

// basketLeg is a weighted symbol.
type basketLeg struct {
	symbol string
	weight float64
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
	legs = append([]basketLeg(nil), legs...)
	sortLegs(legs)
	if len(legs) > maxDraftLegs {
		legs = legs[:maxDraftLegs]
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
				out = append(out, Leg{Symbol: legs[i].symbol, WeightPct: float64(p)})
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
