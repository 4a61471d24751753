package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/pipeline"
	"github.com/vera-invest/vera/schema"
)

// app holds the running service's parts, built in dependency order by dev and serve.
type app struct {
	cfg      baseConfig
	log      *slog.Logger
	db       *schema.DB
	verifier *auth.Verifier
	wallets  auth.WalletDirectory
	issuer   *auth.DevIssuer // dev mode only
	registry *prometheus.Registry
	routes   []api.RouteSet
	jobs     []scheduled
	ready    []api.ReadyCheck
}

type scheduled struct {
	job  pipeline.Job
	when pipeline.Schedule
}

// run starts the pipelines and the API, and stops both, in reverse order, when ctx ends.
func (a *app) run(ctx context.Context) error {
	sc, err := pipeline.New(a.log, a.registry)
	if err != nil {
		return err
	}
	for _, j := range a.jobs {
		if err := sc.Add(ctx, j.job, j.when); err != nil {
			return err
		}
	}
	sc.Start()
	err = a.serveHTTP(ctx)
	start := time.Now()
	if serr := sc.Stop(); serr != nil {
		a.log.Error("stop pipelines", "err", serr)
	}
	a.log.Info("pipelines stopped", "took", time.Since(start).Round(time.Millisecond))
	return err
}

func (a *app) openDB(ctx context.Context) error {
	start := time.Now()
	db, n, err := openMigrated(ctx, a.cfg.ClickHouseDSN, a.log)
	if err != nil {
		return err
	}
	a.db = db
	a.log.Info("clickhouse ready", "dsn", redactDSN(a.cfg.ClickHouseDSN), "migrations_applied", n, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// openMigrated connects to ClickHouse and applies the migrations it lacks.
func openMigrated(ctx context.Context, dsn string, log *slog.Logger) (*schema.DB, int, error) {
	octx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	db, err := schema.Open(octx, dsn)
	if err != nil {
		return nil, 0, err
	}
	n, err := schema.Migrate(octx, db, log)
	if err != nil {
		db.Close()
		return nil, 0, err
	}
	return db, n, nil
}

// serveHTTP runs the API until ctx ends, then stops it gracefully.
func (a *app) serveHTTP(ctx context.Context) error {
	proxies, err := a.cfg.proxies()
	if err != nil {
		return err
	}
	a.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	srv := api.New(api.Config{
		Addr:           a.cfg.Addr,
		TrustedProxies: proxies,
		CORSOrigins:    splitList(a.cfg.CORSOrigins),
		MaxBody:        a.cfg.MaxBody,
		ReadTimeout:    a.cfg.ReadTimeout,
		WriteTimeout:   a.cfg.WriteTimeout,
		IdleTimeout:    a.cfg.IdleTimeout,
	}, a.log, a.verifier, a.wallets, a.registry)
	srv.Register(api.MetricsRoutes(a.registry))
	srv.Register(api.MeRoutes())
	if a.issuer != nil {
		srv.Register(api.DevIssuerRoutes(a.issuer))
	}
	for _, rs := range a.routes {
		srv.Register(rs)
	}
	if a.db != nil {
		srv.AddReadyCheck("clickhouse", func(ctx context.Context) error { return a.db.Ping(ctx) })
	}
	for _, rc := range a.ready {
		srv.AddReadyCheck(rc.Name, rc.Check)
	}
	ln, err := net.Listen("tcp", a.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", a.cfg.Addr, err)
	}
	a.log.Info("api listening", "addr", ln.Addr().String())
	err = srv.ListenAndServe(ctx, ln, a.cfg.ShutdownGrace)
	a.log.Info("api stopped")
	return err
}

// addChain registers the chain routes and a readiness check of the RPC.
func (a *app) addChain(cp *chainParts, c baseConfig, cc chainConfig) error {
	rs, err := cp.routes(c, cc)
	if err != nil {
		return err
	}
	a.routes = append(a.routes, rs)
	a.ready = append(a.ready, api.ReadyCheck{Name: "chain", Check: func(ctx context.Context) error {
		_, err := cp.client.BlockNumber(ctx)
		return err
	}})
	return nil
}

func (a *app) close() {
	if a.db != nil {
		start := time.Now()
		a.db.Close()
		a.log.Info("clickhouse connection closed", "took", time.Since(start).Round(time.Millisecond))
	}
}

// loadWalletsFile reads a static wallet directory: {"<userId>": [{"walletId","owner","smartAccount"}]}.
func loadWalletsFile(path string) (auth.StaticWallets, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("wallets file: %w", err)
	}
	var w auth.StaticWallets
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, fmt.Errorf("wallets file %s: %w", path, err)
	}
	return w, nil
}
