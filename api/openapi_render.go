package api

import (
	"encoding/json"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vera-invest/vera/api/ops"
)

// render writes every operation of the table into the document: its entry from its row and Go
// types (generated), its summary and operationId, its token (security and the shared 401), its
// limit (the shared 429, unless the row states the route's own 429s) and the Cache-Control of
// its successful answers.
func render(doc map[string]any, table []ops.Operation) {
	paths := object(doc, "paths")
	components := object(doc, "components")
	for _, op := range table {
		o := generated(op)
		object(paths, op.Path)[strings.ToLower(op.Method)] = o
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

// generated is an operation's entry: its parameters,
// request and answer schemas from its Go types (the generator the MCP tools use, with the
// constraints of their openapi tags), and its errors' bodies.
func generated(op ops.Operation) map[string]any {
	o := map[string]any{}
	if op.Description != "" {
		o["description"] = op.Description
	}
	if params := parameters(op); len(params) > 0 {
		o["parameters"] = params
	}
	if op.Request != nil {
		body := answerSchema(op.Request)
		open(body)
		o["requestBody"] = map[string]any{"required": true, "content": map[string]any{contentJSON: map[string]any{"schema": body}}}
	}
	ok := map[string]any{"description": op.Summary}
	switch op.Response.(type) {
	case nil:
		if op.Content != "" {
			content := map[string]any{}
			for _, c := range strings.Split(op.Content, ", ") {
				content[c] = map[string]any{"schema": map[string]any{"type": "string"}}
			}
			ok["content"] = content
		}
		if op.Content == ops.ContentHTML {
			ok["headers"] = pageHeaders()
		}
	default:
		ok["content"] = map[string]any{contentJSON: map[string]any{"schema": answerSchema(op.Response)}}
	}
	responses := map[string]any{"200": ok, "500": ref("responses", "Internal")}
	byStatus := map[int][]any{}
	for _, e := range op.Errors {
		switch {
		case e.Status < 300: // another success: no body, or its own
			resp := map[string]any{"description": http.StatusText(e.Status)}
			if e.Body != nil {
				resp["content"] = map[string]any{contentJSON: map[string]any{"schema": answerSchema(e.Body)}}
			}
			responses[strconv.Itoa(e.Status)] = resp
		case e.Content == ops.ContentHTML:
			h := pageHeaders()
			h["Cache-Control"] = ref("headers", "CacheNoStore")
			responses[strconv.Itoa(e.Status)] = map[string]any{"description": http.StatusText(e.Status), "headers": h,
				"content": map[string]any{ops.ContentHTML: map[string]any{"schema": map[string]any{"type": "string"}}}}
		case e.Body != nil:
			responses[strconv.Itoa(e.Status)] = map[string]any{"description": http.StatusText(e.Status),
				"headers": map[string]any{"Cache-Control": ref("headers", "CacheNoStore")},
				"content": map[string]any{contentJSON: map[string]any{"schema": answerSchema(e.Body)}}}
		default:
			byStatus[e.Status] = append(byStatus[e.Status], e.Message)
		}
	}
	for status, msgs := range byStatus {
		body := map[string]any{"$ref": "#/components/schemas/Error"}
		if !contains(msgs, "") {
			body["properties"] = map[string]any{"error": map[string]any{"enum": msgs}}
		}
		headers := map[string]any{"Cache-Control": ref("headers", "CacheNoStore")}
		if status == http.StatusTooManyRequests {
			headers["Retry-After"] = map[string]any{"description": "Whole seconds to wait.", "required": true, "schema": map[string]any{"type": "integer", "minimum": 1}}
		}
		responses[strconv.Itoa(status)] = map[string]any{
			"description": http.StatusText(status),
			"headers":     headers,
			"content":     map[string]any{contentJSON: map[string]any{"schema": body}},
		}
	}
	if op.Request != nil {
		responses["413"] = ref("responses", "BodyTooLarge")
	}
	o["responses"] = responses
	return o
}

// pageHeaders are the headers of every HTML page (docs/web.md, "Content-Security-Policy").
func pageHeaders() map[string]any {
	return map[string]any{
		"Content-Security-Policy": ref("headers", "PageCSP"),
		"X-Frame-Options":         ref("headers", "PageFrameOptions"),
		"Referrer-Policy":         ref("headers", "PageReferrerPolicy"),
		"X-Content-Type-Options":  ref("headers", "ContentTypeOptions"),
	}
}

// parameters are an operation's path, query and header parameters: the fields of its Params
// type (a field tagged in:"header" is a header), or else its path's {name} segment as a string.
func parameters(op ops.Operation) []any {
	var pathName string
	if name, ok := strings.CutPrefix(op.Path[strings.LastIndexByte(op.Path, '/')+1:], "{"); ok {
		pathName = strings.TrimSuffix(name, "}")
	}
	var out []any
	if op.Params == nil {
		if pathName != "" {
			out = append(out, map[string]any{"name": pathName, "in": "path", "required": true, "schema": map[string]any{"type": "string"}})
		}
		return out
	}
	t := reflect.TypeOf(op.Params)
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		ft := f.Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		schema := typeSchemaOf(ft)
		constrain(schema, f.Tag.Get("openapi"))
		p := map[string]any{"name": name, "in": "query", "schema": schema}
		if in := f.Tag.Get("in"); in != "" {
			p["in"] = in
		}
		if name == pathName {
			p["in"] = "path"
			p["required"] = true
		} else if !strings.Contains(opts, "omitempty") {
			p["required"] = true
		}
		if d := f.Tag.Get("jsonschema"); d != "" {
			p["description"] = d
		}
		out = append(out, p)
	}
	return out
}

// answerSchema is the schema of a declared body: its type's, or for ops.OneOf, one of its
// types' (oneOf).
func answerSchema(v any) map[string]any {
	alts, ok := v.(ops.OneOf)
	if !ok {
		return typeSchema(v)
	}
	var out []any
	for _, a := range alts {
		out = append(out, typeSchema(a))
	}
	return map[string]any{"oneOf": out}
}

// typeSchema is the JSON Schema of a declared value's Go type, as a document value.
func typeSchema(v any) map[string]any { return typeSchemaOf(reflect.TypeOf(v)) }

// typeSchemaOf is the JSON Schema of a Go type, as a document value: the MCP tools' generator
// (google/jsonschema-go: types, required fields, descriptions from the jsonschema tags, no
// other properties), then each field's openapi tag (constrain).
func typeSchemaOf(t reflect.Type) map[string]any {
	s, err := jsonschema.ForType(t, nil)
	if err != nil {
		panic("BUG: schema of " + t.String() + ": " + err.Error())
	}
	b, err := json.Marshal(s)
	if err != nil {
		panic("BUG: schema of " + t.String() + ": " + err.Error())
	}
	var out map[string]any
	_ = json.Unmarshal(b, &out)
	constrainType(t, out, map[reflect.Type]bool{})
	notNull(t, out, "")
	return out
}

// notNull makes a slice's schema an array, not null: the generator allows null for every
// slice (a nil one encodes so), but the answers send [] unless the field's openapi tag says
// nullable (a price series no source has).
func notNull(t reflect.Type, s map[string]any, tag string) {
	if (t.Kind() == reflect.Slice) && !slices.Contains(strings.Split(tag, ","), "nullable") {
		if types, ok := s["type"].([]any); ok && len(types) == 2 && types[0] == "null" {
			s["type"] = types[1]
		}
	}
}

// constrainType applies the openapi tags of t's fields (and of the types inside) to s, t's schema.
func constrainType(t reflect.Type, s map[string]any, seen map[reflect.Type]bool) {
	if s == nil {
		return
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		items, _ := s["items"].(map[string]any)
		constrainType(t.Elem(), items, seen)
		if items != nil {
			notNull(t.Elem(), items, "")
		}
	case reflect.Map:
		add, _ := s["additionalProperties"].(map[string]any)
		constrainType(t.Elem(), add, seen)
	case reflect.Struct:
		if seen[t] {
			return
		}
		seen[t] = true
		defer delete(seen, t)
		props, _ := s["properties"].(map[string]any)
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if f.Name == "_" {
				constrain(s, f.Tag.Get("openapi")) // the struct's own keywords
				continue
			}
			if !f.IsExported() || name == "-" {
				continue
			}
			if f.Anonymous && name == "" {
				constrainType(f.Type, s, seen)
				continue
			}
			if name == "" {
				name = f.Name
			}
			p, _ := props[name].(map[string]any)
			if p == nil && props[name] == true && f.Tag.Get("openapi") != "" {
				p = map[string]any{} // any value (an interface field), constrained by its tag
				props[name] = p
			}
			constrainType(f.Type, p, seen)
			if p != nil {
				notNull(f.Type, p, f.Tag.Get("openapi"))
			}
			constrain(p, f.Tag.Get("openapi"))
		}
	}
}

