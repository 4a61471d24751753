package account

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/schema"
)

// Store keeps account data in ClickHouse (migration 0500) and reads the indexer's views.
type Store struct {
	DB *schema.DB
}

// codeUnknownTable is ClickHouse's UNKNOWN_TABLE: the indexer's views do not exist (yet).
const codeUnknownTable = 60

// errNoIndex means the indexer's views are missing from the database.
var errNoIndex = errors.New("no index in this database")

func indexErr(err error, what string) error {
	var ex *clickhouse.Exception
	if errors.As(err, &ex) && ex.Code == codeUnknownTable {
		return fmt.Errorf("%s: %w", what, errNoIndex)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// IndexedBlock is the indexer's checkpoint of chainID; ok is false without one.
func (s *Store) IndexedBlock(ctx context.Context, chainID uint64) (block uint64, ok bool, err error) {
	var n uint64
	if err := s.DB.QueryRow(ctx, "SELECT count(), max(indexed_block) FROM indexer_progress WHERE chain_id = ?", chainID).Scan(&n, &block); err != nil {
		return 0, false, indexErr(err, "read indexer progress")
	}
	return block, n > 0, nil
}

// transfers reads a's latest indexed transfers of chainID, newest first.
func (s *Store) transfers(ctx context.Context, chainID uint64, a common.Address, limit int) ([]transferRow, error) {
	addr := lower(a)
	rows, err := s.DB.Query(ctx, `SELECT tx_hash, log_index, token, from_address, to_address, amount_raw, block_number, block_time
		FROM canonical_transfers
		WHERE chain_id = ? AND (from_address = ? OR to_address = ?)
		ORDER BY block_number DESC, log_index DESC
		LIMIT ?`, chainID, addr, addr, limit)
	if err != nil {
		return nil, indexErr(err, "read indexed transfers of "+addr)
	}
	defer rows.Close()
	var out []transferRow
	for rows.Next() {
		var r transferRow
		var idx uint32
		var token, from, to, raw string
		var at time.Time
		if err := rows.Scan(&r.txHash, &idx, &token, &from, &to, &raw, &r.blockNumber, &at); err != nil {
			return nil, fmt.Errorf("scan indexed transfer of %s: %w", addr, err)
		}
		amount, ok := new(big.Int).SetString(raw, 10)
		if !ok {
			return nil, fmt.Errorf("indexed transfer %s/%d: amount %q is not decimal", r.txHash, idx, raw)
		}
		r.logIndex, r.raw, r.blockTime = uint64(idx), amount, at.Unix()
		r.token, r.from, r.to = common.HexToAddress(token), common.HexToAddress(from), common.HexToAddress(to)
		out = append(out, r)
	}
	return out, rows.Err()
}

// touchedTokens lists the (address, token) pairs of every indexed transfer of chainID.
func (s *Store) touchedTokens(ctx context.Context, chainID uint64) ([][2]common.Address, error) {
	return s.touchedPairs(ctx, "read tokens touched", `SELECT DISTINCT address, token FROM (
		SELECT from_address AS address, token FROM canonical_transfers WHERE chain_id = ?
		UNION ALL SELECT to_address AS address, token FROM canonical_transfers WHERE chain_id = ?
	)`, chainID, chainID)
}

// touchedBetween lists the (address, token) pairs of the indexed transfers of chainID in
// blocks after from, up to to, and the (user, vault) pairs of its grove events there.
func (s *Store) touchedBetween(ctx context.Context, chainID, from, to uint64) ([][2]common.Address, error) {
	return s.touchedPairs(ctx, fmt.Sprintf("read tokens touched in blocks %d-%d", from+1, to), `SELECT DISTINCT address, token FROM (
		SELECT from_address AS address, token FROM canonical_transfers WHERE chain_id = ? AND block_number > ? AND block_number <= ?
		UNION ALL SELECT to_address AS address, token FROM canonical_transfers WHERE chain_id = ? AND block_number > ? AND block_number <= ?
		UNION ALL SELECT user_address AS address, vault AS token FROM canonical_grove_events WHERE chain_id = ? AND block_number > ? AND block_number <= ?
	)`, chainID, from, to, chainID, from, to, chainID, from, to)
}

// touchedPairs reads (address, contract) pairs with q.
func (s *Store) touchedPairs(ctx context.Context, what, q string, args ...any) ([][2]common.Address, error) {
	rows, err := s.DB.Query(ctx, q, args...)
	if err != nil {
		return nil, indexErr(err, what)
	}
	defer rows.Close()
	var out [][2]common.Address
	for rows.Next() {
		var a, tok string
		if err := rows.Scan(&a, &tok); err != nil {
			return nil, fmt.Errorf("scan token touched: %w", err)
		}
		out = append(out, [2]common.Address{common.HexToAddress(a), common.HexToAddress(tok)})
	}
	return out, rows.Err()
}

// recordSeen remembers addresses queried through the API.
func (s *Store) recordSeen(ctx context.Context, addrs []common.Address, at time.Time) error {
	if len(addrs) == 0 {
		return nil
	}
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO account_seen_addresses (address, last_seen)")
	if err != nil {
		return fmt.Errorf("prepare seen addresses: %w", err)
	}
	defer b.Abort()
	for _, a := range addrs {
		if err := b.Append(lower(a), at.UTC()); err != nil {
			return fmt.Errorf("append seen address: %w", err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert %d seen addresses: %w", len(addrs), err)
	}
	return nil
}

const zeroAddress = "0x0000000000000000000000000000000000000000"

// SeenAddresses lists every address the service has seen: in indexed transfers of chainID
// (either side; the zero address of mints and burns excluded) and in API queries. Without the
// indexer's views, only the queried ones.
func (s *Store) SeenAddresses(ctx context.Context, chainID uint64) ([]common.Address, error) {
	out, err := s.addresses(ctx, `SELECT DISTINCT address FROM (
		SELECT from_address AS address FROM canonical_transfers WHERE chain_id = ?
		UNION ALL SELECT to_address AS address FROM canonical_transfers WHERE chain_id = ?
		UNION ALL SELECT address FROM account_seen_addresses
	) WHERE address != ? ORDER BY address`, chainID, chainID, zeroAddress)
	if errors.Is(err, errNoIndex) {
		return s.addresses(ctx, "SELECT DISTINCT address FROM account_seen_addresses ORDER BY address")
	}
	return out, err
}

func (s *Store) addresses(ctx context.Context, q string, args ...any) ([]common.Address, error) {
	rows, err := s.DB.Query(ctx, q, args...)
	if err != nil {
		return nil, indexErr(err, "read seen addresses")
	}
	defer rows.Close()
	var out []common.Address
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("scan seen address: %w", err)
		}
		if common.IsHexAddress(a) {
			out = append(out, common.HexToAddress(a))
		}
	}
	return out, rows.Err()
}

// BalanceSnapshot is one hourly valuation of an address: the spec's BalanceSnapshot.
type BalanceSnapshot struct {
	Address     common.Address `json:"-"`
	TakenAt     int64          `json:"takenAt"`
	CashUsd     float64        `json:"cashUsd"`
	InvestedUsd float64        `json:"investedUsd"`
	TotalUsd    float64        `json:"totalUsd"`
	BlockNumber uint64         `json:"-"`
}

// InsertSnapshots writes snapshots in one batch, versioned by written.
func (s *Store) InsertSnapshots(ctx context.Context, snaps []BalanceSnapshot, written time.Time) error {
	if len(snaps) == 0 {
		return nil
	}
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO balance_snapshots (address, taken_at, cash_usd, invested_usd, total_usd, block_number, written_at)")
	if err != nil {
		return fmt.Errorf("prepare balance snapshots: %w", err)
	}
	defer b.Abort()
	for _, x := range snaps {
		if err := b.Append(lower(x.Address), time.Unix(x.TakenAt, 0).UTC(), x.CashUsd, x.InvestedUsd, x.TotalUsd, x.BlockNumber, written.UTC()); err != nil {
			return fmt.Errorf("append balance snapshot of %s: %w", x.Address.Hex(), err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert %d balance snapshots: %w", len(snaps), err)
	}
	return nil
}

// History reads a's snapshots taken at or after since, oldest first.
func (s *Store) History(ctx context.Context, a common.Address, since time.Time) ([]BalanceSnapshot, error) {
	rows, err := s.DB.Query(ctx, `SELECT taken_at, cash_usd, invested_usd, total_usd
		FROM balance_snapshots FINAL
		WHERE address = ? AND taken_at >= ?
		ORDER BY taken_at`, lower(a), since.UTC())
	if err != nil {
		return nil, fmt.Errorf("read balance history of %s: %w", a.Hex(), err)
	}
	defer rows.Close()
	out := []BalanceSnapshot{}
	for rows.Next() {
		var at time.Time
		x := BalanceSnapshot{Address: a}
		if err := rows.Scan(&at, &x.CashUsd, &x.InvestedUsd, &x.TotalUsd); err != nil {
			return nil, fmt.Errorf("scan balance snapshot of %s: %w", a.Hex(), err)
		}
		x.TakenAt = at.Unix()
		out = append(out, x)
	}
	return out, rows.Err()
}

// DropSnapshotsBefore drops the daily partitions of balance_snapshots whose day ends at or
// before cutoff, and returns the days dropped (YYYYMMDD).
func (s *Store) DropSnapshotsBefore(ctx context.Context, cutoff time.Time) ([]string, error) {
	listed, err := s.DB.Partitions(ctx, "balance_snapshots")
	if err != nil {
		return nil, fmt.Errorf("list balance snapshot partitions: %w", err)
	}
	parts := make([]string, 0, len(listed))
	for _, p := range listed {
		parts = append(parts, strings.Trim(p, "'"))
	}
	// A day is older than the cutoff when the next day starts at or before it.
	last := cutoff.UTC().AddDate(0, 0, -1).Format("20060102")
	var dropped []string
	for _, p := range parts {
		if _, err := strconv.ParseUint(p, 10, 32); err != nil || len(p) != 8 || p > last {
			continue
		}
		if err := s.DB.Mutate(ctx, "balance_snapshots", "DROP PARTITION "+p); err != nil {
			return dropped, fmt.Errorf("drop balance snapshots of %s: %w", p, err)
		}
		dropped = append(dropped, p)
	}
	return dropped, nil
}

// touchedBy lists the tokens of every indexed transfer of chainID to or from a, and the grove
// vaults a has an indexed event of (a deposit first of all).
func (s *Store) touchedBy(ctx context.Context, chainID uint64, a common.Address) ([]common.Address, error) {
	addr := lower(a)
	rows, err := s.DB.Query(ctx, `SELECT DISTINCT contract FROM (
		SELECT token AS contract FROM canonical_transfers WHERE chain_id = ? AND (from_address = ? OR to_address = ?)
		UNION ALL SELECT vault AS contract FROM canonical_grove_events WHERE chain_id = ? AND user_address = ?
	)`, chainID, addr, addr, chainID, addr)
	if err != nil {
		return nil, indexErr(err, "read tokens touched by "+addr)
	}
	defer rows.Close()
	var out []common.Address
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, fmt.Errorf("scan token touched by %s: %w", addr, err)
		}
		out = append(out, common.HexToAddress(c))
	}
	return out, rows.Err()
}
