package api

import (
	"context"
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"
)

// ServeMetrics serves g's Prometheus metrics at GET /metrics on ln (and nothing else) until
// ctx ends. It runs on its own listener, loopback by default, never the public API's: the
// metrics tell an outsider what the service holds and how it is doing.
func ServeMetrics(ctx context.Context, ln net.Listener, g prometheus.Gatherer) error {
	metrics := fasthttpadaptor.NewFastHTTPHandler(promhttp.HandlerFor(g, promhttp.HandlerOpts{}))
	srv := &fasthttp.Server{
		Handler: func(rc *fasthttp.RequestCtx) {
			switch {
			case string(rc.Path()) != "/metrics":
				writeError(rc, fasthttp.StatusNotFound, MsgNotFound)
			case !rc.IsGet() && !rc.IsHead():
				rc.Response.Header.Set("Allow", "GET, HEAD")
				writeError(rc, fasthttp.StatusMethodNotAllowed, MsgMethodNotAllowed)
			default:
				metrics(rc)
			}
		},
		Name:                  "vera-metrics",
		NoDefaultServerHeader: true,
		ReadTimeout:           10 * time.Second,
		WriteTimeout:          30 * time.Second,
		IdleTimeout:           60 * time.Second,
		CloseOnShutdown:       true,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("metrics listener: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.ShutdownWithContext(sctx); err != nil {
		return fmt.Errorf("metrics shutdown: %w", err)
	}
	return <-errc
}

type metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	limited  *prometheus.CounterVec
	// authFailed counts bad bearer tokens (a missing one is not counted).
	authFailed prometheus.Counter
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
		authFailed: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vera_http_auth_failures_total", Help: "Bearer tokens refused on token routes (a missing token is not counted).",
		}),
	}
	if reg != nil {
		reg.MustRegister(m.requests, m.duration, m.limited, m.authFailed)
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
