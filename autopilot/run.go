package autopilot

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"time"
	"unicode"

	"github.com/ethereum/go-ethereum/crypto"
)

// Skip and error reasons of runs, exactly as the spec's state table has them (ReasonPaused is
// the first).
const (
	reasonNoCash       = "Not enough cash for this run."
	reasonSpendCap     = "Period spend cap reached."
	reasonRiskCeiling  = "Plan exceeds your risk ceiling."
	reasonTooSmall     = "Amount too small to split across the plan's holdings."
	reasonRevertedFmt  = "Run reverted (tx %s)"
	reasonNoPlan       = "No plan can be drafted from the current market data."
	reasonNoSignature  = "Autopilot cannot sign for your wallet: its signing permission is revoked."
	reasonNotSubmitted = "The run could not be submitted."
	reasonNoLiquidity  = "A holding of the plan has no liquidity right now."
	reasonNoReceipt    = "The run's transaction was not mined in time."
	ReasonPending      = "The run's transaction is not mined yet; its outcome will appear in your runs and notifications."
	reasonAccountBusy  = "Your account had another transaction still being confirmed (a manual investment, for instance), so this run was not sent."
	reasonRelayLimit   = "Vera was sending no more transactions for a while (its limit on the gas it may lose was reached), so this run was not sent."
)

// Errors of starting a run.
var (
	// ErrInFlight: another run of the account is in flight in this process (429 Retry-After: 30).
	ErrInFlight = errors.New("another run of this account is in flight")
	// ErrPending: the run's userOp was submitted but not mined within the receipt timeout; the
	// scheduler's next ticks record its outcome from the chain (ReasonPending).
	ErrPending = errors.New("the run's transaction is not mined yet")
	// ErrTakenElsewhere: the run's slot was executed by another process (its EntryPoint nonce key
	// is spent); that process records it.
	ErrTakenElsewhere = errors.New("the run's slot was executed by another process")
)

// RunKey is a run's idempotency key: a scheduled run's account and schedule slot, or a manual
// run's request. Its ID names the run in autopilot_runs and derives the userOp's nonce key.
type RunKey struct {
	UserID string
	// Slot is a scheduled run's slot (the nextRunAt it was due at); zero for a manual run.
	Slot time.Time
	// Request is a manual run's request id: the client's Idempotency-Key, or one drawn when the
	// request is accepted.
	Request string
}

// scheduledKey is the key of the user's run due at slot.
func scheduledKey(userID string, slot time.Time) RunKey {
	return RunKey{UserID: userID, Slot: slot.UTC().Truncate(time.Second)}
}

// maxRequestIDLen bounds a manual run's request id (the Idempotency-Key of POST /api/autopilot/run).
const maxRequestIDLen = 200

