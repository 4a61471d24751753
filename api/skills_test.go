package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/skills"
)

var update = flag.Bool("update", false, "rewrite golden files")

// registerSkills mounts the skills over the domain values of the routes fullServer registered.
func registerSkills(t *testing.T, f *chainFixture) *skills.Skills {
	t.Helper()
	sk, err := skills.New(skills.Config{BaseURL: "https://vera.test", Name: "Vera", Description: "Vera invests.", Version: "1.0.0"},
		f.deps, f.srv.SkillGate(), nil)
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.SkillRoutes{Skills: sk})
	return sk
}

// withToken adds a token to every request of an HTTP client.
type withToken struct{ token string }

func (b withToken) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}

// mcpSession connects the SDK's client to the server's /mcp, with token when not "".
func mcpSession(t *testing.T, addr, token string) *mcp.ClientSession {
	t.Helper()
	hc := &http.Client{Timeout: 3 * time.Minute}
	if token != "" {
		hc.Transport = withToken{token}
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "vera-test", Version: "1"}, nil)
	s, err := c.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp", HTTPClient: hc}, nil)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// callTool calls a tool and answers its text: the route's JSON, or the error message.
func callTool(t *testing.T, s *mcp.ClientSession, name string, args any) (string, bool, *mcp.CallToolResult) {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(res.Content) != 1 {
		t.Fatalf("%s: %d contents", name, len(res.Content))
	}
	return res.Content[0].(*mcp.TextContent).Text, res.IsError, res
}

