package indexer

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/vera-invest/vera/chain"

	"github.com/vera-invest/vera/schema"
)

// Store is the ClickHouse Destination (tables of migration 0300).
type Store struct {
	DB *schema.DB
	// Now stamps checkpoints' updated_at (default time.Now).
	Now func() time.Time
}

// NewStore returns the store of db.
func NewStore(db *schema.DB) *Store { return &Store{DB: db, Now: time.Now} }

// Checkpoint implements Destination.
func (s *Store) Checkpoint(ctx context.Context, chainID uint64) (Checkpoint, bool, error) {
	var (
		n    uint64
		next uint64
		hash string
		at   time.Time
	)
	row := s.DB.QueryRow(ctx, `SELECT count(), argMax(next_block, version), argMax(block_hash, version), argMax(block_time, version)
		FROM indexer_checkpoints WHERE chain_id = ?`, chainID)
	if err := row.Scan(&n, &next, &hash, &at); err != nil {
		return Checkpoint{}, false, fmt.Errorf("read checkpoint: %w", err)
	}
	if n == 0 {
		return Checkpoint{}, false, nil
	}
	cp := Checkpoint{ChainID: chainID, Next: next}
	if hash != "" {
		cp.Hash = common.HexToHash(hash)
		cp.Time = uint64(at.Unix())
	}
	return cp, true, nil
}

// Window implements Destination.
func (s *Store) Window(ctx context.Context, chainID, from, to uint64) (map[uint64]common.Hash, error) {
	rows, err := s.DB.Query(ctx, `SELECT block_number, block_hash FROM canonical_blocks
		WHERE chain_id = ? AND block_number >= ? AND block_number <= ?`, chainID, from, to)
	if err != nil {
		return nil, fmt.Errorf("read canonical blocks [%d..%d]: %w", from, to, err)
	}
	defer rows.Close()
	out := map[uint64]common.Hash{}
	for rows.Next() {
		var (
			n uint64
			h string
		)
		if err := rows.Scan(&n, &h); err != nil {
			return nil, fmt.Errorf("read canonical blocks [%d..%d]: %w", from, to, err)
		}
		out[n] = common.HexToHash(h)
	}
	return out, rows.Err()
}

// BlockTime returns the time of canonical block n (0 when not indexed).
func (s *Store) BlockTime(ctx context.Context, chainID, n uint64) (uint64, error) {
	var t time.Time
	var c uint64
	if err := s.DB.QueryRow(ctx, `SELECT count(), max(block_time) FROM canonical_blocks WHERE chain_id = ? AND block_number = ?`,
		chainID, n).Scan(&c, &t); err != nil {
		return 0, fmt.Errorf("read time of block %d: %w", n, err)
	}
	if c == 0 {
		return 0, nil
	}
	return uint64(t.Unix()), nil
}

// SetCheckpoint implements Destination.
func (s *Store) SetCheckpoint(ctx context.Context, cp Checkpoint, version uint64) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO indexer_checkpoints (chain_id, next_block, block_hash, block_time, updated_at, version)")
	if err != nil {
		return fmt.Errorf("prepare checkpoint: %w", err)
	}
	hash := ""
	if cp.Hash != (common.Hash{}) {
		hash = hexLower(cp.Hash[:])
	}
	if err := b.Append(cp.ChainID, cp.Next, hash, time.Unix(int64(cp.Time), 0).UTC(), s.Now().UTC(), version); err != nil {
		b.Abort()
		return fmt.Errorf("append checkpoint: %w", err)
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert checkpoint: %w", err)
	}
	return nil
}

