package skills

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestOneMessage: a body whose first non-blank byte is '[' is refused without reaching the
// protocol handler, however much blank space comes first; anything else reaches it whole.
func TestOneMessage(t *testing.T) {
	for _, c := range []struct {
		name, body string
		refused    bool
	}{
		{"a message", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, false},
		{"blank, then a message", " \r\n\t" + `{"jsonrpc":"2.0","id":1,"method":"ping"}`, false},
		{"a message longer than one read", `{"jsonrpc":"2.0","id":"` + strings.Repeat("x", 3*peekSize) + `","method":"ping"}`, false},
		{"a batch", `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, true},
		{"an empty batch", `[]`, true},
		{"blank over several reads, then a batch", strings.Repeat(" ", 5*peekSize+3) + `[1]`, true},
		{"blank only", strings.Repeat("\n", 2*peekSize), false},
		{"empty", ``, false},
		{"not JSON", `nope`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []byte
			reached := false
			h := oneMessage(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				reached = true
				got, _ = io.ReadAll(r.Body)
			}))
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("POST", "/mcp", strings.NewReader(c.body)))
			if c.refused {
				if reached || w.Code != 400 || w.Body.String() != string(batchRefused) || w.Header().Get("Content-Type") != "application/json" {
					t.Fatalf("reached %v, %d %s", reached, w.Code, w.Body)
				}
				return
			}
			if want := strings.TrimLeft(c.body, " \r\n\t"); !reached || string(got) != want {
				t.Fatalf("reached %v with %.80q, want %.80q", reached, got, want)
			}
		})
	}
}
