package main

import (
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// confirmsInARow is how many investments TestHoldingsAfterEveryConfirmInChromium makes one after
// the other: VERA_TEST_CONFIRMS, else 50.
func confirmsInARow(t *testing.T) int {
	n := 50
	if v := os.Getenv("VERA_TEST_CONFIRMS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			t.Fatalf("VERA_TEST_CONFIRMS=%q", v)
		}
	}
	return n
}

// TestHoldingsAfterEveryConfirmInChromium: investments confirmed one after the other on /app, each
// within the second the portfolio's shared prices are kept: every time, the holdings shown at most
// 1.5 s after the receipt include what it bought (they are read at the receipt's block).
func TestHoldingsAfterEveryConfirmInChromium(t *testing.T) {
	n := confirmsInARow(t)
	a, base := liveDevApp(t)
	const user = "confirms-user"
	fundOwner(t, a, base, user, big.NewInt(int64(n)*6_000_000+10_000_000))
	b := newBrowser(t)
	devSignInTo(t, b, base, "/app", user, `#cash`)
	prev := 0.0
	for i := 1; i <= n; i++ {
		b.do(t, "draft", 60*time.Second,
			chromedp.SetValue(chromedp.ID(`goal`), "payments"),
			// $5 and $6 in turn: a plan's id is its allocation and the second it was assessed
			// (the spec's planId, single-use), so the same draft twice in one second is refused
			// on chain as PlanAlreadyRecorded; a person does not invest twice a second, this loop can.
			chromedp.SetValue(chromedp.ID(`amount`), strconv.Itoa(5+i%2)),
			chromedp.Click(chromedp.ID(`draft-button`)),
			chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#draft[data-drafts="%d"] #confirm-button`, i))),
			chromedp.Click(chromedp.ID(`confirm-button`)),
			chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`body[data-invests="%d"], #result .refusal`, i))))
		if refusal := get(t, b, "refusal", chromedp.Evaluate[string](`document.querySelector('#result .refusal')?.textContent ?? ''`)); refusal != "" {
			t.Fatalf("investment %d refused: %s", i, refusal)
		}
		ms, err := strconv.Atoi(get(t, b, "holdings ms", chromedp.AttributeValue(chromedp.CSS(`body`), "data-holdings-ms")).Value)
		if err != nil || ms > 1500 {
			t.Errorf("investment %d: holdings shown %d ms after the receipt (%v)", i, ms, err)
		}
		text := get(t, b, "invested", chromedp.Text(chromedp.ID(`invested`)))
		invested, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimPrefix(text, "$"), ",", ""), 64)
		if err != nil || invested < prev+4 {
			t.Fatalf("investment %d: holdings show %q invested, %.2f before a $5 investment", i, text, prev)
		}
		prev = invested
	}
}

// TestDraftOutdatedAfterEditInChromium: an edit of the amount (or goal) disables the draft's
// Confirm and says so; a new draft enables it again; an invalid amount submitted leaves the old
// draft's Confirm disabled.
func TestDraftOutdatedAfterEditInChromium(t *testing.T) {
	_, base := liveDevApp(t)
	b := newBrowser(t)
	devSignInTo(t, b, base, "/app", "demo-1", `#cash`)
	enabled := func(what string) bool {
		return get(t, b, what, chromedp.Evaluate[bool](`!document.getElementById('confirm-button').disabled`))
	}
	b.do(t, "draft", 60*time.Second,
		chromedp.SetValue(chromedp.ID(`amount`), "300"),
		chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.CSS(`#draft[data-drafts="1"] #confirm-button`)))
	if !enabled("fresh draft") {
		t.Fatal("a fresh draft's Confirm is disabled")
	}
	b.do(t, "edit", 10*time.Second, chromedp.SendKeys(chromedp.ID(`amount`), kb.Backspace), chromedp.WaitVisible(chromedp.ID(`draft-outdated`)))
	if enabled("after an edit") {
		t.Error("Confirm still enabled after the amount was edited")
	}
	b.do(t, "draft again", 60*time.Second,
		chromedp.SetValue(chromedp.ID(`amount`), "300"),
		chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.CSS(`#draft[data-drafts="2"] #confirm-button`)))
	if !enabled("new draft") || get(t, b, "note", chromedp.Evaluate[bool](`!!document.getElementById('draft-outdated')`)) {
		t.Fatal("a new draft is still marked out of date")
	}
	b.do(t, "amount 0", 10*time.Second,
		chromedp.SetValue(chromedp.ID(`amount`), "0"),
		chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.ID(`draft-outdated`)))
	if enabled("after amount 0") {
		t.Error(`"Confirm and invest $300" still enabled after amount 0 was submitted`)
	}
}

