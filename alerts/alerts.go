package alerts

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema"
)

// Errors of price alerts.
var (
	// ErrInvalidAlert: a malformed create request (400 Invalid request body.).
	ErrInvalidAlert = errors.New("invalid price alert")
	// ErrUnknownAlert: no live alert of the user has this id.
	ErrUnknownAlert = errors.New("unknown price alert")
	// ErrTooManyAlerts: the user already has MaxAlerts alerts waiting to fire.
	ErrTooManyAlerts = errors.New("too many price alerts")
)

// Limits of price alerts.
const (
	MaxAlerts      = 50
	maxAlertPrice  = 10_000_000
	maxAlertSymbol = 12
	// maxFiredAlerts fired alerts are kept per user, the newest; FiredAlertRetention is how long.
	// The retention job (Prune) removes the rest; lists never show them even before it runs.
	maxFiredAlerts      = 200
	firedAlertRetention = 30 * 24 * time.Hour
	// DefaultAlertPage and MaxAlertPage bound a page of GET /api/alerts.
	DefaultAlertPage = 50
	MaxAlertPage     = 100
)

// ErrBadAlertCursor: a paging cursor that no page of the list gave.
var ErrBadAlertCursor = errors.New("bad price alert cursor")

// Direction is which crossing fires an alert.
type Direction string

// Directions: above fires when the feed price is at or above the threshold, below when at or
// under it.
const (
	Above Direction = "above"
	Below Direction = "below"
)

// Alert is a price alert as the alert routes return it. firedAt and firedPriceUsd are null
// until it fires.
type Alert struct {
	ID            string    `json:"id"`
	Symbol        string    `json:"symbol"`
	Direction     Direction `json:"direction"`
	PriceUSD      float64   `json:"priceUsd"`
	CreatedAt     int64     `json:"createdAt"`
	FiredAt       *int64    `json:"firedAt"`
	FiredPriceUSD *float64  `json:"firedPriceUsd"`

	userID      string
	version     uint64
	thresholdE8 *big.Int
}

// AlertRequest is the body of POST /api/alerts: {symbol, direction, priceUsd}.
type AlertRequest struct {
	Symbol    string
	Direction Direction
	PriceUSD  float64
	priceE8   *big.Int
}