func tok(t *testing.T, f *chainFixture, user string) string {
	t.Helper()
	s, err := f.iss.Token(user, time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMCPToolsOverHTTP drives every tool with the MCP Go SDK's client over HTTP against the whole
// server: each answer is its route's answer and matches the tool's published output schema, the
// token tools refuse a call without a valid token with the route's 401 message, and tools/list is
// the golden file.
func TestMCPToolsOverHTTP(t *testing.T) {
	f, alertID := fullServer(t)
	hc := serveHTTP(t, f.srv)
	anon := mcpSession(t, hc.Addr, "")
	if got := anon.InitializeResult().ProtocolVersion; got != skills.MCPProtocolVersion {
		t.Errorf("negotiated MCP %s, the registration file says %s", got, skills.MCPProtocolVersion)
	}
	u1 := mcpSession(t, hc.Addr, tok(t, f, "user-1"))

	list, err := anon.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "mcp_tools.json", list.Tools)
	schemas := map[string]*jsonschema.Resolved{}
	for _, tl := range list.Tools {
		b, _ := json.Marshal(tl.OutputSchema)
		var s jsonschema.Schema
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatal(err)
		}
		r, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("%s: output schema: %v", tl.Name, err)
		}
		schemas[tl.Name] = r
	}

	// The resources: the A2A card, and each tool with its route.
	for uri, want := range map[string]string{"vera://a2a-agent-card": `"id":"risk-management"`, "vera://tools": `"Route":"POST /api/backtest"`, "vera://catalog": `"symbol":"NVDA"`} {
		res, err := anon.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
		if err != nil || len(res.Contents) != 1 || !strings.Contains(res.Contents[0].Text, want) {
			t.Errorf("resource %s: %v %+v", uri, err, res)
		}
	}

	m := f.dev.Manifest()
	user := m.DemoUsers[0].SmartAccount.Hex()
	sym0 := m.Assets[0].Symbol
	var draft map[string]any
	calls := []struct {
		tool  string
		token bool
		args  any
		route string // "METHOD path body": the route whose answer the tool's equals; "" when it changes state
	}{
		{tool: "plain-language-allocation_draft", args: map[string]any{"goal": "AI, for the long term", "amountUsd": 1000}, route: `POST /api/allocate {"goal":"AI, for the long term","amountUsd":1000}`},
		{tool: "portfolio-allocation_themes", route: "GET /api/themes"},
		{tool: "portfolio-allocation_strategies", route: "GET /api/strategies"},
		{tool: "portfolio-allocation_groves", route: "GET /api/groves"},
		{tool: "portfolio-allocation_grove", args: map[string]any{"id": "titan"}, route: "GET /api/groves/titan"},
		{tool: "portfolio-allocation_backtest", args: map[string]any{"allocations": []map[string]any{{"symbol": "MSFT", "weightPct": 60}, {"symbol": "NVDA", "weightPct": 40}}},
			route: `POST /api/backtest {"allocations":[{"symbol":"MSFT","weightPct":60},{"symbol":"NVDA","weightPct":40}]}`},
		{tool: "portfolio-allocation_portfolio", args: map[string]any{"address": user}},
		{tool: "trading-strategy_screener", route: "GET /api/screener"},
		{tool: "trading-strategy_summary", route: "GET /api/market"},
		{tool: "trading-strategy_series", args: map[string]any{"symbol": "NVDA", "range": "1Y"}, route: "GET /api/market?symbol=NVDA&range=1Y"},
		{tool: "trading-strategy_tradability", route: "GET /api/tradability"},
		{tool: "trading-strategy_price", token: true, args: map[string]any{"side": "buy", "symbol": sym0, "sellAmount": "15000000", "taker": user}},
		{tool: "risk-management_commit-plan", token: true, args: "draft"},
		{tool: "risk-management_track-record", route: "GET /api/vera-record"},
		{tool: "risk-management_alerts", token: true},
		{tool: "risk-management_create-alert", token: true, args: map[string]any{"symbol": "nvda", "direction": "below", "priceUsd": 12.5}},
		{tool: "risk-management_delete-alert", token: true, args: map[string]any{"id": alertID}},
		{tool: "dca-autopilot_save", token: true, args: json.RawMessage(apSettings(nil))},
		{tool: "dca-autopilot_get", token: true},
		{tool: "dca-autopilot_pause", token: true},
		{tool: "dca-autopilot_resume", token: true},
		{tool: "dca-autopilot_run", token: true}, // user-1's owner holds no USDG: skipped
		{tool: "dca-autopilot_runs", token: true},
		{tool: "dca-autopilot_delete", token: true},
	}
	called := map[string]bool{}
	for _, c := range calls {
		s := anon
		if c.token {
			s = u1
		}
		args := c.args
		if args == "draft" {
			args = map[string]any{"address": w1Account, "amountUsd": 250, "allocation": draft}
		}
		text, isErr, res := callTool(t, s, c.tool, args)
		if isErr {
			t.Errorf("%s: error %s", c.tool, text)
			continue
		}
		called[c.tool] = true
		b, _ := json.Marshal(res.StructuredContent)
		if !bytes.Equal(b, []byte(text)) && !jsonEqual(b, []byte(text)) {
			t.Errorf("%s: structured content and text differ", c.tool)
		}
		var v any
		_ = json.Unmarshal([]byte(text), &v)
		if err := schemas[c.tool].Validate(v); err != nil {
			t.Errorf("%s: the answer does not match the published output schema: %v\n%.300s", c.tool, err, text)
		}
		if c.tool == "plain-language-allocation_draft" {
			_ = json.Unmarshal([]byte(text), &draft)
			// commit-plan takes the draft unchanged, understood and all.
			if _, ok := draft["understood"]; !ok {
				t.Errorf("the draft has no understood: %.300s", text)
			}
		}
		if c.route != "" {
			method, rest, _ := strings.Cut(c.route, " ")
			path, body, _ := strings.Cut(rest, " ")
			r := call(t, hc, "", method, path, "", body)
			if r.status != 200 || !jsonEqual([]byte(r.body), []byte(text)) {
				t.Errorf("%s: the tool answers %.200s, %s answers %d %.200s", c.tool, text, c.route, r.status, r.body)
			}
		}
		// Without a token, or with a forged one, a token tool is refused as its route refuses.
		if c.token {
			if text, isErr, _ := callTool(t, anon, c.tool, args); !isErr || text != api.MsgAuthRequired {
				t.Errorf("%s without a token: %v %s", c.tool, isErr, text)
			}
			forged := mcpSession(t, hc.Addr, "forged")
			if text, isErr, _ := callTool(t, forged, c.tool, args); !isErr || text != api.MsgInvalidToken {
				t.Errorf("%s with a forged token: %v %s", c.tool, isErr, text)
			}
		}
	}
	for _, tl := range list.Tools {
		if !called[tl.Name] {
			t.Errorf("tool %s was not called", tl.Name)
		}
	}
}

