package sponsor

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/schema"
)

// maxRemembered bounds the owners kept in memory; past it the set starts again (ClickHouse answers).
const maxRemembered = 200_000

// Owners is the directory of the owners the service sponsors: embedded-wallet EOAs the wallet directory
// vouched for as a signed-in user's (sponsor_owners, migration 0400). Known owners are remembered in
// memory, so that a sponsorship costs no query for them; an unknown owner is asked of ClickHouse every
// time, so an owner vouched for by another replica is known at once.
type Owners struct {
	db  *schema.DB
	now func() time.Time

	mu    sync.RWMutex
	known map[common.Address]struct{}
}

// NewOwners reads and writes the directory in db; now nil means time.Now.
func NewOwners(db *schema.DB, now func() time.Time) *Owners {
	if now == nil {
		now = time.Now
	}
	return &Owners{db: db, now: now, known: map[common.Address]struct{}{}}
}

// Vouch records owners as userID's, as the wallet directory says. Owners this process already knows
// are not written again.
func (o *Owners) Vouch(ctx context.Context, userID string, owners []common.Address) error {
	var fresh []common.Address
	o.mu.RLock()
	for _, a := range owners {
		if _, ok := o.known[a]; !ok && a != (common.Address{}) {
			fresh = append(fresh, a)
		}
	}
	o.mu.RUnlock()
	if len(fresh) == 0 {
		return nil
	}
	b, err := o.db.PrepareBatch(ctx, "INSERT INTO sponsor_owners (owner, user_id, vouched_at)")
	if err != nil {
		return fmt.Errorf("vouch owners of %s: %w", userID, err)
	}
	defer b.Abort()
	at := o.now().UTC().Truncate(time.Second)
	for _, a := range fresh {
		if err := b.Append(strings.ToLower(a.Hex()), userID, at); err != nil {
			return fmt.Errorf("vouch owners of %s: %w", userID, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("vouch owners of %s: %w", userID, err)
	}
	o.remember(fresh...)
	return nil
}

// isKnown reports whether owner was vouched for.
func (o *Owners) isKnown(ctx context.Context, owner common.Address) (bool, error) {
	o.mu.RLock()
	_, ok := o.known[owner]
	o.mu.RUnlock()
	if ok {
		return true, nil
	}
	var n uint64
	row := o.db.QueryRow(ctx, "SELECT count() FROM sponsor_owners WHERE owner = ?", strings.ToLower(owner.Hex()))
	if err := row.Scan(&n); err != nil {
		return false, fmt.Errorf("look up owner %s: %w", owner.Hex(), err)
	}
	if n > 0 {
		o.remember(owner)
	}
	return n > 0, nil
}

func (o *Owners) remember(owners ...common.Address) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.known)+len(owners) > maxRemembered {
		o.known = map[common.Address]struct{}{}
	}
	for _, a := range owners {
		o.known[a] = struct{}{}
	}
}
