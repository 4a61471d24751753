package autopilot

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vera-invest/vera/coord"
)

// noLocks is the service as it was before coord: every change reads and writes unguarded.
type noLocks struct{}

func (noLocks) Lock(context.Context, string) (func(), error) { return func() {}, nil }

// arrivals tells a trial's hook that the competing writer has reached the user's lock.
type arrivals struct {
	inner coord.Locks
	chans sync.Map // lock key -> chan struct{} (buffered 1)
}

func (a *arrivals) Lock(ctx context.Context, key string) (func(), error) {
	if ch, ok := a.chans.Load(key); ok {
		select {
		case ch.(chan struct{}) <- struct{}{}:
		default:
		}
	}
	return a.inner.Lock(ctx, key)
}

// raceCase is one interleaving: a run's outcome against a user's change. check reports what
// the user lost, "" when nothing.
type raceCase struct {
	name   string
	change func(ctx context.Context, h *harness, user string) error
	check  func(c Config, err error, granted bool) string
}

var raceCases = []raceCase{
	{
		name:   "DELETE/run",
		change: func(ctx context.Context, h *harness, user string) error { return h.svc.Delete(ctx, user) },
		check: func(c Config, err error, granted bool) string {
			if !errors.Is(err, ErrNoConfig) {
				return fmt.Sprintf("the deleted config came back (active %v)", c.Active)
			}
			if granted {
				return "the revoked grant came back"
			}
			return ""
		},
	},
	{
		name:   "pause/run",
		change: func(ctx context.Context, h *harness, user string) error { _, err := h.svc.Pause(ctx, user); return err },
		check: func(c Config, err error, _ bool) string {
			if err != nil || c.Active || c.PausedBy != pausedByUser {
				return fmt.Sprintf("the pause was undone (active %v, err %v)", c.Active, err)
			}
			if c.Runs != 1 || c.SpentE6 != 5_000_000 {
				return fmt.Sprintf("the run was not counted (runs %d, spent %d)", c.Runs, c.SpentE6)
			}
			return ""
		},
	},
	{
		name: "POST/run",
		change: func(ctx context.Context, h *harness, user string) error {
			_, err := h.svc.Save(ctx, user, raceSettings(user, map[string]any{"goal": "new goal", "cadence": "weekly"}), []Wallet{raceWallet(user)})
			return err
		},
		check: func(c Config, err error, _ bool) string {
			if err != nil || c.Goal != "new goal" || c.Cadence != weekly || !c.NextRunAt.Equal(raceNow.Add(7*24*time.Hour)) {
				return fmt.Sprintf("the POST was undone (goal %q, cadence %s, next %s, err %v)", c.Goal, c.Cadence, c.NextRunAt, err)
			}
			if c.Runs != 1 || c.SpentE6 != 5_000_000 {
				return fmt.Sprintf("the run was not counted (runs %d, spent %d)", c.Runs, c.SpentE6)
			}
			return ""
		},
	},
}

// raceNow is the harness's fixed clock, when POST resets the schedule from.
var raceNow = time.Unix(1_800_000_000, 0).UTC()

// raceWallet is the trial user's own wallet, so that one trial's grant is not another's.
func raceWallet(user string) Wallet {
	w := u1Wallets()[0]
	w.WalletID = "w-" + user
	return w
}

// raceSettings are valid settings of the user's wallet (no *testing.T: trials run in goroutines).
func raceSettings(user string, over map[string]any) Settings {
	w := raceWallet(user)
	m := map[string]any{"walletId": w.WalletID, "owner": w.Owner.Hex(), "smartAccount": w.SmartAccount.Hex()}
	for k, v := range over {
		m[k] = v
	}
	s, err := parseSettings(settingsJSON(m))
	if err != nil {
		panic("BUG: race settings: " + err.Error())
	}
	return s
}

