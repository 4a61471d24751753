package ops

import (
	"strings"
	"testing"
)

// TestTable: every operation states its facts once and whole: a unique key, a path of the
// router's form, a limit (a count or NoLimit, never 0), a cache header (no-store on token
// routes), a summary; tool names are unique and every tool's skill is one of the five.
func TestTable(t *testing.T) {
	skills := map[string]bool{SkillPortfolio: true, SkillPlain: true, SkillAutopilot: true, SkillTrading: true, SkillRisk: true}
	keys, tools := map[string]bool{}, map[string]string{}
	for _, o := range All() {
		k := o.Key()
		switch {
		case keys[k]:
			t.Errorf("%s declared twice", k)
		case o.Method != "GET" && o.Method != "POST" && o.Method != "DELETE":
			t.Errorf("%s: method", k)
		case !strings.HasPrefix(o.Path, "/") || strings.Count(o.Path, "{") > 1 || (strings.Contains(o.Path, "{") && !strings.HasSuffix(o.Path, "}")):
			t.Errorf("%s: a path is exact or ends in one {name} segment", k)
		case o.Limit == 0:
			t.Errorf("%s: no limit stated (a count or NoLimit)", k)
		case o.Limit < NoLimit:
			t.Errorf("%s: limit %d", k, o.Limit)
		case o.Cache == "":
			t.Errorf("%s: no Cache-Control", k)
		case o.Auth && o.Cache != CacheNone:
			t.Errorf("%s: a token route is %q, not %q", k, o.Cache, CacheNone)
		case o.Summary == "" || o.Scope == "":
			t.Errorf("%s: no summary or scope", k)
		}
		keys[k] = true
		for _, tl := range o.Tools {
			if !skills[tl.Skill] || tl.Name == "" || tl.Title == "" || tl.Description == "" || tl.Out == nil {
				t.Errorf("%s: tool %q incomplete", k, tl.FullName())
			}
			if prev, dup := tools[tl.FullName()]; dup {
				t.Errorf("tool %s on %s and %s", tl.FullName(), prev, k)
			}
			tools[tl.FullName()] = k
		}
	}
	if len(tools) != 24 {
		t.Errorf("%d tools, want 24", len(tools))
	}
}

// TestDeclare: an operation declared from outside joins the table; a key declared twice is refused.
func TestDeclare(t *testing.T) {
	defer func(saved []Operation) { declared = saved }(declared)
	Declare(Operation{Method: "POST", Path: "/dev/extra", Scope: devOnly, Limit: NoLimit, Cache: CacheNone, Summary: "x"})
	if _, ok := ByKey()["POST /dev/extra"]; !ok {
		t.Fatal("declared operation missing")
	}
	defer func() {
		if recover() == nil {
			t.Error("a second declaration of a key was accepted")
		}
	}()
	Declare(Operation{Method: "GET", Path: "/healthz"})
}
