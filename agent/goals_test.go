package agent

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vera-invest/vera/agent/goal"
	"github.com/vera-invest/vera/market"
)

var goalReport = flag.Bool("goals.report", false, "print every goal of testdata/goals.txt with its draft")

// goalCase is one goal of testdata/goals.txt and the properties its draft must have.
type goalCase struct {
	line   int
	goal   string
	amount float64
	props  []string
}

// readGoalCases parses file: cases separated by blank lines, `#` comments between them; a case is
// `goal` lines and an optional `amount`, `----`, then one property a line.
func readGoalCases(file string) ([]goalCase, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []goalCase
	var cur *goalCase
	inProps := false
	n := 0
	end := func() {
		if cur != nil {
			out = append(out, *cur)
		}
		cur, inProps = nil, false
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		n++
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		switch {
		case cur == nil && (line == "" || strings.HasPrefix(line, "#")):
		case cur == nil && strings.HasPrefix(line, "goal "):
			cur = &goalCase{line: n, goal: strings.TrimPrefix(raw, "goal "), amount: 1000}
		case cur == nil:
			return nil, fmt.Errorf("%s:%d: a case starts with goal, not %q", file, n, line)
		case inProps && line == "":
			end()
		case inProps:
			cur.props = append(cur.props, line)
		case line == "----":
			inProps = true
		case strings.HasPrefix(line, "goal "):
			cur.goal += "\n" + strings.TrimPrefix(raw, "goal ")
		case strings.HasPrefix(line, "amount "):
			v, err := strconv.ParseFloat(strings.TrimPrefix(line, "amount "), 64)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, n, err)
			}
			cur.amount = v
		default:
			return nil, fmt.Errorf("%s:%d: %q before the case's ----", file, n, line)
		}
	}
	if cur != nil && !inProps {
		return nil, fmt.Errorf("%s:%d: the case has no ----", file, cur.line)
	}
	end()
	return out, sc.Err()
}

// TestGoalSet drafts every goal of testdata/goals.txt on the bundled closes and checks each of
// its properties (the file's header lists them). BENCHMARKS.md reports the share satisfied.
func TestGoalSet(t *testing.T) {
	cases, err := readGoalCases("testdata/goals.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 150 {
		t.Fatalf("%d goals, want at least 150", len(cases))
	}
	d := testDrafter(t, DrafterConfig{})
	cat := bundledSnapshot(t).Catalog
	total, held := 0, 0
	for _, c := range cases {
		p, err := d.Propose(DraftRequest{Goal: c.goal, AmountUSD: c.amount})
		if err != nil {
			t.Errorf("goals.txt:%d %q: %v", c.line, c.goal, err)
			continue
		}
		if *goalReport {
			fmt.Printf("goals.txt:%d %q\n  %s risk %.1f%%\n", c.line, c.goal, p.Summary, p.RiskScore/100)
			for _, l := range p.Allocations {
				fmt.Printf("  %s %v\n", l.Symbol, l.WeightPct)
			}
			for _, e := range p.Understood.Elements {
				fmt.Printf("  [%s]\n", e.Label)
			}
		}
		if err := plainWords(p); err != nil {
			t.Errorf("goals.txt:%d %q: %v", c.line, c.goal, err)
		}
		for _, prop := range c.props {
			total++
			ok, err := checkGoalProperty(cat, p, prop)
			if err != nil {
				t.Fatalf("goals.txt:%d: %v", c.line, err)
			}
			if ok {
				held++
				continue
			}
			t.Errorf("goals.txt:%d %q: %q does not hold\n  %s\n  %s\n  understood %+v", c.line, c.goal, prop, p.Summary, legsWords(p.Allocations), p.Understood)
		}
	}
	t.Logf("%d goals, %d properties, %d hold (%.1f %%)", len(cases), total, held, 100*float64(held)/float64(total))
}

func legsWords(ls []Leg) string {
	var w []string
	for _, l := range ls {
		w = append(w, fmt.Sprintf("%s %v", l.Symbol, l.WeightPct))
	}
	return strings.Join(w, ", ")
}

