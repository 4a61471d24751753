package api_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"net"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/devmode"
)

const (
	testIssuer   = "https://issuer.test"
	testAudience = "vera-test"
)

type fixture struct {
	srv    *api.Server
	iss    *devmode.Issuer
	key    *ecdsa.PrivateKey
	now    time.Time
	called atomic.Int32
	// remembered is what GET /api/me last reported to its Remember hook.
	remembered atomic.Value
}

func newFixture(t *testing.T, cfg api.Config) *fixture {
	t.Helper()
	f := newBareFixture(t, cfg)
	f.registerTestRoutes()
	return f
}

// newBareFixture is a server with auth and the /api/me route only.
func newBareFixture(t *testing.T, cfg api.Config) *fixture {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	iss, err := devmode.NewIssuer(key, testIssuer, testAudience)
	if err != nil {
		t.Fatal(err)
	}
	ver, err := auth.NewVerifier(context.Background(), auth.VerifierConfig{Issuer: testIssuer, Audience: testAudience, Leeway: 5 * time.Second}, iss.Keys())
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{iss: iss, key: key, now: time.Unix(1_800_000_000, 0)}
	if cfg.Now == nil {
		cfg.Now = func() time.Time { return f.now }
	}
	wallets := auth.StaticWallets{"user-1": {{WalletID: "w1", Owner: "0x00000000000000000000000000000000000000a1", SmartAccount: "0x00000000000000000000000000000000000000b1"}}}
	f.srv = api.New(cfg, nil, ver, wallets, prometheus.NewRegistry())
	f.srv.Register(api.MeRoutes{Remember: func(_ context.Context, user string, accounts []string) error {
		f.remembered.Store(user + " " + strings.Join(accounts, ","))
		return nil
	}})
	return f
}

func (f *fixture) registerTestRoutes() {
	f.srv.Register(api.Routes{
		{Method: "GET", Path: "/api/market", Handler: func(c *api.Ctx) { f.called.Add(1); c.JSON(200, map[string]int{"n": 1}) }},
		{Method: "GET", Path: "/api/groves/{id}", Handler: func(c *api.Ctx) {
			f.called.Add(1)
			if c.Param("id") != "titan" {
				c.Error(404, api.MsgGroveNotFound)
				return
			}
			c.JSON(200, map[string]string{"id": c.Param("id")})
		}},
		{Method: "GET", Path: "/.well-known/agent-card.json", Handler: func(c *api.Ctx) { c.JSON(200, map[string]bool{"active": true}) }},
		{Method: "POST", Path: "/api/backtest", Handler: func(c *api.Ctx) {
			f.called.Add(1)
			var v struct{ Allocations []json.RawMessage }
			if err := api.DecodeJSON(c.PostBody(), &v); err != nil {
				c.Error(400, api.MsgInvalidBody)
				return
			}
			c.JSON(200, map[string]any{"backtest": nil})
		}},
		{Method: "POST", Path: "/api/autopilot", Auth: true, Handler: func(c *api.Ctx) { f.called.Add(1); c.JSON(200, map[string]string{"user": c.UserID()}) }},
		{Method: "GET", Path: "/api/panic", Handler: func(c *api.Ctx) { panic("boom") }},
	})
}

type response struct {
	status  int
	body    string
	headers map[string]string
}

func (f *fixture) do(t *testing.T, method, path string, opt ...func(*fasthttp.Request)) response {
	return f.doFrom(t, "203.0.113.7", method, path, opt...)
}

func (f *fixture) doFrom(t *testing.T, ip, method, path string, opt ...func(*fasthttp.Request)) response {
	t.Helper()
	var req fasthttp.Request
	req.Header.SetMethod(method)
	req.SetRequestURI("http://vera.test" + path)
	for _, o := range opt {
		o(&req)
	}
	var rc fasthttp.RequestCtx
	rc.Init(&req, &net.TCPAddr{IP: net.ParseIP(ip), Port: 40000}, nil)
	f.srv.Handler()(&rc)
	h := map[string]string{}
	for _, k := range []string{"Content-Type", "Cache-Control", "Retry-After", "Www-Authenticate", "Allow", "Access-Control-Allow-Origin", "X-Request-Id"} {
		h[k] = string(rc.Response.Header.Peek(k))
	}
	return response{rc.Response.StatusCode(), string(rc.Response.Body()), h}
}

