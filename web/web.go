package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"mime"
	"net/url"
	"path"
	"sort"
	"strings"
)

//go:generate go run ./cmd/webbuild

//go:embed sdk/vera-account.js
var veraAccountModule []byte

// VeraAccountModule is the source of sdk/vera-account.js, an ES module that imports viem.
func VeraAccountModule() []byte { return veraAccountModule }

//go:embed dist
var dist embed.FS

//go:embed shells/*.html
var shellFS embed.FS

// Pages returns the app's pages by path, and whether each loads a script from the bundle.
func Pages() []Page {
	return []Page{
		{Path: "/", Name: "home", Title: "Vera: invest from a goal", Script: true,
			Summary: "The web app's home page (docs/web.md), a shell the bundle fills from the public API."},
		{Path: "/app", Name: "app", Title: "Invest · Vera", Script: true,
			Summary: "The web app's investing page (docs/web.md)."},
		{Path: "/agent", Name: "agent", Title: "The agent · Vera", Script: true,
			Summary: "The agent's page, where an assessment's signer is checked in the browser (docs/web.md)."},
		{Path: "/demo", Name: "demo", Title: "Demo · Vera", Script: true,
			Summary: "The demo page; today it says the guided demo is coming."},
		{Path: "/markets", Name: "markets", Title: "Markets · Vera", Script: true,
			Summary: "The markets page, the screener sortable and filterable in the browser (docs/web.md)."},
		{Path: "/markets/{symbol}", Name: "asset", Title: "An asset · Vera", Script: true,
			Summary: "One asset's page, its price chart over the spec's ranges and its meta (docs/web.md)."},
		{Path: "/groves/{id}", Name: "grove", Title: "A grove · Vera", Script: true,
			Summary: "One grove's page, with a deposit and an in-kind withdrawal signed by the owner (docs/web.md)."},
	}
}

// Page is one page shell.
type Page struct {
	Path, Name, Title string
	Script            bool
	// Summary is the page's line in the OpenAPI document (package api/ops declares its route).
	Summary string
}

// Config is what the server tells every page.
type Config struct {
	// ChainRPC is a JSON-RPC URL of chain 4663 that browsers may read (no secrets in it); empty:
	// the pages that read the chain say it is not configured.
	ChainRPC string `json:"chainRpc"`
	// DevSignIn is true only in `vera dev` on loopback: the pages offer the dev sign-in and wallet.
	DevSignIn bool `json:"devSignIn"`
}

// ContentSecurityPolicy is the Content-Security-Policy of every page, for the pages rendered with
// cfg. Scripts and styles come from the service's own origin only (the bundle under /assets; the
// shells hold no inline script, style element or style attribute, and the one script element
// with content is a JSON data block, which the policy does not govern). The pages fetch the public
// API on the same origin, and read the chain from cfg.ChainRPC's origin; the dev wallet is a route
// of the same origin too. They can be framed by nobody, send forms nowhere else, and take no
// <base> or plugin. Elements' styles set from script (lightweight-charts sizing its canvases) are
// not style attributes in the markup, so 'unsafe-inline' is not needed for them.
func ContentSecurityPolicy(cfg Config) string {
	connect := "'self'"
	if o := origin(cfg.ChainRPC); o != "" {
		connect += " " + o
	}
	return "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src " + connect +
		"; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
}

// origin is an http(s) URL's scheme://host[:port], or "" for anything else.
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(u.Host, " ;,'") {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// ErrNoPage is a page name the app does not have.
var errNoPage = errors.New("web: no such page")

var (
	shells  = map[string]*template.Template{}
	version string // a digest of the bundle, for cache-busting asset URLs
)

func init() {
	base := template.Must(template.ParseFS(shellFS, "shells/base.html"))
	for _, p := range Pages() {
		t := template.Must(base.Clone())
		template.Must(t.ParseFS(shellFS, "shells/"+p.Name+".html"))
		shells[p.Name] = t
	}
	h := sha256.New()
	names, err := AssetNames()
	if err != nil {
		panic("BUG: the embedded bundle is unreadable: " + err.Error())
	}
	for _, n := range names {
		b, _ := Asset(n)
		h.Write([]byte(n))
		h.Write(b)
	}
	version = hex.EncodeToString(h.Sum(nil))[:12]
}

// Render writes the named page's shell with the configuration.
func Render(name string, cfg Config) ([]byte, error) {
	t, ok := shells[name]
	if !ok {
		return nil, fmt.Errorf("%w: %q", errNoPage, name)
	}
	var page Page
	for _, p := range Pages() {
		if p.Name == name {
			page = p
		}
	}
	cj, err := json.Marshal(cfg)
	if err != nil {
		return nil, fmt.Errorf("page config: %w", err)
	}
	var buf bytes.Buffer
	err = t.ExecuteTemplate(&buf, "base", struct {
		Page, Title, Version string
		Script               bool
		ConfigJSON           template.JS
	}{page.Name, page.Title, version, page.Script, template.JS(cj)})
	if err != nil {
		return nil, fmt.Errorf("render %s: %w", name, err)
	}
	return buf.Bytes(), nil
}

// Asset is a file of the embedded bundle by name ("app.js", "style.css").
func Asset(name string) ([]byte, error) {
	if name == "" || path.Base(name) != name {
		return nil, fs.ErrNotExist
	}
	return dist.ReadFile("dist/" + name)
}

// AssetNames lists the bundle's files.
func AssetNames() ([]string, error) {
	es, err := dist.ReadDir("dist")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range es {
		if !e.IsDir() && e.Name()[0] != '.' {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}

// ContentType is an asset's media type.
func ContentType(name string) string {
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// Version is a digest of the bundle: the pages load assets as /assets/{name}?v={Version}.
func Version() string { return version }
