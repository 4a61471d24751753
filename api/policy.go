package api

import (
	"time"

	"github.com/vera-invest/vera/api/ops"
)

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
	CacheNone = ops.CacheNone
	// CacheRevalidate is sent on public routes whose edge cache the spec does not state.
	CacheRevalidate = ops.CacheRevalidate
)

// noLimit, as a Route's Limit, switches the route's rate limit off.
const noLimit = int(ops.NoLimit)

// DefaultPolicies are the operations' limits and cache headers (package ops, the one table),
// keyed "METHOD /path": a new map on each call, for Config.Policies.
func DefaultPolicies() map[string]Policy {
	out := map[string]Policy{}
	for _, o := range ops.All() {
		out[o.Key()] = Policy{Limit: o.Limit.PerWindow(), Cache: o.Cache}
	}
	return out
}

// fallbackPolicy applies to a route the table does not name (a test's own route).
func fallbackPolicy() Policy { return Policy{Limit: 60, Cache: CacheRevalidate} }
