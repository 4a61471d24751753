package skills

import (
	"slices"
	"testing"

	"github.com/vera-invest/vera/api/ops"
)

// TestToolsAreTheTables: the tools are exactly the table's (package ops), in one binding each, with
// the table's route, token and skill: a tool declared without a binding, or bound without a
// declaration, fails here.
func TestToolsAreTheTables(t *testing.T) {
	var declared []string
	byName := map[string]ops.Operation{}
	for _, o := range ops.All() {
		for _, tl := range o.Tools {
			declared = append(declared, tl.FullName())
			byName[tl.FullName()] = o
		}
	}
	s := &Skills{}
	var bound []string
	for _, tl := range s.catalog() {
		bound = append(bound, tl.name)
		o := byName[tl.name]
		if tl.route != o.Key() || tl.token != o.Auth {
			t.Errorf("%s: route %s token %v, the table says %s %v", tl.name, tl.route, tl.token, o.Key(), o.Auth)
		}
	}
	slices.Sort(declared)
	slices.Sort(bound)
	if !slices.Equal(declared, bound) {
		t.Errorf("tools bound %v\ndeclared %v", bound, declared)
	}
}
