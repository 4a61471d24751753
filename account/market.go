package account

import (
	"math"
	"math/big"
	"strconv"
	"sync"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/market/views"
)

// Market is what account takes from the market snapshot: day changes, sparks and the dates of
// real closes. A nil *Market, or one before the first snapshot, knows nothing.
type Market struct {
	holder *snapshot.Holder

	mu    sync.Mutex
	snap  *snapshot.MarketBuild
	dates map[closeKey]string // (symbol, 8-decimal answer) → session, "" when none matches
}

type closeKey struct{ symbol, e8 string }

// NewMarket reads the snapshots holder publishes.
func NewMarket(holder *snapshot.Holder) *Market { return &Market{holder: holder} }

func (m *Market) load() *snapshot.MarketBuild {
	if m == nil || m.holder == nil {
		return nil
	}
	return m.holder.Load()
}

// closeDate is the session of the latest daily close of symbol whose 8-decimal value equals
// e8, or "" when none does. Nothing is guessed: a price between closes has no date.
func (m *Market) closeDate(symbol string, e8 *big.Int) string {
	s := m.load()
	if s == nil {
		return ""
	}
	key := closeKey{symbol, e8.String()}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.snap != s {
		m.snap, m.dates = s, map[closeKey]string{}
	}
	if d, ok := m.dates[key]; ok {
		return d
	}
	d := ""
	col := s.Panel.Col(symbol)
	for i := len(col) - 1; i >= 0; i-- {
		if math.IsNaN(col[i]) {
			continue
		}
		c, err := chain.ParsePriceE8(strconv.FormatFloat(col[i], 'f', -1, 64))
		if err == nil && c.Cmp(e8) == 0 {
			d = s.Panel.Dates[i]
			break
		}
	}
	m.dates[key] = d
	return d
}

// entry is a symbol's market summary entry.
func (m *Market) entry(symbol string) (views.SummaryEntry, bool) {
	s := m.load()
	if s == nil {
		return views.SummaryEntry{}, false
	}
	return s.Views.Entry(symbol)
}
