package main

import (
	"context"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
)

// TestServeHasNoDevSignIn runs `vera serve` (on loopback, against a devnet, a JWKS and a wallets
// file) and shows that the dev sign-in, the dev wallet and the demo's funding do not exist there:
// each answers 404, even to a valid token from loopback, and the pages do not offer them; /demo
// explains the demo and links to the app instead.
func TestServeHasNoDevSignIn(t *testing.T) {
	dir := t.TempDir()
	manifest := filepath.Join(dir, "devnet.json")
	d := devnettest.Start(t, devnet.Config{ListenAddr: "127.0.0.1:0", ManifestPath: manifest})
	iss, jwksURL := testIdentityProvider(t, dir)
	wallets := filepath.Join(dir, "wallets.json")
	if err := os.WriteFile(wallets, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	dsn := droppedTestDSN(t)
	addr := freeLoopbackAddr(t)
	args := []string{"--addr", addr, "--metrics-addr", "off", "--clickhouse-dsn", dsn, "--data-dir", dir, "--log-level", "error",
		"--rpc-url", d.Manifest().RPCURL, "--manifest", manifest, "--agent-key", hex.EncodeToString(crypto.FromECDSA(devnet.AgentKey())),
		"--auth-issuer", "https://issuer.test", "--auth-audience", "vera-test", "--auth-jwks-url", jwksURL,
		"--wallets-file", wallets, "--public-rpc-url", d.Manifest().RPCURL}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- runServe(ctx, args) }()
	t.Cleanup(func() { cancel(); <-done })

	base := "http://" + addr
	waitAnswers(t, base+"/healthz", 60*time.Second, done)
	tok, err := iss.Token("someone", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/dev/sign-in", "/dev/wallet", "/dev/fund"} {
		req, _ := http.NewRequest("POST", base+path, strings.NewReader(`{"userId":"demo-1","jsonrpc":"2.0","id":1,"method":"eth_accounts"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+tok)
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.StatusCode != 404 {
			t.Errorf("vera serve answers POST %s with %d %s, want 404", path, r.StatusCode, body)
		}
	}
	r, err := http.Get(base + "/app")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != 200 || !strings.Contains(string(page), `"devSignIn":false`) || !strings.Contains(string(page), d.Manifest().RPCURL) {
		t.Errorf("vera serve's /app: %d, dev sign-in offered or the public RPC missing:\n%s", r.StatusCode, page)
	}
	serveDemoExplains(t, base)
}

// testIdentityProvider is an identity provider for serve: an issuer (key in dir) of tokens for
// issuer https://issuer.test and audience vera-test, and the URL of its JWKS, served until the test ends.
func testIdentityProvider(t testing.TB, dir string) (*devmode.Issuer, string) {
	t.Helper()
	iss, err := devmode.LoadIssuer(filepath.Join(dir, "issuer.pem"), "https://issuer.test", "vera-test")
	if err != nil {
		t.Fatal(err)
	}
	jwks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := iss.JWKS(r.Context())
		w.Header().Set("Content-Type", "application/json")
		w.Write(b)
	}))
	t.Cleanup(jwks.Close)
	return iss, jwks.URL
}
