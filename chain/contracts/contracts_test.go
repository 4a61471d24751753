package contracts

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/vera-invest/vera/chain/contracts/internal/bindgen"
)

// TestBindingsMatchArtifacts regenerates the Go bindings from the committed artifacts and compares
// them with the committed bindings.
func TestBindingsMatchArtifacts(t *testing.T) {
	want, err := bindgen.Generate("artifacts")
	if err != nil {
		t.Fatal(err)
	}
	var committed []string
	err = filepath.WalkDir("bindings", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel("bindings", p)
		committed = append(committed, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var wanted []string
	for name := range want {
		wanted = append(wanted, name)
	}
	sort.Strings(wanted)
	sort.Strings(committed)
	if strings.Join(wanted, ",") != strings.Join(committed, ",") {
		t.Fatalf("binding files differ: generated %v, committed %v; run make contracts", wanted, committed)
	}
	for name, code := range want {
		got, err := os.ReadFile(filepath.Join("bindings", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, code) {
			t.Errorf("bindings/%s differs from what the artifacts generate; run make contracts", name)
		}
	}
}

// TestArtifactsMatchSources recompiles the sources with the pinned solc and compares the result with
// the committed artifacts. It needs node and node_modules (npm ci --prefix chain/contracts); without
// them it skips, unless VERA_REQUIRE_SOLC=1, when it fails.
func TestArtifactsMatchSources(t *testing.T) {
	if testing.Short() {
		t.Skip("recompiling takes seconds; skipped in -short mode")
	}
	node, err := exec.LookPath("node")
	_, solcErr := os.Stat(filepath.Join("node_modules", "solc", "package.json"))
	if err != nil || solcErr != nil {
		if os.Getenv("VERA_REQUIRE_SOLC") == "1" {
			t.Fatalf("node or node_modules/solc missing (node: %v, solc: %v); run npm ci --prefix chain/contracts", err, solcErr)
		}
		t.Skip("node or node_modules/solc missing; run npm ci --prefix chain/contracts to check artifacts")
	}
	out := t.TempDir()
	cmd := exec.Command(node, "compile.js", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("compile.js: %v\n%s", err, stderr.String())
	}
	fresh, _ := filepath.Glob(filepath.Join(out, "*.json"))
	committed, _ := filepath.Glob(filepath.Join("artifacts", "*.json"))
	if len(fresh) != len(committed) {
		t.Fatalf("compiled %d artifacts, %d committed; run make contracts", len(fresh), len(committed))
	}
	for _, p := range fresh {
		name := filepath.Base(p)
		got, err := os.ReadFile(filepath.Join("artifacts", name))
		if err != nil {
			t.Errorf("artifact %s is not committed; run make contracts", name)
			continue
		}
		want, _ := os.ReadFile(p)
		if !bytes.Equal(got, want) {
			t.Errorf("artifacts/%s differs from what the sources compile to; run make contracts", name)
		}
	}
}
