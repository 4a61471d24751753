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
	"github.com/vera-invest/vera/devmode"
)

// tokenRoute is a token route with no limit (as the notifications routes) and a request with a
// valid ES256 token for it.
func tokenRoute(b *testing.B) (fasthttp.RequestHandler, *fasthttp.Request) {
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	iss, err := devmode.NewIssuer(key, testIssuer, testAudience)
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
	req := &fasthttp.Request{}
	req.SetRequestURI("http://vera.test/api/notifications")
	req.Header.Set("Authorization", "Bearer "+tok)
	return srv.Handler(), req
}

// BenchmarkHandlerToken is the token route through the whole chain, no network, the same
// token on every request (as a signed-in app polling): verified once, then remembered.
func BenchmarkHandlerToken(b *testing.B) {
	h, req := tokenRoute(b)
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	b.ReportAllocs()
	for b.Loop() {
		var rc fasthttp.RequestCtx
		rc.Init(req, remote, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
		}
	}
}

// BenchmarkHandlerTokenVsChain interleaves the two routes above request by request (a token
// route with a valid, remembered ES256 token; the public route of BenchmarkHandlerChain), so
// that load from elsewhere on the machine falls on both alike, and reports each one's time per
// request and their ratio. Target: token / chain ≤ 1.25.
func BenchmarkHandlerTokenVsChain(b *testing.B) {
	tokenH, tokenReq := tokenRoute(b)
	var chainReq fasthttp.Request
	chainReq.SetRequestURI("http://vera.test/api/screener")
	remote := &net.TCPAddr{IP: net.IPv4(198, 51, 100, 1), Port: 1}
	chainH := chainServer().Handler()
	// serve times a request with the benchmark's copy of it into a fresh context (as the
	// Handler benchmarks do) and without it (the server's own work).
	serve := func(h fasthttp.RequestHandler, req *fasthttp.Request) (all, handler time.Duration) {
		start := time.Now()
		var rc fasthttp.RequestCtx
		rc.Init(req, remote, nil)
		mid := time.Now()
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
		}
		end := time.Now()
		return end.Sub(start), end.Sub(mid)
	}
	var tokenT, chainT, tokenH2, chainH2 time.Duration
	for b.Loop() {
		a, h := serve(chainH, &chainReq)
		chainT, chainH2 = chainT+a, chainH2+h
		a, h = serve(tokenH, tokenReq)
		tokenT, tokenH2 = tokenT+a, tokenH2+h
	}
	b.ReportMetric(float64(chainT.Nanoseconds())/float64(b.N), "chain-ns/req")
	b.ReportMetric(float64(tokenT.Nanoseconds())/float64(b.N), "token-ns/req")
	b.ReportMetric(float64(tokenT)/float64(chainT), "token/chain")
	b.ReportMetric(float64(tokenH2)/float64(chainH2), "handler-token/chain")
}
