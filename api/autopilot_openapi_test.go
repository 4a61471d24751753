package api_test

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/autopilot/autopilottest"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
)

// registerAutopilot registers the route sets cmd/vera's addAutopilot registers, over f's devnet
// and a fresh ClickHouse database. The user "alert-hoarder" already has 50 alerts waiting; it
// returns the id of an alert of user-1 that the cases delete.
func registerAutopilot(t *testing.T, f *chainFixture, hold *snapshot.Holder) string {
	t.Helper()
	m := f.dev.Manifest()
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: hold.Load, Tradable: tokens.IsAsset})
	if err != nil {
		t.Fatal(err)
	}
	store := &autopilot.Store{DB: schematest.New(t)}
	notices := inbox.New(store.DB, nil)
	known := func(s string) (string, bool) {
		tok, ok := tokens.BySymbol(s)
		return tok.Symbol, ok && tokens.IsAsset(s)
	}
	keeper := alerts.New(store.DB, notices, account.NewFeeds(chain.NewMulticall(f.dev.Client(), m.Multicall3, 0), m.Assets, 0, nil), known, nil)
	f.srv.Register(api.AllocateRoutes{Drafter: drafter})
	svc := autopilot.NewService(store, notices, nil)
	f.srv.Register(api.AutopilotRoutes{Service: svc})
	noWallets := autopilot.KeyWallets{Key: func(id string) (*ecdsa.PrivateKey, error) { return nil, autopilot.ErrUnknownWallet }}
	runner := autopilottest.NewRunner(t, f.dev, autopilottest.Parts{Service: svc, Store: store, Inbox: notices,
		Signer: autopilot.NewGrantedSigner(store, noWallets), Market: hold.Load()})
	f.srv.Register(api.AutopilotRunRoutes{Runner: runner, Store: store})
	f.srv.Register(api.NotificationRoutes{Inbox: notices, Alerts: keeper})
	f.deps.Drafter, f.deps.Autopilot, f.deps.Runner, f.deps.Runs, f.deps.Alerts = drafter, svc, runner, store, keeper
	ctx := context.Background()
	req := alerts.AlertRequest{Symbol: "NVDA", Direction: alerts.Above, PriceUSD: 1e6}
	if err := req.Validate(); err != nil {
		t.Fatal(err)
	}
	for range alerts.MaxAlerts {
		if _, err := keeper.Create(ctx, "alert-hoarder", req); err != nil {
			t.Fatal(err)
		}
	}
	al, err := keeper.Create(ctx, "user-1", req)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := notices.Notify(ctx, "user-1", inbox.Notification{Kind: inbox.KindAutopilot, Title: "Run done", TxHash: "0x01"}); err != nil {
		t.Fatal(err)
	}
	return al.ID
}