// setUpRaceUsers writes the trial users' configs and grants in two batches, as Save would
// have stored them: the trials then spend their time on the interleaving itself.
func setUpRaceUsers(ctx context.Context, h *harness, users []string) error {
	now := h.clock.now()
	var configs, grants [][]any
	for _, u := range users {
		set := raceSettings(u, map[string]any{"amountUsd": 5})
		c := Config{UserID: u, WalletID: set.WalletID, Owner: set.Owner, SmartAccount: set.SmartAccount, Goal: set.Goal,
			AmountE6: set.AmountE6, Cadence: set.Cadence, RiskCeilingBps: set.RiskCeilingBps, MaxPerPeriodE6: set.MaxPerPeriodE6,
			Active: true, CreatedAt: now, PeriodStart: now, UpdatedAt: now, NextRunAt: now.Add(24 * time.Hour)}
		configs = append(configs, []any{c.UserID, h.svc.versions.Next(now, 0), uint8(0), c.WalletID, c.Owner.Hex(), c.SmartAccount.Hex(),
			c.Goal, c.AmountE6, string(c.Cadence), uint16(c.RiskCeilingBps), c.MaxPerPeriodE6, uint8(1), "", uint32(0), uint16(0),
			uint64(0), c.PeriodStart, c.CreatedAt, c.NextRunAt, unixOrZero(c.LastRunAt), c.UpdatedAt})
		grants = append(grants, []any{c.WalletID, u, uint8(1), h.svc.versions.Next(now, 0), now})
	}
	if err := h.store.insert(ctx, "INSERT INTO autopilot_configs ("+configColumns+")", configs...); err != nil {
		return err
	}
	return h.store.insert(ctx, "INSERT INTO autopilot_grants (wallet_id, user_id, granted, version, changed_at)", grants...)
}

// raceTrial forces one interleaving on one user: the first writer has read the config and not
// yet written it when the second starts. With locks the second reaches the lock and must wait
// there (the hook lets the first go on as soon as it arrives); without them (locked false) the
// hook waits for the second to finish inside the window: exactly the lost update of a run
// finishing around a user's change. The outcome is checked afterwards, for all trials at once.
func raceTrial(ctx context.Context, h *harness, rc raceCase, user string, runFirst, locked bool, arrived *arrivals, hooks *sync.Map) error {
	run := func() error {
		_, err := h.svc.recordRunOutcome(ctx, user, runOutcome{Status: StatusSuccess, At: h.clock.now(), SpentE6: 5_000_000})
		if errors.Is(err, ErrNoConfig) { // the run found the config deleted: nothing to record
			return nil
		}
		return err
	}
	change := func() error { return rc.change(ctx, h, user) }
	first, second := run, change
	if !runFirst {
		first, second = change, run
	}
	ch := make(chan struct{}, 1)
	arrived.chans.Store(lockKey(user), ch)
	defer arrived.chans.Delete(lockKey(user))
	secondErr := make(chan error, 1)
	calls := 0
	hooks.Store(user, func(string) {
		if calls++; calls > 1 { // only the first writer's read opens the window
			return
		}
		<-ch // the first writer's own arrival at the lock
		done := make(chan struct{})
		go func() { secondErr <- second(); close(done) }()
		if locked {
			select {
			case <-ch:
			case <-done:
			}
			return
		}
		<-done
	})
	defer hooks.Delete(user)
	if err := first(); err != nil {
		return err
	}
	return <-secondErr
}