func header(k, v string) func(*fasthttp.Request) {
	return func(r *fasthttp.Request) { r.Header.Set(k, v) }
}

func body(s string) func(*fasthttp.Request) {
	return func(r *fasthttp.Request) { r.Header.SetContentType("application/json"); r.SetBodyString(s) }
}

func bearer(tok string) func(*fasthttp.Request) { return header("Authorization", "Bearer "+tok) }

func wantError(t *testing.T, r response, status int, msg string) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d (body %s)", r.status, status, r.body)
	}
	want, _ := json.Marshal(map[string]string{"error": msg})
	if r.body != string(want) {
		t.Fatalf("body = %s, want %s", r.body, want)
	}
	if r.headers["Content-Type"] != "application/json" {
		t.Fatalf("content type = %q", r.headers["Content-Type"])
	}
	if r.headers["Cache-Control"] != api.CacheNone {
		t.Fatalf("error cache-control = %q", r.headers["Cache-Control"])
	}
}

func (f *fixture) sign(t *testing.T, method jwt.SigningMethod, key any, kid string, claims jwt.MapClaims) string {
	t.Helper()
	tok := jwt.NewWithClaims(method, claims)
	if kid != "" {
		tok.Header["kid"] = kid
	}
	s, err := tok.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestAuth(t *testing.T) {
	f := newFixture(t, api.Config{})
	realNow := time.Now()
	good, err := f.iss.Token("user-1", time.Hour, realNow)
	if err != nil {
		t.Fatal(err)
	}
	kid := strings.Split(good, ".")[0]
	var hdr struct{ Kid string }
	raw, _ := jwt.NewParser().DecodeSegment(kid)
	_ = json.Unmarshal(raw, &hdr)
	claims := func(mod func(jwt.MapClaims)) jwt.MapClaims {
		c := jwt.MapClaims{"iss": testIssuer, "aud": testAudience, "sub": "user-1", "iat": realNow.Unix(), "exp": realNow.Add(time.Hour).Unix()}
		if mod != nil {
			mod(c)
		}
		return c
	}
	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	pubDER, _ := x509.MarshalPKIXPublicKey(&f.key.PublicKey)
	pubPEM := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER})
	none := f.sign(t, jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, hdr.Kid, claims(nil))

	cases := []struct {
		name   string
		header string
		msg    string
	}{
		{"expired", "Bearer " + f.sign(t, jwt.SigningMethodES256, f.key, hdr.Kid, claims(func(c jwt.MapClaims) { c["exp"] = realNow.Add(-time.Minute).Unix() })), api.MsgInvalidToken},
		{"wrong issuer", "Bearer " + f.sign(t, jwt.SigningMethodES256, f.key, hdr.Kid, claims(func(c jwt.MapClaims) { c["iss"] = "https://evil.test" })), api.MsgInvalidToken},
		{"wrong audience", "Bearer " + f.sign(t, jwt.SigningMethodES256, f.key, hdr.Kid, claims(func(c jwt.MapClaims) { c["aud"] = "someone-else" })), api.MsgInvalidToken},
		{"no expiry", "Bearer " + f.sign(t, jwt.SigningMethodES256, f.key, hdr.Kid, claims(func(c jwt.MapClaims) { delete(c, "exp") })), api.MsgInvalidToken},
		{"alg none", "Bearer " + none, api.MsgInvalidToken},
		{"HS256 signed with the public key", "Bearer " + f.sign(t, jwt.SigningMethodHS256, pubPEM, hdr.Kid, claims(nil)), api.MsgInvalidToken},
		{"unknown kid", "Bearer " + f.sign(t, jwt.SigningMethodES256, other, "not-a-known-kid", claims(nil)), api.MsgInvalidToken},
		{"right kid, other key", "Bearer " + f.sign(t, jwt.SigningMethodES256, other, hdr.Kid, claims(nil)), api.MsgInvalidToken},
		{"missing header", "", api.MsgAuthRequired},
		{"malformed header", "Token abc", api.MsgInvalidToken},
		{"bearer without token", "Bearer ", api.MsgInvalidToken},
		{"garbage token", "Bearer not.a.jwt", api.MsgInvalidToken},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := f.called.Load()
			var opts []func(*fasthttp.Request)
			if tc.header != "" {
				opts = append(opts, header("Authorization", tc.header))
			}
			r := f.do(t, "POST", "/api/autopilot", opts...)
			wantError(t, r, 401, tc.msg)
			if r.headers["Www-Authenticate"] == "" {
				t.Error("no WWW-Authenticate header")
			}
			if f.called.Load() != before {
				t.Fatal("handler ran for a rejected token")
			}
		})
	}
	t.Run("valid", func(t *testing.T) {
		r := f.do(t, "POST", "/api/autopilot", bearer(good))
		if r.status != 200 || r.body != `{"user":"user-1"}` {
			t.Fatalf("valid token: %d %s", r.status, r.body)
		}
		if r.headers["Cache-Control"] != api.CacheNone {
			t.Fatalf("token route cache-control = %q", r.headers["Cache-Control"])
		}
	})
	t.Run("me", func(t *testing.T) {
		r := f.do(t, "GET", "/api/me", bearer(good))
		want := `{"userId":"user-1","wallets":[{"walletId":"w1","owner":"0x00000000000000000000000000000000000000a1","smartAccount":"0x00000000000000000000000000000000000000b1"}]}`
		if r.status != 200 || r.body != want {
			t.Fatalf("me: %d %s", r.status, r.body)
		}
		// The directory's smart accounts, and only the caller's, are remembered for trade notifications.
		if got := f.remembered.Load(); got != "user-1 0x00000000000000000000000000000000000000b1" {
			t.Fatalf("remembered %v", got)
		}
	})
}

