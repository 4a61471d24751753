package indexer_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
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

// paceSettings are BenchmarkIndexerPace's knobs, from the environment (defaults: Robinhood Chain's
// pace for ten minutes).
type paceSettings struct {
	Duration      time.Duration // VERA_BENCH_PACE_DURATION (10m)
	BlockInterval time.Duration // VERA_BENCH_PACE_BLOCK_INTERVAL (100ms: ten blocks a second)
	TradesPerSec  int           // VERA_BENCH_PACE_TRADES (20)
	Senders       int           // VERA_BENCH_PACE_SENDERS (8 funded keys)
	Poll          time.Duration // VERA_BENCH_PACE_POLL (indexer.DefaultPoll)
	// Lane is the request budget the indexer reads under: "serve" (its quarter of `vera serve`'s
	// 50 requests a second, the default) or "index" (the whole budget, as `vera index`).
	Lane string // VERA_BENCH_PACE_LANE
	// NoLogIndex runs the devnet without go-ethereum's log search index (VERA_BENCH_PACE_NO_LOG_INDEX=1).
	NoLogIndex bool
}

func paceFromEnv(b *testing.B) paceSettings {
	s := paceSettings{Duration: 10 * time.Minute, BlockInterval: 100 * time.Millisecond, TradesPerSec: 20, Senders: 8, Poll: indexer.DefaultPoll, Lane: "serve"}
	dur := func(name string, into *time.Duration) {
		if v := os.Getenv(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				b.Fatalf("%s=%q: want a positive duration", name, v)
			}
			*into = d
		}
	}
	num := func(name string, into *int) {
		if v := os.Getenv(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 {
				b.Fatalf("%s=%q: want a positive integer", name, v)
			}
			*into = n
		}
	}
	dur("VERA_BENCH_PACE_DURATION", &s.Duration)
	dur("VERA_BENCH_PACE_BLOCK_INTERVAL", &s.BlockInterval)
	dur("VERA_BENCH_PACE_POLL", &s.Poll)
	num("VERA_BENCH_PACE_TRADES", &s.TradesPerSec)
	num("VERA_BENCH_PACE_SENDERS", &s.Senders)
	s.NoLogIndex = os.Getenv("VERA_BENCH_PACE_NO_LOG_INDEX") == "1"
	if v := os.Getenv("VERA_BENCH_PACE_LANE"); v != "" {
		if v != "serve" && v != "index" {
			b.Fatalf("VERA_BENCH_PACE_LANE=%q: want serve or index", v)
		}
		s.Lane = v
	}
	return s
}

// paceDevnet is the chain the benchmark follows: the world chain with Vera on it, sealing a block every
// interval whatever the pool holds (no block per transaction), served over HTTP so that the indexer reads it as
// `vera index` reads a node. go-ethereum's simulated beacon gives each block a later second than its
// parent, so at ten blocks a second the chain's clock runs ten times as fast as the wall clock (the
// benchmark's "fast clock"); Robinhood Chain's blocks instead share seconds, which the tests of
// blocks sharing a second cover.
func paceDevnet(s paceSettings) devnet.Config {
	return devnet.Config{
		ListenAddr: "127.0.0.1:0", BlockInterval: s.BlockInterval, NoInstantBlocks: true,
		DemoUsers: -1, DevAccounts: s.Senders, NoLogIndex: s.NoLogIndex,
		// The world chain (third-party contracts, Arbitrum's precompiles) with Vera deployed on it as
		// `vera deploy` would, its clock let run fast: ten blocks a second, each a second later.
		World: &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}, FastClock: true},
	}
}

// BenchmarkIndexerPace follows a chain that grows by a block every 100 ms while 20 catalog-token
// transfers a second are sent from several funded keys, with the real indexer (its default poll,
// over HTTP, under `vera serve`'s request budget) writing to the real ClickHouse, for ten minutes.
// It reports the head lag of every block sealed under load (wall time from the block's head
// notification to the indexer's checkpoint covering it): p50, p95 and max; the blocks and transfers
// the chain has against those the canonical views hold (missed and doubled must be 0); and the
// throughput. Outside `make test`:
//
//	go test -run '^$' -bench BenchmarkIndexerPace -benchtime 1x -timeout 30m ./indexer/
func BenchmarkIndexerPace(b *testing.B) {
	s := paceFromEnv(b)
	for range b.N {
		runPace(b, s)
	}
}

