package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestDevBuildsAndDocumentsEveryRoute builds what `vera dev` runs (a test database, the devnet
// in-process, every route set and job) and the API server from it: the server must build, which
// means every route the binary registers has an entry in the OpenAPI document.
func TestDevBuildsAndDocumentsEveryRoute(t *testing.T) {
	a, _ := buildTestDev(t)
	srv, err := a.server()
	if err != nil {
		t.Fatal(err)
	}
	if len(srv.UndocumentedRoutes()) != 0 || len(a.routes) == 0 || len(a.jobs) == 0 {
		t.Fatalf("routes %d, jobs %d, undocumented %v", len(a.routes), len(a.jobs), srv.UndocumentedRoutes())
	}
	// Dev mode has every part: no route set is left with a component it skips.
	var runs, me bool
	for _, rs := range a.routes {
		switch r := rs.(type) {
		case api.AutopilotRunRoutes:
			runs = r.Runner != nil && r.Store != nil
		case api.MeRoutes:
			me = r.RememberWallets != nil
		case api.QuoteRoutes:
			if r.Quotes == nil || r.Locks == nil {
				t.Fatalf("quote routes without their service or locks: %+v", r)
			}
		}
	}
	if !runs || !me {
		t.Fatalf("autopilot runs built %v, /api/me remembering wallets %v", runs, me)
	}
}

// buildTestDev builds what `vera dev` runs on a test database that is dropped when the test ends, with
// the devnet in process (no JSON-RPC listener) and extra flags, and returns the app and its data dir.
// It runs on the Vera-built devnet (--chain devnet: instant blocks and time travel keep the suite
// short); a test passes "--chain", "world" for the chain `vera dev` runs by default.
func buildTestDev(t testing.TB, extra ...string) (*app, string) {
	t.Helper()
	dsn := droppedTestDSN(t)
	dataDir := t.TempDir()
	copyDevnetTemplate(t, dataDir, extra)
	args := append([]string{"--clickhouse-dsn", dsn, "--data-dir", dataDir, "--devnet-addr", "off", "--addr", "127.0.0.1:0",
		"--log-level", "error", "--chain", devChainDevnet}, extra...)
	a, err := buildDev(context.Background(), args)
	if a != nil {
		t.Cleanup(a.life.stopAll)
	}
	if err != nil {
		t.Fatal(err)
	}
	return a, dataDir
}

// droppedTestDSN is the DSN of a new test database that is dropped when the test ends.
func droppedTestDSN(t testing.TB) string {
	t.Helper()
	dsn := schematest.DSN(t, schematest.NewName(t))
	t.Cleanup(func() {
		if db, err := schema.Open(context.Background(), dsn); err == nil {
			schematest.Drop(context.Background(), db)
			db.Close()
		}
	})
	return dsn
}

// devnetTemplate is a devnet deployed once per test binary, as `vera dev` deploys it, that each
// buildTestDev copies into its own data dir for `vera dev` to resume: every test keeps a chain and a
// database of its own without deploying 129 assets, their pools and the groves again (about half a
// minute under the race detector).
var devnetTemplate struct {
	once sync.Once
	dir  string
	err  error
}

// copyDevnetTemplate puts a copy of the template devnet (`--chain devnet`) in dataDir, unless extra
// flags choose another data dir or chain.
func copyDevnetTemplate(t testing.TB, dataDir string, extra []string) {
	t.Helper()
	for _, a := range extra {
		if strings.HasPrefix(a, "--data-dir") || strings.HasPrefix(a, "--chain") || strings.HasPrefix(a, "--devnet-") && !strings.HasPrefix(a, "--devnet-addr") {
			return
		}
	}
	devnetTemplate.once.Do(func() {
		devnetTemplate.dir, devnetTemplate.err = deployDevnetTemplate()
	})
	if devnetTemplate.err != nil {
		t.Fatalf("devnet template: %v", devnetTemplate.err)
	}
	if err := os.CopyFS(filepath.Join(dataDir, "devnet"), os.DirFS(filepath.Join(devnetTemplate.dir, "devnet"))); err != nil {
		t.Fatalf("copy the devnet template: %v", err)
	}
}

func deployDevnetTemplate() (string, error) {
	dir, err := os.MkdirTemp("", "vera-devnet-template")
	if err != nil {
		return "", err
	}
	templateDirs = append(templateDirs, dir)
	_, c, cc, log, err := parseDevFlags("dev", []string{"--data-dir", dir, "--devnet-addr", "off", "--log-level", "error"})
	if err != nil {
		return "", err
	}
	life := &lifecycle{log: log}
	defer life.stopAll()
	if _, err := startDevnet(context.Background(), c, cc, false, life, log); err != nil {
		return "", err
	}
	return dir, nil
}
