package views

import (
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/vera-invest/vera/analytics"
	"github.com/vera-invest/vera/market"
)

// ranges of GET /api/market in symbol mode.
var ranges = []string{"1D", "1W", "1M", "1Y", "All"}

// DefaultRange is the range when the query names none.
const DefaultRange = "1M"

// Output limits.
const (
	sparkPoints = 20
	// minScreenerSessions is the usable history a screener row needs: a month of returns.
	minScreenerSessions = 22
)

// ScreenerRow is one asset of GET /api/screener.
type ScreenerRow struct {
	Symbol         string   `json:"symbol"`
	Ret1yPct       *float64 `json:"ret1yPct"`
	Ret3mPct       *float64 `json:"ret3mPct"`
	VolPct         float64  `json:"volPct"`
	MaxDrawdownPct float64  `json:"maxDrawdownPct" openapi:"minimum=0"`
	NoData         bool     `json:"noData" openapi:"const=false"`
}

// Spark intervals: what the points of a spark are.
const (
	// SparkIntraday is the latest session's 5-minute bars, downsampled.
	SparkIntraday = "5m"
	// sparkDaily is the last daily closes.
	sparkDaily = "1d"
)

// SummaryEntry is one asset of GET /api/market without a symbol.
type SummaryEntry struct {
	DayChangePct float64   `json:"dayChangePct"`
	Spark        []float64 `json:"spark" openapi:"maxItems=20"`
	// SparkInterval says what Spark holds: SparkIntraday or SparkDaily.
	SparkInterval string `json:"sparkInterval" openapi:"enum=5m,enum=1d"`
}

// Meta is the optional detail of a symbol's series; members the source lacks are omitted.
type Meta struct {
	FiftyTwoWeekHigh *float64 `json:"fiftyTwoWeekHigh,omitempty"`
	FiftyTwoWeekLow  *float64 `json:"fiftyTwoWeekLow,omitempty"`
	DayHigh          *float64 `json:"dayHigh,omitempty"`
	DayLow           *float64 `json:"dayLow,omitempty"`
	Volume           *float64 `json:"volume,omitempty"`
	Exchange         string   `json:"exchange,omitempty"`
}

// RangeSeries is GET /api/market with a symbol.
type RangeSeries struct {
	Series     []float64 `json:"series" openapi:"nullable"`
	Timestamps []int64   `json:"timestamps" openapi:"nullable"`
	ChangePct  *float64  `json:"changePct"`
	Meta       *Meta     `json:"meta"`
	AsOf       string    `json:"asOf" openapi:"pattern=^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"`
}

// Views are the public market views of one history, pre-encoded: the same history gives the
// same bytes.
type Views struct {
	AsOf     string
	Screener []byte
	Summary  []byte
	entries  map[string]SummaryEntry
	series   map[string]map[string][]byte
	catalog  *market.Catalog
}

// BuildViewsLocked computes the screener, the summary and every symbol's range series, with the
// screener limited to the buyable set: symbols locked by the tradability sweep (no two-way route)
// are left out of it, and only of it (nil: none locked).
func BuildViewsLocked(c *market.Catalog, h *market.History, p *market.Panel, locked map[string]bool) (*Views, error) {
	v := &Views{AsOf: p.AsOf(), series: map[string]map[string][]byte{}, catalog: c}
	rows := []ScreenerRow{}
	summary := map[string]SummaryEntry{}
	for _, a := range c.Assets() {
		s := h.Get(a.Symbol)
		if row, ok := screenerRow(a.Symbol, p); ok && !locked[a.Symbol] {
			rows = append(rows, row)
		}
		if s != nil && len(s.Daily) >= 2 && s.Daily[len(s.Daily)-1].Date == p.LastDate() {
			summary[a.Symbol] = summaryEntry(s)
		}
		bodies := map[string][]byte{}
		for _, r := range ranges {
			rs := rangeSeries(s, r)
			rs.AsOf = v.AsOf
			b, err := json.Marshal(rs)
			if err != nil {
				return nil, fmt.Errorf("encode %s %s series: %w", a.Symbol, r, err)
			}
			bodies[r] = b
		}
		v.series[a.Symbol] = bodies
	}
	var err error
	if v.Screener, err = json.Marshal(struct {
		Assets []ScreenerRow `json:"assets"`
		AsOf   string        `json:"asOf"`
	}{rows, v.AsOf}); err != nil {
		return nil, fmt.Errorf("encode screener: %w", err)
	}
	if v.Summary, err = json.Marshal(struct {
		Summary map[string]SummaryEntry `json:"summary"`
		AsOf    string                  `json:"asOf"`
	}{summary, v.AsOf}); err != nil {
		return nil, fmt.Errorf("encode market summary: %w", err)
	}
	v.entries = summary
	return v, nil
}

