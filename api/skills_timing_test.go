package api_test

import (
	"context"
	"net"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/skills"
)

// skillBenchServer serves the backtest and allocation routes and the skills over the bundled
// market snapshot, with limits high enough never to refuse a request.
func skillBenchServer(b testing.TB) fasthttp.RequestHandler {
	s, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	hold := &snapshot.Holder{}
	hold.Store(s)
	pol := api.DefaultPolicies()
	for _, k := range []string{"POST /api/backtest", "POST /api/allocate", "GET /api/tradability", "POST /mcp", "POST /a2a"} {
		p := pol[k]
		p.Limit = 1 << 30
		pol[k] = p
	}
	srv := api.New(api.Config{Policies: pol}, nil, nil, nil, prometheus.NewRegistry())
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: hold.Load})
	if err != nil {
		b.Fatal(err)
	}
	srv.Register(api.MarketRoutes{Snapshots: hold})
	srv.Register(api.AllocateRoutes{Drafter: drafter})
	locks := &quote.Locks{}
	srv.Register(api.QuoteRoutes{Locks: locks})
	sk, err := skills.New(skills.Config{BaseURL: "https://vera.test"}, skills.Deps{Snapshots: hold, Drafter: drafter, Locks: locks}, srv.SkillGate(), nil)
	if err != nil {
		b.Fatal(err)
	}
	srv.Register(api.SkillRoutes{Skills: sk})
	return srv.Handler()
}

// benchGet sends one GET through the whole middleware chain in process.
func benchGet(b *testing.B, h fasthttp.RequestHandler, path string) {
	var req fasthttp.Request
	req.SetRequestURI("http://vera.test" + path)
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	b.ReportAllocs()
	for b.Loop() {
		var rc fasthttp.RequestCtx
		rc.Init(&req, remote, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("%d %.200s", rc.Response.StatusCode(), rc.Response.Body())
		}
	}
}

// benchPost sends one POST through the whole middleware chain in process and checks the answer.
func benchPost(b *testing.B, h fasthttp.RequestHandler, path, accept, body, want string) {
	var req fasthttp.Request
	req.SetRequestURI("http://vera.test" + path)
	req.Header.SetMethod("POST")
	req.Header.SetContentType("application/json")
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	req.SetBodyString(body)
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	b.ReportAllocs()
	for b.Loop() {
		var rc fasthttp.RequestCtx
		rc.Init(&req, remote, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 || !strings.Contains(string(rc.Response.Body()), want) {
			b.Fatalf("%d %.200s", rc.Response.StatusCode(), rc.Response.Body())
		}
	}
}

const (
	benchBacktest = `{"allocations":[{"symbol":"NVDA","weightPct":40},{"symbol":"MSFT","weightPct":30},{"symbol":"AAPL","weightPct":30}]}`
	benchGoal     = `{"goal":"AI and semiconductors, for the long term","amountUsd":1000}`
)

func toolCall(tool, args string) string {
	return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + args + `}}`
}

// BenchmarkSkillVsRoute compares a tool call (POST /mcp, tools/call) with the same work through its
// route (the baseline), both through the whole middleware chain, in process.
func BenchmarkSkillVsRoute(b *testing.B) {
	h := skillBenchServer(b)
	b.Run("backtest/route", func(b *testing.B) { benchPost(b, h, "/api/backtest", "", benchBacktest, `"backtest":{`) })
	b.Run("backtest/tool", func(b *testing.B) {
		benchPost(b, h, "/mcp", mcpAccept, toolCall("portfolio-allocation_backtest", benchBacktest), `"structuredContent":{"backtest":{`)
	})
	b.Run("draft/route", func(b *testing.B) { benchPost(b, h, "/api/allocate", "", benchGoal, `"allocations"`) })
	b.Run("draft/tool", func(b *testing.B) {
		benchPost(b, h, "/mcp", mcpAccept, toolCall("plain-language-allocation_draft", benchGoal), `"structuredContent":{"summary"`)
	})
	// The fixed cost: a route with nothing to do, its tool, and an MCP ping, which runs no tool.
	b.Run("tradability/route", func(b *testing.B) { benchGet(b, h, "/api/tradability") })
	b.Run("tradability/tool", func(b *testing.B) {
		benchPost(b, h, "/mcp", mcpAccept, toolCall("trading-strategy_tradability", "{}"), `"structuredContent"`)
	})
	b.Run("ping/mcp", func(b *testing.B) {
		benchPost(b, h, "/mcp", mcpAccept, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, `"result":{}`)
	})
	b.Run("draft/a2a", func(b *testing.B) {
		benchPost(b, h, "/a2a", "", `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"data":{"skill":"plain-language-allocation","arguments":`+benchGoal+`}}]}}}`, `"allocations"`)
	})
}

// benchPostLoopback is benchPost over HTTP on loopback: one client connection, requests in turn.
func benchPostLoopback(b *testing.B, h fasthttp.RequestHandler, path, accept, body, want string) {
	addr, stop := serveLoopback(b, h)
	defer stop()
	client := &fasthttp.HostClient{Addr: addr, MaxConns: 1}
	var req fasthttp.Request
	var resp fasthttp.Response
	req.SetRequestURI("http://" + addr + path)
	req.Header.SetMethod("POST")
	req.Header.SetContentType("application/json")
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	req.SetBodyString(body)
	b.ReportAllocs()
	for b.Loop() {
		if err := client.Do(&req, &resp); err != nil {
			b.Fatal(err)
		}
		if resp.StatusCode() != 200 || !strings.Contains(string(resp.Body()), want) {
			b.Fatalf("%d %.200s", resp.StatusCode(), resp.Body())
		}
	}
}

// BenchmarkSkillVsRouteLoopback is BenchmarkSkillVsRoute over HTTP on loopback.
func BenchmarkSkillVsRouteLoopback(b *testing.B) {
	h := skillBenchServer(b)
	b.Run("backtest/route", func(b *testing.B) { benchPostLoopback(b, h, "/api/backtest", "", benchBacktest, `"backtest":{`) })
	b.Run("backtest/tool", func(b *testing.B) {
		benchPostLoopback(b, h, "/mcp", mcpAccept, toolCall("portfolio-allocation_backtest", benchBacktest), `"structuredContent":{"backtest":{`)
	})
	b.Run("draft/route", func(b *testing.B) { benchPostLoopback(b, h, "/api/allocate", "", benchGoal, `"allocations"`) })
	b.Run("draft/tool", func(b *testing.B) {
		benchPostLoopback(b, h, "/mcp", mcpAccept, toolCall("plain-language-allocation_draft", benchGoal), `"structuredContent":{"summary"`)
	})
}
