package autopilot

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// Sentinel errors callers act on; the api package maps each to the spec's body.
var (
	// errInvalidSettings: a POST /api/autopilot body that is malformed or out of bounds.
	errInvalidSettings = errors.New("invalid autopilot settings")
	// ErrNotYourWallet: walletId, owner or smartAccount is not one of the caller's embedded wallets.
	ErrNotYourWallet = errors.New("wallet does not belong to the caller")
	// ErrNoConfig: the user has no Autopilot config.
	ErrNoConfig = errors.New("no autopilot is configured")
	// errPaused: the config is paused; its runs are skipped with ReasonPaused.
	errPaused = errors.New("autopilot is paused")
)

// reasonPaused is the skip reason of a paused config's runs, exactly as the spec has it.
const reasonPaused = "Autopilot is paused."

// Bounds of the settings, from the spec's AutopilotConfig table and Limits.
const (
	maxAmountUSD          = 100_000
	maxPerPeriodUSD       = 1_000_000
	defaultRiskCeilingBps = 6000
	maxRiskCeilingBps     = 10_000
	maxGoalChars          = 600
	maxWalletIDLen        = 200
	// pauseAfterErrors is how many consecutive errored runs pause a config.
	pauseAfterErrors = 3
)

// cadence is bound 2: how often a config runs.
type cadence string

// The four cadences.
const (
	daily    cadence = "daily"
	weekly   cadence = "weekly"
	biweekly cadence = "biweekly"
	monthly  cadence = "monthly"
)

// seconds is the cadence's period: daily 86400, weekly 604800, biweekly 1209600, monthly
// 2592000 (30 days); 0 for an unknown cadence.
func (c cadence) seconds() int64 {
	switch c {
	case daily:
		return 86_400
	case weekly:
		return 604_800
	case biweekly:
		return 1_209_600
	case monthly:
		return 2_592_000
	}
	return 0
}

// Who paused a config.
const (
	pausedByUser   = "user"
	pausedByErrors = "errors"
	pausedByGrant  = "grant"
)

// Config is a user's Autopilot config. Money is integer micro-USD; MarshalJSON writes the
// spec's AutopilotConfig with USD numbers.
type Config struct {
	UserID          string
	WalletID        string
	Owner           common.Address
	SmartAccount    common.Address
	Goal            string
	AmountE6        uint64
	Cadence         cadence
	RiskCeilingBps  int
	MaxPerPeriodE6  uint64
	Active          bool
	PausedBy        string // "" while active
	Runs            int
	ConsecutiveErrs int
	SpentE6         uint64 // spent in the current period
	PeriodStart     time.Time
	CreatedAt       time.Time
	NextRunAt       time.Time
	LastRunAt       time.Time // zero before the first run
	UpdatedAt       time.Time
}

// id is the config's id, `ap_<userId>`.
func (c Config) id() string { return "ap_" + c.UserID }

// configJSON is the AutopilotConfig resource.
type configJSON struct {
	ID              string  `json:"id"`
	UserID          string  `json:"userId"`
	WalletID        string  `json:"walletId"`
	Owner           string  `json:"owner"`
	SmartAccount    string  `json:"smartAccount"`
	Goal            string  `json:"goal"`
	AmountUSD       float64 `json:"amountUsd"`
	Cadence         cadence `json:"cadence"`
	RiskCeilingBps  int     `json:"riskCeilingBps"`
	MaxPerPeriodUSD float64 `json:"maxPerPeriodUsd"`
	Active          bool    `json:"active"`
	PausedBy        *string `json:"pausedBy"`
	Runs            int     `json:"runs"`
	CreatedAt       int64   `json:"createdAt"`
	NextRunAt       int64   `json:"nextRunAt"`
	LastRunAt       *int64  `json:"lastRunAt"`
	SpentThisPeriod float64 `json:"spentThisPeriod"`
}

// MarshalJSON writes the AutopilotConfig resource: lastRunAt is null before the first run and
// pausedBy (beyond the spec) is null while active, else "user", "errors" or "grant".
func (c Config) MarshalJSON() ([]byte, error) {
	j := configJSON{
		ID: c.id(), UserID: c.UserID, WalletID: c.WalletID, Owner: c.Owner.Hex(), SmartAccount: c.SmartAccount.Hex(),
		Goal: c.Goal, AmountUSD: usd(c.AmountE6), Cadence: c.Cadence, RiskCeilingBps: c.RiskCeilingBps,
		MaxPerPeriodUSD: usd(c.MaxPerPeriodE6), Active: c.Active, Runs: c.Runs,
		CreatedAt: c.CreatedAt.Unix(), NextRunAt: c.NextRunAt.Unix(), SpentThisPeriod: usd(c.SpentE6),
	}
	if c.PausedBy != "" {
		p := c.PausedBy
		j.PausedBy = &p
	}
	if !c.LastRunAt.IsZero() {
		t := c.LastRunAt.Unix()
		j.LastRunAt = &t
	}
	return json.Marshal(j)
}

// usd converts micro-USD to a USD number for JSON.
func usd(e6 uint64) float64 { return float64(e6) / 1e6 }

// toE6 converts a USD number to micro-USD, rounding half away from zero.
func toE6(usd float64) uint64 { return uint64(math.Round(usd * 1e6)) }

