package prices

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/views"
)

// fakeChart serves the fixtures the way the chart API does: /v8/finance/chart/{symbol}.
func fakeChart(t *testing.T, status map[string]int) (*httptest.Server, *[]string) {
	t.Helper()
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, r.URL.String())
		sym, ok := strings.CutPrefix(r.URL.Path, "/v8/finance/chart/")
		if !ok {
			http.NotFound(w, r)
			return
		}
		if code := status[sym]; code != 0 {
			w.WriteHeader(code)
			w.Write([]byte(`{"chart":{"result":null,"error":{"code":"Internal Server Error","description":"upstream"}}}`))
			return
		}
		file := "testdata/chart_notfound.json"
		if sym == "SPY" {
			file = "testdata/chart_SPY_" + r.URL.Query().Get("interval") + ".json"
		}
		b, err := os.ReadFile(file)
		if err != nil {
			w.WriteHeader(http.StatusNotFound)
			b, _ = os.ReadFile("testdata/chart_notfound.json")
		} else if sym != "SPY" {
			w.WriteHeader(http.StatusNotFound)
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(b)
	}))
	t.Cleanup(srv.Close)
	return srv, &seen
}

func TestYahooChart(t *testing.T) {
	srv, seen := fakeChart(t, nil)
	y := &yahooChart{BaseURL: srv.URL + "/", UserAgent: "vera-test"}
	s, err := y.Fetch(context.Background(), market.Asset{Symbol: "SPY", Basis: market.BasisPrice})
	if err != nil {
		t.Fatal(err)
	}
	if len(*seen) != 2 || !strings.Contains((*seen)[0], "interval=1d") || !strings.Contains((*seen)[1], "interval=5m") {
		t.Fatalf("requests %v", *seen)
	}
	// 258 sessions; the all-null bar is missing, not a zero close.
	if len(s.Daily) != 258 || s.Daily[0].Date != "2025-05-20" || s.Daily[257].Date != "2026-05-29" {
		t.Fatalf("daily %d %s..%s", len(s.Daily), s.Daily[0].Date, s.Daily[len(s.Daily)-1].Date)
	}
	for _, b := range s.Daily {
		if !(b.Close > 0) {
			t.Fatalf("bar %+v", b)
		}
	}
	if s.Daily[257].Close != 756.47998046875 || !math.IsNaN(s.Daily[0].High) || math.IsNaN(s.Daily[257].High) {
		t.Fatalf("last %+v first %+v", s.Daily[257], s.Daily[0])
	}
	if s.Exchange != "NYSEArca" {
		t.Fatalf("exchange %q", s.Exchange)
	}
	// 156 bars with one null bar dropped.
	if len(s.Intraday) != 155 {
		t.Fatalf("intraday %d", len(s.Intraday))
	}
	// The 52-week range comes from the daily series, not meta (which repeats the day's range).
	h := market.NewHistory(s)
	v, err := views.BuildViewsLocked(market.DefaultCatalog(), h, market.NewPanel(h), nil)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := v.Series("SPY", "1D")
	var rs views.RangeSeries
	if err := json.Unmarshal(body, &rs); err != nil {
		t.Fatal(err)
	}
	if m := rs.Meta; m == nil || *m.FiftyTwoWeekLow >= 700 || *m.FiftyTwoWeekHigh < 756 {
		t.Fatalf("52-week range taken from meta: %+v", m)
	}
	if len(rs.Series) != 77 || rs.ChangePct == nil || *rs.ChangePct != 0.24 {
		t.Fatalf("1D: %d points, change %v", len(rs.Series), rs.ChangePct)
	}
}

func TestYahooChartMissingAndFailing(t *testing.T) {
	srv, _ := fakeChart(t, map[string]int{"BROKEN": 500})
	y := &yahooChart{BaseURL: srv.URL}
	if _, err := y.Fetch(context.Background(), market.Asset{Symbol: "NOPE", Basis: market.BasisPrice}); !errors.Is(err, errNoData) {
		t.Fatalf("unknown symbol: %v", err)
	}
	if _, err := y.Fetch(context.Background(), market.Asset{Symbol: "BROKEN", Basis: market.BasisPrice}); err == nil || errors.Is(err, errNoData) {
		t.Fatalf("server error: %v", err)
	}
	// A total-return asset needs adjclose; this fixture's are all null, so no closes at all.
	if _, err := y.Fetch(context.Background(), market.Asset{Symbol: "SPY", Basis: market.BasisTotalReturn}); !errors.Is(err, errNoData) {
		t.Fatalf("null adjclose: %v", err)
	}
	if _, err := (&yahooChart{}).Fetch(context.Background(), market.Asset{Symbol: "SPY"}); err == nil {
		t.Fatal("no base URL accepted")
	}
}

func TestYahooDropsUnclosedSession(t *testing.T) {
	r := &chartResult{}
	c1, c2 := 100.0, 101.0
	open1, _ := market.SessionClose("2026-05-28")
	open2, _ := market.SessionClose("2026-05-29")
	r.Timestamp = []int64{open1 - 6*3600, open2 - 6*3600}
	r.Indicators.Quote = append(r.Indicators.Quote, struct {
		Open   []*float64 `json:"open"`
		High   []*float64 `json:"high"`
		Low    []*float64 `json:"low"`
		Close  []*float64 `json:"close"`
		Volume []*float64 `json:"volume"`
	}{Close: []*float64{&c1, &c2}})
	r.Meta.RegularMarketTime = open2 - 3600 // 15:00 on the last session: not closed yet
	bars, err := dailyBars(r, market.BasisPrice)
	if err != nil || len(bars) != 1 || bars[0].Date != "2026-05-28" {
		t.Fatalf("bars %+v %v", bars, err)
	}
}
