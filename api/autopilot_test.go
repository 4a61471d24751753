package api_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
)

// autopilotFixture serves the Autopilot, inbox, alert and allocation routes over a real
// ClickHouse; user-1 owns wallet w1 (owner 0x…a1, smart account 0x…b1).
type autopilotFixture struct {
	*fixture
	token string
	inbox *inbox.Inbox
}

const (
	w1Owner   = "0x00000000000000000000000000000000000000a1"
	w1Account = "0x00000000000000000000000000000000000000b1"
)

func newAutopilotFixture(t *testing.T) *autopilotFixture {
	t.Helper()
	f := newBareFixture(t, api.Config{})
	store := &autopilot.Store{DB: schematest.New(t)}
	notices := inbox.New(store.DB, nil)
	known := func(s string) (string, bool) { return strings.ToUpper(s), strings.EqualFold(s, "NVDA") }
	f.srv.Register(api.AutopilotRoutes{Service: autopilot.NewService(store, notices, nil)})
	f.srv.Register(api.NotificationRoutes{Inbox: notices, Alerts: alerts.New(store.DB, notices, nil, known, nil)})
	snap, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: func() *snapshot.MarketBuild { return snap }})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.AllocateRoutes{Drafter: drafter})
	tok, err := f.iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return &autopilotFixture{fixture: f, token: tok, inbox: notices}
}

