// Package api is Vera's HTTP layer on fasthttp: routing, bearer-token auth, per-IP rate
// limits, cache headers, body limits, the error envelope {"error": "..."} and the JSON shapes
// of the interface spec. It holds no business logic: each route set calls a domain package.
//
// A route set is any value with a Routes method; the server wraps every route in the same
// chain: request id, panic recovery, CORS, auth (token routes), rate limit, body limit,
// handler timeout, cache headers, metrics and logs. The rate limits and cache headers of the
// spec live in one table (policy.go), applied to whatever route sets register.
package api
