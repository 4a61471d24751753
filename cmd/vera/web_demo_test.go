package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/devmode"
)

// demoInChromium runs the guided demo of the `vera dev` a at base in Chromium from start to end
// (TestDevOnWorldChainInChromium runs it on the world chain, `vera dev`'s default): a fresh demo user
// funded by POST /dev/fund, the plan drafted and invested in one sponsored op, the trade, the track
// record and the inbox showing it, then Autopilot saved and run; the run's purchase is checked on the
// chain. At 390 px and 1280 px the page has no overflow, every control is labelled and reached by
// Tab, and no console error is logged.
func demoInChromium(t *testing.T, a *app, base string) {
	t.Helper()
	b := newBrowser(t)
	for _, width := range []int{390, 1280} {
		b.do(t, "demo", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Navigate(base+"/demo"),
			chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)), chromedp.WaitVisible(chromedp.ID(`demo-start`)))
		if get(t, b, "elsewhere", chromedp.Evaluate[bool](`!!document.getElementById('demo-elsewhere')`)) {
			t.Error("vera dev's demo still shows the text for other servers")
		}
		b.layoutCheck(t, fmt.Sprintf("/demo start %d", width), width)
	}
	started := time.Now()
	b.do(t, "fund", 60*time.Second, chromedp.Click(chromedp.ID(`demo-start`)), chromedp.WaitVisible(chromedp.ID(`demo-funded`)))
	funded := get(t, b, "funded", chromedp.Text(chromedp.ID(`demo-funded`)))
	if !strings.Contains(funded, "received $1,000.00 of test USDG") {
		t.Errorf("funding step: %q", funded)
	}
	b.do(t, "draft", 60*time.Second, chromedp.Click(chromedp.ID(`demo-draft-button`)), chromedp.WaitVisible(chromedp.ID(`demo-invest-button`)))
	b.do(t, "invest", 120*time.Second, chromedp.Click(chromedp.ID(`demo-invest-button`)), chromedp.WaitVisible(chromedp.ID(`demo-autopilot-save`)))
	for _, id := range []string{"demo-invested", "demo-recorded", "demo-notified"} {
		if !get(t, b, id, chromedp.Evaluate[bool](`!!document.getElementById('`+id+`')`)) {
			t.Errorf("the demo did not show #%s", id)
		}
	}
	b.screenshot(t, "demo-invested-1280")
	b.do(t, "autopilot", 60*time.Second, chromedp.Click(chromedp.ID(`demo-autopilot-save`)), chromedp.WaitVisible(chromedp.ID(`demo-autopilot-run`)))
	b.do(t, "autopilot run", 150*time.Second, chromedp.Click(chromedp.ID(`demo-autopilot-run`)), chromedp.WaitVisible(chromedp.CSS(`body[data-demo-ms]`)))
	wall := time.Since(started)
	demoMs := get(t, b, "demo ms", chromedp.AttributeValue(chromedp.CSS(`body`), "data-demo-ms")).Value
	t.Logf("the demo from its start to the Autopilot run settled: %s ms in the page (%s wall, clicks included)", demoMs, wall.Round(time.Millisecond))
	b.screenshot(t, "demo-done-1280")
	b.layoutCheck(t, "/demo done 1280", 1280)
	b.do(t, "narrow", 10*time.Second, chromedp.EmulateViewport(390, 844))
	b.screenshot(t, "demo-done-390")
	b.layoutCheck(t, "/demo done 390", 390)

	// The run bought on the devnet: the run's transaction succeeded and the account holds more.
	tok := get(t, b, "token", chromedp.Evaluate[string](`JSON.parse(sessionStorage.getItem('vera:dev-session')).token`))
	var runs struct {
		Runs []struct {
			Status, TxHash string
			AmountUsd      float64
		}
	}
	apiGet(t, base+"/api/autopilot/runs", tok, &runs)
	if len(runs.Runs) != 1 || runs.Runs[0].Status != "success" || runs.Runs[0].AmountUsd != 25 {
		t.Fatalf("the demo's Autopilot runs: %+v", runs.Runs)
	}
	receiptSucceeded(t, a, runs.Runs[0].TxHash)
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the demo logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestDemoFundingIsBounded attacks POST /dev/fund: one user asking again and again, and a crowd of
// fresh user ids (each a new embedded wallet) asking at once. A wallet is never lifted above
// $1,000, and all of them together get at most the hour's $25,000, read back from the chain.
func TestDemoFundingIsBounded(t *testing.T) {
	a, base := liveDevApp(t)
	first := devToken(t, base, "fund-again")
	for i := range 3 {
		status, body := devFund(t, base, first)
		want := 1000.0
		if i > 0 {
			want = 0
		}
		if status != 200 || body.FundedUsd != want {
			t.Fatalf("call %d of one user: %d %+v, want 200 and %v", i, status, body, want)
		}
	}
	const crowd = 40
	var (
		mu      sync.Mutex
		owners  []common.Address
		refused int
		wg      sync.WaitGroup
	)
	for i := range crowd {
		tok := devToken(t, base, "fund-crowd-"+strconv.Itoa(i))
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, body := devFund(t, base, tok)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case status == 200:
				owners = append(owners, common.HexToAddress(body.Owner))
			case status == 429 && body.Error == "The demo's funding is used up for now. Try again within the hour.":
				refused++
			default:
				t.Errorf("a fresh user: %d %+v", status, body)
			}
		}()
	}
	wg.Wait()
	// The first user took $1,000 of the hour's $25,000: 24 more top-ups fit.
	if len(owners) != 24 || refused != crowd-24 {
		t.Errorf("%d fresh users funded and %d refused, want 24 and %d", len(owners), refused, crowd-24)
	}
	usdg := contractsUSDG(t, base)
	c, err := chain.Dial(context.Background(), a.web.ChainRPC, chain.ClientConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	total := new(big.Int)
	for _, o := range owners {
		call := chain.BalanceOfCall(usdg, o)
		raw, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &usdg, Data: call.Data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		bal := new(big.Int).SetBytes(raw)
		if bal.Cmp(big.NewInt(devmode.DemoTopUpTo)) > 0 {
			t.Errorf("%s holds %s, above the $1,000 top-up", o.Hex(), bal)
		}
		total.Add(total, bal)
	}
	if total.Add(total, big.NewInt(devmode.DemoTopUpTo)).Cmp(big.NewInt(devmode.DemoBudget)) > 0 {
		t.Errorf("the crowd and the first user hold %s USDG base units, over the hour's budget of %d", total, devmode.DemoBudget)
	}
	t.Logf("%d fresh user ids asked at once: %d funded, %d refused; minted in all %s base units (budget %d)", crowd, len(owners), refused, total, int64(devmode.DemoBudget))
}