// TestDevFundButtonInChromium: a fresh user of `vera dev` starts with $0 in the wallet, shown in
// the one summary of account cash, holdings, wallet cash and a total naming them, read once; the one
// button on /app tops it up through POST /dev/fund and the wallet's cash shown is no longer $0.
func TestDevFundButtonInChromium(t *testing.T) {
	_, base := liveDevApp(t)
	b := newBrowser(t)
	devSignInTo(t, b, base, "/app", "fresh-at-zero", `#wallet-cash`)
	if got := get(t, b, "wallet cash", chromedp.Text(chromedp.ID(`wallet-cash`))); got != "$0.00" {
		t.Fatalf("a fresh wallet shows %q", got)
	}
	// One summary names its parts and what the total holds; the page read the portfolio once.
	b.do(t, "portfolio", 30*time.Second, chromedp.WaitVisible(chromedp.CSS(`body[data-portfolio-ready]`)))
	if got := get(t, b, "summary", chromedp.Text(chromedp.ID(`money-summary`))); !strings.Contains(got, "Cash in your account") || !strings.Contains(got, "Holdings in your account") ||
		!strings.Contains(got, "Cash in your wallet") || !strings.Contains(got, "Total (account cash, holdings and wallet cash)") {
		t.Errorf("the summary reads %q", got)
	}
	if n := get(t, b, "reads", chromedp.Evaluate[int](`performance.getEntriesByType('resource').filter(e => e.name.includes('/api/portfolio')).length`)); n != 1 {
		t.Errorf("the page read the portfolio %d times", n)
	}
	b.do(t, "fund", 10*time.Second, chromedp.Click(chromedp.ID(`dev-fund`)))
	if got := get(t, b, "funded", chromedp.Poll[string](`document.getElementById('dev-fund-result')?.textContent.startsWith(' Adding') ? false : document.getElementById('dev-fund-result').textContent`)); !strings.Contains(got, "Added $") {
		t.Fatalf("the top-up says %q", got)
	}
	if got := get(t, b, "wallet cash", chromedp.Text(chromedp.ID(`wallet-cash`))); got == "$0.00" || !strings.HasPrefix(got, "$") {
		t.Errorf("after the top-up the wallet shows %q", got)
	}
}

