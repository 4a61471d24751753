package autopilot

import (
	"math/big"
	"testing"
	"time"

	"github.com/vera-invest/vera/agent"
)

func TestSplitAmountSumsExactly(t *testing.T) {
	for _, tc := range []struct {
		amount uint64
		w      []float64
	}{
		{100_000_000, []float64{13, 11, 10, 9, 9, 8, 8, 8, 7, 6, 6, 5}},
		{1_000_003, []float64{33, 33, 34}},
		{7, []float64{50, 50}},
	} {
		legs := make([]agent.Leg, len(tc.w))
		for i, w := range tc.w {
			legs[i] = agent.Leg{Symbol: string(rune('A' + i)), WeightPct: w}
		}
		var sum uint64
		for _, l := range SplitAmount(tc.amount, legs) {
			sum += l.AmountE6
		}
		if sum != tc.amount {
			t.Errorf("%d over %v: legs sum to %d", tc.amount, tc.w, sum)
		}
	}
}

func TestRunKeys(t *testing.T) {
	slot := time.Unix(1_800_000_000, 0)
	a, b := ScheduledKey("u1", slot), ScheduledKey("u1", slot.Add(time.Second))
	if a.ID() != "slot:1800000000" || a.NonceKey().Cmp(b.NonceKey()) == 0 || a.NonceKey().BitLen() > 192 {
		t.Fatalf("slot keys %s %x %x", a.ID(), a.NonceKey(), b.NonceKey())
	}
	if ScheduledKey("u2", slot).NonceKey().Cmp(a.NonceKey()) == 0 || ManualKey("u1", "r").NonceKey().Cmp(ManualKey("u1", "r").NonceKey()) != 0 {
		t.Fatal("keys of different users collide, or one request's key is not stable")
	}
	if a.Nonce().Cmp(new(big.Int).Lsh(a.NonceKey(), 64)) != 0 {
		t.Fatal("nonce is not key << 64")
	}
	c := Config{Cadence: Daily}
	if got := nextSlot(c, slot, slot.Add(50*time.Hour)); !got.Equal(slot.Add(72 * time.Hour)) {
		t.Fatalf("next slot after missed ones: %v", got)
	}
}
