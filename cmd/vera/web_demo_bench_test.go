package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkWebDemo times the guided demo of a whole `vera dev` in Chromium, from the click on
// "Start the demo" to the Autopilot run settled, with each step's button clicked as soon as it
// shows: a fresh user funded, a 12-leg plan drafted and invested in one sponsored op, the holdings,
// the track record and the inbox waited for, Autopilot saved and run. page-ms is the page's own
// measure (data-demo-ms). The baseline is its heaviest step alone, without the browser: one
// Autopilot run of a fresh, funded, configured user through POST /api/autopilot/run.
func BenchmarkWebDemo(b *testing.B) {
	base := liveDev(b)
	br := newBrowser(b)
	n := 0
	b.Run("baseline-autopilot-run-api", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			n++
			tok := devToken(b, base, "bench-run-"+strconv.Itoa(n))
			if status, body := devFund(b, base, tok); status != 200 || body.FundedUsd != 1000 {
				b.Fatalf("fund: %d %+v", status, body)
			}
			var me struct {
				Wallets []struct{ WalletID, Owner, SmartAccount string }
			}
			apiGet(b, base+"/api/me", tok, &me)
			w := me.Wallets[0]
			settings, _ := json.Marshal(map[string]any{"walletId": w.WalletID, "owner": w.Owner, "smartAccount": w.SmartAccount,
				"goal": "AI, for the long term", "amountUsd": 25, "cadence": "weekly"})
			if status, body := apiCall(b, "POST", base+"/api/autopilot", tok, string(settings)); status != 200 {
				b.Fatalf("save: %d %s", status, body)
			}
			b.StartTimer()
			status, body := apiCall(b, "POST", base+"/api/autopilot/run", tok, "")
			b.StopTimer()
			if status != 200 || !strings.Contains(body, `"ok":true`) {
				b.Fatalf("run: %d %s", status, body)
			}
			b.StartTimer()
		}
	})
	b.Run("demo-start-to-autopilot-run", func(b *testing.B) {
		var pageMs float64
		for b.Loop() {
			b.StopTimer()
			br.do(b, "demo", 30*time.Second, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(base+"/demo"),
				chromedp.WaitVisible(chromedp.ID(`demo-start`)))
			b.StartTimer()
			br.do(b, "walk", 300*time.Second,
				chromedp.Click(chromedp.ID(`demo-start`)), chromedp.WaitVisible(chromedp.ID(`demo-draft-button`)),
				chromedp.Click(chromedp.ID(`demo-draft-button`)), chromedp.WaitVisible(chromedp.ID(`demo-invest-button`)),
				chromedp.Click(chromedp.ID(`demo-invest-button`)), chromedp.WaitVisible(chromedp.ID(`demo-autopilot-save`)),
				chromedp.Click(chromedp.ID(`demo-autopilot-save`)), chromedp.WaitVisible(chromedp.ID(`demo-autopilot-run`)),
				chromedp.Click(chromedp.ID(`demo-autopilot-run`)), chromedp.WaitVisible(chromedp.CSS(`body[data-demo-ms]`)))
			b.StopTimer()
			pageMs += get(b, br, "demo ms", chromedp.Evaluate[float64](`Number(document.body.getAttribute('data-demo-ms'))`))
			b.StartTimer()
		}
		b.ReportMetric(pageMs/float64(b.N), "page-ms")
	})
}
