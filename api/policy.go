package api

import "time"

// Policy is a route's rate limit and cache header.
type Policy struct {
	// Limit is requests per Window; 0 means no limit.
	Limit int
	// Cache is the Cache-Control value of successful responses.
	Cache string
}

// Window is the rate-limit window of every route.
const Window = 60 * time.Second

// Per-client-address limits of the token routes, counted across all of them per Window
// (an IPv4 address, or an IPv6 /64). Both hold before the per-user limits.
const (
	// FailedAuthLimit is how many bad tokens a client address may send; after that its token
	// requests get 429 before any verification, until the window ends.
	FailedAuthLimit = 20
	// KeyRefreshLimit is how many tokens with an unknown key id from one client address may
	// wait for the identity provider's key set to be fetched again; the rest fail at once.
	KeyRefreshLimit = 3
)

// Cache-Control values.
const (
	// CacheNone is sent on token routes and on every error.
	CacheNone = "private, no-store"
	// CacheRevalidate is sent on public routes whose edge cache the spec does not state.
	CacheRevalidate = "no-cache"
)

// DefaultPolicies are the spec's per-route limits and cache headers, keyed "METHOD /path": a new
// map on each call, for Config.Policies. Entries marked "decided" are where the spec says "not
// shown" (docs/api.md says why).
func DefaultPolicies() map[string]Policy {
	return map[string]Policy{
		"GET /api/balance-history":                 {Limit: 120, Cache: "public, s-maxage=300"},
		"POST /api/backtest":                       {Limit: 20, Cache: CacheNone},
		"GET /.well-known/agent-card.json":         {Limit: 0, Cache: "public, s-maxage=3600, stale-while-revalidate=21600"},
		"GET /api/groves":                          {Limit: 120, Cache: "public, s-maxage=60"},
		"GET /api/groves/{id}":                     {Limit: 120, Cache: "public, s-maxage=60"},
		"GET /api/strategies":                      {Limit: 30, Cache: CacheRevalidate},
		"GET /api/prices":                          {Limit: 60, Cache: CacheRevalidate},
		"GET /api/vera-record":                     {Limit: 30, Cache: CacheRevalidate},
		"GET /api/screener":                        {Limit: 60, Cache: CacheRevalidate},
		"GET /api/market":                          {Limit: 60, Cache: CacheRevalidate},
		"GET /api/themes":                          {Limit: 120, Cache: CacheRevalidate},
		"GET /api/tradability":                     {Limit: 120, Cache: "public, s-maxage=300"},
		"POST /api/autopilot":                      {Limit: 20, Cache: CacheNone},
		"POST /api/autopilot/run":                  {Limit: 6, Cache: CacheNone},
		"GET /api/notifications":                   {Limit: 0, Cache: CacheNone},
		"POST /api/notifications":                  {Limit: 0, Cache: CacheNone},
		"POST /api/quote":                          {Limit: 60, Cache: CacheNone},               // decided
		"POST /api/commit-plan":                    {Limit: 20, Cache: CacheNone},               // decided
		"POST /api/bundler":                        {Limit: 60, Cache: CacheNone},               // decided; each request of a JSON-RPC batch counts
		"GET /sdk/vera-account.js":                 {Limit: 0, Cache: "public, max-age=300"},    // beyond the spec
		"GET /api/bundler/{userOpHash}":            {Limit: 120, Cache: CacheNone},              // decided
		"GET /api/portfolio":                       {Limit: 60, Cache: CacheRevalidate},         // decided
		"GET /api/transactions":                    {Limit: 60, Cache: CacheRevalidate},         // decided
		"GET /api/autopilot":                       {Limit: 60, Cache: CacheNone},               // decided
		"DELETE /api/autopilot":                    {Limit: 20, Cache: CacheNone},               // decided
		"GET /api/autopilot/runs":                  {Limit: 60, Cache: CacheNone},               // decided
		"POST /api/allocate":                       {Limit: 20, Cache: CacheNone},               // decided, per IP
		"POST /api/autopilot/pause":                {Limit: 20, Cache: CacheNone},               // beyond the spec
		"POST /api/autopilot/resume":               {Limit: 20, Cache: CacheNone},               // beyond the spec
		"GET /api/alerts":                          {Limit: 60, Cache: CacheNone},               // decided
		"POST /api/alerts":                         {Limit: 20, Cache: CacheNone},               // decided
		"DELETE /api/alerts/{id}":                  {Limit: 20, Cache: CacheNone},               // decided
		"GET /api/me":                              {Limit: 60, Cache: CacheNone},               // beyond the spec
		"GET /api/contracts":                       {Limit: 120, Cache: "public, s-maxage=300"}, // beyond the spec
		"GET /.well-known/agent-registration.json": {Limit: 0, Cache: "public, s-maxage=3600, stale-while-revalidate=21600"},
		"GET /.well-known/jwks.json":               {Limit: 0, Cache: "public, max-age=300"}, // dev mode only
		"GET /themes":                              {Limit: 120, Cache: "public, s-maxage=300"},
		"GET /themes/{slug}":                       {Limit: 120, Cache: "public, s-maxage=300"},
		"GET /":                                    {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec: the web app
		"GET /app":                                 {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /agent":                               {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /demo":                                {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /markets":                             {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /markets/{symbol}":                    {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /groves/{id}":                         {Limit: 120, Cache: "public, max-age=60"}, // beyond the spec
		"GET /assets/{name}":                       {Limit: 0, Cache: "public, max-age=300"},  // beyond the spec
		"POST /dev/sign-in":                        {Limit: 0, Cache: CacheNone},              // vera dev on loopback only
		"POST /dev/wallet":                         {Limit: 0, Cache: CacheNone},              // vera dev on loopback only
		"POST /dev/fund":                           {Limit: 10, Cache: CacheNone},             // vera dev on loopback only
		"GET /openapi.json":                        {Limit: 0, Cache: "public, max-age=300"},  // beyond the spec
		// Beyond the spec: the skills for other agents. Each tool call inside also counts against its
		// own route's limit; these bound the protocol requests themselves (initialize, tools/list).
		"POST /mcp":                            {Limit: 600, Cache: CacheNone},
		"POST /a2a":                            {Limit: 600, Cache: CacheNone},
		"GET /.well-known/a2a-agent-card.json": {Limit: 0, Cache: "public, s-maxage=3600, stale-while-revalidate=21600"},
	}
}

// fallbackPolicy applies to a route the policy table does not name.
func fallbackPolicy() Policy { return Policy{Limit: 60, Cache: CacheRevalidate} }
