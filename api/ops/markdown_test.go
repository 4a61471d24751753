package ops

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/api.md's operation table from the table")

const (
	docPath    = "../../docs/api.md"
	beginTable = "<!-- operations: generated from api/ops (go test ./api/ops -run TestDocTable -update) -->\n"
	endTable   = "<!-- end of operations -->\n"
)

// TestDocTable: docs/api.md's table of operations is the table's (Markdown); -update rewrites it.
func TestDocTable(t *testing.T) {
	b, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, beginTable), strings.Index(doc, endTable)
	if i < 0 || j < i {
		t.Fatalf("docs/api.md has no operation table between %q and %q", beginTable, endTable)
	}
	want := Markdown()
	if got := doc[i+len(beginTable) : j]; got != want {
		if *update {
			if err := os.WriteFile(docPath, []byte(doc[:i+len(beginTable)]+want+doc[j:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("docs/api.md's operation table differs from the table; run go test ./api/ops -run TestDocTable -update")
	}
}
