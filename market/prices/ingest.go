package prices

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"

	"github.com/vera-invest/vera/market"
)

// ImportReport counts what an import did.
type ImportReport struct {
	// Written are symbols with new rows; Unchanged had the same rows stored already.
	Written, Unchanged []string
	// Missing are catalog symbols the provider has no series for.
	Missing []string
	// Failed maps a symbol to why it could not be fetched or stored.
	Failed map[string]string
	// DailyRows and IntradayRows are the rows written.
	DailyRows, IntradayRows int
}

func (r ImportReport) String() string {
	return fmt.Sprintf("%d written (%d daily rows, %d intraday rows), %d unchanged, %d missing, %d failed",
		len(r.Written), r.DailyRows, r.IntradayRows, len(r.Unchanged), len(r.Missing), len(r.Failed))
}

// Import fetches every catalog asset from a provider and saves them in one batch per table.
// It is idempotent: series already stored with the same rows are left alone. One symbol's
// fetch failure does not stop the others; the error is non-nil when any symbol failed.
func Import(ctx context.Context, p Provider, st *Store, c *market.Catalog, log *slog.Logger) (ImportReport, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	rep := ImportReport{Failed: map[string]string{}}
	var pending []pendingSeries
	for _, a := range c.Assets() {
		if err := ctx.Err(); err != nil {
			return rep, fmt.Errorf("import from %s: %w", p.Name(), err)
		}
		s, err := p.Fetch(ctx, a)
		if errors.Is(err, errNoData) {
			rep.Missing = append(rep.Missing, a.Symbol)
			continue
		}
		if err != nil {
			rep.Failed[a.Symbol] = err.Error()
			log.Warn("price fetch failed", "symbol", a.Symbol, "source", p.Name(), "err", err)
			continue
		}
		pending = append(pending, pendingSeries{Series: s, Basis: a.Basis})
	}
	res, err := st.saveAll(ctx, pending)
	if err != nil {
		return rep, fmt.Errorf("import from %s: save %d series: %w", p.Name(), len(pending), err)
	}
	for _, x := range pending {
		r := res[x.Series.Symbol]
		rep.DailyRows += r.DailyRows
		rep.IntradayRows += r.IntradayRows
		if r.DailyRows+r.IntradayRows > 0 {
			rep.Written = append(rep.Written, x.Series.Symbol)
		} else {
			rep.Unchanged = append(rep.Unchanged, x.Series.Symbol)
		}
	}
	if len(rep.Failed) > 0 {
		syms := make([]string, 0, len(rep.Failed))
		for s := range rep.Failed {
			syms = append(syms, s)
		}
		sort.Strings(syms)
		return rep, fmt.Errorf("import from %s: %d symbols failed (%s): first: %s", p.Name(), len(syms), strings.Join(syms, ", "), rep.Failed[syms[0]])
	}
	return rep, nil
}

// ImportDir imports a folder of CSV files (see OpenDir) into the store: the command
// `vera import-prices DIR`.
func ImportDir(ctx context.Context, dir string, st *Store, c *market.Catalog, log *slog.Logger) (ImportReport, error) {
	f, err := openDir(dir)
	if err != nil {
		return ImportReport{}, err
	}
	return Import(ctx, f, st, c, log)
}
