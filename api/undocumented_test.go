package api_test

import (
	"reflect"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/api"
)

// TestUndocumentedRoutes: a route the OpenAPI document does not describe is reported, so the
// binary refuses to start with it; documented ones are not.
func TestUndocumentedRoutes(t *testing.T) {
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	if got := srv.UndocumentedRoutes(); len(got) != 0 {
		t.Fatalf("the frame's own routes are undocumented: %v", got)
	}
	srv.Register(api.Routes{
		{Method: "GET", Path: "/api/screener", Handler: func(*api.Ctx) {}},
		{Method: "POST", Path: "/api/screener", Handler: func(*api.Ctx) {}},
		{Method: "GET", Path: "/api/not-in-the-document/{id}", Handler: func(*api.Ctx) {}},
	})
	want := []string{"GET /api/not-in-the-document/{id}", "POST /api/screener"}
	if got := srv.UndocumentedRoutes(); !reflect.DeepEqual(got, want) {
		t.Fatalf("undocumented %v, want %v", got, want)
	}
}
