package web_test

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/vera-invest/vera/web"
	"github.com/vera-invest/vera/web/build"
)

// TestBundleHasNoDrift rebuilds the bundle from src/ and node_modules and compares it with the
// committed dist/ that the binary embeds: a change to the sources without `go generate ./web`
// fails here.
func TestBundleHasNoDrift(t *testing.T) {
	files, err := build.Files(".")
	if err != nil {
		t.Fatalf("the bundle does not build (npm ci --prefix web installs its modules): %v", err)
	}
	embedded, err := web.AssetNames()
	if err != nil {
		t.Fatal(err)
	}
	if names := build.Names(files); !slices.Equal(names, embedded) {
		t.Fatalf("the build makes %v, dist/ holds %v: run go generate ./web", names, embedded)
	}
	for _, n := range embedded {
		got, err := web.Asset(n)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, files[n]) {
			t.Errorf("dist/%s differs from a fresh build of src/: run go generate ./web", n)
		}
	}
}

// TestTypeScriptChecks runs tsc --noEmit over src/ (esbuild strips types without checking them).
func TestTypeScriptChecks(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is missing: this test runs TypeScript's checker with node (Debian package nodejs; make test installs it)")
	}
	tsc := filepath.Join("node_modules", "typescript", "bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		t.Fatalf("TypeScript is missing from web/node_modules (npm ci --prefix web installs it): %v", err)
	}
	out, err := exec.Command(node, tsc, "--noEmit", "-p", "tsconfig.json").CombinedOutput()
	if err != nil {
		t.Fatalf("tsc --noEmit: %v\n%s", err, out)
	}
}

// TestPagesRender: every page's shell renders with its configuration, and links only assets the
// bundle has.
func TestPagesRender(t *testing.T) {
	for _, p := range web.Pages() {
		b, err := web.Render(p.Name, web.Config{ChainRPC: "http://127.0.0.1:8545", DevSignIn: true})
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if !bytes.Contains(b, []byte(`"chainRpc":"http://127.0.0.1:8545","devSignIn":true`)) {
			t.Errorf("%s: the configuration is not in the shell:\n%s", p.Name, b)
		}
		script := []byte("/assets/" + p.Name + ".js?v=" + web.Version())
		if bytes.Contains(b, script) != p.Script {
			t.Errorf("%s: script link %s present=%v, want %v", p.Name, script, !p.Script, p.Script)
		}
		if p.Script {
			if _, err := web.Asset(p.Name + ".js"); err != nil {
				t.Errorf("%s: the bundle has no %s.js", p.Name, p.Name)
			}
		}
	}
	if _, err := web.Render("nope", web.Config{}); err == nil {
		t.Error("an unknown page rendered")
	}
}

// TestScriptBudget: the JavaScript each page of Pages() loads, gzipped as the server sends it, stays
// within the app's budget of 200 KB (/app, which invests, runs Autopilot and shows the portfolio, is
// the largest; /demo invests and runs Autopilot too; BENCHMARKS.md has the figures).
func TestScriptBudget(t *testing.T) {
	const budget = 200 << 10
	measured := map[string]bool{}
	defer func() {
		for _, path := range []string{"/app", "/demo"} {
			if !measured[path] {
				t.Errorf("%s loads no script to measure", path)
			}
		}
	}()
	for _, p := range web.Pages() {
		if !p.Script {
			continue
		}
		measured[p.Path] = true
		b, err := web.Asset(p.Name + ".js")
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(b)
		zw.Close()
		t.Logf("%s %s.js: %d bytes, %d gzipped", p.Path, p.Name, len(b), buf.Len())
		if buf.Len() > budget {
			t.Errorf("%s loads %d bytes of gzipped JavaScript, over the %d budget", p.Path, buf.Len(), budget)
		}
	}
}
