package autopilot

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/schema"
)

// Store keeps Autopilot's tables in ClickHouse (migrations 0600-0603, 0650): configs, signing
// grants, runs and their attempts, and the accounts trade notices look at. Every read takes the latest version
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
		r, deleted, err := scanConfig(rows)
		if err != nil {
			return c, false, fmt.Errorf("autopilot config of %s: %w", userID, err)
		}
		if found && r.version <= c.version {
			continue
		}
		found = true
		c, ok = r, !deleted
	}
	if err := rows.Err(); err != nil {
		return c, false, fmt.Errorf("read autopilot config of %s: %w", userID, err)
	}
	return c, ok, nil
}

// scanConfig reads one autopilot_configs row.
func scanConfig(rows interface{ Scan(dest ...any) error }) (storedConfig, bool, error) {
	var (
		deleted, active                  uint8
		owner, account, cadenceText      string
		riskCeiling, consecutive         uint16
		runs                             uint32
		amount, maxPerPeriod, spent      uint64
		periodStart, created, next, last time.Time
		updated                          time.Time
		r                                storedConfig
	)
	if err := rows.Scan(&r.UserID, &r.version, &deleted, &r.WalletID, &owner, &account, &r.Goal, &amount, &cadenceText, &riskCeiling,
		&maxPerPeriod, &active, &r.PausedBy, &runs, &consecutive, &spent, &periodStart, &created, &next, &last, &updated); err != nil {
		return r, false, fmt.Errorf("scan autopilot config: %w", err)
	}
	r.Owner, r.SmartAccount = common.HexToAddress(owner), common.HexToAddress(account)
	r.AmountE6, r.MaxPerPeriodE6, r.SpentE6 = amount, maxPerPeriod, spent
	r.Cadence, r.RiskCeilingBps, r.Active = cadence(cadenceText), int(riskCeiling), active == 1
	r.Runs, r.ConsecutiveErrs = int(runs), int(consecutive)
	r.PeriodStart, r.CreatedAt, r.NextRunAt, r.UpdatedAt = periodStart.UTC(), created.UTC(), next.UTC(), updated.UTC()
	if last.Unix() > 0 {
		r.LastRunAt = last.UTC()
	}
	return r, deleted == 1, nil
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

// insert writes rows in one batch (schema.DB.Insert).
func (s *Store) insert(ctx context.Context, query string, rows ...[]any) error {
	return s.DB.Insert(ctx, query, rows...)
}

const runColumns = "user_id, run_id, ran_at, ran_at_ms, status, amount_e6, spent_e6, assessed_risk_bps, tx_hash, holdings, reason"

// writeRun appends a run's record (autopilot_runs, migration 0601); a replay of one run id
// collapses into one row.
func (s *Store) writeRun(ctx context.Context, r Run) error {
	holdings, err := json.Marshal(r.Holdings)
	if err != nil {
		return err
	}
	err = s.insert(ctx, "INSERT INTO autopilot_runs ("+runColumns+")", []any{r.UserID, r.ID, r.RanAt.Truncate(time.Second), uint64(r.RanAt.UnixMilli()), r.Status, r.AmountE6, r.SpentE6,
		uint16(r.AssessedRiskBps), r.TxHash, string(holdings), r.Reason})
	if err != nil {
		return fmt.Errorf("write autopilot run %s of %s: %w", r.ID, r.UserID, err)
	}
	return nil
}

func (s *Store) queryRuns(ctx context.Context, where string, args ...any) ([]Run, error) {
	rows, err := s.DB.Query(ctx, "SELECT "+runColumns+" FROM autopilot_runs FINAL WHERE "+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read autopilot runs: %w", err)
	}
	defer rows.Close()
	var out []Run
	for rows.Next() {
		var (
			r        Run
			risk     uint16
			ms       uint64
			holdings string
		)
		if err := rows.Scan(&r.UserID, &r.ID, &r.RanAt, &ms, &r.Status, &r.AmountE6, &r.SpentE6, &risk, &r.TxHash, &holdings, &r.Reason); err != nil {
			return nil, fmt.Errorf("scan autopilot run: %w", err)
		}
		r.RanAt, r.AssessedRiskBps = time.UnixMilli(int64(ms)).UTC(), int(risk)
		if err := json.Unmarshal([]byte(holdings), &r.Holdings); err != nil {
			return nil, fmt.Errorf("decode holdings of run %s: %w", r.ID, err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// loadRun returns the recorded run id of userID, if any.
func (s *Store) loadRun(ctx context.Context, userID, runID string) (Run, bool, error) {
	rs, err := s.queryRuns(ctx, "user_id = ? AND run_id = ?", userID, runID)
	if err != nil || len(rs) == 0 {
		return Run{}, false, err
	}
	return rs[0], true, nil
}

// Runs returns the user's last n runs, newest first: by the millisecond each started (strictly
// increasing per process, and one user's runs never overlap), so runs of one second keep the
// order they ran in.
func (s *Store) Runs(ctx context.Context, userID string, n int) ([]Run, error) {
	return s.queryRuns(ctx, "user_id = ? ORDER BY ran_at_ms DESC, run_id DESC LIMIT ?", userID, n)
}

// Attempt states.
const (
	attemptSubmitted = "submitted"
	attemptDone      = "done"
)

// attempt is what a run submitted to the chain (autopilot_run_attempts, migration 0602).
type attempt struct {
	UserID      string
	RunID       string
	Instance    string
	State       string
	UserOpHash  common.Hash
	FromBlock   uint64
	SubmittedAt time.Time
	Pending     pendingRun
}

// pendingRun is the run to record once its userOp is found on chain.
type pendingRun struct {
	RanAt           int64      `json:"ranAt"`
	RanAtMs         int64      `json:"ranAtMs,omitempty"` // absent in attempts written before run order`
	AmountE6        uint64     `json:"amountE6"`
	AssessedRiskBps int        `json:"assessedRiskBps"`
	Holdings        []purchase `json:"holdings"`
	Slot            int64      `json:"slot"`
	// Op is the signed userOp as submitted (absent in attempts written before it was kept): a
	// replica that finds it never reached the chain sends the same op again (reconcile).
	Op *storedOp `json:"op,omitempty"`
}

// storedOp is a signed PackedUserOperation in the attempt's JSON, hex-encoded.
type storedOp struct {
	Sender             common.Address `json:"sender"`
	Nonce              *hexutil.Big   `json:"nonce"`
	InitCode           hexutil.Bytes  `json:"initCode"`
	CallData           hexutil.Bytes  `json:"callData"`
	AccountGasLimits   hexutil.Bytes  `json:"accountGasLimits"`
	PreVerificationGas *hexutil.Big   `json:"preVerificationGas"`
	GasFees            hexutil.Bytes  `json:"gasFees"`
	PaymasterAndData   hexutil.Bytes  `json:"paymasterAndData"`
	Signature          hexutil.Bytes  `json:"signature"`
}

func storeOp(op entrypoint.PackedUserOperation) *storedOp {
	return &storedOp{Sender: op.Sender, Nonce: (*hexutil.Big)(op.Nonce), InitCode: op.InitCode, CallData: op.CallData,
		AccountGasLimits: op.AccountGasLimits[:], PreVerificationGas: (*hexutil.Big)(op.PreVerificationGas), GasFees: op.GasFees[:],
		PaymasterAndData: op.PaymasterAndData, Signature: op.Signature}
}

// packed is the stored op, or false when it is incomplete.
func (s *storedOp) packed() (entrypoint.PackedUserOperation, bool) {
	if s.Nonce == nil || s.PreVerificationGas == nil || len(s.AccountGasLimits) != 32 || len(s.GasFees) != 32 {
		return entrypoint.PackedUserOperation{}, false
	}
	op := entrypoint.PackedUserOperation{Sender: s.Sender, Nonce: s.Nonce.ToInt(), InitCode: s.InitCode, CallData: s.CallData,
		PreVerificationGas: s.PreVerificationGas.ToInt(), PaymasterAndData: s.PaymasterAndData, Signature: s.Signature}
	copy(op.AccountGasLimits[:], s.AccountGasLimits)
	copy(op.GasFees[:], s.GasFees)
	return op, true
}

func (a attempt) with(state string) attempt { a.State = state; return a }

func (a attempt) run() Run {
	ranAt := time.Unix(a.Pending.RanAt, 0).UTC()
	if a.Pending.RanAtMs != 0 {
		ranAt = time.UnixMilli(a.Pending.RanAtMs).UTC()
	}
	return Run{UserID: a.UserID, ID: a.RunID, RanAt: ranAt, AmountE6: a.Pending.AmountE6,
		AssessedRiskBps: a.Pending.AssessedRiskBps, Holdings: a.Pending.Holdings}
}

const attemptColumns = "user_id, run_id, instance, version, state, user_op_hash, from_block, submitted_at, pending"

func (s *Store) writeAttempt(ctx context.Context, a attempt, version uint64) error {
	pending, err := json.Marshal(a.Pending)
	if err != nil {
		return err
	}
	err = s.insert(ctx, "INSERT INTO autopilot_run_attempts ("+attemptColumns+")", []any{a.UserID, a.RunID, a.Instance, version, a.State,
		a.UserOpHash.Hex(), a.FromBlock, a.SubmittedAt, string(pending)})
	if err != nil {
		return fmt.Errorf("write run attempt %s of %s: %w", a.RunID, a.UserID, err)
	}
	return nil
}

func (s *Store) queryAttempts(ctx context.Context, where string, args ...any) ([]attempt, error) {
	rows, err := s.DB.Query(ctx, "SELECT "+attemptColumns+" FROM autopilot_run_attempts FINAL WHERE "+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read run attempts: %w", err)
	}
	defer rows.Close()
	var out []attempt
	for rows.Next() {
		var (
			a             attempt
			version       uint64
			hash, pending string
		)
		if err := rows.Scan(&a.UserID, &a.RunID, &a.Instance, &version, &a.State, &hash, &a.FromBlock, &a.SubmittedAt, &pending); err != nil {
			return nil, fmt.Errorf("scan run attempt: %w", err)
		}
		a.UserOpHash, a.SubmittedAt = common.HexToHash(hash), a.SubmittedAt.UTC()
		if err := json.Unmarshal([]byte(pending), &a.Pending); err != nil {
			return nil, fmt.Errorf("decode run attempt %s: %w", a.RunID, err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

func (s *Store) loadAttempt(ctx context.Context, userID, runID string) (attempt, bool, error) {
	as, err := s.queryAttempts(ctx, "user_id = ? AND run_id = ?", userID, runID)
	if err != nil || len(as) == 0 {
		return attempt{}, false, err
	}
	return as[0], true, nil
}

// submittedAttempts lists every attempt still waiting for its outcome.
func (s *Store) submittedAttempts(ctx context.Context) ([]attempt, error) {
	return s.queryAttempts(ctx, "state = ?", attemptSubmitted)
}

// dueConfigs returns every config (active or paused, not deleted) whose latest version has
// nextRunAt at or before at. The latest version is taken per user before filtering, so an older
// version that was due never counts.
func (s *Store) dueConfigs(ctx context.Context, at time.Time) ([]Config, error) {
	rows, err := s.DB.Query(ctx, "SELECT "+configColumns+" FROM autopilot_configs FINAL")
	if err != nil {
		return nil, fmt.Errorf("read due autopilot configs: %w", err)
	}
	defer rows.Close()
	latest := map[string]storedConfig{}
	deleted := map[string]bool{}
	for rows.Next() {
		c, del, err := scanConfig(rows)
		if err != nil {
			return nil, err
		}
		if prev, ok := latest[c.UserID]; ok && prev.version >= c.version {
			continue
		}
		latest[c.UserID], deleted[c.UserID] = c, del
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read due autopilot configs: %w", err)
	}
	out := make([]Config, 0, len(latest))
	for id, c := range latest {
		if !deleted[id] && !c.NextRunAt.After(at) {
			out = append(out, c.Config)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].NextRunAt.Before(out[j].NextRunAt) || out[i].NextRunAt.Equal(out[j].NextRunAt) && out[i].UserID < out[j].UserID
	})
	return out, nil
}