// runTrials runs n trials of rc on parallel workers and counts the users whose change was lost.
func runTrials(t *testing.T, h *harness, rc raceCase, n int, prefix string) int {
	t.Helper()
	ctx := context.Background()
	users := make([]string, n)
	for i := range users {
		users[i] = fmt.Sprintf("%s-%d", prefix, i)
	}
	if err := setUpRaceUsers(ctx, h, users); err != nil {
		t.Fatal(err)
	}
	_, locked := h.svc.Locks.(*coord.Local)
	arrived := &arrivals{inner: h.svc.Locks}
	h.svc.Locks = arrived
	defer func() { h.svc.Locks = arrived.inner }()
	hooks := &sync.Map{}
	h.svc.afterLoad = func(op, user string) {
		if f, ok := hooks.Load(user); ok {
			f.(func(string))(op)
		}
	}
	defer func() { h.svc.afterLoad = nil }()
	next := atomic.Int64{}
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				// Even trials: the run's outcome read the config first; odd: the user's change did.
				if err := raceTrial(ctx, h, rc, users[i], i%2 == 0, locked, arrived, hooks); err != nil {
					t.Errorf("trial %d: %v", i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	lost, first := 0, ""
	configs, grants, err := raceOutcomes(ctx, h, prefix)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range users {
		c, ok := configs[u]
		var err error
		if !ok {
			err = ErrNoConfig
		}
		if msg := rc.check(c, err, grants[raceWallet(u).WalletID]); msg != "" {
			if lost++; first == "" {
				first = u + ": " + msg
			}
		}
	}
	if first != "" {
		t.Logf("%s: first loss: %s", rc.name, first)
	}
	return lost
}

// raceOutcomes reads every trial user's latest config (absent when deleted) and every trial
// wallet's grant in two queries.
func raceOutcomes(ctx context.Context, h *harness, prefix string) (map[string]Config, map[string]bool, error) {
	rows, err := h.store.DB.Query(ctx, "SELECT "+configColumns+" FROM autopilot_configs FINAL WHERE startsWith(user_id, ?)", prefix)
	if err != nil {
		return nil, nil, err
	}
	latest := map[string]storedConfig{}
	deleted := map[string]bool{}
	for rows.Next() {
		c, del, err := scanConfig(rows)
		if err != nil {
			rows.Close()
			return nil, nil, err
		}
		if prev, ok := latest[c.UserID]; !ok || c.version > prev.version {
			latest[c.UserID], deleted[c.UserID] = c, del
		}
	}
	rows.Close()
	configs := map[string]Config{}
	for u, c := range latest {
		if !deleted[u] {
			configs[u] = c.Config
		}
	}
	grows, err := h.store.DB.Query(ctx, "SELECT wallet_id, argMax(granted, version) FROM autopilot_grants WHERE startsWith(wallet_id, ?) GROUP BY wallet_id", "w-"+prefix)
	if err != nil {
		return nil, nil, err
	}
	defer grows.Close()
	grants := map[string]bool{}
	for grows.Next() {
		var w string
		var g uint8
		if err := grows.Scan(&w, &g); err != nil {
			return nil, nil, err
		}
		grants[w] = g == 1
	}
	return configs, grants, grows.Err()
}

// TestNoLostUpdates: 1,000 trials of each interleaving against the real ClickHouse, half in
// each order (the run's outcome read the config before the user's change, and after it):
// nothing the user did is lost, and the run is counted. The same trials without the locks lose
// every time, which shows that the trials do force the race.
func TestNoLostUpdates(t *testing.T) {
	trials := 1000
	if testing.Short() {
		trials = 100
	}
	h := newHarness(t)
	if !h.clock.now().Equal(raceNow) {
		t.Fatal("BUG: the harness clock moved")
	}
	for _, rc := range raceCases {
		t.Run(rc.name, func(t *testing.T) {
			start := time.Now()
			lost := runTrials(t, h, rc, trials, "locked-"+rc.name)
			t.Logf("%d trials in %s, %d lost", trials, time.Since(start).Round(time.Millisecond), lost)
			if lost != 0 {
				t.Fatalf("%d of %d trials lost the user's change", lost, trials)
			}
		})
	}
	t.Run("without locks the trials lose", func(t *testing.T) {
		h.svc.Locks = noLocks{}
		defer func() { h.svc.Locks = &coord.Local{} }()
		for _, rc := range raceCases {
			// Every trial whose run read first loses; so do pause's and POST's other order (the
			// change's write drops the run's counts), while a DELETE written last still deletes.
			if lost := runTrials(t, h, rc, 20, "unlocked-"+rc.name); lost < 10 {
				t.Errorf("%s without locks: %d of 20 lost, want at least the 10 run-first trials (the trials do not force the race)", rc.name, lost)
			}
		}
	})
}
