package api

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/netip"
	"strings"

	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/skills"
)

// skillTimeout bounds one MCP or A2A request: the longest of its tools' routes (an Autopilot run
// may take two minutes); each tool call is bounded by its own route's timeout inside it. The
// table (package ops) gives it to POST /mcp and /a2a.
const skillTimeout = ops.SkillTimeout

// MaxSkillAnswer bounds one answer of /mcp or /a2a. Each request carries one message (a batch is
// refused) and the largest real answer, a tool's route JSON twice (as structured content and as
// text), is tens of kilobytes; an answer past this bound is never buffered whole nor sent: it
// gets 500.
const MaxSkillAnswer = 1 << 20

// SkillRoutes serves the agent's skills to other agents: POST /mcp (MCP, Streamable HTTP),
// POST /a2a (A2A JSON-RPC) and the A2A AgentCard at /.well-known/a2a-agent-card.json. Every tool
// call inside them passes the gate of its own route (Server.SkillGate).
type SkillRoutes struct {
	Skills *skills.Skills
}

// Routes lists the skill routes; GET /mcp and GET /a2a answer 405.
func (r SkillRoutes) Routes() []Route {
	card := r.Skills.A2ACard()
	return []Route{
		bind("POST /mcp", serveHTTPHandler(r.Skills.MCP())),
		bind("POST /a2a", serveHTTPHandler(r.Skills.A2A())),
		bind("GET /.well-known/a2a-agent-card.json", func(c *Ctx) { c.RawJSON(fasthttp.StatusOK, card) }),
	}
}

// caller is what the gate needs of the HTTP request a tool call came in: the client's address
// (as the limits count it) and its Authorization header.
type caller struct {
	ip    netip.Addr
	authz string
}

type callerKey struct{}

// serveHTTPHandler runs a net/http handler inside the middleware: the request is converted, its
// context is the route's (ending at the route's timeout or shutdown) carrying the caller, and the
// handler's buffered answer becomes the response.
func serveHTTPHandler(h http.Handler) func(c *Ctx) {
	return func(c *Ctx) {
		var r http.Request
		if err := fasthttpadaptor.ConvertRequest(c.RequestCtx, &r, true); err != nil {
			c.Error(fasthttp.StatusBadRequest, "Malformed request.")
			return
		}
		cl := caller{ip: c.srv.clientKey(c.RequestCtx), authz: string(c.Request.Header.Peek(fasthttp.HeaderAuthorization))}
		w := &bufferedWriter{header: http.Header{}, max: MaxSkillAnswer}
		h.ServeHTTP(w, r.WithContext(context.WithValue(c.Context(), callerKey{}, cl)))
		if w.over {
			c.Log().Error("skill answer over its bound", "path", string(c.Path()), "max", w.max)
			c.Error(fasthttp.StatusInternalServerError, MsgInternal)
			return
		}
		if w.status >= 400 && !strings.HasPrefix(w.header.Get("Content-Type"), contentJSON) {
			// A protocol-level refusal in plain text (a malformed JSON-RPC message, a missing Accept)
			// gets the envelope every error has.
			c.Error(w.status, strings.TrimSpace(strings.SplitN(w.body.String(), "\n", 2)[0]))
			return
		}
		for k, vs := range w.header {
			for _, v := range vs {
				c.Response.Header.Add(k, v)
			}
		}
		if w.status == 0 {
			w.status = http.StatusOK
		}
		c.SetStatusCode(w.status)
		c.SetBody(w.body.Bytes())
	}
}

// bufferedWriter collects a handler's whole answer, up to max bytes: both protocols answer in one
// JSON body.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
	max    int
	over   bool
}

var errAnswerTooLarge = errors.New("answer over its bound")

func (w *bufferedWriter) Header() http.Header { return w.header }

func (w *bufferedWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *bufferedWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if w.over || w.body.Len()+len(p) > w.max {
		w.over, w.body = true, bytes.Buffer{} // what was buffered is never sent
		return 0, errAnswerTooLarge
	}
	return w.body.Write(p)
}

// Flush is a no-op: the body is sent whole when the handler returns.
func (w *bufferedWriter) Flush() {}

// SkillGate applies routes' auth and limits to tool calls: a call of a token route's tool
// verifies the request's bearer token as the route does (the same failed-token limits, the same
// 401 messages), and every call counts against its route's limit for the caller (the user on
// token routes, the client address on public ones), sharing the count with the route itself.
func (s *Server) SkillGate() skills.Gate { return skillGate{s} }

type skillGate struct{ s *Server }

func (g skillGate) Admit(ctx context.Context, route string) (skills.Caller, error) {
	s := g.s
	cl, ok := ctx.Value(callerKey{}).(caller)
	rt := s.byName[route]
	if !ok || rt == nil {
		return skills.Caller{}, &skills.Refusal{Message: MsgUnavailable}
	}
	var user string
	if rt.Auth {
		id, ref := s.verify(func() context.Context { return ctx }, cl.ip, []byte(cl.authz))
		if ref.status != 0 {
			if ref.status == fasthttp.StatusTooManyRequests {
				rt.obs.limited.Inc()
			}
			return skills.Caller{}, &skills.Refusal{Message: ref.message}
		}
		user = id
	}
	if rt.policy.Limit > 0 {
		key := limitKey{route: rt.id}
		if rt.Auth {
			key.user = user
		} else {
			key.ip = cl.ip
		}
		if ok, _ := s.limiter.allow(key, rt.policy.Limit); !ok {
			rt.obs.limited.Inc()
			return skills.Caller{}, &skills.Refusal{Message: MsgTooManyRequests}
		}
	}
	return skills.Caller{UserID: user, Timeout: rt.Timeout, Wallets: func(ctx context.Context) ([]autopilot.Wallet, error) {
		if user == "" || s.wallets == nil {
			return nil, nil
		}
		ws, err := s.wallets.Wallets(ctx, user)
		if err != nil {
			return nil, err
		}
		return directoryWallets(ws), nil
	}}, nil
}
