package api_test

import (
	"context"
	"net"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/web"
)

// cspListener is evaluated in every document before its own scripts: each Content-Security-Policy
// violation becomes a console error the test reads.
const cspListener = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.documentURI + ' (' + e.sourceFile + ':' + e.lineNumber + ')'));`

// chromium is Debian's Chromium, headless, driven by chromedp, with every console error, uncaught
// exception, browser log error and CSP violation of its pages recorded.
type chromium struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

func newChromium(t *testing.T) *chromium {
	t.Helper()
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("Chromium is missing: this test needs `chromium` on PATH (Debian package chromium; make test installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(800, 1000))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	b := &chromium{ctx: ctx}
	// The first action starts the browser, which lives as long as that action's context: ctx.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspListener})
		return err
	})); err != nil {
		cancel()
		acancel()
		t.Fatalf("start chromium: %v", err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				b.mu.Lock()
				b.errors = append(b.errors, m.String()+" "+m.URL)
				b.mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() { cancel(); acancel(); <-done })
	return b
}

func (b *chromium) run(t *testing.T, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func eval[T any](t *testing.T, b *chromium, expr string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// consoleErrors are the errors recorded so far, after a moment for the last ones to arrive.
func (b *chromium) consoleErrors() []string {
	time.Sleep(300 * time.Millisecond)
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errors...)
}

// serveOn runs srv on a loopback listener until the test ends and answers its base URL.
func serveOn(t *testing.T, srv *api.Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.ListenAndServe(ctx, ln, time.Second) }()
	t.Cleanup(func() { cancel(); <-done })
	return "http://" + ln.Addr().String()
}

// themeRender is what a reader of a theme page sees.
type themeRender struct {
	Title                 string
	Rows, Excluded, Lines int
	SVGWidth              int `json:"svgWidth"`
	Overflow              bool
	FontPx                float64  `json:"fontPx"`
	KeyColor              string   `json:"keyColor"`
	Axis                  []string // the time axis's first and last dates
}

// TestThemePageInChromium loads a theme page at a phone's width (390 × 844 CSS pixels) and reads
// what a reader sees; the index and the page load without one Content-Security-Policy violation
// or console error: the style element's digest is the one the policy names.
func TestThemePageInChromium(t *testing.T) {
	m := newMarketServer(t)
	base := serveOn(t, m.srv)
	b := newChromium(t)
	b.run(t, "index", chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/themes"), chromedp.WaitVisible(chromedp.CSS(`ul.themes li`)))
	if n := eval[int](t, b, `document.querySelectorAll('ul.themes li').length`); n != 8 {
		t.Errorf("the index lists %d themes", n)
	}
	b.run(t, "theme", chromedp.Navigate(base+"/themes/semiconductors"), chromedp.WaitVisible(chromedp.CSS(`table.allocation`)))
	res := eval[themeRender](t, b, `(() => {
		const d = document, root = d.documentElement;
		return {
			title: d.title,
			rows: d.querySelectorAll('table.allocation tbody tr').length,
			excluded: d.querySelectorAll('table.excluded tbody tr').length,
			lines: d.querySelectorAll('svg polyline').length,
			axis: [...d.querySelectorAll('svg g.axis text')].map((e) => e.textContent),
			svgWidth: Math.round(d.querySelector('svg').getBoundingClientRect().width),
			overflow: root.scrollWidth > root.clientWidth,
			fontPx: parseFloat(getComputedStyle(d.body).fontSize),
			keyColor: getComputedStyle(d.querySelector('.key.portfolio')).backgroundColor,
		};
	})()`)
	t.Logf("phone-width render: %+v", res)
	if res.Title != "Semiconductors · Vera" || res.Rows != 12 || res.Lines != 2 || len(res.Axis) != 2 ||
		!regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`).MatchString(res.Axis[0]) || res.Axis[0] >= res.Axis[1] {
		t.Fatalf("page content: %+v", res)
	}
	if res.Overflow || res.SVGWidth > 390 || res.SVGWidth < 300 || res.FontPx < 14 || res.KeyColor != "rgb(29, 78, 216)" {
		t.Fatalf("not styled or not readable on a 390 px phone (the style element blocked?): %+v", res)
	}
	// The icon is the agent routes', which this server leaves out; nothing else may be logged.
	var errs []string
	for _, e := range b.consoleErrors() {
		if !strings.HasSuffix(e, "/icon-512.png") {
			errs = append(errs, e)
		}
	}
	if len(errs) > 0 {
		t.Fatalf("the theme pages logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestPagesCannotBeFramed is the clickjacking attack: a page on another origin frames every HTML
// page of the service (the app's seven and the two theme pages). Chromium refuses to render each
// one in the frame; the same page frames a resource of the service without the headers
// (/openapi.json) and that one loads, so the test sees framing work where it is allowed.
func TestPagesCannotBeFramed(t *testing.T) {
	m := newMarketServer(t)
	m.srv.Register(api.Pages{Config: web.Config{}})
	base := serveOn(t, m.srv)
	paths := []string{"/", "/app", "/agent", "/demo", "/markets", "/markets/NVDA", "/groves/titan", "/themes", "/themes/semiconductors"}
	var frames strings.Builder
	for _, p := range append(paths, "/openapi.json") {
		frames.WriteString(`<iframe src="` + base + p + `" width="300" height="200"></iframe>`)
	}
	attacker := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	attacker.Register(api.Routes{{Method: "GET", Path: "/", Limit: -1, Handler: func(c *api.Ctx) {
		c.HTML(200, []byte(`<!doctype html><html><body><h1>Win a prize</h1>`+frames.String()+`</body></html>`))
	}}})
	evil := serveOn(t, attacker)
	if strings.Split(evil, ":")[2] == strings.Split(base, ":")[2] {
		t.Fatal("the two servers share a port")
	}

	b := newChromium(t)
	b.run(t, "attacker", chromedp.Navigate(evil+"/"), chromedp.WaitVisible(chromedp.CSS(`h1`)))
	// Each frame ends up either at its page or at Chromium's error page, unreachable URL the page's.
	var tree *page.FrameTree
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			r, err := cdp.Call(ctx, tg, page.GetFrameTree, cdp.Empty{})
			tree = r.FrameTree
			return err
		}))
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		settled := len(tree.ChildFrames) == len(paths)+1
		for _, f := range tree.ChildFrames {
			settled = settled && (f.Frame.URL == base+"/openapi.json" || f.Frame.UnreachableURL != "")
		}
		if settled || time.Now().After(deadline) {
			break
		}
	}
	if len(tree.ChildFrames) != len(paths)+1 {
		t.Fatalf("%d frames, want %d", len(tree.ChildFrames), len(paths)+1)
	}
	loaded := map[string]bool{}
	for _, f := range tree.ChildFrames {
		if f.Frame.UnreachableURL == "" {
			loaded[strings.TrimPrefix(f.Frame.URL, base)] = true
		}
	}
	for _, p := range paths {
		if loaded[p] {
			t.Errorf("%s was rendered in another origin's frame", p)
		}
	}
	if !loaded["/openapi.json"] {
		t.Fatalf("the control frame did not load: %+v", tree.ChildFrames)
	}
	// Chromium says why, once per page.
	refused := 0
	for _, e := range b.consoleErrors() {
		if strings.Contains(e, "frame-ancestors 'none'") {
			refused++
		}
	}
	if refused < len(paths) {
		t.Errorf("Chromium logged %d framing refusals, want %d", refused, len(paths))
	}
}
