package api_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/MicahParks/jwkset"
	"github.com/golang-jwt/jwt/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/devmode"
)

// loopbackProxy trusts the test client's own address, so that X-Forwarded-For names the
// client each request comes from: the way the service sees clients behind its load balancer.
var loopbackProxy = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}

// serveHTTP runs srv on a loopback listener until the test ends.
func serveHTTP(t testing.TB, srv *api.Server) *fasthttp.HostClient {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.ListenAndServe(ctx, ln, 5*time.Second) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	// A request past MaxConns waits for a connection rather than failing: a loaded machine returns
	// them late.
	return &fasthttp.HostClient{Addr: ln.Addr().String(), MaxConns: 64, MaxConnWaitTimeout: 30 * time.Second, ReadTimeout: 30 * time.Second}
}

type httpResult struct {
	status     int
	body       string
	retryAfter string
}

// call sends one request over HTTP as the client at addr (through the trusted proxy).
func call(t *testing.T, hc *fasthttp.HostClient, client, method, path, token, reqBody string) httpResult {
	t.Helper()
	req := fasthttp.AcquireRequest()
	resp := fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	req.SetRequestURI("http://" + hc.Addr + path)
	req.Header.SetMethod(method)
	req.Header.Set("X-Forwarded-For", client)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if reqBody != "" {
		req.Header.SetContentType("application/json")
		req.SetBodyString(reqBody)
	}
	if err := hc.Do(req, resp); err != nil {
		t.Errorf("%s %s as %s: %v", method, path, client, err)
		return httpResult{}
	}
	return httpResult{resp.StatusCode(), string(resp.Body()), string(resp.Header.Peek("Retry-After"))}
}

// randomIn is a random address inside prefix.
func randomIn(t *testing.T, prefix string) string {
	p := netip.MustParsePrefix(prefix)
	b := p.Addr().As16()
	var r [16]byte
	if _, err := rand.Read(r[:]); err != nil {
		t.Error(err)
	}
	for i := p.Bits() / 8; i < 16; i++ {
		b[i] = r[i]
	}
	return netip.AddrFrom16(b).String()
}

// The attack: 500 backtests, each from another address of one IPv6 /64, against a limit of
// 20 a minute per client.
func TestLimitKeysIPv6ClientsBySlash64(t *testing.T) {
	f := newFixture(t, api.Config{TrustedProxies: loopbackProxy})
	hc := serveHTTP(t, f.srv)
	seen := map[string]bool{}
	served, limited := 0, 0
	for range 500 {
		addr := randomIn(t, "2001:db8:5:6::/64")
		seen[addr] = true
		switch r := call(t, hc, addr, "POST", "/api/backtest", "", `{"allocations":[]}`); r.status {
		case 200:
			served++
		case 429:
			limited++
			if r.body != `{"error":"Too many requests. Please slow down a moment."}` || r.retryAfter == "" {
				t.Fatalf("429: %s, Retry-After %q", r.body, r.retryAfter)
			}
		default:
			t.Fatalf("status %d: %s", r.status, r.body)
		}
	}
	if len(seen) < 490 || served != 20 || limited != 500-20 {
		t.Fatalf("%d addresses of one /64: %d served, %d limited; want 20 served", len(seen), served, limited)
	}
	// The next /64 is another client.
	if r := call(t, hc, "2001:db8:5:7::1", "POST", "/api/backtest", "", `{}`); r.status != 200 {
		t.Fatalf("neighbouring /64: %d", r.status)
	}

	// IPv4 clients count by the full address, and an IPv4-mapped IPv6 address is that IPv4 client.
	for i := range 20 {
		client := "198.51.100.20"
		if i%2 == 0 {
			client = "::ffff:198.51.100.20"
		}
		if r := call(t, hc, client, "POST", "/api/backtest", "", `{}`); r.status != 200 {
			t.Fatalf("request %d of 198.51.100.20: %d", i+1, r.status)
		}
	}
	for _, client := range []string{"198.51.100.20", "::ffff:198.51.100.20"} {
		if r := call(t, hc, client, "POST", "/api/backtest", "", `{}`); r.status != 429 {
			t.Fatalf("%s after 20: %d, want 429", client, r.status)
		}
	}
	if r := call(t, hc, "198.51.100.21", "POST", "/api/backtest", "", `{}`); r.status != 200 {
		t.Fatalf("the next IPv4 address: %d", r.status)
	}

	// A client that dials from its own addresses (no proxy) is keyed the same way.
	g := newFixture(t, api.Config{})
	served = 0
	for range 100 {
		if g.doFrom(t, randomIn(t, "2001:db8:9:9::/64"), "GET", "/api/market").status == 200 {
			served++
		}
	}
	if served != 60 {
		t.Fatalf("dialing from 100 addresses of one /64: %d served, want the limit of 60", served)
	}
}

