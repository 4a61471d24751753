package api

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/market"
)

// TestRenderNewOperation is what adding an operation asks of the OpenAPI document: nothing. An
// operation of the table is served with a whole entry: the
// path parameter, the request (open to unknown fields) and answer schemas of its Go types (as the MCP tools' are made),
// its errors' bodies, its token, 401, 429 and success Cache-Control from its row.
func TestRenderNewOperation(t *testing.T) {
	doc := base()
	op := ops.Operation{Method: "POST", Path: "/api/example/{id}", Name: "example", Summary: "An example.", Scope: ops.Beyond,
		Auth: true, Limit: 10, Cache: CacheNone, Request: market.BacktestRequest{}, Response: ops.BacktestAnswer{},
		Errors: []ops.Error{{Status: 400, Message: MsgInvalidBody}, {Status: 404, Message: "Unknown example."}}}
	render(doc, append(ops.All(), op))
	var got struct {
		Paths map[string]map[string]struct {
			Summary     string           `json:"summary"`
			OperationID string           `json:"operationId"`
			Security    []map[string]any `json:"security"`
			Parameters  []map[string]any `json:"parameters"`
			RequestBody struct {
				Content map[string]struct{ Schema any } `json:"content"`
			} `json:"requestBody"`
			Responses map[string]json.RawMessage `json:"responses"`
		} `json:"paths"`
	}
	b, _ := json.Marshal(doc)
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	e, ok := got.Paths["/api/example/{id}"]["post"]
	if !ok {
		t.Fatal("no generated entry")
	}
	if e.Summary != op.Summary || e.OperationID != "example" || len(e.Security) != 1 || len(e.Parameters) != 1 || e.Parameters[0]["name"] != "id" {
		t.Errorf("entry %+v", e)
	}
	want := typeSchema(market.BacktestRequest{})
	open(want)
	if !reflect.DeepEqual(e.RequestBody.Content[contentJSON].Schema, any(want)) {
		t.Errorf("request schema is not the type's: %v", e.RequestBody.Content[contentJSON].Schema)
	}
	for _, code := range []string{"200", "400", "401", "404", "413", "429", "500"} {
		if e.Responses[code] == nil {
			t.Errorf("no %s answer", code)
		}
	}
	var ok200 struct {
		Headers map[string]map[string]any
		Content map[string]struct{ Schema any }
	}
	if err := json.Unmarshal(e.Responses["200"], &ok200); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ok200.Content[contentJSON].Schema, any(typeSchema(ops.BacktestAnswer{}))) || ok200.Headers["Cache-Control"]["$ref"] != "#/components/headers/CacheNoStore" {
		t.Errorf("200 %s", e.Responses["200"])
	}
}

// TestDocumentIsTheTables: the served document describes exactly the table's operations, with
// each one's summary, operationId, token and success Cache-Control.
func TestDocumentIsTheTables(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]struct {
			Summary     string                     `json:"summary"`
			OperationID string                     `json:"operationId"`
			Security    []map[string]any           `json:"security"`
			Responses   map[string]json.RawMessage `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(openAPIJSON(), &doc); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, item := range doc.Paths {
		n += len(item)
	}
	table := ops.All()
	if n != len(table) {
		t.Errorf("the document has %d operations, the table %d", n, len(table))
	}
	for _, op := range table {
		e, ok := doc.Paths[op.Path][map[string]string{"GET": "get", "POST": "post", "DELETE": "delete"}[op.Method]]
		switch {
		case !ok:
			t.Errorf("%s: not in the document", op.Key())
		case e.Summary != op.Summary || e.OperationID != op.Name || (len(e.Security) > 0) != op.Auth:
			t.Errorf("%s: summary %q id %q security %v", op.Key(), e.Summary, e.OperationID, e.Security)
		case (e.Responses["429"] != nil) != (op.Limit.PerWindow() > 0):
			t.Errorf("%s: a 429 is documented iff the route has a limit", op.Key())
		}
	}
}

// TestOpenAPITags: the keywords of the openapi tags reach the schemas the document serves, on
// parameters, fields, a slice's items and a struct itself; a slice is an array unless nullable.
func TestOpenAPITags(t *testing.T) {
	type inner struct {
		_    struct{} `openapi:"additionalProperties=true"`
		Kind string   `json:"kind" openapi:"enum=a,enum=b"`
	}
	type sample struct {
		Hours  int      `json:"hours" openapi:"minimum=2,maximum=2160,default=720"`
		Addr   string   `json:"addr" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		Dates  []string `json:"dates" openapi:"items.format=date,maxItems=3"`
		Series []int    `json:"series" openapi:"nullable"`
		ID     any      `json:"id" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Zero   string   `json:"zero" openapi:"const=\"0\""`
		Inner  inner    `json:"inner"`
	}
	s := typeSchema(sample{})
	b, _ := json.Marshal(s["properties"])
	for _, want := range []string{
		`"hours":{"default":720,"maximum":2160,"minimum":2,"type":"integer"}`,
		`"addr":{"pattern":"^0x[0-9a-fA-F]{40}$","type":"string"}`,
		`"dates":{"items":{"format":"date","type":"string"},"maxItems":3,"type":"array"}`,
		`"series":{"items":{"type":"integer"},"type":["null","array"]}`,
		`"id":{"type":["string","integer","null"]}`,
		`"zero":{"const":"0","type":"string"}`,
		`"kind":{"enum":["a","b"],"type":"string"}`,
		`"additionalProperties":true`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("schema without %s: %s", want, b)
		}
	}
	op := ops.Operation{Method: "GET", Path: "/api/x/{id}", Params: struct {
		ID    string `json:"id"`
		Hours *int   `json:"hours,omitempty" jsonschema:"whole hours" openapi:"minimum=2"`
		Key   string `json:"Idempotency-Key" in:"header"`
	}{}}
	p, _ := json.Marshal(parameters(op))
	if want := `[{"in":"path","name":"id","required":true,"schema":{"type":"string"}},` +
		`{"description":"whole hours","in":"query","name":"hours","schema":{"minimum":2,"type":"integer"}},` +
		`{"in":"header","name":"Idempotency-Key","required":true,"schema":{"type":"string"}}]`; string(p) != want {
		t.Errorf("parameters %s, want %s", p, want)
	}
}
