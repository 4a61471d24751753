package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/quote"
)

// liveDev runs what `vera dev` runs (a test database, the devnet with its JSON-RPC on loopback, every
// route and job) listening on a loopback port, until the test ends, and returns its base URL once
// /readyz answers 200.
func liveDev(t testing.TB) string {
	t.Helper()
	_, base := liveDevApp(t)
	return base
}

// liveDevApp is liveDev with the running app; extra flags come after (and so override) its own.
func liveDevApp(t testing.TB, extra ...string) (*app, string) {
	t.Helper()
	addr := freeLoopbackAddr(t)
	base := "http://" + addr
	a, _ := buildTestDev(t, append([]string{"--addr", addr, "--public-url", base, "--devnet-addr", "127.0.0.1:0", "--metrics-addr", "off"}, extra...)...)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil && ctx.Err() == nil {
			t.Errorf("vera dev: %v", err)
		}
	})
	waitAnswers(t, base+"/readyz", 90*time.Second, done)
	return a, base
}

// freeLoopbackAddr is a loopback address with a port free a moment ago, for a command that takes
// its listen address as a flag.
func freeLoopbackAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// waitAnswers waits until url answers 200, failing when the wait is over or the command stopped
// (its result arrived on done, a channel of one; it is put back for the cleanup that waits for it).
func waitAnswers(t testing.TB, url string, wait time.Duration, done chan error) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for {
		r, err := http.Get(url)
		if err == nil {
			io.Copy(io.Discard, r.Body)
			r.Body.Close()
			if r.StatusCode == 200 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s did not answer 200 within %s (last: %v)", url, wait, err)
		}
		select {
		case err := <-done:
			done <- err
			t.Fatalf("the command stopped: %v", err)
		case <-time.After(300 * time.Millisecond):
		}
	}
}

// cspListener is evaluated in every document before its own scripts: each Content-Security-Policy
// violation becomes a console error, so every browser test fails on one as on any console error.
const cspListener = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.documentURI + ' (' + e.sourceFile + ':' + e.lineNumber + ')'));`

// browser starts Debian's Chromium headless and records the page's console errors, uncaught
// exceptions and Content-Security-Policy violations.
type browser struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string
	shots  string
}

func newBrowser(t testing.TB) *browser {
	t.Helper()
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("Chromium is missing: this test needs `chromium` on PATH (Debian package chromium; make test installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	shots := t.TempDir()
	if dir := os.Getenv("VERA_SCREENSHOTS"); dir != "" { // to keep them for a look
		shots = dir
	}
	b := &browser{ctx: ctx, shots: shots}
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
	t.Logf("screenshots in %s", b.shots)
	return b
}

func (b *browser) fail(t testing.TB, what string, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
	defer cancel()
	body, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('main') ? document.querySelector('main').innerText : ''`))
	t.Fatalf("%s: %v\npage text:\n%s", what, err, body)
}

func (b *browser) do(t testing.TB, what string, timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.fail(t, what, err)
	}
}

func get[T any](t testing.TB, b *browser, what string, a chromedp.Action[T]) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		b.fail(t, what, err)
	}
	return v
}

func (b *browser) consoleErrors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errors...)
}

func (b *browser) screenshot(t *testing.T, name string) {
	t.Helper()
	img := get(t, b, "screenshot "+name, chromedp.FullScreenshot(100))
	if err := os.WriteFile(filepath.Join(b.shots, name+".png"), img, 0o644); err != nil {
		t.Fatal(err)
	}
}

