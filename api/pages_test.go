package api_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/web"
)

// TestPagesServeTheEmbeddedApp: each page's shell carries the server's configuration, and each
// bundle file is served as embedded, gzipped to a client that takes it.
func TestPagesServeTheEmbeddedApp(t *testing.T) {
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(api.Pages{Config: web.Config{ChainRPC: "https://rpc.example"}})
	get := func(path string, gz bool) *fasthttp.Response {
		var rc fasthttp.RequestCtx
		var req fasthttp.Request
		req.SetRequestURI(path)
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		rc.Init(&req, &net.TCPAddr{IP: net.IPv4(198, 18, 0, 1), Port: 40000}, nil)
		srv.Handler()(&rc)
		var resp fasthttp.Response
		rc.Response.CopyTo(&resp)
		return &resp
	}
	for _, p := range web.Pages() {
		r := get(p.Path, false)
		if r.StatusCode() != 200 || !strings.Contains(string(r.Body()), `{"chainRpc":"https://rpc.example","devSignIn":false}`) {
			t.Errorf("%s: %d without its configuration", p.Path, r.StatusCode())
		}
	}
	names, err := web.AssetNames()
	if err != nil || len(names) == 0 {
		t.Fatalf("assets %v: %v", names, err)
	}
	for _, n := range names {
		want, _ := web.Asset(n)
		plain := get("/assets/"+n, false)
		if !bytes.Equal(plain.Body(), want) || len(plain.Header.Peek("Content-Encoding")) != 0 {
			t.Errorf("%s: the plain answer is not the embedded file", n)
		}
		z := get("/assets/"+n, true)
		if string(z.Header.Peek("Content-Encoding")) != "gzip" {
			t.Fatalf("%s: not gzipped for a client that takes gzip", n)
		}
		zr, err := gzip.NewReader(bytes.NewReader(z.Body()))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(zr)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the gzipped answer does not decompress to the embedded file", n)
		}
	}
	if r := get("/assets/../web.go", false); r.StatusCode() != 404 {
		t.Errorf("a path outside the bundle answers %d", r.StatusCode())
	}
}

// TestEveryPageSendsItsPolicy: each of the nine HTML routes (the app's seven, the themes index and a
// theme), and the theme pages' 404 and 503, answer with a Content-Security-Policy that allows no
// inline script or style and no framing, X-Frame-Options DENY, a Referrer-Policy and nosniff; the
// app's pages may fetch from the service and the chain RPC they are given, and the theme pages'
// one style element is the one whose digest their policy names. No page holds an inline script,
// a style element or a style attribute the policy would block.
func TestEveryPageSendsItsPolicy(t *testing.T) {
	m := newMarketServer(t)
	m.srv.Register(api.Pages{Config: web.Config{ChainRPC: "https://rpc.example:8443/v1/key-free"}})
	starting := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	starting.Register(api.ThemePages{Snapshots: &snapshot.Holder{}})
	get := func(srv *api.Server, path string) *fasthttp.Response {
		var rc fasthttp.RequestCtx
		var req fasthttp.Request
		req.SetRequestURI(path)
		rc.Init(&req, &net.TCPAddr{IP: net.IPv4(198, 18, 0, 1), Port: 40000}, nil)
		srv.Handler()(&rc)
		var resp fasthttp.Response
		rc.Response.CopyTo(&resp)
		return &resp
	}
	styleElement := regexp.MustCompile(`(?s)<style>(.*?)</style>`)
	for _, c := range []struct {
		srv    *api.Server
		path   string
		status int
		theme  bool
	}{
		{m.srv, "/", 200, false}, {m.srv, "/app", 200, false}, {m.srv, "/agent", 200, false}, {m.srv, "/demo", 200, false},
		{m.srv, "/markets", 200, false}, {m.srv, "/markets/NVDA", 200, false}, {m.srv, "/groves/titan", 200, false},
		{m.srv, "/themes", 200, true}, {m.srv, "/themes/semiconductors", 200, true}, {m.srv, "/themes/nope", 404, true},
		{starting, "/themes", 503, true},
	} {
		r := get(c.srv, c.path)
		h := func(k string) string { return string(r.Header.Peek(k)) }
		csp, body := h("Content-Security-Policy"), string(r.Body())
		if r.StatusCode() != c.status || !strings.HasPrefix(h("Content-Type"), "text/html") {
			t.Fatalf("%s: %d %s", c.path, r.StatusCode(), h("Content-Type"))
		}
		if h("X-Frame-Options") != "DENY" || h("Referrer-Policy") != api.ReferrerPolicy || h("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Frame-Options %q, Referrer-Policy %q, X-Content-Type-Options %q", c.path, h("X-Frame-Options"), h("Referrer-Policy"), h("X-Content-Type-Options"))
		}
		directives := map[string]string{}
		for _, d := range strings.Split(csp, ";") {
			name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
			directives[name] = value
		}
		for name, want := range map[string]string{"default-src": "'self'", "object-src": "'none'", "base-uri": "'none'", "form-action": "'self'", "frame-ancestors": "'none'"} {
			if directives[name] != want {
				t.Errorf("%s: %s is %q, want %q (policy %q)", c.path, name, directives[name], want, csp)
			}
		}
		if strings.Contains(csp, "unsafe") || strings.Contains(csp, "*") || strings.Contains(csp, "data:") {
			t.Errorf("%s: the policy allows too much: %q", c.path, csp)
		}
		if strings.Contains(body, " style=") || strings.Contains(body, "javascript:") || regexp.MustCompile(`<script(?: id="[a-z-]+")?>`).MatchString(body) {
			t.Errorf("%s: the page holds what its policy blocks", c.path)
		}
		if !c.theme {
			if directives["script-src"] != "'self'" || directives["style-src"] != "'self'" || directives["connect-src"] != "'self' https://rpc.example:8443" {
				t.Errorf("%s: %q", c.path, csp)
			}
			if strings.Contains(body, "<style") {
				t.Errorf("%s: a style element", c.path)
			}
			continue
		}
		styles := styleElement.FindAllStringSubmatch(body, -1)
		if len(styles) != 1 {
			t.Fatalf("%s: %d style elements", c.path, len(styles))
		}
		sum := sha256.Sum256([]byte(styles[0][1]))
		if want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; directives["style-src"] != want || directives["script-src"] != "'none'" || directives["connect-src"] != "'none'" {
			t.Errorf("%s: style-src %q, its style element's digest %s; script-src %q, connect-src %q", c.path, directives["style-src"], want, directives["script-src"], directives["connect-src"])
		}
	}
}