func TestRateLimitPerRouteAndIP(t *testing.T) {
	f := newFixture(t, api.Config{})
	// POST /api/backtest allows 20 per 60 s per IP.
	for i := range 20 {
		if r := f.do(t, "POST", "/api/backtest", body(`{"allocations":[]}`)); r.status != 200 {
			t.Fatalf("request %d: %d", i+1, r.status)
		}
	}
	r := f.do(t, "POST", "/api/backtest", body(`{"allocations":[]}`))
	wantError(t, r, 429, api.MsgTooManyRequests)
	if r.headers["Retry-After"] != "60" {
		t.Fatalf("Retry-After = %q, want 60", r.headers["Retry-After"])
	}
	// Another IP has its own window; another route its own count.
	if r := f.doFrom(t, "198.51.100.1", "POST", "/api/backtest", body(`{}`)); r.status != 200 {
		t.Fatalf("other IP: %d", r.status)
	}
	if r := f.do(t, "GET", "/api/market"); r.status != 200 {
		t.Fatalf("other route: %d", r.status)
	}
	// Retry-After counts down, and the window resets after 60 s.
	f.now = f.now.Add(45 * time.Second)
	if r := f.do(t, "POST", "/api/backtest", body(`{}`)); r.headers["Retry-After"] != "15" {
		t.Fatalf("Retry-After after 45 s = %q, want 15", r.headers["Retry-After"])
	}
	f.now = f.now.Add(15 * time.Second)
	if r := f.do(t, "POST", "/api/backtest", body(`{}`)); r.status != 200 {
		t.Fatalf("after the window: %d", r.status)
	}
}

