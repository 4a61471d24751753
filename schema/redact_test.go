package schema

import (
	"strings"
	"testing"
)

func TestRedactDSN(t *testing.T) {
	if got := RedactDSN("clickhouse://u:secret@h:9000/db"); strings.Contains(got, "secret") || !strings.Contains(got, "u:xxxxx@h:9000/db") {
		t.Fatalf("RedactDSN: %s", got)
	}
}