// Known reports whether a symbol is in the universe (case-insensitive); it returns the
// catalog's spelling.
func (v *Views) Known(symbol string) (string, bool) {
	a, ok := v.catalog.Lookup(symbol)
	return a.Symbol, ok
}

// Entry returns a catalog symbol's summary entry; ok is false when the summary has none. Its
// Spark must not be modified.
func (v *Views) Entry(symbol string) (SummaryEntry, bool) {
	e, ok := v.entries[symbol]
	return e, ok
}

// Series returns the encoded range series of a catalog symbol; ok is false for an unknown
// symbol or range.
func (v *Views) Series(symbol, rng string) (body []byte, ok bool) {
	b, ok := v.series[symbol][rng]
	return b, ok
}

// screenerRow computes a row from the closes ending at the last session; ok is false without
// a month of usable history.
func screenerRow(symbol string, p *market.Panel) (ScreenerRow, bool) {
	n := p.Sessions(symbol)
	if n < minScreenerSessions {
		return ScreenerRow{}, false
	}
	all := p.Tail(symbol, n)
	year := p.Tail(symbol, min(n, analytics.SessionsYear+1))
	row := ScreenerRow{
		Symbol:         symbol,
		Ret1yPct:       optPct(analytics.Return1Y(all)),
		Ret3mPct:       optPct(analytics.Return3M(all)),
		VolPct:         market.Round2(analytics.AnnualizedVol(analytics.Returns(year)) * 100),
		MaxDrawdownPct: market.Round2(analytics.MaxDrawdown(year) * 100),
	}
	return row, true
}

// lastSessionBars returns the intraday bars of the latest intraday session and its date.
func lastSessionBars(s *market.Series) ([]market.IntradayBar, string) {
	if s == nil || len(s.Intraday) == 0 {
		return nil, ""
	}
	date := market.SessionDate(s.Intraday[len(s.Intraday)-1].Time)
	i := len(s.Intraday)
	for i > 0 && market.SessionDate(s.Intraday[i-1].Time) == date {
		i--
	}
	return s.Intraday[i:], date
}

func summaryEntry(s *market.Series) SummaryEntry {
	n := len(s.Daily)
	last, prev := s.Daily[n-1], s.Daily[n-2]
	e := SummaryEntry{DayChangePct: market.Round2((last.Close/prev.Close - 1) * 100)}
	if bars, date := lastSessionBars(s); date == last.Date {
		closes := make([]float64, len(bars))
		for i, b := range bars {
			closes[i] = b.Close
		}
		e.Spark = market.RoundAll(analytics.Downsample(closes, sparkPoints), market.Round4)
		e.SparkInterval = SparkIntraday
	} else {
		e.Spark = market.RoundAll(s.Closes()[max(0, n-sparkPoints):], market.Round4)
		e.SparkInterval = sparkDaily
	}
	return e
}

