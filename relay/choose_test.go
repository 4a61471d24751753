package relay

import (
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// TestChooseBundle: which queued ops a key's next bundle takes, which it refuses as a sender's
// second op, whether it is full, and how long the key waits for it to fill.
func TestChooseBundle(t *testing.T) {
	key, other := common.Address{0xee}, common.Address{0xdd}
	now := time.Now()
	var serial int64
	op := func(sender byte, gas uint64, only common.Address, age time.Duration) *candidate {
		c := &candidate{gas: gas, only: only, queued: now.Add(-age)}
		c.op.Sender = common.Address{sender}
		serial++
		c.h = common.BigToHash(big.NewInt(serial))
		return c
	}
	type want struct {
		take, dups []int // indexes into the queue
		full       bool
		waits      bool
	}
	for _, c := range []struct {
		name  string
		cfg   Config
		queue []*candidate
		want  want
	}{
		{"no wait: take what is there", Config{BundleOps: 4, BundleGas: 1_000_000},
			[]*candidate{op(1, 100, common.Address{}, 0), op(2, 100, common.Address{}, 0)}, want{take: []int{0, 1}}},
		{"under K: wait for more", Config{BundleOps: 4, BundleGas: 1_000_000, BundleWait: time.Minute},
			[]*candidate{op(1, 100, common.Address{}, 0), op(2, 100, common.Address{}, 0)}, want{take: []int{0, 1}, waits: true}},
		{"under K, the oldest waited long enough", Config{BundleOps: 4, BundleGas: 1_000_000, BundleWait: time.Minute},
			[]*candidate{op(1, 100, common.Address{}, 0), op(2, 100, common.Address{}, 2*time.Minute)}, want{take: []int{0, 1}}},
		{"K ops: full", Config{BundleOps: 2, BundleGas: 1_000_000, BundleWait: time.Minute},
			[]*candidate{op(1, 100, common.Address{}, 0), op(2, 100, common.Address{}, 0), op(3, 100, common.Address{}, 0)},
			want{take: []int{0, 1}, full: true}},
		{"an op over the bundle's gas stays, a smaller one after it goes", Config{BundleOps: 4, BundleGas: 400_000, BundleWait: time.Minute},
			[]*candidate{op(1, 200_000, common.Address{}, 0), op(2, 200_000, common.Address{}, 0), op(3, 50_000, common.Address{}, 0)},
			want{take: []int{0, 2}, full: true}},
		{"a single op above the bundle's gas goes alone", Config{BundleOps: 4, BundleGas: 400_000, BundleWait: time.Minute},
			[]*candidate{op(1, 900_000, common.Address{}, 0), op(2, 100, common.Address{}, 0)}, want{take: []int{0}, full: true}},
		{"a sender's second op is refused", Config{BundleOps: 4, BundleGas: 1_000_000},
			[]*candidate{op(1, 100, common.Address{}, 0), op(1, 100, common.Address{}, 0), op(2, 100, common.Address{}, 0)},
			want{take: []int{0, 2}, dups: []int{1}}},
		{"a second op after the bundle is full waits for the next", Config{BundleOps: 1, BundleGas: 1_000_000},
			[]*candidate{op(1, 100, common.Address{}, 0), op(1, 100, common.Address{}, 0)}, want{take: []int{0}, full: true}},
		{"an op another key must carry stays", Config{BundleOps: 4, BundleGas: 1_000_000, BundleWait: time.Minute},
			[]*candidate{op(1, 100, other, time.Hour), op(2, 100, key, 0)}, want{take: []int{1}, waits: true}},
		{"an empty queue", Config{BundleOps: 4, BundleGas: 1_000_000, BundleWait: time.Minute}, nil, want{}},
		{"a sender's second op after an op left out for gas is refused", Config{BundleOps: 4, BundleGas: 400_000},
			[]*candidate{op(1, 200_000, common.Address{}, 0), op(2, 300_000, common.Address{}, 0), op(1, 100, common.Address{}, 0)},
			want{take: []int{0}, dups: []int{2}, full: true}},
		{"nothing for this key", Config{BundleOps: 4, BundleGas: 1_000_000, BundleWait: time.Minute},
			[]*candidate{op(1, 100, other, 0)}, want{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := &Relay{cfg: c.cfg, queue: c.queue}
			b := r.chooseBundle(key)
			var take, dups []int
			for i, q := range c.queue {
				for _, tk := range b.take {
					if tk == q {
						take = append(take, i)
					}
				}
				if first, ok := b.dups[q]; ok {
					dups = append(dups, i)
					if first.op.Sender != q.op.Sender || !slices.Contains(b.take, first) {
						t.Fatalf("op %d refused for %s's op %s, not the one of its sender the bundle takes", i, first.op.Sender, first.h)
					}
				}
			}
			if !slices.Equal(take, c.want.take) || !slices.Equal(dups, c.want.dups) || b.full != c.want.full {
				t.Fatalf("took %v, refused %v, full %v; want %v, %v, %v", take, dups, b.full, c.want.take, c.want.dups, c.want.full)
			}
			if waits := r.fillWait(b) > 0; waits != c.want.waits {
				t.Fatalf("waits %v, want %v", waits, c.want.waits)
			}
		})
	}
}