func jsonEqual(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// golden compares v, encoded, with testdata/name (rewritten with -update).
func golden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; if the change is meant, run go test ./api -run %s -update and review the diff", name, t.Name())
	}
}

// TestA2ASendMessage: an a2a-go client finds the endpoint in the A2A AgentCard, sends a goal as
// plain text and receives a draft allocation; a DataPart naming a skill runs that skill; a token
// skill without a token is refused with the route's message; 0.3's message/send is served too.
func TestA2ASendMessage(t *testing.T) {
	f, _ := fullServer(t)
	hc := serveHTTP(t, f.srv)
	r := call(t, hc, "", "GET", "/.well-known/a2a-agent-card.json", "", "")
	var card a2a.AgentCard
	if err := json.Unmarshal([]byte(r.body), &card); r.status != 200 || err != nil {
		t.Fatalf("A2A card: %d %v %.200s", r.status, err, r.body)
	}
	var ids []string
	for _, s := range card.Skills {
		ids = append(ids, s.ID)
	}
	if strings.Join(ids, ",") != "portfolio-allocation,plain-language-allocation,dca-autopilot,trading-strategy,risk-management" ||
		len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != "https://vera.test/a2a" {
		t.Fatalf("A2A card: skills %v, interfaces %+v", ids, card.SupportedInterfaces)
	}
	iface := *card.SupportedInterfaces[0]
	iface.URL = "http://" + hc.Addr + "/a2a" // the card names the public origin
	ctx := context.Background()
	client, err := a2aclient.NewFromEndpoints(ctx, []*a2a.AgentInterface{&iface})
	if err != nil {
		t.Fatal(err)
	}
	send := func(parts ...*a2a.Part) map[string]any {
		t.Helper()
		res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, parts...)})
		if err != nil {
			t.Fatalf("send: %v", err)
		}
		msg, ok := res.(*a2a.Message)
		if !ok || msg.Role != a2a.MessageRoleAgent || len(msg.Parts) != 2 {
			t.Fatalf("answer: %#v", res)
		}
		b, _ := json.Marshal(msg.Parts[1].Data())
		var out map[string]any
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	draft := send(a2a.NewTextPart("Put $500 into AI for the long term"))
	if legs, _ := draft["allocations"].([]any); len(legs) == 0 || draft["summary"] == "" {
		t.Fatalf("plain text did not draft an allocation: %v", draft)
	}
	// The answer carries what was understood, as the route's does; a goal that said too little
	// is asked back in the text part too.
	if u, _ := draft["understood"].(map[string]any); u == nil || u["default"] != false || !strings.Contains(fmt.Sprint(u["elements"]), "artificial-intelligence") {
		t.Fatalf("understood over A2A: %v", draft["understood"])
	}
	res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("asdfgh"))})
	if err != nil {
		t.Fatal(err)
	}
	if msg := res.(*a2a.Message); !strings.Contains(msg.Parts[0].Text(), agent.QuestionPurpose) || !strings.Contains(fmt.Sprint(msg.Parts[1].Data()), `default:true`) {
		t.Fatalf("an unmatched goal over A2A: %q %v", msg.Parts[0].Text(), msg.Parts[1].Data())
	}
	bt := send(a2a.NewDataPart(map[string]any{"skill": "portfolio-allocation", "operation": "backtest",
		"arguments": map[string]any{"allocations": []map[string]any{{"symbol": "MSFT", "weightPct": 100}}}}))
	if _, ok := bt["backtest"].(map[string]any); !ok {
		t.Fatalf("backtest: %v", bt)
	}
	if got := send(a2a.NewDataPart(map[string]any{"skill": "dca-autopilot", "operation": "get"})); got["error"] != api.MsgAuthRequired {
		t.Fatalf("a token skill without a token: %v", got)
	}
	if got := send(a2a.NewDataPart(map[string]any{"skill": "portfolio-allocation", "operation": "nope"})); got["error"] == nil {
		t.Fatalf("an unknown operation: %v", got)
	}

	// With the caller's token, a token skill runs for the caller.
	authed, err := a2aclient.NewFromEndpoints(ctx, []*a2a.AgentInterface{&iface},
		a2aclient.WithJSONRPCTransport(&http.Client{Transport: withToken{tok(t, f, "user-1")}}))
	if err != nil {
		t.Fatal(err)
	}
	res, err = authed.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser,
		a2a.NewDataPart(map[string]any{"skill": "risk-management", "operation": "alerts"}))})
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(res.(*a2a.Message).Parts[1].Data()); !strings.Contains(string(b), `"alerts":[`) {
		t.Fatalf("alerts with a token: %s", b)
	}

	// 0.3's method name, as older clients send it.
	r = call(t, hc, "", "POST", "/a2a", "", `{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"kind":"message","messageId":"m1","role":"user","parts":[{"kind":"text","text":"steady growth, $1000"}]}}}`)
	if r.status != 200 || !strings.Contains(r.body, `"allocations"`) {
		t.Fatalf("message/send: %d %.300s", r.status, r.body)
	}

	// A message of another shape than its method's is invalid params, not a parse error; a body
	// that is not JSON stays a parse error.
	for _, body := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"kind":"message","messageId":"m1","role":"user","parts":[{"kind":"text","text":"AI"}]}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":"AI, $100"}}`,
		`{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":"AI"}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"AI"}]}}}`,
	} {
		r = call(t, hc, "", "POST", "/a2a", "", body)
		if strings.Contains(r.body, "-32700") || (strings.Contains(r.body, `"error"`) && !strings.Contains(r.body, "-32602")) {
			t.Errorf("%s: %d %.300s", body, r.status, r.body)
		}
	}
	if r = call(t, hc, "", "POST", "/a2a", "", `{"jsonrpc":"2.0","id":1,`); !strings.Contains(r.body, "-32700") {
		t.Errorf("not JSON: %d %.300s", r.status, r.body)
	}
}

