// Package skills makes the agent's five skills (portfolio-allocation, plain-language-allocation,
// dca-autopilot, trading-strategy, risk-management) callable by other agents: one MCP tool per
// operation, served over Streamable HTTP, and an A2A endpoint whose messages run the same tools.
// Each tool is declared in its route's row of the operation table (package api/ops), which gives
// its name, skill, description and schemas; the tool calls the same domain code as its HTTP route
// (the same typed function where the table has one) and answers the route's JSON. The HTTP layer
// passes in a Gate that applies the route's bearer token and rate limit to every call.
package skills
