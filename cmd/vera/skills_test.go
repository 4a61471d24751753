package main

import (
	"encoding/json"
	"net"
	"strings"
	"testing"

	"github.com/valyala/fasthttp"
)

// TestDevServesTheSkills: `vera dev` mounts every tool, and its registration file lists the MCP and
// A2A endpoints.
func TestDevServesTheSkills(t *testing.T) {
	a, _ := buildTestDev(t)
	srv, err := a.server()
	if err != nil {
		t.Fatal(err)
	}
	do := func(method, path, body string) []byte {
		var req fasthttp.Request
		req.Header.SetMethod(method)
		req.SetRequestURI("http://127.0.0.1:8080" + path)
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.SetContentType("application/json")
		req.SetBodyString(body)
		var rc fasthttp.RequestCtx
		rc.Init(&req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}, nil)
		srv.Handler()(&rc)
		if rc.Response.StatusCode() != 200 {
			t.Fatalf("%s %s: %d %s", method, path, rc.Response.StatusCode(), rc.Response.Body())
		}
		return append([]byte(nil), rc.Response.Body()...)
	}
	var list struct {
		Result struct {
			Tools []struct{ Name string }
		}
	}
	if err := json.Unmarshal(do("POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`), &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Result.Tools) != 24 {
		t.Errorf("dev serves %d tools, want all 24: %+v", len(list.Result.Tools), list.Result.Tools)
	}
	reg := string(do("GET", "/.well-known/agent-registration.json", ""))
	for _, want := range []string{`{"name":"MCP","endpoint":"http://127.0.0.1:8080/mcp","version":"2026-07-28"}`,
		`{"name":"A2A","endpoint":"http://127.0.0.1:8080/.well-known/a2a-agent-card.json","version":"1.0"}`} {
		if !strings.Contains(reg, want) {
			t.Errorf("registration file without %s: %s", want, reg)
		}
	}
}
