package views

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

func bundledViews(t testing.TB) (*Views, *market.Panel) {
	t.Helper()
	c := market.DefaultCatalog()
	h, _, err := prices.LoadAll(context.Background(), prices.Bundled(), c)
	if err != nil {
		t.Fatal(err)
	}
	p := market.NewPanel(h)
	v, err := BuildViewsLocked(c, h, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v, p
}

func TestViewsGolden(t *testing.T) {
	v, _ := bundledViews(t)
	golden(t, "screener.json", v.Screener)
	golden(t, "summary.json", v.Summary)
	for _, r := range []string{"1D", "1W", "1M"} {
		b, ok := v.Series("SPY", r)
		if !ok {
			t.Fatalf("no SPY %s", r)
		}
		golden(t, "series_SPY_"+r+".json", b)
	}
	b, _ := v.Series("AAPL", "1D")
	golden(t, "series_AAPL_1D.json", b)
}

func TestViewsDeterministic(t *testing.T) {
	a, _ := bundledViews(t)
	b, _ := bundledViews(t)
	if !bytes.Equal(a.Screener, b.Screener) || !bytes.Equal(a.Summary, b.Summary) {
		t.Fatal("same data gave different JSON")
	}
	for _, r := range ranges {
		x, _ := a.Series("ARM", r)
		y, _ := b.Series("ARM", r)
		if !bytes.Equal(x, y) {
			t.Fatalf("ARM %s differs", r)
		}
	}
}

func TestViewsShapes(t *testing.T) {
	v, _ := bundledViews(t)
	if v.AsOf != "2026-05-29T20:00:00Z" {
		t.Fatalf("asOf %s", v.AsOf)
	}
	var scr struct {
		Assets []map[string]any `json:"assets"`
	}
	if err := json.Unmarshal(v.Screener, &scr); err != nil || len(scr.Assets) != 129 {
		t.Fatalf("screener rows %d: %v", len(scr.Assets), err)
	}
	for _, row := range scr.Assets {
		if row["noData"] != false || row["maxDrawdownPct"].(float64) < 0 {
			t.Fatalf("row %v", row)
		}
	}
	var sum struct {
		Summary map[string]SummaryEntry `json:"summary"`
	}
	if err := json.Unmarshal(v.Summary, &sum); err != nil || len(sum.Summary) != 129 {
		t.Fatalf("summary %d: %v", len(sum.Summary), err)
	}
	for s, e := range sum.Summary {
		if len(e.Spark) == 0 || len(e.Spark) > sparkPoints {
			t.Fatalf("%s spark %d points", s, len(e.Spark))
		}
		// The bundled files carry 5-minute bars of the last session for SPY and QQQ only:
		// their sparks are intraday, every other spark is the last 20 daily closes.
		want := sparkDaily
		if s == "SPY" || s == "QQQ" {
			want = SparkIntraday
		}
		if e.SparkInterval != want {
			t.Errorf("%s sparkInterval %q, want %q", s, e.SparkInterval, want)
		}
		if got, ok := v.Entry(s); !ok || got.SparkInterval != e.SparkInterval || len(got.Spark) != len(e.Spark) {
			t.Errorf("%s: Entry %+v, summary %+v", s, got, e)
		}
	}
	// 1D of SPY: the 78 bars of 2026-05-29 against the 2026-05-28 close (754.60):
	// 756.40 / 754.60 - 1 = 0.24 %.
	var rs RangeSeries
	b, _ := v.Series("SPY", "1D")
	if err := json.Unmarshal(b, &rs); err != nil || len(rs.Series) != 78 || len(rs.Timestamps) != 78 || *rs.ChangePct != 0.24 {
		t.Fatalf("SPY 1D: %d points, change %v, %v", len(rs.Series), rs.ChangePct, err)
	}
	// Without intraday bars, 1D has no series; meta still carries the 52-week range.
	b, _ = v.Series("AAPL", "1D")
	rs = RangeSeries{}
	if err := json.Unmarshal(b, &rs); err != nil || rs.Series != nil || rs.Timestamps != nil || rs.ChangePct != nil || rs.Meta.FiftyTwoWeekHigh == nil || rs.Meta.Exchange != "" {
		t.Fatalf("AAPL 1D: %s", b)
	}
	// 1W starts at the last close on or before 2026-05-22 and ends 2026-05-29.
	b, _ = v.Series("SPY", "1W")
	rs = RangeSeries{}
	json.Unmarshal(b, &rs)
	if len(rs.Series) != 5 || rs.Series[0] != 745.64 || rs.Series[4] != 756.48 {
		t.Fatalf("SPY 1W %v", rs.Series)
	}
	b, _ = v.Series("SPY", "All")
	rs = RangeSeries{}
	json.Unmarshal(b, &rs)
	if len(rs.Series) != 854 {
		t.Fatalf("SPY All %d points", len(rs.Series))
	}
	if _, ok := v.Series("SPY", "5Y"); ok {
		t.Fatal("unknown range served")
	}
	if s, ok := v.Known("spy"); !ok || s != "SPY" {
		t.Fatal("Known")
	}
}