// layoutCheck: no horizontal overflow, and every control is labelled and reachable with Tab.
func (b *browser) layoutCheck(t *testing.T, page string, width int) {
	t.Helper()
	if get(t, b, page+" overflow", chromedp.Evaluate[bool](`document.documentElement.scrollWidth > document.documentElement.clientWidth`)) {
		t.Errorf("%s at %d px overflows horizontally", page, width)
	}
	unlabelled := get(t, b, page+" labels", chromedp.Evaluate[[]string](`(() => {
		const out = [];
		let i = 0;
		for (const el of document.querySelectorAll('a[href], button, input, textarea, select')) {
			el.setAttribute('data-probe', String(i++));
			const name = (el.labels && el.labels.length ? [...el.labels].map(l => l.textContent).join(' ') : '') +
				(el.getAttribute('aria-label') || '') + (el.matches('a, button') ? el.textContent : '');
			if (!name.trim()) out.push(el.outerHTML.slice(0, 120));
		}
		return out;
	})()`))
	for _, u := range unlabelled {
		t.Errorf("%s: a control has no label: %s", page, u)
	}
	want := get(t, b, page+" controls", chromedp.Evaluate[[]string](`[...document.querySelectorAll('[data-probe]')]
		.filter(el => !el.disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
		.map(el => el.getAttribute('data-probe'))`))
	get(t, b, page+" blur", chromedp.Evaluate[bool](`(document.activeElement && document.activeElement.blur(), window.scrollTo(0, 0), true)`))
	seen := map[string]bool{}
	for range len(want) + 5 {
		b.do(t, page+" tab", 5*time.Second, chromedp.KeyEvent(kb.Tab))
		seen[get(t, b, page+" focus", chromedp.Evaluate[string](`document.activeElement ? (document.activeElement.getAttribute('data-probe') || '') : ''`))] = true
	}
	for _, id := range want {
		if !seen[id] {
			html := get(t, b, page+" describe", chromedp.Evaluate[string](`document.querySelector('[data-probe="`+id+`"]').outerHTML.slice(0, 120)`))
			t.Errorf("%s at %d px: Tab never reaches %s", page, width, html)
		}
	}
}