// autopilotCases are the OpenAPI cases of the Autopilot, inbox, alert and allocation routes.
// user-1 owns wallet w1 in the fixture's wallet directory; demo-1 (f.token) has no config.
func autopilotCases(t *testing.T, f *chainFixture, alertID string) []apiCase {
	t.Helper()
	tok := func(user string) string {
		s, err := f.iss.Token(user, time.Hour, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	u1, hoarder := tok("user-1"), tok("alert-hoarder")
	huge := `{"goal":"` + strings.Repeat("g", 70_000) + `","amountUsd":1}`
	hugeSettings := apSettings(map[string]any{"goal": strings.Repeat("g", 70_000)})
	return []apiCase{
		{method: "POST", path: "/api/allocate", body: `{"goal":"AI for the long term","amountUsd":1000}`, status: 200},
		{method: "POST", path: "/api/allocate", body: `{"goal":"","amountUsd":1000}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/allocate", body: `{"goal":"ai","amountUsd":"5"}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/allocate", body: huge, status: 413, reqInvalid: true},

		{method: "GET", path: "/api/autopilot", token: f.token, status: 200},
		{method: "GET", path: "/api/autopilot", status: 401, reqInvalid: true},
		{method: "GET", path: "/api/autopilot", token: "forged", status: 401},
		{method: "POST", path: "/api/autopilot", token: u1, body: apSettings(map[string]any{"cadence": "hourly"}), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/autopilot", token: u1, body: apSettings(map[string]any{"walletId": "w2"}), status: 400},
		{method: "POST", path: "/api/autopilot", token: f.token, body: apSettings(nil), status: 400},
		{method: "POST", path: "/api/autopilot", token: u1, body: apSettings(map[string]any{"riskCeilingBps": 4500, "maxPerPeriodUsd": nil}), status: 200},
		{method: "POST", path: "/api/autopilot", body: apSettings(nil), status: 401, reqInvalid: true},
		{method: "POST", path: "/api/autopilot", token: "forged", body: apSettings(nil), status: 401},
		{method: "POST", path: "/api/autopilot", token: u1, body: hugeSettings, status: 413, reqInvalid: true},
		{method: "GET", path: "/api/autopilot", token: u1, status: 200},
		{method: "POST", path: "/api/autopilot/pause", token: u1, status: 200},
		{method: "POST", path: "/api/autopilot/pause", token: f.token, status: 400},
		{method: "POST", path: "/api/autopilot/pause", status: 401, reqInvalid: true},
		{method: "POST", path: "/api/autopilot/pause", token: "forged", status: 401},
		{method: "POST", path: "/api/autopilot/resume", token: u1, status: 200},
		{method: "POST", path: "/api/autopilot/resume", token: f.token, status: 400},
		{method: "POST", path: "/api/autopilot/resume", status: 401, reqInvalid: true},
		{method: "POST", path: "/api/autopilot/resume", token: "forged", status: 401},
		// user-1's owner holds no USDG: the run is skipped, nothing signed.
		{method: "POST", path: "/api/autopilot/run", token: u1, status: 200},
		{method: "POST", path: "/api/autopilot/run", token: f.token, status: 400},
		{method: "POST", path: "/api/autopilot/run", status: 401, reqInvalid: true},
		{method: "POST", path: "/api/autopilot/run", token: "forged", status: 401},
		{method: "GET", path: "/api/autopilot/runs", token: u1, status: 200},
		{method: "GET", path: "/api/autopilot/runs", status: 401, reqInvalid: true},
		{method: "GET", path: "/api/autopilot/runs", token: "forged", status: 401},
		{method: "DELETE", path: "/api/autopilot", token: u1, status: 200},
		{method: "DELETE", path: "/api/autopilot", status: 401, reqInvalid: true},
		{method: "DELETE", path: "/api/autopilot", token: "forged", status: 401},

		{method: "GET", path: "/api/notifications", token: u1, status: 200},
		{method: "GET", path: "/api/notifications", status: 401, reqInvalid: true},
		{method: "GET", path: "/api/notifications", token: "forged", status: 401},
		{method: "POST", path: "/api/notifications", token: u1, status: 200},
		{method: "POST", path: "/api/notifications", status: 401, reqInvalid: true},
		{method: "POST", path: "/api/notifications", token: "forged", status: 401},

		{method: "GET", path: "/api/alerts", token: u1, status: 200},
		{method: "GET", path: "/api/alerts?limit=1", token: u1, status: 200},
		{method: "GET", path: "/api/alerts?limit=0", token: u1, status: 400, reqInvalid: true},
		{method: "GET", path: "/api/alerts?cursor=elsewhere", token: u1, status: 400},
		{method: "GET", path: "/api/alerts", status: 401, reqInvalid: true},
		{method: "GET", path: "/api/alerts", token: "forged", status: 401},
		{method: "POST", path: "/api/alerts", token: u1, body: `{"symbol":"nvda","direction":"below","priceUsd":12.5}`, status: 200},
		{method: "POST", path: "/api/alerts", token: u1, body: `{"symbol":"NVDA","direction":"sideways","priceUsd":12.5}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/alerts", token: u1, body: `{"symbol":"USDG","direction":"above","priceUsd":2}`, status: 400},
		{method: "POST", path: "/api/alerts", token: hoarder, body: `{"symbol":"NVDA","direction":"above","priceUsd":2}`, status: 400},
		{method: "POST", path: "/api/alerts", body: `{"symbol":"NVDA","direction":"above","priceUsd":2}`, status: 401, reqInvalid: true},
		{method: "POST", path: "/api/alerts", token: "forged", body: `{"symbol":"NVDA","direction":"above","priceUsd":2}`, status: 401},
		{method: "POST", path: "/api/alerts", token: u1, body: `{"symbol":"` + strings.Repeat("N", 70_000) + `","direction":"above","priceUsd":2}`, status: 413, reqInvalid: true},
		{method: "DELETE", path: "/api/alerts/" + alertID, token: u1, status: 200},
		{method: "DELETE", path: "/api/alerts/" + alertID, token: u1, status: 404},
		{method: "DELETE", path: "/api/alerts/al_x", status: 401, reqInvalid: true},
		{method: "DELETE", path: "/api/alerts/al_x", token: "forged", status: 401},
	}
}
