package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/autopilot"
)

// apState is GET /api/autopilot as the tests read it.
type apState struct {
	Autopilot       *struct{} `json:"autopilot"`
	WalletID        string    `json:"walletId"`
	AmountUsd       float64   `json:"amountUsd"`
	Cadence         string    `json:"cadence"`
	RiskCeilingBps  int       `json:"riskCeilingBps"`
	MaxPerPeriodUsd float64   `json:"maxPerPeriodUsd"`
	Active          *bool     `json:"active"`
	Runs            int       `json:"runs"`
}

// signInApp opens /app in a fresh session signed in as user, and returns the session's token.
func signInApp(t *testing.T, b *browser, base, user string) string {
	t.Helper()
	b.do(t, "app", 30*time.Second, chromedp.Navigate(base+"/app"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
	get(t, b, "clear", chromedp.Evaluate[bool](`(sessionStorage.clear(), true)`))
	b.do(t, "sign in", 60*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID(`dev-user`)),
		chromedp.SetValue(chromedp.ID(`dev-user`), user),
		chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
		// data-ready is already set by the sign-in form: wait for what the sections read.
		chromedp.WaitVisible(chromedp.CSS(`#ap-status > *`)), chromedp.WaitVisible(chromedp.CSS(`#unread-count[data-unread]`)))
	return get(t, b, "token", chromedp.Evaluate[string](`JSON.parse(sessionStorage.getItem('vera:dev-session')).token`))
}

// TestAutopilotInChromium drives /app's Autopilot section of a whole `vera dev`: a bound refused in
// the browser before anything is sent, a save (the grant), a run now that buys on the devnet, the
// runs in words, pause and a paused run's skip, resume, the server's own refusal shown in the
// spec's words, and delete (after a confirmation that can be declined) revoking the grant. Each
// state is read back through the API, the grant through the service's signer.
func TestAutopilotInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	b := newBrowser(t)
	const user = "autopilot-browser"
	fundOwner(t, a, base, user, big.NewInt(500_000_000))
	b.do(t, "viewport", 10*time.Second, chromedp.EmulateViewport(1280, 900))
	tok := signInApp(t, b, base, user)
	state := func() apState {
		var s apState
		apiGet(t, base+"/api/autopilot", tok, &s)
		return s
	}
	errText := func() string { return get(t, b, "form error", chromedp.Text(chromedp.ID(`ap-error`))) }

	// Bounds refused in the browser: nothing reaches the server.
	for _, tc := range []struct{ field, value, want string }{
		{"ap-amount", "0", "The amount per run must be above $0 and at most $100,000."},
		{"ap-amount", "100000.5", "The amount per run must be above $0 and at most $100,000."},
		{"ap-risk", "101", "The risk ceiling must be from 0% to 100%."},
		{"ap-cap", "-5", "The spend cap per period must be above $0 and at most $1,000,000, or empty for twice the amount."},
		{"ap-goal", "   ", "Write a goal of 1 to 600 characters."},
	} {
		b.do(t, "refuse "+tc.field, 10*time.Second,
			chromedp.SetValue(chromedp.ID(`ap-goal`), "Steady growth with big tech, not too risky"),
			chromedp.SetValue(chromedp.ID(`ap-amount`), "25"), chromedp.SetValue(chromedp.ID(`ap-risk`), "60"), chromedp.SetValue(chromedp.ID(`ap-cap`), ""),
			chromedp.SetValue(chromedp.ID(tc.field), tc.value), chromedp.Click(chromedp.ID(`ap-save`)),
			chromedp.WaitVisible(chromedp.CSS(`#ap-error:not(:empty)`)))
		if got := errText(); got != tc.want {
			t.Errorf("%s = %q: the page says %q, want %q", tc.field, tc.value, got, tc.want)
		}
		if s := state(); s.Active != nil {
			t.Fatalf("a refused form saved a config: %+v", s)
		}
	}
	b.screenshot(t, "autopilot-refused-1280")

	// Save: the config as the spec defaults it, and the wallet's grant.
	b.do(t, "save", 30*time.Second,
		chromedp.SetValue(chromedp.ID(`ap-amount`), "25"), chromedp.SetValue(chromedp.ID(`ap-goal`), "AI, for the long term"),
		chromedp.SetValue(chromedp.ID(`ap-cadence`), "weekly"),
		chromedp.Click(chromedp.ID(`ap-save`)), chromedp.WaitVisible(chromedp.ID(`ap-saved`)), chromedp.WaitVisible(chromedp.ID(`ap-run`)))
	s := state()
	if s.Active == nil || !*s.Active || s.AmountUsd != 25 || s.Cadence != "weekly" || s.RiskCeilingBps != 6000 || s.MaxPerPeriodUsd != 50 {
		t.Fatalf("saved through the page: %+v", s)
	}
	digest := common.HexToHash("0x01")
	if _, err := a.signer.SignDigest(context.Background(), s.WalletID, digest); err != nil {
		t.Fatalf("the save granted nothing: %v", err)
	}
	for _, width := range []int{390, 1280} {
		b.do(t, "width", 10*time.Second, chromedp.EmulateViewport(int64(width), 900))
		b.layoutCheck(t, fmt.Sprintf("/app autopilot saved %d", width), width)
	}

	// Run now: progress while it runs, then the run in words; the purchase is on the devnet.
	b.do(t, "run", 150*time.Second, chromedp.Click(chromedp.ID(`ap-run`)), chromedp.WaitVisible(chromedp.ID(`ap-progress`)),
		chromedp.WaitVisible(chromedp.ID(`ap-run-result`)), chromedp.WaitVisible(chromedp.CSS(`#ap-runs tr.run`)))
	if got := get(t, b, "run result", chromedp.Text(chromedp.ID(`ap-run-result`))); !strings.HasPrefix(got, "The run settled") {
		t.Fatalf("run now: %q", got)
	}
	var runs struct {
		Runs []struct{ Status, TxHash, Reason string }
	}
	apiGet(t, base+"/api/autopilot/runs", tok, &runs)
	if len(runs.Runs) != 1 || runs.Runs[0].Status != "success" {
		t.Fatalf("runs after run now: %+v", runs.Runs)
	}
	receiptSucceeded(t, a, runs.Runs[0].TxHash)
	if got := get(t, b, "runs", chromedp.Text(chromedp.CSS(`#ap-runs tbody tr:first-child`))); !strings.Contains(got, "Invested") || !strings.Contains(got, "$25.00") {
		t.Errorf("the runs list shows %q", got)
	}
	b.screenshot(t, "autopilot-ran-1280")

	// Pause, a paused run skipped in words, resume.
	b.do(t, "pause", 30*time.Second, chromedp.Click(chromedp.ID(`ap-pause`)), chromedp.WaitVisible(chromedp.ID(`ap-resume`)))
	if s := state(); s.Active == nil || *s.Active {
		t.Fatalf("paused through the page: %+v", s)
	}
	b.do(t, "paused run", 60*time.Second, chromedp.Click(chromedp.ID(`ap-run`)), chromedp.WaitVisible(chromedp.CSS(`#ap-run-result.refusal`)))
	if got := get(t, b, "paused run", chromedp.Text(chromedp.ID(`ap-run-result`))); got != "The run did not invest: Autopilot is paused." {
		t.Errorf("a paused run: %q", got)
	}
	b.do(t, "skip listed", 10*time.Second, chromedp.WaitVisible(chromedp.CSS(`#ap-runs tr.run.skipped`)))
	if got := get(t, b, "skip", chromedp.Text(chromedp.CSS(`#ap-runs tr.run.skipped`))); !strings.Contains(got, "Skipped") || !strings.Contains(got, "Autopilot is paused.") {
		t.Errorf("the skipped run is listed as %q", got)
	}
	b.do(t, "resume", 30*time.Second, chromedp.Click(chromedp.ID(`ap-resume`)), chromedp.WaitVisible(chromedp.ID(`ap-pause`)))
	if s := state(); s.Active == nil || !*s.Active {
		t.Fatalf("resumed through the page: %+v", s)
	}
	b.layoutCheck(t, "/app autopilot runs 1280", 1280)

	// The server's refusal in the spec's words: the config deleted elsewhere, then "Run now".
	if status, body := apiCall(t, "DELETE", base+"/api/autopilot", tok, ""); status != 200 {
		t.Fatalf("DELETE: %d %s", status, body)
	}
	b.do(t, "stale run", 30*time.Second, chromedp.Click(chromedp.ID(`ap-run`)), chromedp.WaitVisible(chromedp.CSS(`#ap-run-result.error`)))
	if got := get(t, b, "stale run", chromedp.Text(chromedp.ID(`ap-run-result`))); got != "No autopilot is configured." {
		t.Errorf("the server's refusal shows %q, want the spec's %q", got, "No autopilot is configured.")
	}

	// Save again, then delete through the page: declined once, then confirmed.
	b.do(t, "save again", 30*time.Second, chromedp.Click(chromedp.ID(`ap-save`)), chromedp.WaitVisible(chromedp.ID(`ap-saved`)),
		chromedp.WaitVisible(chromedp.ID(`ap-delete`)),
		chromedp.Click(chromedp.ID(`ap-delete`)), chromedp.WaitVisible(chromedp.ID(`ap-delete-dialog`)))
	dialog := get(t, b, "dialog", chromedp.Text(chromedp.ID(`ap-delete-dialog`)))
	if !strings.Contains(dialog, "permission to sign for your wallet is revoked") {
		t.Errorf("the delete confirmation says %q", dialog)
	}
	b.screenshot(t, "autopilot-delete-confirm-1280")
	b.do(t, "decline", 10*time.Second, chromedp.Click(chromedp.ID(`ap-delete-cancel`)), chromedp.WaitNotPresent(chromedp.ID(`ap-delete-dialog`)))
	if s := state(); s.Active == nil {
		t.Fatal("declining the confirmation deleted the config")
	}
	b.do(t, "delete", 30*time.Second, chromedp.Click(chromedp.ID(`ap-delete`)), chromedp.WaitVisible(chromedp.ID(`ap-delete-confirm`)),
		chromedp.Click(chromedp.ID(`ap-delete-confirm`)), chromedp.WaitVisible(chromedp.ID(`ap-deleted`)))
	if s := state(); s.Active != nil {
		t.Fatalf("deleted through the page, the API still has %+v", s)
	}
	if _, err := a.signer.SignDigest(context.Background(), s.WalletID, digest); !errors.Is(err, autopilot.ErrNoGrant) {
		t.Fatalf("after delete the wallet's grant still signs: %v", err)
	}
	// Chromium logs the refused run's 400 itself (a network error, not the page's); nothing else.
	var errs []string
	for _, e := range b.consoleErrors() {
		if !strings.Contains(e, "status of 400") || !strings.HasSuffix(e, "/api/autopilot/run") {
			errs = append(errs, e)
		}
	}
	if len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
