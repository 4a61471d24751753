package api_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"net"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
)

// BenchmarkHandlerToken is a token route with no limit (as the notifications routes) and a
// valid ES256 token through the whole chain, no network: the signature check dominates.
func BenchmarkHandlerToken(b *testing.B) {
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	iss, err := auth.NewDevIssuer(key, testIssuer, testAudience)
	if err != nil {
		b.Fatal(err)
	}
	ver, err := auth.NewVerifier(context.Background(), auth.VerifierConfig{Issuer: testIssuer, Audience: testAudience}, iss.Keys())
	if err != nil {
		b.Fatal(err)
	}
	srv := api.New(api.Config{}, nil, ver, nil, prometheus.NewRegistry())
	srv.Register(api.Routes{{Method: "GET", Path: "/api/notifications", Auth: true, Handler: func(c *api.Ctx) {
		c.RawJSON(200, payload)
	}}})
	tok, err := iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	var req fasthttp.Request
	req.SetRequestURI("http://vera.test/api/notifications")
	req.Header.Set("Authorization", "Bearer "+tok)
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	h := srv.Handler()
	b.ReportAllocs()
	for b.Loop() {
		var rc fasthttp.RequestCtx
		rc.Init(&req, remote, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
		}
	}
}
