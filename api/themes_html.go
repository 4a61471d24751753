package api

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"math"
	"strings"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
)

// ThemePages serves the human theme pages: an index at /themes and one page per theme at
// /themes/{slug}, server-rendered HTML (no scripts) with the allocation table, the exclusions
// and an inline SVG chart of the backtest against SPY.
type ThemePages struct {
	Snapshots *snapshot.Holder
}

// Routes implements RouteSet.
func (p ThemePages) Routes() []Route {
	return []Route{
		bind("GET /themes", p.index),
		bind("GET /themes/{slug}", p.theme),
	}
}

func (p ThemePages) page(c *Ctx, status int, name string, data any) {
	var buf bytes.Buffer
	if err := themeTemplates.ExecuteTemplate(&buf, name, data); err != nil {
		c.Log().Error("render theme page", "page", name, "err", err)
		c.Error(fasthttp.StatusInternalServerError, MsgInternal)
		return
	}
	c.page(status, buf.Bytes(), themePolicy)
}

func (p ThemePages) index(c *Ctx) {
	s := p.Snapshots.Load()
	if s == nil {
		p.page(c, fasthttp.StatusServiceUnavailable, "notready", nil)
		return
	}
	p.page(c, fasthttp.StatusOK, "index", struct {
		AsOf   string
		Themes []baskets.Theme
	}{s.Baskets.AsOf, s.Baskets.Themes})
}

// themeRow is one allocation line of a theme page.
type themeRow struct {
	Symbol, Name string
	WeightPct    int
	TotalReturn  bool
}

func (p ThemePages) theme(c *Ctx) {
	s := p.Snapshots.Load()
	if s == nil {
		p.page(c, fasthttp.StatusServiceUnavailable, "notready", nil)
		return
	}
	th, ok := s.Baskets.Theme(c.Param("slug"))
	if !ok {
		p.page(c, fasthttp.StatusNotFound, "notfound", nil)
		return
	}
	rows := make([]themeRow, len(th.Allocations))
	for i, a := range th.Allocations {
		asset, _ := s.Catalog.Lookup(a.Symbol)
		rows[i] = themeRow{Symbol: a.Symbol, Name: asset.Name, WeightPct: a.WeightPct, TotalReturn: asset.Basis == market.BasisTotalReturn}
	}
	p.page(c, fasthttp.StatusOK, "theme", struct {
		AsOf  string
		Theme baskets.Theme
		Rows  []themeRow
		Chart *chart
	}{s.Baskets.AsOf, th, rows, newChart(th.Backtest)})
}

// chart is the SVG of a backtest: the portfolio and SPY curves on one scale.
type chart struct {
	W, H                 int
	Portfolio, Benchmark string // polyline points
	Ticks                []tick
	PortfolioPct         float64
	BenchmarkPct         float64
	// From and To are the sessions of the first and last points, the time axis's ends; empty when
	// the backtest carries no dates (the axis is then left out, never guessed).
	From, To string
	AxisY    int
}

type tick struct {
	Y     float64
	Label string
}

const (
	chartW, chartH = 600, 260
	chartPadL      = 44
	chartPadR      = 8
	chartPadT      = 10
	chartPadB      = 34 // room for the time axis's dates
)