func runPace(b *testing.B, s paceSettings) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := paceDevnet(s)
	cfg.Assets = devnettest.Assets(b)
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	d, err := devnet.Start(ctx, cfg)
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	db := schematest.New(b)
	e := &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}

	// The indexer's client is a `vera serve` or `vera index` one over HTTP.
	ccfg := chain.ClientConfig{}
	if s.Lane == "index" {
		ccfg.LaneShares = map[chain.Lane]float64{chain.LaneIndexer: 1}
	}
	client, err := chain.Dial(ctx, d.Manifest().RPCURL, ccfg)
	if err != nil {
		b.Fatal(err)
	}
	defer client.Close()
	reg := prometheus.NewRegistry()
	reg.MustRegister(client.Collector())
	metrics := indexer.NewMetrics(reg)
	counter := func(name, lane string) float64 {
		mfs, err := reg.Gather()
		if err != nil {
			b.Fatal(err)
		}
		for _, mf := range mfs {
			if mf.GetName() != name {
				continue
			}
			for _, m := range mf.GetMetric() {
				if lane == "" || (len(m.GetLabel()) == 1 && m.GetLabel()[0].GetValue() == lane) {
					return m.GetCounter().GetValue()
				}
			}
		}
		b.Fatalf("no counter %s %s", name, lane)
		return 0
	}
	type spent struct{ requests, rpc, insert float64 }
	spentNow := func() spent {
		return spent{counter("vera_rpc_lane_requests_total", string(chain.LaneIndexer)),
			counter("vera_indexer_rpc_seconds_total", ""), counter("vera_indexer_insert_seconds_total", "")}
	}

	// Seal times: the head notification of every block, in process.
	var (
		mu        sync.Mutex
		sealed    = map[uint64]time.Time{}
		indexedAt = map[uint64]time.Time{}
		lastIx    uint64
		haveIx    bool
	)
	heads := make(chan *types.Header, 4096)
	sub, err := d.Client().SubscribeNewHead(ctx, heads)
	if err != nil {
		b.Fatal(err)
	}
	defer sub.Unsubscribe()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case h := <-heads:
				at := time.Now()
				mu.Lock()
				if _, ok := sealed[h.Number.Uint64()]; !ok {
					sealed[h.Number.Uint64()] = at
				}
				mu.Unlock()
			}
		}
	}()

	var warnings lockedLog
	var stalls stallLog
	ix, err := indexer.New(indexer.Config{
		ChainID: devnet.ChainID, Poll: s.Poll, Metrics: metrics, Logger: slog.New(slog.NewTextHandler(&warnings, nil)),
		Indexed: func(block uint64) {
			at := time.Now()
			mu.Lock()
			from := uint64(0)
			if haveIx {
				from = lastIx + 1
			}
			for n := from; n <= block; n++ {
				indexedAt[n] = at
			}
			lastIx, haveIx = block, true
			mu.Unlock()
		},
	}, timedSource{indexer.NewRPCSource(client.Lane(chain.LaneIndexer)), &stalls}, timedStore{e.store, &stalls}, e.contracts)
	if err != nil {
		b.Fatal(err)
	}
	ixDone := make(chan error, 1)
	ixCtx, stopIx := context.WithCancel(ctx)
	defer stopIx()
	go func() { ixDone <- ix.Run(ixCtx) }()

	// Wait until the deployment's history is indexed, then load.
	indexedThrough := func() (uint64, bool) {
		mu.Lock()
		defer mu.Unlock()
		return lastIx, haveIx
	}
	waitIndexed := func(n uint64, within time.Duration) {
		deadline := time.Now().Add(within)
		for {
			if got, ok := indexedThrough(); ok && got >= n {
				return
			}
			if time.Now().After(deadline) {
				got, _ := indexedThrough()
				b.Fatalf("indexer at block %d, not %d, after %v", got, n, within)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	head0, err := d.Client().BlockNumber(ctx)
	if err != nil {
		b.Fatal(err)
	}
	waitIndexed(head0, 2*time.Minute)
	first := head0 + 1

	b.ResetTimer()
	began, spent0 := time.Now(), spentNow()
	sent := sendPace(b, ctx, d, s)
	loadEnd, spent1 := time.Now(), spentNow()
	last, err := d.Client().BlockNumber(ctx)
	if err != nil {
		b.Fatal(err)
	}
	// The last transactions are mined within a block or two; wait for them and the index.
	for k := range s.Senders {
		key, _ := devnet.DevKey(uint32(k))
		for deadline := time.Now().Add(30 * time.Second); ; {
			mined, err := d.Client().NonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey), nil)
			if err != nil {
				b.Fatal(err)
			}
			pending, err := d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
			if err != nil {
				b.Fatal(err)
			}
			if mined == pending {
				break
			}
			if time.Now().After(deadline) {
				b.Fatalf("dev key %d: %d of its transactions still pending", k, pending-mined)
			}
			time.Sleep(s.BlockInterval)
		}
	}
	if last, err = d.Client().BlockNumber(ctx); err != nil {
		b.Fatal(err)
	}
	waitIndexed(last, time.Minute)
	b.StopTimer()
	stopIx()
	<-ixDone

	// Lag of every block sealed during the load.
	var lags []time.Duration
	mu.Lock()
	noSeal := 0
	for n := first; n <= last; n++ {
		st, ok := sealed[n]
		if !ok {
			noSeal++
			continue
		}
		if st.After(loadEnd) {
			continue
		}
		lags = append(lags, max(0, indexedAt[n].Sub(st)))
	}
	mu.Unlock()
	if len(lags) == 0 {
		b.Fatal("no block sealed under load")
	}
	slices.Sort(lags)
	pct := func(p float64) time.Duration { return lags[min(len(lags)-1, int(p*float64(len(lags))))] }

	elapsed := loadEnd.Sub(began)
	wantBlocks := last - first + 1
	b.ReportMetric(float64(pct(0.50).Milliseconds()), "lag-p50-ms")
	b.ReportMetric(float64(pct(0.95).Milliseconds()), "lag-p95-ms")
	b.ReportMetric(float64(lags[len(lags)-1].Milliseconds()), "lag-max-ms")
	b.ReportMetric(float64(wantBlocks)/elapsed.Seconds(), "blocks/s")
	b.ReportMetric((spent1.requests-spent0.requests)/elapsed.Seconds(), "rpc-req/s")
	b.Logf("pace: %v of load, block every %v, %d transfers/s from %d keys, poll %v, lane %s, GOMAXPROCS %d",
		elapsed.Round(time.Second), s.BlockInterval, s.TradesPerSec, s.Senders, s.Poll, s.Lane, runtime.GOMAXPROCS(0))
	b.Logf("head lag over %d blocks: p50 %v, p95 %v, max %v (target p95 < 1s: %v); %d blocks without a head notification",
		len(lags), pct(0.50).Round(time.Millisecond), pct(0.95).Round(time.Millisecond), lags[len(lags)-1].Round(time.Millisecond), pct(0.95) < time.Second, noSeal)
	b.Logf("indexer under load: %.1f RPC requests/s; reading %.0f ms and inserting %.0f ms per second of load (summed over workers)",
		(spent1.requests-spent0.requests)/elapsed.Seconds(), 1000*(spent1.rpc-spent0.rpc)/elapsed.Seconds(), 1000*(spent1.insert-spent0.insert)/elapsed.Seconds())
	if lines := warnings.lines(); len(lines) > 0 {
		b.Logf("the indexer logged %d warnings (failed steps back off from the poll, doubling); the first:\n%s", len(lines), strings.Join(lines[:min(len(lines), 10)], "\n"))
	}
	if st := stalls.list(); len(st) > 0 {
		b.Logf("%d calls of the indexer took over a second: %s", len(st), strings.Join(st[:min(len(st), 12)], "; "))
	}
	// The slowest blocks, to tell a stall from a steady pace.
	mu.Lock()
	type slow struct {
		n   uint64
		lag time.Duration
	}
	var worst []slow
	for n := first; n <= last; n++ {
		if st, ok := sealed[n]; ok && !st.After(loadEnd) {
			worst = append(worst, slow{n, indexedAt[n].Sub(st)})
		}
	}
	mu.Unlock()
	slices.SortFunc(worst, func(x, y slow) int { return int(y.lag - x.lag) })
	var desc []string
	for _, w := range worst[:min(len(worst), 5)] {
		desc = append(desc, fmt.Sprintf("block %d %v after %v of load", w.n, w.lag.Round(time.Millisecond), sealed[w.n].Sub(began).Round(time.Second)))
	}
	b.Logf("slowest: %s", strings.Join(desc, "; "))

	// Completeness, from the canonical views against the chain.
	var blocks, distinctBlocks uint64
	if err := db.QueryRow(ctx, `SELECT count(), uniqExact(block_number) FROM canonical_blocks WHERE chain_id = ? AND block_number BETWEEN ? AND ?`,
		uint64(devnet.ChainID), first, last).Scan(&blocks, &distinctBlocks); err != nil {
		b.Fatal(err)
	}
	var transfers, distinctTransfers, rawTransfers uint64
	if err := db.QueryRow(ctx, `SELECT count(), uniqExact(tx_hash, log_index) FROM canonical_transfers WHERE chain_id = ? AND block_number BETWEEN ? AND ?`,
		uint64(devnet.ChainID), first, last).Scan(&transfers, &distinctTransfers); err != nil {
		b.Fatal(err)
	}
	if err := db.QueryRow(ctx, `SELECT count() FROM chain_transfers WHERE chain_id = ? AND block_number BETWEEN ? AND ?`,
		uint64(devnet.ChainID), first, last).Scan(&rawTransfers); err != nil {
		b.Fatal(err)
	}
	onChain := paceChainTransfers(b, e, last)
	var chainLogs int
	for _, r := range onChain {
		if r.Block >= first {
			chainLogs++
		}
	}
	missedBlocks, doubledBlocks := int64(wantBlocks)-int64(distinctBlocks), blocks-distinctBlocks
	missedTransfers, doubledTransfers := int64(chainLogs)-int64(distinctTransfers), transfers-distinctTransfers
	b.ReportMetric(float64(chainLogs)/elapsed.Seconds(), "transfers/s")
	b.Logf("blocks %d..%d: chain %d, indexed %d (missed %d, doubled %d); transfers: sent %d, chain %d, indexed %d (missed %d, doubled %d; %d raw rows)",
		first, last, wantBlocks, blocks, missedBlocks, doubledBlocks, sent, chainLogs, transfers, missedTransfers, doubledTransfers, rawTransfers)
	b.Logf("throughput: %.2f blocks/s, %.1f transfers/s sealed and indexed", float64(wantBlocks)/elapsed.Seconds(), float64(chainLogs)/elapsed.Seconds())
	if missedBlocks != 0 || doubledBlocks != 0 || missedTransfers != 0 || doubledTransfers != 0 {
		b.Fatalf("index incomplete: blocks missed %d doubled %d, transfers missed %d doubled %d", missedBlocks, doubledBlocks, missedTransfers, doubledTransfers)
	}
	if uint64(chainLogs) != sent {
		b.Fatalf("sent %d transfers, the chain has %d", sent, chainLogs)
	}

	// Row for row: every transfer of the whole history, and every block hash under load.
	indexed := indexedTransfers(b, db)
	if len(indexed) != len(onChain) {
		b.Fatalf("index has %d transfers, the chain %d", len(indexed), len(onChain))
	}
	for i := range onChain {
		if indexed[i] != onChain[i] {
			b.Fatalf("transfer %d: index has %v, chain %v", i, indexed[i], onChain[i])
		}
	}
	hashes, err := e.store.Window(ctx, devnet.ChainID, first, last)
	if err != nil {
		b.Fatal(err)
	}
	for n := first; n <= last; n++ {
		h, err := d.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			b.Fatal(err)
		}
		if hashes[n] != h.Hash() {
			b.Fatalf("block %d: index has %s, chain %s", n, hashes[n].Hex(), h.Hash().Hex())
		}
	}
}

