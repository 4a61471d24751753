package api_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
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
