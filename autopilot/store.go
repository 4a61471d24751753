package autopilot

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/schema"
)

// Store keeps Autopilot's tables in ClickHouse (migration 0600): configs, signing grants,
// notifications with their read marks, and price alerts. Every read takes the latest version
// explicitly (FINAL); every write is a batch insert with named columns.
type Store struct {
	DB *schema.DB
}

// storedConfig is a config row with its version.
type storedConfig struct {
	Config
	version uint64
}

const configColumns = "user_id, version, deleted, wallet_id, owner, smart_account, goal, amount_e6, cadence, risk_ceiling_bps, " +
	"max_per_period_e6, active, paused_by, runs, consecutive_errors, spent_this_period_e6, period_start, created_at, next_run_at, last_run_at, updated_at"

// loadConfig returns the user's latest config row; ok is false when there is none or the latest
// row is a tombstone. version is the latest version either way (0 when the user never had one).
func (s *Store) loadConfig(ctx context.Context, userID string) (c storedConfig, ok bool, err error) {
	rows, err := s.DB.Query(ctx, "SELECT "+configColumns+" FROM autopilot_configs FINAL WHERE user_id = ?", userID)
	if err != nil {
		return c, false, fmt.Errorf("read autopilot config of %s: %w", userID, err)
	}
	defer rows.Close()
	found := false
	for rows.Next() {
		var (
			deleted, active                  uint8
			owner, account, cadence          string
			riskCeiling, consecutive         uint16
			runs                             uint32
			amount, maxPerPeriod, spent      uint64
			periodStart, created, next, last time.Time
			updated                          time.Time
			r                                storedConfig
		)
		if err := rows.Scan(&r.UserID, &r.version, &deleted, &r.WalletID, &owner, &account, &r.Goal, &amount, &cadence, &riskCeiling,
			&maxPerPeriod, &active, &r.PausedBy, &runs, &consecutive, &spent, &periodStart, &created, &next, &last, &updated); err != nil {
			return c, false, fmt.Errorf("scan autopilot config of %s: %w", userID, err)
		}
		if found && r.version <= c.version {
			continue
		}
		found = true
		r.Owner, r.SmartAccount = common.HexToAddress(owner), common.HexToAddress(account)
		r.AmountE6, r.MaxPerPeriodE6, r.SpentE6 = amount, maxPerPeriod, spent
		r.Cadence, r.RiskCeilingBps, r.Active = Cadence(cadence), int(riskCeiling), active == 1
		r.Runs, r.ConsecutiveErrs = int(runs), int(consecutive)
		r.PeriodStart, r.CreatedAt, r.NextRunAt, r.UpdatedAt = periodStart.UTC(), created.UTC(), next.UTC(), updated.UTC()
		if last.Unix() > 0 {
			r.LastRunAt = last.UTC()
		}
		c, ok = r, deleted == 0
	}
	if err := rows.Err(); err != nil {
		return c, false, fmt.Errorf("read autopilot config of %s: %w", userID, err)
	}
	return c, ok, nil
}

// writeConfig appends c under version, or a tombstone of the user's config when deleted.
func (s *Store) writeConfig(ctx context.Context, c Config, version uint64, deleted bool) error {
	err := s.insert(ctx, "INSERT INTO autopilot_configs ("+configColumns+")", []any{c.UserID, version, flag(deleted), c.WalletID,
		c.Owner.Hex(), c.SmartAccount.Hex(), c.Goal, c.AmountE6, string(c.Cadence), uint16(c.RiskCeilingBps), c.MaxPerPeriodE6,
		flag(c.Active), c.PausedBy, uint32(c.Runs), uint16(c.ConsecutiveErrs), c.SpentE6, c.PeriodStart, c.CreatedAt, c.NextRunAt,
		unixOrZero(c.LastRunAt), c.UpdatedAt})
	if err != nil {
		return fmt.Errorf("write autopilot config of %s: %w", c.UserID, err)
	}
	return nil
}

// setGrant records that walletID's delegated signing is granted (or revoked) for userID.
func (s *Store) setGrant(ctx context.Context, walletID, userID string, granted bool, version uint64, at time.Time) error {
	err := s.insert(ctx, "INSERT INTO autopilot_grants (wallet_id, user_id, granted, version, changed_at)",
		[]any{walletID, userID, flag(granted), version, at})
	if err != nil {
		return fmt.Errorf("write grant of wallet %s: %w", walletID, err)
	}
	return nil
}

// granted reports whether walletID's delegated signing is granted now.
func (s *Store) granted(ctx context.Context, walletID string) (bool, error) {
	var n uint64
	row := s.DB.QueryRow(ctx, "SELECT count() FROM (SELECT argMax(granted, version) AS g FROM autopilot_grants WHERE wallet_id = ? GROUP BY wallet_id) WHERE g = 1", walletID)
	if err := row.Scan(&n); err != nil {
		return false, fmt.Errorf("read grant of wallet %s: %w", walletID, err)
	}
	return n > 0, nil
}

func flag(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func unixOrZero(t time.Time) time.Time {
	if t.IsZero() {
		return time.Unix(0, 0).UTC()
	}
	return t
}

// insert writes rows in one batch: INSERT with named columns, one Append per row.
//
// (schema.DB.PrepareBatch keeps ctx's cancellation away from the batch.)
func (s *Store) insert(ctx context.Context, query string, rows ...[]any) error {
	b, err := s.DB.PrepareBatch(ctx, query)
	if err != nil {
		return err
	}
	defer b.Abort()
	for _, r := range rows {
		if err := b.Append(r...); err != nil {
			return err
		}
	}
	return b.Send()
}