// paceChainTransfers is chainTransfers read in ranges of 500 blocks (one eth_getLogs of ten
// minutes' blocks and every catalog token outlasts the client's timeout on a loaded machine).
func paceChainTransfers(b *testing.B, e *env, to uint64) []transferRow {
	var out []transferRow
	for from := uint64(0); from <= to; from += 500 {
		logs, err := e.d.Client().FilterLogs(context.Background(), ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(min(from+499, to)),
			Addresses: tokenAddresses(e.contracts), Topics: [][]common.Hash{{chain.TransferTopic()}},
		})
		if err != nil {
			b.Fatal(err)
		}
		for _, l := range logs {
			out = append(out, transferRow{
				Block: l.BlockNumber, Hash: lower(l.BlockHash.Bytes()), Tx: lower(l.TxHash.Bytes()), Index: uint32(l.Index),
				Token: lower(l.Address.Bytes()), From: lower(l.Topics[1][12:]), To: lower(l.Topics[2][12:]),
				Amount: new(big.Int).SetBytes(l.Data).String(),
			})
		}
	}
	sortRows(out)
	return out
}

// stallLog records the indexer's reads and writes that took over a second, to tell the node's stalls
// from ClickHouse's.
type stallLog struct {
	mu    sync.Mutex
	calls []string
}

