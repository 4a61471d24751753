package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/skills"
)

// batchOf is a JSON-RPC batch of n calls of method: the attack's 1,150 tools/list calls are 56 KB.
func batchOf(n int, method string) string {
	var b strings.Builder
	b.WriteString("[")
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"jsonrpc":"2.0","id":%d,"method":"%s"}`, i+1, method)
	}
	b.WriteString("]")
	return b.String()
}

// skillRequest is one POST to path through the whole middleware chain in process, from client.
type skillRequest struct {
	path, body string
	headers    map[string]string
	client     net.IP
}

func (q skillRequest) serve(h fasthttp.RequestHandler, req *fasthttp.Request, rc *fasthttp.RequestCtx) {
	rc.Init(req, &net.TCPAddr{IP: q.client, Port: 1}, nil)
	h(rc)
}

// again serves the request rc holds once more: only the server's work is measured, not the copy
// of the body into rc (fasthttp's body pool stops keeping 56 KB buffers once most bodies are small).
func again(h fasthttp.RequestHandler, rc *fasthttp.RequestCtx) {
	rc.Response.Reset()
	h(rc)
}

func (q skillRequest) request() *fasthttp.Request {
	req := &fasthttp.Request{}
	req.SetRequestURI("http://vera.test" + q.path)
	req.Header.SetMethod("POST")
	req.Header.SetContentType("application/json")
	req.Header.Set("Accept", mcpAccept)
	for k, v := range q.headers {
		req.Header.Set(k, v)
	}
	req.SetBodyString(q.body)
	return req
}

// wantBatchRefused checks the refusal: 400 with one JSON-RPC error, id null, code -32600.
func wantBatchRefused(t testing.TB, what string, status int, body []byte) {
	t.Helper()
	var e struct {
		JSONRPC string           `json:"jsonrpc"`
		ID      *json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(body, &e); err != nil || status != 400 || e.JSONRPC != "2.0" || e.ID != nil || e.Error.Code != -32600 || e.Error.Message == "" {
		t.Fatalf("%s: %d %.300s, want 400 with a JSON-RPC error, id null, code -32600", what, status, body)
	}
}

// TestSkillBatchRefusedWithoutAllocating is the attack in process: batches of 1 to 1,150 calls
// (the 56 KB body that got a 42 MB answer), with every MCP-Protocol-Version a client may send or
// none, on /mcp and /a2a. Each is refused with one JSON-RPC error, fast, and the bytes allocated
// per refusal are small and the same whatever the batch holds.
func TestSkillBatchRefusedWithoutAllocating(t *testing.T) {
	h := skillBenchServer(t)
	type measure struct{ bytes, allocs float64 }
	refuse := func(t *testing.T, q skillRequest) measure {
		req := q.request()
		var rc fasthttp.RequestCtx
		q.serve(h, req, &rc)
		wantBatchRefused(t, q.path, rc.Response.StatusCode(), rc.Response.Body())
		const runs = 200
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		allocs := testing.AllocsPerRun(runs, func() { again(h, &rc) })
		runtime.ReadMemStats(&after)
		return measure{float64(after.TotalAlloc-before.TotalAlloc) / (runs + 1), allocs}
	}
	for _, path := range []string{"/mcp", "/a2a"} {
		for _, version := range []string{"", "2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", skills.MCPProtocolVersion} {
			t.Run(strings.TrimPrefix(path, "/")+"/"+version, func(t *testing.T) {
				var got []measure
				for i, n := range []int{1, 10, 1150} {
					q := skillRequest{path: path, body: batchOf(n, "tools/list"), client: net.IPv4(198, 51, 100, byte(i+1))}
					if version != "" {
						q.headers = map[string]string{"MCP-Protocol-Version": version}
					}
					m := refuse(t, q)
					t.Logf("batch of %d (%d bytes): %.0f bytes, %.0f allocations per refusal", n, len(q.body), m.bytes, m.allocs)
					got = append(got, m)
				}
				// The allocations are the fixed cost of a request (the net/http conversion, the
				// error body); a batch's size adds nothing.
				if got[2].bytes > 16<<10 || got[2].bytes-got[0].bytes > 512 || got[2].allocs != got[0].allocs {
					t.Fatalf("a refusal allocates in proportion to the batch: %+v", got)
				}
			})
		}
	}
	// Blank space before the '[' does not hide it, however much there is.
	for _, body := range []string{" \n\t\r" + batchOf(3, "ping"), strings.Repeat(" ", 60_000) + batchOf(1, "tools/list")} {
		for _, path := range []string{"/mcp", "/a2a"} {
			var rc fasthttp.RequestCtx
			q := skillRequest{path: path, body: body, client: net.IPv4(198, 51, 100, 9)}
			q.serve(h, q.request(), &rc)
			wantBatchRefused(t, fmt.Sprintf("%s, %d bytes of blank first", path, len(body)-len(strings.TrimLeft(body, " \n\t\r"))), rc.Response.StatusCode(), rc.Response.Body())
		}
	}
	// One message with blank space before it is served as before.
	var rc fasthttp.RequestCtx
	q := skillRequest{path: "/mcp", body: "\n  " + `{"jsonrpc":"2.0","id":7,"method":"ping"}`, client: net.IPv4(198, 51, 100, 10)}
	q.serve(h, q.request(), &rc)
	if rc.Response.StatusCode() != 200 || !strings.Contains(string(rc.Response.Body()), `"id":7`) {
		t.Fatalf("a ping after blank space: %d %s", rc.Response.StatusCode(), rc.Response.Body())
	}
}

// TestSkillBatchFloodOverHTTP is the attack over HTTP: 500 batches of 1,150 tools/list calls
// (56 KB each) one after the other, refused within 10 ms (the median and the 95th percentile), then
// 2,000 more, 32 at a time, from 250 client addresses behind the trusted proxy: all refused, the
// process's heap does not grow with what they ask for, and each refusal counts once against /mcp's
// limit for its client.
func TestSkillBatchFloodOverHTTP(t *testing.T) {
	srv, _ := skillTestServer(t, api.Config{TrustedProxies: loopbackProxy})
	hc := serveHTTP(t, srv)
	body := batchOf(1150, "tools/list")
	send := func(i int, req *fasthttp.Request, resp *fasthttp.Response) (time.Duration, bool) {
		req.Reset()
		req.SetRequestURI("http://" + hc.Addr + "/mcp")
		req.Header.SetMethod("POST")
		req.Header.SetContentType("application/json")
		req.Header.Set("Accept", mcpAccept)
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("203.0.113.%d", i%250+1))
		if i%2 == 0 {
			req.Header.Set("MCP-Protocol-Version", skills.MCPProtocolVersion)
		}
		req.SetBodyString(body)
		start := time.Now()
		if err := hc.Do(req, resp); err != nil {
			t.Errorf("request %d: %v", i, err)
			return 0, false
		}
		d := time.Since(start)
		if resp.StatusCode() != 400 || len(resp.Body()) > 200 {
			t.Errorf("request %d: %d %.200s", i, resp.StatusCode(), resp.Body())
			return 0, false
		}
		return d, true
	}

	const inTurn = 500
	var took []time.Duration
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	for i := range inTurn {
		d, ok := send(i, req, resp)
		if !ok {
			return
		}
		took = append(took, d)
	}
	fasthttp.ReleaseRequest(req)
	fasthttp.ReleaseResponse(resp)
	slices.Sort(took)
	p50, p95, p99 := took[len(took)/2], took[len(took)*95/100], took[len(took)*99/100]
	t.Logf("%d batches of %d bytes refused one after the other: p50 %s, p95 %s, p99 %s, max %s", inTurn, len(body), p50, p95, p99, took[len(took)-1])
	// Timing is logged, not asserted: a loaded machine may pause any request. The under-10-ms figure
	// is BenchmarkMCPBatchRefused's (BENCHMARKS.md); what this test holds is that every batch is
	// refused and the heap does not grow with the flood (below).

	const flood, parallel = 2000, 32
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base, peak := ms.HeapInuse, ms.HeapInuse
	stop, sampled := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	var next atomic.Int64
	next.Store(inTurn)
	start := time.Now()
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			for i := next.Add(1) - 1; i < inTurn+flood; i = next.Add(1) - 1 {
				if _, ok := send(int(i), req, resp); !ok {
					return
				}
			}
		})
	}
	wg.Wait()
	close(stop)
	<-sampled
	if t.Failed() {
		return
	}
	grew := int64(peak) - int64(base)
	t.Logf("%d more, %d at a time: refused in %s; heap in use grew by at most %d KB", flood, parallel, time.Since(start).Round(time.Millisecond), grew>>10)
	// 32 requests in flight hold 32 bodies in fasthttp's buffers (2 MB); one of the answers the
	// attack asked for was 42 MB.
	if grew > 32<<20 {
		t.Errorf("the heap grew by %d MB during the flood", grew>>20)
	}
	// Each refusal counted once against /mcp's 600 a minute for its client: 203.0.113.1 sent 10
	// of the 2,500, and 590 more requests pass.
	wantLimit(t, hc, "203.0.113.1", 600-(inTurn+flood)/250)
}

// wantLimit sends tools/list as client until /mcp refuses it, and checks that exactly left passed.
func wantLimit(t *testing.T, hc *fasthttp.HostClient, client string, left int) {
	t.Helper()
	for i := range left + 1 {
		r := callMCP(t, hc, client, `{"jsonrpc":"2.0","id":1,"method":"ping"}`)
		if i < left && r.status != 200 {
			t.Fatalf("request %d of the %d left: %d %s", i+1, left, r.status, r.body)
		}
		if i == left && r.status != 429 {
			t.Fatalf("request %d, past the limit: %d", i+1, r.status)
		}
	}
}

func callMCP(t *testing.T, hc *fasthttp.HostClient, client, body string) httpResult {
	t.Helper()
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	req.SetRequestURI("http://" + hc.Addr + "/mcp")
	req.Header.SetMethod("POST")
	req.Header.SetContentType("application/json")
	req.Header.Set("Accept", mcpAccept)
	req.Header.Set("X-Forwarded-For", client)
	req.SetBodyString(body)
	if err := hc.Do(req, resp); err != nil {
		t.Fatal(err)
	}
	return httpResult{status: resp.StatusCode(), body: string(resp.Body())}
}

// skillTestServer serves the market, allocation and tradability routes and the skills over the
// bundled snapshot, with the default limits.
func skillTestServer(t *testing.T, cfg api.Config) (*api.Server, *skills.Skills) {
	t.Helper()
	s, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	hold := &snapshot.Holder{}
	hold.Store(s)
	srv := api.New(cfg, nil, nil, nil, prometheus.NewRegistry())
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: hold.Load})
	if err != nil {
		t.Fatal(err)
	}
	srv.Register(api.MarketRoutes{Snapshots: hold})
	srv.Register(api.AllocateRoutes{Drafter: drafter})
	locks := &quote.Locks{}
	srv.Register(api.QuoteRoutes{Locks: locks})
	sk, err := skills.New(skills.Config{BaseURL: "https://vera.test"}, skills.Deps{Snapshots: hold, Drafter: drafter, Locks: locks}, srv.SkillGate(), nil)
	if err != nil {
		t.Fatal(err)
	}
	srv.Register(api.SkillRoutes{Skills: sk})
	return srv, sk
}

// TestSkillClientsStillWork: the official MCP Go SDK's client and the a2a-go client, unmodified,
// initialize, list and call tools and send a message over HTTP, one message per request; every
// answer is far below MaxSkillAnswer.
func TestSkillClientsStillWork(t *testing.T) {
	srv, _ := skillTestServer(t, api.Config{})
	hc := serveHTTP(t, srv)
	ctx := context.Background()
	s := mcpSession(t, hc.Addr, "")
	if got := s.InitializeResult().ProtocolVersion; got != skills.MCPProtocolVersion {
		t.Errorf("negotiated %s", got)
	}
	list, err := s.ListTools(ctx, nil)
	if err != nil || len(list.Tools) == 0 {
		t.Fatalf("tools/list: %v", err)
	}
	for _, c := range []struct{ tool, args string }{
		{"trading-strategy_summary", `{}`},
		{"trading-strategy_screener", `{}`},
		{"trading-strategy_series", `{"symbol":"SPY","range":"All"}`},
		{"plain-language-allocation_draft", `{"goal":"AI for the long term","amountUsd":500}`},
	} {
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: c.tool, Arguments: json.RawMessage(c.args)})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v", c.tool, err, res)
		}
		b, _ := json.Marshal(res)
		if len(b) > api.MaxSkillAnswer/8 {
			t.Errorf("%s answers %d bytes, within 8 times of the bound %d", c.tool, len(b), api.MaxSkillAnswer)
		}
	}
	client, err := a2aclient.NewFromEndpoints(ctx, []*a2a.AgentInterface{{URL: "http://" + hc.Addr + "/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2a.Version}},
		a2aclient.WithJSONRPCTransport(&http.Client{Timeout: time.Minute}))
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("Put $500 into AI"))})
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(res); !strings.Contains(string(b), `"allocations"`) {
		t.Fatalf("A2A answer: %.300s", b)
	}
}

// BenchmarkMCPBatchRefused: the attack's batch of 1,150 tools/list calls (56 KB) and one of 10,
// refused, against the baseline of one tools/list answered; through the whole middleware chain
// in process.
func BenchmarkMCPBatchRefused(b *testing.B) {
	h := skillBenchServer(b)
	run := func(b *testing.B, path, body string, want int) {
		q := skillRequest{path: path, body: body, client: net.IPv4(198, 51, 100, 1)}
		req := q.request()
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		var rc fasthttp.RequestCtx
		q.serve(h, req, &rc)
		var out int
		for b.Loop() {
			again(h, &rc)
			if rc.Response.StatusCode() != want {
				b.Fatalf("%d %.200s", rc.Response.StatusCode(), rc.Response.Body())
			}
			out = len(rc.Response.Body())
		}
		b.ReportMetric(float64(out), "answer-bytes")
	}
	b.Run("tools-list", func(b *testing.B) { run(b, "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, 200) })
	b.Run("batch-10", func(b *testing.B) { run(b, "/mcp", batchOf(10, "tools/list"), 400) })
	b.Run("batch-1150", func(b *testing.B) { run(b, "/mcp", batchOf(1150, "tools/list"), 400) })
	b.Run("a2a-batch-1150", func(b *testing.B) { run(b, "/a2a", batchOf(1150, "SendMessage"), 400) })
}
