// Package devnettest starts a devnet for a test: in-process only (no RPC port), no interval
// blocks (a block is sealed as soon as a transaction arrives), seeded from the real closes in
// chain/devnet/testdata/closes, and closed when the test ends.
package devnettest

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/vera-invest/vera/chain/devnet"
)

// Start starts a devnet for t. cfg's zero fields take the test defaults above.
func Start(t testing.TB, cfg devnet.Config) *devnet.Devnet {
	t.Helper()
	if cfg.Assets == nil {
		assets, err := devnet.AssetsFromCloses(ClosesDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Assets = assets
	}
	if cfg.ListenAddr == "" {
		cfg.ListenAddr = "off"
	}
	if cfg.BlockInterval == 0 {
		cfg.BlockInterval = -1
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	d, err := devnet.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// ClosesDir is the folder of real closes the test devnet is seeded from.
func ClosesDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata", "closes")
}
