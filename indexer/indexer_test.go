package indexer_test

import (
	"context"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

// Many mints and transfers across many accounts, indexed by parallel workers over small ranges,
// equal the chain's logs exactly; balances summed from the index equal balanceOf.
func TestTrafficIndexedExactly(t *testing.T) {
	e := newEnv(t)
	recipients := addresses(0xa1, 160)
	mintTo(t, e.d, recipients, func(i int) *big.Int { return big.NewInt(int64(1_000_000 + i)) })
	u := usdg.NewUSDG()
	for k := uint32(0); k < 3; k++ {
		key, err := devnet.DevKey(k)
		if err != nil {
			t.Fatal(err)
		}
		var calls [][]byte
		for i, to := range recipients[:60] {
			calls = append(calls, u.PackTransfer(to, big.NewInt(int64(k+1)*1000+int64(i))))
		}
		sendAll(t, e.d, key, e.d.Manifest().USDG, calls, 100_000)
	}

	ix := e.indexer(t, indexer.Config{Workers: 3, Ranges: indexer.RangeConfig{Initial: 7, Max: 16}}, nil)
	converge(t, ix)
	indexed := requireIndexEqualsChain(t, e)
	head, _ := e.d.Client().BlockNumber(context.Background())
	if indexed != head {
		t.Fatalf("indexed up to %d, head %d", indexed, head)
	}

	// Balances from the index equal the token's balanceOf.
	for _, a := range []common.Address{recipients[0], recipients[59], recipients[159]} {
		var in, out string
		err := e.db.QueryRow(context.Background(), `SELECT
			toString(sumIf(toDecimal128(amount_raw, 0), to_address = ?)), toString(sumIf(toDecimal128(amount_raw, 0), from_address = ?))
			FROM canonical_transfers WHERE token = ?`, lower(a.Bytes()), lower(a.Bytes()), lower(e.d.Manifest().USDG.Bytes())).Scan(&in, &out)
		if err != nil {
			t.Fatal(err)
		}
		bal := devnettest.Read(t, e.d, e.d.Manifest().USDG, u.PackBalanceOf(a), u.UnpackBalanceOf)
		got, _ := new(big.Int).SetString(in, 10)
		spent, _ := new(big.Int).SetString(out, 10)
		if got.Sub(got, spent).Cmp(bal) != 0 {
			t.Fatalf("%s: index says %s in, %s out; balanceOf %s", a.Hex(), in, out, bal)
		}
	}

	// A replay after a crash between writing rows and checkpointing (the checkpoint behind the
	// rows) counts nothing twice.
	if err := e.store.SetCheckpoint(context.Background(), indexer.Checkpoint{ChainID: devnet.ChainID, Next: 3}, uint64(time.Now().UnixNano())); err != nil {
		t.Fatal(err)
	}
	converge(t, e.indexer(t, indexer.Config{Workers: 2, Ranges: indexer.RangeConfig{Initial: 5, Max: 5}}, nil))
	requireIndexEqualsChain(t, e)
}

// The node fails (HTTP 503) for a while in the middle of a run: the indexer retries with backoff
// and catches up to the same rows.
func TestRPCFailingMidRun(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 2, ListenAddr: "127.0.0.1:0"})
	db := schematest.New(t)
	e := &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}

	target, err := url.Parse(d.Manifest().RPCURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	var requests, failed atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := requests.Add(1)
		if n > 3 && n <= 30 {
			failed.Add(1)
			_, _ = io.Copy(io.Discard, r.Body)
			http.Error(w, "upstream down", http.StatusServiceUnavailable)
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	client, err := chain.Dial(context.Background(), srv.URL, chain.ClientConfig{Retries: 1, Backoff: time.Millisecond, RequestsPerSecond: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)

	ix := e.indexer(t, indexer.Config{Workers: 2, Poll: 5 * time.Millisecond, MaxBackoff: 20 * time.Millisecond,
		Ranges: indexer.RangeConfig{Initial: 1, Max: 1}}, indexer.NewRPCSource(client))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ix.Run(ctx) }()
	head, _ := d.Client().BlockNumber(context.Background())
	deadline := time.Now().Add(60 * time.Second)
	for ix.Checkpoint().Next <= head && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if failed.Load() == 0 {
		t.Fatal("the node never failed: the test proves nothing")
	}
	if ix.Checkpoint().Next <= head {
		t.Fatalf("indexer stuck at %d after the node recovered (head %d)", ix.Checkpoint().Next, head)
	}
	requireIndexEqualsChain(t, e)
}

// An index of one devnet, pointed at another chain with the same id whose blocks differ deeper
// than the window, is dropped and rebuilt from the new chain; no row of the old chain remains.
func TestChangedChainRebuilt(t *testing.T) {
	e := newEnv(t)
	for _, a := range addresses(0xd1, 12) { // at least a block each: the chain outgrows the window
		mintTo(t, e.d, []common.Address{a}, func(int) *big.Int { return big.NewInt(5) })
	}
	converge(t, e.indexer(t, indexer.Config{Window: 8}, nil))
	requireIndexEqualsChain(t, e)

	other := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 4})
	e2 := &env{d: other, db: e.db, store: e.store, contracts: indexer.ContractsOf(other.Manifest())}
	ix := e2.indexer(t, indexer.Config{Window: 8}, nil)
	_, rebuilds := converge(t, ix)
	if rebuilds != 1 {
		t.Fatalf("%d rebuilds, want 1", rebuilds)
	}
	requireIndexEqualsChain(t, e2)
	var raw, canonical uint64
	if err := e.db.QueryRow(context.Background(), `SELECT (SELECT count() FROM chain_transfers FINAL), (SELECT count() FROM canonical_transfers)`).Scan(&raw, &canonical); err != nil {
		t.Fatal(err)
	}
	if raw != canonical {
		t.Fatalf("%d raw transfer rows beside %d canonical: the old chain's rows remain", raw, canonical)
	}
}

