package api

import (
	"encoding/json"
	"sort"
	"strings"
	"sync"

	"github.com/vera-invest/vera/api/ops"
)

// openAPIJSON is the document rendered once, on the first server's start, as GET /openapi.json
// serves it: the shared parts (base) and, for every operation of the table (package ops), its
// entry from its row and its Go types (render). openapi_test.go validates real responses against it.
var openAPIJSON = sync.OnceValue(func() []byte {
	doc := base()
	render(doc, ops.All())
	b, err := json.Marshal(doc)
	if err != nil {
		panic("BUG: the OpenAPI document: " + err.Error())
	}
	return b
})

func openAPIRoute() Route {
	body := openAPIJSON()
	return bind("GET /openapi.json", func(c *Ctx) { c.RawJSON(200, body) })
}

// apiDescription is what the document says of every route.
const apiDescription = `Every route listed here is served; the rest of the interface specification is not served
yet. Every GET route also answers HEAD, and every path answers OPTIONS (CORS preflight,
204 with Allow). An unknown path answers 404 ` + "`" + `{"error":"Not found."}` + "`" + `; a known path with a
method it does not serve answers 405 ` + "`" + `{"error":"Method not allowed."}` + "`" + ` with an Allow header.
Every response carries X-Request-Id (echoed when the client sends a printable one of at
most 64 bytes). Every error body is ` + "`" + `{"error":"<message>"}` + "`" + ` with Content-Type
application/json and Cache-Control ` + "`" + `private, no-store` + "`" + `. Rate limits count per 60-second
window, per client IP on public routes and per user on token routes.

Answers any route may give besides those listed: 500 ` + "`" + `{"error":"Internal server error."}` + "`" + `
(an unexpected failure, logged with the request id); 413 ` + "`" + `{"error":"Request body too
large."}` + "`" + ` for a body over the route's limit (64 KiB) or the server's (--max-body); 400
` + "`" + `{"error":"Malformed request."}` + "`" + ` and 408 ` + "`" + `{"error":"The request took too long. Please try
again."}` + "`" + ` when the HTTP request itself cannot be read. With an allowed Origin, responses
carry Access-Control-Allow-Origin and expose Retry-After and X-Request-Id.
`

// base is the document without its operations: the info, the token scheme, and the headers,
// answers and error schema the operations share.
func base() map[string]any {
	str := func(kw ...any) map[string]any {
		s := map[string]any{"type": "string"}
		for i := 0; i < len(kw); i += 2 {
			s[kw[i].(string)] = kw[i+1]
		}
		return s
	}
	header := func(description string, schema map[string]any) map[string]any {
		h := map[string]any{"required": true, "schema": schema}
		if description != "" {
			h["description"] = description
		}
		return h
	}
	errorAnswer := func(description string, error map[string]any, headers ...string) map[string]any {
		h := map[string]any{"Cache-Control": ref("headers", "CacheNoStore")}
		for i := 0; i < len(headers); i += 2 {
			h[headers[i]] = ref("headers", headers[i+1])
		}
		return map[string]any{"description": description, "headers": h, "content": map[string]any{contentJSON: map[string]any{
			"schema": map[string]any{"$ref": "#/components/schemas/Error", "properties": map[string]any{"error": error}}}}}
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{
			"title":       "Vera",
			"version":     "0.1.0",
			"summary":     "Investing in tokenized stocks and funds on Robinhood Chain (chain 4663), USDG as cash.",
			"description": apiDescription,
		},
		"servers":  []any{map[string]any{"url": "/"}},
		"security": []any{},
		"paths":    map[string]any{},
		"components": map[string]any{
			"securitySchemes": map[string]any{"bearer": map[string]any{
				"type": "http", "scheme": "bearer", "bearerFormat": "JWT",
				"description": "An access token of the identity provider (ES256 or RS256; iss, aud and exp checked; sub is the user id). " +
					"Without an Authorization header the route answers 401 \"" + MsgAuthRequired + "\"; with any invalid token 401 \"" + MsgInvalidToken + "\".",
			}},
			"headers": map[string]any{
				"CacheNoStore": header("Token routes and every error.", str("const", CacheNone)),
				"PageCSP": header("The page's Content-Security-Policy: scripts and styles from the service only (the theme pages: no script, "+
					"their one style element by its SHA-256), no inline script, style element or style attribute, fetches to the service "+
					"and the chain RPC the pages are given, no framing.", str("pattern", "^default-src 'self'; .*frame-ancestors 'none'$")),
				"PageFrameOptions":   header("No framing, for browsers that predate frame-ancestors.", str("const", "DENY")),
				"PageReferrerPolicy": header("", str("const", "strict-origin-when-cross-origin")),
				"ContentTypeOptions": header("", str("const", "nosniff")),
				"RetryAfter":         header("Whole seconds until the 60-second window ends.", map[string]any{"type": "integer", "minimum": 1, "maximum": 60}),
				"WWWAuthenticate":    header("", str("const", `Bearer realm="vera"`)),
				"Allow":              header("", str()),
			},
			"responses": map[string]any{
				"Unauthorized":     errorAnswer("No token, or a token that does not verify.", map[string]any{"enum": []any{MsgAuthRequired, MsgInvalidToken}}, "WWW-Authenticate", "WWWAuthenticate"),
				"NotFound":         errorAnswer("No route has this path.", map[string]any{"const": MsgNotFound}),
				"MethodNotAllowed": errorAnswer("The path is served, but not with this method.", map[string]any{"const": MsgMethodNotAllowed}, "Allow", "Allow"),
				"BodyTooLarge":     errorAnswer("The body is over the route's limit (64 KiB) or the server's (--max-body).", map[string]any{"const": MsgBodyTooLarge}),
				"TooManyRequests":  errorAnswer("Over the route's limit in this 60-second window.", map[string]any{"const": MsgTooManyRequests}, "Retry-After", "RetryAfter"),
				"Internal":         errorAnswer("An unexpected failure (logged with the request id).", map[string]any{"const": MsgInternal}),
			},
			"schemas": map[string]any{
				"Error": map[string]any{"type": "object", "required": []any{"error"}, "additionalProperties": false,
					"properties": map[string]any{"error": map[string]any{"type": "string"}}},
			},
		},
	}
}

// documented is the set of "METHOD /path" the document describes, read once.
var documented = sync.OnceValue(func() map[string]bool {
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openAPIJSON(), &doc); err != nil {
		panic("BUG: the OpenAPI document's paths: " + err.Error())
	}
	out := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			out[strings.ToUpper(method)+" "+path] = true
		}
	}
	return out
})

// UndocumentedRoutes lists the registered routes ("METHOD /path", sorted) that have no entry in
// the OpenAPI document: routes the operation table (package ops) does not declare. The binary
// refuses to start while any exists.
func (s *Server) UndocumentedRoutes() []string {
	var out []string
	for _, t := range []map[string]*endpoint{s.exact, s.prefix} {
		for _, ep := range t {
			for _, r := range ep.list {
				if key := r.Method + " " + r.Path; !documented()[key] {
					out = append(out, key)
				}
			}
		}
	}
	sort.Strings(out)
	return out
}