// rangeSeries is a symbol's series over a range: intraday bars of the latest session for 1D
// (change against the previous session's close), daily closes from the last close on or
// before the range's start for the others (change over the series).
func rangeSeries(s *market.Series, rng string) RangeSeries {
	rs := RangeSeries{}
	if s == nil || len(s.Daily) == 0 {
		return rs
	}
	rs.Meta = meta(s)
	last := s.Daily[len(s.Daily)-1]
	if rng == "1D" {
		bars, date := lastSessionBars(s)
		if bars == nil || date < last.Date {
			return rs // no intraday source for the latest session
		}
		prev := -1
		for i := len(s.Daily) - 1; i >= 0; i-- {
			if s.Daily[i].Date < date {
				prev = i
				break
			}
		}
		rs.Series = make([]float64, len(bars))
		rs.Timestamps = make([]int64, len(bars))
		for i, b := range bars {
			rs.Series[i], rs.Timestamps[i] = market.Round4(b.Close), b.Time
		}
		if prev >= 0 {
			rs.ChangePct = optPct(bars[len(bars)-1].Close/s.Daily[prev].Close-1, true)
		}
		return rs
	}
	from := 0
	if rng != "All" {
		end, _ := time.Parse(time.DateOnly, last.Date)
		var start time.Time
		switch rng {
		case "1W":
			start = end.AddDate(0, 0, -7)
		case "1M":
			start = end.AddDate(0, -1, 0)
		case "1Y":
			start = end.AddDate(-1, 0, 0)
		}
		anchor := start.Format(time.DateOnly)
		for i := len(s.Daily) - 1; i >= 0; i-- {
			if s.Daily[i].Date <= anchor {
				from = i
				break
			}
		}
	}
	bars := s.Daily[from:]
	rs.Series = make([]float64, len(bars))
	rs.Timestamps = make([]int64, len(bars))
	for i, b := range bars {
		ts, _ := market.SessionClose(b.Date)
		rs.Series[i], rs.Timestamps[i] = market.Round4(b.Close), ts
	}
	rs.ChangePct = optPct(analytics.TotalReturn([]float64{bars[0].Close, last.Close}))
	return rs
}

func ptr(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	v := market.Round4(x)
	return &v
}

// meta computes the 52-week range from the daily bars of the last year (highs and lows when
// the source has them, else closes) and the day's range and volume from the latest session's
// intraday bars, or its daily bar.
func meta(s *market.Series) *Meta {
	m := &Meta{Exchange: s.Exchange}
	last := s.Daily[len(s.Daily)-1]
	end, _ := time.Parse(time.DateOnly, last.Date)
	since := end.AddDate(-1, 0, 0).Format(time.DateOnly)
	hi, lo := math.Inf(-1), math.Inf(1)
	for i := len(s.Daily) - 1; i >= 0 && s.Daily[i].Date > since; i-- {
		b := s.Daily[i]
		h, l := b.High, b.Low
		if math.IsNaN(h) {
			h = b.Close
		}
		if math.IsNaN(l) {
			l = b.Close
		}
		hi, lo = math.Max(hi, h), math.Min(lo, l)
	}
	m.FiftyTwoWeekHigh, m.FiftyTwoWeekLow = ptr(hi), ptr(lo)
	if bars, date := lastSessionBars(s); date == last.Date {
		dh, dl, vol, haveVol := math.Inf(-1), math.Inf(1), 0.0, false
		for _, b := range bars {
			h, l := b.High, b.Low
			if math.IsNaN(h) {
				h = b.Close
			}
			if math.IsNaN(l) {
				l = b.Close
			}
			dh, dl = math.Max(dh, h), math.Min(dl, l)
			if !math.IsNaN(b.Volume) {
				vol, haveVol = vol+b.Volume, true
			}
		}
		m.DayHigh, m.DayLow = ptr(dh), ptr(dl)
		if haveVol {
			m.Volume = ptr(vol)
		}
	} else {
		m.DayHigh, m.DayLow, m.Volume = ptr(last.High), ptr(last.Low), ptr(last.Volume)
	}
	return m
}

// optPct is a percent rounded for output, or nil.
func optPct(frac float64, ok bool) *float64 {
	if !ok || math.IsNaN(frac) || math.IsInf(frac, 0) {
		return nil
	}
	v := market.Round2(frac * 100)
	return &v
}
