package prices

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/vera-invest/vera/data"
	"github.com/vera-invest/vera/market"
)

// Files reads price history from CSV files: closes/<SYMBOL>.csv with a header naming at least
// "date" and "close" (optionally "high", "low", "volume"), and intraday <SYMBOL>_*.csv files
// with "datetime" and "close" (optionally "open", "high", "low", "volume"). Empty cells are
// missing values; a row without a close is skipped, never zero-filled.
type Files struct {
	name     string
	closes   fs.FS
	intraday fs.FS // may be nil
}

// Bundled is the provider of the files embedded in the binary (package data).
func Bundled() *Files {
	return newFiles("bundled", data.Closes(), data.Intraday())
}

// newFiles reads closes and intraday bars (nil: none) from file systems.
func newFiles(name string, closes, intraday fs.FS) *Files {
	return &Files{name: name, closes: closes, intraday: intraday}
}

// openDir reads a folder laid out like the bundled data: DIR/closes/*.csv and
// DIR/intraday/*.csv, or the daily files directly in DIR.
func openDir(dir string) (*Files, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("price folder: %w", err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("price folder %s is not a directory", dir)
	}
	root := os.DirFS(dir)
	closes := root
	if st, err := fs.Stat(root, "closes"); err == nil && st.IsDir() {
		closes, _ = fs.Sub(root, "closes")
	}
	var intraday fs.FS
	if st, err := fs.Stat(root, "intraday"); err == nil && st.IsDir() {
		intraday, _ = fs.Sub(root, "intraday")
	}
	return newFiles("files:"+path.Base(dir), closes, intraday), nil
}

// Name implements Provider.
func (f *Files) Name() string { return f.name }

// symbols lists the symbols with a daily file, sorted.
func (f *Files) symbols() ([]string, error) {
	names, err := fs.Glob(f.closes, "*.csv")
	if err != nil {
		return nil, fmt.Errorf("list daily files: %w", err)
	}
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, strings.TrimSuffix(n, ".csv"))
	}
	sort.Strings(out)
	return out, nil
}

// Fetch implements Provider. Files carry one basis each (see the folder's PROVENANCE.md);
// the catalog records which.
func (f *Files) Fetch(_ context.Context, a market.Asset) (*market.Series, error) {
	b, err := fs.ReadFile(f.closes, a.Symbol+".csv")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s in %s: %w", a.Symbol, f.name, errNoData)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s daily file: %w", a.Symbol, err)
	}
	s := &market.Series{Symbol: a.Symbol, Source: f.name}
	if s.Daily, err = parseDailyCSV(b); err != nil {
		return nil, fmt.Errorf("%s.csv: %w", a.Symbol, err)
	}
	if f.intraday != nil {
		names, err := fs.Glob(f.intraday, a.Symbol+"_*.csv")
		if err != nil {
			return nil, fmt.Errorf("list %s intraday files: %w", a.Symbol, err)
		}
		sort.Strings(names)
		for _, n := range names {
			b, err := fs.ReadFile(f.intraday, n)
			if err != nil {
				return nil, fmt.Errorf("read %s: %w", n, err)
			}
			bars, err := parseIntradayCSV(b)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", n, err)
			}
			s.Intraday = mergeIntraday(s.Intraday, bars)
		}
	}
	if len(s.Daily) == 0 {
		return nil, fmt.Errorf("%s in %s has no rows: %w", a.Symbol, f.name, errNoData)
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return s, nil
}

// LastClose returns the verbatim close string and date of a symbol's last daily row.
func (f *Files) LastClose(symbol string) (date, close string, err error) {
	b, err := fs.ReadFile(f.closes, symbol+".csv")
	if err != nil {
		return "", "", fmt.Errorf("read %s daily file: %w", symbol, err)
	}
	recs, cols, err := readCSV(b, "date", "close")
	if err != nil {
		return "", "", fmt.Errorf("%s.csv: %w", symbol, err)
	}
	for i := len(recs) - 1; i >= 0; i-- {
		if c := strings.TrimSpace(recs[i][cols["close"]]); c != "" {
			return recs[i][cols["date"]], c, nil
		}
	}
	return "", "", fmt.Errorf("%s.csv has no close: %w", symbol, errNoData)
}

// mergeIntraday joins two sorted bar lists, the later list winning on equal times.
func mergeIntraday(a, b []market.IntradayBar) []market.IntradayBar {
	if len(a) == 0 {
		return b
	}
	byTime := map[int64]market.IntradayBar{}
	for _, x := range a {
		byTime[x.Time] = x
	}
	for _, x := range b {
		byTime[x.Time] = x
	}
	out := make([]market.IntradayBar, 0, len(byTime))
	for _, x := range byTime {
		out = append(out, x)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Time < out[j].Time })
	return out
}