// ValidRequestID reports whether req may name a manual run: at most MaxRequestIDLen bytes of
// printable ASCII.
func ValidRequestID(req string) bool {
	if len(req) > maxRequestIDLen {
		return false
	}
	for _, r := range req {
		if r > unicode.MaxASCII || !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// ManualKey is the key of a manual run requested with request id req.
func ManualKey(userID, req string) RunKey { return RunKey{UserID: userID, Request: req} }

// id is the run's id: `slot:<unix>` or `req:<request id>`.
func (k RunKey) id() string {
	if k.Request == "" {
		return "slot:" + strconv.FormatInt(k.Slot.Unix(), 10)
	}
	return "req:" + k.Request
}

// nonceKey is the 192-bit key of the userOp's EntryPoint nonce: the first 24 bytes of
// keccak256("vera autopilot run v1" ‖ userId ‖ 0 ‖ runId). A run's userOp always uses sequence 0
// of its key, so the EntryPoint executes at most one userOp per run, whoever submits it.
func (k RunKey) nonceKey() *big.Int {
	h := crypto.Keccak256([]byte("vera autopilot run v1"), []byte(k.UserID), []byte{0}, []byte(k.id()))
	return new(big.Int).SetBytes(h[:24])
}

// nonce is the userOp nonce of the run: NonceKey << 64 (sequence 0).
func (k RunKey) nonce() *big.Int { return new(big.Int).Lsh(k.nonceKey(), 64) }

// purchase is what a run buys of one leg of its plan: the leg's symbol and weight and the USDG
// it spends (micro-USD). A run's purchases are the spec's AutopilotRun holdings.
type purchase struct {
	Symbol    string  `json:"symbol"`
	WeightPct float64 `json:"weightPct"`
	AmountE6  uint64  `json:"-"`
}

// MarshalJSON writes {symbol, weightPct, amountUsd}.
func (h purchase) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Symbol    string  `json:"symbol"`
		WeightPct float64 `json:"weightPct"`
		AmountUSD float64 `json:"amountUsd"`
	}{h.Symbol, h.WeightPct, usd(h.AmountE6)})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (h *purchase) UnmarshalJSON(b []byte) error {
	var w struct {
		Symbol    string  `json:"symbol"`
		WeightPct float64 `json:"weightPct"`
		AmountUSD float64 `json:"amountUsd"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*h = purchase{Symbol: w.Symbol, WeightPct: w.WeightPct, AmountE6: toE6(w.AmountUSD)}
	return nil
}

// Run is the spec's AutopilotRun, the append-only audit record of one run.
type Run struct {
	UserID          string
	ID              string
	RanAt           time.Time
	AmountE6        uint64
	Status          string
	SpentE6         uint64
	AssessedRiskBps int
	TxHash          string // success, and an error whose transaction was mined
	Holdings        []purchase
	Reason          string
}

// MarshalJSON writes the AutopilotRun: assessedRiskBps, txHash and holdings on success only,
// reason on skipped and errored runs.
func (r Run) MarshalJSON() ([]byte, error) {
	j := struct {
		UserID          string     `json:"userId"`
		RanAt           int64      `json:"ranAt"`
		AmountUSD       float64    `json:"amountUsd"`
		Status          string     `json:"status"`
		AssessedRiskBps *int       `json:"assessedRiskBps,omitempty"`
		TxHash          string     `json:"txHash,omitempty"`
		Holdings        []purchase `json:"holdings,omitempty"`
		Reason          string     `json:"reason,omitempty"`
	}{UserID: r.UserID, RanAt: r.RanAt.Unix(), AmountUSD: usd(r.AmountE6), Status: r.Status, Reason: r.Reason}
	if r.Status == StatusSuccess {
		risk := r.AssessedRiskBps
		j.AssessedRiskBps, j.TxHash, j.Holdings = &risk, r.TxHash, r.Holdings
		if j.Holdings == nil {
			j.Holdings = []purchase{}
		}
	}
	return json.Marshal(j)
}

// RunAnswer is the body of POST /api/autopilot/run: {"ok":true,"txHash":...} on settlement,
// {"ok":false,"reason":...} when skipped or failed.
type RunAnswer struct {
	OK     bool
	TxHash string
	Reason string
}

// MarshalJSON writes txHash on settlement and reason otherwise, never both.
func (a RunAnswer) MarshalJSON() ([]byte, error) {
	if a.OK {
		return json.Marshal(struct {
			OK     bool   `json:"ok"`
			TxHash string `json:"txHash"`
		}{true, a.TxHash})
	}
	return json.Marshal(struct {
		OK     bool   `json:"ok"`
		Reason string `json:"reason"`
	}{false, a.Reason})
}

// Answer is the run as POST /api/autopilot/run answers it.
func (r Run) Answer() RunAnswer {
	if r.Status == StatusSuccess {
		return RunAnswer{OK: true, TxHash: r.TxHash}
	}
	return RunAnswer{Reason: r.Reason}
}

// nextSlot is the first slot after at on the config's schedule from slot.
func nextSlot(c Config, slot, at time.Time) time.Time {
	p := time.Duration(c.Cadence.seconds()) * time.Second
	next := slot.Add(p)
	if !next.After(at) {
		next = next.Add((at.Sub(next)/p + 1) * p)
	}
	return next
}

func reverted(txHash string) string { return fmt.Sprintf(reasonRevertedFmt, txHash) }
