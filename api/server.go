package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/api/ops"
)

// Config is the HTTP server's configuration.
type Config struct {
	Addr string
	// TrustedProxies are the networks whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// CORSOrigins may call the API from a browser; "*" allows any origin.
	CORSOrigins []string
	// MaxBody is the largest body the server reads at all; routes may accept less.
	MaxBody      int
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	IdleTimeout  time.Duration
	// Now is the clock of rate-limit windows; nil means time.Now.
	Now func() time.Time
	// Policies are the routes' limits and cache headers, keyed "METHOD /path" (nil:
	// DefaultPolicies()); a route they do not name has the table's (package ops). A route's own
	// Limit and Cache override its entry.
	Policies map[string]Policy
	// SharedLimits, when set, counts the routes' limits across every replica of the service
	// (package ratelimit), so a client gets a route's limit once however many replicas serve it.
	SharedLimits SharedLimits
}

// Server serves the registered route sets.
type Server struct {
	cfg      Config
	log      *slog.Logger
	verifier *auth.Verifier
	wallets  auth.WalletDirectory
	metrics  *metrics
	limiter  *limiter
	exact    map[string]*endpoint
	prefix   map[string]*endpoint
	byName   map[string]*compiled // "METHOD /path": the route a tool call is admitted as
	ready    []ReadyCheck
	base     context.Context // canceled at shutdown; handler contexts derive from it
	stop     context.CancelFunc
	debug    bool
	reqSeq   atomic.Uint64
	reqBase  string
	srv      *fasthttp.Server
	trusted  []netip.Prefix
	anyOrig  bool
	origins  map[string]bool
}

// ReadyCheck is one dependency /readyz asks about.
type ReadyCheck struct {
	Name  string
	Check func(ctx context.Context) error
	// Detail, when set, is shown beside the check's result (never secrets: amounts and thresholds).
	Detail func() string
}

type endpoint struct {
	path    string
	methods map[string]*compiled
	list    []*compiled // the same routes, for a lookup without map iteration
	get     *compiled
	allow   string
}

type compiled struct {
	Route
	policy Policy
	id     int
	obs    *routeMetrics
}

