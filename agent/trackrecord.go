package agent

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
)

// RecentPlans is how many recommendations a track record lists (the spec's "up to 8").
const RecentPlans = 8

// ErrInvalidRecordUser: GET /api/vera-record's user is not a valid address.
var ErrInvalidRecordUser = errors.New("user must be a valid address")

// RecordQuery is GET /api/vera-record's query: the whole agent's record, or one user's.
type RecordQuery struct {
	User *common.Address
}

// ParseRecordQuery validates the query: user, when present (even empty), must be an address.
func ParseRecordQuery(user string, present bool) (RecordQuery, error) {
	if !present {
		return RecordQuery{}, nil
	}
	a, err := chain.ParseAddress(user)
	if err != nil {
		return RecordQuery{}, ErrInvalidRecordUser
	}
	return RecordQuery{User: &a}, nil
}

// TrackRecord is GET /api/vera-record's answer.
type TrackRecord struct {
	Record Record `json:"record"`
	// Reputation is the registry's reputationScore(agentId) in decimal; nil when the read failed.
	Reputation *string `json:"reputation" openapi:"pattern=^[0-9]+$"`
}

// record sums the agent's indexed RecommendationCommitted and AllocationExecuted events.
type Record struct {
	TotalRecommendations  uint64                 `json:"totalRecommendations"`
	TotalExecutedUSD      float64                `json:"totalExecutedUsd" openapi:"minimum=0"`
	ExecutedCount         uint64                 `json:"executedCount"`
	RecentRecommendations []RecentRecommendation `json:"recentRecommendations" openapi:"maxItems=8"`
}

// RecentRecommendation is one committed plan.
type RecentRecommendation struct {
	PlanID    string `json:"planId" openapi:"pattern=^0x[0-9a-f]{64}$"`
	RiskScore uint16 `json:"riskScore" openapi:"maximum=10000"`
	// USDCSpent is the USDG the plan's execution spent, in USD; absent unless executed.
	USDCSpent   *float64 `json:"usdcSpent,omitempty" openapi:"minimum=0"`
	TxHash      string   `json:"txHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
	BlockNumber uint64   `json:"blockNumber"`
}

// TrackRecordsConfig configures TrackRecords.
type TrackRecordsConfig struct {
	ChainID uint64
	// AgentID is the agent whose record is read (its id in the identity registry).
	AgentID *big.Int
	// Registry is the identity registry read for reputationScore.
	Registry common.Address
	// ReputationTimeout bounds the registry read (default 2s); on failure reputation is null.
	ReputationTimeout time.Duration
}

// TrackRecords is the on-chain track record read model: totals and recent plans from the
// indexed events, the reputation live from the registry.
type TrackRecords struct {
	cfg    TrackRecordsConfig
	store  *Store
	caller ethereum.ContractCaller
	reg    *identityregistry.IdentityRegistry
}

// NewTrackRecords returns the read model over store (the index) and caller (the chain).
func NewTrackRecords(cfg TrackRecordsConfig, store *Store, caller ethereum.ContractCaller) *TrackRecords {
	if cfg.ReputationTimeout <= 0 {
		cfg.ReputationTimeout = 2 * time.Second
	}
	if cfg.AgentID == nil {
		cfg.AgentID = big.NewInt(1)
	}
	return &TrackRecords{cfg: cfg, store: store, caller: caller, reg: identityregistry.NewIdentityRegistry()}
}

// Get returns the record of q: zero totals and an empty list when there is no history.
func (t *TrackRecords) Get(ctx context.Context, q RecordQuery) (TrackRecord, error) {
	rec, err := t.store.record(ctx, t.cfg.ChainID, t.cfg.AgentID, q.User, RecentPlans)
	if err != nil {
		return TrackRecord{}, fmt.Errorf("track record: %w", err)
	}
	return TrackRecord{Record: rec, Reputation: t.reputation(ctx)}, nil
}

func (t *TrackRecords) reputation(ctx context.Context) *string {
	if t.caller == nil || t.cfg.Registry == (common.Address{}) {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, t.cfg.ReputationTimeout)
	defer cancel()
	raw, err := t.caller.CallContract(ctx, ethereum.CallMsg{To: &t.cfg.Registry, Data: t.reg.PackReputationScore(t.cfg.AgentID)}, nil)
	if err != nil {
		return nil
	}
	v, err := t.reg.UnpackReputationScore(raw)
	if err != nil || v == nil {
		return nil
	}
	s := v.String()
	return &s
}

// usd converts USDG base units (6 decimals) to a USD number for the JSON edge.
func usd(raw *big.Int) float64 {
	f, _ := new(big.Rat).SetFrac(raw, big.NewInt(1_000_000)).Float64()
	return f
}
