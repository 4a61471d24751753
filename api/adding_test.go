package api

import (
	"encoding/json"
	"net"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/market"
)

// TestAddingAnOperation walks docs/api.md's "Adding an operation" with a new one: a row (here
// declared from the test, as table.go would hold it) and a handler bound with Serve are all it
// takes for the route to have the row's limit and cache header, for the OpenAPI document to
// describe it with its types' schemas, and for docs/api.md's table to list it with its tool.
func TestAddingAnOperation(t *testing.T) {
	row := ops.Operation{Method: "POST", Path: "/api/example", Name: "example", Summary: "Backtest again.", Scope: ops.Beyond,
		Limit: 2, Cache: CacheNone, Request: market.BacktestRequest{}, Response: ops.BacktestAnswer{},
		Errors: []ops.Error{{Status: 400, Message: MsgInvalidBody}},
		Tools: []ops.Tool{{Skill: ops.SkillPortfolio, Name: "example", Title: "An example", Description: "Backtests again.",
			ReadOnly: true, In: market.BacktestRequest{}, Out: ops.BacktestAnswer{}}}}
	// The served document is rendered once per process: render it without the row first, so that
	// the other tests see the table as it is.
	openAPIJSON()
	defer ops.Declare(row)()

	// The route: its handler only; the limit and the cache header are the row's.
	srv := New(Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(Routes{bind("POST /api/example", func(c *Ctx) {
		var req market.BacktestRequest
		if c.DecodeBody(&req) {
			c.JSON(fasthttp.StatusOK, ops.BacktestAnswer{})
		}
	})})
	statuses := ""
	for range 3 {
		var rc fasthttp.RequestCtx
		var req fasthttp.Request
		req.Header.SetMethod("POST")
		req.SetRequestURI("http://vera.test/api/example")
		req.SetBodyString(`{"allocations":[{"symbol":"NVDA","weightPct":100}]}`)
		rc.Init(&req, &net.TCPAddr{IP: net.IPv4(192, 0, 2, 9), Port: 1}, nil)
		srv.Handler()(&rc)
		statuses += " " + string(rc.Response.Header.Peek("Cache-Control")) + " " + itoa(rc.Response.StatusCode())
	}
	if want := " private, no-store 200 private, no-store 200 private, no-store 429"; statuses != want {
		t.Errorf("answers%s, want%s", statuses, want)
	}

	// The document: an entry from the row.
	doc := base()
	render(doc, ops.All())
	entry, _ := json.Marshal(doc["paths"].(map[string]any)["/api/example"])
	for _, want := range []string{`"operationId":"example"`, `"summary":"Backtest again."`, `"429"`, `"allocations"`, `"backtest"`, `Invalid request body.`} {
		if !strings.Contains(string(entry), want) {
			t.Errorf("document entry without %s: %s", want, entry)
		}
	}

	// docs/api.md's table: the row, with its tool.
	if !strings.Contains(ops.Markdown(), "| POST /api/example |  | 2 per address | `private, no-store` | beyond | `portfolio-allocation_example` |") {
		t.Error("the docs table does not list the new operation")
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
