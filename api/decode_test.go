package api_test

import (
	"encoding/json"
	"testing"

	"github.com/vera-invest/vera/api"
)

func TestDecodeJSON(t *testing.T) {
	f := func(in string, wantErr bool) {
		t.Helper()
		var v map[string]any
		err := api.DecodeJSON([]byte(in), &v)
		if (err != nil) != wantErr {
			t.Fatalf("DecodeJSON(%q) err = %v, want error %v", in, err, wantErr)
		}
	}
	f(`{}`, false)
	f(` {"a":1} `, false)
	f(`{"a":1.000000000000000000001}`, false)
	f(``, true)
	f(`   `, true)
	f(`{`, true)
	f(`{} {}`, true)
	f(`{}x`, true)
	f(`[]`, true)
	f(`null`, false)
}

func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{`{}`, `{"allocations":[{"symbol":"AAPL","weightPct":50}]}`, `{"a":`, `[1,2]`, `"x"`, `{"n":1e400}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var v map[string]any
		err := api.DecodeJSON(b, &v)
		if err == nil && !json.Valid(b) {
			t.Fatalf("accepted invalid JSON %q", b)
		}
	})
}
