package autopilot

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema"
)

// Service owns Autopilot configs: their lifecycle (create or update, delete, pause, resume),
// their signing grants, and the bookkeeping of run outcomes, with the notifications each
// change of state writes. It is safe for concurrent use.
type Service struct {
	// Locks serialize each user's read-modify-write of the config (save, delete, pause,
	// resume, a run's outcome), so that no writer puts back a version it read before another
	// writer's change: a deleted config stays deleted, a pause is never undone by a run
	// finishing. NewService sets a one-process coord.Local; replicas sharing one database need
	// the cluster's coordination service behind this interface. Set it before first use.
	Locks coord.Locks
	// Accounts, when set, proves on chain that a config's smartAccount belongs to its owner
	// (Save). Without it only the smart account the wallet directory names is accepted.
	Accounts AccountChecker

	store    *Store
	inbox    *inbox.Inbox
	now      func() time.Time
	versions schema.Versions
	// afterLoad, in tests, runs between a change's read of the config and its write.
	afterLoad func(op, userID string)
}

// NewService returns the service; now nil means time.Now.
func NewService(store *Store, inbox *inbox.Inbox, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{Locks: &coord.Local{}, store: store, inbox: inbox, now: now}
}

// lockKey is the coord key under which a user's config is changed.
func lockKey(userID string) string { return "autopilot-config/" + userID }

// load takes the user's config lock and reads the config under it; the caller must call
// unlock once its write is done.
func (s *Service) load(ctx context.Context, op, userID string) (c storedConfig, ok bool, unlock func(), err error) {
	unlock, err = s.Locks.Lock(ctx, lockKey(userID))
	if err != nil {
		return c, false, nil, fmt.Errorf("%s autopilot config of %s: %w", op, userID, err)
	}
	c, ok, err = s.store.loadConfig(ctx, userID)
	if err != nil {
		unlock()
		return c, false, nil, err
	}
	if s.afterLoad != nil {
		s.afterLoad(op, userID)
	}
	return c, ok, unlock, nil
}

// Get returns the user's config, or ErrNoConfig.
func (s *Service) Get(ctx context.Context, userID string) (Config, error) {
	c, ok, err := s.store.loadConfig(ctx, userID)
	if err != nil {
		return Config{}, err
	}
	if !ok {
		return Config{}, ErrNoConfig
	}
	rollPeriod(&c.Config, s.now()) // spentThisPeriod of the current period
	return c.Config, nil
}

// Save creates or updates the user's config from validated settings. wallets are the caller's
// embedded wallets from the wallet directory: walletId, owner and smartAccount must be one of
// them (ErrNotYourWallet). Every save resets the schedule (nextRunAt = now + the cadence),
// activates the config and clears its error count; createdAt, runs, lastRunAt and the
// current period's spend are kept across updates. The wallet's signing grant is written
// before the config, so a config never exists without its grant; moving to another wallet
// revokes the previous wallet's grant.
func (s *Service) Save(ctx context.Context, userID string, set Settings, wallets []Wallet) (Config, error) {
	if userID == "" {
		return Config{}, fmt.Errorf("%w: no user", ErrNotYourWallet)
	}
	if err := s.checkOwnership(ctx, wallets, set); err != nil {
		return Config{}, err
	}
	prev, had, unlock, err := s.load(ctx, "save", userID)
	if err != nil {
		return Config{}, err
	}
	defer unlock()
	now := s.now().UTC().Truncate(time.Second)
	c := Config{
		UserID: userID, WalletID: set.WalletID, Owner: set.Owner, SmartAccount: set.SmartAccount, Goal: set.Goal,
		AmountE6: set.AmountE6, Cadence: set.Cadence, RiskCeilingBps: set.RiskCeilingBps, MaxPerPeriodE6: set.MaxPerPeriodE6,
		Active: true, CreatedAt: now, PeriodStart: now, UpdatedAt: now,
		NextRunAt: now.Add(time.Duration(set.Cadence.seconds()) * time.Second),
	}
	if had {
		c.CreatedAt, c.Runs, c.LastRunAt = prev.CreatedAt, prev.Runs, prev.LastRunAt
		c.SpentE6, c.PeriodStart = prev.SpentE6, prev.PeriodStart
	}
	if err := s.store.setGrant(ctx, c.WalletID, userID, true, s.versions.Next(now, 0), now); err != nil {
		return Config{}, err
	}
	if err := s.store.writeConfig(ctx, c, s.versions.Next(now, prev.version), false); err != nil {
		return Config{}, err
	}
	if had && prev.WalletID != c.WalletID {
		if err := s.store.setGrant(ctx, prev.WalletID, userID, false, s.versions.Next(now, 0), now); err != nil {
			return Config{}, err
		}
	}
	return c, nil
}

