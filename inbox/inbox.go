package inbox

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/vera-invest/vera/schema"
)

// Kind is a notification's kind.
type Kind string

// The four kinds of the spec.
const (
	KindAlert     Kind = "alert"
	KindAutopilot Kind = "autopilot"
	KindTrade     Kind = "trade"
	KindSystem    Kind = "system"
)

// maxListed is how many notifications GET /api/notifications returns, newest first.
const maxListed = 50

// Notification is the spec's Notification resource. readAt is null while unread.
type Notification struct {
	ID        uint64 `json:"id"`
	Kind      Kind   `json:"kind" openapi:"enum=alert,enum=autopilot,enum=trade,enum=system"`
	Title     string `json:"title"`
	Body      string `json:"body,omitempty"`
	Symbol    string `json:"symbol,omitempty"`
	TxHash    string `json:"txHash,omitempty"`
	CreatedAt int64  `json:"createdAt"`
	ReadAt    *int64 `json:"readAt"`
}

// Inbox writes and reads users' notifications. It is safe for concurrent use.
type Inbox struct {
	db   *schema.DB
	now  func() time.Time
	last atomic.Uint64
}

// New returns an inbox over db's notifications and notification_reads; now nil means time.Now.
func New(db *schema.DB, now func() time.Time) *Inbox {
	if now == nil {
		now = time.Now
	}
	return &Inbox{db: db, now: now}
}

// nextID is the current time in microseconds, strictly increasing within the process: ids order
// like creation and stay below 2^53, so JSON clients read them exactly.
func (in *Inbox) nextID(at time.Time) uint64 {
	for {
		prev := in.last.Load()
		id := max(uint64(at.UnixMicro()), prev+1)
		if in.last.CompareAndSwap(prev, id) {
			return id
		}
	}
}

// Notify appends a notification to the user's inbox and returns it as stored.
func (in *Inbox) Notify(ctx context.Context, userID string, n Notification) (Notification, error) {
	at := in.now().UTC()
	n.ID, n.CreatedAt, n.ReadAt = in.nextID(at), at.Unix(), nil
	err := in.db.Insert(ctx, "INSERT INTO notifications (user_id, id, kind, title, body, symbol, tx_hash, created_at)",
		[]any{userID, n.ID, string(n.Kind), n.Title, n.Body, n.Symbol, n.TxHash, at.Truncate(time.Second)})
	if err != nil {
		return n, fmt.Errorf("write notification for %s: %w", userID, err)
	}
	return n, nil
}

// List returns the user's newest notifications (up to MaxListed, newest first) and how many
// of all the user's notifications are unread.
func (in *Inbox) List(ctx context.Context, userID string) ([]Notification, int, error) {
	through, err := in.readThrough(ctx, userID)
	if err != nil {
		return nil, 0, err
	}
	rows, err := in.db.Query(ctx, "SELECT id, kind, title, body, symbol, tx_hash, created_at FROM notifications FINAL WHERE user_id = ? ORDER BY id DESC LIMIT ?", userID, maxListed)
	if err != nil {
		return nil, 0, fmt.Errorf("list notifications of %s: %w", userID, err)
	}
	defer rows.Close()
	out := []Notification{}
	for rows.Next() {
		var n Notification
		var kind string
		var created time.Time
		if err := rows.Scan(&n.ID, &kind, &n.Title, &n.Body, &n.Symbol, &n.TxHash, &created); err != nil {
			return nil, 0, fmt.Errorf("scan notification of %s: %w", userID, err)
		}
		n.Kind, n.CreatedAt = Kind(kind), created.Unix()
		out = append(out, n)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list notifications of %s: %w", userID, err)
	}
	if len(out) > 0 && through >= out[len(out)-1].ID {
		if err := in.fillReadAt(ctx, userID, out); err != nil {
			return nil, 0, err
		}
	}
	var unread uint64
	if err := in.db.QueryRow(ctx, "SELECT count() FROM notifications FINAL WHERE user_id = ? AND id > ?", userID, through).Scan(&unread); err != nil {
		return nil, 0, fmt.Errorf("count unread notifications of %s: %w", userID, err)
	}
	return out, int(unread), nil
}

// fillReadAt sets each listed notification's readAt: the time of the first read mark covering it.
func (in *Inbox) fillReadAt(ctx context.Context, userID string, ns []Notification) error {
	oldest := ns[len(ns)-1].ID
	rows, err := in.db.Query(ctx, "SELECT through_id, min(read_at) FROM notification_reads WHERE user_id = ? AND through_id >= ? GROUP BY through_id", userID, oldest)
	if err != nil {
		return fmt.Errorf("read marks of %s: %w", userID, err)
	}
	defer rows.Close()
	type mark struct {
		through uint64
		at      int64
	}
	var marks []mark
	for rows.Next() {
		var m mark
		var at time.Time
		if err := rows.Scan(&m.through, &at); err != nil {
			return fmt.Errorf("scan read mark of %s: %w", userID, err)
		}
		m.at = at.Unix()
		marks = append(marks, m)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read marks of %s: %w", userID, err)
	}
	sort.Slice(marks, func(i, j int) bool { return marks[i].through < marks[j].through })
	for i := range ns {
		var first *int64
		for _, m := range marks {
			if m.through >= ns[i].ID && (first == nil || m.at < *first) {
				at := m.at
				first = &at
			}
		}
		ns[i].ReadAt = first
	}
	return nil
}

// readThrough is the highest notification id the user has marked read (0 when none).
func (in *Inbox) readThrough(ctx context.Context, userID string) (uint64, error) {
	var through uint64
	if err := in.db.QueryRow(ctx, "SELECT max(through_id) FROM notification_reads WHERE user_id = ?", userID).Scan(&through); err != nil {
		return 0, fmt.Errorf("read marks of %s: %w", userID, err)
	}
	return through, nil
}

// MarkAllRead marks every notification the user has now as read, by appending one read mark;
// with nothing unread it writes nothing.
func (in *Inbox) MarkAllRead(ctx context.Context, userID string) error {
	through, err := in.readThrough(ctx, userID)
	if err != nil {
		return err
	}
	var newest uint64
	if err := in.db.QueryRow(ctx, "SELECT max(id) FROM notifications WHERE user_id = ?", userID).Scan(&newest); err != nil {
		return fmt.Errorf("newest notification of %s: %w", userID, err)
	}
	if newest <= through {
		return nil
	}
	err = in.db.Insert(ctx, "INSERT INTO notification_reads (user_id, through_id, read_at)",
		[]any{userID, newest, in.now().UTC().Truncate(time.Second)})
	if err != nil {
		return fmt.Errorf("write read mark of %s: %w", userID, err)
	}
	return nil
}

// Notified reports which of the transactions already have a notification, as user id and
// lower-case transaction hash pairs: a trade announced once (by an Autopilot run's notice, say)
// gets no second one.
func (in *Inbox) Notified(ctx context.Context, txHashes []string) (map[[2]string]bool, error) {
	out := map[[2]string]bool{}
	rows, err := in.db.Query(ctx, "SELECT user_id, tx_hash FROM notifications WHERE has(?, tx_hash)", txHashes)
	if err != nil {
		return nil, fmt.Errorf("read notified transactions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var user, tx string
		if err := rows.Scan(&user, &tx); err != nil {
			return nil, fmt.Errorf("read notified transactions: %w", err)
		}
		out[[2]string{user, strings.ToLower(tx)}] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read notified transactions: %w", err)
	}
	return out, nil
}