// TestToolErrorsAreTheRoutes: every tool refuses what its route refuses, with the route's message
// (a table of bad inputs, missing and forged tokens, states), and a tool call counts against its
// route's limit for that client: the route and the tool spend one window together.
func TestToolErrorsAreTheRoutes(t *testing.T) {
	f, _ := fullServer(t)
	hc := serveHTTP(t, f.srv)
	m := f.dev.Manifest()
	user := m.DemoUsers[0].SmartAccount.Hex()
	sym0 := m.Assets[0].Symbol
	u1, hoarder := tok(t, f, "user-1"), tok(t, f, "alert-hoarder")
	plan := sprintf(goodPlan, "0x1234", sym0, m.Assets[1].Symbol)
	price := func(symbol, amount string) string {
		return `{"side":"buy","symbol":"` + symbol + `","sellAmount":"` + amount + `","taker":"` + user + `"}`
	}
	cases := []struct {
		tool, args, token  string
		method, path, body string
	}{
		{"plain-language-allocation_draft", `{"goal":"","amountUsd":1000}`, "", "POST", "/api/allocate", `{"goal":"","amountUsd":1000}`},
		{"plain-language-allocation_draft", `{"goal":"ai","amountUsd":"5"}`, "", "POST", "/api/allocate", `{"goal":"ai","amountUsd":"5"}`},
		{"portfolio-allocation_grove", `{"id":"nope"}`, "", "GET", "/api/groves/nope", ""},
		{"portfolio-allocation_backtest", `{"allocations":[{"symbol":"ZZZZ","weightPct":60}]}`, "", "POST", "/api/backtest", `{"allocations":[{"symbol":"ZZZZ","weightPct":60}]}`},
		{"portfolio-allocation_backtest", `{"allocations":{}}`, "", "POST", "/api/backtest", `{"allocations":{}}`},
		{"portfolio-allocation_portfolio", `{"address":"0x1234"}`, "", "GET", "/api/portfolio?address=0x1234", ""},
		{"portfolio-allocation_portfolio", `{"address":"` + flipCase(user) + `"}`, "", "GET", "/api/portfolio?address=" + flipCase(user), ""},
		{"trading-strategy_series", `{"symbol":"ZZZZ"}`, "", "GET", "/api/market?symbol=ZZZZ", ""},
		{"trading-strategy_series", `{"symbol":"SPY","range":"5Y"}`, "", "GET", "/api/market?symbol=SPY&range=5Y", ""},
		{"trading-strategy_price", price("NOPE", "15000000"), u1, "POST", "/api/quote", `{"mode":"price",` + price("NOPE", "15000000")[1:]},
		{"trading-strategy_price", price(sym0, "1.5"), u1, "POST", "/api/quote", `{"mode":"price",` + price(sym0, "1.5")[1:]},
		{"trading-strategy_price", price(sym0, "15000000"), "", "POST", "/api/quote", `{"mode":"price",` + price(sym0, "15000000")[1:]},
		{"risk-management_commit-plan", plan, u1, "POST", "/api/commit-plan", plan},
		{"risk-management_commit-plan", plan, "forged", "POST", "/api/commit-plan", plan},
		{"risk-management_track-record", `{"user":"0x1234"}`, "", "GET", "/api/vera-record?user=0x1234", ""},
		{"risk-management_alerts", `{"limit":0}`, u1, "GET", "/api/alerts?limit=0", ""},
		{"risk-management_alerts", `{"cursor":"elsewhere"}`, u1, "GET", "/api/alerts?cursor=elsewhere", ""},
		{"risk-management_create-alert", `{"symbol":"USDG","direction":"above","priceUsd":2}`, u1, "POST", "/api/alerts", `{"symbol":"USDG","direction":"above","priceUsd":2}`},
		{"risk-management_create-alert", `{"symbol":"NVDA","direction":"above","priceUsd":2}`, hoarder, "POST", "/api/alerts", `{"symbol":"NVDA","direction":"above","priceUsd":2}`},
		{"risk-management_delete-alert", `{"id":"al_x"}`, u1, "DELETE", "/api/alerts/al_x", ""},
		{"dca-autopilot_save", apSettings(map[string]any{"cadence": "hourly"}), u1, "POST", "/api/autopilot", apSettings(map[string]any{"cadence": "hourly"})},
		{"dca-autopilot_save", apSettings(map[string]any{"walletId": "w2"}), u1, "POST", "/api/autopilot", apSettings(map[string]any{"walletId": "w2"})},
		{"dca-autopilot_save", apSettings(nil), f.token, "POST", "/api/autopilot", apSettings(nil)},
		{"dca-autopilot_get", `{}`, "forged", "GET", "/api/autopilot", ""},
		{"dca-autopilot_pause", `{}`, f.token, "POST", "/api/autopilot/pause", ""},
		{"dca-autopilot_resume", `{}`, f.token, "POST", "/api/autopilot/resume", ""},
		{"dca-autopilot_run", `{}`, f.token, "POST", "/api/autopilot/run", ""},
		{"dca-autopilot_runs", `{}`, "", "GET", "/api/autopilot/runs", ""},
		{"dca-autopilot_delete", `{}`, "", "DELETE", "/api/autopilot", ""},
	}
	sessions := map[string]*mcp.ClientSession{}
	for _, c := range cases {
		r := call(t, hc, "", c.method, c.path, c.token, c.body)
		var env struct{ Error string }
		if err := json.Unmarshal([]byte(r.body), &env); err != nil || r.status < 400 || env.Error == "" {
			t.Fatalf("%s %s: the route answers %d %s", c.method, c.path, r.status, r.body)
		}
		s := sessions[c.token]
		if s == nil {
			s = mcpSession(t, hc.Addr, c.token)
			sessions[c.token] = s
		}
		text, isErr, _ := callTool(t, s, c.tool, json.RawMessage(c.args))
		if !isErr || text != env.Error {
			t.Errorf("%s %s: the tool answers %v %q, the route %d %q", c.tool, c.args, isErr, text, r.status, env.Error)
		}
	}

	// The strategies route allows 30 a minute per client: 15 through the route and 15 through the
	// tool spend it, then both are refused.
	anon := sessions[""]
	for i := range 30 {
		if i%2 == 0 {
			if r := call(t, hc, "", "GET", "/api/strategies", "", ""); r.status != 200 {
				t.Fatalf("route call %d: %d", i, r.status)
			}
		} else if _, isErr, _ := callTool(t, anon, "portfolio-allocation_strategies", nil); isErr {
			t.Fatalf("tool call %d refused", i)
		}
	}
	if text, isErr, _ := callTool(t, anon, "portfolio-allocation_strategies", nil); !isErr || text != api.MsgTooManyRequests {
		t.Fatalf("the 31st call, through the tool: %v %s", isErr, text)
	}
	if r := call(t, hc, "", "GET", "/api/strategies", "", ""); r.status != 429 {
		t.Fatalf("the 32nd call, through the route: %d", r.status)
	}

	// The attack: forged tokens through the tools, to try keys without the routes' failed-token
	// limit. The tools spend the same per-address count: past it, a token tool is refused before
	// any verification, and so is the route.
	forged := sessions["forged"]
	refused := 0
	for range api.FailedAuthLimit + 5 {
		if text, _, _ := callTool(t, forged, "dca-autopilot_get", nil); text == api.MsgTooManyRequests {
			refused++
		}
	}
	if refused < 5 {
		t.Fatalf("%d forged-token tool calls refused before verification, want at least 5", refused)
	}
	if r := call(t, hc, "", "GET", "/api/autopilot", "forged", ""); r.status != 429 {
		t.Fatalf("a forged-token route request after the tool flood: %d", r.status)
	}
}

