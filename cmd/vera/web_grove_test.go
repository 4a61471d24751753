package main

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/devnet"
)

// countSignRequests makes every page of the browser count the signatures it asks the dev wallet
// for (window.signRequests), so a refusal can be shown to have asked for none.
func countSignRequests(t *testing.T, b *browser) {
	t.Helper()
	const script = `window.signRequests = 0;
	const veraFetch = window.fetch;
	window.fetch = function (input, init) {
		try {
			const body = init && typeof init.body === 'string' ? JSON.parse(init.body) : null;
			if (body && /^(personal_sign|eth_sign)/.test(body.method || '')) window.signRequests++;
		} catch (e) {}
		return veraFetch.apply(this, arguments);
	};`
	onNewDocument(t, b, script)
}

// onNewDocument runs script in every page the browser opens from now on, before the page's own.
func onNewDocument(t *testing.T, b *browser, script string) {
	t.Helper()
	b.do(t, "script on new documents", 10*time.Second, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}))
}

// stranger is the address the stand-in wallet of strangerIdentity signs as: no account's owner.
const stranger = "0x000000000000000000000000000000000000dEaD"

// strangerIdentity is a script setting the production integration point (window.veraIdentity) to
// user's real dev token with a stand-in provider that says it signs as stranger, counts every other
// request in window.signRequests and refuses it.
func strangerIdentity(t *testing.T, base, user string) string {
	t.Helper()
	return `window.veraIdentity = {
		userId: async () => '` + user + `',
		getAccessToken: async () => '` + devToken(t, base, user) + `',
		getEthereumProvider: async () => ({ request: async ({ method }) => {
			if (method === 'eth_accounts' || method === 'eth_requestAccounts') return ['` + stranger + `']
			if (method === 'eth_chainId') return '0x1237'
			window.signRequests = (window.signRequests || 0) + 1
			throw new Error('this wallet signs nothing in this test')
		} }),
		login: async () => {}, logout: async () => {},
	}`
}

// devnetReader reads the running app's devnet.
type devnetReader struct {
	t *testing.T
	c *chain.Client
}

func readDevnet(t *testing.T, a *app) devnetReader {
	t.Helper()
	c, err := chain.Dial(context.Background(), a.web.ChainRPC, chain.ClientConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return devnetReader{t, c}
}

func (d devnetReader) call(to common.Address, data []byte) []byte {
	d.t.Helper()
	out, err := d.c.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		d.t.Fatalf("call %s: %v", to, err)
	}
	return out
}

func (d devnetReader) balance(token, who common.Address) *big.Int {
	d.t.Helper()
	tok := assettoken.NewAssetToken()
	v, err := tok.UnpackBalanceOf(d.call(token, tok.PackBalanceOf(who)))
	if err != nil {
		d.t.Fatal(err)
	}
	return v
}

func (d devnetReader) shares(vault, who common.Address) *big.Int {
	d.t.Helper()
	gv := grovevault.NewGroveVault()
	v, err := gv.UnpackSharesOf(d.call(vault, gv.PackSharesOf(who)))
	if err != nil {
		d.t.Fatal(err)
	}
	return v
}

