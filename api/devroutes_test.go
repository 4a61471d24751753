package api_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
)

// devFixture is `vera dev` started with --trusted-proxies 127.0.0.1/32: the dev sign-in, the dev
// wallet and the demo's funding on a devnet (user-1's owner is funded).
func devFixture(t *testing.T) *fixture {
	t.Helper()
	f := newBareFixture(t, api.Config{TrustedProxies: loopbackProxy, Now: time.Now})
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	f.srv.Register(devmode.Routes{Issuer: f.iss, Wallet: &devmode.WalletRPC{ChainID: devnet.ChainID,
		Key: func(_ context.Context, userID string) (*ecdsa.PrivateKey, error) {
			return devnet.DevUserKey(userID), nil
		}},
		Funds: devmode.NewFunds(devmode.FundsConfig{
			TopUpTo: big.NewInt(1000_000_000), Budget: big.NewInt(25_000_000_000), Window: time.Hour,
			Balance: func(ctx context.Context, owner common.Address) (*big.Int, error) {
				bs, err := chain.NewMulticall(d.Client(), m.Multicall3, 0).Balances(ctx, owner, []common.Address{m.USDG}, nil)
				if err != nil {
					return nil, err
				}
				return bs[0], nil
			},
			Mint: d.Fund,
		})})
	return f
}

// loopbackHost names this machine in the Host header, as a browser or client on it does.
func loopbackHost(q *fasthttp.Request) { q.Header.SetHost("127.0.0.1:8080") }

const ethAccounts = `{"jsonrpc":"2.0","id":1,"method":"eth_accounts"}`