func (l *stallLog) time(what string, began time.Time) {
	if d := time.Since(began); d > time.Second {
		l.mu.Lock()
		l.calls = append(l.calls, fmt.Sprintf("%s %v at %s", what, d.Round(time.Millisecond), began.Format("15:04:05")))
		l.mu.Unlock()
	}
}

func (l *stallLog) list() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.calls)
}

type timedSource struct {
	indexer.Source
	log *stallLog
}

func (s timedSource) Head(ctx context.Context) (uint64, error) {
	defer s.log.time("head", time.Now())
	return s.Source.Head(ctx)
}

func (s timedSource) Range(ctx context.Context, from, to uint64, f indexer.Filter) ([]indexer.Header, []types.Log, error) {
	defer s.log.time(fmt.Sprintf("read [%d..%d]", from, to), time.Now())
	return s.Source.Range(ctx, from, to, f)
}

type timedStore struct {
	*indexer.Store
	log *stallLog
}

func (s timedStore) Write(ctx context.Context, r *indexer.Rows) error {
	defer s.log.time(fmt.Sprintf("insert %d rows", r.Len()), time.Now())
	return s.Store.Write(ctx, r)
}

func (s timedStore) SetCheckpoint(ctx context.Context, cp indexer.Checkpoint, version uint64) error {
	defer s.log.time(fmt.Sprintf("checkpoint %d", cp.Next-1), time.Now())
	return s.Store.SetCheckpoint(ctx, cp, version)
}

