package api

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"

	"github.com/vera-invest/vera/api/ops"
)

// openAPISource holds what the operation table (package ops) does not: the schemas, parameters,
// descriptions and error bodies of the operations. The served document is rendered from the
// table over it (render): each operation's summary, operationId, token, 401, 429 and the
// Cache-Control of its successful answers come from the table, and an operation the source does
// not describe gets a whole entry from its table row (its request and answer types' schemas,
// its errors). openapi_test.go validates real responses against the served document.
//
//go:embed openapi.yaml
var openAPISource []byte

// openAPIJSON is the document rendered once, on the first server's start, as GET /openapi.json
// serves it.
var openAPIJSON = sync.OnceValue(func() []byte {
	var doc map[string]any
	if err := json.Unmarshal(mustYAMLToJSON(openAPISource), &doc); err != nil {
		panic("BUG: api/openapi.yaml: " + err.Error())
	}
	render(doc, ops.All())
	b, err := json.Marshal(doc)
	if err != nil {
		panic("BUG: the OpenAPI document: " + err.Error())
	}
	return b
})

func openAPIRoute() Route {
	body := openAPIJSON()
	return Serve("GET /openapi.json", func(c *Ctx) { c.RawJSON(200, body) })
}

func mustYAMLToJSON(src []byte) []byte {
	var doc any
	if err := yaml.Unmarshal(src, &doc); err != nil {
		panic("BUG: api/openapi.yaml: " + err.Error())
	}
	b, err := json.Marshal(jsonValue(doc))
	if err != nil {
		panic("BUG: api/openapi.yaml: " + err.Error())
	}
	return b
}

// jsonValue turns decoded YAML into values encoding/json accepts: mapping keys become strings.
func jsonValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			v[k] = jsonValue(e)
		}
		return v
	case map[any]any:
		m := make(map[string]any, len(v))
		for k, e := range v {
			m[fmt.Sprint(k)] = jsonValue(e)
		}
		return m
	case []any:
		for i, e := range v {
			v[i] = jsonValue(e)
		}
		return v
	}
	return v
}

// documented is the set of "METHOD /path" the document describes, read once.
var documented = sync.OnceValue(func() map[string]bool {
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openAPIJSON(), &doc); err != nil {
		panic("BUG: api/openapi.yaml paths: " + err.Error())
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
