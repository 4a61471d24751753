package ops

import (
	"reflect"
	"sort"
	"time"
)

// Operation is one endpoint of the service with everything known about it.
type Operation struct {
	Method string // GET, POST or DELETE; a GET also answers HEAD
	// Path is exact, or ends in one "{name}" segment: "/api/groves/{id}".
	Path string
	// Name is the operation's id (the OpenAPI operationId).
	Name    string
	Summary string
	// Description is the OpenAPI description beyond the summary ("" for none).
	Description string
	// Scope says where the operation's facts come from (the spec, our decision, beyond the spec).
	Scope Scope
	// Auth: the route takes a bearer token, and its limit counts per user, not per address.
	Auth bool
	// Limit is requests per client per 60-second window; NoLimit states that there is none.
	// Every operation states one (a test refuses 0).
	Limit Limit
	// Cache is the Cache-Control of successful answers (token routes: CacheNone).
	Cache string
	// MaxBody is the largest request body accepted (0: DefaultMaxBody).
	MaxBody int
	// Timeout bounds the handler (0: DefaultTimeout).
	Timeout time.Duration
	// Request and Response are zero values of the Go types of the JSON body read and answered
	// (nil: none, or not JSON). A pre-encoded answer still names its type here.
	Request, Response any
	// Params is a zero value of a struct whose fields are the operation's parameters: a field
	// named like the path's {name} segment is that path parameter, the others are query
	// parameters (required unless omitempty). Their schemas are the fields' types' with the
	// constraints of their openapi tags (see api/openapi_render.go).
	Params any
	// Content is the media type of a non-JSON answer ("text/html", "image/png", ...), or
	// several separated by ", " (a file that is a script or a style sheet).
	Content string
	// Errors are the statuses and bodies the operation itself answers (those every route may
	// answer, 401/404/405/413/429/500, are not repeated), and its successes other than 200 (a
	// Status below 300: 202, 204, with their Body or none).
	Errors []Error
	// Tools are the MCP tools (and A2A skill operations) that run this operation.
	Tools []Tool
}

// OneOf is a Response that is one of several types (GET /api/market: the summary or a series).
type OneOf []any

// Key is "METHOD /path", the name routes, policies and tools use.
func (o Operation) Key() string { return o.Method + " " + o.Path }

// Limit is a rate limit in requests per window.
type Limit int

// NoLimit is an operation without a rate limit, said explicitly.
const NoLimit Limit = -1

// PerWindow is the limit's count, 0 for NoLimit.
func (l Limit) PerWindow() int { return max(int(l), 0) }

// Scope is where an operation's numbers come from.
type Scope string

// The scopes of docs/api.md.
const (
	spec    Scope = "spec"    // the interface spec states them
	decided Scope = "decided" // the spec says "not shown": our decision, in docs/api.md
	Beyond  Scope = "beyond"  // the route is beyond the spec
	devOnly Scope = "dev"     // `vera dev` on loopback only
)

// Error is one answer of an operation other than success.
type Error struct {
	Status  int
	Message string // the {"error": message} body; "" when it varies (the route's text says)
	// Body is a zero value of the answer's Go type when it is not {"error": message} (the
	// failed checks of GET /readyz); Content its media type when it is not JSON (an HTML page).
	Body    any
	Content string
}

// Tool is one MCP tool of an operation: skill_name.
type Tool struct {
	Skill, Name string
	Title       string
	Description string
	// ReadOnly tools change nothing.
	ReadOnly bool
	// In and Out are zero values of the tool's argument and answer types (nil In: no arguments).
	In, Out any
}

// FullName is the tool's MCP name, "skill_name".
func (t Tool) FullName() string { return t.Skill + "_" + t.Name }

// Defaults of a route's bounds.
const (
	DefaultMaxBody = 64 << 10
	DefaultTimeout = 15 * time.Second
)

// Cache-Control values.
const (
	// CacheNone is sent on token routes and on every error.
	CacheNone = "private, no-store"
	// CacheRevalidate is sent on public routes whose edge cache the spec does not state.
	CacheRevalidate = "no-cache"
)

// ContentHTML is the media type of the HTML pages.
const ContentHTML = "text/html"

// typeOf is the reflected type of a declared value (nil for none).
func typeOf(v any) reflect.Type {
	if v == nil {
		return nil
	}
	return reflect.TypeOf(v)
}

var declared []Operation

// Declare adds operations to the table from outside this package (the dev-only routes, say)
// before any server is built, and returns the function that takes them out again (for tests).
// Declaring a key twice is a bug.
func Declare(ops ...Operation) (undo func()) {
	seen := map[string]bool{}
	for _, o := range All() {
		seen[o.Key()] = true
	}
	before := len(declared)
	for _, o := range ops {
		if seen[o.Key()] {
			panic("BUG: operation " + o.Key() + " declared twice")
		}
		seen[o.Key()] = true
		declared = append(declared, o)
	}
	return func() { declared = declared[:before] }
}

// All is every operation, sorted by path then method: the table, the web pages and those
// declared from outside. A new slice on each call.
func All() []Operation {
	out := append(table(), pages()...)
	out = append(out, dev()...)
	out = append(out, declared...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Method < out[j].Method
	})
	return out
}

// ByKey indexes All by "METHOD /path".
func ByKey() map[string]Operation {
	m := map[string]Operation{}
	for _, o := range All() {
		m[o.Key()] = o
	}
	return m
}
