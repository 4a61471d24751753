package quote

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Outcomes of one venue in a race.
const (
	outcomeFilled   = "filled"   // answered with a fill
	outcomeDeclined = "declined" // answered that it cannot fill
	outcomeFailed   = "failed"   // returned an error
	outcomeTimeout  = "timeout"  // did not answer within its deadline
)

// Default deadlines of a race.
const (
	DefaultVenueTimeout = 1500 * time.Millisecond
	DefaultRaceTimeout  = 2 * time.Second
)

// RacerConfig configures a Racer.
type RacerConfig struct {
	// Venues in tie-break order: of two equal fills the earlier venue wins.
	Venues []Venue
	// VenueTimeout bounds each venue's answer (default DefaultVenueTimeout).
	VenueTimeout time.Duration
	// Timeout bounds the whole race (default DefaultRaceTimeout).
	Timeout time.Duration
	Log     *slog.Logger
	// Registerer receives the venue metrics (nil: not registered).
	Registerer prometheus.Registerer
}

// Racer quotes all venues in parallel and picks the biggest fill. It is safe for concurrent use.
type Racer struct {
	cfg      RacerConfig
	answers  *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	noAnswer prometheus.Counter
}

// NewRacer returns a Racer.
func NewRacer(cfg RacerConfig) (*Racer, error) {
	if len(cfg.Venues) == 0 {
		return nil, errors.New("quote: a racer needs at least one venue")
	}
	seen := map[string]bool{}
	for _, v := range cfg.Venues {
		if seen[v.Name()] {
			return nil, fmt.Errorf("quote: two venues named %q", v.Name())
		}
		seen[v.Name()] = true
	}
	if cfg.VenueTimeout <= 0 {
		cfg.VenueTimeout = DefaultVenueTimeout
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultRaceTimeout
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	r := &Racer{
		cfg: cfg,
		answers: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vera_quote_venue_answers_total", Help: "Venue answers in quote races, by venue and outcome (filled, declined, failed, timeout).",
		}, []string{"venue", "outcome"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "vera_quote_venue_seconds", Help: "Time a venue took to answer in a quote race.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14),
		}, []string{"venue"}),
		noAnswer: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vera_quote_races_without_fill_total", Help: "Quote races that no venue filled.",
		}),
	}
	if cfg.Registerer != nil {
		for _, c := range []prometheus.Collector{r.answers, r.latency, r.noAnswer} {
			if err := cfg.Registerer.Register(c); err != nil {
				return nil, fmt.Errorf("quote: register metrics: %w", err)
			}
		}
	}
	return r, nil
}

// Answer is one venue's part in a race.
type Answer struct {
	Venue   string
	Outcome string
	Fill    Fill // set when Outcome is OutcomeFilled
	Latency time.Duration
	// Reason says why the venue did not win ("" for the winner).
	Reason string
}

// Result is a race: every venue's answer in venue order, and the winner.
type Result struct {
	Answers []Answer
	// Winner indexes Answers; -1 when no venue filled.
	Winner int
	// Why says why the winner won.
	Why string
}

// Best returns the winning fill.
func (r Result) Best() (Fill, bool) {
	if r.Winner < 0 {
		return Fill{}, false
	}
	return r.Answers[r.Winner].Fill, true
}

// Answered reports whether any venue answered (a fill or a decline), as opposed to every venue
// failing or timing out.
func (r Result) Answered() bool {
	for _, a := range r.Answers {
		if a.Outcome == outcomeFilled || a.Outcome == outcomeDeclined {
			return true
		}
	}
	return false
}

type venueDone struct {
	i    int
	fill Fill
	err  error
	took time.Duration
}