// skillCases are the OpenAPI cases of the skill routes.
func skillCases() []apiCase {
	const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}`
	return []apiCase{
		{method: "GET", path: "/.well-known/a2a-agent-card.json", status: 200},
		{method: "POST", path: "/mcp", body: init, accept: mcpAccept, status: 200},
		{method: "POST", path: "/mcp", body: `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"trading-strategy_tradability"}}`, accept: mcpAccept, status: 200},
		{method: "POST", path: "/mcp", body: `{"jsonrpc":"2.0","method":"notifications/initialized"}`, accept: mcpAccept, status: 202},
		{method: "POST", path: "/mcp", body: `{"jsonrpc":"2.0","id":3,"method":"nope"}`, accept: mcpAccept, status: 400},
		{method: "POST", path: "/mcp", body: init, status: 400},
		{method: "POST", path: "/mcp", body: `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":"` + strings.Repeat("x", 70_000) + `"}}`, accept: mcpAccept, status: 413},
		{method: "POST", path: "/a2a", body: `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"AI, $100"}]}}}`, status: 200},
		{method: "POST", path: "/a2a", body: `{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"kind":"message","messageId":"m1","role":"user","parts":[{"kind":"text","text":"AI"}]}}}`, status: 200},
		{method: "POST", path: "/a2a", body: `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"` + strings.Repeat("x", 70_000) + `"}]}}}`, status: 413},
		// A batch, refused unread whatever the headers say.
		{method: "POST", path: "/mcp", body: batchOf(1150, "tools/list"), accept: mcpAccept, status: 400, reqInvalid: true},
		{method: "POST", path: "/a2a", body: "\n" + batchOf(2, "SendMessage"), status: 400, reqInvalid: true},
	}
}

