// Package api is Vera's HTTP layer on fasthttp: routing, bearer-token auth, rate limits (per
// client address on public routes, an IPv6 client being its /64; per user on token routes, after
// a per-address limit of bad tokens), cache headers, body limits, the error envelope
// {"error": "..."} and the JSON shapes of the interface spec. It holds no business logic: each
// route set calls a domain package.
//
// A route set is any value with a Routes method; each route binds a handler to its row of the
// operation table (package ops, with Serve), which gives it its token, rate limit, cache header,
// body limit and timeout. The server wraps every route in the same chain: request id, CORS,
// routing, panic recovery, auth (token routes), rate limit, body limit, handler timeout, cache
// headers, metrics and logs.
//
// The OpenAPI document of every served route is rendered at start from the table and the Go
// types its rows name (schemas, parameters, error bodies); the server publishes it at GET /openapi.json,
// and a test validates real responses of every route against it.
package api
