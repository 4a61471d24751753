package main

import (
	"context"
	"testing"

	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestDevBuildsAndDocumentsEveryRoute builds what `vera dev` runs (a test database, the devnet
// in-process, every route set and job) and the API server from it: the server must build, which
// means every route the binary registers has an entry in the OpenAPI document.
func TestDevBuildsAndDocumentsEveryRoute(t *testing.T) {
	dsn := schematest.DSN(t, schematest.NewName(t))
	t.Cleanup(func() {
		if db, err := schema.Open(context.Background(), dsn); err == nil {
			schematest.Drop(context.Background(), db)
			db.Close()
		}
	})
	a, err := buildDev(context.Background(), []string{"--clickhouse-dsn", dsn, "--data-dir", t.TempDir(),
		"--devnet-addr", "off", "--addr", "127.0.0.1:0", "--log-level", "error"})
	if a != nil {
		t.Cleanup(a.life.stopAll)
	}
	if err != nil {
		t.Fatal(err)
	}
	srv, err := a.server()
	if err != nil {
		t.Fatal(err)
	}
	if len(srv.UndocumentedRoutes()) != 0 || len(a.routes) == 0 || len(a.jobs) == 0 {
		t.Fatalf("routes %d, jobs %d, undocumented %v", len(a.routes), len(a.jobs), srv.UndocumentedRoutes())
	}
}