func TestRateLimitUnlimitedRoute(t *testing.T) {
	f := newFixture(t, api.Config{})
	for i := range 500 {
		if r := f.do(t, "GET", "/.well-known/agent-card.json"); r.status != 200 {
			t.Fatalf("request %d: %d", i+1, r.status)
		}
	}
}

func TestForwardedFor(t *testing.T) {
	proxy := netip.MustParsePrefix("10.0.0.0/8")
	f := newFixture(t, api.Config{TrustedProxies: []netip.Prefix{proxy}})
	exhaust := func(ip string, opts ...func(*fasthttp.Request)) int {
		last := 0
		for range 61 {
			last = f.doFrom(t, ip, "GET", "/api/market", opts...).status
		}
		return last
	}
	// Behind a trusted proxy each forwarded client gets its own window.
	if s := exhaust("10.1.1.1", header("X-Forwarded-For", "198.51.100.10")); s != 429 {
		t.Fatalf("client A: last status %d, want 429", s)
	}
	if s := f.doFrom(t, "10.1.1.1", "GET", "/api/market", header("X-Forwarded-For", "198.51.100.11")).status; s != 200 {
		t.Fatalf("client B behind the same proxy: %d, want 200", s)
	}
	// A spoofed left-most entry does not escape: the right-most untrusted hop counts.
	if s := f.doFrom(t, "10.1.1.1", "GET", "/api/market", header("X-Forwarded-For", "1.2.3.4, 198.51.100.10, 10.2.2.2")).status; s != 429 {
		t.Fatalf("spoofed chain: %d, want 429", s)
	}
	// An untrusted peer's X-Forwarded-For is ignored: rotating it does not help.
	for i := range 60 {
		f.doFrom(t, "192.0.2.50", "GET", "/api/market", header("X-Forwarded-For", "198.51.100."+string(rune('0'+i%10))))
	}
	if s := f.doFrom(t, "192.0.2.50", "GET", "/api/market", header("X-Forwarded-For", "203.0.113.99")).status; s != 429 {
		t.Fatalf("untrusted peer with rotating XFF: %d, want 429", s)
	}
}

func TestErrorPaths(t *testing.T) {
	f := newFixture(t, api.Config{})
	wantError(t, f.do(t, "GET", "/nope"), 404, api.MsgNotFound)
	r := f.do(t, "DELETE", "/api/market")
	wantError(t, r, 405, api.MsgMethodNotAllowed)
	if r.headers["Allow"] != "GET, HEAD, OPTIONS" {
		t.Fatalf("Allow = %q", r.headers["Allow"])
	}
	wantError(t, f.do(t, "GET", "/api/groves/nope"), 404, api.MsgGroveNotFound)
	wantError(t, f.do(t, "GET", "/api/panic"), 500, api.MsgInternal)
	wantError(t, f.do(t, "POST", "/api/backtest", body(`{"allocations":`)), 400, api.MsgInvalidBody)
	wantError(t, f.do(t, "POST", "/api/backtest", body(`{} {}`)), 400, api.MsgInvalidBody)
	wantError(t, f.do(t, "POST", "/api/backtest", body(``)), 400, api.MsgInvalidBody)
	wantError(t, f.do(t, "POST", "/api/backtest", body(`{"allocations":[`+strings.Repeat(`{"symbol":"AAPL"},`, 5000)+`{}]}`)), 413, api.MsgBodyTooLarge)
}

func TestBodyTooLargeAtTransport(t *testing.T) {
	f := newFixture(t, api.Config{MaxBody: 1024})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.ListenAndServe(ctx, ln, 5*time.Second) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	}()
	var req fasthttp.Request
	var resp fasthttp.Response
	req.SetRequestURI("http://" + ln.Addr().String() + "/api/backtest")
	req.Header.SetMethod("POST")
	req.SetBodyString(`{"x":"` + strings.Repeat("a", 4096) + `"}`)
	if err := fasthttp.DoTimeout(&req, &resp, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode() != 413 || string(resp.Body()) != `{"error":"Request body too large."}` || string(resp.Header.ContentType()) != "application/json" {
		t.Fatalf("got %d %q %q", resp.StatusCode(), resp.Body(), resp.Header.ContentType())
	}
}

