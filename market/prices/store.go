package prices

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"

	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/schema"
)

// Store keeps price history in ClickHouse (tables of migration 0100).
type Store struct {
	DB *schema.DB
	// Now stamps versions and import times (nil: time.Now).
	Now func() time.Time
}

// Series kinds in price_imports.
const (
	kindDaily    = "daily"
	kindIntraday = "intraday"
)

// saveResult says what a save wrote.
type saveResult struct {
	DailyRows, IntradayRows int
	// Unchanged kinds were skipped because the latest stored import has the same rows.
	DailyUnchanged, IntradayUnchanged bool
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// pending is a series waiting to be saved, with its catalog basis.
type pendingSeries struct {
	Series *market.Series
	Basis  market.Basis
}

// save stores one series; see SaveAll.
func (s *Store) save(ctx context.Context, series *market.Series, basis market.Basis) (saveResult, error) {
	res, err := s.saveAll(ctx, []pendingSeries{{series, basis}})
	return res[series.Symbol], err
}

// saveAll stores series as a new version of their daily and intraday rows, in one batch per
// table, skipping each kind whose latest stored version has exactly the same rows: saving the
// same data twice writes nothing the second time. The import records are written last, after
// the rows are acknowledged, so a failed save leaves no half version visible.
func (s *Store) saveAll(ctx context.Context, items []pendingSeries) (map[string]saveResult, error) {
	res := make(map[string]saveResult, len(items))
	for _, it := range items {
		if err := it.Series.Validate(); err != nil {
			return res, err
		}
	}
	latest, err := s.latest(ctx)
	if err != nil {
		return res, err
	}
	version := uint64(s.now().UnixNano())
	var daily, intraday []*market.Series
	var records []importRecord
	for _, it := range items {
		x, r := it.Series, saveResult{}
		if len(x.Daily) > 0 {
			d := dailyDigest(x, it.Basis)
			if latest[[2]string{x.Symbol, kindDaily}] == d {
				r.DailyUnchanged = true
			} else {
				daily = append(daily, x)
				records = append(records, importRecord{x, kindDaily, it.Basis, len(x.Daily), d})
				r.DailyRows = len(x.Daily)
			}
		}
		if len(x.Intraday) > 0 {
			d := intradayDigest(x)
			if latest[[2]string{x.Symbol, kindIntraday}] == d {
				r.IntradayUnchanged = true
			} else {
				intraday = append(intraday, x)
				records = append(records, importRecord{x, kindIntraday, it.Basis, len(x.Intraday), d})
				r.IntradayRows = len(x.Intraday)
			}
		}
		res[x.Symbol] = r
	}
	if len(daily) > 0 {
		if err := s.insertDaily(ctx, daily, version); err != nil {
			return nil, err
		}
	}
	if len(intraday) > 0 {
		if err := s.insertIntraday(ctx, intraday, version); err != nil {
			return nil, err
		}
	}
	if len(records) > 0 {
		if err := s.record(ctx, records, version); err != nil {
			return nil, err
		}
	}
	return res, nil
}

type importRecord struct {
	series *market.Series
	kind   string
	basis  market.Basis
	rows   int
	digest string
}

// latest returns the digest of the latest import of each (symbol, kind).
func (s *Store) latest(ctx context.Context) (map[[2]string]string, error) {
	rows, err := s.DB.Query(ctx, "SELECT symbol, kind, argMax(digest, version) FROM price_imports GROUP BY symbol, kind")
	if err != nil {
		return nil, fmt.Errorf("read latest price imports: %w", err)
	}
	defer rows.Close()
	out := map[[2]string]string{}
	for rows.Next() {
		var sym, kind, digest string
		if err := rows.Scan(&sym, &kind, &digest); err != nil {
			return nil, fmt.Errorf("scan latest price imports: %w", err)
		}
		out[[2]string{sym, kind}] = digest
	}
	return out, rows.Err()
}

func nullable(x float64) *float64 {
	if math.IsNaN(x) {
		return nil
	}
	return &x
}

func (s *Store) insertDaily(ctx context.Context, series []*market.Series, version uint64) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO price_daily (symbol, date, close, high, low, volume, version)")
	if err != nil {
		return fmt.Errorf("prepare daily rows: %w", err)
	}
	defer b.Abort()
	n := 0
	for _, x := range series {
		for _, d := range x.Daily {
			day, err := time.Parse(time.DateOnly, d.Date)
			if err != nil {
				return fmt.Errorf("daily row %s %s: %w", x.Symbol, d.Date, err)
			}
			if err := b.Append(x.Symbol, day, d.Close, nullable(d.High), nullable(d.Low), nullable(d.Volume), version); err != nil {
				return fmt.Errorf("append daily row %s %s: %w", x.Symbol, d.Date, err)
			}
			n++
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert %d daily rows of %d series: %w", n, len(series), err)
	}
	return nil
}

func (s *Store) insertIntraday(ctx context.Context, series []*market.Series, version uint64) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO price_intraday (symbol, ts, open, high, low, close, volume, version)")
	if err != nil {
		return fmt.Errorf("prepare intraday rows: %w", err)
	}
	defer b.Abort()
	n := 0
	for _, x := range series {
		for _, bar := range x.Intraday {
			if err := b.Append(x.Symbol, time.Unix(bar.Time, 0).UTC(), nullable(bar.Open), nullable(bar.High), nullable(bar.Low), bar.Close, nullable(bar.Volume), version); err != nil {
				return fmt.Errorf("append intraday row %s %d: %w", x.Symbol, bar.Time, err)
			}
			n++
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("insert %d intraday rows of %d series: %w", n, len(series), err)
	}
	return nil
}

func (s *Store) record(ctx context.Context, recs []importRecord, version uint64) error {
	b, err := s.DB.PrepareBatch(ctx, "INSERT INTO price_imports (symbol, kind, version, source, basis, exchange, rows, digest, imported_at)")
	if err != nil {
		return fmt.Errorf("prepare import records: %w", err)
	}
	defer b.Abort()
	at := s.now().UTC().Truncate(time.Second)
	for _, r := range recs {
		if err := b.Append(r.series.Symbol, r.kind, version, r.series.Source, string(r.basis), r.series.Exchange, uint32(r.rows), r.digest, at); err != nil {
			return fmt.Errorf("append import record of %s: %w", r.series.Symbol, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("record %d price imports: %w", len(recs), err)
	}
	return nil
}

func fmtNum(buf []byte, x float64) []byte {
	if math.IsNaN(x) {
		return append(buf, '-')
	}
	return strconv.AppendFloat(buf, x, 'g', -1, 64)
}

// dailyDigest identifies a daily series' content (rows, basis and source name).
func dailyDigest(s *market.Series, basis market.Basis) string {
	h := sha256.New()
	buf := []byte(string(basis) + "|" + s.Exchange + "\n")
	for _, d := range s.Daily {
		buf = append(buf, d.Date...)
		for _, x := range []float64{d.Close, d.High, d.Low, d.Volume} {
			buf = append(buf, ',')
			buf = fmtNum(buf, x)
		}
		buf = append(buf, '\n')
		h.Write(buf)
		buf = buf[:0]
	}
	return hex.EncodeToString(h.Sum(nil))
}

func intradayDigest(s *market.Series) string {
	h := sha256.New()
	var buf []byte
	for _, x := range s.Intraday {
		buf = strconv.AppendInt(buf, x.Time, 10)
		for _, v := range []float64{x.Open, x.High, x.Low, x.Close, x.Volume} {
			buf = append(buf, ',')
			buf = fmtNum(buf, v)
		}
		buf = append(buf, '\n')
		h.Write(buf)
		buf = buf[:0]
	}
	return hex.EncodeToString(h.Sum(nil))
}

func orNaN(p *float64) float64 {
	if p == nil {
		return math.NaN()
	}
	return *p
}

// Load reads the latest version of every stored series.
func (s *Store) Load(ctx context.Context) (*market.History, error) {
	h := market.NewHistory()
	get := func(sym string) *market.Series {
		if x := h.Series[sym]; x != nil {
			return x
		}
		x := &market.Series{Symbol: sym}
		h.Series[sym] = x
		return x
	}
	meta, err := s.DB.Query(ctx, "SELECT symbol, argMax(source, version), argMax(exchange, version) FROM price_imports WHERE kind = 'daily' GROUP BY symbol")
	if err != nil {
		return nil, fmt.Errorf("read price imports: %w", err)
	}
	for meta.Next() {
		var sym, source, exchange string
		if err := meta.Scan(&sym, &source, &exchange); err != nil {
			meta.Close()
			return nil, fmt.Errorf("scan price imports: %w", err)
		}
		x := get(sym)
		x.Source, x.Exchange = source, exchange
	}
	meta.Close()
	if err := meta.Err(); err != nil {
		return nil, fmt.Errorf("read price imports: %w", err)
	}
	daily, err := s.DB.Query(ctx, `SELECT symbol, date, close, high, low, volume FROM price_daily FINAL
		WHERE (symbol, version) IN (SELECT symbol, max(version) FROM price_imports WHERE kind = 'daily' GROUP BY symbol)
		ORDER BY symbol, date`)
	if err != nil {
		return nil, fmt.Errorf("read daily prices: %w", err)
	}
	for daily.Next() {
		var sym string
		var day time.Time
		var c float64
		var hi, lo, vol *float64
		if err := daily.Scan(&sym, &day, &c, &hi, &lo, &vol); err != nil {
			daily.Close()
			return nil, fmt.Errorf("scan daily prices: %w", err)
		}
		x := get(sym)
		x.Daily = append(x.Daily, market.DailyBar{Date: day.Format(time.DateOnly), Close: c, High: orNaN(hi), Low: orNaN(lo), Volume: orNaN(vol)})
	}
	daily.Close()
	if err := daily.Err(); err != nil {
		return nil, fmt.Errorf("read daily prices: %w", err)
	}
	intra, err := s.DB.Query(ctx, `SELECT symbol, ts, open, high, low, close, volume FROM price_intraday FINAL
		WHERE (symbol, version) IN (SELECT symbol, max(version) FROM price_imports WHERE kind = 'intraday' GROUP BY symbol)
		ORDER BY symbol, ts`)
	if err != nil {
		return nil, fmt.Errorf("read intraday prices: %w", err)
	}
	defer intra.Close()
	for intra.Next() {
		var sym string
		var ts time.Time
		var c float64
		var o, hi, lo, vol *float64
		if err := intra.Scan(&sym, &ts, &o, &hi, &lo, &c, &vol); err != nil {
			return nil, fmt.Errorf("scan intraday prices: %w", err)
		}
		x := get(sym)
		x.Intraday = append(x.Intraday, market.IntradayBar{Time: ts.Unix(), Open: orNaN(o), High: orNaN(hi), Low: orNaN(lo), Close: c, Volume: orNaN(vol)})
	}
	if err := intra.Err(); err != nil {
		return nil, fmt.Errorf("read intraday prices: %w", err)
	}
	for sym, x := range h.Series {
		if len(x.Daily) == 0 {
			delete(h.Series, sym) // intraday without daily history is not a usable series
		}
	}
	return h, nil
}

// Prune deletes rows of superseded versions (a mutation; readers never see them anyway). The
// versions to keep are read first and sent as values: a mutation with a subquery is refused on
// replicated tables by current servers (its result could differ between replicas).
func (s *Store) Prune(ctx context.Context) error {
	for _, q := range []struct{ table, kind string }{{"price_daily", kindDaily}, {"price_intraday", kindIntraday}} {
		keep, err := s.latestVersions(ctx, q.kind)
		if err != nil {
			return fmt.Errorf("prune %s: %w", q.table, err)
		}
		if len(keep) == 0 {
			continue // nothing imported: nothing superseded
		}
		if err := s.DB.Mutate(ctx, q.table, "DELETE WHERE (symbol, version) NOT IN (?)", keep); err != nil {
			return fmt.Errorf("prune %s: %w", q.table, err)
		}
	}
	return nil
}

// latestVersions is each symbol's latest import of kind, as (symbol, version) pairs.
func (s *Store) latestVersions(ctx context.Context, kind string) ([]clickhouse.GroupSet, error) {
	rows, err := s.DB.Query(ctx, "SELECT symbol, max(version) FROM price_imports WHERE kind = ? GROUP BY symbol", kind)
	if err != nil {
		return nil, fmt.Errorf("read the latest imports: %w", err)
	}
	defer rows.Close()
	var keep []clickhouse.GroupSet
	for rows.Next() {
		var sym string
		var version uint64
		if err := rows.Scan(&sym, &version); err != nil {
			return nil, fmt.Errorf("read the latest imports: %w", err)
		}
		keep = append(keep, clickhouse.GroupSet{Value: []any{sym, version}})
	}
	return keep, rows.Err()
}
