package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

func TestMetricsAddrIsLoopbackByDefault(t *testing.T) {
	for _, dev := range []bool{false, true} {
		f := newFlags("test")
		var c baseConfig
		c.register(f, dev)
		if err := f.parse(nil); err != nil {
			t.Fatal(err)
		}
		ap, err := netip.ParseAddrPort(c.MetricsAddr)
		if err != nil || !ap.Addr().IsLoopback() || c.MetricsAddr == c.Addr {
			t.Fatalf("default metrics address %q (%v): want loopback, apart from the API's %q", c.MetricsAddr, err, c.Addr)
		}
	}
	t.Setenv("VERA_METRICS_ADDR", "10.0.0.5:9100")
	f := newFlags("test")
	var c baseConfig
	c.register(f, false)
	if err := f.parse(nil); err != nil || c.MetricsAddr != "10.0.0.5:9100" {
		t.Fatalf("VERA_METRICS_ADDR: %q %v", c.MetricsAddr, err)
	}
	if err := f.parse([]string{"--metrics-addr", "off"}); err != nil || c.MetricsAddr != "off" {
		t.Fatalf("--metrics-addr off: %q %v", c.MetricsAddr, err)
	}
}

// addrLog hands the addresses of "... listening" log lines to the test.
type addrLog struct{ addrs chan [2]string }

func (h addrLog) Enabled(context.Context, slog.Level) bool { return true }
func (h addrLog) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h addrLog) WithGroup(string) slog.Handler            { return h }
func (h addrLog) Handle(_ context.Context, r slog.Record) error {
	if strings.HasSuffix(r.Message, " listening") {
		r.Attrs(func(a slog.Attr) bool {
			if a.Key == "addr" {
				h.addrs <- [2]string{r.Message, a.Value.String()}
			}
			return true
		})
	}
	return nil
}

func TestServeKeepsMetricsOffTheAPIListener(t *testing.T) {
	logs := addrLog{make(chan [2]string, 4)}
	a := &app{cfg: baseConfig{Addr: "127.0.0.1:0", MetricsAddr: "127.0.0.1:0", ShutdownGrace: time.Second},
		log: slog.New(logs), registry: prometheus.NewRegistry()}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.serveHTTP(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	}()
	addr := map[string]string{}
	for len(addr) < 2 {
		select {
		case l := <-logs.addrs:
			addr[l[0]] = l[1]
		case err := <-done:
			t.Fatalf("serve ended: %v", err)
		}
	}
	get := func(host string) (int, string) {
		resp, err := http.Get("http://" + host + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get(addr["api listening"]); code != 404 {
		t.Fatalf("/metrics on the API listener: %d %s", code, body)
	}
	if code, body := get(addr["metrics listening"]); code != 200 || !strings.Contains(body, "go_goroutines") {
		t.Fatalf("/metrics on its listener: %d", code)
	}
}
