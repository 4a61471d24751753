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