const mcpAccept = "application/json, text/event-stream"

// TestToolsBeforeTheFirstBuild: before the first market build, the tools over the snapshot answer
// what their routes answer (503 Service temporarily unavailable.).
func TestToolsBeforeTheFirstBuild(t *testing.T) {
	f := newBareFixture(t, api.Config{})
	empty := &snapshot.Holder{}
	f.srv.Register(api.MarketRoutes{Snapshots: empty})
	f.srv.Register(api.BasketRoutes{Snapshots: empty})
	noData, err := agent.NewDrafter(agent.DrafterConfig{Market: empty.Load})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.AllocateRoutes{Drafter: noData})
	sk, err := skills.New(skills.Config{BaseURL: "https://vera.test"}, skills.Deps{Snapshots: empty, Drafter: noData}, f.srv.SkillGate(), nil)
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.SkillRoutes{Skills: sk})
	hc := serveHTTP(t, f.srv)
	s := mcpSession(t, hc.Addr, "")
	for _, c := range []struct{ tool, args, method, path, body string }{
		{"portfolio-allocation_themes", `{}`, "GET", "/api/themes", ""},
		{"portfolio-allocation_strategies", `{}`, "GET", "/api/strategies", ""},
		{"portfolio-allocation_groves", `{}`, "GET", "/api/groves", ""},
		{"portfolio-allocation_grove", `{"id":"titan"}`, "GET", "/api/groves/titan", ""},
		{"portfolio-allocation_backtest", `{"allocations":[{"symbol":"MSFT","weightPct":60}]}`, "POST", "/api/backtest", `{"allocations":[{"symbol":"MSFT","weightPct":60}]}`},
		{"trading-strategy_screener", `{}`, "GET", "/api/screener", ""},
		{"trading-strategy_summary", `{}`, "GET", "/api/market", ""},
		{"trading-strategy_series", `{"symbol":"NVDA"}`, "GET", "/api/market?symbol=NVDA", ""},
		{"plain-language-allocation_draft", `{"goal":"ai","amountUsd":10}`, "POST", "/api/allocate", `{"goal":"ai","amountUsd":10}`},
	} {
		r := call(t, hc, "", c.method, c.path, "", c.body)
		text, isErr, _ := callTool(t, s, c.tool, json.RawMessage(c.args))
		if r.status != 503 || !isErr || r.body != `{"error":"`+text+`"}` {
			t.Errorf("%s: the tool answers %v %q, the route %d %s", c.tool, isErr, text, r.status, r.body)
		}
	}
}

