package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vera-invest/vera/pipeline"
)

// TestInboxInChromium drives /app's inbox and price alerts of a whole `vera dev`: an alert refused
// in the browser, one created and deleted, one that fires at the next evaluation of alerts shown
// with when and at what price, its notification counted unread, and "Mark all read" taking the
// count to zero, which the API and a reload confirm.
func TestInboxInChromium(t *testing.T) {
	a, base := liveDevApp(t)
	var evaluate pipeline.Job
	for _, j := range a.jobs {
		if e, ok := j.job.(*pipeline.EvaluateAlerts); ok {
			evaluate = e
		}
	}
	if evaluate == nil {
		t.Fatal("vera dev schedules no price-alert evaluation")
	}
	b := newBrowser(t)
	b.do(t, "viewport", 10*time.Second, chromedp.EmulateViewport(1280, 900))
	tok := signInApp(t, b, base, "inbox-browser")
	type alerts struct {
		Alerts []struct {
			ID, Symbol, Direction string
			FiredAt               *int64
		}
	}
	unread := func() string {
		return get(t, b, "unread", chromedp.AttributeValue(chromedp.ID(`unread-count`), "data-unread")).Value
	}
	if got := unread(); got != "0" {
		t.Fatalf("a new user has %s unread", got)
	}

	// Refused in the browser: no price.
	b.do(t, "refuse", 10*time.Second, chromedp.Click(chromedp.ID(`alert-create`)), chromedp.WaitVisible(chromedp.CSS(`#alert-error:not(:empty)`)))
	if got := get(t, b, "alert error", chromedp.Text(chromedp.ID(`alert-error`))); got != "The price must be above $0 and at most $10,000,000." {
		t.Errorf("an alert without a price: %q", got)
	}
	symbol := get(t, b, "symbol", chromedp.Evaluate[string](`document.getElementById('alert-symbol').value`))

	// Created, listed as waiting, deleted.
	b.do(t, "create", 20*time.Second,
		chromedp.SetValue(chromedp.ID(`alert-direction`), "below"), chromedp.SetValue(chromedp.ID(`alert-price`), "0.01"),
		chromedp.Click(chromedp.ID(`alert-create`)), chromedp.WaitVisible(chromedp.CSS(`#alerts li.waiting`)))
	var as alerts
	apiGet(t, base+"/api/alerts", tok, &as)
	if len(as.Alerts) != 1 || as.Alerts[0].Symbol != symbol || as.Alerts[0].Direction != "below" {
		t.Fatalf("alerts after creating one: %+v", as.Alerts)
	}
	for _, width := range []int{390, 1280} {
		b.do(t, "width", 10*time.Second, chromedp.EmulateViewport(int64(width), 900))
		b.layoutCheck(t, fmt.Sprintf("/app inbox %d", width), width)
		b.screenshot(t, fmt.Sprintf("inbox-alert-%d", width))
	}
	b.do(t, "delete", 20*time.Second, chromedp.Click(chromedp.CSS(`#alerts li.waiting button`)), chromedp.WaitNotPresent(chromedp.CSS(`#alerts li`)))
	apiGet(t, base+"/api/alerts", tok, &as)
	if len(as.Alerts) != 0 {
		t.Fatalf("alerts after deleting through the page: %+v", as.Alerts)
	}

	// One that holds at once fires at the next evaluation: the test runs the minutely job itself
	// rather than wait for the minute.
	b.do(t, "create firing", 20*time.Second,
		chromedp.SetValue(chromedp.ID(`alert-direction`), "above"), chromedp.SetValue(chromedp.ID(`alert-price`), "0.01"),
		chromedp.Click(chromedp.ID(`alert-create`)), chromedp.WaitVisible(chromedp.CSS(`#alerts li.waiting`)))
	// The refresh re-renders the lists, so the fired alert is read in the same evaluation that finds it.
	deadline := time.Now().Add(60 * time.Second)
	firedText := func() string {
		return get(t, b, "fired", chromedp.Evaluate[string](`(document.querySelector('#alerts li.fired') || {innerText: ''}).innerText`))
	}
	fired := firedText()
	for fired == "" || unread() == "0" {
		if time.Now().After(deadline) {
			t.Fatalf("the alert did not fire within 60 s (unread %s)", unread())
		}
		if err := evaluate.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		b.do(t, "refresh", 20*time.Second, chromedp.Click(chromedp.ID(`inbox-refresh`)))
		time.Sleep(time.Second)
		fired = firedText()
	}
	if !strings.Contains(fired, symbol+" above $0.01") || !strings.Contains(fired, "fired ") || !strings.Contains(fired, " at $") {
		t.Errorf("the fired alert reads %q", fired)
	}
	note := get(t, b, "notification", chromedp.Evaluate[string](`(document.querySelector('#notifications li.unread') || {innerText: ''}).innerText`))
	if !strings.Contains(note, symbol+" is above $0.01") || !strings.Contains(note, "Price alert") {
		t.Errorf("the alert's notification reads %q", note)
	}
	b.screenshot(t, "inbox-fired-1280")

	// Mark read: the count goes to zero, in the API too, and stays after a reload.
	before := unread()
	b.do(t, "mark read", 20*time.Second, chromedp.Click(chromedp.ID(`mark-read`)), chromedp.WaitVisible(chromedp.CSS(`#unread-count[data-unread="0"]`)))
	var inbox struct{ Unread int }
	apiGet(t, base+"/api/notifications", tok, &inbox)
	if inbox.Unread != 0 {
		t.Errorf("after mark-read (%s unread before) the API counts %d unread", before, inbox.Unread)
	}
	b.do(t, "reload", 30*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)),
		chromedp.WaitVisible(chromedp.CSS(`#unread-count[data-unread]`)))
	if got := unread(); got != "0" || get(t, b, "unread items", chromedp.Evaluate[int](`document.querySelectorAll('#notifications li.unread').length`)) != 0 {
		t.Errorf("after a reload the page counts %s unread", got)
	}
	b.layoutCheck(t, "/app inbox read 1280", 1280)
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
