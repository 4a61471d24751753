package skills

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
)

// Gate is the HTTP layer's auth and rate limits, applied to one tool call as to a request of
// its route ("POST /api/backtest"): on a token route it verifies the call's bearer token, and it
// counts the call against the route's limit for the caller. A refusal is a *Refusal carrying the
// route's message.
type Gate interface {
	Admit(ctx context.Context, route string) (Caller, error)
}

// Caller is who a tool call runs for, as the gate admitted it.
type Caller struct {
	// UserID is the verified token's subject on token routes, "" on public ones.
	UserID string
	// Timeout bounds the call as it bounds its route (0: no bound beyond the request's).
	Timeout time.Duration
	// Wallets reads the caller's embedded wallets (token routes only).
	Wallets func(ctx context.Context) ([]autopilot.Wallet, error)
}

// Refusal is an error whose message is the one the route answers, sent to the caller as it is.
type Refusal struct{ Message string }

func (r *Refusal) Error() string { return r.Message }

func refuse(message string) error { return &Refusal{Message: message} }

// TrackRecordReader reads the agent's track record.
type TrackRecordReader = ops.TrackRecordReader

// Deps are the domain services the tools call: the same values the routes are built with. A
// nil one leaves its tools out, as its routes are left out.
type Deps struct {
	Snapshots  *snapshot.Holder
	Drafter    *agent.Drafter
	Assessor   *agent.Assessor
	Records    TrackRecordReader
	Portfolios *account.Portfolios
	Seen       *account.Seen
	Quotes     *quote.Service
	Locks      *quote.Locks
	Autopilot  *autopilot.Service
	Runner     *autopilot.Runner
	Runs       *autopilot.Store
	Alerts     *alerts.Alerts
	// NoSigner: the service cannot sign for the users' wallets; saving, resuming and running
	// Autopilot are refused, as their routes refuse them.
	NoSigner bool
}

// Config describes the agent to other agents.
type Config struct {
	// BaseURL is the service's public origin, without a trailing slash.
	BaseURL     string
	Name        string // default "Vera"
	Description string
	// Version is the agent's version (the discovery card's metadata.version).
	Version string
}

// Skills serves the tools over MCP and A2A.
type Skills struct {
	cfg   Config
	deps  Deps
	gate  Gate
	log   *slog.Logger
	tools []tool
	byKey map[string]*tool
	mcp   http.Handler
	a2a   http.Handler
	card  []byte
}

// New builds the tools whose dependencies are present and the two protocol handlers.
func New(cfg Config, deps Deps, gate Gate, log *slog.Logger) (*Skills, error) {
	if gate == nil {
		return nil, errors.New("skills: a gate is required")
	}
	if cfg.Name == "" {
		cfg.Name = "Vera"
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Skills{cfg: cfg, deps: deps, gate: gate, log: log, byKey: map[string]*tool{}}
	for _, t := range s.catalog() {
		if t.present {
			s.tools = append(s.tools, t)
		}
	}
	for i := range s.tools {
		s.byKey[s.tools[i].name] = &s.tools[i]
	}
	s.mcp = oneMessage(s.newMCP())
	a2a, card, err := s.newA2A()
	if err != nil {
		return nil, err
	}
	s.a2a, s.card = oneMessage(a2a), card
	return s, nil
}

// MCP is the Streamable HTTP handler of POST /mcp (stateless, JSON responses, one message per
// request: a batch is refused).
func (s *Skills) MCP() http.Handler { return s.mcp }

// A2A is the JSON-RPC handler of POST /a2a (A2A 1.0's SendMessage, 0.3's message/send; a batch
// is refused).
func (s *Skills) A2A() http.Handler { return s.a2a }

// A2ACard is the A2A AgentCard, encoded.
func (s *Skills) A2ACard() []byte { return s.card }

// toolRoutes lists the served tools' names with their routes, in order.
func (s *Skills) toolRoutes() []toolRoute {
	out := make([]toolRoute, len(s.tools))
	for i, t := range s.tools {
		out[i] = toolRoute{Tool: t.name, Route: t.route, Token: t.token}
	}
	return out
}

// toolRoute names a tool and the route whose domain code, auth and limit it shares.
type toolRoute struct {
	Tool  string
	Route string
	Token bool
}

// call admits a call at the gate and runs the tool: the answer is the route's JSON body, or an
// error whose message is the route's.
func (s *Skills) call(ctx context.Context, t *tool, args json.RawMessage) (body []byte, err error) {
	// The SDKs run tools on their own goroutines, out of the HTTP layer's recovery.
	defer func() {
		if p := recover(); p != nil {
			s.log.Error("tool panic", "tool", t.name, "panic", fmt.Sprint(p))
			body, err = nil, refuse(msgInternal)
		}
	}()
	c, err := s.gate.Admit(ctx, t.route)
	if err != nil {
		return nil, err
	}
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.Timeout)
		defer cancel()
	}
	if len(bytes.TrimSpace(args)) == 0 || bytes.Equal(bytes.TrimSpace(args), []byte("null")) {
		args = json.RawMessage(`{}`)
	}
	v, err := t.run(ctx, c, args)
	if err != nil {
		var r *Refusal
		if errors.As(err, &r) {
			return nil, r
		}
		var f *ops.Failure
		if errors.As(err, &f) {
			return nil, refuse(f.Message)
		}
		s.log.Error("tool failed", "tool", t.name, "err", err)
		return nil, refuse(msgInternal)
	}
	if b, ok := v.(json.RawMessage); ok {
		return b, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		s.log.Error("encode tool result", "tool", t.name, "err", err)
		return nil, refuse(msgInternal)
	}
	return b, nil
}

// callResult turns a call's outcome into an MCP result: the route's JSON as structured content
// and as text, or the route's error message with isError.
func callResult(body []byte, err error) *mcp.CallToolResult {
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	return &mcp.CallToolResult{
		StructuredContent: json.RawMessage(body),
		Content:           []mcp.Content{&mcp.TextContent{Text: string(body)}},
	}
}

// errBadJSON means arguments are not exactly one JSON object of the expected shape.
var errBadJSON = errors.New("malformed arguments")

// decode reads a tool's arguments as the route reads its body: exactly one JSON value, numbers
// exact, then the domain type's Validate when it has one.
func decode(args json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return errors.Join(errBadJSON, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errBadJSON
	}
	if vv, ok := v.(interface{ Validate() error }); ok {
		return vv.Validate()
	}
	return nil
}

// MCPProtocolVersion is the newest MCP version the server negotiates (a test checks it against
// the SDK's client).
const MCPProtocolVersion = "2026-07-28"

// Services are the registration file's entries for the two protocols: the MCP endpoint, and the
// A2A AgentCard (A2A's default discovery path holds the interface spec's own card).
func (s *Skills) Services() []agent.Service {
	return []agent.Service{
		{Name: "MCP", Endpoint: s.cfg.BaseURL + "/mcp", Version: MCPProtocolVersion},
		{Name: "A2A", Endpoint: s.cfg.BaseURL + "/.well-known/a2a-agent-card.json", Version: a2AProtocolVersion},
	}
}
