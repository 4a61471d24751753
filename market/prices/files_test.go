package prices

import (
	"context"
	"errors"
	"math"
	"testing"
	"testing/fstest"

	"github.com/vera-invest/vera/market"
)

func TestBundled(t *testing.T) {
	c := market.DefaultCatalog()
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
	if len(spy.Intraday) != 312 || market.SessionDate(spy.Intraday[0].Time) != "2026-05-26" {
		t.Fatalf("SPY intraday %d", len(spy.Intraday))
	}
	if n := len(h.Get("GLXY").Daily); n != 260 {
		t.Fatalf("GLXY %d rows", n)
	}
	p := market.NewPanel(h)
	if p.Len() != 854 || p.Sessions("ARM") != 679 || !math.IsNaN(p.Col("ARM")[0]) {
		t.Fatalf("panel: %d sessions, ARM %d", p.Len(), p.Sessions("ARM"))
	}
	if _, err := Bundled().Fetch(context.Background(), market.Asset{Symbol: "NOPE"}); !errors.Is(err, errNoData) {
		t.Fatalf("unknown file: %v", err)
	}
}

func TestParseDailyCSV(t *testing.T) {
	bars, err := parseDailyCSV([]byte("date,close,volume\n2024-01-02,10.5,100\n2024-01-03,,200\n2024-01-04,null,\n2024-01-05,11,\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Rows without a close are missing: skipped, never zero.
	if len(bars) != 2 || bars[0].Close != 10.5 || bars[1].Date != "2024-01-05" || !math.IsNaN(bars[1].Volume) || !math.IsNaN(bars[0].High) {
		t.Fatalf("bars %+v", bars)
	}
	for _, bad := range []string{"", "day,close\n", "date,close\n01/02/2024,1\n", "date,close\n2024-01-02,abc\n", "date,close\n2024-01-02,1,2\n"} {
		if _, err := parseDailyCSV([]byte(bad)); err == nil {
			t.Fatalf("accepted %q", bad)
		}
	}
}

func TestFilesValidate(t *testing.T) {
	fsys := fstest.MapFS{
		"BAD.csv":  {Data: []byte("date,close\n2024-01-03,1\n2024-01-02,2\n")},
		"ZERO.csv": {Data: []byte("date,close\n2024-01-02,0\n")},
	}
	f := newFiles("test", fsys, nil)
	for _, s := range []string{"BAD", "ZERO"} {
		if _, err := f.Fetch(context.Background(), market.Asset{Symbol: s}); err == nil || errors.Is(err, errNoData) {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func TestUniverse(t *testing.T) {
	assets, err := Universe(market.DefaultCatalog(), Bundled())
	if err != nil || len(assets) != 129 {
		t.Fatalf("%d assets: %v", len(assets), err)
	}
	for _, a := range assets {
		// SPY's last close is 756.47998046875 on 2026-05-29; CRWD's is 731.0.
		if a.Symbol == "SPY" && a.PriceE8.String() != "75647998047" {
			t.Fatalf("SPY %+v", a)
		}
		if a.Symbol == "CRWD" && a.PriceE8.String() != "73100000000" {
			t.Fatalf("CRWD %+v", a)
		}
	}
	if date, last, err := Bundled().LastClose("SPY"); err != nil || date != "2026-05-29" || last != "756.47998046875" {
		t.Fatalf("SPY last close %s %s %v", date, last, err)
	}
}
