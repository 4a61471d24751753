package api

import (
	"bytes"
	"net"
	"net/http"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"
)

// TestSkillAnswerBounded: a protocol handler's answer up to MaxSkillAnswer is sent as it is; one
// byte more, in one write or in many, is never sent: the client gets 500 with the envelope.
func TestSkillAnswerBounded(t *testing.T) {
	chunk := bytes.Repeat([]byte("x"), 4096)
	for _, c := range []struct {
		name   string
		writes func(w http.ResponseWriter)
		status int
	}{
		{"at the bound", func(w http.ResponseWriter) { w.Write(make([]byte, MaxSkillAnswer)) }, 200},
		{"one byte over", func(w http.ResponseWriter) { w.Write(make([]byte, MaxSkillAnswer+1)) }, 500},
		{"over in small writes", func(w http.ResponseWriter) {
			for range MaxSkillAnswer/len(chunk) + 100 {
				w.Write(chunk)
			}
		}, 500},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := New(Config{}, nil, nil, nil, prometheus.NewRegistry())
			srv.Register(Routes{{Method: "POST", Path: "/skill", Limit: -1, Handler: serveHTTPHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				c.writes(w)
			}))}})
			var req fasthttp.Request
			req.SetRequestURI("http://vera.test/skill")
			req.Header.SetMethod("POST")
			var rc fasthttp.RequestCtx
			rc.Init(&req, &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}, nil)
			srv.Handler()(&rc)
			got := rc.Response.StatusCode()
			if got != c.status {
				t.Fatalf("%d, want %d", got, c.status)
			}
			if got == 500 && string(rc.Response.Body()) != `{"error":"`+MsgInternal+`"}` {
				t.Fatalf("body %.100s", rc.Response.Body())
			}
			if got == 200 && len(rc.Response.Body()) != MaxSkillAnswer {
				t.Fatalf("%d bytes sent", len(rc.Response.Body()))
			}
		})
	}
}