// readCSV parses a CSV with a header and returns the rows and the positions of the named
// columns; the required ones must be present.
func readCSV(b []byte, required ...string) ([][]string, map[string]int, error) {
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err == io.EOF {
		return nil, nil, errors.New("empty file")
	}
	if err != nil {
		return nil, nil, fmt.Errorf("header: %w", err)
	}
	cols := map[string]int{}
	for i, h := range header {
		cols[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, c := range required {
		if _, ok := cols[c]; !ok {
			return nil, nil, fmt.Errorf("header %v lacks column %q", header, c)
		}
	}
	recs, err := r.ReadAll()
	if err != nil {
		return nil, nil, fmt.Errorf("rows: %w", err)
	}
	for i, rec := range recs {
		if len(rec) != len(header) {
			return nil, nil, fmt.Errorf("row %d has %d fields, header %d", i+2, len(rec), len(header))
		}
	}
	return recs, cols, nil
}

// cell parses an optional numeric cell: empty or "null" is missing (NaN).
func cell(rec []string, cols map[string]int, name string) (float64, error) {
	i, ok := cols[name]
	if !ok {
		return math.NaN(), nil
	}
	s := strings.TrimSpace(rec[i])
	if s == "" || strings.EqualFold(s, "null") || strings.EqualFold(s, "nan") {
		return math.NaN(), nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, fmt.Errorf("column %s: %q is not a number", name, s)
	}
	return v, nil
}

// parseDailyCSV reads "date,close[,high,low,volume]" rows. Rows without a close are skipped.
func parseDailyCSV(b []byte) ([]market.DailyBar, error) {
	recs, cols, err := readCSV(b, "date", "close")
	if err != nil {
		return nil, err
	}
	out := make([]market.DailyBar, 0, len(recs))
	for i, rec := range recs {
		date := strings.TrimSpace(rec[cols["date"]])
		if _, err := time.Parse(time.DateOnly, date); err != nil {
			return nil, fmt.Errorf("row %d: date %q is not YYYY-MM-DD", i+2, date)
		}
		bar := market.DailyBar{Date: date}
		vals := []*float64{&bar.Close, &bar.High, &bar.Low, &bar.Volume}
		for k, name := range []string{"close", "high", "low", "volume"} {
			if *vals[k], err = cell(rec, cols, name); err != nil {
				return nil, fmt.Errorf("row %d (%s): %w", i+2, date, err)
			}
		}
		if math.IsNaN(bar.Close) {
			continue
		}
		out = append(out, bar)
	}
	return out, nil
}

// intradayLayout is the bundled bars' time format: bar start with its UTC offset.
const intradayLayout = "2006-01-02 15:04:05-07:00"

// parseIntradayCSV reads "datetime,open,high,low,close,volume" rows; datetime is the bar
// start with its UTC offset ("2026-05-26 09:30:00-04:00") or Unix seconds.
func parseIntradayCSV(b []byte) ([]market.IntradayBar, error) {
	recs, cols, err := readCSV(b, "datetime", "close")
	if err != nil {
		return nil, err
	}
	out := make([]market.IntradayBar, 0, len(recs))
	for i, rec := range recs {
		ts := strings.TrimSpace(rec[cols["datetime"]])
		var unix int64
		if t, err := time.Parse(intradayLayout, ts); err == nil {
			unix = t.Unix()
		} else if n, err := strconv.ParseInt(ts, 10, 64); err == nil {
			unix = n
		} else {
			return nil, fmt.Errorf("row %d: datetime %q is neither %q nor Unix seconds", i+2, ts, intradayLayout)
		}
		bar := market.IntradayBar{Time: unix}
		vals := []*float64{&bar.Open, &bar.High, &bar.Low, &bar.Close, &bar.Volume}
		for k, name := range []string{"open", "high", "low", "close", "volume"} {
			if *vals[k], err = cell(rec, cols, name); err != nil {
				return nil, fmt.Errorf("row %d (%s): %w", i+2, ts, err)
			}
		}
		if math.IsNaN(bar.Close) {
			continue
		}
		out = append(out, bar)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Time < out[j].Time })
	return out, nil
}

// LoadAll fetches every catalog asset from a provider. Assets the provider has no data for
// are returned in missing; any other failure stops the load.
func LoadAll(ctx context.Context, p Provider, c *market.Catalog) (h *market.History, missing []string, err error) {
	h = market.NewHistory()
	for _, a := range c.Assets() {
		s, err := p.Fetch(ctx, a)
		if errors.Is(err, errNoData) {
			missing = append(missing, a.Symbol)
			continue
		}
		if err != nil {
			return nil, nil, fmt.Errorf("load %s from %s: %w", a.Symbol, p.Name(), err)
		}
		h.Series[a.Symbol] = s
	}
	return h, missing, nil
}

// FileHistory loads the whole catalog's history from files (the bundled data by default), as the
// ClickHouse store's Load does from the database.
type FileHistory struct {
	Files   *Files
	Catalog *market.Catalog
}

// Load reads every catalog asset the files have.
func (f FileHistory) Load(ctx context.Context) (*market.History, error) {
	files, c := f.Files, f.Catalog
	if files == nil {
		files = Bundled()
	}
	if c == nil {
		c = market.DefaultCatalog()
	}
	h, _, err := LoadAll(ctx, files, c)
	return h, err
}
