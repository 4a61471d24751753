package schema

import (
	"sync"
	"testing"
	"time"
)

func TestVersionsIncrease(t *testing.T) {
	at := time.Unix(1_700_000_000, 0)
	tests := []struct {
		name  string
		at    time.Time
		floor uint64
		want  func(got, prev uint64) bool
	}{
		{"the clock's nanoseconds", at, 0, func(got, _ uint64) bool { return got == uint64(at.UnixNano()) }},
		{"the same instant again", at, 0, func(got, prev uint64) bool { return got == prev+1 }},
		{"a clock stepped back", at.Add(-time.Hour), 0, func(got, prev uint64) bool { return got == prev+1 }},
		{"above the replaced row's version", at, uint64(at.Add(time.Hour).UnixNano()), func(got, _ uint64) bool { return got == uint64(at.Add(time.Hour).UnixNano())+1 }},
	}
	var v Versions
	var prev uint64
	for _, tt := range tests {
		got := v.Next(tt.at, tt.floor)
		if !tt.want(got, prev) {
			t.Fatalf("%s: version %d after %d", tt.name, got, prev)
		}
		prev = got
	}
	// Concurrent writers never get the same version.
	seen := sync.Map{}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 1000 {
				if _, dup := seen.LoadOrStore(v.Next(at, 0), true); dup {
					t.Error("a version handed out twice")
				}
			}
		})
	}
	wg.Wait()
}
