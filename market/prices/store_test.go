package prices

import (
	"context"
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/views"
	"github.com/vera-invest/vera/schema/schematest"
)

func TestStoreImportIdempotent(t *testing.T) {
	db := schematest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	st := &Store{DB: db, Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	c := market.DefaultCatalog()
	rep, err := Import(ctx, Bundled(), st, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Written) != 129 || rep.IntradayRows != 624 || len(rep.Missing) != 0 {
		t.Fatalf("first import: %s", rep)
	}
	rep, err = Import(ctx, Bundled(), st, c, nil)
	if err != nil || len(rep.Unchanged) != 129 || rep.DailyRows != 0 {
		t.Fatalf("second import wrote again: %s %v", rep, err)
	}
	got, err := st.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want, _, _ := LoadAll(ctx, Bundled(), c)
	var n, rows uint64
	for _, w := range want.Series {
		rows += uint64(len(w.Daily))
	}
	if err := db.QueryRow(ctx, "SELECT count() FROM price_daily").Scan(&n); err != nil || n != rows {
		t.Fatalf("%d daily rows stored, want %d (%v)", n, rows, err)
	}
	if len(got.Series) != len(want.Series) {
		t.Fatalf("loaded %d series, want %d", len(got.Series), len(want.Series))
	}
	for sym, w := range want.Series {
		g := got.Get(sym)
		if g == nil || len(g.Daily) != len(w.Daily) || len(g.Intraday) != len(w.Intraday) || g.Source != "bundled" {
			t.Fatalf("%s round trip: %+v", sym, g)
		}
		for i := range w.Daily {
			if g.Daily[i].Date != w.Daily[i].Date || g.Daily[i].Close != w.Daily[i].Close || !math.IsNaN(g.Daily[i].High) {
				t.Fatalf("%s row %d: %+v vs %+v", sym, i, g.Daily[i], w.Daily[i])
			}
		}
		if !reflect.DeepEqual(g.Intraday, w.Intraday) && len(w.Intraday) > 0 {
			for i := range w.Intraday {
				if g.Intraday[i].Time != w.Intraday[i].Time || g.Intraday[i].Close != w.Intraday[i].Close || g.Intraday[i].Volume != w.Intraday[i].Volume {
					t.Fatalf("%s intraday %d: %+v vs %+v", sym, i, g.Intraday[i], w.Intraday[i])
				}
			}
		}
	}
	// Views built from the store equal views built from the files.
	pw, pg := market.NewPanel(want), market.NewPanel(got)
	vw, _ := views.BuildViewsLocked(c, want, pw, nil)
	vg, _ := views.BuildViewsLocked(c, got, pg, nil)
	if string(vw.Screener) != string(vg.Screener) || string(vw.Summary) != string(vg.Summary) {
		t.Fatal("views from the store differ from views from the files")
	}

	// A changed series is a new version; the old rows stop being read.
	s := &market.Series{Symbol: "SPY", Source: "test", Daily: []market.DailyBar{{Date: "2026-05-28", Close: 754.6, High: math.NaN(), Low: math.NaN(), Volume: 5}, {Date: "2026-05-29", Close: 756.48, High: math.NaN(), Low: math.NaN(), Volume: math.NaN()}}}
	if res, err := st.save(ctx, s, market.BasisPrice); err != nil || res.DailyRows != 2 {
		t.Fatalf("save: %+v %v", res, err)
	}
	got, err = st.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if spy := got.Get("SPY"); len(spy.Daily) != 2 || spy.Daily[0].Volume != 5 || !math.IsNaN(spy.Daily[1].Volume) || spy.Source != "test" || len(spy.Intraday) != 312 {
		t.Fatalf("SPY after a new version: %d rows %+v", len(spy.Daily), spy.Daily)
	}
	if err := st.Prune(ctx); err != nil {
		t.Fatal(err)
	}
	// The prune is a mutation, applied in the background: superseded rows go, the latest stay.
	superseded := func() (n uint64) {
		if err := st.DB.QueryRow(ctx, "SELECT count() FROM price_daily WHERE (symbol, version) NOT IN (SELECT symbol, max(version) FROM price_imports WHERE kind = ? GROUP BY symbol)", kindDaily).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for deadline := time.Now().Add(20 * time.Second); superseded() > 0; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d superseded daily rows left 20 s after the prune", superseded())
		}
	}
	got, err = st.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if spy := got.Get("SPY"); len(spy.Daily) != 2 || spy.Daily[0].Volume != 5 {
		t.Fatalf("SPY after the prune: %d rows %+v", len(spy.Daily), spy.Daily)
	}
}
