package ratelimit

import "github.com/vera-invest/vera/coord"

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

// owner is the member that owns a key of hash h, or nil when there are no members.
func (r *ring) owner(h uint64) *member {
	if r == nil {
		return nil
	}
	var best *member
	var top uint64
	for _, m := range r.members {
		if s := mix(h ^ m.seed); best == nil || s > top {
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
		r.members = append(r.members, &member{Member: m, seed: hashString(m.ID)})
	}
	if o := r.owner(hashString(key)); o != nil {
		return o.Member, true
	}
	return coord.Member{}, false
}

// hashString is 64-bit FNV-1a, written out so that hashing a key does not allocate.
func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// mix is SplitMix64's finalizer: FNV's low bits mix poorly, and a score must depend on every bit
// of both the key's hash and the member's seed.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
