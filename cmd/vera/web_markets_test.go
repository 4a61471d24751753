package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// getAPI decodes a GET of the running service's JSON route into v.
func getAPI(t *testing.T, base, path string, v any) {
	t.Helper()
	r, err := http.Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if r.StatusCode != 200 {
		t.Fatalf("GET %s: %d", path, r.StatusCode)
	}
	if err := json.NewDecoder(r.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

type screenerRow struct {
	Symbol   string   `json:"symbol"`
	Ret1y    *float64 `json:"ret1yPct"`
	VolPct   float64  `json:"volPct"`
	Drawdown float64  `json:"maxDrawdownPct"`
}

// TestMarketsInChromium drives the markets pages of a running `vera dev` at 390 px and 1280 px: the
// screener lists every row of GET /api/screener, sorts by a column both ways and filters by name and
// by volatility; an asset page draws its closes for every range with the API's last close and its
// meta; a grove page shows the grove. No overflow, labelled controls reached by Tab, no console error.
func TestMarketsInChromium(t *testing.T) {
	base := liveDev(t)
	var screener struct{ Assets []screenerRow }
	getAPI(t, base, "/api/screener", &screener)
	if len(screener.Assets) < 5 {
		t.Fatalf("the screener has %d rows", len(screener.Assets))
	}
	bySymbol := map[string]screenerRow{}
	for _, r := range screener.Assets {
		bySymbol[r.Symbol] = r
	}
	b := newBrowser(t)
	rows := func(t *testing.T) []string {
		return get(t, b, "rows", chromedp.Evaluate[[]string](`[...document.querySelectorAll('#screener-table tbody tr')].map(r => r.dataset.symbol)`))
	}
	for _, width := range []int{390, 1280} {
		t.Run(strconv.Itoa(width), func(t *testing.T) {
			b.do(t, "markets", 30*time.Second, chromedp.EmulateViewport(int64(width), 844), chromedp.Navigate(base+"/markets"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)), chromedp.WaitVisible(chromedp.ID(`screener-table`)))
			if got := rows(t); len(got) != len(screener.Assets) {
				t.Fatalf("the screener shows %d rows, the API has %d", len(got), len(screener.Assets))
			}
			// Sorted by volatility: the first click highest first, the second lowest first.
			for i, want := range []func(a, b float64) bool{func(a, b float64) bool { return a >= b }, func(a, b float64) bool { return a <= b }} {
				b.do(t, "sort", 10*time.Second, chromedp.Click(chromedp.CSS(`button.sort[data-key=volPct]`)))
				got := rows(t)
				if len(got) != len(screener.Assets) {
					t.Fatalf("sorted, %d rows", len(got))
				}
				for j := 1; j < len(got); j++ {
					if !want(bySymbol[got[j-1]].VolPct, bySymbol[got[j]].VolPct) {
						t.Fatalf("click %d: %s (%.2f) before %s (%.2f)", i+1, got[j-1], bySymbol[got[j-1]].VolPct, got[j], bySymbol[got[j]].VolPct)
					}
				}
				sortState := get(t, b, "aria-sort", chromedp.Evaluate[string](`document.querySelector('button.sort[data-key=volPct]').parentElement.getAttribute('aria-sort')`))
				if wantState := []string{"descending", "ascending"}[i]; sortState != wantState {
					t.Errorf("click %d: aria-sort %q, want %q", i+1, sortState, wantState)
				}
			}
			// Filtered by a symbol, typed as a person types it.
			sym := screener.Assets[len(screener.Assets)/2].Symbol
			b.do(t, "filter", 10*time.Second, chromedp.SendKeys(chromedp.ID(`screener-filter`), strings.ToLower(sym)))
			got := rows(t)
			if len(got) == 0 || len(got) >= len(screener.Assets) || !slices.Contains(got, sym) {
				t.Errorf("filtered by %q: %v", sym, got)
			}
			for _, s := range got {
				name := get(t, b, "name", chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector('#screener-table tr[data-symbol=%q] td').textContent`, s)))
				if !strings.Contains(strings.ToLower(s+" "+name), strings.ToLower(sym)) {
					t.Errorf("filtered by %q, %s (%s) is shown", sym, s, name)
				}
			}
			b.screenshot(t, fmt.Sprintf("markets-filtered-%d", width))
			// Filtered by the most volatility: exactly the rows at or under it.
			vols := make([]float64, 0, len(screener.Assets))
			for _, r := range screener.Assets {
				vols = append(vols, r.VolPct)
			}
			sort.Float64s(vols)
			limit := float64(int(vols[len(vols)/2]))
			want := 0
			for _, v := range vols {
				if v <= limit {
					want++
				}
			}
			clearInput(t, b, "screener-filter")
			b.do(t, "most volatility", 10*time.Second, chromedp.SendKeys(chromedp.ID(`screener-max-vol`), strconv.Itoa(int(limit))))
			got = rows(t)
			for _, s := range got {
				if bySymbol[s].VolPct > limit {
					t.Errorf("at most %.0f%% volatility, %s (%.2f%%) is shown", limit, s, bySymbol[s].VolPct)
				}
			}
			if len(got) != want {
				t.Errorf("at most %.0f%% volatility: %d rows, want %d", limit, len(got), want)
			}
			clearInput(t, b, "screener-max-vol")
			groves := get(t, b, "groves", chromedp.Evaluate[int](`document.querySelectorAll('#grove-list a[href^="/groves/"]').length`))
			if groves != 4 {
				t.Errorf("the markets page links %d groves, want 4", groves)
			}
			b.screenshot(t, fmt.Sprintf("markets-%d", width))
			b.layoutCheck(t, "/markets", width)

			// An asset page: its chart for every range, the last close the API gives.
			asset := screener.Assets[0].Symbol
			b.do(t, "asset", 30*time.Second, chromedp.Navigate(base+"/markets/"+asset),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)), chromedp.WaitVisible(chromedp.CSS(`#asset-chart canvas`)))
			if h := get(t, b, "title", chromedp.Text(chromedp.ID(`asset-symbol`))); h != asset {
				t.Errorf("the asset page's heading is %q", h)
			}
			for _, rng := range []string{"1D", "1W", "1Y", "All", "1M"} {
				var m struct {
					Series    []float64
					ChangePct *float64
					Meta      map[string]any
				}
				getAPI(t, base, "/api/market?symbol="+asset+"&range="+rng, &m)
				get(t, b, "unready", chromedp.Evaluate[bool](`(document.body.removeAttribute('data-ready'), true)`))
				b.do(t, "range "+rng, 20*time.Second, chromedp.Click(chromedp.CSS(`.ranges button:nth-child(`+strconv.Itoa(rangeIndex(rng))+`)`)),
					chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
				pressed := get(t, b, "pressed", chromedp.Evaluate[string](`document.querySelector('.ranges button[aria-pressed=true]').textContent`))
				note := get(t, b, "note", chromedp.Text(chromedp.ID(`asset-change`)))
				canvas := get(t, b, "canvas", chromedp.Evaluate[bool](`!!document.querySelector('#asset-chart canvas')`))
				if pressed != rng {
					t.Errorf("range %s: the pressed button is %s", rng, pressed)
				}
				if len(m.Series) == 0 {
					if canvas || !strings.HasPrefix(note, "No prices") {
						t.Errorf("range %s: no series, but the page shows a chart (%v) or %q", rng, canvas, note)
					}
					continue
				}
				lastClose := fmt.Sprintf("Last close $%s", commas(m.Series[len(m.Series)-1]))
				if !canvas || !strings.HasPrefix(note, lastClose) {
					t.Errorf("range %s: chart %v, %q, want %q", rng, canvas, note, lastClose)
				}
				meta := get(t, b, "meta", chromedp.Evaluate[int](`document.querySelectorAll('#asset-meta div').length`))
				if meta != len(m.Meta) {
					t.Errorf("range %s: the page shows %d facts, the API's meta has %d", rng, meta, len(m.Meta))
				}
			}
			b.screenshot(t, fmt.Sprintf("asset-%d", width))
			b.layoutCheck(t, "/markets/"+asset, width)

			b.do(t, "unknown asset", 30*time.Second, chromedp.Navigate(base+"/markets/NOPE123"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			if note := get(t, b, "note", chromedp.Text(chromedp.ID(`asset-change`))); !strings.Contains(note, "not an asset Vera lists") {
				t.Errorf("an unknown symbol: %q", note)
			}

			// A grove page, signed out: the grove and the sign-in.
			b.do(t, "grove", 30*time.Second, chromedp.Navigate(base+"/groves/titan"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)), chromedp.WaitVisible(chromedp.ID(`dev-user`)))
			if rows := get(t, b, "components", chromedp.Evaluate[int](`document.querySelectorAll('#grove-about table tbody tr').length`)); rows == 0 {
				t.Error("the grove page lists no holdings")
			}
			b.layoutCheck(t, "/groves/titan", width)
			b.do(t, "unknown grove", 30*time.Second, chromedp.Navigate(base+"/groves/nope"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
			if txt := get(t, b, "404", chromedp.Text(chromedp.ID(`grove-about`))); !strings.Contains(txt, "There is no grove") {
				t.Errorf("an unknown grove: %q", txt)
			}
		})
	}
	// The browser logs the two unknown pages' API answers (400, 404) it was sent to on purpose.
	var errs []string
	for _, e := range b.consoleErrors() {
		if !strings.Contains(e, "symbol=NOPE123&") && !strings.HasSuffix(e, "/api/groves/nope") {
			errs = append(errs, e)
		}
	}
	if len(errs) > 0 {
		t.Errorf("the pages logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// clearInput empties the input with the id as a person's deleting would: its input event fires.
func clearInput(t *testing.T, b *browser, id string) {
	t.Helper()
	get(t, b, "clear "+id, chromedp.Evaluate[bool](`(() => { const el = document.getElementById('`+id+`'); el.value = ''; el.dispatchEvent(new Event('input')); return true })()`))
}

func rangeIndex(r string) int {
	for i, x := range []string{"1D", "1W", "1M", "1Y", "All"} {
		if x == r {
			return i + 1
		}
	}
	return 0
}

// commas formats dollars as the pages do: two decimals, thousands separated by commas.
func commas(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	whole, frac, _ := strings.Cut(s, ".")
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return whole + "." + frac
}
