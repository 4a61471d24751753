package main

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"
)

// devSignInTo signs user in on the page at path with the dev sign-in, from a fresh tab session, and
// waits for ready (a CSS selector).
func devSignInTo(t testing.TB, b *browser, base, path, user, ready string) {
	t.Helper()
	b.do(t, "open "+path, 30*time.Second, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
	get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
	b.do(t, "sign in", 60*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID(`dev-user`)),
		chromedp.SetValue(chromedp.ID(`dev-user`), user),
		chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(ready)))
}

// investThroughUI drafts goal for amount dollars on /app (signed in) and confirms it, failing unless
// it settles.
func investThroughUI(t testing.TB, b *browser, goal, amount string) {
	t.Helper()
	b.do(t, "draft", 60*time.Second,
		chromedp.SetValue(chromedp.ID(`goal`), goal),
		chromedp.SetValue(chromedp.ID(`amount`), amount),
		chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.ID(`confirm-button`)),
		chromedp.Click(chromedp.ID(`confirm-button`)),
		chromedp.WaitVisible(chromedp.CSS(`#result > *`)))
	if got := get(t, b, "result", chromedp.Text(chromedp.ID(`result`))); !strings.HasPrefix(got, "Invested $"+amount+".00") {
		t.Fatalf("the investment did not settle: %q", got)
	}
}

type apiPortfolio struct {
	CashUsd, InvestedUsd, TotalUsd float64
	Holdings                       []struct {
		Symbol       string
		Raw          string
		ValueUsd     *float64
		DayChangePct *float64
		Spark        []float64
	}
}