// has reports whether an asset carries an attribute written as "theme:x", "class:x", "sector:x",
// "exposure:x" or "kind:stock".
func has(cat *market.Catalog, symbol, attr string) (bool, error) {
	key, value, ok := strings.Cut(attr, ":")
	if !ok {
		return false, fmt.Errorf("attribute %q is not key:value", attr)
	}
	a, found := cat.Lookup(symbol)
	if !found {
		return false, nil
	}
	switch key {
	case "theme":
		for _, th := range a.Themes {
			if th == value {
				return true, nil
			}
		}
		return false, nil
	case "kind":
		return a.Kind == value, nil
	case market.AttrClass, market.AttrSector, market.AttrExposure:
		_, ok := a.Attribute(key, value)
		return ok, nil
	}
	return false, fmt.Errorf("unknown attribute key %q", key)
}

// checkGoalProperty checks one property line against a draft.
func checkGoalProperty(cat *market.Catalog, p Draft, prop string) (bool, error) {
	f := strings.Fields(prop)
	not := false
	if f[0] == "not" {
		not, f = true, f[1:]
	}
	ok, err := checkGoalFields(cat, p, f)
	if err != nil {
		return false, fmt.Errorf("%q: %w", prop, err)
	}
	return ok != not, nil
}

func checkGoalFields(cat *market.Catalog, p Draft, f []string) (bool, error) {
	u := p.Understood
	switch {
	case f[0] == "include" && len(f) == 2, f[0] == "exclude" && len(f) == 2 && !strings.Contains(f[1], ":"):
		in := false
		for _, l := range p.Allocations {
			in = in || l.Symbol == f[1]
		}
		return in == (f[0] == "include"), nil
	case f[0] == "exclude" && len(f) == 2:
		for _, l := range p.Allocations {
			if ok, err := has(cat, l.Symbol, f[1]); err != nil || ok {
				return false, err
			}
		}
		return true, nil
	case f[0] == "share" && len(f) == 4:
		sum := 0.0
		for _, l := range p.Allocations {
			in := false
			if strings.Contains(f[1], ":") {
				ok, err := has(cat, l.Symbol, f[1])
				if err != nil {
					return false, err
				}
				in = ok
			} else {
				for _, s := range strings.Split(f[1], "+") {
					in = in || s == l.Symbol
				}
			}
			if in {
				sum += l.WeightPct
			}
		}
		return compare(sum, f[2], f[3])
	case f[0] == "only":
		allowed := map[string]bool{}
		for _, s := range f[1:] {
			allowed[s] = true
		}
		for _, l := range p.Allocations {
			if !allowed[l.Symbol] {
				return false, nil
			}
		}
		return true, nil
	case f[0] == "kind" && len(f) == 2:
		for _, l := range p.Allocations {
			if ok, err := has(cat, l.Symbol, "kind:"+f[1]); err != nil || !ok {
				return false, err
			}
		}
		return true, nil
	case f[0] == "risk" && len(f) == 3:
		return compare(p.RiskScore/100, f[1], f[2])
	case f[0] == "holdings" && len(f) == 3:
		return compare(float64(len(p.Allocations)), f[1], f[2])
	case f[0] == "default" && len(f) == 1:
		return u.Default, nil
	case f[0] == "question" && len(f) == 1:
		return u.Question != "", nil
	case f[0] == "language" && len(f) == 2:
		return u.Language == f[1], nil
	case f[0] == "understood" && len(f) == 2:
		exclude := strings.HasPrefix(f[1], "-")
		kind, value, ok := strings.Cut(strings.TrimPrefix(f[1], "-"), ":")
		if !ok {
			return false, fmt.Errorf("element %q is not kind:value", f[1])
		}
		for _, e := range u.Elements {
			if e.Kind == kind && e.Value == value && e.Exclude == exclude {
				return true, nil
			}
		}
		return false, nil
	case f[0] == "note" || f[0] == "conflict":
		list := u.Notes
		if f[0] == "conflict" {
			list = u.Conflicts
		}
		want := strings.ToLower(strings.Join(f[1:], " "))
		for _, s := range list {
			if strings.Contains(strings.ToLower(s), want) {
				return true, nil
			}
		}
		return false, nil
	}
	return false, fmt.Errorf("unknown property")
}

