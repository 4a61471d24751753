package relay

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestThrottleTableBounded(t *testing.T) {
	g := newGuard(3, big.NewInt(1))
	now := time.Unix(1_000_000, 0)
	addr := func(i int64) []party { return []party{{"sender", common.BigToAddress(big.NewInt(i))}} }
	for i := int64(1); i <= 3; i++ {
		g.throttleUntil(now, now.Add(time.Duration(i)*time.Minute), addr(i))
	}
	g.throttleUntil(now, now.Add(10*time.Minute), addr(4)) // full: the one expiring soonest goes
	if len(g.throttle) != 3 {
		t.Fatalf("the table holds %d entries, want 3", len(g.throttle))
	}
	if g.throttled(now, addr(1)) != nil || g.throttled(now, addr(4)) == nil || g.throttled(now, addr(2)) == nil {
		t.Fatal("evicted the wrong entry")
	}
	later := now.Add(150 * time.Second) // 2 expired
	g.throttleUntil(later, later.Add(time.Minute), addr(5))
	if g.throttled(later, addr(3)) == nil || g.throttled(later, addr(4)) == nil || g.throttled(later, addr(5)) == nil {
		t.Fatal("an expired entry did not go first")
	}
	if g.throttled(now.Add(10*time.Minute), addr(4)) != nil {
		t.Fatal("throttled after its time")
	}
}

func TestLossBound(t *testing.T) {
	now := time.Unix(1_000_000*60, 0) // on a minute
	g := newGuard(10, big.NewInt(100))
	code := func(err error) int {
		var re *Error
		if errors.As(err, &re) {
			return re.Code
		}
		return 0
	}
	if err := g.admit(now, big.NewInt(101)); code(err) != CodeInvalidParams {
		t.Fatalf("an op above the bound alone: %v", err)
	}
	for range 2 {
		if err := g.admit(now, big.NewInt(40)); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.admit(now, big.NewInt(40)); code(err) != CodeThrottled {
		t.Fatalf("a third op with 80 of 100 in flight: %v", err)
	}
	g.settle(now, big.NewInt(40), big.NewInt(30)) // mined, lost 30
	g.release(big.NewInt(40))                     // mined, lost nothing
	if err := g.admit(now, big.NewInt(70)); err != nil {
		t.Fatalf("70 with 30 lost: %v", err)
	}
	g.release(big.NewInt(70))
	if err := g.admit(now, big.NewInt(71)); code(err) != CodeThrottled {
		t.Fatalf("71 with 30 lost: %v", err)
	}
	// The loss counts for an hour from its minute, then leaves room again.
	if got := g.lost(now.Add(60 * time.Minute)); got.Int64() != 30 {
		t.Fatalf("lost an hour later = %s, want 30", got)
	}
	if got := g.lost(now.Add(61 * time.Minute)); got.Sign() != 0 {
		t.Fatalf("lost after an hour and a minute = %s, want 0", got)
	}
	if at := g.losses.roomAt(now, big.NewInt(29)); !at.Equal(now.Add(61 * time.Minute)) {
		t.Fatalf("roomAt = %s, want %s", at, now.Add(61*time.Minute))
	}
	if err := g.admit(now.Add(61*time.Minute), big.NewInt(100)); err != nil {
		t.Fatalf("the whole bound once the loss is past: %v", err)
	}
}
