package quote

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// probeUSDG is the sweep's buy in USDG base units: $15 (6 decimals).
const probeUSDG = 15_000_000

// missesToLock is how many consecutive sweeps missing a direction lock an asset.
const missesToLock = 2

// ErrOutage is a sweep in which no venue answered for any asset: nothing was locked.
var ErrOutage = errors.New("tradability sweep: no venue answered for any asset")

// Locks is the tradability state every rule-1 check reads: the latest sweep's locked assets. The
// zero value knows no sweep and locks nothing. It is safe for concurrent use.
type Locks struct {
	p atomic.Pointer[Sweep]
}

// Locked reports whether symbol is locked.
func (l *Locks) Locked(symbol string) bool {
	sw := l.p.Load()
	if sw == nil {
		return false
	}
	i := sort.Search(len(sw.Rows), func(i int) bool { return sw.Rows[i].Symbol >= symbol })
	return i < len(sw.Rows) && sw.Rows[i].Symbol == symbol && sw.Rows[i].Locked
}

// Set returns the locked symbols (nil before the first sweep), for the basket builder.
func (l *Locks) Set() map[string]bool {
	sw := l.p.Load()
	if sw == nil {
		return nil
	}
	out := map[string]bool{}
	for _, r := range sw.Rows {
		if r.Locked {
			out[r.Symbol] = true
		}
	}
	return out
}

// Publish makes sw the current state (rows are sorted by symbol).
func (l *Locks) Publish(sw Sweep) {
	rows := append([]SweepRow(nil), sw.Rows...)
	sort.Slice(rows, func(i, j int) bool { return rows[i].Symbol < rows[j].Symbol })
	sw.Rows = rows
	l.p.Store(&sw)
}

// Latest returns the current sweep; false before the first.
func (l *Locks) Latest() (Sweep, bool) {
	sw := l.p.Load()
	if sw == nil {
		return Sweep{}, false
	}
	return *sw, true
}

// Tradability is GET /api/tradability: ok null and asOf null before the first sweep.
type Tradability struct {
	OK      []string `json:"ok" openapi:"nullable"`
	Dropped []string `json:"dropped"`
	AsOf    *string  `json:"asOf" openapi:"pattern=^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"`
}

// Tradability returns the route's body.
func (l *Locks) Tradability() Tradability {
	sw := l.p.Load()
	if sw == nil {
		return Tradability{OK: nil, Dropped: []string{}}
	}
	t := Tradability{OK: []string{}, Dropped: []string{}}
	for _, r := range sw.Rows {
		if r.Locked {
			t.Dropped = append(t.Dropped, r.Symbol)
		} else {
			t.OK = append(t.OK, r.Symbol)
		}
	}
	at := sw.At.UTC().Format(time.RFC3339)
	t.AsOf = &at
	return t
}

// Next is an asset's state after a sweep: a two-way hit clears it; a miss counts, and the
// missesToLock-th consecutive miss locks it until a hit.
func Next(prev SweepRow, buyOK, sellOK bool) SweepRow {
	r := SweepRow{Symbol: prev.Symbol, BuyOK: buyOK, SellOK: sellOK}
	if buyOK && sellOK {
		return r
	}
	r.Misses = prev.Misses + 1
	r.Locked = prev.Locked || r.Misses >= missesToLock
	return r
}

// Sweeper probes every asset in both directions and keeps Locks and the store up to date.
type Sweeper struct {
	Quotes *Service
	// Symbols lists the assets to probe.
	Symbols func() []string
	Store   *Store
	Locks   *Locks
	Now     func() time.Time
	Log     *slog.Logger
	// Concurrency is how many assets are probed at once (default 4).
	Concurrency int

	metricsOnce sync.Once
	sweeps      *prometheus.CounterVec
	locked      prometheus.Gauge
}

// Register adds the sweep metrics to reg.
func (s *Sweeper) Register(reg prometheus.Registerer) error {
	s.initMetrics()
	for _, c := range []prometheus.Collector{s.sweeps, s.locked} {
		if err := reg.Register(c); err != nil {
			return fmt.Errorf("register sweep metrics: %w", err)
		}
	}
	return nil
}

