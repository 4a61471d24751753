package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/pipeline"
	"github.com/vera-invest/vera/ratelimit"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/skills"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/web"
)

// app holds the running service's parts, built in dependency order by dev and serve. Every
// part that needs stopping registers itself with life as it starts.
type app struct {
	cfg      baseConfig
	log      *slog.Logger
	life     *lifecycle
	db       *schema.DB
	verifier *auth.Verifier
	wallets  auth.WalletDirectory
	issuer   *devmode.Issuer // dev mode only
	// devWallet is dev mode's embedded wallet, served with the dev sign-in on loopback only.
	devWallet *devmode.WalletRPC
	// devFunds tops up dev users' wallets for the demo, bounded; served with the dev sign-in.
	devFunds *devmode.Funds
	// web is what the web app's pages are told.
	web      web.Config
	registry *prometheus.Registry
	// snapshots holds the latest market build: the market routes serve it, the agent
	// measures risk on its history.
	snapshots *snapshot.Holder
	routes    []api.RouteSet
	jobs      []scheduled
	ready     []api.ReadyCheck
	// signer signs for users' embedded wallets behind their Autopilot grants.
	signer *autopilot.GrantedSigner
	// indexed is the indexer's per-block signal; its readers subscribe before the app runs.
	indexed *indexer.BlockSignal
	// sponsor is the process's one sponsor, once addBundler ran with the keys it needs.
	sponsor *sponsorParts
	// relay is the process's one relay, once addBundler ran: Autopilot runs are sent through it too.
	relay *relay.Relay
	// records is the agent's track record, once the indexer is added.
	records *agent.TrackRecords
	// tools are the domain values the skills' tools call, set where their routes are made.
	tools skills.Deps
	// coord is what the replicas agree on: coord.Local in single-node mode.
	coord coord.Coordinator
	// leads is set with --coord-hosts: only its leader runs the jobs and the indexer.
	leads *coord.ZK
	// caps is what the configuration can do for users (serve says it at start; dev has all).
	caps capabilities
	// limits spreads the rate-limit counts over the replicas, with --coord-hosts (openLimits).
	limits *ratelimit.Limiter
}

type scheduled struct {
	job  pipeline.Job
	when pipeline.Schedule
}

func newApp(c baseConfig, log *slog.Logger) *app {
	return &app{cfg: c, log: log, life: &lifecycle{log: log}, registry: prometheus.NewRegistry(), snapshots: &snapshot.Holder{},
		indexed: indexer.NewBlockSignal(), coord: &coord.Local{}}
}

// run starts the pipelines and the API, and when ctx ends stops the API, then everything else
// in reverse order of start.
func (a *app) run(ctx context.Context) error {
	defer a.life.stopAll()
	var lead pipeline.Leadership
	if a.leads != nil {
		lead = a.leads
	}
	sc, err := pipeline.NewLed(a.log, a.registry, lead)
	if err != nil {
		return err
	}
	for _, j := range a.jobs {
		if err := sc.Add(ctx, j.job, j.when); err != nil {
			return err
		}
	}
	sc.Start()
	a.life.onStop("pipelines", sc.Stop)
	return a.serveHTTP(ctx)
}