// lockedLog collects the indexer's log lines.
type lockedLog struct {
	mu  sync.Mutex
	buf []byte
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	return len(p), nil
}

func (l *lockedLog) lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.FieldsFunc(string(l.buf), func(r rune) bool { return r == '\n' })
}

// sendPace sends TradesPerSec USDG transfers a second for Duration, round robin over the dev keys
// (each funded with USDG), with nonces kept here; it returns how many were sent.
func sendPace(b *testing.B, ctx context.Context, d *devnet.Devnet, s paceSettings) uint64 {
	b.Helper()
	signer := types.LatestSignerForChainID(big.NewInt(devnet.ChainID))
	u := usdg.NewUSDG()
	token := d.Manifest().USDG
	keys := make([]*ecdsa.PrivateKey, s.Senders)
	nonces := make([]uint64, s.Senders)
	for i := range keys {
		k, err := devnet.DevKey(uint32(i))
		if err != nil {
			b.Fatal(err)
		}
		keys[i] = k
		if nonces[i], err = d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey)); err != nil {
			b.Fatal(err)
		}
	}
	every := time.Second / time.Duration(s.TradesPerSec)
	t := time.NewTicker(every)
	defer t.Stop()
	end := time.Now().Add(s.Duration)
	var sent uint64
	for i := 0; time.Now().Before(end); i++ {
		<-t.C
		k := i % len(keys)
		to := common.BytesToAddress([]byte{0xbe, byte(i >> 16), byte(i >> 8), byte(i)})
		tx, err := types.SignNewTx(keys[k], signer, &types.DynamicFeeTx{
			ChainID: big.NewInt(devnet.ChainID), Nonce: nonces[k], GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
			Gas: 100_000, To: &token, Data: u.PackTransfer(to, big.NewInt(int64(1+i%1000))),
		})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Client().SendTransaction(ctx, tx); err != nil {
			b.Fatal(fmt.Errorf("send transfer %d: %w", i, err))
		}
		nonces[k]++
		sent++
	}
	return sent
}