// TestWebAppInChromium drives the web app of a running `vera dev` in Chromium, at a phone's 390 px
// and a desktop's 1280 px: the dev sign-in, plans refused before any signature, the default goal
// drafted, its backtest, one confirmation that signs with the dev wallet and settles all its
// purchases in one sponsored userOp on the devnet, the holdings shown;
// then the agent page verifies that investment's assessment against the record contract, and
// refuses a tampered one.
func TestWebAppInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	b := newBrowser(t)
	// The phone invests from demo-1's deployed account; the desktop from a new user's account, not
	// yet deployed (its Permit2 signatures are ERC-6492-wrapped), its owner given USDG first.
	for i, width := range []int{390, 1280} {
		user := "demo-1"
		if i == 1 {
			user = "web-undeployed"
			fundOwner(t, a, base, user, big.NewInt(1_000_000_000))
		}
		t.Run(strconv.Itoa(width), func(t *testing.T) {
			b.do(t, "home", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Navigate(base+"/"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			tiles := get(t, b, "tiles", chromedp.Evaluate[int](`document.querySelectorAll('#market .tile').length`))
			cards := get(t, b, "cards", chromedp.Evaluate[int](`document.querySelectorAll('#strategies .card, #themes .card, #groves .card').length`))
			if tiles == 0 || cards < 3+8+4 {
				t.Errorf("home: %d market tiles, %d basket cards", tiles, cards)
			}
			b.screenshot(t, fmt.Sprintf("home-%d", width))
			b.layoutCheck(t, "/", width)

			// The dev sign-in, a fresh session per width.
			b.do(t, "sign in", 30*time.Second, chromedp.Navigate(base+"/app"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
			b.do(t, "sign in", 30*time.Second, chromedp.Reload(),
				chromedp.WaitVisible(chromedp.ID(`dev-user`)))
			b.layoutCheck(t, "/app sign-in", width)
			b.do(t, "sign in", 30*time.Second,
				chromedp.SetValue(chromedp.ID(`dev-user`), user),
				chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
				chromedp.WaitVisible(chromedp.ID(`goal-form`)),
				chromedp.WaitVisible(chromedp.ID(`cash`)))
			if get(t, b, "owner", chromedp.Evaluate[bool](`!!document.getElementById('owner-refusal')`)) {
				t.Fatal("the dev wallet's address is not /api/me's owner")
			}
			// The default goal and amount, invested last: its draft's legs all fit one sponsored op.
			goal := get(t, b, "default goal", chromedp.Evaluate[string](`document.getElementById('goal').value`))
			amount := get(t, b, "default amount", chromedp.Evaluate[string](`document.getElementById('amount').value`))
			// A plan riskier than the limit the person set: refused in words before any signature.
			b.do(t, "draft too risky", 60*time.Second,
				chromedp.SetValue(chromedp.ID(`goal`), "payments"),
				chromedp.SetValue(chromedp.ID(`amount`), "5"),
				chromedp.SetValue(chromedp.ID(`risk-ceiling`), "1"),
				chromedp.Click(chromedp.ID(`draft-button`)),
				chromedp.WaitVisible(chromedp.ID(`confirm-button`)),
				chromedp.Click(chromedp.ID(`confirm-button`)),
				chromedp.WaitVisible(chromedp.CSS(`#result .refusal`)))
			refusal := get(t, b, "refusal", chromedp.Text(chromedp.CSS(`#result .refusal`)))
			steps := get(t, b, "steps", chromedp.Text(chromedp.ID(`progress`)))
			if !strings.Contains(refusal, "above the most you accept (1.0%)") || !strings.Contains(refusal, "Nothing was signed") || strings.Contains(steps, "Signing") {
				t.Errorf("a plan over the risk limit: %q after steps %q", refusal, steps)
			}
			// A leg locked between the draft and the confirmation (the hourly sweep lands): refused
			// before any signature.
			b.do(t, "draft to lock", 60*time.Second,
				chromedp.SetValue(chromedp.ID(`risk-ceiling`), "60"),
				chromedp.Click(chromedp.ID(`draft-button`)),
				chromedp.WaitVisible(chromedp.ID(`confirm-button`)))
			leg := get(t, b, "first leg", chromedp.Text(chromedp.CSS(`table.legs tbody th`)))
			locks := quoteLocks(t, a)
			before, swept := locks.Latest()
			locks.Publish(quote.Sweep{At: time.Now(), Rows: []quote.SweepRow{{Symbol: leg, Locked: true}}})
			b.do(t, "confirm locked", 60*time.Second,
				chromedp.Click(chromedp.ID(`confirm-button`)),
				chromedp.WaitVisible(chromedp.CSS(`#result .refusal`)))
			refusal = get(t, b, "refusal", chromedp.Text(chromedp.CSS(`#result .refusal`)))
			steps = get(t, b, "steps", chromedp.Text(chromedp.ID(`progress`)))
			if !strings.HasPrefix(refusal, leg+" is locked") || !strings.Contains(refusal, "Nothing was signed") || strings.Contains(steps, "Signing") {
				t.Errorf("a locked leg: %q after steps %q", refusal, steps)
			}
			if swept {
				locks.Publish(before)
			} else {
				locks.Publish(quote.Sweep{At: time.Now()})
			}
			b.do(t, "draft", 60*time.Second,
				chromedp.SetValue(chromedp.ID(`goal`), goal),
				chromedp.SetValue(chromedp.ID(`amount`), amount),
				chromedp.Click(chromedp.ID(`draft-button`)),
				chromedp.WaitVisible(chromedp.ID(`confirm-button`)),
				chromedp.WaitVisible(chromedp.CSS(`#backtest-chart canvas`)))
			legs := get(t, b, "legs", chromedp.Evaluate[int](`document.querySelectorAll('table.legs tbody tr').length`))
			b.screenshot(t, fmt.Sprintf("draft-%d", width))
			b.layoutCheck(t, "/app draft", width)

			b.do(t, "invest", 90*time.Second,
				chromedp.Click(chromedp.ID(`confirm-button`)),
				chromedp.WaitVisible(chromedp.CSS(`#result > *`)))
			result := get(t, b, "result", chromedp.Text(chromedp.ID(`result`)))
			if want := fmt.Sprintf("Invested $%s.00 in %d assets", amount, legs); !strings.HasPrefix(result, want) {
				steps := get(t, b, "progress", chromedp.Text(chromedp.ID(`progress`)))
				t.Fatalf("the investment did not settle: %q\nsteps:\n%s", result, steps)
			}
			b.do(t, "holdings", 30*time.Second, chromedp.WaitVisible(chromedp.CSS(`body[data-invest-ms]`)))
			investMs := get(t, b, "invest ms", chromedp.AttributeValue(chromedp.CSS(`body`), "data-invest-ms")).Value
			invested := get(t, b, "invested", chromedp.Text(chromedp.ID(`invested`)))
			if invested == "$0.00" || !strings.HasPrefix(invested, "$") {
				t.Errorf("holdings show %q invested after the investment", invested)
			}
			t.Logf("%d px, %s: %d purchases in one op; confirmation to holdings shown in %s ms", width, user, legs, investMs)
			b.screenshot(t, fmt.Sprintf("invested-%d", width))
			b.layoutCheck(t, "/app invested", width)

			// The agent page recovers the assessment's signer in the browser and compares it with
			// the record contract's agentSigner().
			b.do(t, "agent", 30*time.Second, chromedp.Navigate(base+"/agent"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)),
				chromedp.WaitVisible(chromedp.ID(`live-signer`)),
				chromedp.Click(chromedp.ID(`verify-button`)),
				chromedp.WaitVisible(chromedp.ID(`verdict`)))
			verdict := get(t, b, "verdict", chromedp.Text(chromedp.ID(`verdict`)))
			recovered := get(t, b, "recovered", chromedp.Text(chromedp.ID(`recovered`)))
			live := get(t, b, "live", chromedp.Text(chromedp.ID(`live-signer`)))
			if !strings.HasPrefix(verdict, "Verified") || !strings.EqualFold(recovered, live) {
				t.Errorf("the last assessment did not verify: %q (recovered %s, live %s)", verdict, recovered, live)
			}
			// The record is read from the chain index, which catches up within seconds.
			for deadline := time.Now().Add(30 * time.Second); get(t, b, "record", chromedp.Evaluate[int](`document.querySelectorAll('table.record tbody tr').length`)) == 0; {
				if time.Now().After(deadline) {
					t.Fatal("the track record lists no plan 30 s after an investment")
				}
				time.Sleep(time.Second)
				b.do(t, "agent again", 30*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			}
			b.screenshot(t, fmt.Sprintf("agent-%d", width))
			b.layoutCheck(t, "/agent", width)
			// A tampered assessment does not verify.
			get(t, b, "tamper", chromedp.Evaluate[bool](`(() => { const a = document.getElementById('assessment'); const j = JSON.parse(a.value); j.assessedRisk = j.assessedRisk + 1; a.value = JSON.stringify(j); return true })()`))
			b.do(t, "verify tampered", 20*time.Second,
				chromedp.Click(chromedp.ID(`verify-button`)),
				chromedp.WaitVisible(chromedp.ID(`verdict`)))
			if verdict := get(t, b, "verdict", chromedp.Text(chromedp.ID(`verdict`))); !strings.HasPrefix(verdict, "Not Vera") {
				t.Errorf("a tampered assessment gave %q", verdict)
			}

			b.do(t, "demo", 20*time.Second, chromedp.Navigate(base+"/demo"), chromedp.WaitVisible(chromedp.CSS(`main h1`)))
			b.layoutCheck(t, "/demo", width)
		})
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the pages logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestEveryCardURLAnswers: every URL the agent card gives on the service's own host answers 200.
func TestEveryCardURLAnswers(t *testing.T) {
	base := liveDev(t)
	r, err := http.Get(base + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	var card any
	err = json.NewDecoder(r.Body).Decode(&card)
	r.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	host, _ := url.Parse(base)
	var urls []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		case string:
			if u, err := url.Parse(x); err == nil && u.Host == host.Host && (u.Scheme == "http" || u.Scheme == "https") {
				urls = append(urls, x)
			}
		}
	}
	walk(card)
	if len(urls) < 5 {
		t.Fatalf("the card has only %d URLs on the service's host: %v", len(urls), urls)
	}
	for _, u := range urls {
		r, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, r.Body)
		r.Body.Close()
		if r.StatusCode != 200 {
			t.Errorf("%s answers %d", u, r.StatusCode)
		}
	}
	t.Logf("%d card URLs answer 200: %v", len(urls), urls)
}

// quoteLocks finds the tradability locks the app's quote routes serve.
// fundOwner gives the owner of user's dev wallet usdBaseUnits of USDG on the app's devnet.
func fundOwner(t *testing.T, a *app, base, user string, usdBaseUnits *big.Int) {
	t.Helper()
	ctx := context.Background()
	ws, err := a.wallets.Wallets(ctx, user)
	if err != nil || len(ws) == 0 {
		t.Fatalf("dev wallets of %s: %v %v", user, ws, err)
	}
	resp, err := http.Get(base + "/api/contracts")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var contracts struct {
		USDG string `json:"usdg"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&contracts); err != nil {
		t.Fatal(err)
	}
	c, err := chain.Dial(ctx, a.web.ChainRPC, chain.ClientConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := devnet.Fund(ctx, c, common.HexToAddress(contracts.USDG), common.HexToAddress(ws[0].Owner), usdBaseUnits); err != nil {
		t.Fatal(err)
	}
}

func quoteLocks(t *testing.T, a *app) *quote.Locks {
	t.Helper()
	for _, rs := range a.routes {
		if q, ok := rs.(api.QuoteRoutes); ok && q.Locks != nil {
			return q.Locks
		}
	}
	t.Fatal("the app serves no quote routes")
	return nil
}