func compare(got float64, op, want string) (bool, error) {
	w, err := strconv.ParseFloat(want, 64)
	if err != nil {
		return false, err
	}
	switch op {
	case "<=":
		return got <= w+1e-9, nil
	case ">=":
		return got >= w-1e-9, nil
	case "=":
		return got > w-1e-9 && got < w+1e-9, nil
	}
	return false, fmt.Errorf("unknown comparison %q", op)
}

// TestGoalSetIsDeterministic drafts every goal twice, and once more from a second market build
// of the same data: the same words, byte for byte.
func TestGoalSetIsDeterministic(t *testing.T) {
	cases, err := readGoalCases("testdata/goals.txt")
	if err != nil {
		t.Fatal(err)
	}
	d1 := testDrafter(t, DrafterConfig{})
	d2 := testDrafter(t, DrafterConfig{})
	for _, c := range cases {
		req := DraftRequest{Goal: c.goal, AmountUSD: c.amount}
		a, err1 := d1.Propose(req)
		b, err2 := d1.Propose(req)
		e, err3 := d2.Propose(req)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("%q: %v %v %v", c.goal, err1, err2, err3)
		}
		ja, jb, je := mustJSON(t, a), mustJSON(t, b), mustJSON(t, e)
		if ja != jb || ja != je {
			t.Fatalf("goals.txt:%d %q drafts differently:\n%s\n%s\n%s", c.line, c.goal, ja, jb, je)
		}
	}
}

// TestGoalElementsReadBack re-drafts every goal from its elements' phrases (what the web app
// sends when a person keeps every chip): the same elements are read back.
func TestGoalElementsReadBack(t *testing.T) {
	cases, err := readGoalCases("testdata/goals.txt")
	if err != nil {
		t.Fatal(err)
	}
	r := goal.NewReader(vocabulary(bundledSnapshot(t).Catalog))
	key := func(els []goal.Element) string {
		var k []string
		for _, e := range els {
			if e.Kind != goal.KindAmount {
				k = append(k, fmt.Sprintf("%s:%s:%v:%s:%v", e.Kind, e.Value, e.Exclude, e.Share, e.Years))
			}
		}
		return strings.Join(k, " ")
	}
	for _, c := range cases {
		u := r.Read(c.goal, c.amount)
		again := r.Read(goal.Compose(u.Elements), c.amount)
		if key(u.Elements) != key(again.Elements) {
			t.Errorf("goals.txt:%d %q\n  composed %q\n  read  %s\n  again %s", c.line, c.goal, goal.Compose(u.Elements), key(u.Elements), key(again.Elements))
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var timestamp = regexp.MustCompile(`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|\b\d{10}\b`)

// plainWords checks a draft speaks in plain words and money: no timestamp or basis points in
// its summary, rationale or reasons, and a reason of its own for every holding (names the
// holding, its volatility and its weight in dollars), never one sentence repeated.
func plainWords(p Draft) error {
	texts := []string{p.Summary, p.Rationale}
	seen := map[string]bool{}
	for _, l := range p.Allocations {
		texts = append(texts, l.Reason)
		if seen[l.Reason] {
			return fmt.Errorf("two holdings give the same reason %q", l.Reason)
		}
		seen[l.Reason] = true
		if !strings.Contains(l.Reason, "("+l.Symbol+")") || !strings.Contains(l.Reason, "a year over the last year") || !strings.Contains(l.Reason, "$") {
			return fmt.Errorf("%s's reason does not name it, its volatility and its dollars: %q", l.Symbol, l.Reason)
		}
	}
	for _, x := range texts {
		if timestamp.MatchString(x) || strings.Contains(x, "bps") || strings.Contains(x, "basis point") {
			return fmt.Errorf("a timestamp or basis points in %q", x)
		}
	}
	if !strings.Contains(p.Rationale, "$") || !strings.Contains(p.Rationale, "% a year") {
		return fmt.Errorf("the rationale says neither money nor the risk in percent: %q", p.Rationale)
	}
	return nil
}
