package commitplan

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
)

// ErrInvalid marks a request the route answers with 400 {"error":"Invalid request body."}.
var ErrInvalid = errors.New("invalid commit-plan request")

// Limits of the spec.
const (
	MaxAmountUSD  = 1_000_000
	MaxRiskBps    = 10_000
	RiskHeadroom  = 1_500
	Validity      = 15 * time.Minute
	MaxLegs       = 50
	MaxSymbolLen  = 12
	MaxTextLen    = 10_000
	weightSumSlop = 0.5
)

// Allocation is the Draft allocation.
type Allocation struct {
	Summary     string  `json:"summary"`
	Rationale   string  `json:"rationale"`
	RiskScore   float64 `json:"riskScore"`
	Allocations []Leg   `json:"allocations"`
}

// Leg is one line of a Draft allocation.
type Leg struct {
	Symbol    string  `json:"symbol"`
	WeightPct float64 `json:"weightPct"`
	Reason    string  `json:"reason"`
}

// Request is a validated commit-plan body.
type Request struct {
	Address    common.Address
	Allocation Allocation
	AmountUSD  float64
}

// Assessment is the Risk assessment resource, ready to encode as the response body.
type Assessment struct {
	PlanID       string `json:"planId"`
	RecHash      string `json:"recHash"`
	AssessedRisk int    `json:"assessedRisk"`
	MaxRisk      int    `json:"maxRisk"`
	Expiry       string `json:"expiry"`
	Signature    string `json:"signature"`
	AgentID      string `json:"agentId"`
}

// wire shapes with pointers, so a missing field is told apart from a zero one.
type wireRequest struct {
	Address    *string          `json:"address"`
	Allocation *json.RawMessage `json:"allocation"`
	AmountUSD  *float64         `json:"amountUsd"`
}

type wireAllocation struct {
	Summary     *string    `json:"summary"`
	Rationale   *string    `json:"rationale"`
	RiskScore   *float64   `json:"riskScore"`
	Allocations *[]wireLeg `json:"allocations"`
}

type wireLeg struct {
	Symbol    *string  `json:"symbol"`
	WeightPct *float64 `json:"weightPct"`
	Reason    *string  `json:"reason"`
}

// ParseRequest decodes and validates a request body. Every failure wraps ErrInvalid. Rules: address
// is 0x and 40 hex digits, all lower or upper case or EIP-55 checksummed; amountUsd is a number in
// (0, 1000000]; the allocation has string summary and rationale, numeric riskScore and 1-50 legs, each
// with a 1-12 character symbol, a string reason and a weightPct in (0, 100], the weights summing to
// 100 ± 0.5. Unknown fields are ignored.
func ParseRequest(body []byte) (Request, error) {
	var w wireRequest
	if err := json.Unmarshal(body, &w); err != nil {
		return Request{}, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	if w.Address == nil || w.Allocation == nil || w.AmountUSD == nil {
		return Request{}, fmt.Errorf("%w: address, allocation and amountUsd are required", ErrInvalid)
	}
	addr, err := ParseAddress(*w.Address)
	if err != nil {
		return Request{}, err
	}
	if !(*w.AmountUSD > 0 && *w.AmountUSD <= MaxAmountUSD) {
		return Request{}, fmt.Errorf("%w: amountUsd must be in (0, %d]", ErrInvalid, MaxAmountUSD)
	}
	alloc, err := ParseAllocation(*w.Allocation)
	if err != nil {
		return Request{}, err
	}
	return Request{Address: addr, Allocation: alloc, AmountUSD: *w.AmountUSD}, nil
}

// ParseAddress accepts a 0x-prefixed 20-byte hex address: all lower case, all upper case, or with a
// valid EIP-55 checksum.
func ParseAddress(s string) (common.Address, error) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") || !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%w: address must be 0x and 40 hex digits", ErrInvalid)
	}
	a := common.HexToAddress(s)
	body := s[2:]
	if body != strings.ToLower(body) && body != strings.ToUpper(body) && a.Hex() != s {
		return common.Address{}, fmt.Errorf("%w: address checksum mismatch", ErrInvalid)
	}
	return a, nil
}

