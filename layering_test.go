package vera

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/vera-invest/vera"

// tableDoc holds the package table, the one statement of who may import whom.
const tableDoc = "docs/architecture.md"

// binaryOnly are the packages (with their sub-packages) that only the binary and test helpers may
// link: the devnet's go-ethereum node, and dev mode's parts (its issuer, wallets, funding, oracle
// heartbeat and routes).
var binaryOnly = []string{"chain/devnet", "devmode"}

// row is one row of the package table: its packages and what their non-test code may import.
type row struct {
	packages   []string // module-relative paths, each with its sub-packages
	may        []string // packages of ours it may import, each with its sub-packages
	everything bool
}

// pkg is one package of the module as go list reports it, paths module-relative ("" for the
// root, outside packages dropped).
type pkg struct {
	path    string
	imports []string // ours, direct, non-test
	outside []string // other modules', direct, non-test (the standard library left out)
	deps    []string // ours, transitive, non-test
}

var backticked = regexp.MustCompile("`([^`]+)`")

// parseTable reads the package table out of markdown: the rows of the first table whose header
// starts with "| package |".
func parseTable(md string) ([]*row, error) {
	var rows []*row
	byName := map[string]*row{}
	as := map[*row]string{}
	in := false
	for _, line := range strings.Split(md, "\n") {
		line = strings.TrimSpace(line)
		if !in {
			in = strings.HasPrefix(line, "| package |")
			continue
		}
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if strings.Trim(cells[0], " -") == "" {
			continue // the separator line
		}
		if len(cells) != 3 {
			return nil, fmt.Errorf("table row %q: %d cells, want 3", line, len(cells))
		}
		r := &row{}
		for _, m := range backticked.FindAllStringSubmatch(cells[0], -1) {
			if byName[m[1]] != nil {
				return nil, fmt.Errorf("package %s has two rows", m[1])
			}
			byName[m[1]] = r
			r.packages = append(r.packages, m[1])
		}
		if len(r.packages) == 0 {
			return nil, fmt.Errorf("table row %q names no package", line)
		}
		may := strings.TrimSpace(cells[2])
		switch {
		case may == "everything":
			r.everything = true
		case strings.HasPrefix(may, "as `"):
			as[r] = backticked.FindStringSubmatch(may)[1]
		default:
			for _, m := range backticked.FindAllStringSubmatch(may, -1) {
				r.may = append(r.may, strings.TrimSuffix(m[1], "/..."))
			}
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no package table")
	}
	for r, name := range as {
		like := byName[name]
		if like == nil {
			return nil, fmt.Errorf("%s: as %s, which has no row", r.packages[0], name)
		}
		r.may = append(append([]string{name}, like.may...), r.may...)
	}
	for _, r := range rows {
		for _, m := range r.may {
			if byName[m] == nil {
				return nil, fmt.Errorf("%s may import %s, which has no row", r.packages[0], m)
			}
		}
	}
	return rows, nil
}

// under reports whether path is p or one of its sub-packages.
func under(path, p string) bool {
	return path == p || strings.HasPrefix(path, p+"/")
}

// governing is the row of path's nearest listed ancestor (itself included), or nil.
func governing(rows []*row, path string) *row {
	var best *row
	bestLen := -1
	for _, r := range rows {
		for _, p := range r.packages {
			if under(path, p) && len(p) > bestLen {
				best, bestLen = r, len(p)
			}
		}
	}
	return best
}

func underAny(path string, ps []string) bool {
	return slices.ContainsFunc(ps, func(p string) bool { return under(path, p) })
}

// testHelper reports whether path is a package that exists for tests (accounttest, devnettest).
func testHelper(path string) bool {
	i := strings.LastIndex(path, "/")
	return strings.HasSuffix(path[i+1:], "test")
}

// violations lists every package that breaks the table: no row, an import the row does not
// allow, chain/devnet or devmode linked outside cmd/vera and test helpers, analytics beyond gonum.
func violations(rows []*row, pkgs []pkg) []string {
	var out []string
	for _, p := range pkgs {
		if p.path == "" {
			continue
		}
		r := governing(rows, p.path)
		if r == nil {
			out = append(out, fmt.Sprintf("package %s has no row in %s", p.path, tableDoc))
			continue
		}
		if !r.everything {
			for _, imp := range p.imports {
				if !underAny(imp, r.packages) && !underAny(imp, r.may) {
					out = append(out, fmt.Sprintf("%s imports %s: its row (%s) allows only %v", p.path, imp, r.packages[0], r.may))
				}
			}
		}
		for _, only := range binaryOnly {
			if p.path != "cmd/vera" && !under(p.path, only) && !testHelper(p.path) && slices.ContainsFunc(p.deps, func(d string) bool { return under(d, only) }) {
				out = append(out, fmt.Sprintf("%s links %s: only cmd/vera and test helper packages may", p.path, only))
			}
		}
		if under(p.path, "analytics") {
			for _, imp := range p.outside {
				if !strings.HasPrefix(imp, "gonum.org/") {
					out = append(out, fmt.Sprintf("%s imports %s: analytics may use only the standard library and gonum", p.path, imp))
				}
			}
		}
	}
	return out
}

// listPackages runs go list over the module.
func listPackages(t *testing.T) []pkg {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{join .Imports \" \"}}\t{{join .Deps \" \"}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 3 {
			t.Fatalf("go list line %q", sc.Text())
		}
		path, _ := ours(f[0])
		p := pkg{path: path}
		for _, imp := range strings.Fields(f[1]) {
			rel, isOurs := ours(imp)
			switch {
			case isOurs:
				p.imports = append(p.imports, rel)
			case strings.Contains(imp, "."):
				p.outside = append(p.outside, imp)
			}
		}
		for _, d := range strings.Fields(f[2]) {
			if rel, isOurs := ours(d); isOurs {
				p.deps = append(p.deps, rel)
			}
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// ours is path relative to the module ("" for its root) and whether it is in the module.
func ours(path string) (string, bool) {
	if path == module {
		return "", true
	}
	rel, ok := strings.CutPrefix(path, module+"/")
	return rel, ok
}

// TestLayering checks every package of the module, sub-packages included, against the package
// table of docs/architecture.md.
func TestLayering(t *testing.T) {
	md, err := os.ReadFile(tableDoc)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := parseTable(string(md))
	if err != nil {
		t.Fatalf("%s: %v", tableDoc, err)
	}
	pkgs := listPackages(t)
	if len(pkgs) == 0 {
		t.Fatal("go list returned no packages")
	}
	for _, v := range violations(rows, pkgs) {
		t.Error(v)
	}
	for _, r := range rows {
		for _, name := range r.packages {
			if !slices.ContainsFunc(pkgs, func(p pkg) bool { return under(p.path, name) }) {
				t.Logf("%s has a row in %s but no package yet", name, tableDoc)
			}
		}
	}
}

// TestViolations shows the checks catch what they are for, on a small table.
func TestViolations(t *testing.T) {
	const md = "intro\n\n| package | owns | may import (of ours) |\n|---|---|---|\n" +
		"| `cmd/vera` | the binary | everything |\n" +
		"| `market` | catalog | `chain`, `analytics` |\n" +
		"| `market/prices` | history | as `market` |\n" +
		"| `api`, `api/auth` | HTTP | `market/...` |\n" +
		"| `chain` | plumbing | nothing of ours |\n" +
		"| `chain/devnet` | the node | `chain` |\n" +
		"| `devmode` | dev mode | `api`, `chain` |\n" +
		"| `analytics` | math | gonum only |\n" +
		"\nafter the table: `ignored` |\n"
	rows, err := parseTable(md)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		pkg  pkg
		want string // "" for no violation
	}{
		{"allowed import", pkg{path: "market", imports: []string{"chain", "analytics"}}, ""},
		{"own sub-package", pkg{path: "market", imports: []string{"market/prices"}}, ""},
		{"as market, and market itself", pkg{path: "market/prices", imports: []string{"market", "chain"}}, ""},
		{"a sub-package of an allowed one", pkg{path: "api/auth", imports: []string{"market/prices"}}, ""},
		{"a shared row", pkg{path: "api", imports: []string{"api/auth"}}, ""},
		{"cmd/vera imports anything", pkg{path: "cmd/vera", imports: []string{"chain/devnet", "api"}, deps: []string{"chain/devnet"}}, ""},
		{"a test helper links the devnet", pkg{path: "market/markettest", imports: []string{"chain/devnet"}, deps: []string{"chain/devnet"}}, ""},
		{"the devnet's own helper", pkg{path: "chain/devnet/devnettest", imports: []string{"chain/devnet"}, deps: []string{"chain/devnet"}}, ""},
		{"gonum", pkg{path: "analytics", outside: []string{"gonum.org/v1/gonum/stat"}}, ""},
		{"upward import", pkg{path: "market", imports: []string{"api"}}, "market imports api"},
		{"sub-package checked against its row", pkg{path: "market/prices", imports: []string{"api/auth"}}, "market/prices imports api/auth"},
		{"a sub-package without a row follows its ancestor", pkg{path: "chain/contracts/bindings/usdg", imports: []string{"market"}}, "chain/contracts/bindings/usdg imports market"},
		{"no row", pkg{path: "newthing"}, "package newthing has no row"},
		{"production code links the devnet", pkg{path: "market/baskets", imports: []string{"chain/devnet"}, deps: []string{"chain", "chain/devnet"}}, "market/baskets links chain/devnet"},
		{"through another package", pkg{path: "api", imports: []string{"market/prices"}, deps: []string{"market/prices", "chain/devnet"}}, "api links chain/devnet"},
		{"dev mode's routes import api", pkg{path: "devmode", imports: []string{"api"}, deps: []string{"api"}}, ""},
		{"cmd/vera links dev mode", pkg{path: "cmd/vera", imports: []string{"devmode"}, deps: []string{"devmode"}}, ""},
		{"a test helper links dev mode", pkg{path: "market/markettest", imports: []string{"chain"}, deps: []string{"chain", "devmode"}}, ""},
		{"production code links dev mode", pkg{path: "api", imports: []string{"market/prices"}, deps: []string{"market/prices", "devmode"}}, "api links devmode"},
		{"production code links a part of dev mode", pkg{path: "market", imports: []string{"chain"}, deps: []string{"chain", "devmode/sub"}}, "market links devmode"},
		{"analytics beyond gonum", pkg{path: "analytics", outside: []string{"github.com/ethereum/go-ethereum/common"}}, "analytics imports github.com/ethereum/go-ethereum/common"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := violations(rows, []pkg{tt.pkg})
			switch {
			case tt.want == "" && len(got) > 0:
				t.Fatalf("violations %q", got)
			case tt.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], tt.want)):
				t.Fatalf("violations %q, want one starting %q", got, tt.want)
			}
		})
	}
}

// TestParseTableRefuses shows a table that names an unknown package fails rather than allows.
func TestParseTableRefuses(t *testing.T) {
	head := "| package | owns | may import (of ours) |\n|---|---|---|\n| `chain` | plumbing | nothing of ours |\n"
	for name, md := range map[string]string{
		"an import of no row":    head + "| `market` | catalog | `chian` |\n",
		"as a package of no row": head + "| `market/views` | views | as `market` |\n",
		"two rows for a package": head + "| `chain` | again | nothing |\n",
		"no table":               "# nothing here\n",
	} {
		if _, err := parseTable(md); err == nil {
			t.Errorf("%s: parsed", name)
		}
	}
}
