package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestUnderstoodChipsInChromium drives /app's draft of a whole `vera dev`: what the goal was
// understood to say shows as chips; removing the "No crypto" chip drafts again from the chips left
// (the goal field shows the phrases sent, the chip is gone); changing the horizon chip to short
// term drafts again with the calmest holdings added, at a lower measured risk; a goal nothing
// matches is answered with the lowest-risk default and a question back.
func TestUnderstoodChipsInChromium(t *testing.T) {
	base := liveDev(t)
	b := newBrowser(t)
	b.do(t, "viewport", 10*time.Second, chromedp.EmulateViewport(390, 844))
	signInApp(t, b, base, "chips-browser")

	drafts := func() int {
		return get(t, b, "drafts", chromedp.Evaluate[int](`Number(document.getElementById('draft').getAttribute('data-drafts') || 0)`))
	}
	// waitDraft waits for the draft after the n-th to be shown.
	waitDraft := func(what string, n int) {
		t.Helper()
		b.do(t, what, 60*time.Second, chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#draft[data-drafts="%d"] #understood`, n+1))))
	}
	chips := func() []string {
		return get(t, b, "chips", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#understood li.chip')].map((c) => c.dataset.kind + ':' + (c.dataset.exclude === 'true' ? '-' : '') + c.dataset.value)`))
	}
	legs := func() []string {
		return get(t, b, "legs", chromedp.Evaluate[[]string](`[...document.querySelectorAll('table.legs tbody th')].map((x) => x.textContent)`))
	}
	risk := func() float64 {
		text := get(t, b, "risk", chromedp.Text(chromedp.ID(`risk`)))
		v, err := strconv.ParseFloat(strings.TrimSuffix(text, "%"), 64)
		if err != nil {
			t.Fatalf("the measured risk reads %q", text)
		}
		return v
	}

	n := drafts()
	b.do(t, "draft", 60*time.Second,
		chromedp.SetValue(chromedp.ID(`goal`), "No crypto, semiconductors and AI for the long term"),
		chromedp.SetValue(chromedp.ID(`amount`), "100"),
		chromedp.Click(chromedp.ID(`draft-button`)))
	waitDraft("draft", n)
	want := "theme:-crypto-linked theme:semiconductors theme:artificial-intelligence horizon:long"
	if got := strings.Join(chips(), " "); got != want {
		t.Fatalf("chips %s, want %s", got, want)
	}
	label := get(t, b, "chip label", chromedp.Text(chromedp.CSS(`#understood li.chip[data-exclude="true"] .chip-label`)))
	if label != "No crypto" {
		t.Errorf("the exclusion's chip reads %q", label)
	}
	b.screenshot(t, "understood-390")
	b.layoutCheck(t, "/app understood", 390)

	// Remove "No crypto": the draft is made again from the other chips' phrases.
	n = drafts()
	b.do(t, "remove chip", 60*time.Second, chromedp.Click(chromedp.CSS(`#understood li.chip[data-exclude="true"] button.chip-remove`)))
	waitDraft("re-draft", n)
	if got := strings.Join(chips(), " "); got != "theme:semiconductors theme:artificial-intelligence horizon:long" {
		t.Errorf("after removing No crypto, chips %s", got)
	}
	goal := get(t, b, "goal", chromedp.Evaluate[string](`document.getElementById('goal').value`))
	if goal != "semiconductors. ai. long term." {
		t.Errorf("the goal drafted again is %q", goal)
	}
	longRisk, longLegs := risk(), legs()

	// Change the horizon to short term: the calmest holdings come in and the risk falls.
	n = drafts()
	get(t, b, "change horizon", chromedp.Evaluate[bool](`(() => {
		const s = document.querySelector('#understood li.chip[data-kind="horizon"] select')
		s.value = 'short'
		return s.dispatchEvent(new Event('change'))
	})()`))
	waitDraft("horizon", n)
	if got := strings.Join(chips(), " "); got != "theme:semiconductors theme:artificial-intelligence horizon:short" {
		t.Errorf("after changing the horizon, chips %s", got)
	}
	shortRisk, shortLegs := risk(), legs()
	if !strings.Contains(strings.Join(shortLegs, " "), "SHY") || strings.Join(shortLegs, " ") == strings.Join(longLegs, " ") {
		t.Errorf("short term holds %v (long term %v): the calmest holdings are missing", shortLegs, longLegs)
	}
	if shortRisk >= longRisk {
		t.Errorf("short-term risk %.1f%% is not below long-term %.1f%%", shortRisk, longRisk)
	}

	// A goal nothing matches: the default, and a question back.
	n = drafts()
	b.do(t, "unmatched", 60*time.Second, chromedp.SetValue(chromedp.ID(`goal`), "asdfgh"), chromedp.Click(chromedp.ID(`draft-button`)))
	waitDraft("unmatched", n)
	q := get(t, b, "question", chromedp.Text(chromedp.ID(`question`)))
	if q != "What is the money for, and for how long?" || len(chips()) != 0 {
		t.Errorf("an unmatched goal: question %q, chips %v", q, chips())
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