// ParseAllocation decodes and validates a Draft allocation (rules at ParseRequest).
func ParseAllocation(raw []byte) (Allocation, error) {
	var w wireAllocation
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&w); err != nil {
		return Allocation{}, fmt.Errorf("%w: allocation: %v", ErrInvalid, err)
	}
	if w.Summary == nil || w.Rationale == nil || w.RiskScore == nil || w.Allocations == nil {
		return Allocation{}, fmt.Errorf("%w: allocation needs summary, rationale, riskScore and allocations", ErrInvalid)
	}
	if len(*w.Summary) > MaxTextLen || len(*w.Rationale) > MaxTextLen {
		return Allocation{}, fmt.Errorf("%w: allocation text over %d bytes", ErrInvalid, MaxTextLen)
	}
	legs := *w.Allocations
	if len(legs) == 0 || len(legs) > MaxLegs {
		return Allocation{}, fmt.Errorf("%w: allocation needs 1 to %d legs, has %d", ErrInvalid, MaxLegs, len(legs))
	}
	a := Allocation{Summary: *w.Summary, Rationale: *w.Rationale, RiskScore: *w.RiskScore}
	sum := 0.0
	seen := map[string]bool{}
	for i, l := range legs {
		if l.Symbol == nil || l.WeightPct == nil || l.Reason == nil {
			return Allocation{}, fmt.Errorf("%w: leg %d needs symbol, weightPct and reason", ErrInvalid, i)
		}
		sym := *l.Symbol
		if len(sym) == 0 || len(sym) > MaxSymbolLen || strings.TrimSpace(sym) != sym {
			return Allocation{}, fmt.Errorf("%w: leg %d symbol %q", ErrInvalid, i, sym)
		}
		if seen[strings.ToUpper(sym)] {
			return Allocation{}, fmt.Errorf("%w: symbol %s appears twice", ErrInvalid, sym)
		}
		seen[strings.ToUpper(sym)] = true
		if !(*l.WeightPct > 0 && *l.WeightPct <= 100) {
			return Allocation{}, fmt.Errorf("%w: leg %d weightPct %v outside (0, 100]", ErrInvalid, i, *l.WeightPct)
		}
		if len(*l.Reason) > MaxTextLen {
			return Allocation{}, fmt.Errorf("%w: leg %d reason over %d bytes", ErrInvalid, i, MaxTextLen)
		}
		sum += *l.WeightPct
		a.Allocations = append(a.Allocations, Leg{Symbol: sym, WeightPct: *l.WeightPct, Reason: *l.Reason})
	}
	if math.Abs(sum-100) > weightSumSlop {
		return Allocation{}, fmt.Errorf("%w: weights sum to %v, want 100", ErrInvalid, sum)
	}
	return a, nil
}

// Config configures an Assessor.
type Config struct {
	ChainID int64
	// Record is the record contract, the EIP-712 verifyingContract.
	Record common.Address
	// AgentID is the agent's id in the identity registry (default 1).
	AgentID int64
	// Signer holds the agent key.
	Signer chain.Signer
	// Now is the clock (default time.Now).
	Now func() time.Time
	// KnownSymbol, when set, rejects legs whose symbol it does not know.
	KnownSymbol func(symbol string) bool
}

// Assessor signs risk assessments. It is safe for concurrent use.
type Assessor struct {
	cfg       Config
	domainSep common.Hash
}