func (a *app) openDB(ctx context.Context) error {
	if err := a.openCoord(ctx); err != nil {
		return err
	}
	start := time.Now()
	var migrationLock schema.Locks
	if a.leads != nil {
		migrationLock = a.leads
	}
	db, n, err := openMigrated(ctx, a.cfg.ClickHouseDSN, a.cfg.ClickHouseCluster, a.log, migrationLock)
	if err != nil {
		return err
	}
	a.db = db
	a.life.onStop("clickhouse connection", db.Close)
	a.ready = append(a.ready, api.ReadyCheck{Name: "clickhouse", Check: db.Ping})
	a.log.Info("clickhouse ready", "dsn", schema.RedactDSN(a.cfg.ClickHouseDSN), "cluster", a.cfg.ClickHouseCluster, "migrations_applied", n, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// openCoord joins the replicas' coordination service when --coord-hosts names one.
func (a *app) openCoord(ctx context.Context) error {
	hosts := splitList(a.cfg.CoordHosts)
	if len(hosts) == 0 {
		return nil
	}
	start := time.Now()
	octx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	z, err := coord.DialZK(octx, coord.ZKConfig{Hosts: hosts, SessionTimeout: a.cfg.CoordSessionTimeout, Log: a.log})
	if err != nil {
		return fmt.Errorf("--coord-hosts (%s): %w", envName("coord-hosts"), err)
	}
	a.coord, a.leads = z, z
	a.life.onStop("coordination", func() error { z.Close(); return nil })
	a.log.Info("coordination ready", "hosts", hosts, "session_timeout", a.cfg.CoordSessionTimeout, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// openMigrated connects to ClickHouse and applies the migrations it lacks, under lock when
// replicas share one (else under the database's lock table).
func openMigrated(ctx context.Context, dsn, cluster string, log *slog.Logger, lock schema.Locks) (*schema.DB, int, error) {
	timeout := 60 * time.Second
	if cluster != "" {
		// Every statement runs ON CLUSTER, through the servers' DDL queue: about 20 s for the
		// whole history on a 2x2 cluster.
		timeout = 5 * time.Minute
	}
	octx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	db, err := schema.OpenCluster(octx, dsn, cluster)
	if err != nil {
		return nil, 0, err
	}
	n, err := schema.MigrateLocked(octx, db, log, lock)
	if err != nil {
		db.Close()
		return nil, 0, err
	}
	return db, n, nil
}

// server builds the API with every route set registered. It refuses a route that has no entry in
// the OpenAPI document, so the document cannot fall behind the routes the binary serves.
func (a *app) server() (*api.Server, error) {
	proxies, err := a.cfg.proxies()
	if err != nil {
		return nil, err
	}
	a.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	var shared api.SharedLimits
	if a.limits != nil {
		shared = a.limits // every client's count lives on the one replica that owns it
	}
	srv := api.New(api.Config{
		SharedLimits:   shared,
		Addr:           a.cfg.Addr,
		TrustedProxies: proxies,
		CORSOrigins:    splitList(a.cfg.CORSOrigins),
		MaxBody:        a.cfg.MaxBody,
		ReadTimeout:    a.cfg.ReadTimeout,
		WriteTimeout:   a.cfg.WriteTimeout,
		IdleTimeout:    a.cfg.IdleTimeout,
	}, a.log, a.verifier, a.walletDirectory(), a.registry)
	routes, err := a.withSkills(srv)
	if err != nil {
		return nil, err
	}
	pages := a.web
	if a.issuer != nil && a.devWallet != nil && onLoopback(a.cfg.Addr) {
		srv.Register(devmode.Routes{Issuer: a.issuer, Wallet: a.devWallet, Funds: a.devFunds})
		pages.DevSignIn = true
	}
	srv.Register(api.Pages{Config: pages})
	for _, rs := range routes {
		srv.Register(rs)
	}
	for _, rc := range a.ready {
		srv.AddReady(rc)
	}
	if missing := srv.UndocumentedRoutes(); len(missing) > 0 {
		return nil, fmt.Errorf("BUG: routes without an entry in the OpenAPI document (declare them in api/ops): %s", strings.Join(missing, ", "))
	}
	return srv, nil
}

// walletDirectory is the directory the HTTP layer reads: with a sponsor, each read vouches for the
// listed owners.
func (a *app) walletDirectory() auth.WalletDirectory {
	if a.sponsor == nil || a.wallets == nil {
		return a.wallets
	}
	return auth.Vouching{Dir: a.wallets, Voucher: a.sponsor.owners}
}

// openLimits, with --coord-hosts, starts the rate limits shared by the replicas: the peers'
// endpoint on --peer-addr, where this replica answers for the counts it owns, and its membership,
// which tells the others where that is. It stops after the API (registered with life): it leaves
// first, so the peers move its keys, then stops answering them.
func (a *app) openLimits(ctx context.Context) error {
	if a.leads == nil {
		return nil
	}
	ln, err := net.Listen("tcp", a.cfg.PeerAddr)
	if err != nil {
		return fmt.Errorf("listen %s (--peer-addr): %w", a.cfg.PeerAddr, err)
	}
	advertise, err := peerAdvertise(a.cfg.PeerAdvertise, ln.Addr())
	if err != nil {
		ln.Close()
		return err
	}
	l := ratelimit.New(ratelimit.Config{Members: a.leads, Self: a.leads.ID(), Secret: a.cfg.PeerSecret, Window: api.Window, Log: a.log, Registerer: a.registry})
	rctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { l.Run(rctx) })
	wg.Go(func() {
		if err := l.ServePeers(rctx, ln); err != nil {
			a.log.Error("peers' endpoint", "err", err)
		}
	})
	jctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	leave, err := a.leads.Join(jctx, advertise)
	if err != nil {
		stop()
		wg.Wait()
		return fmt.Errorf("join the replicas as %s: %w", advertise, err)
	}
	a.limits = l
	a.life.onStop("rate-limit peers", func() error {
		leave()
		stop()
		wg.Wait()
		return nil
	})
	a.log.Info("peers listening", "addr", ln.Addr().String(), "advertise", advertise, "member", a.leads.ID())
	return nil
}

// peerAdvertise is the address the peers reach this replica's endpoint at: the flag's, else the
// listener's, with this host's name in place of an address that means every interface.
func peerAdvertise(flag string, bound net.Addr) (string, error) {
	if flag != "" {
		return flag, nil
	}
	host, port, err := net.SplitHostPort(bound.String())
	if err != nil {
		return "", fmt.Errorf("peer listener address %s: %w", bound, err)
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		if host, err = os.Hostname(); err != nil {
			return "", fmt.Errorf("--peer-advertise (%s) is needed: this host's name: %w", envName("peer-advertise"), err)
		}
	}
	return net.JoinHostPort(host, port), nil
}

// serveHTTP runs the API until ctx ends, then stops it gracefully.
func (a *app) serveHTTP(ctx context.Context) error {
	if err := a.openLimits(ctx); err != nil {
		return err
	}
	srv, err := a.server()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", a.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", a.cfg.Addr, err)
	}
	metricsDone, err := a.serveMetrics(ctx)
	if err != nil {
		ln.Close()
		return err
	}
	a.log.Info("api listening", "addr", ln.Addr().String())
	var stopping atomic.Int64 // when ctx ended: the shutdown's start
	defer context.AfterFunc(ctx, func() { stopping.Store(time.Now().UnixNano()) })()
	err = srv.ListenAndServe(ctx, ln, a.cfg.ShutdownGrace)
	if t := stopping.Load(); t != 0 {
		a.log.Info("stopped", "component", "api", "took", time.Since(time.Unix(0, t)).Round(time.Millisecond))
	}
	<-metricsDone
	return err
}

// serveMetrics serves /metrics on its own address until ctx ends; done closes after.
func (a *app) serveMetrics(ctx context.Context) (done <-chan struct{}, err error) {
	ch := make(chan struct{})
	if a.cfg.MetricsAddr == "off" {
		close(ch)
		return ch, nil
	}
	ln, err := net.Listen("tcp", a.cfg.MetricsAddr)
	if err != nil {
		return nil, fmt.Errorf("listen %s (metrics): %w", a.cfg.MetricsAddr, err)
	}
	a.log.Info("metrics listening", "addr", ln.Addr().String())
	go func() {
		defer close(ch)
		if err := api.ServeMetrics(ctx, ln, a.registry); err != nil {
			a.log.Error("metrics listener", "err", err)
		}
	}()
	return ch, nil
}

// addChain registers the quote and agent routes and a readiness check of the RPC, and returns
// the quote parts the market and Autopilot are built with.
func (a *app) addChain(ctx context.Context, cp *chainParts, cc chainConfig) (*quoteParts, error) {
	if err := a.registry.Register(cp.client.Collector()); err != nil {
		return nil, fmt.Errorf("register the RPC lanes' metrics: %w", err)
	}
	q, err := a.addQuote(ctx, cp, cc.Quote)
	if err != nil {
		return nil, err
	}
	rs, err := cp.agentRoutes(a.cfg, cc, a.latestPanel, q.locks, agent.NewStore(a.db))
	if err != nil {
		return nil, err
	}
	if ar, ok := rs.(api.AgentRoutes); ok {
		a.tools.Assessor = ar.Assessor
	}
	a.routes = append(a.routes, rs)
	// /readyz is public and unlimited: its chain read spends the public lane, never a user's budget.
	public := cp.client.Lane(chain.LanePublic)
	a.ready = append(a.ready, api.ReadyCheck{Name: "chain", Check: func(ctx context.Context) error {
		_, err := public.BlockNumber(ctx)
		return err
	}})
	if cp.sponsorBudgets, err = cc.sponsorBudgets(); err != nil {
		return nil, err
	}
	if cp.relay != (common.Address{}) {
		unlock, err := claimRelayKey(ctx, a.coord, cp.relay, 3*a.cfg.CoordSessionTimeout)
		if err != nil {
			return nil, err
		}
		a.life.onStop("relay key", func() error { unlock(); return nil })
	}
	if err := a.addBundler(ctx, cp, cc.Relay); err != nil {
		return nil, err
	}
	return q, a.addFunding(cp)
}

// claimRelayKey holds the relay key's lock across the replicas for as long as the process runs.
// The relay sends one transaction at a time on its key's nonce, and holds its budgets, throttles and
// loss bound in memory: two processes sending from one key would race for the nonce, and each
// would spend the whole loss bound. A replica that finds the key held waits up to wait (a killed
// predecessor's session expiring), then refuses to start.
func claimRelayKey(ctx context.Context, locks coord.Locks, relay common.Address, wait time.Duration) (unlock func(), err error) {
	lctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	unlock, err = locks.Lock(lctx, "relay-key/"+strings.ToLower(relay.Hex()))
	if err != nil {
		if ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
			return nil, fmt.Errorf("%w: relay key %s is held by another replica; give each replica its own --relay-key (%s), allowed on the paymaster with setRelay (docs/scale.md)",
				errRelayKeyInUse, relay.Hex(), envName("relay-key"))
		}
		return nil, fmt.Errorf("claim the relay key %s: %w", relay.Hex(), err)
	}
	return unlock, nil
}

