package api

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vera-invest/vera/api/ops"
)

// render writes the table's facts into the document: for each operation its summary and
// operationId, its token (security and the shared 401), its limit (the shared 429, unless the
// source describes the route's own) and the Cache-Control of its successful answers; an
// operation the document lacks gets a whole entry from its row.
func render(doc map[string]any, table []ops.Operation) {
	paths := object(doc, "paths")
	components := object(doc, "components")
	for _, op := range table {
		item := object(paths, op.Path)
		method := strings.ToLower(op.Method)
		o, described := item[method].(map[string]any)
		if !described {
			o = generated(op)
			item[method] = o
		}
		o["summary"] = op.Summary
		if op.Name != "" {
			o["operationId"] = op.Name
		}
		responses := object(o, "responses")
		if op.Auth {
			o["security"] = []any{map[string]any{"bearer": []any{}}}
			if responses["401"] == nil {
				responses["401"] = ref("responses", "Unauthorized")
			}
		}
		// A 429 the source describes (a route's own 429s beside the limit's) stays.
		if op.Limit.PerWindow() > 0 && responses["429"] == nil {
			responses["429"] = ref("responses", "TooManyRequests")
		}
		for code, r := range responses {
			if !strings.HasPrefix(code, "2") {
				continue
			}
			resp := inline(components, r)
			responses[code] = resp
			object(resp, "headers")["Cache-Control"] = cacheHeader(op.Cache)
		}
	}
}

// cacheHeader is the Cache-Control header of an operation's successful answers.
func cacheHeader(cache string) any {
	if cache == CacheNone {
		return ref("headers", "CacheNoStore")
	}
	return map[string]any{"required": true, "schema": map[string]any{"type": "string", "const": cache}}
}

// generated is the entry of an operation the document does not describe: its path parameter,
// request and answer schemas from its Go types (the generator the MCP tools use), and its errors.
func generated(op ops.Operation) map[string]any {
	o := map[string]any{}
	if name, ok := strings.CutPrefix(op.Path[strings.LastIndexByte(op.Path, '/')+1:], "{"); ok {
		o["parameters"] = []any{map[string]any{"name": strings.TrimSuffix(name, "}"), "in": "path", "required": true, "schema": map[string]any{"type": "string"}}}
	}
	if op.Request != nil {
		o["requestBody"] = map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": typeSchema(op.Request)}}}
	}
	ok := map[string]any{"description": op.Summary}
	switch {
	case op.Response != nil:
		ok["content"] = map[string]any{contentJSON: map[string]any{"schema": typeSchema(op.Response)}}
	case op.Content != "":
		ok["content"] = map[string]any{op.Content: map[string]any{}}
	}
	responses := map[string]any{"200": ok, "500": ref("responses", "Internal")}
	byStatus := map[int][]any{}
	for _, e := range op.Errors {
		byStatus[e.Status] = append(byStatus[e.Status], e.Message)
	}
	for status, msgs := range byStatus {
		body := map[string]any{"$ref": "#/components/schemas/Error"}
		if !contains(msgs, "") {
			body["properties"] = map[string]any{"error": map[string]any{"enum": msgs}}
		}
		responses[strconv.Itoa(status)] = map[string]any{
			"description": http.StatusText(status),
			"headers":     map[string]any{"Cache-Control": ref("headers", "CacheNoStore")},
			"content":     map[string]any{contentJSON: map[string]any{"schema": body}},
		}
	}
	if op.Request != nil {
		responses["413"] = ref("responses", "BodyTooLarge")
	}
	o["responses"] = responses
	return o
}

// typeSchema is the JSON Schema of a declared value's Go type, as a document value.
func typeSchema(v any) any {
	s, err := jsonschema.ForType(reflect.TypeOf(v), nil)
	if err != nil {
		panic("BUG: schema of " + reflect.TypeOf(v).String() + ": " + err.Error())
	}
	b, err := json.Marshal(s)
	if err != nil {
		panic("BUG: schema of " + reflect.TypeOf(v).String() + ": " + err.Error())
	}
	var out any
	_ = json.Unmarshal(b, &out)
	return out
}

func contains(vs []any, v any) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

func ref(kind, name string) map[string]any {
	return map[string]any{"$ref": "#/components/" + kind + "/" + name}
}

// object is m[key] as an object, made when missing.
func object(m map[string]any, key string) map[string]any {
	o, ok := m[key].(map[string]any)
	if !ok {
		o = map[string]any{}
		m[key] = o
	}
	return o
}

// inline is a response, a reference to a shared one copied so that it can take this
// operation's headers.
func inline(components map[string]any, r any) map[string]any {
	resp, _ := r.(map[string]any)
	target, isRef := resp["$ref"].(string)
	if !isRef {
		return resp
	}
	shared, _ := object(components, "responses")[strings.TrimPrefix(target, "#/components/responses/")].(map[string]any)
	b, _ := json.Marshal(shared)
	var out map[string]any
	_ = json.Unmarshal(b, &out)
	return out
}
