package market

import (
	"context"
	"errors"
	"math"
	"testing"
	"testing/fstest"
)

func TestBundled(t *testing.T) {
	c := DefaultCatalog()
	h, missing, err := LoadAll(context.Background(), Bundled(), c)
	if err != nil || len(missing) != 0 || len(h.Series) != 129 {
		t.Fatalf("load: %v missing %v series %d", err, missing, len(h.Series))
	}
	spy := h.Get("SPY")
	if len(spy.Daily) != 854 || spy.Daily[0].Date != "2023-01-03" || spy.Daily[853].Date != "2026-05-29" {
		t.Fatalf("SPY daily: %d rows %s..%s", len(spy.Daily), spy.Daily[0].Date, spy.Daily[len(spy.Daily)-1].Date)
	}
	if spy.Daily[853].Close != 756.47998046875 || !math.IsNaN(spy.Daily[0].High) {
		t.Fatalf("SPY last %v high %v", spy.Daily[853].Close, spy.Daily[0].High)
	}
	if len(spy.Intraday) != 312 || SessionDate(spy.Intraday[0].Time) != "2026-05-26" {
		t.Fatalf("SPY intraday %d", len(spy.Intraday))
	}
	if n := len(h.Get("GLXY").Daily); n != 260 {
		t.Fatalf("GLXY %d rows", n)
	}
	p := NewPanel(h)
	if p.Len() != 854 || p.Sessions("ARM") != 679 || !math.IsNaN(p.Col("ARM")[0]) {
		t.Fatalf("panel: %d sessions, ARM %d", p.Len(), p.Sessions("ARM"))
	}
	if _, err := Bundled().Fetch(context.Background(), Asset{Symbol: "NOPE"}); !errors.Is(err, ErrNoData) {
		t.Fatalf("unknown file: %v", err)
	}
}

func TestParseDailyCSV(t *testing.T) {
	bars, err := ParseDailyCSV([]byte("date,close,volume\n2024-01-02,10.5,100\n2024-01-03,,200\n2024-01-04,null,\n2024-01-05,11,\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Rows without a close are missing: skipped, never zero.
	if len(bars) != 2 || bars[0].Close != 10.5 || bars[1].Date != "2024-01-05" || !math.IsNaN(bars[1].Volume) || !math.IsNaN(bars[0].High) {
		t.Fatalf("bars %+v", bars)
	}
	for _, bad := range []string{"", "day,close\n", "date,close\n01/02/2024,1\n", "date,close\n2024-01-02,abc\n", "date,close\n2024-01-02,1,2\n"} {
		if _, err := ParseDailyCSV([]byte(bad)); err == nil {
			t.Fatalf("accepted %q", bad)
		}
	}
}

func TestFilesValidate(t *testing.T) {
	fsys := fstest.MapFS{
		"BAD.csv":  {Data: []byte("date,close\n2024-01-03,1\n2024-01-02,2\n")},
		"ZERO.csv": {Data: []byte("date,close\n2024-01-02,0\n")},
	}
	f := NewFiles("test", fsys, nil)
	for _, s := range []string{"BAD", "ZERO"} {
		if _, err := f.Fetch(context.Background(), Asset{Symbol: s}); err == nil || errors.Is(err, ErrNoData) {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func TestTokens(t *testing.T) {
	toks, err := BundledTokens()
	if err != nil || len(toks) != 129 {
		t.Fatalf("%d tokens: %v", len(toks), err)
	}
	for _, tk := range toks {
		if tk.Symbol == "SPY" && (tk.LastClose != "756.47998046875" || tk.PriceE8.String() != "75647998047" || tk.Date != "2026-05-29") {
			t.Fatalf("SPY token %+v", tk)
		}
		if tk.Symbol == "CRWD" && tk.LastClose != "731.0" {
			t.Fatalf("CRWD token %+v", tk)
		}
	}
}