// TestToolsWithoutSigner: on a service with no delegated signer for wallets, the Autopilot tools
// that would store or run a config refuse as their routes do, before anything is stored.
func TestToolsWithoutSigner(t *testing.T) {
	f := newBareFixture(t, api.Config{})
	empty := &snapshot.Holder{}
	noData, err := agent.NewDrafter(agent.DrafterConfig{Market: empty.Load})
	if err != nil {
		t.Fatal(err)
	}
	store := &autopilot.Store{DB: schematest.New(t)}
	svc := autopilot.NewService(store, inbox.New(store.DB, nil), nil)
	f.srv.Register(api.AutopilotRoutes{Service: svc, NoSigner: true})
	f.srv.Register(api.AutopilotRunRoutes{Store: store, NoSigner: true})
	sk, err := skills.New(skills.Config{BaseURL: "https://vera.test"}, skills.Deps{Snapshots: empty, Drafter: noData, Autopilot: svc, Runs: store, NoSigner: true}, f.srv.SkillGate(), nil)
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.SkillRoutes{Skills: sk})
	hc := serveHTTP(t, f.srv)
	token, err := f.iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	s := mcpSession(t, hc.Addr, token)
	for _, c := range []struct{ tool, args, method, path, body string }{
		{"dca-autopilot_save", apSettings(nil), "POST", "/api/autopilot", apSettings(nil)},
		{"dca-autopilot_resume", `{}`, "POST", "/api/autopilot/resume", ""},
		{"dca-autopilot_run", `{}`, "POST", "/api/autopilot/run", ""},
	} {
		r := call(t, hc, "", c.method, c.path, token, c.body)
		text, isErr, _ := callTool(t, s, c.tool, json.RawMessage(c.args))
		if r.status != 503 || !isErr || text != api.MsgAutopilotNoSigner || r.body != `{"error":"`+text+`"}` {
			t.Errorf("%s: the tool answers %v %q, the route %d %s", c.tool, isErr, text, r.status, r.body)
		}
	}
	if _, err := svc.Get(context.Background(), "user-1"); !errors.Is(err, autopilot.ErrNoConfig) {
		t.Errorf("a config was stored without a signer: %v", err)
	}
}