func TestCacheHeaders(t *testing.T) {
	f := newFixture(t, api.Config{})
	cases := []struct{ path, want string }{
		{"/.well-known/agent-card.json", "public, s-maxage=3600, stale-while-revalidate=21600"},
		{"/api/groves/titan", "public, s-maxage=60"},
		{"/api/market", api.CacheRevalidate},
	}
	for _, tc := range cases {
		if r := f.do(t, "GET", tc.path); r.headers["Cache-Control"] != tc.want {
			t.Errorf("%s: Cache-Control %q, want %q", tc.path, r.headers["Cache-Control"], tc.want)
		}
	}
	for key, pol := range map[string]api.Policy{
		"GET /api/balance-history": {Limit: 120, Cache: "public, s-maxage=300"},
		"GET /api/tradability":     {Limit: 120, Cache: "public, s-maxage=300"},
		"GET /api/groves":          {Limit: 120, Cache: "public, s-maxage=60"},
		"POST /api/autopilot/run":  {Limit: 6, Cache: api.CacheNone},
		"GET /api/notifications":   {Limit: 0, Cache: api.CacheNone},
		"GET /api/strategies":      {Limit: 30, Cache: api.CacheRevalidate},
		"GET /api/vera-record":     {Limit: 30, Cache: api.CacheRevalidate},
		"GET /api/prices":          {Limit: 60, Cache: api.CacheRevalidate},
		"GET /api/screener":        {Limit: 60, Cache: api.CacheRevalidate},
		"GET /api/themes":          {Limit: 120, Cache: api.CacheRevalidate},
		"POST /api/autopilot":      {Limit: 20, Cache: api.CacheNone},
	} {
		if got := api.DefaultPolicies()[key]; got != pol {
			t.Errorf("policy %s = %+v, want the spec's %+v", key, got, pol)
		}
	}
}

func TestCORSAndRequestID(t *testing.T) {
	f := newFixture(t, api.Config{CORSOrigins: []string{"https://app.vera.test"}})
	r := f.do(t, "OPTIONS", "/api/backtest", header("Origin", "https://app.vera.test"))
	if r.status != 204 || r.headers["Access-Control-Allow-Origin"] != "https://app.vera.test" {
		t.Fatalf("preflight: %d %q", r.status, r.headers["Access-Control-Allow-Origin"])
	}
	if r := f.do(t, "GET", "/api/market", header("Origin", "https://evil.test")); r.headers["Access-Control-Allow-Origin"] != "" {
		t.Fatal("CORS allowed an unlisted origin")
	}
	if r := f.do(t, "GET", "/api/market", header("X-Request-Id", "abc-123")); r.headers["X-Request-Id"] != "abc-123" {
		t.Fatalf("request id not echoed: %q", r.headers["X-Request-Id"])
	}
	if r := f.do(t, "GET", "/api/market"); r.headers["X-Request-Id"] == "" {
		t.Fatal("no request id generated")
	}
}

func TestHealth(t *testing.T) {
	f := newFixture(t, api.Config{})
	if r := f.do(t, "GET", "/healthz"); r.status != 200 {
		t.Fatalf("healthz: %d", r.status)
	}
	if r := f.do(t, "GET", "/readyz"); r.status != 200 {
		t.Fatalf("readyz: %d %s", r.status, r.body)
	}
	f.srv.AddReadyCheck("clickhouse", func(context.Context) error { return context.DeadlineExceeded })
	if r := f.do(t, "GET", "/readyz"); r.status != 503 || strings.Contains(r.body, "deadline") {
		t.Fatalf("readyz with a failing check: %d %s", r.status, r.body)
	}
}
