package ratelimit

import (
	"math/bits"

	"github.com/vera-invest/vera/coord"
)

// ring is one view of the membership, for finding a key's owner by rendezvous hashing: every
// member scores the key, the highest score owns it. When a member leaves only its keys move, each
// to the member that scored second; when one joins it takes from each the keys it now scores
// highest on. Every replica computes the same owner from the same members: the hashes are fixed
// functions of the key and the member id, never seeded per process.
type ring struct {
	members []*member // sorted by id, as coord lists them
}

type member struct {
	coord.Member
	seed uint64
	self bool
	peer *peer // nil for self
}

// owner is the member that owns the key id, or nil when there are no members.
func (r *ring) owner(id keyID) *member {
	if r == nil {
		return nil
	}
	var best *member
	var top uint64
	h := id.spot()
	for _, m := range r.members {
		if s := coord.Mix64(h ^ m.seed); best == nil || s > top {
			best, top = m, s
		}
	}
	return best
}

// Owner is the member that owns key among members (false when there are none): what every
// replica computes, for tests and diagnostics.
func Owner(key string, members []coord.Member) (coord.Member, bool) {
	r := &ring{}
	for _, m := range members {
		r.members = append(r.members, &member{Member: m, seed: coord.FNV64(m.ID)})
	}
	if o := r.owner(idOf(key)); o != nil {
		return o.Member, true
	}
	return coord.Member{}, false
}

// keyID is a key's identity in this package: its 128-bit FNV-1a hash. Replicas send it instead of
// the key and hold their records by it, so a record is a few words without a pointer (the
// collector never scans a window of many clients) and an owner never copies a key. Two keys
// sharing an id would share a count: at 128 bits, for keys a client can vary only by its address,
// that is not a risk worth a longer key.
type keyID struct{ hi, lo uint64 }

// idOf is 128-bit FNV-1a: per byte, xor it in, then multiply by 2^88 + 0x13b modulo 2^128.
func idOf(s string) keyID {
	hi, lo := uint64(0x6c62272e07bb0142), uint64(0x62b821756295c58d)
	for i := 0; i < len(s); i++ {
		lo ^= uint64(s[i])
		h, l := bits.Mul64(lo, 0x13b)
		hi, lo = h+hi*0x13b+lo<<24, l
	}
	return keyID{hi, lo}
}

// spot is the 64 bits a key's owner and shard are chosen by.
func (k keyID) spot() uint64 { return k.hi ^ k.lo }
