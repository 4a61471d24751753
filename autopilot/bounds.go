package autopilot

import (
	"math/big"
	"time"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/market"
)

// minLegE6 is the minimum tradable purchase of a plan's leg: the smallest leg a draft proposes
// (agent.MinDraftLegUSD), in micro-USD.
const minLegE6 = uint64(agent.MinDraftLegUSD * 1e6)

// plan is a run that passed its bounds: the plan, its measured risk and its purchases.
type plan struct {
	alloc     agent.Allocation
	measured  int
	purchases []purchase
}

// draftFunc drafts the run's plan and measures its risk; an error means no plan can be drafted.
type draftFunc func() (alloc agent.Allocation, measuredBps int, err error)

// evaluateBounds is the bounds of one run without chain work (checkBounds), the plan drafted by
// drafter and its risk measured on panel.
func evaluateBounds(c Config, cashE6 *big.Int, now time.Time, drafter Drafter, panel *market.Panel) (plan, string) {
	return checkBounds(c, cashE6, now, func() (agent.Allocation, int, error) {
		alloc, err := drafter.Draft(agent.DraftRequest{Goal: c.Goal, AmountUSD: usd(c.AmountE6)})
		if err != nil {
			return agent.Allocation{}, 0, err
		}
		measured, err := agent.MeasureRisk(panel, alloc)
		return alloc, measured, err
	})
}

// checkBounds is the bounds of one run in the spec's order: paused, cash (the owner's USDG,
// micro-USD), spend cap, then the drafted plan's measured risk against the ceiling and its
// purchases against the minimum tradable size. It returns the plan, or the skip reason; draft
// is called only once the first three bounds pass.
func checkBounds(c Config, cashE6 *big.Int, now time.Time, draft draftFunc) (plan, string) {
	if checkRunnable(c) != nil {
		return plan{}, reasonPaused
	}
	if reason := checkCash(c, cashE6); reason != "" {
		return plan{}, reason
	}
	if reason := checkSpendCap(c, now); reason != "" {
		return plan{}, reason
	}
	alloc, measured, err := draft()
	if err != nil {
		return plan{}, reasonNoPlan
	}
	if reason := checkRisk(c, measured); reason != "" {
		return plan{}, reason
	}
	purchases := splitAmount(c.AmountE6, alloc.Allocations)
	if reason := checkPurchases(purchases); reason != "" {
		return plan{}, reason
	}
	return plan{alloc: alloc, measured: measured, purchases: purchases}, ""
}

// checkCash, CheckSpendCap, CheckRisk and CheckPurchases are the spec's bounds in its order
// after CheckRunnable; each returns the skip reason, or "" when the bound passes.

// checkCash: the owner's USDG must cover amountUsd.
func checkCash(c Config, cashE6 *big.Int) string {
	if cashE6 == nil || cashE6.Cmp(new(big.Int).SetUint64(c.AmountE6)) < 0 {
		return reasonNoCash
	}
	return ""
}

// checkSpendCap: spentThisPeriod (of the current period, at) + amountUsd must not exceed
// maxPerPeriodUsd.
func checkSpendCap(c Config, at time.Time) string {
	rollPeriod(&c, at)
	if c.SpentE6+c.AmountE6 > c.MaxPerPeriodE6 {
		return reasonSpendCap
	}
	return ""
}

// checkRisk: the plan's measured risk must be at or under riskCeilingBps.
func checkRisk(c Config, measuredBps int) string {
	if measuredBps > c.RiskCeilingBps {
		return reasonRiskCeiling
	}
	return ""
}

// checkPurchases: every leg's purchase must be at least MinLegE6.
func checkPurchases(purchases []purchase) string {
	if len(purchases) == 0 {
		return reasonTooSmall
	}
	for _, p := range purchases {
		if p.AmountE6 < minLegE6 {
			return reasonTooSmall
		}
	}
	return ""
}

// splitAmount divides amountE6 over the plan's weights in integer micro-USD: each leg's
// purchase is floor(amount × weight / total), the largest leg's gets the remainder, so the
// purchases sum to the amount exactly (the record's usdSpent is the run's amount to the unit).
func splitAmount(amountE6 uint64, legs []agent.Leg) []purchase {
	out := make([]purchase, len(legs))
	var total float64
	for _, l := range legs {
		total += l.WeightPct
	}
	if total <= 0 {
		return nil
	}
	var sum uint64
	largest := 0
	for i, l := range legs {
		e6 := uint64(float64(amountE6) * l.WeightPct / total)
		out[i] = purchase{Symbol: l.Symbol, WeightPct: l.WeightPct, AmountE6: e6}
		sum += e6
		if l.WeightPct > legs[largest].WeightPct {
			largest = i
		}
	}
	out[largest].AmountE6 += amountE6 - sum
	return out
}

// rollPeriod turns c's spend period when it has ended by at: a period lasts one cadence from
// PeriodStart; when at is past it, PeriodStart advances by whole periods and the spend resets.
func rollPeriod(c *Config, at time.Time) {
	p := time.Duration(c.Cadence.seconds()) * time.Second
	if p <= 0 {
		return
	}
	if c.PeriodStart.IsZero() || c.PeriodStart.After(at) {
		return
	}
	if n := at.Sub(c.PeriodStart) / p; n > 0 {
		c.PeriodStart = c.PeriodStart.Add(n * p)
		c.SpentE6 = 0
	}
}