// countingKeys counts key lookups: a token that gets one may get a signature check.
type countingKeys struct {
	jwkset.Storage
	reads atomic.Int64
}

func (c *countingKeys) KeyRead(ctx context.Context, kid string) (jwkset.JWK, error) {
	c.reads.Add(1)
	return c.Storage.KeyRead(ctx, kid)
}

// The attack: 500 forged tokens from one client, and as many from addresses rotating inside
// one /64, while a real user on another address keeps working.
func TestForgedTokenFloodIsLimitedPerClient(t *testing.T) {
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	iss, err := devmode.NewIssuer(key, testIssuer, testAudience)
	if err != nil {
		t.Fatal(err)
	}
	keys := &countingKeys{Storage: iss.Keys()}
	ver, err := auth.NewVerifier(context.Background(), auth.VerifierConfig{Issuer: testIssuer, Audience: testAudience}, keys)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_000, 0)
	srv := api.New(api.Config{TrustedProxies: loopbackProxy, Now: func() time.Time { return now }}, nil, ver, nil, prometheus.NewRegistry())
	var handled atomic.Int64
	ok := func(c *api.Ctx) { handled.Add(1); c.JSON(200, map[string]string{"user": c.UserID()}) }
	srv.Register(api.Routes{
		{Method: "POST", Path: "/api/autopilot", Auth: true, Handler: ok},
		{Method: "GET", Path: "/api/notifications", Auth: true, Handler: ok},
	})
	if pol, _ := srv.EffectivePolicy("GET", "/api/notifications"); pol.Limit != 0 {
		t.Fatalf("notifications limit %d, want none", pol.Limit)
	}
	hc := serveHTTP(t, srv)

	// Forged tokens: the issuer's key id with another key's signature, valid-looking claims.
	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	good, err := iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	var hdr struct{ Kid string }
	raw, _ := jwt.NewParser().DecodeSegment(strings.Split(good, ".")[0])
	_ = json.Unmarshal(raw, &hdr)
	forge := func() string {
		tok := jwt.NewWithClaims(jwt.SigningMethodES256, jwt.MapClaims{
			"iss": testIssuer, "aud": testAudience, "sub": "victim", "iat": time.Now().Unix(), "exp": time.Now().Add(time.Hour).Unix(),
		})
		tok.Header["kid"] = hdr.Kid
		s, err := tok.SignedString(other)
		if err != nil {
			t.Error(err)
		}
		return s
	}
	forged := forge()

	attackers := map[string]func() string{
		"one IPv4 address":     func() string { return "198.51.100.66" },
		"addresses of one /64": func() string { return randomIn(t, "2001:db8:66::/64") },
	}
	type tally struct{ unauthorized, limited, other atomic.Int64 }
	tallies := map[string]*tally{}
	var wg sync.WaitGroup
	stopUser := make(chan struct{})
	userErrs := make(chan string, 1)
	// The real user, meanwhile, on another address: notifications have no limit for a valid token.
	var userCalls atomic.Int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stopUser:
				return
			default:
			}
			if r := call(t, hc, "203.0.113.5", "GET", "/api/notifications", good, ""); r.status != 200 {
				select {
				case userErrs <- fmt.Sprintf("real user during the flood: %d %s", r.status, r.body):
				default:
				}
				return
			}
			userCalls.Add(1)
		}
	}()
	var floods sync.WaitGroup
	for name, from := range attackers {
		ty := &tally{}
		tallies[name] = ty
		for w := range 4 {
			floods.Add(1)
			go func() {
				defer floods.Done()
				for range 500 / 4 {
					tok := forged
					if w == 0 {
						tok = forge()
					}
					r := call(t, hc, from(), "POST", "/api/autopilot", tok, "{}")
					switch {
					case r.status == 401 && r.body == `{"error":"Invalid or expired access token."}`:
						ty.unauthorized.Add(1)
					case r.status == 429 && r.retryAfter != "":
						ty.limited.Add(1)
					default:
						ty.other.Add(1)
					}
				}
			}()
		}
	}
	floods.Wait()
	close(stopUser)
	wg.Wait()
	select {
	case msg := <-userErrs:
		t.Fatal(msg)
	default:
	}
	for name, ty := range tallies {
		if ty.unauthorized.Load() != api.FailedAuthLimit || ty.limited.Load() != 500-api.FailedAuthLimit || ty.other.Load() != 0 {
			t.Errorf("%s: %d refused, %d limited, %d other; want %d refused then 429",
				name, ty.unauthorized.Load(), ty.limited.Load(), ty.other.Load(), api.FailedAuthLimit)
		}
	}
	// Every forged token past the limit was refused before its key was even looked up; the
	// real user's requests each looked one up.
	if reads, want := keys.reads.Load(), int64(2*api.FailedAuthLimit)+userCalls.Load(); reads != want {
		t.Errorf("key lookups = %d, want %d (%d per attacker, one per real request)", reads, want, api.FailedAuthLimit)
	}
	if handled.Load() != userCalls.Load() {
		t.Fatalf("handlers ran %d times for %d real requests", handled.Load(), userCalls.Load())
	}

	// The real user keeps the per-user limit of its routes, and no limit on notifications.
	for i := range 20 {
		if r := call(t, hc, "203.0.113.5", "POST", "/api/autopilot", good, "{}"); r.status != 200 {
			t.Fatalf("real user's autopilot request %d: %d", i+1, r.status)
		}
	}
	if r := call(t, hc, "203.0.113.5", "POST", "/api/autopilot", good, "{}"); r.status != 429 {
		t.Fatalf("real user's 21st autopilot request: %d, want the per-user 429", r.status)
	}
	for range 200 {
		if r := call(t, hc, "203.0.113.5", "GET", "/api/notifications", good, ""); r.status != 200 {
			t.Fatalf("notifications: %d", r.status)
		}
	}
	// The limited address is limited for everyone behind it until the window ends.
	if r := call(t, hc, "198.51.100.66", "GET", "/api/notifications", good, ""); r.status != 429 {
		t.Fatalf("valid token from the limited address: %d, want 429", r.status)
	}
	// A missing token costs no verification and is not counted.
	for range 50 {
		if r := call(t, hc, "203.0.113.9", "GET", "/api/notifications", "", ""); r.status != 401 {
			t.Fatalf("no token: %d", r.status)
		}
	}
	if r := call(t, hc, "203.0.113.9", "GET", "/api/notifications", good, ""); r.status != 200 {
		t.Fatalf("valid token after 50 missing ones: %d", r.status)
	}
}

