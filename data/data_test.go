package data

import (
	"io/fs"
	"strings"
	"testing"
)

func TestEmbedded(t *testing.T) {
	f := func(fsys fs.FS, wantFiles int, header string) {
		t.Helper()
		names, err := fs.Glob(fsys, "*.csv")
		if err != nil {
			t.Fatal(err)
		}
		if len(names) != wantFiles {
			t.Fatalf("got %d csv files, want %d", len(names), wantFiles)
		}
		for _, n := range names {
			b, err := fs.ReadFile(fsys, n)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(b), header+"\n") {
				t.Fatalf("%s: header is not %q", n, header)
			}
		}
		if _, err := fs.Stat(fsys, "PROVENANCE.md"); err != nil {
			t.Fatalf("PROVENANCE.md missing: %v", err)
		}
	}
	f(Closes(), 130, "date,close")
	f(Intraday(), 2, "datetime,open,high,low,close,volume")
}
