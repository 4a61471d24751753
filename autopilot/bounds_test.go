package autopilot

import (
	"bufio"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/agent"
)

// TestBoundsScenarios runs the bounds scenarios of testdata/bounds*.txt: each is a config, the
// owner's cash, the moment of the run and the drafted plan, then `----` and the outcome: the
// purchases when every bound passes, else the exact skip reason. A new case is a few lines of
// text.
//
//	# what the case shows
//	bounds
//	config amount=100 cap=150 ceiling=3000 cadence=weekly period-start=-24h spent=100 [paused]
//	cash 99.999999            (USD, or "none")
//	at 6d1s                   (optional: the run's moment after the period's reference)
//	plan risk=2000 NVDA=60 AAPL=40   (or "plan none": no plan can be drafted)
//	----
//	skipped: Not enough cash for this run.
func TestBoundsScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/bounds*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bounds scenarios in testdata: %v", err)
	}
	for _, file := range files {
		cases, err := readScenarios(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range cases {
			t.Run(fmt.Sprintf("%s:%d", filepath.Base(file), sc.line), func(t *testing.T) {
				if sc.command != "bounds" {
					t.Fatalf("%s:%d: unknown command %q", file, sc.line, sc.command)
				}
				got, err := runBoundsScenario(sc.input)
				if err != nil {
					t.Fatalf("%s:%d: %v", file, sc.line, err)
				}
				if got != sc.want {
					t.Errorf("%s:%d:\n%s\ngot:\n%s\nwant:\n%s", file, sc.line, strings.Join(sc.input, "\n"), got, sc.want)
				}
			})
		}
	}
}

// scenario is one case of a data file: a command, its input lines and the expected output.
type scenario struct {
	line    int
	command string
	input   []string
	want    string
}

// readScenarios parses file: cases separated by blank lines, `#` comments between them, the
// input ended by `----`.
func readScenarios(file string) ([]scenario, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []scenario
	var cur *scenario
	inWant := false
	var want []string
	n := 0
	end := func() {
		if cur != nil {
			cur.want = strings.Join(want, "\n")
			out = append(out, *cur)
		}
		cur, inWant, want = nil, false, nil
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		switch {
		case cur == nil && (line == "" || strings.HasPrefix(line, "#")):
		case cur == nil:
			cur = &scenario{line: n, command: line}
		case inWant && line == "":
			end()
		case inWant:
			want = append(want, line)
		case line == "----":
			inWant = true
		case line == "":
			return nil, fmt.Errorf("%s:%d: a blank line before the case's ----", file, n)
		default:
			cur.input = append(cur.input, line)
		}
	}
	if cur != nil && !inWant {
		return nil, fmt.Errorf("%s:%d: the case has no ----", file, cur.line)
	}
	end()
	return out, sc.Err()
}

// runBoundsScenario evaluates the bounds of one scenario and describes the outcome.
func runBoundsScenario(input []string) (string, error) {
	ref := time.Unix(1_800_000_000, 0).UTC()
	c := Config{Active: true, Cadence: weekly, PeriodStart: ref}
	now := ref
	var cash *big.Int
	var alloc agent.Allocation
	measured := 0
	drafted := false
	for _, line := range input {
		fields := strings.Fields(line)
		args := keyValues(fields[1:])
		var err error
		switch fields[0] {
		case "config":
			for _, kv := range args {
				k, v := kv[0], kv[1]
				switch k {
				case "amount", "cap", "spent":
					e6, err := usdE6(v)
					if err != nil {
						return "", err
					}
					*map[string]*uint64{"amount": &c.AmountE6, "cap": &c.MaxPerPeriodE6, "spent": &c.SpentE6}[k] = e6
				case "ceiling":
					if c.RiskCeilingBps, err = strconv.Atoi(v); err != nil {
						return "", err
					}
				case "cadence":
					c.Cadence = cadence(v)
				case "period-start":
					d, err := span(v)
					if err != nil {
						return "", err
					}
					c.PeriodStart = ref.Add(d)
				case "paused":
					c.Active = false
				default:
					return "", fmt.Errorf("unknown config key %q", k)
				}
			}
		case "cash":
			if fields[1] != "none" {
				e6, err := usdE6(fields[1])
				if err != nil {
					return "", err
				}
				cash = new(big.Int).SetUint64(e6)
			}
		case "at":
			d, err := span(fields[1])
			if err != nil {
				return "", err
			}
			now = ref.Add(d)
		case "plan":
			if fields[1] == "none" {
				continue
			}
			drafted = true
			for _, kv := range args {
				k, v := kv[0], kv[1]
				if k == "risk" {
					if measured, err = strconv.Atoi(v); err != nil {
						return "", err
					}
					continue
				}
				w, err := strconv.ParseFloat(v, 64)
				if err != nil {
					return "", err
				}
				alloc.Allocations = append(alloc.Allocations, agent.Leg{Symbol: k, WeightPct: w})
			}
		default:
			return "", fmt.Errorf("unknown input %q", fields[0])
		}
	}
	p, reason := checkBounds(c, cash, now, func() (agent.Allocation, int, error) {
		if !drafted {
			return agent.Allocation{}, 0, errors.New("no plan")
		}
		return alloc, measured, nil
	})
	if reason != "" {
		return "skipped: " + reason, nil
	}
	out := []string{fmt.Sprintf("ok risk=%d", p.measured)}
	for _, b := range p.purchases {
		out = append(out, fmt.Sprintf("%s %s", b.Symbol, new(big.Rat).SetFrac(new(big.Int).SetUint64(b.AmountE6), big.NewInt(1e6)).FloatString(6)))
	}
	return strings.Join(out, "\n"), nil
}

// keyValues splits `k=v` fields in their order; a bare `k` has the value "".
func keyValues(fields []string) [][2]string {
	out := make([][2]string, len(fields))
	for i, f := range fields {
		k, v, _ := strings.Cut(f, "=")
		out[i] = [2]string{k, v}
	}
	return out
}

// usdE6 parses a USD amount (at most 6 decimals, zero allowed) into micro-USD.
func usdE6(s string) (uint64, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() < 0 {
		return 0, fmt.Errorf("amount %q", s)
	}
	r.Mul(r, big.NewRat(1_000_000, 1))
	if !r.IsInt() || !r.Num().IsUint64() {
		return 0, fmt.Errorf("amount %q: more than 6 decimals or out of range", s)
	}
	return r.Num().Uint64(), nil
}

// span parses a Go duration with an optional leading count of days: "6d1s", "-24h", "0s".
func span(s string) (time.Duration, error) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var total time.Duration
	if d, rest, ok := strings.Cut(s, "d"); ok {
		n, err := strconv.Atoi(d)
		if err != nil {
			return 0, fmt.Errorf("span %q: %w", s, err)
		}
		total, s = time.Duration(n)*24*time.Hour, rest
	}
	if s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			return 0, err
		}
		total += d
	}
	if neg {
		total = -total
	}
	return total, nil
}