// New builds a server. verifier may be nil only when no route set has token routes.
func New(cfg Config, log *slog.Logger, verifier *auth.Verifier, wallets auth.WalletDirectory, reg prometheus.Registerer) *Server {
	if cfg.MaxBody == 0 {
		cfg.MaxBody = 1 << 20
	}
	if cfg.ReadTimeout == 0 {
		cfg.ReadTimeout = 10 * time.Second
	}
	if cfg.WriteTimeout == 0 {
		cfg.WriteTimeout = 150 * time.Second // an Autopilot run may take two minutes
	}
	if cfg.IdleTimeout == 0 {
		cfg.IdleTimeout = 60 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Policies == nil {
		cfg.Policies = DefaultPolicies()
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	m := newMetrics(reg)
	s := &Server{
		cfg: cfg, log: log, verifier: verifier, wallets: wallets,
		metrics: m,
		limiter: newLimiter(Window, cfg.Now),
		exact:   map[string]*endpoint{},
		prefix:  map[string]*endpoint{},
		byName:  map[string]*compiled{},
		reqBase: strconv.FormatInt(time.Now().UnixNano()&0xffffffff, 36),
		trusted: cfg.TrustedProxies,
		origins: map[string]bool{},
		debug:   log.Enabled(context.Background(), slog.LevelDebug),
	}
	s.base, s.stop = context.WithCancel(context.Background())
	s.limiter.share(cfg.SharedLimits, s.base)
	for _, o := range cfg.CORSOrigins {
		if o == "*" {
			s.anyOrig = true
		}
		s.origins[strings.TrimRight(o, "/")] = true
	}
	s.Register(Routes{
		bind("GET /healthz", func(c *Ctx) { c.RawJSON(200, []byte(`{"ok":true}`)) }),
		bind("GET /readyz", s.readyz),
		openAPIRoute(),
	})
	return s
}

// AddReady adds a dependency, with its optional detail, to /readyz.
func (s *Server) AddReady(rc ReadyCheck) {
	s.ready = append(s.ready, rc)
}

// Register adds a route set. Registering a method and path twice is a bug.
func (s *Server) Register(set RouteSet) {
	for _, r := range set.Routes() {
		if r.Handler == nil {
			panic("BUG: route " + r.Method + " " + r.Path + " has no handler")
		}
		table := s.exact
		key := r.Path
		if p, ok := splitPattern(r.Path); ok {
			table, key = s.prefix, p
		}
		ep := table[key]
		if ep == nil {
			ep = &endpoint{path: r.Path, methods: map[string]*compiled{}}
			table[key] = ep
		}
		if _, dup := ep.methods[r.Method]; dup {
			panic("BUG: route " + r.Method + " " + r.Path + " registered twice")
		}
		if op := r.op; op != nil {
			r.Auth = r.Auth || op.Auth
			if r.MaxBody == 0 {
				r.MaxBody = op.MaxBody
			}
			if r.Timeout == 0 {
				r.Timeout = op.Timeout
			}
		}
		pol, ok := s.cfg.Policies[r.Method+" "+r.Path]
		if op := r.op; !ok && op != nil {
			pol = Policy{Limit: op.Limit.PerWindow(), Cache: op.Cache}
		} else if !ok {
			pol = fallbackPolicy()
		}
		if r.Limit != 0 {
			pol.Limit = max(r.Limit, 0)
		}
		if r.Cache != "" {
			pol.Cache = r.Cache
		}
		if r.Auth {
			pol.Cache = CacheNone
		}
		if r.MaxBody == 0 {
			r.MaxBody = defaultMaxBody
		}
		if r.Timeout == 0 {
			r.Timeout = defaultTimeout
		}
		cr := &compiled{Route: r, policy: pol, id: s.limiter.newRoute(r.Method + " " + r.Path), obs: s.metrics.route(r.Method + " " + r.Path)}
		ep.methods[r.Method] = cr
		s.byName[r.Method+" "+r.Path] = cr
		ep.list = append(ep.list, cr)
		if r.Method == fasthttp.MethodGet {
			ep.get = cr
		}
		ms := make([]string, 0, len(ep.methods)+1)
		for m := range ep.methods {
			ms = append(ms, m)
		}
		if ep.methods["GET"] != nil {
			ms = append(ms, "HEAD")
		}
		sort.Strings(ms)
		ep.allow = strings.Join(append(ms, "OPTIONS"), ", ")
	}
}

// Handler is the whole middleware chain as a fasthttp handler.
func (s *Server) Handler() fasthttp.RequestHandler { return s.handle }

// ListenAndServe serves until ctx ends, then shuts down gracefully within grace.
func (s *Server) ListenAndServe(ctx context.Context, ln net.Listener, grace time.Duration) error {
	s.srv = &fasthttp.Server{
		Handler:               s.handle,
		ErrorHandler:          s.transportError,
		Name:                  "vera",
		MaxRequestBodySize:    s.cfg.MaxBody,
		ReadTimeout:           s.cfg.ReadTimeout,
		WriteTimeout:          s.cfg.WriteTimeout,
		IdleTimeout:           s.cfg.IdleTimeout,
		NoDefaultServerHeader: true,
		NoDefaultDate:         false,
		CloseOnShutdown:       true,
		ReduceMemoryUsage:     false,
	}
	go s.limiter.sweep(ctx)
	errc := make(chan error, 1)
	go func() { errc <- s.srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	// In-flight handlers get the grace period; their contexts end with it.
	stopHandlers := context.AfterFunc(sctx, s.stop)
	defer stopHandlers()
	if err := s.srv.ShutdownWithContext(sctx); err != nil {
		return fmt.Errorf("http shutdown: %w", err)
	}
	return <-errc
}

// transportError answers requests fasthttp could not read, with the same envelope.
func (s *Server) transportError(ctx *fasthttp.RequestCtx, err error) {
	switch {
	case errors.Is(err, fasthttp.ErrBodyTooLarge):
		writeError(ctx, fasthttp.StatusRequestEntityTooLarge, MsgBodyTooLarge)
	default:
		var te interface{ Timeout() bool }
		if errors.As(err, &te) && te.Timeout() {
			writeError(ctx, fasthttp.StatusRequestTimeout, msgTimeout)
			return
		}
		writeError(ctx, fasthttp.StatusBadRequest, "Malformed request.")
	}
}

func (s *Server) lookup(path []byte) (*endpoint, []byte) {
	if ep := s.exact[string(path)]; ep != nil {
		return ep, nil
	}
	i := bytes.LastIndexByte(path, '/')
	if i < 0 || i == len(path)-1 {
		return nil, nil
	}
	if ep := s.prefix[string(path[:i+1])]; ep != nil {
		return ep, path[i+1:]
	}
	return nil, nil
}

func (s *Server) handle(rc *fasthttp.RequestCtx) {
	start := time.Now()
	s.setRequestID(rc)
	rc.Response.Header.Set("X-Content-Type-Options", "nosniff")

	ep, param := s.lookup(rc.Path())
	s.cors(rc)
	if ep == nil {
		writeError(rc, fasthttp.StatusNotFound, MsgNotFound)
		return
	}
	if rc.IsOptions() {
		rc.Response.Header.Set("Allow", ep.allow)
		rc.Response.Header.Set("Access-Control-Allow-Methods", ep.allow)
		rc.Response.Header.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
		rc.Response.Header.Set("Access-Control-Max-Age", "600")
		rc.SetStatusCode(fasthttp.StatusNoContent)
		return
	}
	rt := ep.method(rc.Method())
	if rt == nil {
		rc.Response.Header.Set("Allow", ep.allow)
		writeError(rc, fasthttp.StatusMethodNotAllowed, MsgMethodNotAllowed)
		return
	}
	c := ctxPool.Get().(*Ctx)
	c.RequestCtx, c.srv, c.route = rc, s, rt
	if param != nil {
		c.param = string(param)
	}
	defer func() {
		if p := recover(); p != nil {
			c.Log().Error("handler panic", "route", rt.Method+" "+rt.Path, "panic", fmt.Sprint(p))
			writeError(rc, fasthttp.StatusInternalServerError, MsgInternal)
		}
		status := rc.Response.StatusCode()
		rt.obs.observe(status, time.Since(start))
		if status >= 500 {
			c.Log().Error("request failed", "method", rt.Method, "path", rt.Path, "status", status, "took", time.Since(start))
		} else if s.debug {
			c.Log().Debug("request", "method", rt.Method, "path", rt.Path, "status", status, "took", time.Since(start))
		}
		c.release()
		ctxPool.Put(c)
	}()
	s.serve(c, rt)
}

var ctxPool = sync.Pool{New: func() any { return new(Ctx) }}

func (ep *endpoint) method(m []byte) *compiled {
	for _, rt := range ep.list {
		if string(m) == rt.Method {
			return rt
		}
	}
	if string(m) == fasthttp.MethodHead {
		return ep.get
	}
	return nil
}

func (s *Server) serve(c *Ctx, rt *compiled) {
	rc := c.RequestCtx
	if rt.Auth && !s.authenticate(c, rt) {
		return
	}
	if rt.policy.Limit > 0 {
		key := limitKey{route: rt.id}
		if rt.Auth {
			key.user = c.user
		} else {
			key.ip = s.clientKey(rc)
		}
		if ok, retry := s.limiter.allow(key, rt.policy.Limit); !ok {
			s.tooMany(rc, rt, retry)
			return
		}
	}
	if len(rc.PostBody()) > rt.MaxBody {
		writeError(rc, fasthttp.StatusRequestEntityTooLarge, MsgBodyTooLarge)
		return
	}
	rt.Handler(c)
	if status := rc.Response.StatusCode(); status >= 200 && status < 300 {
		rc.Response.Header.Set(fasthttp.HeaderCacheControl, rt.policy.Cache)
	} else {
		rc.Response.Header.Set(fasthttp.HeaderCacheControl, CacheNone)
	}
}

// authenticate verifies a token route's bearer token and sets the caller. Each check holds
// one of its client address's FailedAuthLimit failures per window while it runs and gives it
// back when the token is valid (or missing), so an address that has sent that many bad tokens
// gets 429 before any key lookup or signature check, however many requests it has in flight.
// A token the verifier remembers (auth.Verifier.Remembered) costs no signature check and is
// answered after a look at the count, without holding one. A token naming an unknown key id
// may wait for the key set to be fetched again KeyRefreshLimit times per window per client
// address; past that it fails at once.
func (s *Server) authenticate(c *Ctx, rt *compiled) bool {
	rc := c.RequestCtx
	id, refusal := s.verify(c.Context, s.clientKey(rc), rc.Request.Header.Peek(fasthttp.HeaderAuthorization))
	switch {
	case refusal.status == fasthttp.StatusTooManyRequests:
		s.tooMany(rc, rt, refusal.retry)
		return false
	case refusal.status == fasthttp.StatusUnauthorized:
		rc.Response.Header.Set(fasthttp.HeaderWWWAuthenticate, `Bearer realm="vera"`)
		fallthrough
	case refusal.status != 0:
		writeError(rc, refusal.status, refusal.message)
		return false
	}
	c.user = id
	return true
}

// refusal is why a token was not accepted: a status and its message (retry for a 429).
type refusal struct {
	status  int
	message string
	retry   int
}

// verify checks a bearer token from the client address ip under the failed-token and key-refresh
// limits (see authenticate), and answers the user id or the refusal. ctx is asked for only when the
// key set is fetched again (a handler's context is made on first use).
func (s *Server) verify(ctx func() context.Context, ip netip.Addr, header []byte) (string, refusal) {
	if s.verifier == nil {
		return "", refusal{status: fasthttp.StatusServiceUnavailable, message: MsgUnavailable}
	}
	failed := limitKey{route: failedAuthCount, ip: ip}
	if over, retry := s.limiter.over(failed, FailedAuthLimit); over {
		return "", refusal{status: fasthttp.StatusTooManyRequests, message: MsgTooManyRequests, retry: retry}
	}
	// A remembered token costs no signature check, so it holds no allowance while it is looked up.
	if id, ok := s.verifier.Remembered(header); ok {
		return id, refusal{}
	}
	if ok, retry := s.limiter.allowLocal(failed, FailedAuthLimit); !ok {
		return "", refusal{status: fasthttp.StatusTooManyRequests, message: MsgTooManyRequests, retry: retry}
	}
	authz := string(header)
	id, err := s.verifier.Verify(authz)
	if errors.Is(err, auth.ErrUnknownKey) {
		if ok, _ := s.limiter.allowLocal(limitKey{route: keyRefreshCount, ip: ip}, KeyRefreshLimit); ok {
			id, err = s.verifier.VerifyRefreshed(ctx(), authz)
		}
	}
	if err == nil || errors.Is(err, auth.ErrMissingToken) {
		s.limiter.refund(failed)
	}
	if err != nil {
		msg := MsgInvalidToken
		if errors.Is(err, auth.ErrMissingToken) {
			msg = MsgAuthRequired
		} else {
			s.metrics.authFailed.Inc()
		}
		return "", refusal{status: fasthttp.StatusUnauthorized, message: msg}
	}
	return id, refusal{}
}

func (s *Server) tooMany(rc *fasthttp.RequestCtx, rt *compiled, retry int) {
	rt.obs.limited.Inc()
	rc.Response.Header.Set(fasthttp.HeaderRetryAfter, strconv.Itoa(retry))
	writeError(rc, fasthttp.StatusTooManyRequests, MsgTooManyRequests)
}

// setRequestID echoes a sane incoming X-Request-Id or makes one: a per-process prefix and a
// counter, written without allocating.
func (s *Server) setRequestID(rc *fasthttp.RequestCtx) {
	if v := rc.Request.Header.Peek(headerRequestID); len(v) > 0 && len(v) <= 64 && printable(v) {
		rc.Response.Header.SetBytesV(headerRequestID, v)
		return
	}
	var buf [48]byte
	b := append(buf[:0], s.reqBase...)
	b = append(b, '-')
	b = strconv.AppendUint(b, s.reqSeq.Add(1), 36)
	rc.Response.Header.SetBytesV(headerRequestID, b)
}

func printable(b []byte) bool {
	for _, c := range b {
		if c < 0x21 || c > 0x7e {
			return false
		}
	}
	return true
}

func (s *Server) cors(rc *fasthttp.RequestCtx) {
	origin := rc.Request.Header.Peek("Origin")
	if len(origin) == 0 || (!s.anyOrig && !s.origins[string(origin)]) {
		return
	}
	h := &rc.Response.Header
	if s.anyOrig {
		h.Set("Access-Control-Allow-Origin", "*")
	} else {
		h.SetBytesV("Access-Control-Allow-Origin", origin)
		h.Add("Vary", "Origin")
	}
	h.Set("Access-Control-Expose-Headers", "Retry-After, X-Request-Id")
}

func (s *Server) readyz(c *Ctx) {
	out := ops.Readiness{OK: true, Checks: []ops.ReadyCheck{}}
	for _, rc := range s.ready {
		ctx, cancel := context.WithTimeout(c.Context(), 3*time.Second)
		err := rc.Check(ctx)
		cancel()
		r := ops.ReadyCheck{Name: rc.Name, OK: err == nil}
		if rc.Detail != nil {
			r.Detail = rc.Detail()
		}
		if err != nil {
			out.OK = false
			r.Error = "unavailable" // details go to the log, never to the client
			c.Log().Warn("readiness check failed", "check", rc.Name, "err", err)
		}
		out.Checks = append(out.Checks, r)
	}
	status := fasthttp.StatusOK
	if !out.OK {
		status = fasthttp.StatusServiceUnavailable
	}
	c.JSON(status, out)
}
