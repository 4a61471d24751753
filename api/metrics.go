package api

import (
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

type metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	limited  *prometheus.CounterVec
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vera_http_requests_total", Help: "HTTP requests by route and status code.",
		}, []string{"route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "vera_http_request_duration_seconds", Help: "HTTP request latency by route.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10, 60},
		}, []string{"route"}),
		limited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vera_http_rate_limited_total", Help: "Requests refused by a rate limit, by route.",
		}, []string{"route"}),
	}
	if reg != nil {
		reg.MustRegister(m.requests, m.duration, m.limited)
	}
	return m
}

// routeMetrics caches one route's series so the hot path does no label lookups.
type routeMetrics struct {
	name     string
	parent   *metrics
	duration prometheus.Observer
	limited  prometheus.Counter
	mu       sync.RWMutex
	codes    map[int]prometheus.Counter
}

func (m *metrics) route(name string) *routeMetrics {
	return &routeMetrics{
		name: name, parent: m,
		duration: m.duration.WithLabelValues(name),
		limited:  m.limited.WithLabelValues(name),
		codes:    map[int]prometheus.Counter{},
	}
}

func (r *routeMetrics) observe(status int, took time.Duration) {
	r.duration.Observe(took.Seconds())
	r.mu.RLock()
	c := r.codes[status]
	r.mu.RUnlock()
	if c == nil {
		r.mu.Lock()
		if c = r.codes[status]; c == nil {
			c = r.parent.requests.WithLabelValues(r.name, strconv.Itoa(status))
			r.codes[status] = c
		}
		r.mu.Unlock()
	}
	c.Inc()
}
