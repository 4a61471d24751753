package indexer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

type rpcMsg struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  json.RawMessage `json:"error,omitempty"`
	JSON   string          `json:"jsonrpc"`
}

// lyingNode forwards JSON-RPC to the devnet and, while a lie is set, changes batches that carry
// eth_getLogs: "hash" moves the first log to another block hash, "nohead" answers null for the
// range's last header (a node that serves logs of blocks it does not have).
func lyingNode(t *testing.T, upstream string, lie *atomic.Value) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		resp, err := http.Post(upstream, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		out, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var reqs, answers []rpcMsg
		mode, _ := lie.Load().(string)
		if mode != "" && json.Unmarshal(body, &reqs) == nil && json.Unmarshal(out, &answers) == nil {
			logsID, lastHeaderID := "", ""
			for _, q := range reqs {
				switch q.Method {
				case "eth_getLogs":
					logsID = string(q.ID)
				case "eth_getBlockByNumber":
					lastHeaderID = string(q.ID)
				}
			}
			for i := range answers {
				id := string(answers[i].ID)
				switch {
				case logsID != "" && mode == "hash" && id == logsID:
					var logs []map[string]any
					if json.Unmarshal(answers[i].Result, &logs) == nil && len(logs) > 0 {
						logs[0]["blockHash"] = common.Hash{0xba, 0xd}.Hex()
						answers[i].Result, _ = json.Marshal(logs)
					}
				case logsID != "" && mode == "nohead" && id == lastHeaderID:
					answers[i].Result = json.RawMessage("null")
				}
			}
			out, _ = json.Marshal(answers)
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(out)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// A node that answers logs of a block hash other than the header's, or logs without the header of
// the range's end, is refused: nothing is checkpointed from it. Once it answers truthfully the
// index catches up and equals the chain; the metrics count the failed reads.
func TestLyingNodeRefused(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 2, ListenAddr: "127.0.0.1:0"})
	db := schematest.New(t)
	e := &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}
	mintTo(t, d, addresses(0x1e, 30), func(i int) *big.Int { return big.NewInt(int64(10 + i)) })

	var lie atomic.Value
	node := lyingNode(t, d.Manifest().RPCURL, &lie)
	client, err := chain.Dial(context.Background(), node.URL, chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	reg := prometheus.NewRegistry()
	metrics := indexer.NewMetrics(reg)
	ix := e.indexer(t, indexer.Config{Metrics: metrics, Ranges: indexer.RangeConfig{Initial: 1000}}, indexer.NewRPCSource(client))

	for _, mode := range []string{"hash", "nohead"} {
		lie.Store(mode)
		for i := 0; i < 3; i++ {
			if err := ix.Converge(context.Background()); !errors.Is(err, indexer.ErrInconsistent) {
				t.Fatalf("lie %q, step %d: %v, want ErrInconsistent", mode, i, err)
			}
		}
		if next := ix.Checkpoint().Next; next != 0 {
			t.Fatalf("lie %q: checkpointed up to %d", mode, next)
		}
	}
	if n := counter(t, reg, "vera_indexer_rpc_errors_total"); n < 6 {
		t.Fatalf("%v RPC errors counted, want at least 6", n)
	}
	lie.Store("")
	converge(t, ix)
	requireIndexEqualsChain(t, e)
}

// counter reads a counter of reg by name.
func counter(t testing.TB, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == name {
			return f.GetMetric()[0].GetCounter().GetValue()
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}