// Delete removes the user's config (a tombstone row) and revokes its wallet's signing grant.
// Deleting when there is no config succeeds and changes nothing.
func (s *Service) Delete(ctx context.Context, userID string) error {
	prev, had, unlock, err := s.load(ctx, "delete", userID)
	if err != nil {
		return err
	}
	defer unlock()
	if !had {
		return nil
	}
	now := s.now().UTC().Truncate(time.Second)
	// The grant goes first: once DELETE answers, nothing more is signed even if the tombstone
	// write failed and is retried.
	if err := s.store.setGrant(ctx, prev.WalletID, userID, false, s.versions.Next(now, 0), now); err != nil {
		return err
	}
	tomb := prev.Config
	tomb.Active, tomb.UpdatedAt = false, now
	return s.store.writeConfig(ctx, tomb, s.versions.Next(now, prev.version), true)
}

// Pause stops the user's runs until Resume (or a new POST) and notifies the user. Pausing a
// paused config changes nothing.
func (s *Service) Pause(ctx context.Context, userID string) (Config, error) {
	return s.setActive(ctx, userID, false, pausedByUser)
}

// Resume lets a paused config run again, clears its error count and notifies the user; the
// schedule is kept (a due run happens at the next tick).
func (s *Service) Resume(ctx context.Context, userID string) (Config, error) {
	return s.setActive(ctx, userID, true, "")
}

func (s *Service) setActive(ctx context.Context, userID string, active bool, by string) (Config, error) {
	op := "pause"
	if active {
		op = "resume"
	}
	prev, had, unlock, err := s.load(ctx, op, userID)
	if err != nil {
		return Config{}, err
	}
	defer unlock()
	if !had {
		return Config{}, ErrNoConfig
	}
	if prev.Active == active {
		return prev.Config, nil
	}
	c := prev.Config
	c.Active, c.PausedBy, c.ConsecutiveErrs = active, by, 0
	c.UpdatedAt = s.now().UTC().Truncate(time.Second)
	if err := s.store.writeConfig(ctx, c, s.versions.Next(c.UpdatedAt, prev.version), false); err != nil {
		return Config{}, err
	}
	n := inbox.Notification{Kind: inbox.KindSystem, Title: "Autopilot paused", Body: "You paused Autopilot. No runs happen until you resume it."}
	if active {
		n = inbox.Notification{Kind: inbox.KindSystem, Title: "Autopilot resumed", Body: "Autopilot runs again on its schedule."}
	}
	if _, err := s.inbox.Notify(ctx, userID, n); err != nil {
		return c, err
	}
	return c, nil
}

// checkRunnable is the first check of every run: a paused config's run is skipped with
// reasonPaused (ErrPaused), before anything is signed.
func checkRunnable(c Config) error {
	if !c.Active {
		return errPaused
	}
	return nil
}

// Run statuses of the spec's AutopilotRun.
const (
	StatusSuccess = "success"
	StatusSkipped = "skipped"
	StatusError   = "error"
)

// runOutcome is what a finished run reports to RecordRunOutcome.
// errOutcomeRecorded is recordRunOutcome's answer to an Unrecorded outcome the config counted already.
var errOutcomeRecorded = errors.New("autopilot: run outcome recorded already")