// SaveTokens records the followed tokens' symbols and decimals (the chain_tokens table).
func (s *Store) SaveTokens(ctx context.Context, chainID uint64, tokens []chain.Token) error {
	if len(tokens) == 0 {
		return nil
	}
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO chain_tokens (chain_id, token, symbol, decimals, updated_at)")
	if err != nil {
		return fmt.Errorf("prepare tokens: %w", err)
	}
	now := s.Now().UTC()
	for _, t := range tokens {
		if err := b.Append(chainID, hexLower(t.Address[:]), t.Symbol, t.Decimals, now); err != nil {
			b.Abort()
			return fmt.Errorf("append token %s: %w", t.Symbol, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert tokens: %w", err)
	}
	return nil
}

// DropChain implements Destination: it drops the chain's partition of every index table.
func (s *Store) DropChain(ctx context.Context, chainID uint64) error {
	for _, t := range []string{"chain_blocks", "chain_transfers", "chain_agent_events", "chain_grove_events"} {
		if err := s.DB.Mutate(ctx, t, fmt.Sprintf("DROP PARTITION %d", chainID)); err != nil {
			return fmt.Errorf("drop chain %d from %s: %w", chainID, t, err)
		}
	}
	return nil
}

// Write implements Destination: one batch per table, columns appended whole, the tables' batches
// sent at once (at the head a range is a block or two, and the inserts' round trips, not their rows,
// are what a step waits for).
func (s *Store) Write(ctx context.Context, r *Rows) error {
	g, gctx := errgroup.WithContext(ctx)
	if len(r.Blocks) > 0 {
		g.Go(func() error { return s.writeBlocks(gctx, r) })
	}
	if len(r.Transfers) > 0 {
		g.Go(func() error { return s.writeTransfers(gctx, r) })
	}
	if len(r.AgentEvents) > 0 {
		g.Go(func() error { return s.writeAgentEvents(gctx, r) })
	}
	if len(r.GroveEvents) > 0 {
		g.Go(func() error { return s.writeGroveEvents(gctx, r) })
	}
	return g.Wait()
}

// columns sends one batch of whole columns.
func (s *Store) columns(ctx context.Context, insert string, cols ...any) error {
	b, err := s.DB.PrepareBatch(ctx, insert)
	if err != nil {
		return fmt.Errorf("prepare %q: %w", insert, err)
	}
	for i, c := range cols {
		if err := b.Column(i).Append(c); err != nil {
			b.Abort()
			return fmt.Errorf("append column %d of %q: %w", i, insert, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("send %q: %w", insert, err)
	}
	return nil
}

func (s *Store) writeBlocks(ctx context.Context, r *Rows) error {
	n := len(r.Blocks)
	chainIDs, numbers, hashes, parents, times, versions := make([]uint64, n), make([]uint64, n), make([]string, n), make([]string, n), make([]time.Time, n), make([]uint64, n)
	for i, h := range r.Blocks {
		chainIDs[i], numbers[i], versions[i] = r.ChainID, h.Number, r.Version
		hashes[i], parents[i] = hexLower(h.Hash[:]), hexLower(h.ParentHash[:])
		times[i] = time.Unix(int64(h.Time), 0).UTC()
	}
	return s.columns(ctx, "INSERT INTO chain_blocks (chain_id, block_number, block_hash, parent_hash, block_time, version)",
		chainIDs, numbers, hashes, parents, times, versions)
}

type refColumns struct {
	chainIDs, numbers []uint64
	hashes, txs       []string
	times             []time.Time
	indexes           []uint32
}

func newRefColumns(n int) *refColumns {
	return &refColumns{make([]uint64, n), make([]uint64, n), make([]string, n), make([]string, n), make([]time.Time, n), make([]uint32, n)}
}

func (c *refColumns) set(i int, chainID uint64, r logRef) {
	c.chainIDs[i], c.numbers[i] = chainID, r.BlockNumber
	c.hashes[i], c.txs[i] = hexLower(r.BlockHash[:]), hexLower(r.TxHash[:])
	c.times[i], c.indexes[i] = time.Unix(int64(r.BlockTime), 0).UTC(), r.LogIndex
}

func (s *Store) writeTransfers(ctx context.Context, r *Rows) error {
	n := len(r.Transfers)
	ref := newRefColumns(n)
	tokens, froms, tos, amounts := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	for i, t := range r.Transfers {
		ref.set(i, r.ChainID, t.logRef)
		tokens[i], froms[i], tos[i] = hexLower(t.Token[:]), hexLower(t.From[:]), hexLower(t.To[:])
		amounts[i] = t.Amount.String()
	}
	return s.columns(ctx, "INSERT INTO chain_transfers (chain_id, block_number, block_hash, block_time, tx_hash, log_index, token, from_address, to_address, amount_raw)",
		ref.chainIDs, ref.numbers, ref.hashes, ref.times, ref.txs, ref.indexes, tokens, froms, tos, amounts)
}

func decimal(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

func (s *Store) writeAgentEvents(ctx context.Context, r *Rows) error {
	n := len(r.AgentEvents)
	ref := newRefColumns(n)
	contracts, events, plans, users, agents, recs := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	assessed, maxRisk, legs := make([]uint16, n), make([]uint16, n), make([]uint16, n)
	expiry := make([]uint64, n)
	spent := make([]string, n)
	for i, e := range r.AgentEvents {
		ref.set(i, r.ChainID, e.logRef)
		contracts[i], events[i] = hexLower(e.Contract[:]), e.Event
		plans[i], users[i], agents[i] = hexLower(e.PlanID[:]), hexLower(e.User[:]), decimal(e.AgentID)
		if e.RecHash != (common.Hash{}) {
			recs[i] = hexLower(e.RecHash[:])
		}
		assessed[i], maxRisk[i], expiry[i], legs[i] = e.AssessedRisk, e.MaxRisk, e.Expiry, e.LegCount
		spent[i] = decimal(e.USDSpent)
	}
	return s.columns(ctx, `INSERT INTO chain_agent_events (chain_id, block_number, block_hash, block_time, tx_hash, log_index,
		contract, event, plan_id, user_address, agent_id, rec_hash, assessed_risk, max_risk, expiry, usd_spent_raw, leg_count)`,
		ref.chainIDs, ref.numbers, ref.hashes, ref.times, ref.txs, ref.indexes,
		contracts, events, plans, users, agents, recs, assessed, maxRisk, expiry, spent, legs)
}

func (s *Store) writeGroveEvents(ctx context.Context, r *Rows) error {
	n := len(r.GroveEvents)
	ref := newRefColumns(n)
	str := func() []string { return make([]string, n) }
	vaults, ids, events, users, recipients := str(), str(), str(), str(), str()
	usdIn, shares, basis, gross, profit, fee, payout := str(), str(), str(), str(), str(), str(), str()
	for i, e := range r.GroveEvents {
		ref.set(i, r.ChainID, e.logRef)
		vaults[i], ids[i], events[i], users[i] = hexLower(e.Vault[:]), e.GroveID, e.Event, hexLower(e.User[:])
		if e.Recipient != (common.Address{}) {
			recipients[i] = hexLower(e.Recipient[:])
		}
		usdIn[i], shares[i], basis[i], gross[i] = decimal(e.USDIn), decimal(e.Shares), decimal(e.CostBasis), decimal(e.GrossUSD)
		profit[i], fee[i], payout[i] = decimal(e.ProfitUSD), decimal(e.FeeUSD), decimal(e.PayoutUSD)
	}
	return s.columns(ctx, `INSERT INTO chain_grove_events (chain_id, block_number, block_hash, block_time, tx_hash, log_index,
		vault, grove_id, event, user_address, recipient, usd_in_raw, shares_raw, cost_basis_raw, gross_usd_raw, profit_usd_raw, fee_usd_raw, payout_usd_raw)`,
		ref.chainIDs, ref.numbers, ref.hashes, ref.times, ref.txs, ref.indexes,
		vaults, ids, events, users, recipients, usdIn, shares, basis, gross, profit, fee, payout)
}