// provider is an identity provider's JWKS endpoint whose signing key can be rotated.
type provider struct {
	mu      sync.Mutex
	key     *ecdsa.PrivateKey
	kid     string
	jwks    []byte
	fetches atomic.Int64
}

func newProvider(t *testing.T) *provider {
	p := &provider{}
	p.rotate(t)
	return p
}

// rotate replaces the signing key; the old one leaves the set at once.
func (p *provider) rotate(t *testing.T) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	kid := fmt.Sprintf("key-%x", key.X.Bytes()[:6])
	jwk, err := jwkset.NewJWKFromKey(&key.PublicKey, jwkset.JWKOptions{
		Metadata: jwkset.JWKMetadataOptions{ALG: jwkset.AlgES256, KID: kid, USE: jwkset.UseSig},
	})
	if err != nil {
		t.Fatal(err)
	}
	set := jwkset.NewMemoryStorage()
	if err := set.KeyWrite(context.Background(), jwk); err != nil {
		t.Fatal(err)
	}
	b, err := set.JSONPublic(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	p.key, p.kid, p.jwks = key, kid, b
	p.mu.Unlock()
}

func (p *provider) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	p.fetches.Add(1)
	p.mu.Lock()
	b := p.jwks
	p.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

func (p *provider) token(t *testing.T, sub string) string {
	p.mu.Lock()
	key, kid := p.key, p.kid
	p.mu.Unlock()
	return signed(t, key, kid, sub)
}

