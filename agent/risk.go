package agent

import (
	"errors"
	"fmt"
	"strings"

	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
)

// riskToleranceBps is how far an allocation's riskScore may fall below the agent's own measure
// before the agent refuses to sign it. Allocation drafts carry the measure itself; the tolerance
// covers the market data moving on between a draft and its commit (the measure is rebuilt every
// six hours, and one session more or less in a year's window moves it by tens of bps). A
// riskScore above the measure is always accepted: overstating risk is conservative.
const riskToleranceBps = 250

// ErrNoMarketData means the agent has no price history to measure risk with yet (before the
// first market build). The request is fine; the service is not ready.
var ErrNoMarketData = errors.New("no market data to measure risk with yet")

// MeasureRisk is the agent's risk measure of an allocation, in bps: analytics.RiskBps, the
// annualized volatility of the plan's daily returns held at its weights and rebalanced daily,
// over the last year of real closes (253 sessions of the panel). A leg without a full year of
// history leaves the plan unmeasurable: the allocation route never proposes such a leg, so the
// allocation is malformed (ErrInvalidPlan).
func MeasureRisk(p *market.Panel, a Allocation) (int, error) {
	if p == nil {
		return 0, ErrNoMarketData
	}
	weights := make([]float64, len(a.Allocations))
	cols := make([][]float64, len(a.Allocations))
	for i, l := range a.Allocations {
		col := p.Tail(strings.ToUpper(l.Symbol), market.YearSessions)
		if col == nil {
			return 0, fmt.Errorf("%w: %s has no year of daily closes to measure risk with", ErrInvalidPlan, l.Symbol)
		}
		weights[i], cols[i] = l.WeightPct, col
	}
	bps, ok := analytics.RiskBps(weights, cols)
	if !ok {
		return 0, fmt.Errorf("%w: the plan's risk cannot be measured from complete closes", ErrInvalidPlan)
	}
	return bps, nil
}
