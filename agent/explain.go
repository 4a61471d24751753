package agent

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/vera-invest/vera/agent/goal"
)

// A draft's words: each holding's reason, the summary and the rationale, in plain words and
// money. No timestamps, no basis points: riskScore carries the number, the words say it in
// percent.

// reason says why a holding is in the plan for this goal: what it is for (its theme, class or
// sector with the source, or that the goal named it), its measured volatility, and the weight
// rule of each sleeve it is in.
func (c *composer) reason(p *plan, l Leg) string {
	var b strings.Builder
	a, _ := c.snap.Catalog.Lookup(l.Symbol)
	fmt.Fprintf(&b, "%s (%s). ", a.Name, a.Symbol)
	var rules []string
	for _, s := range p.sleeves {
		why, ok := s.why[l.Symbol]
		if !ok || !holds(s, l.Symbol) {
			continue
		}
		b.WriteString(why)
		b.WriteString(" ")
		r := fmt.Sprintf("%s: %s of the plan", s.label, pct(s.share*100))
		if len(s.legs) > 1 {
			r += ", split " + strings.SplitN(s.rule, " (", 2)[0]
		}
		rules = append(rules, r)
	}
	fmt.Fprintf(&b, "It swung %s a year over the last year. ", pct(c.vol(l.Symbol)*100))
	fmt.Fprintf(&b, "%s. This holding: %s (%s).", strings.Join(rules, "; "), pct(l.WeightPct), goal.Dollars(l.WeightPct*c.amount/100))
	return b.String()
}

func holds(s *sleeve, symbol string) bool {
	for _, l := range s.legs {
		if l.symbol == symbol {
			return true
		}
	}
	return false
}

// summary names what the plan holds, the amount and the number of holdings.
func (c *composer) summary(p *plan, n int) string {
	if p.understood.Default {
		return fmt.Sprintf("Default, the lowest-risk basket the data shows (%s), for %s: %s.", lowerFirst(p.sleeves[0].label), goal.Dollars(c.amount), plural(n, "holding"))
	}
	var names []string
	for _, s := range p.sleeves {
		names = append(names, s.label)
	}
	return fmt.Sprintf("%s for %s: %s.", strings.Join(names, " + "), goal.Dollars(c.amount), plural(n, "holding"))
}

// rationale says what was understood, what was left out, where the money goes (in dollars and
// percent), what could not be served and why, and the measured risk in percent with the data's
// date.
func (c *composer) rationale(p *plan, legs []Leg, riskBps int) string {
	var b strings.Builder
	if len(p.asked) > 0 {
		fmt.Fprintf(&b, "I read your goal as: %s. ", strings.Join(p.asked, "; "))
	}
	if len(p.leftOut) > 0 {
		fmt.Fprintf(&b, "Left out: %s. ", strings.Join(p.leftOut, "; "))
	}
	if p.understood.Default {
		fmt.Fprintf(&b, "Because %s, this is the lowest-risk basket the data shows: %s, all %s in %s, chosen for the lowest measured volatility among the strategies, themes, groves and the calmest holdings. ",
			p.defaultWhy, lowerFirst(p.sleeves[0].label), goal.Dollars(c.amount), plural(len(legs), "holding"))
	}
	weights := sleeveWeights(p, legs)
	for i, s := range p.sleeves {
		if p.understood.Default {
			break
		}
		w := math.Round(weights[i])
		n := countIn(s, legs)
		fmt.Fprintf(&b, "%s: %s (%s) in %s", s.label, goal.Dollars(w*c.amount/100), pct(w), plural(n, "holding"))
		if n > 1 {
			b.WriteString(", weighted " + s.rule)
		}
		if s.role == roleCalm && p.calmWhy != "" {
			fmt.Fprintf(&b, ", because %s", p.calmWhy)
		}
		b.WriteString(". ")
	}
	for _, s := range p.understood.Conflicts {
		b.WriteString(s)
		b.WriteString(" ")
	}
	for _, s := range p.understood.Notes {
		b.WriteString(s)
		b.WriteString(" ")
	}
	fmt.Fprintf(&b, "Measured risk: over the last year of daily closes (to %s) this plan's value swung about %s a year; a bad year can lose more than that. ", longDate(c.snap.Panel.LastDate()), pct(float64(riskBps)/100))
	b.WriteString("Only tradable holdings with a full year of public daily closes are held; weights are whole percents summing to 100. Past prices are history, not a promise.")
	if p.understood.Question != "" {
		b.WriteString(" ")
		b.WriteString(p.understood.Question)
	}
	return b.String()
}

// sleeveWeights is each sleeve's part of the rounded plan, in percent: each leg's weight
// apportioned to the sleeves holding it by their contribution.
func sleeveWeights(p *plan, legs []Leg) []float64 {
	out := make([]float64, len(p.sleeves))
	for _, l := range legs {
		contrib := make([]float64, len(p.sleeves))
		total := 0.0
		for i, s := range p.sleeves {
			for _, sl := range s.legs {
				if sl.symbol == l.Symbol {
					contrib[i] = sl.weight * s.share
					total += contrib[i]
				}
			}
		}
		for i := range contrib {
			if total > 0 {
				out[i] += l.WeightPct * contrib[i] / total
			}
		}
	}
	return out
}

func countIn(s *sleeve, legs []Leg) int {
	n := 0
	for _, l := range legs {
		if holds(s, l.Symbol) {
			n++
		}
	}
	return n
}

// pct says a percentage: whole numbers without decimals, else one decimal ("4.2 %").
func pct(v float64) string {
	r := math.Round(v*10) / 10
	if r == math.Trunc(r) {
		return fmt.Sprintf("%.0f %%", r)
	}
	return fmt.Sprintf("%.1f %%", r)
}

// longDate says a session date as people read it: "29 May 2026".
func longDate(date string) string {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return date
	}
	return t.Format("2 January 2006")
}