func signed(t *testing.T, key *ecdsa.PrivateKey, kid, sub string) string {
	tok := jwt.NewWithClaims(jwt.SigningMethodES256, jwt.MapClaims{
		"iss": testIssuer, "aud": testAudience, "sub": sub, "iat": time.Now().Unix(), "exp": time.Now().Add(time.Hour).Unix(),
	})
	tok.Header["kid"] = kid
	s, err := tok.SignedString(key)
	if err != nil {
		t.Error(err)
	}
	return s
}

func remoteFixture(t *testing.T, p *provider, minInterval time.Duration) *fasthttp.HostClient {
	t.Helper()
	jwks := httptest.NewServer(p)
	t.Cleanup(jwks.Close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	keys, err := auth.NewRemoteKeys(ctx, auth.RemoteKeysConfig{URL: jwks.URL, MinInterval: minInterval})
	if err != nil {
		t.Fatal(err)
	}
	ver, err := auth.NewVerifier(ctx, auth.VerifierConfig{Issuer: testIssuer, Audience: testAudience}, keys)
	if err != nil {
		t.Fatal(err)
	}
	srv := api.New(api.Config{TrustedProxies: loopbackProxy}, nil, ver, nil, prometheus.NewRegistry())
	srv.Register(api.Routes{{Method: "GET", Path: "/api/notifications", Auth: true, Handler: func(c *api.Ctx) {
		c.JSON(200, map[string]string{"user": c.UserID()})
	}}})
	return serveHTTP(t, srv)
}

// The attack: junk tokens with random key ids, each from another client (a botnet, or
// addresses from many /64s), keep asking for the key set while the identity provider rotates
// its key. A real token signed with the new key is accepted on its first request, and the
// provider is fetched no more often than the minimum interval allows.
func TestKeyRotationDuringUnknownKidFlood(t *testing.T) {
	const minInterval = 100 * time.Millisecond
	p := newProvider(t)
	start := time.Now()
	hc := remoteFixture(t, p, minInterval)
	if r := call(t, hc, "203.0.113.5", "GET", "/api/notifications", p.token(t, "user-1"), ""); r.status != 200 {
		t.Fatalf("before the rotation: %d %s", r.status, r.body)
	}

	junkKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	stop := make(chan struct{})
	var flood sync.WaitGroup
	var junkSent, junkAccepted atomic.Int64
	for w := range 16 {
		flood.Add(1)
		go func() {
			defer flood.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				client := randomIn(t, "2001:db8::/32")
				if w%2 == 1 {
					client = randomIn(t, "198.18.0.0/15")
				}
				n, _ := rand.Int(rand.Reader, big.NewInt(1<<62))
				r := call(t, hc, client, "GET", "/api/notifications", signed(t, junkKey, "junk-"+n.String(), "victim"), "")
				junkSent.Add(1)
				if r.status == 200 {
					junkAccepted.Add(1)
				}
			}
		}()
	}
	// Let the junk keep the refresher busy for a few fetches.
	for before := p.fetches.Load(); p.fetches.Load() < before+3; {
		time.Sleep(10 * time.Millisecond)
	}

	p.rotate(t)
	// Real users, during the flood, with the new key.
	for i, client := range []string{"203.0.113.6", "2001:db8:ffff::1", "203.0.113.7"} {
		if r := call(t, hc, client, "GET", "/api/notifications", p.token(t, fmt.Sprintf("user-%d", i)), ""); r.status != 200 {
			t.Fatalf("real token %d with the new key during the flood: %d %s", i+1, r.status, r.body)
		}
	}
	close(stop)
	flood.Wait()
	elapsed := time.Since(start)
	if junkAccepted.Load() != 0 {
		t.Fatalf("%d junk tokens accepted", junkAccepted.Load())
	}
	// Fetches start at least minInterval apart, plus the first one.
	if f, most := p.fetches.Load(), 1+int64(elapsed/minInterval)+1; f > most {
		t.Fatalf("%d JWKS fetches in %v for %d junk tokens, want at most %d", f, elapsed, junkSent.Load(), most)
	}
	t.Logf("%d junk tokens from as many clients, %d JWKS fetches in %v", junkSent.Load(), p.fetches.Load(), elapsed)
}

