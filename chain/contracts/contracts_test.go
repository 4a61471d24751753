package contracts

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

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
// the committed artifacts. It needs node and node_modules (npm ci --prefix chain/contracts) and fails,
// naming what is missing, without them.
func TestArtifactsMatchSources(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is missing: recompiling the contracts needs `node` on PATH (Debian package nodejs; make test installs it): %v", err)
	}
	if _, err := os.Stat(filepath.Join("node_modules", "solc", "package.json")); err != nil {
		t.Fatalf("solc is missing: run npm ci --prefix chain/contracts (make test runs it): %v", err)
	}
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "compile.js", out)
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
