package agent

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/schema"
)

// Store reads the agent's tables and the indexer's canonical_agent_events view.
type Store struct {
	DB *schema.DB
}

// NewStore returns the store of db.
func NewStore(db *schema.DB) *Store { return &Store{DB: db} }

const (
	eventCommitted = "RecommendationCommitted"
	eventExecuted  = "AllocationExecuted"
)

// Issue records that the agent issued planID to address (agent_issued_plans, migration 0700). The
// track record counts a plan's events only for the address it was issued to.
func (s *Store) Issue(ctx context.Context, chainID uint64, planID common.Hash, address common.Address, at time.Time) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO agent_issued_plans (chain_id, plan_id, address, issued_at)")
	if err != nil {
		return fmt.Errorf("record issued plan %s: %w", planID.Hex(), err)
	}
	defer b.Abort()
	if err := b.Append(chainID, lowerHex(planID.Bytes()), lowerHex(address.Bytes()), at.UTC().Truncate(time.Second)); err != nil {
		return fmt.Errorf("record issued plan %s: %w", planID.Hex(), err)
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("record issued plan %s: %w", planID.Hex(), err)
	}
	return nil
}

// issuedOnly restricts canonical_agent_events to the events of plans recorded by the address they were
// issued to: a copied assessment recorded by another account is that account's on chain, but not the
// agent's track record.
const issuedOnly = " AND (plan_id, user_address) IN (SELECT plan_id, address FROM agent_issued_plans WHERE chain_id = ?)"

// record reads the agent's track record on a chain, of one user when user is not nil: totals and
// the newest `recent` committed plans with their execution's spend. Only events of issued (plan,
// address) pairs count.
func (s *Store) record(ctx context.Context, chainID uint64, agentID *big.Int, user *common.Address, recent int) (Record, error) {
	where := "chain_id = ? AND agent_id = ?" + issuedOnly
	args := []any{chainID, agentID.String(), chainID}
	if user != nil {
		where += " AND user_address = ?"
		args = append(args, lowerHex(user.Bytes()))
	}
	rec := Record{RecentRecommendations: []RecentRecommendation{}}
	var spent string
	if err := s.DB.QueryRow(ctx, `SELECT
			countIf(event = '`+eventCommitted+`'),
			countIf(event = '`+eventExecuted+`'),
			toString(sumIf(toDecimal128(usd_spent_raw, 0), event = '`+eventExecuted+`'))
		FROM canonical_agent_events WHERE `+where, args...).Scan(&rec.TotalRecommendations, &rec.ExecutedCount, &spent); err != nil {
		return Record{}, fmt.Errorf("read totals: %w", err)
	}
	total, ok := new(big.Int).SetString(spent, 10)
	if !ok {
		return Record{}, fmt.Errorf("read totals: spend %q is not an integer", spent)
	}
	rec.TotalExecutedUSD = usd(total)
	if rec.TotalRecommendations == 0 {
		return rec, nil
	}

	rows, err := s.DB.Query(ctx, `SELECT plan_id, assessed_risk, tx_hash, block_number
		FROM canonical_agent_events WHERE `+where+` AND event = '`+eventCommitted+`'
		ORDER BY block_number DESC, log_index DESC LIMIT ?`, append(args, uint64(recent))...)
	if err != nil {
		return Record{}, fmt.Errorf("read recent plans: %w", err)
	}
	defer rows.Close()
	var plans []string
	for rows.Next() {
		var r RecentRecommendation
		if err := rows.Scan(&r.PlanID, &r.RiskScore, &r.TxHash, &r.BlockNumber); err != nil {
			return Record{}, fmt.Errorf("read recent plans: %w", err)
		}
		rec.RecentRecommendations = append(rec.RecentRecommendations, r)
		plans = append(plans, r.PlanID)
	}
	if err := rows.Err(); err != nil {
		return Record{}, fmt.Errorf("read recent plans: %w", err)
	}
	if len(plans) == 0 {
		return rec, nil
	}
	spentBy := map[string]*big.Int{}
	erows, err := s.DB.Query(ctx, `SELECT plan_id, toString(sum(toDecimal128(usd_spent_raw, 0)))
		FROM canonical_agent_events WHERE `+where+` AND event = '`+eventExecuted+`' AND has(?, plan_id)
		GROUP BY plan_id`, append(args, plans)...)
	if err != nil {
		return Record{}, fmt.Errorf("read executions: %w", err)
	}
	defer erows.Close()
	for erows.Next() {
		var plan, amount string
		if err := erows.Scan(&plan, &amount); err != nil {
			return Record{}, fmt.Errorf("read executions: %w", err)
		}
		v, ok := new(big.Int).SetString(amount, 10)
		if !ok {
			return Record{}, fmt.Errorf("read executions: spend %q of plan %s", amount, plan)
		}
		spentBy[plan] = v
	}
	if err := erows.Err(); err != nil {
		return Record{}, fmt.Errorf("read executions: %w", err)
	}
	for i := range rec.RecentRecommendations {
		if v, ok := spentBy[rec.RecentRecommendations[i].PlanID]; ok {
			f := usd(v)
			rec.RecentRecommendations[i].USDCSpent = &f
		}
	}
	return rec, nil
}

func lowerHex(b []byte) string { return "0x" + strings.ToLower(common.Bytes2Hex(b)) }
