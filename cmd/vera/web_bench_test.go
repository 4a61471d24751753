package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// BenchmarkWebFirstRender loads each page of the web app in headless Chromium on loopback with the
// cache disabled (a first visit) and waits for its content: the time from navigation to the page's
// data-ready mark, which is set once its API reads have filled it. The baseline is /themes, the
// server-rendered page without scripts, to its load event. fcp-ms is the browser's first
// contentful paint.
func BenchmarkWebFirstRender(b *testing.B) {
	base := liveDev(b)
	br := newBrowser(b)
	br.do(b, "disable cache", 10*time.Second, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
		return err
	}))
	for _, page := range []struct{ name, path, ready string }{
		{"baseline-themes", "/themes", "body"},
		{"home", "/", "body[data-ready]"},
		{"app", "/app", "body[data-ready]"},
		{"agent", "/agent", "body[data-ready]"},
		{"demo", "/demo", "body[data-ready]"},
		{"markets", "/markets", "body[data-ready]"},
		{"asset", "/markets/AAPL", "body[data-ready]"},
		{"grove", "/groves/titan", "body[data-ready]"},
	} {
		b.Run(page.name, func(b *testing.B) {
			var fcp float64
			for b.Loop() {
				br.do(b, page.path, 30*time.Second, chromedp.Navigate(base+page.path), chromedp.WaitVisible(chromedp.CSS(page.ready)))
				b.StopTimer()
				fcp += get(b, br, "fcp", chromedp.Evaluate[float64](`(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: 0}).startTime`))
				br.do(b, "blank", 10*time.Second, chromedp.Navigate("about:blank"))
				b.StartTimer()
			}
			b.ReportMetric(fcp/float64(b.N), "fcp-ms")
		})
	}
}

// BenchmarkWebInvestFlow times the app's confirmation on the devnet, from the click on "Confirm" to
// the holdings shown after the receipt: a commit-plan, a quote per leg, the signatures through the
// dev wallet, one sponsored userOp and its settlement, for a 4-leg plan and the default goal's 12-leg
// draft. The baseline is the same confirmation of a plan refused before any signature (over the
// person's risk limit): the commit-plan without the quotes, the signing and the chain.
func BenchmarkWebInvestFlow(b *testing.B) {
	base := liveDev(b)
	br := newBrowser(b)
	br.do(b, "sign in", 60*time.Second, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(base+"/app"),
		chromedp.WaitVisible(chromedp.ID(`dev-user`)),
		chromedp.SetValue(chromedp.ID(`dev-user`), "demo-1"),
		chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID(`cash`)))
	for _, c := range []struct{ name, goal, amount, ceiling, want string }{
		{"baseline-refused-before-signing", "payments", "5", "1", "Vera measured this plan"},
		{"invest-4-legs", "payments", "5", "60", "Invested $5.00 in 4 assets"},
		{"invest-12-legs", "steady growth with big tech", "100", "60", "Invested $100.00 in 12 assets"},
	} {
		invests := strings.HasPrefix(c.want, "Invested")
		b.Run(c.name, func(b *testing.B) {
			var pageMs float64
			for b.Loop() {
				b.StopTimer()
				br.do(b, "draft", 60*time.Second,
					chromedp.SetValue(chromedp.ID(`goal`), c.goal),
					chromedp.SetValue(chromedp.ID(`amount`), c.amount),
					chromedp.SetValue(chromedp.ID(`risk-ceiling`), c.ceiling),
					chromedp.Click(chromedp.ID(`draft-button`)),
					chromedp.WaitVisible(chromedp.ID(`confirm-button`)))
				get(b, br, "unmark", chromedp.Evaluate[bool](`(document.body.removeAttribute('data-invest-ms'), true)`))
				b.StartTimer()
				br.do(b, "confirm", 90*time.Second, chromedp.Click(chromedp.ID(`confirm-button`)), chromedp.WaitVisible(chromedp.CSS(`#result > *`)))
				if invests {
					br.do(b, "holdings", 30*time.Second, chromedp.WaitVisible(chromedp.CSS(`body[data-invest-ms]`)))
				}
				b.StopTimer()
				if got := get(b, br, "result", chromedp.Text(chromedp.ID(`result`))); !strings.HasPrefix(got, c.want) {
					b.Fatalf("%s: %q", c.name, got)
				}
				if invests {
					v := get(b, br, "invest ms", chromedp.Evaluate[float64](`Number(document.body.getAttribute('data-invest-ms'))`))
					pageMs += v
				}
				b.StartTimer()
			}
			if pageMs > 0 {
				b.ReportMetric(pageMs/float64(b.N), "page-ms")
			}
		})
	}
}