// constrain adds an openapi tag's keywords to a schema (a blank field's tag: to its struct's). The tag lists key=value pairs separated
// by commas; a value is JSON (a number, true, a quoted string, a list) or else a bare string; enum and
// examples may repeat; pattern, if any, comes last and takes the rest of the tag:
//
//	openapi:"minimum=2,maximum=2160,default=720"
//	openapi:"enum=1D,enum=1W,enum=1M,enum=1Y,enum=All,default=1M"
//	openapi:"pattern=^0x[0-9a-fA-F]{40}$"
//	openapi:"nullable" (a slice that may be null)
//	openapi:"items.format=date" (a keyword of a slice's items)
func constrain(s map[string]any, tag string) {
	if s == nil || tag == "" {
		return
	}
	for tag != "" {
		var item string
		switch {
		case strings.HasPrefix(tag, "pattern="):
			item, tag = tag, ""
		case strings.Contains(tag, "=[") && strings.Index(tag, "=[") < strings.IndexByte(tag+",", ','):
			end := strings.IndexByte(tag, ']') + 1 // a JSON list: type=["string","null"]
			item, tag = tag[:end], strings.TrimPrefix(tag[end:], ",")
		default:
			item, tag, _ = strings.Cut(tag, ",")
		}
		if item == "nullable" { // notNull's
			continue
		}
		key, raw, ok := strings.Cut(item, "=")
		if !ok {
			panic("BUG: openapi tag item " + item)
		}
		var v any
		if json.Unmarshal([]byte(raw), &v) != nil || strings.HasSuffix(key, "pattern") {
			v = raw
		}
		target := s
		if k, ok := strings.CutPrefix(key, "items."); ok { // a keyword of a slice's items
			target, _ = s["items"].(map[string]any)
			key = k
		}
		if key == "enum" || key == "examples" {
			list, _ := target[key].([]any)
			target[key] = append(list, v)
			continue
		}
		target[key] = v
	}
}

// open lets a request body's objects have other properties, nested ones included: the routes
// ignore fields they do not know (as the MCP tools' input schemas say).
func open(s map[string]any) {
	if s == nil {
		return
	}
	delete(s, "additionalProperties")
	props, _ := s["properties"].(map[string]any)
	for _, p := range props {
		p, _ := p.(map[string]any)
		open(p)
	}
	items, _ := s["items"].(map[string]any)
	open(items)
	alts, _ := s["oneOf"].([]any)
	for _, a := range alts {
		a, _ := a.(map[string]any)
		open(a)
	}
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
