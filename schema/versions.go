package schema

import (
	"sync/atomic"
	"time"
)

// Versions hands out the versions of the rows a process writes to a ReplacingMergeTree: nanoseconds,
// strictly increasing within the process and above the version being replaced, so that the newest
// write of a row always wins, even two in one nanosecond or behind a clock stepped back. The zero
// value is ready to use.
type Versions struct{ last atomic.Uint64 }

// Next is the version of a row written at at that replaces one of version floor (0 for a new row).
func (v *Versions) Next(at time.Time, floor uint64) uint64 {
	for {
		prev := v.last.Load()
		n := max(uint64(at.UnixNano()), prev+1, floor+1)
		if v.last.CompareAndSwap(prev, n) {
			return n
		}
	}
}