// One client's unknown key ids may ask for KeyRefreshLimit fetches per window; the rest
// fail at once.
func TestUnknownKidRefreshesBoundedPerClient(t *testing.T) {
	p := newProvider(t)
	hc := remoteFixture(t, p, time.Millisecond)
	junkKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	for i := range 15 {
		r := call(t, hc, "198.51.100.9", "GET", "/api/notifications", signed(t, junkKey, fmt.Sprintf("junk-%d", i), "victim"), "")
		if r.status != 401 {
			t.Fatalf("junk %d: %d", i+1, r.status)
		}
	}
	if f := p.fetches.Load(); f != 1+api.KeyRefreshLimit {
		t.Fatalf("JWKS fetches = %d, want the first one and %d asked for by one client", f, api.KeyRefreshLimit)
	}
	// A rotation seen first by another client's real token is fetched for it at once.
	p.rotate(t)
	if r := call(t, hc, "198.51.100.10", "GET", "/api/notifications", p.token(t, "user-1"), ""); r.status != 200 {
		t.Fatalf("real token after the rotation: %d %s", r.status, r.body)
	}
	if f := p.fetches.Load(); f != 2+api.KeyRefreshLimit {
		t.Fatalf("JWKS fetches = %d, want %d", f, 2+api.KeyRefreshLimit)
	}
}

// /metrics is served on its own listener only: the public API answers 404 for it.
func TestMetricsOnTheirOwnListener(t *testing.T) {
	reg := prometheus.NewRegistry()
	srv := api.New(api.Config{}, nil, nil, nil, reg)
	srv.Register(api.Routes{{Method: "GET", Path: "/api/market", Handler: func(c *api.Ctx) { c.JSON(200, map[string]int{"n": 1}) }}})
	public := serveHTTP(t, srv)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- api.ServeMetrics(ctx, ln, reg) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("metrics shutdown: %v", err)
		}
	}()
	private := &fasthttp.HostClient{Addr: ln.Addr().String()}

	if r := call(t, public, "198.51.100.1", "GET", "/api/market", "", ""); r.status != 200 {
		t.Fatalf("market: %d", r.status)
	}
	if r := call(t, public, "198.51.100.1", "GET", "/metrics", "", ""); r.status != 404 || r.body != `{"error":"Not found."}` {
		t.Fatalf("/metrics on the public listener: %d %s", r.status, r.body)
	}
	r := call(t, private, "", "GET", "/metrics", "", "")
	if r.status != 200 || !strings.Contains(r.body, `vera_http_requests_total{code="200",route="GET /api/market"} 1`) {
		t.Fatalf("/metrics on its listener: %d\n%s", r.status, r.body)
	}
	if r := call(t, private, "", "GET", "/api/market", "", ""); r.status != 404 {
		t.Fatalf("the metrics listener served an API path: %d", r.status)
	}
	if r := call(t, private, "", "POST", "/metrics", "", "x"); r.status != 405 {
		t.Fatalf("POST /metrics: %d", r.status)
	}
}
