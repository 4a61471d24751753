package api_test

import (
	"context"
	"net/url"
	"sync/atomic"
	"testing"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/schema/schematest"
)

type countingRecords struct {
	inner *agent.TrackRecords
	calls atomic.Int32
}

func (c *countingRecords) Get(ctx context.Context, q agent.RecordQuery) (agent.TrackRecord, error) {
	c.calls.Add(1)
	return c.inner.Get(ctx, q)
}

func TestVeraRecordRoute(t *testing.T) {
	db := schematest.New(t)
	records := &countingRecords{inner: agent.NewTrackRecords(agent.TrackRecordsConfig{ChainID: 4663}, agent.NewStore(db), nil)}
	f := newBareFixture(t, api.Config{})
	f.srv.Register(api.RecordRoutes(records))

	for _, user := range []string{"", "0x123", "00000000000000000000000000000000000a11ce", "0xFb6916095ca1df60bb79ce92ce3ea74c37c5d359",
		"0x00000000000000000000000000000000000a11cg", "0x00000000000000000000000000000000000a11ce00", "' OR 1=1 --"} {
		r := f.do(t, "GET", "/api/vera-record?user="+url.QueryEscape(user))
		wantError(t, r, 400, "user must be a valid address.")
	}
	if n := records.calls.Load(); n != 0 {
		t.Fatalf("bad input reached the read model %d times", n)
	}

	const zero = `{"record":{"totalRecommendations":0,"totalExecutedUsd":0,"executedCount":0,"recentRecommendations":[]},"reputation":null}`
	for _, path := range []string{"/api/vera-record", "/api/vera-record?user=0x00000000000000000000000000000000000a11ce",
		"/api/vera-record?user=0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359"} {
		r := f.do(t, "GET", path)
		if r.status != 200 || r.body != zero {
			t.Fatalf("GET %s = %d %s, want the zero state", path, r.status, r.body)
		}
	}

	// 30 per 60 s per IP.
	f2 := newBareFixture(t, api.Config{})
	f2.srv.Register(api.RecordRoutes(records))
	for i := 0; i < 30; i++ {
		if r := f2.doFrom(t, "198.51.100.9", "GET", "/api/vera-record"); r.status != 200 {
			t.Fatalf("request %d: %d %s", i+1, r.status, r.body)
		}
	}
	if r := f2.doFrom(t, "198.51.100.9", "GET", "/api/vera-record"); r.status != 429 {
		t.Fatalf("31st request: %d", r.status)
	}
	if r := f2.doFrom(t, "198.51.100.10", "GET", "/api/vera-record"); r.status != 200 {
		t.Fatalf("another IP: %d", r.status)
	}
}
