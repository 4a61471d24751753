// Package ops declares every operation the service serves, once, as data: its method and path,
// token, rate limit, cache header, body and time bounds, parameter, request and response types
// (their fields' openapi tags bound them), the errors it answers, a summary and description, and
// the MCP tools (with their skills) that run it. The OpenAPI document is rendered from it; the HTTP
// layer (package api) takes each route's auth, limit, cache header, body limit and timeout from
// here; the tools (package skills) take their names, skills, descriptions, schemas and routes
// from here; docs/api.md's route table is checked against it. See docs/api.md, "Adding an
// operation".
package ops
