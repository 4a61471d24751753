package quote

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/schema"
)

// Store keeps tradability sweeps in ClickHouse (migration 0200).
type Store struct {
	DB *schema.DB
}

// SweepRow is one asset's result in one sweep.
type SweepRow struct {
	Symbol     string
	BuyOK      bool
	SellOK     bool
	BuyAmount  string
	SellAmount string
	Misses     uint32
	Locked     bool
}

// Sweep is one completed sweep.
type Sweep struct {
	At   time.Time
	Rows []SweepRow
}

func b8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// saveSweep writes a sweep's rows in one batch.
func (s *Store) saveSweep(ctx context.Context, sw Sweep) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO tradability_sweeps (swept_at, symbol, buy_ok, sell_ok, buy_amount, sell_amount, misses, locked)")
	if err != nil {
		return fmt.Errorf("prepare sweep rows: %w", err)
	}
	defer b.Abort()
	at := sw.At.UTC().Truncate(time.Second)
	for _, r := range sw.Rows {
		if err := b.Append(at, r.Symbol, b8(r.BuyOK), b8(r.SellOK), r.BuyAmount, r.SellAmount, r.Misses, b8(r.Locked)); err != nil {
			return fmt.Errorf("append sweep row %s: %w", r.Symbol, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert %d sweep rows of %s: %w", len(sw.Rows), at.Format(time.RFC3339), err)
	}
	return nil
}

// saveOutage records a sweep in which no venue answered.
func (s *Store) saveOutage(ctx context.Context, at time.Time, assets int, detail string) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO tradability_outages (swept_at, assets, detail)")
	if err != nil {
		return fmt.Errorf("prepare outage row: %w", err)
	}
	defer b.Abort()
	if err := b.Append(at.UTC().Truncate(time.Second), uint32(assets), detail); err != nil {
		return fmt.Errorf("append outage row: %w", err)
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert outage row: %w", err)
	}
	return nil
}

// Latest reads the latest sweep; false when none has landed.
func (s *Store) Latest(ctx context.Context) (Sweep, bool, error) {
	rows, err := s.DB.Query(ctx, `SELECT swept_at, symbol, buy_ok, sell_ok, buy_amount, sell_amount, misses, locked
		FROM tradability_sweeps FINAL
		WHERE swept_at = (SELECT max(swept_at) FROM tradability_sweeps)
		ORDER BY symbol`)
	if err != nil {
		return Sweep{}, false, fmt.Errorf("read latest sweep: %w", err)
	}
	defer rows.Close()
	var sw Sweep
	for rows.Next() {
		var r SweepRow
		var buy, sell, locked uint8
		if err := rows.Scan(&sw.At, &r.Symbol, &buy, &sell, &r.BuyAmount, &r.SellAmount, &r.Misses, &locked); err != nil {
			return Sweep{}, false, fmt.Errorf("scan sweep row: %w", err)
		}
		r.BuyOK, r.SellOK, r.Locked = buy == 1, sell == 1, locked == 1
		sw.Rows = append(sw.Rows, r)
	}
	if err := rows.Err(); err != nil {
		return Sweep{}, false, fmt.Errorf("read latest sweep: %w", err)
	}
	if len(sw.Rows) == 0 {
		return Sweep{}, false, nil
	}
	sw.At = sw.At.UTC()
	return sw, true, nil
}