func (d devnetReader) components(vault common.Address) []common.Address {
	d.t.Helper()
	gv := grovevault.NewGroveVault()
	n, err := gv.UnpackComponentCount(d.call(vault, gv.PackComponentCount()))
	if err != nil {
		d.t.Fatal(err)
	}
	var out []common.Address
	for i := range n.Int64() {
		c, err := gv.UnpackComponents(d.call(vault, gv.PackComponents(big.NewInt(i))))
		if err != nil {
			d.t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// feedOf is the vault's i-th component's price feed and its answer now.
func (d devnetReader) feedOf(vault common.Address, i int64) (common.Address, *big.Int) {
	d.t.Helper()
	gv, pf := grovevault.NewGroveVault(), pricefeed.NewPriceFeed()
	feed, err := gv.UnpackFeeds(d.call(vault, gv.PackFeeds(big.NewInt(i))))
	if err != nil {
		d.t.Fatal(err)
	}
	answer, err := pf.UnpackLatestAnswer(d.call(feed, pf.PackLatestAnswer()))
	if err != nil {
		d.t.Fatal(err)
	}
	return feed, answer
}

// post sets a feed's answer now, as the devnet's feeds' owner.
func (d devnetReader) post(feed common.Address, answerE8 *big.Int) {
	d.t.Helper()
	if err := devnet.PostPrices(context.Background(), d.c, []common.Address{feed}, []*big.Int{answerE8}); err != nil {
		d.t.Fatal(err)
	}
}

type contractsListing struct {
	USDG   string
	Groves []struct{ ID, Address string }
}

// TestGroveDepositAndWithdrawInChromium drives a grove page of a running `vera dev` at 390 px and
// 1280 px with a new user whose wallet holds $500: deposits below the grove's minimum, above the
// cash, and while a holding has no price are refused in words before any signature; a deposit is
// reviewed (the minimum shares shown) and signed through the dev wallet as one sponsored userOp, and
// the devnet holds at least those shares for the account and $40 less USDG in the wallet; a reviewed
// deposit that, after a price move, expects fewer than its minimum shares is refused before any
// signature; the portfolio lists the grove position at the vault's value; a withdrawal of more
// shares than held is refused before any signature, and the in-kind withdrawal of all of them leaves
// the account no shares and more of every component token.
func TestGroveDepositAndWithdrawInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	var contracts contractsListing
	getAPI(t, base, "/api/contracts", &contracts)
	var vault common.Address
	for _, g := range contracts.Groves {
		if g.ID == "titan" {
			vault = common.HexToAddress(g.Address)
		}
	}
	if vault == (common.Address{}) {
		t.Fatalf("/api/contracts lists no titan vault: %+v", contracts.Groves)
	}
	var grove struct {
		MinBuyUsd float64 `json:"minBuyUsd"`
		Ticker    string  `json:"ticker"`
	}
	getAPI(t, base, "/api/groves/titan", &grove)
	d := readDevnet(t, a)
	usdg := common.HexToAddress(contracts.USDG)
	b := newBrowser(t)
	countSignRequests(t, b)
	signs := func(t *testing.T) int {
		return get(t, b, "sign requests", chromedp.Evaluate[int](`window.signRequests`))
	}
	for _, width := range []int{390, 1280} {
		user := fmt.Sprintf("grove-%d", width)
		fundOwner(t, a, base, user, big.NewInt(500_000_000))
		ws, err := a.wallets.Wallets(context.Background(), user)
		if err != nil || len(ws) == 0 {
			t.Fatalf("wallets of %s: %v", user, err)
		}
		owner, account := common.HexToAddress(ws[0].Owner), common.HexToAddress(ws[0].SmartAccount)
		t.Run(strconv.Itoa(width), func(t *testing.T) {
			b.do(t, "grove", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Navigate(base+"/groves/titan"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
			b.do(t, "sign in", 60*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID(`dev-user`)),
				chromedp.SetValue(chromedp.ID(`dev-user`), user),
				chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
				chromedp.WaitVisible(chromedp.ID(`grove-amount`)),
				chromedp.WaitVisible(chromedp.ID(`position-shares`)))
			if got := get(t, b, "wallet cash", chromedp.Text(chromedp.ID(`wallet-cash`))); got != "$500.00" {
				t.Errorf("the page shows %s in the wallet, funded $500.00", got)
			}
			refused := func(what, amount, want string) {
				t.Helper()
				b.do(t, what, 30*time.Second, chromedp.SetValue(chromedp.ID(`grove-amount`), amount),
					chromedp.Click(chromedp.ID(`deposit-review`)), chromedp.WaitVisible(chromedp.CSS(`#deposit-plan .refusal`)))
				got := get(t, b, what, chromedp.Text(chromedp.CSS(`#deposit-plan .refusal`)))
				if !strings.Contains(got, want) || !strings.Contains(got, "Nothing was signed") {
					t.Errorf("%s: %q, want %q", what, got, want)
				}
				if get(t, b, "confirm", chromedp.Evaluate[bool](`!!document.getElementById('deposit-confirm')`)) {
					t.Errorf("%s: the page offers to confirm", what)
				}
			}
			refused("below the grove's minimum", strconv.FormatFloat(grove.MinBuyUsd/2, 'f', 2, 64), "takes deposits of at least")
			refused("above the cash", "100000", "this deposit needs $100,000.00")
			// A holding without a price (its feed answers 0): the vault would revert, so the page
			// refuses before any signature.
			feed, was := d.feedOf(vault, 0)
			d.post(feed, big.NewInt(0))
			refused("a holding without a price", "40", "has no fresh price")
			d.post(feed, was)
			if n := signs(t); n != 0 {
				t.Fatalf("the refusals asked the wallet for %d signatures", n)
			}
			b.layoutCheck(t, "/groves/titan signed in", width)

			walletBefore := d.balance(usdg, owner)
			b.do(t, "review", 30*time.Second, chromedp.SetValue(chromedp.ID(`grove-amount`), "40"),
				chromedp.Click(chromedp.ID(`deposit-review`)), chromedp.WaitVisible(chromedp.ID(`deposit-confirm`)))
			minShares, ok := new(big.Int).SetString(get(t, b, "min shares", chromedp.AttributeValue(chromedp.ID(`min-shares`), "data-base-units")).Value, 10)
			if !ok || minShares.Sign() <= 0 {
				t.Fatalf("the review shows no minimum shares")
			}
			b.screenshot(t, fmt.Sprintf("grove-review-%d", width))
			b.do(t, "deposit", 90*time.Second, chromedp.Click(chromedp.ID(`deposit-confirm`)),
				chromedp.WaitVisible(chromedp.CSS(`#deposit-result > *`)))
			if got := get(t, b, "deposit result", chromedp.Text(chromedp.ID(`deposit-result`))); !strings.HasPrefix(got, "Deposited $40.00.") {
				steps := get(t, b, "steps", chromedp.Text(chromedp.ID(`deposit-progress`)))
				t.Fatalf("the deposit did not settle: %q\nsteps:\n%s", got, steps)
			}
			held := d.shares(vault, account)
			if held.Cmp(minShares) < 0 {
				t.Errorf("the account holds %s shares after the deposit, below the minimum %s", held, minShares)
			}
			if spent := new(big.Int).Sub(walletBefore, d.balance(usdg, owner)); spent.Cmp(big.NewInt(40_000_000)) != 0 {
				t.Errorf("the wallet paid %s USDG base units for a $40 deposit", spent)
			}
			shown := get(t, b, "shares shown", chromedp.Text(chromedp.ID(`position-shares`)))
			if want := sharesText(held); shown != want {
				t.Errorf("the page shows %s shares, the vault %s", shown, want)
			}
			b.screenshot(t, fmt.Sprintf("grove-deposited-%d", width))
			b.layoutCheck(t, "/groves/titan deposited", width)

			// Prices move between the review and the click (a holding's feed up 30 %, so the vault's
			// existing holdings are worth more and a deposit mints fewer shares): the deposit expects
			// fewer shares than the minimum reviewed and is refused before any signature.
			b.do(t, "review again", 30*time.Second, chromedp.SetValue(chromedp.ID(`grove-amount`), "20"),
				chromedp.Click(chromedp.ID(`deposit-review`)), chromedp.WaitVisible(chromedp.ID(`deposit-confirm`)))
			d.post(feed, new(big.Int).Div(new(big.Int).Mul(was, big.NewInt(130)), big.NewInt(100)))
			signed := signs(t)
			b.do(t, "confirm after the move", 30*time.Second, chromedp.Click(chromedp.ID(`deposit-confirm`)),
				chromedp.WaitVisible(chromedp.CSS(`#deposit-result .refusal`)))
			d.post(feed, was)
			if got := get(t, b, "refusal", chromedp.Text(chromedp.CSS(`#deposit-result .refusal`))); !strings.HasPrefix(got, "Prices moved") || !strings.Contains(got, "Nothing was signed") {
				t.Errorf("a deposit expecting fewer than the minimum shares: %q", got)
			}
			if signs(t) != signed {
				t.Error("a deposit below its minimum shares asked for a signature")
			}
			if now := d.shares(vault, account); now.Cmp(held) != 0 {
				t.Errorf("the refused deposit moved the shares: %s, were %s", now, held)
			}

			// The portfolio lists the position at the vault's value, as GET /api/portfolio does.
			var p struct {
				Holdings []struct {
					Symbol   string
					ValueUsd *float64
				}
			}
			getAPI(t, base, "/api/portfolio?address="+account.Hex(), &p)
			var value *float64
			for _, h := range p.Holdings {
				if h.Symbol == grove.Ticker {
					value = h.ValueUsd
				}
			}
			if value == nil {
				t.Fatalf("GET /api/portfolio has no %s position: %+v", grove.Ticker, p.Holdings)
			}
			b.do(t, "portfolio", 30*time.Second, chromedp.Navigate(base+"/app"),
				chromedp.WaitVisible(chromedp.CSS(`#pf-groves-table tr[data-grove=titan]`)))
			if got := get(t, b, "grove value", chromedp.Text(chromedp.CSS(`#pf-groves-table tr[data-grove=titan] .pf-value`))); got != "$"+commas(*value) {
				t.Errorf("the portfolio values the position at %s, the API at %.2f", got, *value)
			}

			// Withdrawing more than held is refused before any signature; then all of it, in kind.
			b.do(t, "grove again", 30*time.Second, chromedp.Navigate(base+"/groves/titan"), chromedp.WaitVisible(chromedp.ID(`position-shares`)))
			before := signs(t) // a new document counts from zero
			b.do(t, "withdraw too much", 30*time.Second, chromedp.SetValue(chromedp.ID(`withdraw-shares`), "1000000000"),
				chromedp.Click(chromedp.ID(`withdraw-button`)), chromedp.WaitVisible(chromedp.CSS(`#withdraw-result .refusal`)))
			if got := get(t, b, "refusal", chromedp.Text(chromedp.CSS(`#withdraw-result .refusal`))); !strings.HasPrefix(got, "You hold ") || !strings.Contains(got, "Nothing was signed") {
				t.Errorf("withdrawing more than held: %q", got)
			}
			if signs(t) != before {
				t.Error("withdrawing more than held asked for a signature")
			}
			components := d.components(vault)
			had := make([]*big.Int, len(components))
			for i, c := range components {
				had[i] = d.balance(c, account)
			}
			b.do(t, "withdraw", 90*time.Second, chromedp.SetValue(chromedp.ID(`withdraw-shares`), sharesDecimal(held)),
				chromedp.Click(chromedp.ID(`withdraw-button`)), chromedp.WaitVisible(chromedp.CSS(`#withdraw-result .receipt, #withdraw-result .refusal`)))
			if got := get(t, b, "withdrawal", chromedp.Text(chromedp.ID(`withdraw-result`))); !strings.HasPrefix(got, "Withdrew ") {
				t.Fatalf("the withdrawal did not settle: %q", got)
			}
			if left := d.shares(vault, account); left.Sign() != 0 {
				t.Errorf("the account holds %s shares after withdrawing all", left)
			}
			for i, c := range components {
				if d.balance(c, account).Cmp(had[i]) <= 0 {
					t.Errorf("component %s: the account received nothing in kind", c)
				}
			}
			if got := get(t, b, "shares shown", chromedp.Text(chromedp.ID(`position-shares`))); got != "0" {
				t.Errorf("the page shows %s shares after withdrawing all", got)
			}
			b.screenshot(t, fmt.Sprintf("grove-withdrawn-%d", width))
			b.layoutCheck(t, "/groves/titan withdrawn", width)
		})
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the pages logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// sharesDecimal is a six-decimal share count as a person types it.
func sharesDecimal(v *big.Int) string {
	s := fmt.Sprintf("%07s", v.String())
	whole, frac := s[:len(s)-6], strings.TrimRight(s[len(s)-6:], "0")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// sharesText is a six-decimal share count as the page shows it (en-US grouping, up to 6 decimals).
func sharesText(v *big.Int) string {
	whole, frac, _ := strings.Cut(sharesDecimal(v), ".")
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// TestGrovePageSignsNothingForAnotherAddress: signed in through the identity provider's entry point
// with a wallet that signs as another address than the account's owner, the grove page says why,
// offers no deposit or withdrawal, and asks the wallet for no signature.
func TestGrovePageSignsNothingForAnotherAddress(t *testing.T) {
	base := liveDev(t)
	b := newBrowser(t)
	onNewDocument(t, b, strangerIdentity(t, base, "demo-3"))
	b.do(t, "grove", 30*time.Second, chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/groves/titan"),
		chromedp.WaitVisible(chromedp.ID(`owner-refusal`)))
	refusal := get(t, b, "refusal", chromedp.Text(chromedp.ID(`owner-refusal`)))
	if !strings.Contains(refusal, stranger) || !strings.Contains(refusal, "nothing will be signed") {
		t.Errorf("the refusal does not name the address and say nothing will be signed: %q", refusal)
	}
	if get(t, b, "forms", chromedp.Evaluate[bool](`!!document.getElementById('deposit-form') || !!document.getElementById('withdraw-form')`)) {
		t.Error("the grove page offers a deposit or a withdrawal to a wallet that is not the owner")
	}
	if n := get(t, b, "sign requests", chromedp.Evaluate[int](`window.signRequests || 0`)); n != 0 {
		t.Errorf("the page asked the wallet to sign %d times", n)
	}
	b.screenshot(t, "grove-another-address-390")
	b.layoutCheck(t, "/groves/titan another address", 390)
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