// TestPortfolioInChromium: a new user invests $5 through the app on the devnet; then /app's portfolio,
// at 390 px and 1280 px, shows the cash, invested and total GET /api/portfolio gives, one row per
// asset held with the balance the devnet holds, its value, day change and spark, the transfers with
// their transaction links, and the balance history's ranges; no overflow, labelled controls reached
// by Tab, no console error.
func TestPortfolioInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	const user = "portfolio-user"
	fundOwner(t, a, base, user, big.NewInt(100_000_000))
	ws, err := a.wallets.Wallets(t.Context(), user)
	if err != nil || len(ws) == 0 {
		t.Fatalf("wallets of %s: %v", user, err)
	}
	account := common.HexToAddress(ws[0].SmartAccount)
	var contracts struct {
		Assets []struct{ Symbol, Address string }
	}
	getAPI(t, base, "/api/contracts", &contracts)
	tokens := map[string]common.Address{}
	for _, x := range contracts.Assets {
		tokens[x.Symbol] = common.HexToAddress(x.Address)
	}
	var card struct{ Metadata struct{ Explorer string } }
	getAPI(t, base, "/.well-known/agent-card.json", &card)
	d := readDevnet(t, a)
	b := newBrowser(t)

	b.do(t, "viewport", 5*time.Second, chromedp.EmulateViewport(390, 844))
	devSignInTo(t, b, base, "/app", user, `body[data-portfolio-ready]`)
	if got := get(t, b, "holdings", chromedp.Text(chromedp.ID(`pf-holdings`))); got != "You hold no assets yet." {
		t.Errorf("a new account's portfolio: %q", got)
	}
	investThroughUI(t, b, "payments", "5")

	for _, width := range []int{390, 1280} {
		t.Run(strconv.Itoa(width), func(t *testing.T) {
			b.do(t, "portfolio", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Reload(),
				chromedp.WaitVisible(chromedp.CSS(`body[data-portfolio-ready]`)), chromedp.WaitVisible(chromedp.ID(`pf-holdings-table`)))
			var p apiPortfolio
			getAPI(t, base, "/api/portfolio?address="+account.Hex(), &p)
			for id, want := range map[string]float64{"cash": p.CashUsd, "invested": p.InvestedUsd} {
				if got := get(t, b, id, chromedp.Text(chromedp.ID(id))); got != "$"+commas(want) {
					t.Errorf("#%s shows %s, GET /api/portfolio %.6f", id, got, want)
				}
			}
			if p.InvestedUsd < 4 || p.InvestedUsd > 5.5 {
				t.Errorf("invested %.2f after a $5 investment", p.InvestedUsd)
			}
			rows := get(t, b, "rows", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#pf-holdings-table tbody tr')].map(r => r.dataset.symbol)`))
			if len(rows) != len(p.Holdings) || len(rows) < 2 {
				t.Fatalf("the portfolio lists %v, the API %d holdings", rows, len(p.Holdings))
			}
			for i, h := range p.Holdings {
				if rows[i] != h.Symbol {
					t.Errorf("row %d is %s, the API's %s", i, rows[i], h.Symbol)
					continue
				}
				if onChain := d.balance(tokens[h.Symbol], account); onChain.String() != h.Raw {
					t.Errorf("%s: the devnet holds %s, the portfolio %s", h.Symbol, onChain, h.Raw)
				}
				cells := get(t, b, "cells", chromedp.Evaluate[[]string](fmt.Sprintf(`[...document.querySelectorAll('#pf-holdings-table tr[data-symbol=%q] td')].map(c => c.textContent)`, h.Symbol)))
				if h.ValueUsd != nil && cells[2] != "$"+commas(*h.ValueUsd) {
					t.Errorf("%s: value %s, the API's %.4f", h.Symbol, cells[2], *h.ValueUsd)
				}
				if (h.DayChangePct == nil) != (cells[3] == "—") || (h.DayChangePct != nil && !strings.HasSuffix(cells[3], "%")) {
					t.Errorf("%s: day change %q, the API's %v", h.Symbol, cells[3], h.DayChangePct)
				}
				svg := get(t, b, "spark", chromedp.Evaluate[bool](fmt.Sprintf(`!!document.querySelector('#pf-holdings-table tr[data-symbol=%q] td.spark svg')`, h.Symbol)))
				if svg != (len(h.Spark) > 1) {
					t.Errorf("%s: spark drawn %v, the API's has %d points", h.Symbol, svg, len(h.Spark))
				}
			}
			// The transfers come from the chain index, which catches up within seconds.
			var txs struct{ Transactions []struct{ Hash string } }
			for deadline := time.Now().Add(30 * time.Second); ; {
				getAPI(t, base, "/api/transactions?address="+account.Hex(), &txs)
				shown := get(t, b, "transfers", chromedp.Evaluate[int](`document.querySelectorAll('#pf-transfers-table tbody tr').length`))
				if len(txs.Transactions) > 0 && shown == len(txs.Transactions) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the portfolio shows %d transfers, the API %d, 30 s after the investment", shown, len(txs.Transactions))
				}
				time.Sleep(time.Second)
				b.do(t, "refresh", 30*time.Second, chromedp.Click(chromedp.ID(`pf-refresh`)),
					chromedp.WaitEnabled(chromedp.ID(`pf-refresh`)))
			}
			if card.Metadata.Explorer != "" {
				want := strings.TrimSuffix(card.Metadata.Explorer, "/") + "/tx/" + txs.Transactions[0].Hash
				if href := get(t, b, "link", chromedp.Evaluate[string](`document.querySelector('#pf-transfers-table tbody tr td:last-child a').href`)); href != want {
					t.Errorf("the newest transfer links %s, want %s", href, want)
				}
			}
			// The balance history's ranges: each pressed in turn, each with its chart or its reason.
			for _, rng := range []string{"1D", "1W", "3M", "1M"} {
				b.do(t, "range "+rng, 20*time.Second, chromedp.Click(chromedp.CSS(`#pf-history button[aria-label][data-range="`+rng+`"]`)),
					chromedp.WaitVisible(chromedp.CSS(`#pf-history button[aria-pressed=true][data-range="`+rng+`"]`)))
				get(t, b, "note "+rng, chromedp.Poll[bool](`!document.getElementById('pf-history-note').textContent.startsWith('Reading')`))
				if note := get(t, b, "note", chromedp.Text(chromedp.ID(`pf-history-note`))); !strings.Contains(note, "snapshot") {
					t.Errorf("range %s: %q", rng, note)
				}
			}
			b.screenshot(t, fmt.Sprintf("portfolio-%d", width))
			b.layoutCheck(t, "/app portfolio", width)
		})
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the pages logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
