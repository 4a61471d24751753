package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
	"github.com/vera-invest/vera/market/snapshot"
)

// marketServer serves the market, basket and theme routes from snapshots built from the
// bundled data; AAPL is cut to its last 100 sessions so that it lacks a year of history.
type marketServer struct {
	srv  *api.Server
	hold *snapshot.Holder
	// ip is the client address of the next call; tests of limits set it, others rotate it.
	ip    string
	calls int
}

func newMarketServer(t testing.TB) *marketServer {
	t.Helper()
	m := &marketServer{hold: testSnapshots(t)}
	m.srv = api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	m.srv.Register(api.MarketRoutes{Snapshots: m.hold})
	m.srv.Register(api.BasketRoutes{Snapshots: m.hold})
	m.srv.Register(api.ThemePages{Snapshots: m.hold})
	return m
}

// testSnapshots holds a snapshot built from the bundled data, with AAPL cut to its last 100
// sessions.
func testSnapshots(t testing.TB) *snapshot.Holder {
	t.Helper()
	h, err := prices.FileHistory{}.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	aapl := *h.Get("AAPL")
	aapl.Daily = aapl.Daily[len(aapl.Daily)-100:]
	h.Series["AAPL"] = &aapl
	s, err := snapshot.Build(h, snapshot.Options{}, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	hold := &snapshot.Holder{}
	hold.Store(s)
	return hold
}

type marketResp struct {
	status      int
	body        string
	contentType string
	cache       string
}

func (m *marketServer) call(t testing.TB, method, path, body string) marketResp {
	t.Helper()
	var req fasthttp.Request
	req.Header.SetMethod(method)
	req.SetRequestURI("http://vera.test" + path)
	if body != "" {
		req.Header.SetContentType("application/json")
		req.SetBodyString(body)
	}
	var rc fasthttp.RequestCtx
	ip := m.ip
	if ip == "" {
		m.calls++
		ip = fmt.Sprintf("198.51.%d.%d", m.calls/250, m.calls%250+1)
	}
	rc.Init(&req, &net.TCPAddr{IP: net.ParseIP(ip), Port: 40000}, nil)
	m.srv.Handler()(&rc)
	return marketResp{rc.Response.StatusCode(), string(rc.Response.Body()), string(rc.Response.Header.ContentType()), string(rc.Response.Header.Peek("Cache-Control"))}
}

func wantMarketError(t *testing.T, r marketResp, status int, msg string) {
	t.Helper()
	want, _ := json.Marshal(map[string]string{"error": msg})
	if r.status != status || r.body != string(want) {
		t.Fatalf("got %d %s, want %d %s", r.status, r.body, status, want)
	}
}

func TestMarketRoute(t *testing.T) {
	m := newMarketServer(t)
	r := m.call(t, "GET", "/api/market", "")
	var sum struct {
		Summary map[string]struct {
			DayChangePct *float64  `json:"dayChangePct"`
			Spark        []float64 `json:"spark"`
		} `json:"summary"`
		AsOf string `json:"asOf"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &sum) != nil || len(sum.Summary) != 129 || sum.AsOf != "2026-05-29T20:00:00Z" || r.cache != "no-cache" {
		t.Fatalf("summary: %d %s %q", r.status, r.body[:min(200, len(r.body))], r.cache)
	}
	if e := sum.Summary["SPY"]; e.DayChangePct == nil || len(e.Spark) != 20 {
		t.Fatalf("SPY entry %+v", e)
	}
	def := m.call(t, "GET", "/api/market?symbol=SPY", "")
	explicit := m.call(t, "GET", "/api/market?symbol=spy&range=1M", "")
	if def.status != 200 || def.body != explicit.body {
		t.Fatalf("default range is not 1M: %d", def.status)
	}
	var rs map[string]json.RawMessage
	for _, rng := range []string{"1D", "1W", "1M", "1Y", "All"} {
		r := m.call(t, "GET", "/api/market?symbol=SPY&range="+rng, "")
		if r.status != 200 || json.Unmarshal([]byte(r.body), &rs) != nil {
			t.Fatalf("%s: %d", rng, r.status)
		}
		for _, k := range []string{"series", "timestamps", "changePct", "meta", "asOf"} {
			if _, ok := rs[k]; !ok {
				t.Fatalf("%s lacks %s", rng, k)
			}
		}
	}
	wantMarketError(t, m.call(t, "GET", "/api/market?symbol=ZZZZ", ""), 400, "Unknown symbol.")
	wantMarketError(t, m.call(t, "GET", "/api/market?symbol=", ""), 400, "Unknown symbol.")
	wantMarketError(t, m.call(t, "GET", "/api/market?symbol=MNTS", ""), 400, "Unknown symbol.")
	wantMarketError(t, m.call(t, "GET", "/api/market?symbol=SPY&range=5Y", ""), 400, "Unknown range.")
	wantMarketError(t, m.call(t, "GET", "/api/market?symbol=SPY&range=1d", ""), 400, "Unknown range.")
}

func TestScreenerRoute(t *testing.T) {
	m := newMarketServer(t)
	r := m.call(t, "GET", "/api/screener", "")
	var scr struct {
		Assets []map[string]any `json:"assets"`
		AsOf   string           `json:"asOf"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &scr) != nil || len(scr.Assets) != 129 {
		t.Fatalf("%d %d", r.status, len(scr.Assets))
	}
	for _, row := range scr.Assets {
		if row["symbol"] == "AAPL" && (row["ret1yPct"] != nil || row["ret3mPct"] == nil) {
			t.Fatalf("AAPL with 100 sessions: %v", row)
		}
		for _, k := range []string{"symbol", "ret1yPct", "ret3mPct", "volPct", "maxDrawdownPct", "noData"} {
			if _, ok := row[k]; !ok {
				t.Fatalf("row lacks %s: %v", k, row)
			}
		}
	}
}

func TestBacktestRoute(t *testing.T) {
	m := newMarketServer(t)
	r := m.call(t, "POST", "/api/backtest", `{"allocations":[{"symbol":"MSFT","weightPct":60},{"symbol":"nvda","weightPct":40}]}`)
	var res struct {
		Backtest *market.BacktestResult `json:"backtest"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &res) != nil || res.Backtest == nil {
		t.Fatalf("%d %s", r.status, r.body)
	}
	b := res.Backtest
	if b.Period != "1Y" || b.Rebalance != "monthly" || b.CoveragePct != 100 || len(b.Excluded) != 0 || len(b.Portfolio.Curve) != 60 || b.Benchmark.Symbol != "SPY" || len(b.Benchmark.Curve) != 60 {
		t.Fatalf("%+v", b)
	}
	if r.cache != api.CacheNone {
		t.Fatalf("cache %q", r.cache)
	}
	// AAPL lacks a year: 40 % of the weight is dropped and named, the rest renormalized.
	r = m.call(t, "POST", "/api/backtest", `{"allocations":[{"symbol":"AAPL","weightPct":40},{"symbol":"MSFT","weightPct":60}]}`)
	if json.Unmarshal([]byte(r.body), &res) != nil || res.Backtest == nil || res.Backtest.CoveragePct != 60 || len(res.Backtest.Excluded) != 1 || res.Backtest.Excluded[0] != "AAPL" {
		t.Fatalf("partial coverage: %s", r.body)
	}
	r = m.call(t, "POST", "/api/backtest", `{"allocations":[{"symbol":"AAPL","weightPct":60},{"symbol":"MSFT","weightPct":40}]}`)
	if r.status != 200 || r.body != `{"backtest":null}` {
		t.Fatalf("under 50%% coverage: %d %s", r.status, r.body)
	}
	legs := make([]string, 21)
	for i := range legs {
		legs[i] = `{"symbol":"SPY","weightPct":1}`
	}
	for _, bad := range []string{
		``, `{`, `[]`, `{"allocations":{}}`, `{"allocations":"x"}`, `{"allocations":[]}`, `{"allocations":null}`,
		`{"allocations":[` + strings.Join(legs, ",") + `]}`,
		`{"allocations":[{"symbol":"ZZZZ","weightPct":10}]}`,
		`{"allocations":[{"symbol":"MNTS","weightPct":10}]}`,
		`{"allocations":[{"weightPct":10}]}`,
		`{"allocations":[{"symbol":"SPY"}]}`,
		`{"allocations":[{"symbol":"SPY","weightPct":0}]}`,
		`{"allocations":[{"symbol":"SPY","weightPct":-5}]}`,
		`{"allocations":[{"symbol":"SPY","weightPct":100.5}]}`,
		`{"allocations":[{"symbol":"SPY","weightPct":"50"}]}`,
		`{"allocations":[{"symbol":7,"weightPct":50}]}`,
		`{"allocations":[{"symbol":"SPY","weightPct":50}]} x`,
	} {
		wantMarketError(t, m.call(t, "POST", "/api/backtest", bad), 400, "Invalid request body.")
	}
	if r := m.call(t, "POST", "/api/backtest", `{"allocations":[`+strings.Join(legs[:20], ",")+`]}`); r.status != 200 || strings.Contains(r.body, "null") {
		t.Fatalf("20 legs: %d %s", r.status, r.body[:50])
	}
	if r := m.call(t, "POST", "/api/backtest", `{"allocations":[{"symbol":"SPY","weightPct":100}]}`); r.status != 200 {
		t.Fatalf("weight 100: %d", r.status)
	}
	// 20 per 60 s per IP.
	m.ip = "203.0.113.50"
	for i := range 21 {
		r := m.call(t, "POST", "/api/backtest", `{"allocations":[{"symbol":"SPY","weightPct":100}]}`)
		if i < 20 && r.status != 200 {
			t.Fatalf("call %d: %d", i+1, r.status)
		}
		if i == 20 {
			wantMarketError(t, r, 429, api.MsgTooManyRequests)
		}
	}
}

func TestBasketRoutes(t *testing.T) {
	m := newMarketServer(t)
	for _, path := range []string{"/api/themes", "/api/strategies"} {
		r := m.call(t, "GET", path, "")
		var v map[string]json.RawMessage
		if r.status != 200 || json.Unmarshal([]byte(r.body), &v) != nil || string(v["refreshedEvery"]) != `"6h"` || v["asOf"] == nil || v["note"] == nil {
			t.Fatalf("%s: %d %v", path, r.status, v)
		}
	}
	if p, _ := m.srv.EffectivePolicy("GET", "/api/themes"); p.Limit != 120 {
		t.Fatalf("themes limit %d", p.Limit)
	}
	if p, _ := m.srv.EffectivePolicy("GET", "/api/strategies"); p.Limit != 30 {
		t.Fatalf("strategies limit %d", p.Limit)
	}
	if p, _ := m.srv.EffectivePolicy("POST", "/api/backtest"); p.Limit != 20 {
		t.Fatalf("backtest limit %d", p.Limit)
	}
	r := m.call(t, "GET", "/api/groves", "")
	var list struct {
		AsOf   string            `json:"asOf"`
		Note   string            `json:"note"`
		Groves []json.RawMessage `json:"groves"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &list) != nil || len(list.Groves) != 4 || r.cache != "public, s-maxage=60" {
		t.Fatalf("groves: %d %q", r.status, r.cache)
	}
	one := m.call(t, "GET", "/api/groves/tayyib", "")
	if one.status != 200 || one.body != string(list.Groves[0]) || one.cache != "public, s-maxage=60" {
		t.Fatalf("grove: %d", one.status)
	}
	wantMarketError(t, m.call(t, "GET", "/api/groves/nope", ""), 404, api.MsgGroveNotFound)
	wantMarketError(t, m.call(t, "GET", "/api/groves/TAYYIB", ""), 404, api.MsgGroveNotFound)
}

func TestMarketRoutesBeforeFirstBuild(t *testing.T) {
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	hold := &snapshot.Holder{}
	srv.Register(api.MarketRoutes{Snapshots: hold})
	srv.Register(api.BasketRoutes{Snapshots: hold})
	m := &marketServer{srv: srv, hold: hold}
	for _, p := range []string{"/api/market", "/api/screener", "/api/themes", "/api/groves/tayyib"} {
		wantMarketError(t, m.call(t, "GET", p, ""), 503, api.MsgUnavailable)
	}
}

func TestThemePages(t *testing.T) {
	m := newMarketServer(t)
	r := m.call(t, "GET", "/themes", "")
	if r.status != 200 || !strings.HasPrefix(r.contentType, "text/html") || strings.Count(r.body, `href="/themes/`) != 8 {
		t.Fatalf("index: %d %s", r.status, r.contentType)
	}
	r = m.call(t, "GET", "/themes/semiconductors", "")
	for _, want := range []string{"<svg", `class="portfolio"`, `class="benchmark"`, "<table class=\"allocation\"", "ASML", "total return", "Inverse volatility", `name="viewport"`} {
		if !strings.Contains(r.body, want) {
			t.Fatalf("theme page lacks %q", want)
		}
	}
	r = m.call(t, "GET", "/themes/space", "")
	if !strings.Contains(r.body, "MNTS") || !strings.Contains(r.body, "<table class=\"excluded\"") {
		t.Fatal("space page does not list its exclusions")
	}
	r = m.call(t, "GET", "/themes/nope", "")
	if r.status != 404 || !strings.HasPrefix(r.contentType, "text/html") {
		t.Fatalf("unknown theme: %d %s", r.status, r.contentType)
	}
}
