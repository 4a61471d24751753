package vera

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/vera-invest/vera"

// mayImport is the package table of docs/architecture.md (and DESIGN.md): for each top-level
// package, the top-level packages of ours its non-test code may import. A package may always
// import its own subpackages. cmd may import everything.
var mayImport = map[string][]string{
	"api":       {"agent", "account", "market", "quote", "autopilot", "sponsor", "relay", "web", "skills"},
	"pipeline":  {"agent", "account", "market", "quote", "autopilot", "sponsor", "indexer", "coord"},
	"agent":     {"chain", "market", "analytics", "schema"},
	"account":   {"chain", "market", "schema"},
	"market":    {"chain", "schema", "analytics", "data"},
	"quote":     {"chain", "market", "schema"},
	"autopilot": {"agent", "quote", "account", "market", "sponsor", "chain", "schema", "analytics", "coord"},
	"sponsor":   {"chain", "schema"},
	"relay":     {"chain", "sponsor", "schema"},
	"indexer":   {"chain", "schema"},
	"chain":     {},
	"coord":     {},
	"analytics": {},
	"schema":    {},
	"data":      {},
	"web":       {},
	"skills":    {"agent", "account", "market", "quote", "autopilot"},
}

// TestLayering fails when a package imports one the table forbids, or when a top-level
// package appears that the table does not know.
func TestLayering(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	checked := 0
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		from := top(fields[0])
		if from == "" || from == "cmd" {
			continue
		}
		allowed, known := mayImport[from]
		if !known {
			t.Errorf("package %s is not in the layering table: add it to docs/architecture.md and mayImport", fields[0])
			continue
		}
		checked++
		for _, imp := range fields[1:] {
			to := top(imp)
			if to == "" || to == from {
				continue
			}
			if !contains(allowed, to) {
				t.Errorf("%s imports %s: %s may import only %v", strings.TrimPrefix(fields[0], module+"/"), strings.TrimPrefix(imp, module+"/"), from, allowed)
			}
		}
		if from == "analytics" {
			for _, imp := range fields[1:] {
				if strings.Contains(imp, ".") && !strings.HasPrefix(imp, "gonum.org/") {
					t.Errorf("analytics imports %s: it may use only the standard library and gonum", imp)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list returned no packages")
	}
}

// top is the top-level directory of one of our packages ("market" for market/baskets), or ""
// for the module root and packages of other modules.
func top(path string) string {
	rest, ok := strings.CutPrefix(path, module+"/")
	if !ok {
		return ""
	}
	first, _, _ := strings.Cut(rest, "/")
	return first
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
