//go:build cluster

package main

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"net/url"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// The ClickHouse cluster of scripts/cluster.sh: node 1 is shard 1's first replica, the server
// the multi-host DSN connects to first, so killing it takes away the server every write and
// read goes through.
const (
	clusterScript = "../../scripts/cluster.sh"
	killedNode    = "1"
	killedPeer    = "2" // the other replica of the killed node's shard
)

func clusterNode(t *testing.T, action, node string) {
	t.Helper()
	out, err := exec.Command(clusterScript, action, node).CombinedOutput()
	if err != nil {
		t.Fatalf("scripts/cluster.sh %s %s: %v\n%s", action, node, err, out)
	}
}

// nodeConn opens a connection to one server of the test cluster (1..4, the DSN's order).
func nodeConn(t testing.TB, node string) driver.Conn {
	t.Helper()
	u, err := url.Parse(schematest.ClusterDSN(t, "default"))
	if err != nil {
		t.Fatal(err)
	}
	hosts := strings.Split(u.Host, ",")
	i := int(node[0] - '1')
	if i < 0 || i >= len(hosts) {
		t.Fatalf("node %s of %d", node, len(hosts))
	}
	c, err := clickhouse.Open(&clickhouse.Options{Addr: []string{hosts[i]}, DialTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// replicasAgree waits until both replicas of the killed node's shard hold the same rows of a
// local table (FINAL: versions the merges have not collapsed yet are not counted twice).
func replicasAgree(t *testing.T, db *schema.DB, table string, within time.Duration) uint64 {
	t.Helper()
	ctx := context.Background()
	a, b := nodeConn(t, killedNode), nodeConn(t, killedPeer)
	q := "SELECT count() FROM " + db.Name() + "." + table + schema.LocalSuffix + " FINAL"
	deadline := time.Now().Add(within)
	for {
		var na, nb uint64
		ea := a.QueryRow(ctx, q).Scan(&na)
		eb := b.QueryRow(ctx, q).Scan(&nb)
		if ea == nil && eb == nil && na == nb && na > 0 {
			return na
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the killed replica has %d rows (%v), its peer %d (%v) after %s", table, na, ea, nb, eb, within)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestClusterClickHouseReplicaKilledDuringBackfill: `vera index` backfills a devnet into the
// cluster; the server it writes through is killed with SIGKILL mid-backfill and restarted. The
// indexer fails over to the shard's other replica and, once the killed one is back and caught
// up, the index equals the chain: every transfer once, amounts summing to the chain's, and both
// replicas of the shard holding the same rows.
func TestClusterClickHouseReplicaKilledDuringBackfill(t *testing.T) {
	bin := buildVera(t)
	ctx := context.Background()
	d, m, head, manifest := indexedHistory(t, 6)
	db := newClusterDB(t)
	t.Cleanup(func() { clusterNode(t, "start-node", killedNode) }) // whatever happens, the node comes back
	ix := startIndex(t, bin, m.RPCURL, manifest, "--clickhouse-dsn", schematest.ClusterDSN(t, db.Name()),
		"--clickhouse-cluster", schematest.ClusterName, "--index-range-initial", "2", "--index-range-max", "2", "--index-workers", "2")
	logs := ix.logs

	// The test's own reads go through the peer, which stays up.
	peer := nodeConn(t, killedPeer)
	progress := func() uint64 { return indexedBlock(peer, db.Name()+".indexer_progress") }
	ix.wait(t, progress, head/5, 60*time.Second)
	at := progress()
	clusterNode(t, "kill-node", killedNode)
	t.Logf("node %s killed with SIGKILL at checkpoint %d of %d", killedNode, at, head)
	time.Sleep(3 * time.Second)
	clusterNode(t, "start-node", killedNode)
	t.Logf("node %s restarted at checkpoint %d of %d", killedNode, progress(), head)
	if after := progress(); after <= at {
		t.Logf("no progress while the node was down (%d): failover did not happen\n%s", after, logs())
	}
	ix.wait(t, progress, head, 3*time.Minute)

	// The chain's truth up to the checkpoint.
	indexed := progress()
	var toks []common.Address
	for _, tk := range indexer.ContractsOf(m).Tokens {
		toks = append(toks, tk.Address)
	}
	chainLogs, err := d.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(indexed),
		Addresses: toks, Topics: [][]common.Hash{{chain.TransferTopic()}}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	wantSum := new(big.Int)
	for _, l := range chainLogs {
		want[fmt.Sprintf("%s/%d/%s", strings.ToLower(l.TxHash.Hex()), l.Index, new(big.Int).SetBytes(l.Data))] = true
		wantSum.Add(wantSum, new(big.Int).SetBytes(l.Data))
	}
	replicasAgree(t, db, "chain_transfers", 60*time.Second)
	rows, err := db.Query(ctx, "SELECT tx_hash, log_index, amount_raw FROM canonical_transfers")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	gotSum := new(big.Int)
	for rows.Next() {
		var tx, amount string
		var idx uint32
		if err := rows.Scan(&tx, &idx, &amount); err != nil {
			t.Fatal(err)
		}
		got[fmt.Sprintf("%s/%d/%s", strings.ToLower(tx), idx, amount)]++
		a, _ := new(big.Int).SetString(amount, 10)
		gotSum.Add(gotSum, a)
	}
	rows.Close()
	for k, n := range got {
		if n != 1 {
			t.Errorf("transfer %s indexed %d times", k, n)
		}
		if !want[k] {
			t.Errorf("transfer %s is not on the chain", k)
		}
	}
	for k := range want {
		if got[k] == 0 {
			t.Errorf("transfer %s of the chain is missing", k)
		}
	}
	if len(got) != len(want) || gotSum.Cmp(wantSum) != 0 {
		t.Fatalf("index: %d transfers summing %s; chain: %d summing %s", len(got), gotSum, len(want), wantSum)
	}
	replicasAgree(t, db, "chain_blocks", 60*time.Second)
	var blocks uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM canonical_blocks").Scan(&blocks); err != nil || blocks != indexed+1 {
		for _, n := range []string{"1", "2", "3", "4"} {
			var c uint64
			var missing []uint64
			_ = nodeConn(t, n).QueryRow(ctx, "SELECT count() FROM "+db.Name()+".chain_blocks_local FINAL").Scan(&c)
			_ = db.QueryRow(ctx, "SELECT groupArray(number) FROM (SELECT number FROM system.numbers LIMIT ?) WHERE number NOT IN (SELECT block_number FROM chain_blocks)", indexed+1).Scan(&missing)
			t.Logf("node %s: %d blocks; missing everywhere: %v", n, c, missing)
		}
		t.Fatalf("canonical_blocks has %d rows (%v), want %d\n%s", blocks, err, indexed+1, logs())
	}
	t.Logf("%d transfers (sum %s) and %d blocks indexed, none lost or doubled", len(got), gotSum, blocks)
}

// indexProcess is a `vera index` process and what it printed.
type indexProcess struct {
	cmd *exec.Cmd
	mu  sync.Mutex
	out bytes.Buffer
}

func (p *indexProcess) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.Write(b)
}

func (p *indexProcess) logs() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// startIndex starts `vera index` against the devnet of manifest, polling every 20 ms, with args
// (the database's flags among them); it is stopped with SIGTERM when the test ends.
func startIndex(tb testing.TB, bin, rpcURL, manifest string, args ...string) *indexProcess {
	tb.Helper()
	args = append([]string{"index", "--rpc-url", rpcURL, "--manifest", manifest, "--index-poll", "20ms", "--metrics-addr", "off", "--log-level", "warn"}, args...)
	p := &indexProcess{cmd: exec.Command(bin, args...)}
	p.cmd.Stdout, p.cmd.Stderr = p, p
	if err := p.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(p.stop)
	return p
}

func (p *indexProcess) stop() {
	if p.cmd.ProcessState == nil {
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
		_ = p.cmd.Wait()
	}
}

// wait waits until progress reaches block, and returns how long that took.
func (p *indexProcess) wait(tb testing.TB, progress func() uint64, block uint64, within time.Duration) time.Duration {
	tb.Helper()
	start := time.Now()
	for progress() < block {
		if time.Since(start) > within {
			tb.Fatalf("index at %d, not %d, after %s\n%s", progress(), block, within, p.logs())
		}
		time.Sleep(5 * time.Millisecond)
	}
	return time.Since(start)
}

// indexedBlock is the devnet chain's checkpoint in the indexer_progress view named view.
func indexedBlock(c driver.Conn, view string) uint64 {
	var n uint64
	_ = c.QueryRow(context.Background(), "SELECT indexed_block FROM "+view+" WHERE chain_id = ?", uint64(devnet.ChainID)).Scan(&n)
	return n
}

// TestClusterClickHouseReplicaKilledDuringSnapshots: the hourly balance snapshot of 3,000 seen
// addresses is taken into the cluster while the server it writes through is killed with SIGKILL.
// A take that fails is taken again for the same hour, as the job's next run would; the hour
// then holds exactly one snapshot per address, each equal to the one a single server stores
// for the same chain state.
func TestClusterClickHouseReplicaKilledDuringSnapshots(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	const addresses = 3000
	var addrs []common.Address
	for i := range addresses {
		addrs = append(addrs, common.BigToAddress(big.NewInt(int64(0x5ee0000+i))))
	}
	// Some hold something, so that totals differ.
	for i := 0; i < addresses; i += 300 {
		e.Mint(t, "SPY", addrs[i], big.NewInt(int64(i+1)*1e15))
	}
	db := newClusterDB(t)
	t.Cleanup(func() { clusterNode(t, "start-node", killedNode) })
	seed := func(db *schema.DB) {
		b, err := db.PrepareBatch(ctx, "INSERT INTO account_seen_addresses (address, last_seen)")
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range addrs {
			if err := b.Append(strings.ToLower(a.Hex()), time.Now().UTC()); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Send(); err != nil {
			t.Fatal(err)
		}
	}
	seed(e.DB)
	seed(db)
	hour := time.Now().UTC().Truncate(time.Hour)
	portfolios := e.Portfolios(t, 0)

	// The single server's snapshot of the same chain state is the reference.
	single := &account.Snapshots{Portfolios: portfolios, Store: e.Store, ChainID: uint64(e.M.ChainID)}
	start := time.Now()
	if n, err := single.Take(ctx, hour); err != nil || n != addresses {
		t.Fatalf("single-server take: %d, %v", n, err)
	}
	took := time.Since(start)

	onCluster := &account.Snapshots{Portfolios: portfolios, Store: &account.Store{DB: db}, ChainID: uint64(e.M.ChainID)}
	killed := make(chan error, 1)
	var killedAt time.Time
	takeStart := time.Now()
	go func() {
		time.Sleep(took / 2) // mid-take: valuing, or writing
		out, err := exec.Command(clusterScript, "kill-node", killedNode).CombinedOutput()
		killedAt = time.Now()
		if err != nil {
			err = fmt.Errorf("%w: %s", err, out)
		}
		killed <- err
	}()
	attempts := 0
	for {
		attempts++
		n, err := onCluster.Take(ctx, hour)
		if err == nil && n == addresses {
			break
		}
		t.Logf("take %d on the cluster: %d, %v (taken again, as the job's next run would)", attempts, n, err)
		if attempts == 5 {
			t.Fatal("the take failed 5 times")
		}
		time.Sleep(time.Second)
	}
	takeEnd := time.Now()
	if err := <-killed; err != nil {
		t.Fatalf("kill node %s: %v", killedNode, err)
	}
	if !killedAt.Before(takeEnd) {
		t.Fatalf("node %s was killed %s after the take ended: the test proves nothing", killedNode, killedAt.Sub(takeEnd))
	}
	t.Logf("node %s killed %s into a take of %s (a single server's took %s)", killedNode, killedAt.Sub(takeStart).Round(time.Millisecond), takeEnd.Sub(takeStart).Round(time.Millisecond), took.Round(time.Millisecond))
	time.Sleep(2 * time.Second)
	clusterNode(t, "start-node", killedNode)
	replicasAgree(t, db, "balance_snapshots", 60*time.Second)

	read := func(db *schema.DB) map[string]string {
		rows, err := db.Query(ctx, "SELECT address, toString(cash_usd), toString(invested_usd), toString(total_usd), block_number FROM balance_snapshots FINAL WHERE taken_at = ?", hour)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string]string{}
		for rows.Next() {
			var a, c, i, tot string
			var b uint64
			if err := rows.Scan(&a, &c, &i, &tot, &b); err != nil {
				t.Fatal(err)
			}
			if _, dup := out[a]; dup {
				t.Errorf("address %s has two snapshots of the hour", a)
			}
			out[a] = c + "/" + i + "/" + tot
		}
		return out
	}
	want, got := read(e.DB), read(db)
	if len(got) != addresses || len(want) != addresses {
		t.Fatalf("the cluster holds %d snapshots of the hour, the single server %d; want %d", len(got), len(want), addresses)
	}
	var diff []string
	for a, w := range want {
		if got[a] != w {
			diff = append(diff, a+": "+got[a]+" != "+w)
		}
	}
	sort.Strings(diff)
	if len(diff) > 0 {
		t.Fatalf("%d snapshots differ from the single server's, e.g. %v", len(diff), diff[:min(3, len(diff))])
	}
	var raw uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM balance_snapshots WHERE taken_at = ?", hour).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d snapshots after %d take(s); %d rows stored before merges", len(got), attempts, raw)
	if attempts == 1 && raw != addresses {
		t.Fatalf("one take stored %d rows for %d addresses: a retried block was stored twice", raw, addresses)
	}
}

// TestClusterClickHouseMigratorsAndAnalystViews: three `vera migrate` processes migrate one fresh
// database on the cluster at once (each migration applied once), then `vera index` fills it and a
// single server's database from the same devnet, and every analysts' view (docs/analytics.md)
// answers the same on both, row for row.
func TestClusterClickHouseMigratorsAndAnalystViews(t *testing.T) {
	bin := buildVera(t)
	ctx := context.Background()
	db := schematest.EmptyCluster(t)
	dsn := schematest.ClusterDSN(t, db.Name())
	all, err := schema.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		out []byte
		err error
	}
	results := make(chan result, 3)
	for range 3 {
		go func() {
			out, err := exec.Command(bin, "migrate", "--clickhouse-dsn", dsn, "--clickhouse-cluster", schematest.ClusterName, "--log-level", "warn").CombinedOutput()
			results <- result{out, err}
		}()
	}
	applied := 0
	for range 3 {
		r := <-results
		if r.err != nil {
			t.Fatalf("vera migrate: %v\n%s", r.err, r.out)
		}
		var n int
		if _, err := fmt.Sscanf(string(r.out), "applied %d migration", &n); err != nil {
			t.Fatalf("vera migrate printed %q", r.out)
		}
		applied += n
	}
	if applied != len(all) {
		t.Fatalf("three migrators applied %d migrations in all, want %d", applied, len(all))
	}
	recorded, err := (&schema.Migrator{DB: db}).Applied(ctx)
	if err != nil || len(recorded) != len(all) {
		t.Fatalf("schema_migrations records %d (%v), want %d", len(recorded), err, len(all))
	}

	_, m, head, manifest := indexedHistory(t, 2)
	single := schematest.New(t)
	index := func(target *schema.DB, args ...string) {
		ix := startIndex(t, bin, m.RPCURL, manifest, args...)
		ix.wait(t, func() uint64 { return indexedBlock(target, "indexer_progress") }, head, 2*time.Minute)
		ix.stop()
	}
	// Autopilot runs for autopilot_runs_daily: the same rows in both databases.
	for _, target := range []*schema.DB{single, db} {
		b, err := target.PrepareBatch(ctx, "INSERT INTO autopilot_runs (user_id, run_id, ran_at, status, amount_e6, spent_e6, assessed_risk_bps, tx_hash, holdings, reason)")
		if err != nil {
			t.Fatal(err)
		}
		for i := range 300 {
			status := []string{"success", "skipped", "error"}[i%3]
			if err := b.Append(fmt.Sprintf("user-%d", i%37), fmt.Sprintf("run-%d", i), time.Date(2026, 11, 1+i%20, 9, 0, 0, 0, time.UTC),
				status, uint64(1_000_000+i), uint64(i*12_345), uint16(i%90*100), "", "", ""); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Send(); err != nil {
			t.Fatal(err)
		}
	}
	index(single, "--clickhouse-dsn", schematest.DSN(t, single.Name()))
	index(db, "--clickhouse-dsn", dsn, "--clickhouse-cluster", schematest.ClusterName)

	views := []string{"indexer_progress", "canonical_blocks", "canonical_transfers", "canonical_agent_events", "canonical_grove_events",
		"token_catalog", "daily_token_flows", "token_balances", "asset_holders", "agent_record_daily", "grove_flows_daily", "autopilot_runs_daily"}
	for _, v := range views {
		cols, err := columnsOf(ctx, single, v)
		if err != nil {
			t.Fatal(err)
		}
		var parts []string
		for _, c := range cols {
			if c == "updated_at" { // the checkpoint's wall-clock write time differs between the two runs
				continue
			}
			parts = append(parts, "toString("+c+")")
		}
		q := "SELECT concat(" + strings.Join(parts, ", '|', ") + ") AS r FROM " + v + " ORDER BY r"
		if len(parts) == 1 {
			q = "SELECT " + parts[0] + " AS r FROM " + v + " ORDER BY r"
		}
		want, got := rowsOf(t, single, q), rowsOf(t, db, q)
		if strings.Join(want, "\n") != strings.Join(got, "\n") {
			t.Errorf("view %s: the cluster answers %d rows, one server %d; first rows\ncluster: %v\nsingle:  %v", v, len(got), len(want), got[:min(2, len(got))], want[:min(2, len(want))])
			continue
		}
		t.Logf("view %s: %d rows, the same on the cluster", v, len(want))
	}
}

func columnsOf(ctx context.Context, db *schema.DB, table string) ([]string, error) {
	rows, err := db.Query(ctx, "SELECT name FROM system.columns WHERE database = ? AND table = ?", db.Name(), table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func rowsOf(t *testing.T, db *schema.DB, q string) []string {
	t.Helper()
	rows, err := db.Query(context.Background(), q)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var r string
		if err := rows.Scan(&r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// BenchmarkClusterBackfill: `vera index` backfills one devnet history into a single server and
// into the cluster, in the same run; and, on the cluster, how long after a block reaches the
// replica that took the write its shard's other replica has it (replication lag; shard 1,
// sampled every 2 ms, so ±2 ms).
//
//	go test -tags cluster -run '^$' -bench BenchmarkClusterBackfill -benchtime 1x ./cmd/vera
func BenchmarkClusterBackfill(b *testing.B) {
	bin := buildVera(b)
	ctx := context.Background()
	_, m, head, manifest := indexedHistory(b, 20)
	run := func(b *testing.B, db *schema.DB, args ...string) time.Duration {
		// Ranges of 10 blocks: many batches, so that the lag has samples enough for a p99. The
		// process's start is part of the figure.
		start := time.Now()
		ix := startIndex(b, bin, m.RPCURL, manifest, append([]string{"--index-range-initial", "10", "--index-range-max", "10"}, args...)...)
		ix.wait(b, func() uint64 { return indexedBlock(db, "indexer_progress") }, head, 5*time.Minute)
		took := time.Since(start)
		ix.stop()
		return took
	}
	report := func(b *testing.B, took time.Duration) {
		b.ReportMetric(float64(head+1)/took.Seconds(), "blocks/s")
		b.ReportMetric(float64(20*100)/took.Seconds(), "transfers/s")
		b.ReportMetric(took.Seconds(), "s/backfill")
	}
	b.Run("one-server", func(b *testing.B) {
		for range b.N {
			db := schematest.New(b)
			report(b, run(b, db, "--clickhouse-dsn", schematest.DSN(b, db.Name())))
		}
	})
	b.Run("cluster-2x2", func(b *testing.B) {
		for range b.N {
			db := newClusterDB(b)
			first, second := nodeConn(b, "1"), nodeConn(b, "2")
			seen := func(c driver.Conn) uint64 {
				var n uint64
				_ = c.QueryRow(ctx, "SELECT max(block_number) FROM "+db.Name()+".chain_blocks_local").Scan(&n)
				return n
			}
			stop := make(chan struct{})
			lagsDone := make(chan []time.Duration)
			go func() {
				onFirst := map[uint64]time.Time{}
				var lags []time.Duration
				var lastFirst, lastSecond uint64
				for {
					select {
					case <-stop:
						lagsDone <- lags
						return
					default:
					}
					now := time.Now()
					if n := seen(first); n > lastFirst {
						onFirst[n], lastFirst = now, n
					}
					if n := seen(second); n > lastSecond {
						lastSecond = n
						if at, ok := onFirst[n]; ok {
							lags = append(lags, time.Since(at))
						}
					}
					time.Sleep(2 * time.Millisecond)
				}
			}()
			took := run(b, db, "--clickhouse-dsn", schematest.ClusterDSN(b, db.Name()), "--clickhouse-cluster", schematest.ClusterName)
			time.Sleep(500 * time.Millisecond)
			close(stop)
			lags := <-lagsDone
			report(b, took)
			if len(lags) == 0 {
				b.Fatal("no replication lag sampled")
			}
			sort.Slice(lags, func(i, j int) bool { return lags[i] < lags[j] })
			b.ReportMetric(float64(lags[len(lags)/2].Microseconds())/1000, "lag-p50-ms")
			b.ReportMetric(float64(lags[len(lags)*99/100].Microseconds())/1000, "lag-p99-ms")
			b.ReportMetric(float64(len(lags)), "lag-samples")
		}
	})
}

// newClusterDB opens a new database on the test cluster with every migration applied.
func newClusterDB(t testing.TB) *schema.DB {
	t.Helper()
	db := schematest.EmptyCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if _, err := schema.Migrate(ctx, db, nil); err != nil {
		t.Fatalf("migrate test database on the cluster: %v", err)
	}
	return db
}
