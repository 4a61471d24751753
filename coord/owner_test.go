package coord

import (
	"fmt"
	"slices"
	"testing"
)

// TestOwner: the owner is one of the members, the same whatever their order; a leaving member's
// keys go to the others and no other key moves; the keys spread within 10 % of even.
func TestOwner(t *testing.T) {
	three := []Member{{ID: "a"}, {ID: "b"}, {ID: "c"}}
	keys := make([]string, 10_000)
	for i := range keys {
		keys[i] = fmt.Sprintf("user-%05d", i)
	}
	tests := []struct {
		name    string
		members []Member
		wantOK  bool
	}{
		{"none", nil, false},
		{"one", three[:1], true},
		{"three", three, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reversed := slices.Clone(tt.members)
			slices.Reverse(reversed)
			for _, k := range keys[:100] {
				o, ok := Owner(k, tt.members)
				if ok != tt.wantOK {
					t.Fatalf("Owner(%s) ok = %v, want %v", k, ok, tt.wantOK)
				}
				if !ok {
					continue
				}
				if !slices.Contains(tt.members, o) {
					t.Fatalf("Owner(%s) = %v, not a member", k, o)
				}
				if r, _ := Owner(k, reversed); r != o {
					t.Fatalf("Owner(%s) depends on the members' order: %v and %v", k, o, r)
				}
			}
		})
	}
	share := map[string]int{}
	for _, k := range keys {
		o, _ := Owner(k, three)
		share[o.ID]++
		after, _ := Owner(k, []Member{{ID: "a"}, {ID: "c"}})
		if o.ID != "b" && after != o {
			t.Fatalf("%s moved from %s to %s when b left", k, o.ID, after.ID)
		}
	}
	for id, n := range share {
		if even := len(keys) / 3; n < even*9/10 || n > even*11/10 {
			t.Errorf("member %s owns %d of %d keys, not within 10%% of %d", id, n, len(keys), even)
		}
	}
}
