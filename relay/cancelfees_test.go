package relay

import (
	"math/big"
	"testing"
)

// TestCapFees: a cancellation's fees never pass the ceiling, and a capped pair that the pool would not
// take as a replacement of the last (both fees 10 % higher) is not sent at all.
func TestCapFees(t *testing.T) {
	n := func(x int64) *big.Int { return big.NewInt(x) }
	for _, tc := range []struct {
		name                       string
		prevTip, prevCap, tip, cap *big.Int
		limit                      *big.Int
		wantTip, wantCap           int64
		ok                         bool
	}{
		{"under the ceiling", n(100), n(200), n(125), n(250), n(1000), 125, 250, true},
		{"the first of a process, above the ceiling", nil, nil, n(900), n(5000), n(1000), 900, 1000, true},
		{"the tip capped with the fee cap", nil, nil, n(3000), n(5000), n(1000), 1000, 1000, true},
		{"capped, still a replacement", n(100), n(800), n(125), n(1000), n(900), 125, 900, true},
		{"capped at exactly 10 % more", n(100), n(800), n(125), n(1000), n(880), 125, 880, true},
		{"capped below a replacement", n(100), n(850), n(125), n(1062), n(900), 100, 850, false},
		{"at the ceiling already", n(100), n(1000), n(125), n(1250), n(1000), 100, 1000, false},
		{"doubled after underpriced, capped", n(400), n(800), n(800), n(1600), n(1000), 800, 1000, true},
		{"the tip capped below its replacement", n(950), n(1000), n(1900), n(2000), n(1000), 950, 1000, false},
		{"a zero tip stays zero", n(0), n(100), n(0), n(200), n(1000), 0, 100, false},
		{"a bundle above the ceiling", n(10), n(1200), n(12), n(1500), n(1000), 10, 1200, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tip, feeCap, ok := capFees(tc.prevTip, tc.prevCap, tc.tip, tc.cap, tc.limit)
			if ok != tc.ok || tip.Int64() != tc.wantTip || feeCap.Int64() != tc.wantCap {
				t.Fatalf("capFees = %s, %s, %t; want %d, %d, %t", tip, feeCap, ok, tc.wantTip, tc.wantCap, tc.ok)
			}
			if tc.cap.Int64() <= tc.limit.Int64() && tc.cap.Cmp(feeCap) != 0 && ok {
				t.Fatalf("a fee cap under the ceiling changed: %s to %s", tc.cap, feeCap)
			}
		})
	}
}
