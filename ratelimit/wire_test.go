package ratelimit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"testing"

	"github.com/vera-invest/vera/coord"
)

func TestWireRoundTrip(t *testing.T) {
	hits := []hit{
		{id: idOf("GET /api/market|203.0.113.7"), window: 1_800_000_000, limit: 60, n: 1, async: true},
		{id: idOf("POST /api/autopilot/run|user:did:privy:abc"), window: 1_800_000_060, limit: 6, n: 3},
		{id: idOf(""), window: -60, limit: 1, n: 1},
	}
	var got []hit
	n, err := decodeHits(appendHits(nil, hits), func(h hit) { got = append(got, h) })
	if err != nil || n != len(hits) || !slices.Equal(got, hits) {
		t.Fatalf("hits %v (%d, %v), want %v", got, n, err, hits)
	}
	answers := []answer{{ok: true, count: 1}, {ok: false, count: 6}, {ok: true, count: math.MaxInt32}}
	out := make([]answer, len(answers))
	if err := decodeAnswers(appendAnswers(nil, answers), out); err != nil || !slices.Equal(out, answers) {
		t.Fatalf("answers %v (%v), want %v", out, err, answers)
	}
}

// TestWireRefusesMalformed: what a peer (or anyone reaching the port) sends is checked whole.
func TestWireRefusesMalformed(t *testing.T) {
	good := appendHits(nil, []hit{{id: idOf("k"), window: 60, limit: 6, n: 1}})
	tests := []struct {
		name string
		body []byte
	}{
		{"empty", nil},
		{"version", append([]byte{2}, good[1:]...)},
		{"truncated", good[:len(good)-1]},
		{"left over", append(slices.Clone(good), 0)},
		{"too many hits", []byte{wireVersion, 0x80, 0x80, 0x08}},
		{"no limit", appendHits(nil, []hit{{id: idOf("k"), limit: 0, n: 1}})},
		{"no requests", appendHits(nil, []hit{{id: idOf("k"), limit: 6, n: 0}})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := 0
			if _, err := decodeHits(tt.body, func(hit) { calls++ }); !errors.Is(err, errWire) {
				t.Fatalf("err %v, want a wire error", err)
			}
		})
	}
	if err := decodeAnswers(appendAnswers(nil, []answer{{ok: true}}), make([]answer, 2)); !errors.Is(err, errWire) {
		t.Fatalf("one answer to two hits: %v", err)
	}
}

// TestOwnersSpreadAndMoveLittle: keys spread evenly over the members, and when one leaves only
// its keys move; every replica computes the same owner.
func TestOwnersSpreadAndMoveLittle(t *testing.T) {
	members := []coord.Member{{ID: "a1"}, {ID: "b2"}, {ID: "c3"}, {ID: "d4"}}
	const keys = 40_000
	before := map[string]string{}
	per := map[string]int{}
	for i := range keys {
		k := fmt.Sprintf("GET /api/market|10.%d.%d.%d", i>>16&0xff, i>>8&0xff, i&0xff)
		o, ok := Owner(k, members)
		if !ok {
			t.Fatal("no owner")
		}
		before[k] = o.ID
		per[o.ID]++
	}
	for id, n := range per {
		if share := float64(n) / keys; share < 0.23 || share > 0.27 {
			t.Errorf("member %s owns %.1f %% of the keys, want 25 ± 2", id, 100*share)
		}
	}
	left := []coord.Member{members[0], members[1], members[3]} // c3 leaves
	for k, was := range before {
		o, _ := Owner(k, left)
		if was != "c3" && o.ID != was {
			t.Fatalf("key %s moved from %s to %s though its owner stayed", k, was, o.ID)
		}
	}
	if _, ok := Owner("k", nil); ok {
		t.Fatal("an owner among no members")
	}
}

// TestKeyID: a key's id is 128-bit FNV-1a, the same on every replica.
func TestKeyID(t *testing.T) {
	for _, k := range []string{"", "a", "GET /api/market|203.0.113.7", "POST /api/autopilot/run|user:did:privy:cm0abc"} {
		f := fnv.New128a()
		f.Write([]byte(k))
		sum := f.Sum(nil)
		want := keyID{binary.BigEndian.Uint64(sum[:8]), binary.BigEndian.Uint64(sum[8:])}
		if got := idOf(k); got != want {
			t.Errorf("idOf(%q) = %x, want %x", k, got, want)
		}
	}
}

func TestSlack(t *testing.T) {
	tests := []struct {
		limit   int64
		members int
		want    int64
	}{
		{6, 3, 0}, {20, 3, 0}, {30, 2, 0}, {59, 2, 0}, {60, 3, 1}, {120, 3, 3}, {600, 3, 15},
		{60, 2, 3}, {60, 1, 0}, {60, 5, 0}, {600, 11, 3},
	}
	for _, tt := range tests {
		if got := slack(tt.limit, tt.members); got != tt.want {
			t.Errorf("slack(%d, %d members) = %d, want %d", tt.limit, tt.members, got, tt.want)
		}
		// The bound the tolerance promises: every other replica's slack together.
		if over := float64(slack(tt.limit, tt.members)) * float64(max(tt.members-1, 0)); over > Tolerance*float64(tt.limit) {
			t.Errorf("limit %d over %d members may be passed by %.0f", tt.limit, tt.members, over)
		}
	}
}
