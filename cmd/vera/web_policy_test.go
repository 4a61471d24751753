package main

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vera-invest/vera/api"
)

// TestEveryPageKeepsItsPolicyInChromium loads the nine HTML pages of a running `vera dev` in
// Chromium, each doing its real work under its Content-Security-Policy: the home page's market
// tiles, the app signed in with the dev sign-in and its wallet and a goal drafted with its chart,
// the agent page reading the record contract over the devnet's RPC, the demo, the screener, an
// asset's chart, a grove, the themes and a theme. Not one policy violation or console error;
// every page answers with its policy, X-Frame-Options DENY and its Referrer-Policy.
func TestEveryPageKeepsItsPolicyInChromium(t *testing.T) {
	base := liveDev(t)
	for _, p := range []string{"/", "/app", "/agent", "/demo", "/markets", "/markets/NVDA", "/groves/titan", "/themes", "/themes/semiconductors"} {
		r, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		csp := r.Header.Get("Content-Security-Policy")
		if r.StatusCode != 200 || !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "unsafe") ||
			r.Header.Get("X-Frame-Options") != "DENY" || r.Header.Get("Referrer-Policy") != api.ReferrerPolicy || r.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: %d, headers %v", p, r.StatusCode, r.Header)
		}
	}

	b := newBrowser(t)
	ready := chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`))
	b.do(t, "home", 30*time.Second, chromedp.Navigate(base+"/"), ready, chromedp.WaitVisible(chromedp.CSS(`#market .tile`)))
	b.do(t, "app", 30*time.Second, chromedp.Navigate(base+"/app"), ready)
	get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
	b.do(t, "sign in", 60*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID(`dev-user`)),
		chromedp.SetValue(chromedp.ID(`dev-user`), "policy-1"),
		chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID(`goal-form`)), chromedp.WaitVisible(chromedp.ID(`cash`)))
	b.do(t, "draft", 60*time.Second, chromedp.SetValue(chromedp.ID(`amount`), "50"), chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.ID(`confirm-button`)), chromedp.WaitVisible(chromedp.CSS(`#backtest-chart canvas`)))
	b.do(t, "agent", 30*time.Second, chromedp.Navigate(base+"/agent"), ready, chromedp.WaitVisible(chromedp.ID(`live-signer`)))
	b.do(t, "demo", 30*time.Second, chromedp.Navigate(base+"/demo"), chromedp.WaitVisible(chromedp.CSS(`main h1`)))
	b.do(t, "markets", 30*time.Second, chromedp.Navigate(base+"/markets"), ready, chromedp.WaitVisible(chromedp.CSS(`#screener-table tbody tr`)))
	b.do(t, "asset", 30*time.Second, chromedp.Navigate(base+"/markets/NVDA"), ready, chromedp.WaitVisible(chromedp.CSS(`#asset-chart canvas`)))
	b.do(t, "grove", 30*time.Second, chromedp.Navigate(base+"/groves/titan"), ready, chromedp.WaitVisible(chromedp.CSS(`#grove-about table tbody tr`)))
	b.do(t, "themes", 30*time.Second, chromedp.Navigate(base+"/themes"), chromedp.WaitVisible(chromedp.CSS(`ul.themes li`)))
	b.do(t, "theme", 30*time.Second, chromedp.Navigate(base+"/themes/semiconductors"), chromedp.WaitVisible(chromedp.CSS(`svg polyline`)))
	// The styles are applied: the theme's style element by its digest, the app's sheet from /assets.
	if c := get(t, b, "key color", chromedp.Evaluate[string](`getComputedStyle(document.querySelector('.key.portfolio')).backgroundColor`)); c != "rgb(29, 78, 216)" {
		t.Errorf("the theme page's style element is not applied: %q", c)
	}
	time.Sleep(500 * time.Millisecond) // the last page's log entries
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the pages logged errors or policy violations:\n%s", strings.Join(errs, "\n"))
	}
}