// Settings is the body of POST /api/autopilot. Decoding checks presence and types; Validate
// checks values. Both fail with ErrInvalidSettings.
type Settings struct {
	WalletID        string
	Owner           common.Address
	SmartAccount    common.Address
	Goal            string
	AmountE6        uint64
	Cadence         cadence
	RiskCeilingBps  int    // DefaultRiskCeilingBps when absent
	MaxPerPeriodE6  uint64 // 2 × AmountE6 when absent
	amountUSD       float64
	maxPerPeriodUSD *float64
	riskCeiling     *float64
	ownerRaw        string
	smartAccountRaw string
}

// UnmarshalJSON requires walletId, owner, smartAccount, goal, amountUsd and cadence, and takes
// riskCeilingBps and maxPerPeriodUsd when present and not null. Unknown fields are ignored.
func (s *Settings) UnmarshalJSON(b []byte) error {
	var w struct {
		WalletID        *string  `json:"walletId"`
		Owner           *string  `json:"owner"`
		SmartAccount    *string  `json:"smartAccount"`
		Goal            *string  `json:"goal"`
		AmountUSD       *float64 `json:"amountUsd"`
		Cadence         *string  `json:"cadence"`
		RiskCeilingBps  *float64 `json:"riskCeilingBps"`
		MaxPerPeriodUSD *float64 `json:"maxPerPeriodUsd"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", errInvalidSettings, err)
	}
	if w.WalletID == nil || w.Owner == nil || w.SmartAccount == nil || w.Goal == nil || w.AmountUSD == nil || w.Cadence == nil {
		return fmt.Errorf("%w: walletId, owner, smartAccount, goal, amountUsd and cadence are required", errInvalidSettings)
	}
	*s = Settings{
		WalletID: *w.WalletID, Goal: *w.Goal, Cadence: cadence(*w.Cadence), amountUSD: *w.AmountUSD,
		riskCeiling: w.RiskCeilingBps, maxPerPeriodUSD: w.MaxPerPeriodUSD, ownerRaw: *w.Owner, smartAccountRaw: *w.SmartAccount,
	}
	return nil
}

// Validate checks the values against the spec's bounds and fills the defaults: walletId 1-200
// bytes, owner and smartAccount addresses, goal 1-600 characters and not blank, amountUsd in
// (0, 100000], a known cadence, riskCeilingBps an integer in 0..10000 (default 6000),
// maxPerPeriodUsd in (0, 1000000] (default 2 × amountUsd). USD amounts are kept to the micro-dollar.
func (s *Settings) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", errInvalidSettings, fmt.Sprintf(format, a...))
	}
	if s.WalletID == "" || len(s.WalletID) > maxWalletIDLen || strings.TrimSpace(s.WalletID) != s.WalletID {
		return bad("walletId must be 1-%d bytes without surrounding spaces", maxWalletIDLen)
	}
	var err error
	if s.Owner, err = chain.ParseAddress(s.ownerRaw); err != nil {
		return bad("owner: %v", err)
	}
	if s.SmartAccount, err = chain.ParseAddress(s.smartAccountRaw); err != nil {
		return bad("smartAccount: %v", err)
	}
	if n := utf8.RuneCountInString(s.Goal); n == 0 || n > maxGoalChars || !utf8.ValidString(s.Goal) || strings.TrimSpace(s.Goal) == "" {
		return bad("goal must be 1-%d characters", maxGoalChars)
	}
	if !(s.amountUSD > 0 && s.amountUSD <= maxAmountUSD) || toE6(s.amountUSD) == 0 {
		return bad("amountUsd must be in (0, %d]", maxAmountUSD)
	}
	s.AmountE6 = toE6(s.amountUSD)
	if s.Cadence.seconds() == 0 {
		return bad("cadence %q", s.Cadence)
	}
	s.RiskCeilingBps = defaultRiskCeilingBps
	if r := s.riskCeiling; r != nil {
		if *r != math.Trunc(*r) || *r < 0 || *r > maxRiskCeilingBps {
			return bad("riskCeilingBps must be an integer in 0..%d", maxRiskCeilingBps)
		}
		s.RiskCeilingBps = int(*r)
	}
	s.MaxPerPeriodE6 = 2 * s.AmountE6
	if m := s.maxPerPeriodUSD; m != nil {
		if !(*m > 0 && *m <= maxPerPeriodUSD) || toE6(*m) == 0 {
			return bad("maxPerPeriodUsd must be in (0, %d]", maxPerPeriodUSD)
		}
		s.MaxPerPeriodE6 = toE6(*m)
	}
	return nil
}

// Wallet is one of a user's embedded wallets as a wallet directory lists it.
type Wallet struct {
	WalletID     string
	Owner        common.Address
	SmartAccount common.Address
}

// Saved is the answer of POST /api/autopilot: the stored config plus cadenceSeconds.
type Saved struct {
	Config Config
}

// MarshalJSON writes the AutopilotConfig resource with cadenceSeconds.
func (s Saved) MarshalJSON() ([]byte, error) {
	b, err := s.Config.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return append(b[:len(b)-1], []byte(`,"cadenceSeconds":`+strconv.FormatInt(s.Config.Cadence.seconds(), 10)+`}`)...), nil
}
