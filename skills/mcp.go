package skills

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// instructions tell a connecting model what the tools are about.
const instructions = `Vera invests in tokenized stocks and funds on Robinhood Chain (chain id 4663) with USDG as cash.
Tools are named <skill>_<operation>. Amounts named ...Usd are US dollars; sellAmount, buyAmount and raw are base units
(USDG has 6 decimals, asset tokens 18); ...Bps are basis points (10000 = 100%); ...Pct are percent.
Tools marked as needing a token take the caller's bearer token in the Authorization header of the MCP request.
A typical flow: plain-language-allocation_draft, then portfolio-allocation_backtest of its legs, then
risk-management_commit-plan with the draft unchanged.`

// newMCP builds the MCP server with one tool per operation and the stateless Streamable HTTP
// handler that serves it.
func (s *Skills) newMCP() http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "vera", Title: s.cfg.Name, Version: s.cfg.Version},
		&mcp.ServerOptions{Instructions: instructions, Logger: sdkLog(s.log)})
	for i := range s.tools {
		t := &s.tools[i]
		readOnly := t.readOnly
		srv.AddTool(&mcp.Tool{
			Name: t.name, Title: t.title, Description: t.desc,
			// Encoded once here: the SDK encodes a *jsonschema.Schema through reflection on every
			// tools/list (about 5 ms and 850 KB for a handful of tools) and every tools/call
			// (reading its header annotations), and copies pre-encoded JSON as it is.
			InputSchema: encoded(t.in), OutputSchema: encoded(t.out),
			Annotations: &mcp.ToolAnnotations{Title: t.title, ReadOnlyHint: readOnly, OpenWorldHint: new(false)},
		}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return callResult(s.call(ctx, t, req.Params.Arguments)), nil
		})
	}
	srv.AddResource(&mcp.Resource{
		URI: "vera://a2a-agent-card", Name: "a2a-agent-card", MIMEType: "application/json",
		Description: "The A2A AgentCard: the five skills and the A2A endpoint.",
	}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: "vera://a2a-agent-card", MIMEType: "application/json", Text: string(s.card)}}}, nil
	})
	if s.deps.Snapshots != nil {
		srv.AddResource(&mcp.Resource{
			URI: "vera://catalog", Name: "catalog", MIMEType: "application/json",
			Description: "The asset catalog: every ticker the tools take, with its name, kind (stock or etf), themes, the names people use for it, and its attributes (asset class, sector, exposure), each with its source.",
		}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			sn, err := s.snap()
			if err != nil {
				return nil, err
			}
			b, err := json.Marshal(struct {
				Assets any `json:"assets"`
			}{sn.Catalog.Assets()})
			if err != nil {
				return nil, err
			}
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: "vera://catalog", MIMEType: "application/json", Text: string(b)}}}, nil
		})
	}
	srv.AddResource(&mcp.Resource{
		URI: "vera://tools", Name: "tools", MIMEType: "application/json",
		Description: "Each tool with the HTTP route whose domain code, auth and rate limit it shares.",
	}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		b, err := json.Marshal(s.toolRoutes())
		if err != nil {
			return nil, err
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: "vera://tools", MIMEType: "application/json", Text: string(b)}}}, nil
	})
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Stateless:    true,
		JSONResponse: true,
		// The HTTP layer answers any Host, as every route does; the token is the protection.
		DisableLocalhostProtection: true,
		// A tool's context ends with its request (protocol 2026-07-28 on), as a route's does.
		PropagateRequestCancellation: true,
		Logger:                       sdkLog(s.log),
	})
}

// encoded is a tool's schema as JSON. A schema that cannot be encoded is a bug of the binary: it
// panics at start, as the SDK's AddTool does for a bad one.
func encoded(s *jsonschema.Schema) json.RawMessage {
	b, err := json.Marshal(s)
	if err != nil {
		panic("BUG: a tool's schema does not encode: " + err.Error())
	}
	return b
}

// sdkLog passes on the SDK's warnings and errors only: stateless, it logs every request's session
// at info.
func sdkLog(l *slog.Logger) *slog.Logger { return slog.New(minLevel{l.Handler(), slog.LevelWarn}) }

type minLevel struct {
	slog.Handler
	min slog.Level
}

func (m minLevel) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= m.min && m.Handler.Enabled(ctx, l)
}

func (m minLevel) WithAttrs(as []slog.Attr) slog.Handler {
	return minLevel{m.Handler.WithAttrs(as), m.min}
}

func (m minLevel) WithGroup(name string) slog.Handler {
	return minLevel{m.Handler.WithGroup(name), m.min}
}