// Converge reports ErrNothingNew at the head and never runs past the confirmation depth.
func TestConfirmations(t *testing.T) {
	e := newEnv(t)
	for _, a := range addresses(0xe1, 8) {
		mintTo(t, e.d, []common.Address{a}, func(int) *big.Int { return big.NewInt(1) })
	}
	ix := e.indexer(t, indexer.Config{Confirmations: 5}, nil)
	converge(t, ix)
	head, _ := e.d.Client().BlockNumber(context.Background())
	if got := ix.Checkpoint().Next - 1; got != head-5 {
		t.Fatalf("indexed to %d with head %d and 5 confirmations", got, head)
	}
	if err := ix.Converge(context.Background()); !errors.Is(err, indexer.ErrNothingNew) {
		t.Fatalf("Converge at the head: %v", err)
	}
}

// laggingSource is a node behind its load balancer: its head is `at`, and it has no later block.
type laggingSource struct {
	inner indexer.Source
	at    uint64
}

func (l laggingSource) Head(context.Context) (uint64, error) { return l.at, nil }

func (l laggingSource) Range(ctx context.Context, from, to uint64, f indexer.Filter) ([]indexer.Header, []types.Log, error) {
	if to > l.at {
		return nil, nil, indexer.ErrInconsistent
	}
	return l.inner.Range(ctx, from, to, f)
}

func (l laggingSource) Hashes(ctx context.Context, numbers []uint64) (map[uint64]common.Hash, error) {
	var keep []uint64
	for _, n := range numbers {
		if n <= l.at {
			keep = append(keep, n)
		}
	}
	return l.inner.Hashes(ctx, keep)
}

// A node lagging far behind the checkpoint (deeper than the window) is not another chain: the
// index is kept and the step fails until the node catches up.
func TestLaggingNodeIsNotAnotherChain(t *testing.T) {
	e := newEnv(t)
	for _, a := range addresses(0xf1, 20) {
		mintTo(t, e.d, []common.Address{a}, func(int) *big.Int { return big.NewInt(3) })
	}
	converge(t, e.indexer(t, indexer.Config{Window: 4}, nil))
	before := requireIndexEqualsChain(t, e)

	for _, behind := range []uint64{2, 12} { // within the window, and deeper
		lag := e.indexer(t, indexer.Config{Window: 4}, laggingSource{inner: indexer.NewRPCSource(e.d.Client()), at: before - behind})
		for i := 0; i < 3; i++ {
			if err := lag.Converge(context.Background()); !errors.Is(err, indexer.ErrInconsistent) {
				t.Fatalf("%d blocks behind, step %d: %v, want ErrInconsistent", behind, i, err)
			}
		}
	}
	if got := requireIndexEqualsChain(t, e); got != before {
		t.Fatalf("checkpoint moved from %d to %d", before, got)
	}
}

func histogramSum(t testing.TB, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == name {
			return f.GetMetric()[0].GetHistogram().GetSampleSum()
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}
