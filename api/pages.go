package api

import (
	"bytes"
	"compress/gzip"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/web"
)

// Pages serves the web app (package web): the page shells at web.Pages' paths, and the
// embedded bundle at /assets/{name}, gzipped for clients that take it. Shells and compressed assets
// are made once, when the routes are built.
type Pages struct {
	Config web.Config
}

type builtAsset struct {
	contentType string
	plain, gz   []byte
}

// Routes implements RouteSet. A page or asset that cannot be built is a bug of the binary: it
// panics here, at start, never in front of a visitor.
func (p Pages) Routes() []Route {
	names, err := web.AssetNames()
	if err != nil {
		panic("BUG: web assets: " + err.Error())
	}
	assets := map[string]builtAsset{}
	for _, n := range names {
		b, err := web.Asset(n)
		if err != nil {
			panic("BUG: web asset " + n + ": " + err.Error())
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(b)
		zw.Close()
		assets[n] = builtAsset{contentType: web.ContentType(n), plain: b, gz: buf.Bytes()}
	}
	rs := []Route{bind("GET /assets/{name}", func(c *Ctx) {
		a, ok := assets[c.Param("name")]
		if !ok {
			c.Error(fasthttp.StatusNotFound, MsgNotFound)
			return
		}
		c.Response.Header.Add(fasthttp.HeaderVary, "Accept-Encoding")
		c.SetStatusCode(fasthttp.StatusOK)
		c.SetContentType(a.contentType)
		if c.Request.Header.HasAcceptEncoding("gzip") {
			c.Response.Header.Set(fasthttp.HeaderContentEncoding, "gzip")
			c.SetBody(a.gz)
			return
		}
		c.SetBody(a.plain)
	})}
	csp := web.ContentSecurityPolicy(p.Config)
	for _, pg := range web.Pages() {
		body, err := web.Render(pg.Name, p.Config)
		if err != nil {
			panic("BUG: " + err.Error())
		}
		rs = append(rs, bind("GET "+pg.Path, func(c *Ctx) { c.page(fasthttp.StatusOK, body, csp) }))
	}
	return rs
}
