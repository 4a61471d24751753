// Package ops declares every operation the service serves, once, as data: its method and path,
// token, rate limit, cache header, body and time bounds, request and response types, the errors
// it answers, a one-line summary, and the MCP tools (with their skills) that run it. The HTTP
// layer (package api) takes each route's auth, limit, cache header, body limit and timeout from
// here; the tools (package skills) take their names, skills, descriptions, schemas and routes
// from here; docs/api.md's route table is checked against it. See docs/api.md, "Adding an
// operation".
package ops