// UnmarshalJSON requires symbol, direction and priceUsd.
func (r *AlertRequest) UnmarshalJSON(b []byte) error {
	var w struct {
		Symbol    *string  `json:"symbol"`
		Direction *string  `json:"direction"`
		PriceUSD  *float64 `json:"priceUsd"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidAlert, err)
	}
	if w.Symbol == nil || w.Direction == nil || w.PriceUSD == nil {
		return fmt.Errorf("%w: symbol, direction and priceUsd are required", ErrInvalidAlert)
	}
	*r = AlertRequest{Symbol: *w.Symbol, Direction: Direction(*w.Direction), PriceUSD: *w.PriceUSD}
	return nil
}

// Validate checks the values: a 1-12 character symbol, direction above or below, priceUsd in
// (0, 10000000] with at most 8 decimals kept (the feeds' precision).
func (r *AlertRequest) Validate() error {
	if r.Symbol == "" || len(r.Symbol) > maxAlertSymbol || strings.TrimSpace(r.Symbol) != r.Symbol {
		return fmt.Errorf("%w: symbol %q", ErrInvalidAlert, r.Symbol)
	}
	if r.Direction != Above && r.Direction != Below {
		return fmt.Errorf("%w: direction %q", ErrInvalidAlert, r.Direction)
	}
	if !(r.PriceUSD > 0 && r.PriceUSD <= maxAlertPrice) {
		return fmt.Errorf("%w: priceUsd must be in (0, %d]", ErrInvalidAlert, maxAlertPrice)
	}
	e8, err := chain.ParsePriceE8(strconv.FormatFloat(r.PriceUSD, 'f', -1, 64))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidAlert, err)
	}
	r.priceE8 = e8
	return nil
}

// PriceSource gives the current feed prices of symbols (8 decimals, as the feeds answer). A
// symbol whose price cannot be read is left out of the map.
type PriceSource interface {
	PricesE8(ctx context.Context, symbols []string) (map[string]*big.Int, error)
}

// FeedSymbols is the symbols an alert may watch: the deployment's asset tokens (those with a price
// feed; cash has none), any case, canonicalized as the deployment spells them. It is New's known.
func FeedSymbols(tokens *chain.TokenIndex) func(symbol string) (string, bool) {
	return func(s string) (string, bool) {
		t, ok := tokens.BySymbol(s)
		return t.Symbol, ok && tokens.IsAsset(s)
	}
}

// Alerts keeps users' price alerts and fires them. An alert fires once: the first evaluation
// that reads its symbol's feed price at or beyond the threshold, in its direction, marks it
// fired and writes one `alert` notification. An alert whose condition already holds when it is
// created fires at the next evaluation.
type Alerts struct {
	// Locks serialize each user's alert changes (see lock); New sets a one-process
	// coord.Local, replicas need the cluster's coordination service behind it.
	Locks coord.Locks

	db     *schema.DB
	inbox  *inbox.Inbox
	prices PriceSource
	// known canonicalizes a symbol with a price feed ("nvda" -> "NVDA"); ok false rejects it.
	known    func(symbol string) (string, bool)
	now      func() time.Time
	versions schema.Versions
	// afterPending, in tests, runs after Evaluate has read the pending alerts.
	afterPending func()
}

// New returns the alert keeper over db's price_alerts, notifying through inbox. known says which
// symbols have a feed (nil: any symbol, upper-cased); now nil means time.Now.
func New(db *schema.DB, inbox *inbox.Inbox, prices PriceSource, known func(string) (string, bool), now func() time.Time) *Alerts {
	if now == nil {
		now = time.Now
	}
	if known == nil {
		known = func(s string) (string, bool) { return strings.ToUpper(s), true }
	}
	return &Alerts{Locks: &coord.Local{}, db: db, inbox: inbox, prices: prices, known: known, now: now}
}

// lock takes the user's alert lock: creation (the count of waiting alerts and the insert),
// deletion and firing of one user's alerts take turns, so that the cap of 50 is exact and a
// deleted alert is never written back as fired.
func (a *Alerts) lock(ctx context.Context, userID string) (func(), error) {
	unlock, err := a.Locks.Lock(ctx, "price-alerts/"+userID)
	if err != nil {
		return nil, fmt.Errorf("price alerts of %s: %w", userID, err)
	}
	return unlock, nil
}

// Create adds an alert for the user. An unknown symbol is ErrInvalidAlert.
func (a *Alerts) Create(ctx context.Context, userID string, req AlertRequest) (Alert, error) {
	sym, ok := a.known(req.Symbol)
	if !ok || req.priceE8 == nil {
		return Alert{}, fmt.Errorf("%w: unknown symbol %s", ErrInvalidAlert, req.Symbol)
	}
	unlock, err := a.lock(ctx, userID)
	if err != nil {
		return Alert{}, err
	}
	defer unlock()
	live, err := a.load(ctx, "WHERE user_id = ?", "", userID)
	if err != nil {
		return Alert{}, err
	}
	waiting := 0
	for _, al := range live {
		if al.FiredAt == nil {
			waiting++
		}
	}
	if waiting >= MaxAlerts {
		return Alert{}, ErrTooManyAlerts
	}
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return Alert{}, fmt.Errorf("alert id: %w", err)
	}
	now := a.now().UTC().Truncate(time.Second)
	al := Alert{
		ID: "al_" + hex.EncodeToString(id[:]), Symbol: sym, Direction: req.Direction, PriceUSD: e8USD(req.priceE8),
		CreatedAt: now.Unix(), userID: userID, thresholdE8: req.priceE8,
	}
	al.version = a.versions.Next(now, 0)
	if err := a.write(ctx, []Alert{al}, false); err != nil {
		return Alert{}, err
	}
	return al, nil
}

// list returns the user's alerts that are not deleted, fired ones included, newest first (by
// createdAt, then id): every waiting alert, and the fired ones the retention rule keeps.
func (a *Alerts) list(ctx context.Context, userID string) ([]Alert, error) {
	all, err := a.load(ctx, "WHERE user_id = ?", "", userID)
	if err != nil {
		return nil, err
	}
	expired := a.expired(all)
	out := all[:0]
	for _, al := range all {
		if !expired[al.ID] {
			out = append(out, al)
		}
	}
	return out, nil
}

// Page is one page of a user's alerts; Next is the cursor of the following page, "" at the end.
type Page struct {
	Alerts []Alert
	Next   string
}

// ListPage returns up to limit of List's alerts after cursor ("" for the first page). A cursor
// is `<createdAt>.<id>` of the last alert of the previous page, so pages neither repeat nor skip
// an alert when others are created or fire meanwhile.
func (a *Alerts) ListPage(ctx context.Context, userID, cursor string, limit int) (Page, error) {
	var afterAt int64
	var afterID string
	if cursor != "" {
		at, id, ok := strings.Cut(cursor, ".")
		n, err := strconv.ParseInt(at, 10, 64)
		if !ok || err != nil || n < 0 || !strings.HasPrefix(id, "al_") {
			return Page{}, fmt.Errorf("%w: %q", ErrBadAlertCursor, cursor)
		}
		afterAt, afterID = n, id
	}
	all, err := a.list(ctx, userID)
	if err != nil {
		return Page{}, err
	}
	p := Page{Alerts: []Alert{}}
	for _, al := range all {
		if cursor != "" && (al.CreatedAt > afterAt || al.CreatedAt == afterAt && al.ID <= afterID) {
			continue // at or before the cursor in the list's order
		}
		if len(p.Alerts) == limit {
			last := p.Alerts[limit-1]
			p.Next = strconv.FormatInt(last.CreatedAt, 10) + "." + last.ID
			break
		}
		p.Alerts = append(p.Alerts, al)
	}
	return p, nil
}

// expired names the fired alerts of one user's alerts that the retention rule drops: fired
// more than FiredAlertRetention ago, or beyond the MaxFiredAlerts newest fired.
func (a *Alerts) expired(als []Alert) map[string]bool {
	cutoff := a.now().Add(-firedAlertRetention).Unix()
	var fired []Alert
	out := map[string]bool{}
	for _, al := range als {
		if al.FiredAt == nil {
			continue
		}
		if *al.FiredAt < cutoff {
			out[al.ID] = true
			continue
		}
		fired = append(fired, al)
	}
	sort.Slice(fired, func(i, j int) bool {
		return *fired[i].FiredAt > *fired[j].FiredAt || *fired[i].FiredAt == *fired[j].FiredAt && fired[i].ID < fired[j].ID
	})
	for _, al := range fired[min(len(fired), maxFiredAlerts):] {
		out[al.ID] = true
	}
	return out
}

// Prune is the retention job: it removes every row of the alerts that lists no longer show
// (fired alerts past the retention rule, and deleted alerts) and returns how many alerts it
// removed. ClickHouse 18.16 has no TTL, and the table is not partitioned by time (an alert's
// versions must go together), so removal is an `ALTER TABLE ... DELETE` mutation by id, in
// chunks; the server applies it in the background. Only alerts in a final state (fired or
// deleted) are removed, so a mutation racing a new version removes nothing that is still live.
func (a *Alerts) Prune(ctx context.Context) (int, error) {
	all, err := a.load(ctx, "", "")
	if err != nil {
		return 0, err
	}
	byUser := map[string][]Alert{}
	for _, al := range all {
		byUser[al.userID] = append(byUser[al.userID], al)
	}
	var ids []string
	for _, als := range byUser {
		for id := range a.expired(als) {
			ids = append(ids, id)
		}
	}
	deleted, err := a.deletedIDs(ctx)
	if err != nil {
		return 0, err
	}
	ids = append(ids, deleted...)
	sort.Strings(ids)
	const chunk = 1000
	for i := 0; i < len(ids); i += chunk {
		part := ids[i:min(i+chunk, len(ids))]
		if err := a.db.Mutate(ctx, "price_alerts", "DELETE WHERE has(?, id)", part); err != nil {
			return i, fmt.Errorf("remove %d expired price alerts: %w", len(part), err)
		}
	}
	return len(ids), nil
}

// deletedIDs lists the alerts whose latest version is a deletion.
func (a *Alerts) deletedIDs(ctx context.Context) ([]string, error) {
	rows, err := a.db.Query(ctx, "SELECT id FROM price_alerts GROUP BY user_id, id HAVING argMax(deleted, version) = 1")
	if err != nil {
		return nil, fmt.Errorf("read deleted price alerts: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("read deleted price alerts: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// Delete removes one of the user's alerts (a tombstone row); ErrUnknownAlert when the user has
// no such alert.
func (a *Alerts) Delete(ctx context.Context, userID, id string) error {
	unlock, err := a.lock(ctx, userID)
	if err != nil {
		return err
	}
	defer unlock()
	live, err := a.list(ctx, userID)
	if err != nil {
		return err
	}
	for _, al := range live {
		if al.ID == id {
			al.version = a.versions.Next(a.now(), al.version)
			return a.write(ctx, []Alert{al}, true)
		}
	}
	return ErrUnknownAlert
}

// Evaluate reads the feed price of every symbol with an alert waiting to fire and fires the
// alerts whose condition holds: each is first marked fired (its new version), then notified, so
// that an alert never fires twice. It returns how many fired.
func (a *Alerts) Evaluate(ctx context.Context) (int, error) {
	pending, err := a.load(ctx, "", " AND f = toDateTime(0)")
	if err != nil {
		return 0, err
	}
	var symbols []string
	seen := map[string]bool{}
	for _, al := range pending {
		if !seen[al.Symbol] {
			seen[al.Symbol] = true
			symbols = append(symbols, al.Symbol)
		}
	}
	if len(pending) == 0 {
		return 0, nil
	}
	sort.Strings(symbols)
	prices, err := a.prices.PricesE8(ctx, symbols)
	if err != nil {
		return 0, fmt.Errorf("evaluate price alerts: %w", err)
	}
	if a.afterPending != nil {
		a.afterPending()
	}
	now := a.now().UTC().Truncate(time.Second)
	due := map[string][]Alert{} // by user
	var users []string
	for _, al := range pending {
		p := prices[al.Symbol]
		if p == nil || p.Sign() <= 0 {
			continue
		}
		cmp := p.Cmp(al.thresholdE8)
		if (al.Direction == Above && cmp >= 0) || (al.Direction == Below && cmp <= 0) {
			at, usd := now.Unix(), e8USD(p)
			al.FiredAt, al.FiredPriceUSD = &at, &usd
			if due[al.userID] == nil {
				users = append(users, al.userID)
			}
			due[al.userID] = append(due[al.userID], al)
		}
	}
	sort.Strings(users)
	var fired []Alert
	var fireErr error
	for _, u := range users {
		got, err := a.fire(ctx, u, due[u], prices, now)
		fired = append(fired, got...)
		if err != nil {
			fireErr = err // the alerts already marked fired are still notified below
			break
		}
	}
	for _, al := range fired {
		word := "above"
		if al.Direction == Below {
			word = "below"
		}
		n := inbox.Notification{
			Kind: inbox.KindAlert, Symbol: al.Symbol,
			Title: fmt.Sprintf("%s is %s %s", al.Symbol, word, usdText(al.PriceUSD)),
			Body:  fmt.Sprintf("%s's feed price is %s, crossing your alert at %s.", al.Symbol, usdText(*al.FiredPriceUSD), usdText(al.PriceUSD)),
		}
		if _, err := a.inbox.Notify(ctx, al.userID, n); err != nil {
			return len(fired), fmt.Errorf("notify fired alert %s: %w", al.ID, err)
		}
	}
	return len(fired), fireErr
}

// fire writes the fired versions of one user's due alerts under the user's lock, after reading
// them again: an alert deleted (or fired) since the evaluation read it stays as it is.
func (a *Alerts) fire(ctx context.Context, userID string, due []Alert, prices map[string]*big.Int, now time.Time) ([]Alert, error) {
	unlock, err := a.lock(ctx, userID)
	if err != nil {
		return nil, err
	}
	defer unlock()
	current, err := a.load(ctx, "WHERE user_id = ?", "", userID)
	if err != nil {
		return nil, err
	}
	waiting := map[string]Alert{}
	for _, al := range current {
		if al.FiredAt == nil {
			waiting[al.ID] = al
		}
	}
	var fired []Alert
	var firedE8 []*big.Int
	for _, al := range due {
		cur, ok := waiting[al.ID]
		if !ok {
			continue
		}
		al.version = a.versions.Next(now, cur.version)
		fired = append(fired, al)
		firedE8 = append(firedE8, prices[al.Symbol])
	}
	if len(fired) == 0 {
		return nil, nil
	}
	if err := a.write(ctx, fired, false, firedE8...); err != nil {
		return nil, err
	}
	return fired, nil
}

// load reads the latest version of every alert (optionally of one user: where) that is not
// deleted (and, with having, passes that test of the latest version), newest first. Latest
// versions come from argMax over all rows, never from merges.
func (a *Alerts) load(ctx context.Context, where, having string, args ...any) ([]Alert, error) {
	q := "SELECT user_id, id, max(version) AS v, argMax(deleted, version) AS d, argMax(symbol, version), argMax(direction, version), " +
		"argMax(threshold_e8, version), argMax(created_at, version), argMax(fired_at, version) AS f, argMax(fired_price_e8, version) " +
		"FROM price_alerts " + where + " GROUP BY user_id, id HAVING d = 0" + having + " ORDER BY argMax(created_at, version) DESC, id"
	rows, err := a.db.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("read price alerts: %w", err)
	}
	defer rows.Close()
	out := []Alert{}
	for rows.Next() {
		var (
			al              Alert
			deleted         uint8
			dir             string
			threshold, fpE8 uint64
			created, fired  time.Time
		)
		if err := rows.Scan(&al.userID, &al.ID, &al.version, &deleted, &al.Symbol, &dir, &threshold, &created, &fired, &fpE8); err != nil {
			return nil, fmt.Errorf("scan price alert: %w", err)
		}
		al.Direction, al.CreatedAt = Direction(dir), created.Unix()
		al.thresholdE8 = new(big.Int).SetUint64(threshold)
		al.PriceUSD = e8USD(al.thresholdE8)
		if fired.Unix() > 0 {
			at, usd := fired.Unix(), e8USD(new(big.Int).SetUint64(fpE8))
			al.FiredAt, al.FiredPriceUSD = &at, &usd
		}
		out = append(out, al)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read price alerts: %w", err)
	}
	return out, nil
}

// write appends alert rows under their versions; firedE8 gives the fired price of each fired row.
func (a *Alerts) write(ctx context.Context, als []Alert, deleted bool, firedE8 ...*big.Int) error {
	rows := make([][]any, 0, len(als))
	for i, al := range als {
		firedAt, firedPrice := time.Unix(0, 0).UTC(), uint64(0)
		if al.FiredAt != nil {
			firedAt = time.Unix(*al.FiredAt, 0).UTC()
			if i < len(firedE8) {
				firedPrice = firedE8[i].Uint64()
			} else if al.FiredPriceUSD != nil {
				firedPrice = uint64(math.Round(*al.FiredPriceUSD * 1e8))
			}
		}
		rows = append(rows, []any{al.userID, al.ID, al.version, flag(deleted), al.Symbol, string(al.Direction), al.thresholdE8.Uint64(),
			time.Unix(al.CreatedAt, 0).UTC(), firedAt, firedPrice})
	}
	if err := a.db.Insert(ctx, "INSERT INTO price_alerts (user_id, id, version, deleted, symbol, direction, threshold_e8, created_at, fired_at, fired_price_e8)", rows...); err != nil {
		return fmt.Errorf("write %d price alerts: %w", len(als), err)
	}
	return nil
}

func e8USD(e8 *big.Int) float64 {
	f, _ := new(big.Rat).SetFrac(e8, big.NewInt(100_000_000)).Float64()
	return f
}

func usdText(v float64) string { return "$" + strconv.FormatFloat(v, 'f', 2, 64) }

func flag(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