func newChart(bt *baskets.WalkBacktest) *chart {
	if bt == nil || len(bt.Portfolio.Curve) < 2 || len(bt.Benchmark.Curve) < 2 {
		return nil
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, c := range [][]float64{bt.Portfolio.Curve, bt.Benchmark.Curve} {
		for _, v := range c {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if hi-lo < 1 {
		lo, hi = lo-0.5, hi+0.5
	}
	y := func(v float64) float64 {
		return chartPadT + (hi-v)/(hi-lo)*float64(chartH-chartPadT-chartPadB)
	}
	points := func(curve []float64) string {
		var b strings.Builder
		for i, v := range curve {
			x := chartPadL + float64(i)/float64(len(curve)-1)*float64(chartW-chartPadL-chartPadR)
			fmt.Fprintf(&b, "%.1f,%.1f ", x, y(v))
		}
		return strings.TrimSpace(b.String())
	}
	ch := &chart{W: chartW, H: chartH, Portfolio: points(bt.Portfolio.Curve), Benchmark: points(bt.Benchmark.Curve),
		PortfolioPct: bt.Portfolio.ReturnPct, BenchmarkPct: bt.Benchmark.ReturnPct}
	if n := len(bt.Dates); n == len(bt.Portfolio.Curve) {
		ch.From, ch.To, ch.AxisY = bt.Dates[0], bt.Dates[n-1], chartH-8
	}
	step := niceStep((hi - lo) / 4)
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		ch.Ticks = append(ch.Ticks, tick{Y: y(v), Label: fmt.Sprintf("%.0f", v)})
	}
	return ch
}

// niceStep rounds a raw step up to 1, 2 or 5 times a power of ten.
func niceStep(raw float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

// themeCSS is the theme pages' one style element. Its digest is the only style source their
// Content-Security-Policy allows: no style attribute, no other style element, no stylesheet.
const themeCSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#fafaf7}
main{max-width:760px;margin:0 auto;padding:16px}
a{color:#1d4ed8}
h1{font-size:1.6rem;margin:.4em 0 .2em}
h2{font-size:1.15rem;margin:1.4em 0 .4em}
.tagline{color:#475569;margin:0 0 1em}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e8f0;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.name{color:#475569;font-size:.85rem}
.tr{font-size:.75rem;color:#92400e;background:#fef3c7;border-radius:4px;padding:0 4px;white-space:nowrap}
svg{width:100%;height:auto;display:block;background:#fff;border:1px solid #e2e8f0;border-radius:8px}
.legend{display:flex;flex-wrap:wrap;gap:12px;font-size:.9rem;margin:.4em 0}
.key{display:inline-block;width:14px;height:3px;vertical-align:middle;margin-right:4px}
.key.portfolio{background:#1d4ed8}
.key.benchmark{background:#94a3b8}
.note{color:#64748b;font-size:.85rem}
ul.themes{list-style:none;padding:0}
ul.themes li{padding:10px 0;border-bottom:1px solid #e2e8f0}
.method{font-size:.9rem;color:#334155}
`

// themePolicy is the theme pages' Content-Security-Policy: no script at all, the style element
// above by its SHA-256, images (the favicon) from the service, and no framing.
var themePolicy = func() string {
	sum := sha256.Sum256([]byte(themeCSS))
	return "default-src 'self'; script-src 'none'; style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) +
		"'; img-src 'self'; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
}()

var themeTemplates = template.Must(template.New("pages").Funcs(template.FuncMap{
	"signed": func(x float64) string { return fmt.Sprintf("%+.2f%%", x) },
}).Parse(`
{{define "head"}}<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.}} · Vera</title>
<link rel="icon" href="/icon-512.png">
<style>` + themeCSS + `</style></head><body><main>{{end}}

{{define "foot"}}<p class="note">Backtests are history, not a promise. Figures are computed from public daily closes; nothing is filled in or invented.</p>
</main></body></html>{{end}}

{{define "index"}}{{template "head" "Themes"}}
<h1>Themes</h1>
<p class="tagline">Eight baskets, each weighted by inverse volatility with a 25% cap per name. Data as of {{.AsOf}}.</p>
<ul class="themes">{{range .Themes}}
<li><a href="/themes/{{.Slug}}"><strong>{{.Name}}</strong></a>{{if .Backtest}} <span class="note">6 months: {{signed .Backtest.Portfolio.ReturnPct}} vs SPY {{signed .Backtest.Benchmark.ReturnPct}}</span>{{end}}<br>
<span class="name">{{.Tagline}}</span></li>{{end}}
</ul>
{{template "foot"}}{{end}}

{{define "theme"}}{{template "head" .Theme.Name}}
<p><a href="/themes">All themes</a></p>
<h1>{{.Theme.Name}}</h1>
<p class="tagline">{{.Theme.Tagline}}</p>
{{with .Chart}}<h2>Six months, walk-forward, against SPY</h2>
<div class="legend"><span><span class="key portfolio"></span>{{$.Theme.Name}} {{signed .PortfolioPct}}</span><span><span class="key benchmark"></span>SPY {{signed .BenchmarkPct}}</span></div>
<svg viewBox="0 0 {{.W}} {{.H}}" role="img" aria-label="Backtest of {{$.Theme.Name}} against SPY, both starting at 100">
{{range .Ticks}}<line x1="44" x2="592" y1="{{printf "%.1f" .Y}}" y2="{{printf "%.1f" .Y}}" stroke="#e2e8f0"/><text x="38" y="{{printf "%.1f" .Y}}" font-size="18" text-anchor="end" dominant-baseline="middle" fill="#64748b">{{.Label}}</text>
{{end}}<polyline class="benchmark" fill="none" stroke="#94a3b8" stroke-width="2" points="{{.Benchmark}}"/>
<polyline class="portfolio" fill="none" stroke="#1d4ed8" stroke-width="2.5" points="{{.Portfolio}}"/>
{{if .From}}<g class="axis"><text x="44" y="{{.AxisY}}" font-size="16" fill="#64748b">{{.From}}</text><text x="592" y="{{.AxisY}}" font-size="16" text-anchor="end" fill="#64748b">{{.To}}</text></g>
{{end}}</svg>{{else}}<p class="note">No backtest: a data gap prevented one.</p>{{end}}
<h2>Allocation</h2>
<table class="allocation"><thead><tr><th>Asset</th><th class="num">Weight</th></tr></thead><tbody>
{{range .Rows}}<tr><td><strong>{{.Symbol}}</strong>{{if .TotalReturn}} <span class="tr" title="Dividend-adjusted series: its returns include distributions">total return</span>{{end}}<br><span class="name">{{.Name}}</span></td><td class="num">{{.WeightPct}}%</td></tr>
{{end}}</tbody></table>
<h2>Left out</h2>
{{if .Theme.Excluded}}<table class="excluded"><tbody>
{{range .Theme.Excluded}}<tr><td><strong>{{.Symbol}}</strong></td><td>{{.Reason}}</td></tr>
{{end}}</tbody></table>{{else}}<p class="note">No curated name was left out.</p>{{end}}
<h2>Method</h2>
<p class="method">{{.Theme.Method}}</p>
<p class="note">Data as of {{.AsOf}}.</p>
{{template "foot"}}{{end}}

{{define "notfound"}}{{template "head" "Not found"}}<h1>Theme not found</h1><p><a href="/themes">See all themes</a></p>{{template "foot"}}{{end}}
{{define "notready"}}{{template "head" "Starting"}}<h1>Starting up</h1><p>Market data is loading. Try again in a moment.</p>{{template "foot"}}{{end}}
`))