// Race quotes every venue in parallel and returns when all have answered or the first deadline
// passes; venues still running then are cancelled and counted as timeouts.
func (r *Racer) Race(ctx context.Context, o Order) Result {
	ctx, cancel := context.WithTimeout(ctx, r.cfg.Timeout)
	defer cancel()
	venues := r.cfg.Venues
	done := make(chan venueDone, len(venues))
	start := time.Now()
	for i, v := range venues {
		go func() {
			vctx, vcancel := context.WithTimeout(ctx, r.cfg.VenueTimeout)
			defer vcancel()
			fill, err := quoteSafely(vctx, v, o)
			if err == nil && vctx.Err() != nil {
				err = vctx.Err() // answered after its deadline: too late to count
			}
			done <- venueDone{i: i, fill: fill, err: err, took: time.Since(start)}
		}()
	}
	res := Result{Answers: make([]Answer, len(venues)), Winner: -1}
	for i, v := range venues {
		res.Answers[i] = Answer{Venue: v.Name(), Outcome: outcomeTimeout}
	}
	got := make([]bool, len(venues))
	// Every venue started now, so all venue deadlines pass at once: stop waiting then, without
	// waiting for a late venue's goroutine to notice its own deadline.
	late := time.NewTimer(r.cfg.VenueTimeout)
	defer late.Stop()
collect:
	for range venues {
		var d venueDone
		select {
		case d = <-done:
		case <-late.C:
			break collect
		case <-ctx.Done():
			break collect // the rest are late
		}
		got[d.i] = true
		a := &res.Answers[d.i]
		a.Latency = d.took
		switch {
		case d.err == nil && d.fill.BuyAmount != nil && d.fill.BuyAmount.Sign() > 0:
			a.Outcome, a.Fill = outcomeFilled, d.fill
		case d.err == nil || errors.Is(d.err, ErrNoLiquidity):
			a.Outcome, a.Reason = outcomeDeclined, "no liquidity for the whole amount"
		case errors.Is(d.err, context.DeadlineExceeded):
			a.Outcome, a.Reason = outcomeTimeout, fmt.Sprintf("no answer within %v", r.cfg.VenueTimeout)
		default:
			a.Outcome, a.Reason = outcomeFailed, "venue error"
			r.cfg.Log.Warn("quote venue failed", "venue", a.Venue, "err", d.err)
		}
	}
	for i := range res.Answers {
		a := &res.Answers[i]
		if !got[i] {
			a.Latency = time.Since(start)
			a.Reason = "no answer within the quote deadline"
		}
		r.answers.WithLabelValues(a.Venue, a.Outcome).Inc()
		if got[i] {
			r.latency.WithLabelValues(a.Venue).Observe(a.Latency.Seconds())
		}
	}
	r.pick(&res)
	return res
}

// pick names the biggest fill the winner (earlier venue on a tie) and says why the others lost.
func (r *Racer) pick(res *Result) {
	for i, a := range res.Answers {
		if a.Outcome != outcomeFilled {
			continue
		}
		if res.Winner < 0 || a.Fill.BuyAmount.Cmp(res.Answers[res.Winner].Fill.BuyAmount) > 0 {
			res.Winner = i
		}
	}
	if res.Winner < 0 {
		r.noAnswer.Inc()
		return
	}
	best := res.Answers[res.Winner]
	filled, tied := 0, false
	for i := range res.Answers {
		a := &res.Answers[i]
		if a.Outcome != outcomeFilled {
			continue
		}
		filled++
		if i == res.Winner {
			continue
		}
		if a.Fill.BuyAmount.Cmp(best.Fill.BuyAmount) == 0 {
			a.Reason, tied = "tie with "+best.Venue+", which comes first in the venue order", true
		} else {
			a.Reason = "smaller fill by " + new(big.Int).Sub(best.Fill.BuyAmount, a.Fill.BuyAmount).String()
		}
	}
	switch {
	case filled == 1:
		res.Why = "only venue with a fill"
	case tied:
		res.Why = "biggest fill, first in the venue order among equal fills"
	default:
		res.Why = "biggest fill"
	}
}

// quoteSafely turns a venue's panic into an error, so that no venue can take the service down.
func quoteSafely(ctx context.Context, v Venue, o Order) (f Fill, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("BUG: venue %s panicked: %v", v.Name(), p)
		}
	}()
	return v.Quote(ctx, o)
}