// New returns an Assessor.
func New(cfg Config) (*Assessor, error) {
	if cfg.Signer == nil {
		return nil, errors.New("commitplan: no agent signer configured")
	}
	if cfg.ChainID == 0 || cfg.Record == (common.Address{}) {
		return nil, errors.New("commitplan: chain id and record contract are required")
	}
	if cfg.AgentID == 0 {
		cfg.AgentID = 1
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Assessor{cfg: cfg, domainSep: chain.AgentRecordDomainSeparator(cfg.ChainID, cfg.Record)}, nil
}

// Signer returns the agent signer's address.
func (a *Assessor) Signer() common.Address { return a.cfg.Signer.Address() }

// Assess derives the plan's identifiers and signs its RiskInference at the current time.
func (a *Assessor) Assess(ctx context.Context, req Request) (Assessment, error) {
	if a.cfg.KnownSymbol != nil {
		for _, l := range req.Allocation.Allocations {
			if !a.cfg.KnownSymbol(l.Symbol) {
				return Assessment{}, fmt.Errorf("%w: unknown symbol %s", ErrInvalid, l.Symbol)
			}
		}
	}
	if !(req.AmountUSD > 0 && req.AmountUSD <= MaxAmountUSD) || len(req.Allocation.Allocations) == 0 {
		return Assessment{}, fmt.Errorf("%w: request not validated", ErrInvalid)
	}
	now := a.cfg.Now().Unix()
	canon := Canonical(req.Allocation)
	recHash := crypto.Keccak256Hash(canon)
	planID := PlanID(canon, now)
	assessed := ClampRisk(req.Allocation.RiskScore)
	maxRisk := min(assessed+RiskHeadroom, MaxRiskBps)
	expiry := big.NewInt(now + int64(Validity/time.Second))
	inf := chain.RiskInference{PlanID: planID, AssessedRisk: uint16(assessed), MaxRisk: uint16(maxRisk), Expiry: expiry}
	sig, err := a.cfg.Signer.SignDigest(ctx, inf.Digest(a.domainSep))
	if err != nil {
		return Assessment{}, fmt.Errorf("cannot sign risk inference %s: %w", planID.Hex(), err)
	}
	return Assessment{
		PlanID: planID.Hex(), RecHash: recHash.Hex(), AssessedRisk: assessed, MaxRisk: maxRisk,
		Expiry: expiry.String(), Signature: hexutil.Encode(sig), AgentID: strconv.FormatInt(a.cfg.AgentID, 10),
	}, nil
}

// PlanID is keccak256(canonical ‖ uint256(unixSeconds)).
func PlanID(canonical []byte, unixSeconds int64) common.Hash {
	var ts [32]byte
	binary.BigEndian.PutUint64(ts[24:], uint64(unixSeconds))
	return crypto.Keccak256Hash(canonical, ts[:])
}

// ClampRisk rounds a riskScore (bps) half away from zero and clamps it to 0..10000.
func ClampRisk(score float64) int {
	if math.IsNaN(score) {
		return 0
	}
	r := math.Round(score)
	switch {
	case r <= 0:
		return 0
	case r >= MaxRiskBps:
		return MaxRiskBps
	}
	return int(r)
}

// RecordCall packs AgentRecord.record for an assessment, to batch with the buys: user is the smart
// account, usdSpent the USDG base units (6 decimals) spent on legCount legs.
func RecordCall(a Assessment, user common.Address, usdSpent *big.Int, legCount uint16) ([]byte, error) {
	planID, err := hexutil.Decode(a.PlanID)
	if err != nil || len(planID) != 32 {
		return nil, fmt.Errorf("bad planId %q", a.PlanID)
	}
	recHash, err := hexutil.Decode(a.RecHash)
	if err != nil || len(recHash) != 32 {
		return nil, fmt.Errorf("bad recHash %q", a.RecHash)
	}
	expiry, ok := new(big.Int).SetString(a.Expiry, 10)
	if !ok {
		return nil, fmt.Errorf("bad expiry %q", a.Expiry)
	}
	sig, err := hexutil.Decode(a.Signature)
	if err != nil {
		return nil, fmt.Errorf("bad signature: %w", err)
	}
	agentID, ok := new(big.Int).SetString(a.AgentID, 10)
	if !ok {
		return nil, fmt.Errorf("bad agentId %q", a.AgentID)
	}
	return agentrecord.NewAgentRecord().TryPackRecord([32]byte(planID), [32]byte(recHash), uint16(a.AssessedRisk),
		uint16(a.MaxRisk), expiry, sig, user, agentID, usdSpent, legCount)
}
