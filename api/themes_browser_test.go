package api_test

import (
	"context"
	"encoding/json"
	"net"
	"os/exec"
	"regexp"
	"testing"
	"time"

	"github.com/vera-invest/vera/api"
)

// probePage loads a theme page in a phone-sized frame (390 × 844 CSS pixels) and writes what a
// reader would see into its own DOM, which Chromium's --dump-dom prints.
const probePage = `<!doctype html><html><body>
<iframe id="f" src="/themes/semiconductors" style="width:390px;height:844px;border:0"></iframe>
<script>
document.getElementById('f').addEventListener('load', function () {
  var d = this.contentDocument, root = d.documentElement;
  var out = {
    title: d.title,
    rows: d.querySelectorAll('table.allocation tbody tr').length,
    excluded: d.querySelectorAll('table.excluded tbody tr').length,
    lines: d.querySelectorAll('svg polyline').length,
    svgWidth: Math.round(d.querySelector('svg').getBoundingClientRect().width),
    overflow: root.scrollWidth > root.clientWidth,
    fontPx: parseFloat(getComputedStyle(d.body).fontSize)
  };
  var pre = document.createElement('pre');
  pre.id = 'result';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script></body></html>`

func TestThemePageInChromium(t *testing.T) {
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("Chromium is missing: this test needs `chromium` on PATH (Debian package chromium; make test installs it)")
	}
	m := newMarketServer(t)
	m.srv.Register(api.Routes{{Method: "GET", Path: "/probe", Limit: -1, Handler: func(c *api.Ctx) { c.HTML(200, []byte(probePage)) }}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.srv.ListenAndServe(ctx, ln, time.Second) }()
	t.Cleanup(func() { cancel(); <-done })

	bctx, bcancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer bcancel()
	cmd := exec.CommandContext(bctx, bin,
		"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(),
		"--window-size=800,1000", "--virtual-time-budget=10000", "--dump-dom",
		"http://"+ln.Addr().String()+"/probe")
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("chromium: %v\n%s", err, stderr)
	}
	match := regexp.MustCompile(`<pre id="result">(.*?)</pre>`).FindSubmatch(out)
	if match == nil {
		t.Fatalf("the probe wrote no result; DOM:\n%s", out)
	}
	var res struct {
		Title                 string
		Rows, Excluded, Lines int
		SVGWidth              int `json:"svgWidth"`
		Overflow              bool
		FontPx                float64 `json:"fontPx"`
	}
	if err := json.Unmarshal([]byte(regexp.MustCompile(`&quot;`).ReplaceAllString(string(match[1]), `"`)), &res); err != nil {
		t.Fatalf("result %s: %v", match[1], err)
	}
	t.Logf("phone-width render: %+v", res)
	if res.Title != "Semiconductors · Vera" || res.Rows != 12 || res.Lines != 2 {
		t.Fatalf("page content: %+v", res)
	}
	if res.Overflow || res.SVGWidth > 390 || res.SVGWidth < 300 || res.FontPx < 14 {
		t.Fatalf("not readable on a 390 px phone: %+v", res)
	}
}