// TestDevRoutesRefuseForwardedRequests: from a loopback peer, a request carrying any forwarding
// header (any letter case, any value, even empty) gets 404 from all three dev routes, as a client
// elsewhere does; without one, on 127.0.0.1 or ::1, they answer.
func TestDevRoutesRefuseForwardedRequests(t *testing.T) {
	f := devFixture(t)
	tok := func(user string) string {
		s, err := f.iss.Token(user, time.Hour, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	routes := []struct {
		path, body, token string
		want              int
	}{
		{"/dev/sign-in", `{"userId":"victim"}`, "", 200},
		{"/dev/wallet", ethAccounts, tok("victim"), 200},
		{"/dev/fund", "", tok("user-1"), 200},
	}
	n := 0
	for _, h := range [][2]string{
		{"X-Forwarded-For", "198.51.100.7"},
		{"X-Forwarded-For", "127.0.0.1"},
		{"x-forwarded-for", "::1"},
		{"X-Forwarded-For", ""},
		{"Forwarded", "for=198.51.100.7"},
		{"FORWARDED", `for="[::1]"`},
		{"X-Real-IP", "198.51.100.7"},
		{"x-real-ip", "127.0.0.1"},
	} {
		for _, r := range routes {
			for _, peer := range []string{"127.0.0.1", "::1"} {
				opts := []func(*fasthttp.Request){func(q *fasthttp.Request) { q.Header.DisableNormalizing(); q.Header.Set(h[0], h[1]) }}
				if r.body != "" {
					opts = append(opts, body(r.body))
				}
				if r.token != "" {
					// Another user each time: the funding route allows a user 10 a minute.
					n++
					opts = append(opts, bearer(tok(fmt.Sprintf("forged-%d", n))))
				}
				got := f.doFrom(t, peer, "POST", r.path, opts...)
				if got.status != 404 || got.body != `{"error":"`+api.MsgNotFound+`"}` {
					t.Errorf("%s from %s with %s: %q: %d %s", r.path, peer, h[0], h[1], got.status, got.body)
				}
			}
		}
	}
	for _, r := range routes {
		for _, peer := range []string{"127.0.0.1", "::1", "198.51.100.7"} {
			opts := []func(*fasthttp.Request){loopbackHost}
			if r.body != "" {
				opts = append(opts, body(r.body))
			}
			want, token := r.want, r.token
			if peer == "198.51.100.7" {
				want, token = 404, tok("elsewhere")
			}
			if token != "" {
				opts = append(opts, bearer(token))
			}
			if got := f.doFrom(t, peer, "POST", r.path, opts...); got.status != want {
				t.Errorf("%s from %s without a forwarding header: %d %s, want %d", r.path, peer, got.status, got.body, want)
			}
		}
	}
}

// nginxProxy runs Debian's nginx (package nginx-light) in front of upstream on a free loopback port
// until the test ends, with directives added to its location (the proxy_set_header lines), and
// answers its address.
func nginxProxy(t *testing.T, upstream, directives string) string {
	t.Helper()
	bin, err := exec.LookPath("nginx")
	if err != nil {
		bin = "/usr/sbin/nginx" // a user's PATH may leave out sbin
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatal("nginx is missing: this test needs /usr/sbin/nginx (Debian package nginx-light; make test installs it)")
	}
	dir := t.TempDir()
	addr := func() string {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		return ln.Addr().String()
	}()
	conf := fmt.Sprintf(`daemon off;
master_process off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path %[1]s/body;
  proxy_temp_path %[1]s/proxy;
  fastcgi_temp_path %[1]s/fastcgi;
  uwsgi_temp_path %[1]s/uwsgi;
  scgi_temp_path %[1]s/scgi;
  server {
    listen %[2]s;
    location / {
      proxy_pass http://%[3]s;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      %[4]s
    }
  }
}
`, dir, addr, upstream, directives)
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-p", dir, "-c", path, "-e", filepath.Join(dir, "error.log"))
	if out, err := exec.Command(bin, "-t", "-p", dir, "-c", path, "-e", filepath.Join(dir, "error.log")).CombinedOutput(); err != nil {
		t.Fatalf("nginx -t: %v\n%s", err, out)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start nginx: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for deadline := time.Now().Add(10 * time.Second); ; {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
			return addr
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			t.Fatalf("nginx did not listen on %s: %v\n%s", addr, err, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestDevRoutesBehindNginx is the attack: `vera dev --trusted-proxies 127.0.0.1/32` behind nginx on
// the same machine, which relays any client's requests from loopback. Through the proxy (setting
// X-Forwarded-For, or only X-Real-IP, or only Forwarded), 300 forged user ids each try the dev
// sign-in, the dev wallet (its accounts, and a signature) with a token of their own and the demo's
// funding: all 3,600 requests get 404. Directly on loopback, the three routes work.
func TestDevRoutesBehindNginx(t *testing.T) {
	f := devFixture(t)
	hc := serveHTTP(t, f.srv)
	const ids = 300
	tokens := make([]string, ids)
	for i := range ids {
		s, err := f.iss.Token(fmt.Sprintf("victim-%d", i), time.Hour, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		tokens[i] = s
	}
	post := func(c *fasthttp.HostClient, addr, path, token, reqBody string, header ...string) httpResult {
		t.Helper()
		req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
		defer fasthttp.ReleaseRequest(req)
		defer fasthttp.ReleaseResponse(resp)
		req.SetRequestURI("http://" + addr + path)
		req.Header.SetMethod("POST")
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		if reqBody != "" {
			req.Header.SetContentType("application/json")
			req.SetBodyString(reqBody)
		}
		if err := c.Do(req, resp); err != nil {
			t.Fatalf("POST %s via %s: %v", path, addr, err)
		}
		return httpResult{status: resp.StatusCode(), body: string(resp.Body())}
	}
	notFound := `{"error":"` + api.MsgNotFound + `"}`
	for _, v := range []struct{ name, directives string }{
		{"X-Forwarded-For", `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Real-IP $remote_addr;`},
		{"X-Real-IP only", `proxy_set_header X-Real-IP $remote_addr;`},
		{"Forwarded only", `proxy_set_header Forwarded "for=$remote_addr;proto=$scheme";`},
	} {
		t.Run(v.name, func(t *testing.T) {
			addr := nginxProxy(t, hc.Addr, v.directives)
			pc := &fasthttp.HostClient{Addr: addr, MaxConns: 16, ReadTimeout: 30 * time.Second}
			for i := range ids {
				user := fmt.Sprintf("victim-%d", i)
				// The attacker names an address of its own choosing too: it changes nothing.
				forged := []string{"X-Forwarded-For", "127.0.0.1"}
				for _, r := range []httpResult{
					post(pc, addr, "/dev/sign-in", "", `{"userId":"`+user+`"}`, forged...),
					post(pc, addr, "/dev/wallet", tokens[i], ethAccounts),
					post(pc, addr, "/dev/wallet", tokens[i], `{"jsonrpc":"2.0","id":2,"method":"personal_sign","params":["0x68656c6c6f","`+crypto.PubkeyToAddress(devnet.DevUserKey(user).PublicKey).Hex()+`"]}`, forged...),
					post(pc, addr, "/dev/fund", tokens[i], ""),
				} {
					if r.status != 404 || r.body != notFound {
						t.Fatalf("%s through nginx: %d %s", user, r.status, r.body)
					}
				}
			}
		})
	}

	// Directly on loopback: a token for the user, that user's wallet, and the demo's funding.
	r := post(hc, hc.Addr, "/dev/sign-in", "", `{"userId":"victim-0"}`)
	var in struct{ Token string }
	if err := json.Unmarshal([]byte(r.body), &in); r.status != 200 || err != nil || in.Token == "" {
		t.Fatalf("direct sign-in: %d %s", r.status, r.body)
	}
	want := strings.ToLower(crypto.PubkeyToAddress(devnet.DevUserKey("victim-0").PublicKey).Hex())
	if r := post(hc, hc.Addr, "/dev/wallet", in.Token, ethAccounts); r.status != 200 || !strings.Contains(strings.ToLower(r.body), want) {
		t.Fatalf("direct wallet: %d %s, want %s", r.status, r.body, want)
	}
	user1, err := f.iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if r := post(hc, hc.Addr, "/dev/fund", user1, ""); r.status != 200 || !strings.Contains(r.body, `"fundedUsd"`) {
		t.Fatalf("direct fund: %d %s", r.status, r.body)
	}
}

// TestDevRoutesRefuseRebinding: a page elsewhere whose name resolves to 127.0.0.1 (DNS
// rebinding) reaches the dev routes from a loopback peer without a forwarding header, and its
// script is same-origin to them; only its Host tells it apart. Every Host not naming this machine
// gets 404 from the three routes; localhost, names under .localhost and loopback addresses
// answer.
func TestDevRoutesRefuseRebinding(t *testing.T) {
	f := devFixture(t)
	n := 0
	tok := func() string {
		n++
		s, err := f.iss.Token(fmt.Sprintf("rebound-%d", n), time.Hour, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	do := func(peer, host, path string) response {
		opts := []func(*fasthttp.Request){func(q *fasthttp.Request) { q.Header.SetHost(host) }}
		switch path {
		case "/dev/sign-in":
			opts = append(opts, body(`{"userId":"victim"}`))
		case "/dev/wallet":
			opts = append(opts, body(ethAccounts), bearer(tok()))
		default:
			opts = append(opts, bearer(tok()))
		}
		return f.doFrom(t, peer, "POST", path, opts...)
	}
	for _, host := range []string{"evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example:8080",
		"vera.test", "192.168.1.10:8080", "[2001:db8::1]:8080", "0.0.0.0:8080", "127.0.0.1:8080@evil.example", "", "localhostx"} {
		for _, path := range []string{"/dev/sign-in", "/dev/wallet", "/dev/fund"} {
			for _, peer := range []string{"127.0.0.1", "::1"} {
				if got := do(peer, host, path); got.status != 404 {
					t.Errorf("%s from %s with Host %q: %d %s", path, peer, host, got.status, got.body)
				}
			}
		}
	}
	for _, host := range []string{"127.0.0.1:8080", "127.0.0.1", "localhost:8080", "LOCALHOST", "localhost.:8080", "app.localhost:5173", "[::1]:8080", "[::1]", "127.0.0.2:80"} {
		for _, path := range []string{"/dev/sign-in", "/dev/wallet"} {
			if got := do("127.0.0.1", host, path); got.status != 200 {
				t.Errorf("%s with Host %q: %d %s, want 200", path, host, got.status, got.body)
			}
		}
	}
}