// TestPricesSayTheirDateInChromium: the devnet's prices are the last bundled closes, of a session
// that is not today: /api/prices gives their closeDate, and the home page's market, an asset's last
// close and the holdings' day change name that date instead of "today".
func TestPricesSayTheirDateInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	var prices struct {
		Prices map[string]struct{ CloseDate string }
	}
	getAPI(t, base, "/api/prices", &prices)
	latest := ""
	for _, p := range prices.Prices {
		latest = max(latest, p.CloseDate)
	}
	if latest == "" || latest == time.Now().Format(time.DateOnly) {
		t.Skipf("the latest close is %q: nothing to date", latest)
	}
	named, err := time.Parse(time.DateOnly, latest)
	if err != nil {
		t.Fatal(err)
	}
	year := strconv.Itoa(named.Year())
	b := newBrowser(t)
	b.do(t, "home", 30*time.Second, chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#market .tile`)))
	for _, id := range []string{"market-h", "market-note"} {
		if got := get(t, b, id, chromedp.Text(chromedp.ID(id))); strings.Contains(got, "today") || !strings.Contains(got, year) {
			t.Errorf("#%s says %q, of closes of %s", id, got, latest)
		}
	}
	b.do(t, "asset", 30*time.Second, chromedp.Navigate(base+"/markets/AAPL"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
	if got := get(t, b, "last close", chromedp.Text(chromedp.ID(`asset-change`))); !strings.HasPrefix(got, "Last close $") || !strings.Contains(got, year) {
		t.Errorf("the asset page says %q", got)
	}
	const user = "dated-holdings"
	fundOwner(t, a, base, user, big.NewInt(10_000_000))
	devSignInTo(t, b, base, "/app", user, `body[data-portfolio-ready]`)
	investThroughUI(t, b, "payments", "5")
	b.do(t, "holdings", 30*time.Second, chromedp.WaitVisible(chromedp.ID(`pf-holdings-table`)))
	if got := get(t, b, "columns", chromedp.Text(chromedp.CSS(`#pf-holdings-table thead`))); strings.Contains(got, "Today") || !strings.Contains(got, year) {
		t.Errorf("the holdings' columns say %q, of closes of %s", got, latest)
	}
}

// TestTradeQuantitiesInChromium: after an investment the inbox's trade notification gives each
// quantity to at most six decimals with its value beside it, which says it is at the latest price,
// not the trade's, and dates that price.
func TestTradeQuantitiesInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	const user = "trade-words"
	fundOwner(t, a, base, user, big.NewInt(10_000_000))
	b := newBrowser(t)
	devSignInTo(t, b, base, "/app", user, `body[data-portfolio-ready]`)
	investThroughUI(t, b, "payments", "5")
	body := ""
	for deadline := time.Now().Add(90 * time.Second); body == ""; {
		if time.Now().After(deadline) {
			t.Fatal("no trade notification within 90 s of the investment")
		}
		time.Sleep(2 * time.Second)
		b.do(t, "refresh", 20*time.Second, chromedp.Click(chromedp.ID(`inbox-refresh`)))
		body = get(t, b, "trade", chromedp.Evaluate[string](`[...document.querySelectorAll('#notifications li')].filter(li => li.innerText.includes('Trade ·')).map(li => li.querySelector('.note-body')?.textContent ?? '').join('|')`))
	}
	if !strings.Contains(body, "(worth $") || !regexpDatedWorth.MatchString(body) || regexpLongDecimals.MatchString(body) {
		t.Errorf("the trade notification reads %q", body)
	}
}

var (
	regexpLongDecimals = regexp.MustCompile(`\d\.\d{7,}`)
	regexpDatedWorth   = regexp.MustCompile(`\(worth \$[\d,.]+ at the latest price, (the close of|as of) [^)]*\d{4}[^)]*, not the trade's\)`)
)

// TestAgentAndDemoWordsInChromium: /agent labels both identities, dates each plan of the record,
// explains a reputation of 0 in words and reads the card once; the sign-in and /demo show no literal
// backticks, and /demo's steps are numbered once.
func TestAgentAndDemoWordsInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	const user = "agent-words"
	fundOwner(t, a, base, user, big.NewInt(10_000_000))
	b := newBrowser(t)
	b.do(t, "open /app", 30*time.Second, chromedp.Navigate(base+"/app"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
	get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
	b.do(t, "sign-in form", 30*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID(`dev-user`)))
	if got := get(t, b, "sign-in", chromedp.Text(chromedp.ID(`session`))); strings.Contains(got, "`") || !strings.Contains(got, "vera dev") {
		t.Errorf("the sign-in says %q", got)
	}
	devSignInTo(t, b, base, "/app", user, `body[data-portfolio-ready]`)
	investThroughUI(t, b, "payments", "5")
	for deadline := time.Now().Add(60 * time.Second); ; {
		b.do(t, "agent", 30*time.Second, chromedp.Navigate(base+"/agent"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
		if get(t, b, "rows", chromedp.Evaluate[int](`document.querySelectorAll('table.record tbody tr').length`)) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the record shows no plan 60 s after an investment")
		}
		time.Sleep(2 * time.Second)
	}
	year := strconv.Itoa(time.Now().Year())
	if dates := get(t, b, "dates", chromedp.Evaluate[[]string](`[...document.querySelectorAll('table.record tbody td.date')].map(td => td.textContent)`)); len(dates) == 0 || !strings.Contains(dates[0], year) {
		t.Errorf("the record's dates: %q", dates)
	}
	card := get(t, b, "card", chromedp.Text(chromedp.ID(`card`)))
	if !strings.Contains(card, "Canonical identity (on Base)") || !strings.Contains(card, "Identity on chain ") {
		t.Errorf("the card's identities: %q", card)
	}
	if rep := get(t, b, "reputation", chromedp.Text(chromedp.ID(`reputation`))); strings.HasPrefix(rep, "0") && !strings.Contains(rep, "feedback") {
		t.Errorf("a reputation of 0 reads %q", rep)
	}
	if n := get(t, b, "card reads", chromedp.Evaluate[int](`performance.getEntriesByType('resource').filter(e => e.name.includes('agent-card.json')).length`)); n != 1 {
		t.Errorf("/agent read the card %d times", n)
	}
	b.do(t, "demo", 30*time.Second, chromedp.Navigate(base+"/demo"), chromedp.WaitVisible(chromedp.ID(`demo-start`)))
	if got := get(t, b, "demo", chromedp.Text(chromedp.CSS(`main`))); strings.Contains(got, "`") {
		t.Errorf("/demo shows backticks: %q", got)
	}
	if style := get(t, b, "steps", chromedp.Evaluate[string](`getComputedStyle(document.getElementById('demo-steps')).listStyleType`)); style != "none" {
		t.Errorf("/demo's steps are numbered by the list too (%s) and by their headings", style)
	}
}

// widerJS lists the visible elements that reach past the viewport's width (table headings hidden
// for screen readers and the skip link, off screen until focused, aside).
const widerJS = `[...document.querySelectorAll('body *')].filter(e => {
	if (e.closest('thead')) return false;
	const r = e.getBoundingClientRect();
	return r.width > 0 && r.height > 0 && r.right > 0 && (r.right > innerWidth + 1 || r.left < -1);
}).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '') + ' ' + Math.round(e.getBoundingClientRect().right)).slice(0, 10)`

// TestNoElementWiderThanAPhoneInChromium: at 390 px no element of the home page, the markets, an
// asset, /app with a draft and holdings, /agent and /demo reaches past the viewport: tables stack,
// the nav wraps, tickers stay whole.
func TestNoElementWiderThanAPhoneInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	b := newBrowser(t)
	b.do(t, "viewport", 5*time.Second, chromedp.EmulateViewport(390, 844))
	check := func(page string) {
		t.Helper()
		if wide := get(t, b, page, chromedp.Evaluate[[]string](widerJS)); len(wide) > 0 {
			t.Errorf("%s at 390 px: wider than the viewport: %v", page, wide)
		}
	}
	for _, page := range []string{"/", "/markets", "/markets/AAPL", "/agent", "/demo"} {
		b.do(t, page, 30*time.Second, chromedp.Navigate(base+page), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
		time.Sleep(500 * time.Millisecond)
		check(page)
	}
	const user = "phone-width"
	fundOwner(t, a, base, user, big.NewInt(10_000_000))
	devSignInTo(t, b, base, "/app", user, `body[data-portfolio-ready]`)
	investThroughUI(t, b, "payments", "5")
	b.do(t, "holdings", 30*time.Second, chromedp.WaitVisible(chromedp.ID(`pf-holdings-table`)))
	check("/app")
}

// TestChartLegendsInChromium: an asset's chart and a draft's backtest each have a legend naming
// their lines, which carry no value labels of their own to overlap.
func TestChartLegendsInChromium(t *testing.T) {
	_, base := liveDevApp(t)
	b := newBrowser(t)
	b.do(t, "asset", 30*time.Second, chromedp.Navigate(base+"/markets/AAPL"), chromedp.WaitVisible(chromedp.CSS(`#asset-chart + .chart-legend`)))
	if got := get(t, b, "asset legend", chromedp.Text(chromedp.CSS(`#asset-chart + .chart-legend`))); !strings.Contains(got, "AAPL") {
		t.Errorf("the asset chart's legend reads %q", got)
	}
	devSignInTo(t, b, base, "/app", "demo-1", `#cash`)
	b.do(t, "draft", 60*time.Second, chromedp.Click(chromedp.ID(`draft-button`)), chromedp.WaitVisible(chromedp.CSS(`#backtest-chart + .chart-legend`)))
	if got := get(t, b, "backtest legend", chromedp.Text(chromedp.CSS(`#backtest-chart + .chart-legend`))); !strings.Contains(got, "The plan") || !strings.Contains(got, "SPY") {
		t.Errorf("the backtest's legend reads %q", got)
	}
}

// TestChartDatesInChromium: the draft's backtest chart shows its time axis, ranging over the
// sessions of its points (the response's dates), and the curves of the groves, strategies and
// themes have a date axis under them, from their first point's session to their last.
func TestChartDatesInChromium(t *testing.T) {
	_, base := liveDevApp(t)
	b := newBrowser(t)
	axis := func(what, sel string) (from, to string) {
		t.Helper()
		got := get(t, b, what, chromedp.Evaluate[[]string](`[...document.querySelectorAll(`+strconv.Quote(sel)+`)].flatMap(e => [e.dataset.axisFrom ?? '', e.dataset.axisTo ?? '', e.textContent])`))
		if len(got) == 0 {
			t.Fatalf("%s: no %s", what, sel)
		}
		for i := 0; i < len(got); i += 3 {
			from, to = got[i], got[i+1]
			if !regexpDate.MatchString(from) || !regexpDate.MatchString(to) || from >= to {
				t.Errorf("%s: an axis ranges from %q to %q", what, from, to)
			}
			if sel != "#backtest-chart" && !regexpTwoYears.MatchString(got[i+2]) {
				t.Errorf("%s: an axis reads %q", what, got[i+2])
			}
		}
		return from, to
	}
	b.do(t, "grove", 30*time.Second, chromedp.Navigate(base+"/groves/titan"), chromedp.WaitVisible(chromedp.CSS(`.bt svg`)))
	axis("grove", `.bt .axis`)
	b.do(t, "home", 30*time.Second, chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`.bt svg`)))
	curves := get(t, b, "home curves", chromedp.Evaluate[int](`document.querySelectorAll('.bt svg').length`))
	if axes := get(t, b, "home axes", chromedp.Evaluate[int](`document.querySelectorAll('.bt svg + .axis').length`)); axes != curves {
		t.Errorf("the home page has %d curves and %d date axes", curves, axes)
	}
	axis("home", `.bt .axis`)
	devSignInTo(t, b, base, "/app", "demo-1", `#cash`)
	b.do(t, "draft", 60*time.Second, chromedp.Click(chromedp.ID(`draft-button`)), chromedp.WaitVisible(chromedp.CSS(`#backtest-chart + .chart-legend`)))
	from, to := axis("backtest", `#backtest-chart`)
	if h := get(t, b, "time axis", chromedp.Evaluate[int](`Math.round(document.querySelector('#backtest-chart table tr:last-child')?.getBoundingClientRect().height ?? 0)`)); h < 10 {
		t.Errorf("the backtest chart's time axis is %d px high", h)
	}
	t.Logf("the backtest's axis: %s to %s", from, to)
}

var (
	regexpDate     = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	regexpTwoYears = regexp.MustCompile(`\d{4}.*\d{4}`)
)
