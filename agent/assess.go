package agent

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
)

// Risk bounds of an assessment.
const (
	maxRiskBps   = 10_000
	riskHeadroom = 1_500
	Validity     = 15 * time.Minute
)

// Assessment is the Risk assessment resource, ready to encode as the response body.
type Assessment struct {
	PlanID       string `json:"planId" openapi:"pattern=^0x[0-9a-f]{64}$"`
	RecHash      string `json:"recHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
	AssessedRisk int    `json:"assessedRisk" openapi:"minimum=0,maximum=10000"`
	MaxRisk      int    `json:"maxRisk" openapi:"minimum=0,maximum=10000"`
	Expiry       string `json:"expiry" openapi:"pattern=^[0-9]+$"`
	Signature    string `json:"signature" openapi:"pattern=^0x[0-9a-f]{130}$"`
	AgentID      string `json:"agentId" openapi:"const=\"1\""`
}

// AssessorConfig configures an Assessor.
type AssessorConfig struct {
	ChainID int64
	// record is the record contract, the EIP-712 verifyingContract.
	Record common.Address
	// AgentID is the agent's id in the identity registry (default 1).
	AgentID int64
	// signer holds the agent key.
	Signer chain.Signer
	// Now is the clock (default time.Now).
	Now func() time.Time
	// KnownSymbol, when set, rejects legs whose symbol it does not know.
	KnownSymbol func(symbol string) bool
	// Locked, when set, rejects legs in assets the tradability sweep locked (rule 1: no
	// two-way route, declined in both directions).
	Locked func(symbol string) bool
	// Panel returns the latest price history, or nil before the first market build. Required:
	// the agent signs only a risk it measured (MeasureRisk).
	Panel func() *market.Panel
	// Issued keeps every (planId, address) the agent signs for, before the signature is handed out:
	// the track record counts a plan only for the address it was issued to. Nil: nothing is kept, so
	// the plans this assessor signs never count (tests that do not read the track record).
	Issued IssueRecorder
}

// IssueRecorder keeps the issued (planId, address) pairs; *Store is one.
type IssueRecorder interface {
	Issue(ctx context.Context, chainID uint64, planID common.Hash, address common.Address, at time.Time) error
}

// ErrIssueNotKept: the issued plan could not be stored, so nothing was signed.
var ErrIssueNotKept = errors.New("agent: the issued plan could not be stored")

// Assessor signs risk assessments. It is safe for concurrent use.
type Assessor struct {
	cfg       AssessorConfig
	domainSep common.Hash
}

// New returns an Assessor.
func NewAssessor(cfg AssessorConfig) (*Assessor, error) {
	if cfg.Signer == nil {
		return nil, errors.New("agent: no agent signer configured")
	}
	if cfg.Panel == nil {
		return nil, errors.New("agent: no market data source configured to measure risk with")
	}
	if cfg.ChainID == 0 || cfg.Record == (common.Address{}) {
		return nil, errors.New("agent: chain id and record contract are required")
	}
	if cfg.AgentID == 0 {
		cfg.AgentID = 1
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Assessor{cfg: cfg, domainSep: chain.AgentRecordDomainSeparator(cfg.ChainID, cfg.Record)}, nil
}

// signer returns the agent signer's address.
func (a *Assessor) signer() common.Address { return a.cfg.Signer.Address() }

// Assess derives the plan's identifiers, keeps (planId, req.Address) as issued (Issued) and signs its
// RiskInference at the current time; a failure to keep it signs nothing (ErrIssueNotKept). It
// refuses (ErrInvalidPlan) an allocation with a symbol it does not offer or whose riskScore
// understates the measured risk by more than RiskToleranceBps, and answers ErrNoMarketData
// before it has price history to measure with.
func (a *Assessor) Assess(ctx context.Context, req PlanRequest) (Assessment, error) {
	if a.cfg.KnownSymbol != nil {
		for _, l := range req.Allocation.Allocations {
			if !a.cfg.KnownSymbol(l.Symbol) {
				return Assessment{}, fmt.Errorf("%w: unknown symbol %s", ErrInvalidPlan, l.Symbol)
			}
		}
	}
	if a.cfg.Locked != nil {
		for _, l := range req.Allocation.Allocations {
			if a.cfg.Locked(l.Symbol) {
				return Assessment{}, fmt.Errorf("%w: %s is locked by the tradability sweep", ErrInvalidPlan, l.Symbol)
			}
		}
	}
	if err := req.Validate(); err != nil {
		return Assessment{}, err
	}
	measured, err := MeasureRisk(a.cfg.Panel(), req.Allocation)
	if err != nil {
		return Assessment{}, err
	}
	if req.Allocation.RiskScore < float64(measured-riskToleranceBps) {
		return Assessment{}, fmt.Errorf("%w: riskScore %v understates the measured risk %d bps by more than %d bps",
			ErrInvalidPlan, req.Allocation.RiskScore, measured, riskToleranceBps)
	}
	at := a.cfg.Now()
	now := at.Unix()
	canon := canonical(req.Allocation)
	recHash := crypto.Keccak256Hash(canon)
	planID := planID(recHash, now)
	if a.cfg.Issued != nil {
		if err := a.cfg.Issued.Issue(ctx, uint64(a.cfg.ChainID), planID, req.Address, at); err != nil {
			return Assessment{}, fmt.Errorf("%w: %v", ErrIssueNotKept, err)
		}
	}
	assessed := clampRisk(req.Allocation.RiskScore)
	maxRisk := min(assessed+riskHeadroom, maxRiskBps)
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

// planID is keccak256(recHash ‖ uint256(unixSeconds)), recHash = keccak256(canonical): the allocation
// and the request time, in a form the record contract recomputes (planIdOf(recHash, expiry - 900)).
func planID(recHash common.Hash, unixSeconds int64) common.Hash {
	var ts [32]byte
	binary.BigEndian.PutUint64(ts[24:], uint64(unixSeconds))
	return crypto.Keccak256Hash(recHash[:], ts[:])
}

// clampRisk rounds a riskScore (bps) half away from zero and clamps it to 0..10000.
func clampRisk(score float64) int {
	if math.IsNaN(score) {
		return 0
	}
	r := math.Round(score)
	switch {
	case r <= 0:
		return 0
	case r >= maxRiskBps:
		return maxRiskBps
	}
	return int(r)
}