type fundAnswer struct {
	Owner     string  `json:"owner"`
	FundedUsd float64 `json:"fundedUsd"`
	Error     string  `json:"error"`
}

func devFund(t testing.TB, base, token string) (int, fundAnswer) {
	status, body := apiCall(t, "POST", base+"/dev/fund", token, "")
	var out fundAnswer
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		t.Errorf("POST /dev/fund answered %d %s", status, body)
	}
	return status, out
}

// devToken signs in as userID through POST /dev/sign-in.
func devToken(t testing.TB, base, userID string) string {
	t.Helper()
	r, err := http.Post(base+"/dev/sign-in", "application/json", strings.NewReader(`{"userId":"`+userID+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(r.Body).Decode(&out); err != nil || out.Token == "" {
		t.Fatalf("dev sign-in of %s: %d %v", userID, r.StatusCode, err)
	}
	return out.Token
}

// apiCall sends a token route's request with a JSON body (or none) and returns its status and body.
func apiCall(t testing.TB, method, url, token, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	return r.StatusCode, string(b)
}

// apiGet decodes a token route's 200 answer into out.
func apiGet(t testing.TB, url, token string, out any) {
	t.Helper()
	status, body := apiCall(t, "GET", url, token, "")
	if status != 200 {
		t.Fatalf("GET %s: %d %s", url, status, body)
	}
	if err := json.Unmarshal([]byte(body), out); err != nil {
		t.Fatalf("GET %s: %v in %s", url, err, body)
	}
}

func contractsUSDG(t *testing.T, base string) common.Address {
	t.Helper()
	r, err := http.Get(base + "/api/contracts")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var c struct{ USDG string }
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		t.Fatal(err)
	}
	return common.HexToAddress(c.USDG)
}

// receiptSucceeded fails unless the transaction is mined on the app's devnet and succeeded.
func receiptSucceeded(t *testing.T, a *app, txHash string) {
	t.Helper()
	c, err := chain.Dial(context.Background(), a.web.ChainRPC, chain.ClientConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rc, err := c.TransactionReceipt(context.Background(), common.HexToHash(txHash))
	if err != nil || rc.Status != 1 {
		t.Fatalf("the run's transaction %s on the devnet: %v %+v", txHash, err, rc)
	}
}

// serveDemoExplains: on a server without the dev sign-in, /demo says what the demo is and where it
// runs, links to the app, and offers no walkthrough, at 390 px and 1280 px.
func serveDemoExplains(t *testing.T, base string) {
	b := newBrowser(t)
	for _, width := range []int{390, 1280} {
		b.do(t, "demo on serve", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Navigate(base+"/demo"),
			chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
		text := get(t, b, "demo text", chromedp.Text(chromedp.CSS(`main`)))
		if !strings.Contains(text, "guided demo walks a newcomer") || !strings.Contains(text, "It runs on a development server (vera dev)") {
			t.Errorf("vera serve's /demo does not explain the demo:\n%s", text)
		}
		if !get(t, b, "app link", chromedp.Evaluate[bool](`!!document.querySelector('#demo-elsewhere a[href="/app"]')`)) {
			t.Error("vera serve's /demo does not link to the app")
		}
		if get(t, b, "no walkthrough", chromedp.Evaluate[bool](`!!document.getElementById('demo-start')`)) {
			t.Error("vera serve's /demo offers the walkthrough")
		}
		b.screenshot(t, fmt.Sprintf("demo-serve-%d", width))
		b.layoutCheck(t, fmt.Sprintf("/demo on serve %d", width), width)
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("vera serve's /demo logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
