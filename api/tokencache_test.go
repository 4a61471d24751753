package api_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/devmode"
)

// TestRememberedTokenAttacks attacks the verified-token cache through a token route: a token
// that verified (and is remembered) is replayed after its key was revoked; a token with the
// same claims and kid under another signature is sent while the real one is remembered; and a
// remembered token comes from an address over its bad-token limit. Each must be refused.
func TestRememberedTokenAttacks(t *testing.T) {
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	iss, err := devmode.NewIssuer(key, testIssuer, testAudience)
	if err != nil {
		t.Fatal(err)
	}
	keys := iss.Keys().(*auth.KeySet)
	ver, err := auth.NewVerifier(context.Background(), auth.VerifierConfig{Issuer: testIssuer, Audience: testAudience}, keys)
	if err != nil {
		t.Fatal(err)
	}
	srv := api.New(api.Config{TrustedProxies: loopbackProxy}, nil, ver, nil, prometheus.NewRegistry())
	srv.Register(api.Routes{{Method: "GET", Path: "/api/notifications", Auth: true, Handler: func(c *api.Ctx) {
		c.JSON(200, map[string]string{"user": c.UserID()})
	}}})
	hc := serveHTTP(t, srv)
	const invalid = `{"error":"Invalid or expired access token."}`

	good, err := iss.Token("victim", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 { // verified once, then remembered
		if r := call(t, hc, "198.51.100.7", "GET", "/api/notifications", good, ""); r.status != 200 || r.body != `{"user":"victim"}` {
			t.Fatalf("request %d with the real token: %d %s", i+1, r.status, r.body)
		}
	}

	// Same claims and kid, another key's signature: another hash, a full check, refused.
	parsed, _, err := jwt.NewParser().ParseUnverified(good, &jwt.RegisteredClaims{})
	if err != nil {
		t.Fatal(err)
	}
	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	forgedTok := jwt.NewWithClaims(jwt.SigningMethodES256, parsed.Claims)
	forgedTok.Header["kid"] = parsed.Header["kid"]
	forged, err := forgedTok.SignedString(other)
	if err != nil {
		t.Fatal(err)
	}
	if r := call(t, hc, "198.51.100.8", "GET", "/api/notifications", forged, ""); r.status != 401 || r.body != invalid {
		t.Fatalf("forged token while the real one is remembered: %d %s", r.status, r.body)
	}

	// An address over its bad-token limit is refused before any check, remembered token or not.
	for range api.FailedAuthLimit {
		call(t, hc, "198.51.100.9", "GET", "/api/notifications", forged, "")
	}
	if r := call(t, hc, "198.51.100.9", "GET", "/api/notifications", good, ""); r.status != 429 {
		t.Fatalf("remembered token from an address over its bad-token limit: %d %s", r.status, r.body)
	}

	// The key is revoked: the remembered token stops working at once.
	if ok, err := keys.KeyDelete(context.Background(), parsed.Header["kid"].(string)); !ok || err != nil {
		t.Fatalf("revoke the key: %v %v", ok, err)
	}
	if r := call(t, hc, "198.51.100.7", "GET", "/api/notifications", good, ""); r.status != 401 || r.body != invalid {
		t.Fatalf("remembered token after its key was revoked: %d %s", r.status, r.body)
	}
}
