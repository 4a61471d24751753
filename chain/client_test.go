package chain

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

func rpcServer(t *testing.T, fail int32, status int) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		_ = json.Unmarshal(body, &req)
		if n.Add(1) <= fail {
			w.WriteHeader(status)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		result := `"0x1237"`
		if req.Method == "eth_call" {
			result = `"0x08c379a0"`
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":` + string(req.ID) + `,"error":{"code":3,"message":"execution reverted","data":"0x08c379a0"}}`))
			return
		}
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":` + string(req.ID) + `,"result":` + result + `}`))
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

func TestClientRetriesTransient(t *testing.T) {
	tests := []struct {
		name      string
		fail      int32
		status    int
		retries   int
		wantErr   bool
		wantCalls int32
	}{
		{"ok first try", 0, 200, 3, false, 1},
		{"503 twice then ok", 2, 503, 3, false, 3},
		{"429 then ok", 1, 429, 3, false, 2},
		{"503 beyond retries", 5, 503, 2, true, 3},
		{"400 not retried", 1, 400, 3, true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, n := rpcServer(t, tt.fail, tt.status)
			c, err := Dial(context.Background(), srv.URL, ClientConfig{Retries: tt.retries, Backoff: time.Millisecond, RequestsPerSecond: -1})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			id, err := c.ChainID(context.Background())
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if err == nil && id.Int64() != 4663 {
				t.Fatalf("chain id %v", id)
			}
			if got := n.Load(); got != tt.wantCalls {
				t.Fatalf("%d requests, want %d", got, tt.wantCalls)
			}
		})
	}
}

func TestClientDoesNotRetryReverts(t *testing.T) {
	srv, n := rpcServer(t, 0, 200)
	c, _ := Dial(context.Background(), srv.URL, ClientConfig{Backoff: time.Millisecond})
	defer c.Close()
	to := common.HexToAddress("0x1")
	_, err := c.CallContract(context.Background(), callMsg(to), nil)
	if err == nil {
		t.Fatal("revert not reported")
	}
	if n.Load() != 1 {
		t.Fatalf("revert retried: %d requests", n.Load())
	}
}

func TestClientTimeoutAndBudget(t *testing.T) {
	block := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-block }))
	defer srv.Close()
	defer close(block)
	c, _ := Dial(context.Background(), srv.URL, ClientConfig{Timeout: 20 * time.Millisecond, Retries: -1})
	start := time.Now()
	_, err := c.BlockNumber(context.Background())
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want deadline exceeded", err)
	}
	if time.Since(start) > time.Second {
		t.Fatal("timeout not applied")
	}

	b := newBucket(100, 2)
	start = time.Now()
	for i := 0; i < 4; i++ {
		if err := b.wait(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if el := time.Since(start); el < 15*time.Millisecond {
		t.Fatalf("budget not enforced: 4 requests at 100/s burst 2 took %v", el)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b2 := newBucket(0.001, 1)
	_ = b2.wait(context.Background())
	if err := b2.wait(ctx); err == nil {
		t.Fatal("wait ignored a cancelled context")
	}
}

func TestRedactURL(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		if got := redactURL(in); got != want {
			t.Errorf("redactURL(%q) = %q, want %q", in, got, want)
		}
	}
	f("https://rpc.example/v2/SECRETKEY", "https://rpc.example/…")
	f("wss://node.example?key=abc", "wss://node.example/…")
	f("http://127.0.0.1:8545", "http://127.0.0.1:8545")
}

// A flood on one lane takes nothing from another: with the public lane's budget spent and a public
// call waiting for more, user-lane calls go straight through, and the gauges show who waits.
func TestClientLanesAreSeparate(t *testing.T) {
	srv, _ := rpcServer(t, 0, 0)
	c, err := Dial(context.Background(), srv.URL, ClientConfig{RequestsPerSecond: 0.01, Burst: 8, Retries: -1,
		LaneShares: map[Lane]float64{LanePublic: 1, LaneUser: 3}})
	if err != nil {
		t.Fatal(err)
	}
	public, user := c.Lane(LanePublic), c.Lane(LaneUser)
	if c.laneName() != LaneUser || public.laneName() != LanePublic {
		t.Fatalf("lanes %s, %s", c.laneName(), public.laneName())
	}
	for range 2 { // the public lane's burst: 2 of 8
		if _, err := public.BlockNumber(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	blocked := make(chan error, 1)
	go func() { _, err := public.BlockNumber(ctx); blocked <- err }()
	for waiting(t, c, LanePublic) != 1 {
		time.Sleep(time.Millisecond)
	}
	for i := range 6 { // the user lane's burst: 6 of 8, untouched by the public flood
		if _, err := user.BlockNumber(context.Background()); err != nil {
			t.Fatalf("user call %d: %v", i, err)
		}
	}
	select {
	case err := <-blocked:
		t.Fatalf("the public call did not wait for its own lane: %v", err)
	default:
	}
	cancel()
	if err := <-blocked; !errors.Is(err, context.Canceled) {
		t.Fatalf("blocked public call: %v", err)
	}
	if waiting(t, c, LanePublic) != 0 || waiting(t, c, LaneIndexer) != 0 {
		t.Fatal("gauges still count waiters")
	}
}

// waiting reads the lane's vera_rpc_lane_waiting gauge.
func waiting(t *testing.T, c *Client, l Lane) float64 {
	t.Helper()
	reg := prometheus.NewRegistry()
	if err := reg.Register(c.Collector()); err != nil {
		t.Fatal(err)
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "vera_rpc_lane_waiting" {
			continue
		}
		for _, m := range mf.GetMetric() {
			if m.GetLabel()[0].GetValue() == string(l) {
				return m.GetGauge().GetValue()
			}
		}
	}
	t.Fatalf("no gauge for lane %s", l)
	return 0
}
