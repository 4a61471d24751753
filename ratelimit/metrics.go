package ratelimit

import (
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

// metrics are a Limiter's counters, read by Stats and exported to Prometheus as they are.
type metrics struct {
	n struct {
		waited, admitted, fallback atomic.Int64
		batches, failed, served    atomic.Int64
		pending                    atomic.Int64 // hits queued or in flight to their owners
	}
	batchSeconds prometheus.Histogram
}

func newMetrics(reg prometheus.Registerer, l *Limiter) *metrics {
	m := &metrics{batchSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "vera_ratelimit_peer_batch_seconds", Help: "Round trip of one batch of rate-limit hits to the replica that owns their keys.",
		Buckets: []float64{.0002, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1},
	})}
	if reg == nil {
		return m
	}
	counter := func(name, help string, v *atomic.Int64, labels prometheus.Labels) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help, ConstLabels: labels}, func() float64 { return float64(v.Load()) })
	}
	keys := "Rate-limit keys held in memory: table counts are this replica's counts (of keys it owns, or counts in an owner's place), table views what it knows of counts other replicas own."
	forwarded := "Rate-limit hits sent to the replica that owns their key: mode wait waited for its decision, mode admit was admitted here first within the tolerance."
	reg.MustRegister(
		counter("vera_ratelimit_forwarded_total", forwarded, &m.n.waited, prometheus.Labels{"mode": "wait"}),
		counter("vera_ratelimit_forwarded_total", forwarded, &m.n.admitted, prometheus.Labels{"mode": "admit"}),
		counter("vera_ratelimit_fallback_total", "Rate-limit hits counted in this replica because their key's owner was out of reach.", &m.n.fallback, nil),
		counter("vera_ratelimit_peer_batches_total", "Batches of rate-limit hits sent to their owners.", &m.n.batches, nil),
		counter("vera_ratelimit_peer_failures_total", "Batches of rate-limit hits that failed (refused, timed out, or answered wrongly); their hits were counted here.", &m.n.failed, nil),
		counter("vera_ratelimit_served_total", "Rate-limit hits counted in this replica for the peers, as their keys' owner.", &m.n.served, nil),
		m.batchSeconds,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "vera_ratelimit_keys", Help: keys, ConstLabels: prometheus.Labels{"table": "counts"}},
			func() float64 { return float64(l.counts.len()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "vera_ratelimit_keys", Help: keys, ConstLabels: prometheus.Labels{"table": "views"}},
			func() float64 { return float64(l.views.len()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "vera_ratelimit_members", Help: "Live replicas the rate-limit keys are spread over."},
			func() float64 {
				if r := l.ring.Load(); r != nil {
					return float64(len(r.members))
				}
				return 0
			}),
	)
	return m
}
