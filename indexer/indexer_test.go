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
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
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

// A reorg made on the devnet (evm_snapshot, blocks, evm_revert, a longer branch) is rolled back
// exactly at depth 1 and at the window's depth; one block deeper than the window is a changed
// chain and the index is rebuilt.
func TestReorgRolledBack(t *testing.T) {
	const window = 8
	cases := []struct {
		name          string
		depth         int
		wantRebuilds  int
		wantReorgsMin int
	}{
		{"depth 1", 1, 0, 1},
		{"window depth", window, 0, 1},
		{"deeper than the window", window + 1, 1, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 2, NoInstantBlocks: true})
			db := schematest.New(t)
			e := &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}
			reg := prometheus.NewRegistry()
			ix := e.indexer(t, indexer.Config{Window: window, Metrics: indexer.NewMetrics(reg), Ranges: indexer.RangeConfig{Initial: 4}}, nil)
			converge(t, ix)

			snap := d.Snapshot()
			orphaned := addresses(0xb1, 2)
			branch(t, d, orphaned, tc.depth)
			converge(t, ix)
			if n := countTo(t, e, orphaned); n != 2 {
				t.Fatalf("before the reorg the index has %d transfers to the branch's addresses, want 2", n)
			}
			if err := d.Revert(snap); err != nil {
				t.Fatal(err)
			}
			canonical := addresses(0xc1, 3)
			branch(t, d, canonical, tc.depth+1)
			reorgs, rebuilds := converge(t, ix)
			if rebuilds != tc.wantRebuilds || reorgs < tc.wantReorgsMin {
				t.Fatalf("saw %d reorgs and %d rebuilds, want ≥%d and %d", reorgs, rebuilds, tc.wantReorgsMin, tc.wantRebuilds)
			}
			requireIndexEqualsChain(t, e)
			if n := countTo(t, e, orphaned); n != 0 {
				t.Fatalf("%d transfers of the orphaned branch still visible", n)
			}
			if n := countTo(t, e, canonical); n != 3 {
				t.Fatalf("%d transfers of the new branch visible, want 3", n)
			}
			if tc.wantRebuilds == 0 {
				if n := counter(t, reg, "vera_indexer_reorgs_total"); n != 1 {
					t.Fatalf("vera_indexer_reorgs_total = %v, want 1", n)
				}
				if depth := histogramSum(t, reg, "vera_indexer_reorg_depth_blocks"); depth != float64(tc.depth) {
					t.Fatalf("reorg depth observed %v, want %d", depth, tc.depth)
				}
			} else if n := counter(t, reg, "vera_indexer_rebuilds_total"); n != 1 {
				t.Fatalf("vera_indexer_rebuilds_total = %v, want 1", n)
			}
		})
	}
}

// branch seals exactly `blocks` blocks on a devnet without instant blocks: the first holds one
// USDG mint to each address, the others are empty.
func branch(t testing.TB, d *devnet.Devnet, to []common.Address, blocks int) {
	t.Helper()
	ctx := context.Background()
	start, _ := d.Client().BlockNumber(ctx)
	u := usdg.NewUSDG()
	key := devnet.DeployerKey()
	nonce, err := d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range to {
		tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
			ChainID: big.NewInt(devnet.ChainID), Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
			Gas: 120_000, To: &d.Manifest().USDG, Data: u.PackMint(a, big.NewInt(1_000_000+int64(i))),
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Client().SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; {
		var status struct{ Pending hexutil.Uint64 }
		if err := d.RPC().Call(&status, "txpool_status"); err != nil {
			t.Fatal(err)
		}
		if int(status.Pending) == len(to) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d transactions pending", status.Pending, len(to))
		}
		time.Sleep(2 * time.Millisecond)
	}
	for i := 0; i < blocks; i++ {
		d.Commit()
	}
	head, _ := d.Client().BlockNumber(ctx)
	if head != start+uint64(blocks) {
		t.Fatalf("branch has %d blocks, want %d", head-start, blocks)
	}
}

func countTo(t testing.TB, e *env, to []common.Address) int {
	t.Helper()
	var ss []string
	for _, a := range to {
		ss = append(ss, lower(a.Bytes()))
	}
	var n uint64
	if err := e.db.QueryRow(context.Background(), `SELECT count() FROM canonical_transfers WHERE has(?, to_address)`, ss).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return int(n)
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