func apSettings(over map[string]any, drop ...string) string {
	m := map[string]any{"walletId": "w1", "owner": w1Owner, "smartAccount": w1Account, "goal": "steady growth", "amountUsd": 100, "cadence": "weekly"}
	for k, v := range over {
		m[k] = v
	}
	for _, k := range drop {
		delete(m, k)
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func TestAutopilotRoutesNeedAToken(t *testing.T) {
	f := newAutopilotFixture(t)
	for _, r := range [][2]string{
		{"GET", "/api/autopilot"}, {"POST", "/api/autopilot"}, {"DELETE", "/api/autopilot"},
		{"POST", "/api/autopilot/pause"}, {"POST", "/api/autopilot/resume"},
		{"GET", "/api/notifications"}, {"POST", "/api/notifications"},
		{"GET", "/api/alerts"}, {"POST", "/api/alerts"}, {"DELETE", "/api/alerts/al_1"},
	} {
		wantError(t, f.do(t, r[0], r[1], body(apSettings(nil))), 401, api.MsgAuthRequired)
		wantError(t, f.do(t, r[0], r[1], bearer("not-a-token")), 401, api.MsgInvalidToken)
	}
}

func TestAutopilotConfigRoutes(t *testing.T) {
	f := newAutopilotFixture(t)
	tok := bearer(f.token)
	if r := f.do(t, "GET", "/api/autopilot", tok); r.status != 200 || r.body != `{"autopilot":null}` {
		t.Fatalf("GET before POST: %d %s", r.status, r.body)
	}
	bad := map[string]string{
		"malformed JSON":     `{"walletId":`,
		"empty body":         ``,
		"missing cadence":    apSettings(nil, "cadence"),
		"bad cadence":        apSettings(map[string]any{"cadence": "hourly"}),
		"zero amount":        apSettings(map[string]any{"amountUsd": 0}),
		"amount over 100000": apSettings(map[string]any{"amountUsd": 100001}),
		"malformed owner":    apSettings(map[string]any{"owner": "0xabc"}),
		"malformed account":  apSettings(map[string]any{"smartAccount": 12}),
		"goal over 600":      apSettings(map[string]any{"goal": strings.Repeat("g", 601)}),
		"risk over 10000":    apSettings(map[string]any{"riskCeilingBps": 10001}),
		"max per period 0":   apSettings(map[string]any{"maxPerPeriodUsd": 0}),
	}
	for name, b := range bad {
		t.Run(name, func(t *testing.T) {
			wantError(t, f.do(t, "POST", "/api/autopilot", tok, body(b)), 400, api.MsgBadAutopilot)
		})
	}
	for name, b := range map[string]string{
		"someone else's wallet id": apSettings(map[string]any{"walletId": "w2"}),
		"someone else's owner":     apSettings(map[string]any{"owner": "0x00000000000000000000000000000000000000a2"}),
		"someone else's account":   apSettings(map[string]any{"smartAccount": "0x00000000000000000000000000000000000000b2"}),
	} {
		t.Run(name, func(t *testing.T) {
			wantError(t, f.do(t, "POST", "/api/autopilot", tok, body(b)), 400, api.MsgNotYourWallet)
		})
	}
	// Another user's token cannot use user-1's wallet either.
	other, _ := f.iss.Token("user-2", time.Hour, time.Now())
	wantError(t, f.do(t, "POST", "/api/autopilot", bearer(other), body(apSettings(nil))), 400, api.MsgNotYourWallet)
	if r := f.do(t, "GET", "/api/autopilot", tok); r.body != `{"autopilot":null}` {
		t.Fatalf("a refused POST stored something: %s", r.body)
	}
	wantError(t, f.do(t, "POST", "/api/autopilot/pause", tok), 400, api.MsgNoAutopilot)

	r := f.do(t, "POST", "/api/autopilot", tok, body(apSettings(nil)))
	if r.status != 200 || r.headers["Cache-Control"] != api.CacheNone {
		t.Fatalf("POST: %d %s", r.status, r.body)
	}
	var saved map[string]any
	_ = json.Unmarshal([]byte(r.body), &saved)
	if saved["id"] != "ap_user-1" || saved["cadenceSeconds"] != 604800.0 || saved["riskCeilingBps"] != 6000.0 ||
		saved["maxPerPeriodUsd"] != 200.0 || saved["active"] != true || saved["nextRunAt"].(float64)-saved["createdAt"].(float64) != 604800 {
		t.Fatalf("POST answer: %s", r.body)
	}
	g := f.do(t, "GET", "/api/autopilot", tok)
	var got map[string]any
	_ = json.Unmarshal([]byte(g.body), &got)
	if got["id"] != "ap_user-1" || got["cadenceSeconds"] != nil || got["walletId"] != "w1" {
		t.Fatalf("GET: %s", g.body)
	}
	if p := f.do(t, "POST", "/api/autopilot/pause", tok); p.status != 200 || !strings.Contains(p.body, `"active":false`) || !strings.Contains(p.body, `"pausedBy":"user"`) {
		t.Fatalf("pause: %d %s", p.status, p.body)
	}
	if p := f.do(t, "POST", "/api/autopilot/resume", tok); p.status != 200 || !strings.Contains(p.body, `"active":true`) {
		t.Fatalf("resume: %d %s", p.status, p.body)
	}
	if d := f.do(t, "DELETE", "/api/autopilot", tok); d.status != 200 || d.body != `{"ok":true}` {
		t.Fatalf("DELETE: %d %s", d.status, d.body)
	}
	if g := f.do(t, "GET", "/api/autopilot", tok); g.body != `{"autopilot":null}` {
		t.Fatalf("GET after DELETE: %s", g.body)
	}
	if d := f.do(t, "DELETE", "/api/autopilot", tok); d.status != 200 || d.body != `{"ok":true}` {
		t.Fatalf("second DELETE: %d %s", d.status, d.body)
	}
}

func TestNotificationRoutes(t *testing.T) {
	f := newAutopilotFixture(t)
	tok := bearer(f.token)
	if r := f.do(t, "GET", "/api/notifications", tok); r.status != 200 || r.body != `{"notifications":[],"unread":0}` {
		t.Fatalf("empty inbox: %d %s", r.status, r.body)
	}
	if _, err := f.inbox.Notify(context.Background(), "user-1", inbox.Notification{Kind: inbox.KindAutopilot, Title: "Run done", TxHash: "0x01"}); err != nil {
		t.Fatal(err)
	}
	r := f.do(t, "GET", "/api/notifications", tok)
	if !strings.Contains(r.body, `"unread":1`) || !strings.Contains(r.body, `"readAt":null`) || !strings.Contains(r.body, `"kind":"autopilot"`) {
		t.Fatalf("unread inbox: %s", r.body)
	}
	if r := f.do(t, "POST", "/api/notifications", tok); r.status != 200 || r.body != `{"ok":true}` {
		t.Fatalf("mark read: %d %s", r.status, r.body)
	}
	if r := f.do(t, "GET", "/api/notifications", tok); !strings.Contains(r.body, `"unread":0`) || strings.Contains(r.body, `"readAt":null`) {
		t.Fatalf("after POST: %s", r.body)
	}
	// Not rate limited for a valid token.
	for i := 0; i < 150; i++ {
		if r := f.do(t, "GET", "/api/notifications", tok); r.status != 200 {
			t.Fatalf("request %d: %d", i, r.status)
		}
	}
}

func TestAlertRoutes(t *testing.T) {
	f := newAutopilotFixture(t)
	tok := bearer(f.token)
	for _, b := range []string{`{`, `{"symbol":"NVDA","direction":"sideways","priceUsd":1}`, `{"symbol":"NVDA","direction":"above","priceUsd":0}`,
		`{"symbol":"NVDA","direction":"above"}`, `{"symbol":"AAPL","direction":"above","priceUsd":100}`} {
		wantError(t, f.do(t, "POST", "/api/alerts", tok, body(b)), 400, api.MsgInvalidBody)
	}
	r := f.do(t, "POST", "/api/alerts", tok, body(`{"symbol":"nvda","direction":"above","priceUsd":250.5}`))
	var al map[string]any
	if err := json.Unmarshal([]byte(r.body), &al); err != nil || r.status != 200 || al["symbol"] != "NVDA" || al["priceUsd"] != 250.5 || al["firedAt"] != nil {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	if l := f.do(t, "GET", "/api/alerts", tok); !strings.Contains(l.body, al["id"].(string)) {
		t.Fatalf("list: %s", l.body)
	}
	other, _ := f.iss.Token("user-2", time.Hour, time.Now())
	wantError(t, f.do(t, "DELETE", "/api/alerts/"+al["id"].(string), bearer(other)), 404, api.MsgUnknownAlert)
	if d := f.do(t, "DELETE", "/api/alerts/"+al["id"].(string), tok); d.status != 200 || d.body != `{"ok":true}` {
		t.Fatalf("delete: %d %s", d.status, d.body)
	}
	wantError(t, f.do(t, "DELETE", "/api/alerts/"+al["id"].(string), tok), 404, api.MsgUnknownAlert)
	if l := f.do(t, "GET", "/api/alerts", tok); l.body != `{"alerts":[],"next":null}` {
		t.Fatalf("list after delete: %s", l.body)
	}

	// Paging: three alerts in pages of two, newest first, neither repeated nor skipped.
	var ids []string
	for _, p := range []string{"1", "2", "3"} {
		r := f.do(t, "POST", "/api/alerts", tok, body(`{"symbol":"NVDA","direction":"above","priceUsd":`+p+`}`))
		var a map[string]any
		if err := json.Unmarshal([]byte(r.body), &a); err != nil || r.status != 200 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		ids = append(ids, a["id"].(string))
	}
	type page struct {
		Alerts []struct {
			ID        string `json:"id"`
			CreatedAt int64  `json:"createdAt"`
		} `json:"alerts"`
		Next *string `json:"next"`
	}
	var p1, p2 page
	if r := f.do(t, "GET", "/api/alerts?limit=2", tok); json.Unmarshal([]byte(r.body), &p1) != nil || len(p1.Alerts) != 2 || p1.Next == nil {
		t.Fatalf("first page: %s", r.body)
	}
	if r := f.do(t, "GET", "/api/alerts?limit=2&cursor="+*p1.Next, tok); json.Unmarshal([]byte(r.body), &p2) != nil || len(p2.Alerts) != 1 || p2.Next != nil {
		t.Fatalf("second page: %s", r.body)
	}
	seen := map[string]bool{}
	for _, a := range append(p1.Alerts, p2.Alerts...) {
		seen[a.ID] = true
	}
	for _, id := range ids {
		if !seen[id] {
			t.Fatalf("alert %s on no page", id)
		}
	}
	for _, q := range []string{"?limit=0", "?limit=101", "?limit=x", "?cursor=1.bogus"} {
		wantError(t, f.do(t, "GET", "/api/alerts"+q, tok), 400, api.MsgBadAlertPage)
	}
}

func TestAllocateRoute(t *testing.T) {
	f := newAutopilotFixture(t)
	for _, b := range []string{``, `{"goal":"ai"}`, `{"goal":"","amountUsd":5}`, `{"goal":"ai","amountUsd":0}`, `{"goal":"ai","amountUsd":1000001}`, `{"goal":"ai","amountUsd":"5"}`} {
		wantError(t, f.doFrom(t, "198.51.100.1", "POST", "/api/allocate", body(b)), 400, api.MsgInvalidBody)
	}
	first := f.doFrom(t, "198.51.100.2", "POST", "/api/allocate", body(`{"goal":"AI, long term","amountUsd":1000}`))
	second := f.doFrom(t, "198.51.100.2", "POST", "/api/allocate", body(`{"goal":"AI, long term","amountUsd":1000}`))
	if first.status != 200 || first.body != second.body {
		t.Fatalf("allocate not deterministic: %d\n%s\n%s", first.status, first.body, second.body)
	}
	var draft agent.Allocation
	if err := json.Unmarshal([]byte(first.body), &draft); err != nil || draft.Validate() != nil {
		t.Fatalf("draft does not decode as commit-plan's allocation: %v %s", err, first.body)
	}
	// 20 per 60 s per IP.
	for i := 0; i < 18; i++ {
		f.doFrom(t, "198.51.100.2", "POST", "/api/allocate", body(`{"goal":"x","amountUsd":10}`))
	}
	wantError(t, f.doFrom(t, "198.51.100.2", "POST", "/api/allocate", body(`{"goal":"x","amountUsd":10}`)), 429, api.MsgTooManyRequests)
	if r := f.doFrom(t, "198.51.100.3", "POST", "/api/allocate", body(`{"goal":"x","amountUsd":10}`)); r.status != 200 {
		t.Fatalf("another IP: %d", r.status)
	}
	for _, rt := range [][2]string{{"POST", "/api/allocate"}, {"GET", "/api/alerts"}, {"POST", "/api/alerts"}, {"DELETE", "/api/alerts/{id}"}, {"POST", "/api/autopilot/pause"}} {
		if p, ok := f.srv.EffectivePolicy(rt[0], rt[1]); !ok || p.Limit == 0 || p.Cache != api.CacheNone {
			t.Errorf("%s %s policy %+v", rt[0], rt[1], p)
		}
	}
	if p, _ := f.srv.EffectivePolicy("GET", "/api/notifications"); p.Limit != 0 {
		t.Errorf("notifications are limited: %+v", p)
	}
}
