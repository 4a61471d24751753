package devnettest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/vera-invest/vera/chain/devnet"
)

// Assets are the test devnet's five assets at their real last closes (chain/devnet/testdata:
// assets.json and its PROVENANCE.md).
func Assets(t testing.TB) []devnet.AssetSeed {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	raw, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "testdata", "assets.json"))
	if err != nil {
		t.Fatalf("test assets: %v", err)
	}
	var out []devnet.AssetSeed
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("test assets: %v", err)
	}
	return out
}
