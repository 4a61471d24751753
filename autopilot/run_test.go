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
		for _, l := range splitAmount(tc.amount, legs) {
			sum += l.AmountE6
		}
		if sum != tc.amount {
			t.Errorf("%d over %v: legs sum to %d", tc.amount, tc.w, sum)
		}
	}
}

func TestRunKeys(t *testing.T) {
	slot := time.Unix(1_800_000_000, 0)
	a, b := scheduledKey("u1", slot), scheduledKey("u1", slot.Add(time.Second))
	if a.id() != "slot:1800000000" || a.nonceKey().Cmp(b.nonceKey()) == 0 || a.nonceKey().BitLen() > 192 {
		t.Fatalf("slot keys %s %x %x", a.id(), a.nonceKey(), b.nonceKey())
	}
	if scheduledKey("u2", slot).nonceKey().Cmp(a.nonceKey()) == 0 || ManualKey("u1", "r").nonceKey().Cmp(ManualKey("u1", "r").nonceKey()) != 0 {
		t.Fatal("keys of different users collide, or one request's key is not stable")
	}
	if a.nonce().Cmp(new(big.Int).Lsh(a.nonceKey(), 64)) != 0 {
		t.Fatal("nonce is not key << 64")
	}
	c := Config{Cadence: daily}
	if got := nextSlot(c, slot, slot.Add(50*time.Hour)); !got.Equal(slot.Add(72 * time.Hour)) {
		t.Fatalf("next slot after missed ones: %v", got)
	}
}
