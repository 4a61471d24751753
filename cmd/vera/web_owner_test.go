package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWebAppSignsNothingForAnotherAddress: when the wallet the page is given signs as any address
// other than GET /api/me's owner, /app says why and offers nothing to sign. The session comes in
// through the production integration point (window.veraIdentity), with a real token and a stand-in
// provider that signs as another address and fails the test if anything asks it to sign.
func TestWebAppSignsNothingForAnotherAddress(t *testing.T) {
	base := liveDev(t)
	b := newBrowser(t)
	onNewDocument(t, b, strangerIdentity(t, base, "demo-3"))
	b.do(t, "app", 30*time.Second, chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/app"),
		chromedp.WaitVisible(chromedp.ID(`owner-refusal`)))
	refusal := get(t, b, "refusal", chromedp.Text(chromedp.ID(`owner-refusal`)))
	if !strings.Contains(refusal, stranger) || !strings.Contains(refusal, "nothing will be signed") {
		t.Errorf("the refusal does not say which address signs and that nothing will be signed: %q", refusal)
	}
	b.do(t, "draft", 60*time.Second,
		chromedp.SetValue(chromedp.ID(`amount`), "5"),
		chromedp.Click(chromedp.ID(`draft-button`)),
		chromedp.WaitVisible(chromedp.CSS(`#confirm .refusal`)))
	if get(t, b, "confirm button", chromedp.Evaluate[bool](`!!document.getElementById('confirm-button')`)) {
		t.Error("the page offers to confirm with a wallet that is not the owner")
	}
	if n := get(t, b, "sign requests", chromedp.Evaluate[int](`window.signRequests || 0`)); n != 0 {
		t.Errorf("the page asked the wallet to sign %d times", n)
	}
	b.screenshot(t, "another-address-390")
	b.layoutCheck(t, "/app another address", 390)
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