// errRelayKeyInUse: another replica sends from this relay key.
var errRelayKeyInUse = errors.New("relay key in use")

// addFunding watches the gas money when a relay is configured: the paymaster's deposit and the
// lowest balance of the relay key and the executor keys as gauges, refreshed every minute, and the /readyz "gas" check against their
// thresholds (docs/operations.md).
func (a *app) addFunding(cp *chainParts) error {
	if cp.relay == (common.Address{}) || cp.deployment.Paymaster == (common.Address{}) {
		return nil
	}
	cfg := sponsor.FundingConfig{EntryPoint: cp.deployment.EntryPoint, Paymaster: cp.deployment.Paymaster, Relay: cp.relay, Executors: cp.executorAddrs()}
	if a.sponsor != nil {
		cfg.Sponsor = a.sponsor.sponsor
	}
	f, err := sponsor.NewFunding(cfg, cp.client, a.registry)
	if err != nil {
		return err
	}
	a.jobs = append(a.jobs, scheduled{&pipeline.RefreshFunding{Funding: f}, pipeline.Schedule{Every: pipeline.FundingInterval, AtStart: true, EveryReplica: true}})
	a.ready = append(a.ready, api.ReadyCheck{Name: "gas", Check: f.Ready, Detail: f.Detail})
	return nil
}

// latestPanel is the price history of the latest market build, or nil before the first.
func (a *app) latestPanel() *market.Panel {
	if s := a.snapshots.Load(); s != nil {
		return s.Panel
	}
	return nil
}

// errNoSnapshot is /readyz's market check before the first build.
var errNoSnapshot = errors.New("no market snapshot built yet")

// onLoopback reports whether a listen address is on loopback only ("127.0.0.1:8080", "[::1]:0",
// "localhost:8080"); an empty host listens everywhere.
func onLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
