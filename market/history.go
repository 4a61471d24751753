package market

import (
	"fmt"
	"math"
	"sort"
	"time"
	_ "time/tzdata" // session times are US/Eastern on any machine
)

// DailyBar is one session of a daily series.
type DailyBar struct {
	// Date is the US/Eastern trading day, "2006-01-02".
	Date  string
	Close float64
	// High, Low and Volume are NaN when the source has none (the bundled files carry closes only).
	High, Low, Volume float64
}

// IntradayBar is one intraday bar.
type IntradayBar struct {
	// Time is the bar's start, Unix seconds.
	Time int64
	// Open, High, Low and Volume are NaN when the source has none; Close is always present
	// (a bar without a close is missing, not zero, and is not kept).
	Open, High, Low, Close, Volume float64
}

// Series is one symbol's history from one source.
type Series struct {
	Symbol string
	Source string
	// Exchange is the listing exchange when the source names it.
	Exchange string
	// Daily bars, oldest first, one per session, no repeats.
	Daily []DailyBar
	// Intraday bars, oldest first (typically the latest sessions only).
	Intraday []IntradayBar
}

// Validate checks order and values: dates strictly increasing and well formed, closes
// positive and finite, intraday times strictly increasing.
func (s *Series) Validate() error {
	prev := ""
	for i, b := range s.Daily {
		if _, err := time.Parse(time.DateOnly, b.Date); err != nil {
			return fmt.Errorf("%s daily bar %d: date %q: %w", s.Symbol, i, b.Date, err)
		}
		if b.Date <= prev {
			return fmt.Errorf("%s daily bar %d: date %s not after %s", s.Symbol, i, b.Date, prev)
		}
		if !(b.Close > 0) || math.IsInf(b.Close, 0) {
			return fmt.Errorf("%s %s: close %v is not a positive number", s.Symbol, b.Date, b.Close)
		}
		prev = b.Date
	}
	var prevT int64
	for i, b := range s.Intraday {
		if i > 0 && b.Time <= prevT {
			return fmt.Errorf("%s intraday bar %d: time %d not after %d", s.Symbol, i, b.Time, prevT)
		}
		if !(b.Close > 0) || math.IsInf(b.Close, 0) {
			return fmt.Errorf("%s intraday bar %d: close %v is not a positive number", s.Symbol, i, b.Close)
		}
		prevT = b.Time
	}
	return nil
}

// Closes returns the daily closes, oldest first.
func (s *Series) Closes() []float64 {
	out := make([]float64, len(s.Daily))
	for i, b := range s.Daily {
		out[i] = b.Close
	}
	return out
}

// History is the price history of many symbols.
type History struct {
	Series map[string]*Series
}

// NewHistory indexes series by symbol.
func NewHistory(series ...*Series) *History {
	h := &History{Series: make(map[string]*Series, len(series))}
	for _, s := range series {
		h.Series[s.Symbol] = s
	}
	return h
}

// Get returns a symbol's series, or nil.
func (h *History) Get(symbol string) *Series {
	if h == nil {
		return nil
	}
	return h.Series[symbol]
}

// Panel aligns daily closes on one session calendar: the union of every series' dates.
// A symbol's column holds NaN on sessions its series lacks; nothing is filled.
type Panel struct {
	Dates []string
	cols  map[string][]float64
}

// NewPanel aligns the daily closes of every series in h.
func NewPanel(h *History) *Panel {
	seen := map[string]bool{}
	for _, s := range h.Series {
		for _, b := range s.Daily {
			seen[b.Date] = true
		}
	}
	dates := make([]string, 0, len(seen))
	for d := range seen {
		dates = append(dates, d)
	}
	sort.Strings(dates)
	pos := make(map[string]int, len(dates))
	for i, d := range dates {
		pos[d] = i
	}
	p := &Panel{Dates: dates, cols: make(map[string][]float64, len(h.Series))}
	for sym, s := range h.Series {
		col := make([]float64, len(dates))
		for i := range col {
			col[i] = math.NaN()
		}
		for _, b := range s.Daily {
			col[pos[b.Date]] = b.Close
		}
		p.cols[sym] = col
	}
	return p
}

// Len is the number of sessions.
func (p *Panel) Len() int { return len(p.Dates) }

// Col returns a symbol's aligned closes, or nil when the panel lacks it. The slice must not
// be modified.
func (p *Panel) Col(symbol string) []float64 { return p.cols[symbol] }

// Sessions returns how many closes a symbol has in a row ending at the last session: its
// usable history length.
func (p *Panel) Sessions(symbol string) int {
	col := p.cols[symbol]
	n := 0
	for i := len(col) - 1; i >= 0 && !math.IsNaN(col[i]); i-- {
		n++
	}
	return n
}

// Tail returns a symbol's closes over the last n sessions (NaN where missing), or nil when
// the panel lacks the symbol or has fewer sessions.
func (p *Panel) Tail(symbol string, n int) []float64 {
	col := p.cols[symbol]
	if col == nil || n > len(col) {
		return nil
	}
	return col[len(col)-n:]
}

// LastDate is the last session of the calendar, or "".
func (p *Panel) LastDate() string {
	if len(p.Dates) == 0 {
		return ""
	}
	return p.Dates[len(p.Dates)-1]
}

var newYork = mustLocation("America/New_York")

func mustLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic("BUG: time zone " + name + ": " + err.Error())
	}
	return loc
}

// SessionClose is the Unix time of a session's 16:00 US/Eastern close.
func SessionClose(date string) (int64, error) {
	t, err := time.ParseInLocation(time.DateOnly, date, newYork)
	if err != nil {
		return 0, fmt.Errorf("session date %q: %w", date, err)
	}
	return t.Add(16 * time.Hour).Unix(), nil
}

// SessionDate is the US/Eastern date of a Unix time.
func SessionDate(unix int64) string { return time.Unix(unix, 0).In(newYork).Format(time.DateOnly) }

// AsOf is the close of the panel's last session as an RFC 3339 UTC timestamp, the asOf of
// everything built from the history ("" without history).
func (p *Panel) AsOf() string {
	if p.Len() == 0 {
		return ""
	}
	ts, err := SessionClose(p.LastDate())
	if err != nil {
		return ""
	}
	return time.Unix(ts, 0).UTC().Format(time.RFC3339)
}