func (s *Sweeper) initMetrics() {
	s.metricsOnce.Do(func() {
		s.sweeps = prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vera_tradability_sweeps_total", Help: "Tradability sweeps by result (swept, outage).",
		}, []string{"result"})
		s.locked = prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "vera_tradability_locked_assets", Help: "Assets locked by the latest tradability sweep.",
		})
	})
}

// Restore loads the latest stored sweep into Locks (at start).
func (s *Sweeper) Restore(ctx context.Context) error {
	sw, ok, err := s.Store.Latest(ctx)
	if err != nil || !ok {
		return err
	}
	s.Locks.Publish(sw)
	return nil
}

type probe struct {
	symbol          string
	buyOK, sellOK   bool
	buyAmt, sellAmt string
	answered        bool
}

// Sweep probes every asset: a $15 buy, then a sell of exactly what it returned. It stores the
// sweep and publishes the new locks, or, when no venue answered at all, returns ErrOutage having
// changed nothing.
func (s *Sweeper) Sweep(ctx context.Context) (Sweep, error) {
	s.initMetrics()
	log := s.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	at := now().UTC().Truncate(time.Second)
	symbols := s.Symbols()
	probes := make([]probe, len(symbols))
	conc := s.Concurrency
	if conc <= 0 {
		conc = 4
	}
	sem := make(chan struct{}, conc)
	var wg sync.WaitGroup
	for i, sym := range symbols {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			probes[i] = s.probe(ctx, sym)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Sweep{}, fmt.Errorf("tradability sweep: %w", err)
	}
	answered := false
	for _, p := range probes {
		answered = answered || p.answered
	}
	if !answered && len(probes) > 0 {
		s.sweeps.WithLabelValues("outage").Inc()
		log.Error("tradability sweep found no venue answering for any asset: an outage, nothing locked", "assets", len(probes))
		if err := s.Store.saveOutage(ctx, at, len(probes), "no venue answered for any asset"); err != nil {
			return Sweep{}, err
		}
		return Sweep{}, ErrOutage
	}
	prev, _ := s.Locks.Latest()
	prevBy := map[string]SweepRow{}
	for _, r := range prev.Rows {
		prevBy[r.Symbol] = r
	}
	sw := Sweep{At: at}
	nLocked := 0
	for _, p := range probes {
		pr := prevBy[p.symbol]
		pr.Symbol = p.symbol
		r := Next(pr, p.buyOK, p.sellOK)
		r.BuyAmount, r.SellAmount = p.buyAmt, p.sellAmt
		if r.Locked {
			nLocked++
		}
		if r.Locked != pr.Locked {
			log.Info("tradability changed", "symbol", p.symbol, "locked", r.Locked, "buy", p.buyOK, "sell", p.sellOK)
		}
		sw.Rows = append(sw.Rows, r)
	}
	if err := s.Store.saveSweep(ctx, sw); err != nil {
		return Sweep{}, err
	}
	s.Locks.Publish(sw)
	s.sweeps.WithLabelValues("swept").Inc()
	s.locked.Set(float64(nLocked))
	log.Info("tradability sweep", "assets", len(sw.Rows), "locked", nLocked)
	return sw, nil
}

func (s *Sweeper) probe(ctx context.Context, symbol string) probe {
	p := probe{symbol: symbol}
	buy, ok := s.Quotes.Probe(ctx, SideBuy, symbol, big.NewInt(probeUSDG))
	if !ok {
		return p
	}
	p.answered = buy.Answered()
	fill, ok := buy.Best()
	if !ok {
		return p
	}
	p.buyOK, p.buyAmt = true, fill.BuyAmount.String()
	sell, _ := s.Quotes.Probe(ctx, SideSell, symbol, fill.BuyAmount)
	p.answered = p.answered || sell.Answered()
	if sf, ok := sell.Best(); ok {
		p.sellOK, p.sellAmt = true, sf.BuyAmount.String()
	}
	return p
}