type runOutcome struct {
	Status string // StatusSuccess, StatusSkipped or StatusError
	At     time.Time
	// SpentE6 is the USDG the run deployed (success only), in micro-USD.
	SpentE6 uint64
	// Err is why an errored run failed; an error wrapping ErrNoGrant pauses the config at once.
	Err error
	// NextRunAt, when set, is the config's next slot (a scheduled run advances the schedule).
	NextRunAt time.Time
	// Slot is the scheduled slot the run was for. When set, NextRunAt applies only while the
	// config still waits for that slot: a POST during the run reset the schedule, and the
	// run's outcome must not put back the old one.
	Slot time.Time
	// Unrecorded, with Slot, records the outcome only while the config still waits for Slot: the
	// run's record was written by a process stopped before this write, which moves the schedule
	// and counts the run in one row, so a config past Slot has the outcome counted already.
	Unrecorded bool
}

// recordRunOutcome updates the user's config after a run: a success counts the run, its spend
// against the current period and clears the error count; a skip changes no counter; an error
// counts one more consecutive error. The service pauses the config itself, with a `system`
// notification, after PauseAfterErrors consecutive errored runs, or at the first run that finds
// its signing grant revoked (Err wraps ErrNoGrant). lastRunAt becomes At for every outcome. It
// returns the config as stored.
func (s *Service) recordRunOutcome(ctx context.Context, userID string, o runOutcome) (Config, error) {
	prev, had, unlock, err := s.load(ctx, "record run", userID)
	if err != nil {
		return Config{}, err
	}
	defer unlock()
	if !had {
		return Config{}, ErrNoConfig
	}
	c := prev.Config
	if o.Unrecorded && !c.NextRunAt.Equal(o.Slot.UTC().Truncate(time.Second)) {
		return c, errOutcomeRecorded
	}
	at := o.At.UTC().Truncate(time.Second)
	c.LastRunAt, c.UpdatedAt = at, s.now().UTC().Truncate(time.Second)
	rollPeriod(&c, at) // spend counts against the period the run falls in
	if !o.NextRunAt.IsZero() && (o.Slot.IsZero() || c.NextRunAt.Equal(o.Slot.UTC().Truncate(time.Second))) {
		c.NextRunAt = o.NextRunAt.UTC().Truncate(time.Second)
	}
	var notice *inbox.Notification
	switch o.Status {
	case StatusSuccess:
		c.Runs++
		c.SpentE6 += o.SpentE6
		c.ConsecutiveErrs = 0
	case StatusSkipped:
	case StatusError:
		c.ConsecutiveErrs++
		switch {
		case errors.Is(o.Err, ErrNoGrant) && c.Active:
			c.Active, c.PausedBy = false, pausedByGrant
			notice = &inbox.Notification{Kind: inbox.KindSystem, Title: "Autopilot paused: signing permission revoked",
				Body: "The permission to sign Autopilot runs for your wallet is no longer granted. Save your Autopilot settings again to grant it, then resume."}
		case c.ConsecutiveErrs >= pauseAfterErrors && c.Active:
			c.Active, c.PausedBy = false, pausedByErrors
			notice = &inbox.Notification{Kind: inbox.KindSystem, Title: "Autopilot paused after 3 failed runs",
				Body: fmt.Sprintf("Your last %d Autopilot runs failed, so Autopilot paused itself. Resume it when you are ready.", c.ConsecutiveErrs)}
		}
	default:
		return Config{}, fmt.Errorf("record run of %s: unknown status %q", userID, o.Status)
	}
	if err := s.store.writeConfig(ctx, c, s.versions.Next(c.UpdatedAt, prev.version), false); err != nil {
		return Config{}, err
	}
	if notice != nil {
		if _, err := s.inbox.Notify(ctx, userID, *notice); err != nil {
			return c, err
		}
	}
	return c, nil
}
