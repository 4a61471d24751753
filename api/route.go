package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/api/ops"
)

// Route is one endpoint. A route set makes its routes with Serve, naming an operation of the
// table (package ops), which holds the route's token, limit, cache header, body limit and
// timeout; the fields below then add to or override the table's when set. A literal Route (a
// test's own) has only its fields.
type Route struct {
	Method string // "GET", "POST" or "DELETE"; a GET route also answers HEAD
	// Path is exact, or ends in one "{name}" segment: "/api/groves/{id}".
	Path string
	// Auth marks a token-protected route: the handler runs only with a verified token, and
	// the rate limit counts per user instead of per IP. The table's Auth holds as well.
	Auth bool
	// Limit and Cache override the policy (Config.Policies) when set; NoLimit switches the limit off.
	Limit int
	Cache string
	// MaxBody is the largest request body accepted; 0 means the table's, else DefaultMaxBody.
	MaxBody int
	// Timeout bounds the handler's Context; 0 means the table's, else DefaultTimeout.
	Timeout time.Duration
	Handler func(c *Ctx)
	// op is the table's operation of a route made by Serve; nil for a literal Route.
	op *ops.Operation
}

// bind binds handler to the table's operation key ("METHOD /path", package ops): the route
// takes its token, limit, cache header, body limit and timeout from the table. A key the table
// does not declare is a bug of the binary, caught at start.
func bind(key string, handler func(c *Ctx)) Route {
	op, ok := ops.ByKey()[key]
	if !ok {
		panic("BUG: route " + key + " is not declared in package ops")
	}
	return Route{Method: op.Method, Path: op.Path, Handler: handler, op: &op}
}

// Defaults of a route's limits.
const (
	defaultMaxBody = ops.DefaultMaxBody
	defaultTimeout = ops.DefaultTimeout
)

// RouteSet is a group of routes that a domain area serves.
type RouteSet interface {
	Routes() []Route
}

// Routes adapts a plain slice to a RouteSet.
type Routes []Route

// Routes returns the slice.
func (r Routes) Routes() []Route { return r }

// Ctx is what a handler gets. Use Context() for I/O: the fasthttp context's Done fires only
// at shutdown, while Context() also ends at the route's timeout.
//
// A Ctx, like the fasthttp context it wraps, must not be kept after the handler returns.
type Ctx struct {
	*fasthttp.RequestCtx
	srv    *Server
	route  *compiled
	ctx    context.Context
	cancel context.CancelFunc
	user   string
	param  string
	log    *slog.Logger
}

// Context ends when the route's timeout passes or the server shuts down. It is made on
// first use: most handlers of precomputed data never need one.
func (c *Ctx) Context() context.Context {
	if c.ctx == nil {
		c.ctx, c.cancel = context.WithTimeout(c.srv.base, c.route.Timeout)
	}
	return c.ctx
}

func (c *Ctx) release() {
	if c.cancel != nil {
		c.cancel()
	}
	*c = Ctx{}
}

// limitMore counts n more requests against the route's limit for this client, for a request that does
// the work of several (a JSON-RPC batch). When they do not fit, it answers 429 with Retry-After, as
// the limit does, and reports false: the handler then returns.
func (c *Ctx) limitMore(n int) bool {
	rt := c.route
	if n <= 0 || rt.policy.Limit <= 0 {
		return true
	}
	key := limitKey{route: rt.id}
	if rt.Auth {
		key.user = c.user
	} else {
		key.ip = c.srv.clientKey(c.RequestCtx)
	}
	for range n {
		if ok, retry := c.srv.limiter.allow(key, rt.policy.Limit); !ok {
			c.srv.tooMany(c.RequestCtx, rt, retry)
			return false
		}
	}
	return true
}

// UserID is the verified token's subject on token routes, "" elsewhere.
func (c *Ctx) UserID() string { return c.user }

// Wallets are the caller's embedded wallets (token routes only).
func (c *Ctx) Wallets() ([]auth.Wallet, error) {
	if c.user == "" || c.srv.wallets == nil {
		return nil, nil
	}
	return c.srv.wallets.Wallets(c.Context(), c.user)
}

// Param is the value of the route's {name} segment.
func (c *Ctx) Param(string) string { return c.param }

// Log is the request's logger (it carries the request id).
func (c *Ctx) Log() *slog.Logger {
	if c.log == nil {
		c.log = c.srv.log.With("req", string(c.Response.Header.Peek(headerRequestID)))
	}
	return c.log
}

// query is a query argument's value ("" when absent).
func (c *Ctx) query(name string) string { return string(c.QueryArgs().Peek(name)) }

// hasQuery reports whether the query names the argument at all.
func (c *Ctx) hasQuery(name string) bool { return c.QueryArgs().Has(name) }

// JSON writes v with the status.
func (c *Ctx) JSON(status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		c.Log().Error("encode response", "err", err)
		writeError(c.RequestCtx, fasthttp.StatusInternalServerError, MsgInternal)
		return
	}
	c.RawJSON(status, b)
}

// RawJSON writes pre-encoded JSON with the status.
func (c *Ctx) RawJSON(status int, body []byte) {
	c.SetStatusCode(status)
	c.SetContentType(contentJSON)
	c.SetBody(body)
}

// Error writes the envelope {"error": message}.
func (c *Ctx) Error(status int, message string) { writeError(c.RequestCtx, status, message) }

// ReferrerPolicy is the Referrer-Policy of every page: the full URL within the service, only the
// origin to another site (the chain explorer's links), nothing over a downgrade to http.
const ReferrerPolicy = "strict-origin-when-cross-origin"

// page writes one of the service's HTML pages with the headers every page carries: csp as its
// Content-Security-Policy (which holds frame-ancestors 'none'), X-Frame-Options DENY for browsers
// that predate frame-ancestors, and ReferrerPolicy. X-Content-Type-Options is on every answer.
func (c *Ctx) page(status int, body []byte, csp string) {
	h := &c.Response.Header
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", ReferrerPolicy)
	c.HTML(status, body)
}

// HTML writes an HTML page.
func (c *Ctx) HTML(status int, body []byte) {
	c.SetStatusCode(status)
	c.SetContentType("text/html; charset=utf-8")
	c.SetBody(body)
}

const (
	contentJSON     = "application/json"
	headerRequestID = "X-Request-Id"
)

// errorBody encodes the envelope; messages are ours, so only quotes and backslashes need care.
func errorBody(message string) []byte {
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{message})
	return b
}

func writeError(ctx *fasthttp.RequestCtx, status int, message string) {
	ctx.ResetBody()
	ctx.SetStatusCode(status)
	ctx.SetContentType(contentJSON)
	ctx.Response.Header.Set(fasthttp.HeaderCacheControl, CacheNone)
	ctx.SetBody(errorBody(message))
}

// splitPattern returns the prefix of a "{name}" route ("/api/groves/") or "" for exact paths.
func splitPattern(path string) (prefix string, ok bool) {
	i := strings.LastIndexByte(path, '/')
	seg := path[i+1:]
	if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
		return path[:i+1], true
	}
	return "", false
}
