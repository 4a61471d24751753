package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// ErrInvalidPlan marks a commit-plan request that is malformed: a bad address, a malformed
// allocation, an amount out of range, or a symbol the service does not offer.
var ErrInvalidPlan = errors.New("invalid commit-plan request")

// Limits of a commit-plan request.
const (
	maxAmountUSD = 1_000_000
	maxLegs      = 50
	maxSymbolLen = 12
	maxTextLen   = 10_000
	// weightSumSlop is how far the legs' weights may sum from 100 (clients round).
	weightSumSlop = 0.5
)

// PlanRequest is the body of POST /api/commit-plan. Decoding it checks that every field is
// present and of the right type; Validate checks the values.
type PlanRequest struct {
	Address    common.Address
	Allocation Allocation
	AmountUSD  float64
}

// Allocation is the Draft allocation.
type Allocation struct {
	Summary     string  `json:"summary"`
	Rationale   string  `json:"rationale"`
	RiskScore   float64 `json:"riskScore" openapi:"minimum=0,maximum=10000"`
	Allocations []Leg   `json:"allocations" openapi:"minItems=1,maxItems=12"`
}

// Leg is one line of a Draft allocation.
type Leg struct {
	Symbol    string  `json:"symbol" openapi:"minLength=1,maxLength=12"`
	WeightPct float64 `json:"weightPct" openapi:"exclusiveMinimum=0,maximum=100"`
	Reason    string  `json:"reason" openapi:"maxLength=10000"`
}

// UnmarshalJSON requires address, allocation and amountUsd; unknown fields are ignored.
func (r *PlanRequest) UnmarshalJSON(b []byte) error {
	var w struct {
		Address    *string     `json:"address"`
		Allocation *Allocation `json:"allocation"`
		AmountUSD  *float64    `json:"amountUsd"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidPlan, err)
	}
	if w.Address == nil || w.Allocation == nil || w.AmountUSD == nil {
		return fmt.Errorf("%w: address, allocation and amountUsd are required", ErrInvalidPlan)
	}
	addr, err := chain.ParseAddress(*w.Address)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidPlan, err)
	}
	*r = PlanRequest{Address: addr, Allocation: *w.Allocation, AmountUSD: *w.AmountUSD}
	return nil
}

// UnmarshalJSON requires summary, rationale, riskScore and allocations.
func (a *Allocation) UnmarshalJSON(b []byte) error {
	var w struct {
		Summary     *string  `json:"summary"`
		Rationale   *string  `json:"rationale"`
		RiskScore   *float64 `json:"riskScore"`
		Allocations *[]Leg   `json:"allocations"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: allocation: %v", ErrInvalidPlan, err)
	}
	if w.Summary == nil || w.Rationale == nil || w.RiskScore == nil || w.Allocations == nil {
		return fmt.Errorf("%w: allocation needs summary, rationale, riskScore and allocations", ErrInvalidPlan)
	}
	*a = Allocation{Summary: *w.Summary, Rationale: *w.Rationale, RiskScore: *w.RiskScore, Allocations: *w.Allocations}
	return nil
}

// UnmarshalJSON requires symbol, weightPct and reason.
func (l *Leg) UnmarshalJSON(b []byte) error {
	var w struct {
		Symbol    *string  `json:"symbol"`
		WeightPct *float64 `json:"weightPct"`
		Reason    *string  `json:"reason"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: leg: %v", ErrInvalidPlan, err)
	}
	if w.Symbol == nil || w.WeightPct == nil || w.Reason == nil {
		return fmt.Errorf("%w: a leg needs symbol, weightPct and reason", ErrInvalidPlan)
	}
	*l = Leg{Symbol: *w.Symbol, WeightPct: *w.WeightPct, Reason: *w.Reason}
	return nil
}

// Validate checks the values: amountUsd in (0, 1000000] and a valid allocation. Every failure
// wraps ErrInvalidPlan.
func (r PlanRequest) Validate() error {
	if !(r.AmountUSD > 0 && r.AmountUSD <= maxAmountUSD) {
		return fmt.Errorf("%w: amountUsd must be in (0, %d]", ErrInvalidPlan, maxAmountUSD)
	}
	return r.Allocation.Validate()
}

// Validate checks a Draft allocation: texts up to 10,000 bytes, 1-50 legs, each with a 1-12
// character symbol (no surrounding spaces, no symbol twice) and a weightPct in (0, 100], the
// weights summing to 100 ± 0.5. Every failure wraps ErrInvalidPlan.
func (a Allocation) Validate() error {
	if len(a.Summary) > maxTextLen || len(a.Rationale) > maxTextLen {
		return fmt.Errorf("%w: allocation text over %d bytes", ErrInvalidPlan, maxTextLen)
	}
	if math.IsNaN(a.RiskScore) || math.IsInf(a.RiskScore, 0) {
		return fmt.Errorf("%w: riskScore is not a number", ErrInvalidPlan)
	}
	if len(a.Allocations) == 0 || len(a.Allocations) > maxLegs {
		return fmt.Errorf("%w: allocation needs 1 to %d legs, has %d", ErrInvalidPlan, maxLegs, len(a.Allocations))
	}
	sum := 0.0
	seen := map[string]bool{}
	for i, l := range a.Allocations {
		sym := l.Symbol
		if len(sym) == 0 || len(sym) > maxSymbolLen || strings.TrimSpace(sym) != sym {
			return fmt.Errorf("%w: leg %d symbol %q", ErrInvalidPlan, i, sym)
		}
		if seen[strings.ToUpper(sym)] {
			return fmt.Errorf("%w: symbol %s appears twice", ErrInvalidPlan, sym)
		}
		seen[strings.ToUpper(sym)] = true
		if !(l.WeightPct > 0 && l.WeightPct <= 100) {
			return fmt.Errorf("%w: leg %d weightPct %v outside (0, 100]", ErrInvalidPlan, i, l.WeightPct)
		}
		if len(l.Reason) > maxTextLen {
			return fmt.Errorf("%w: leg %d reason over %d bytes", ErrInvalidPlan, i, maxTextLen)
		}
		sum += l.WeightPct
	}
	if math.Abs(sum-100) > weightSumSlop {
		return fmt.Errorf("%w: weights sum to %v, want 100", ErrInvalidPlan, sum)
	}
	return nil
}
