package indexer_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/indexer"
)

// sharedSeconds is the devnet as Robinhood Chain would answer it: ten blocks to a second. The
// simulated beacon gives every block a later second than its parent, so the headers' timestamps are
// rewritten (block n at base + n/10) on their way to the indexer; hashes and logs are the chain's.
type sharedSeconds struct {
	indexer.Source
	base uint64
}

func (s sharedSeconds) time(n uint64) uint64 { return s.base + n/10 }

func (s sharedSeconds) Range(ctx context.Context, from, to uint64, f indexer.Filter) ([]indexer.Header, []types.Log, error) {
	hs, logs, err := s.Source.Range(ctx, from, to, f)
	for i := range hs {
		hs[i].Time = s.time(hs[i].Number)
	}
	return hs, logs, err
}

func gauge(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name && mf.GetType() == dto.MetricType_GAUGE {
			return mf.GetMetric()[0].GetGauge().GetValue()
		}
	}
	t.Fatalf("no gauge %s", name)
	return 0
}

// Blocks that share a second are indexed each under its own number, with its own (shared) time, and
// the head lag is the wall-clock time since the indexer first saw the oldest block it has not
// indexed: block timestamps would read 0 s behind for ten blocks of lag.
func TestBlocksSharingASecond(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	for k := byte(0); k < 4; k++ {
		mintTo(t, e.d, addresses(0xb1+k, 6), func(i int) *big.Int { return big.NewInt(int64(1000 + i)) })
		for range 5 {
			e.d.Commit()
		}
	}
	head, err := e.d.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if head < 12 {
		t.Fatalf("devnet head %d: want a dozen blocks to share seconds", head)
	}

	src := sharedSeconds{Source: indexer.NewRPCSource(e.d.Client()), base: 1_800_000_000}
	reg := prometheus.NewRegistry()
	t0 := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	now := t0
	ix := e.indexer(t, indexer.Config{
		Workers: 1, Ranges: indexer.RangeConfig{Initial: 1, Max: 1}, Metrics: indexer.NewMetrics(reg),
		Now: func() time.Time { return now },
	}, src)

	// One block a step: the lag is measured from t0, when the head was first seen.
	steps := []struct {
		advance time.Duration
		seal    bool
		lag     float64 // seconds after the step
	}{
		{0, false, 0},
		{700 * time.Millisecond, false, 0.7},
		{300 * time.Millisecond, true, 1.0}, // a new block sealed: block 3 was still seen first at t0
		{500 * time.Millisecond, false, 1.5},
	}
	for i, s := range steps {
		now = now.Add(s.advance)
		if s.seal {
			e.d.Commit()
		}
		if err := ix.Converge(ctx); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if got := ix.Checkpoint().Next; got != uint64(i+1) {
			t.Fatalf("step %d: checkpoint %d", i, got)
		}
		if got := gauge(t, reg, "vera_indexer_head_lag_seconds"); got != s.lag {
			t.Errorf("step %d: head lag %v s, want %v", i, got, s.lag)
		}
	}
	if lag := gauge(t, reg, "vera_indexer_head_lag_blocks"); lag < 9 {
		t.Fatalf("head lag %v blocks: the test wants blocks of the same second behind", lag)
	}

	now = now.Add(time.Second)
	converge(t, ix)
	if got := gauge(t, reg, "vera_indexer_head_lag_seconds"); got != 0 {
		t.Errorf("at the head: lag %v s", got)
	}
	indexed := requireIndexEqualsChain(t, e)

	// Every block and transfer keeps its block's shared second.
	rows, err := e.db.Query(ctx, `SELECT block_number, toUInt64(block_time) FROM canonical_blocks WHERE chain_id = ?
		UNION ALL SELECT block_number, toUInt64(block_time) FROM canonical_transfers WHERE chain_id = ?`, uint64(devnet.ChainID), uint64(devnet.ChainID))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	perSecond := map[uint64]int{}
	n := 0
	for rows.Next() {
		var num, at uint64
		if err := rows.Scan(&num, &at); err != nil {
			t.Fatal(err)
		}
		if at != src.time(num) {
			t.Fatalf("block %d: time %d, want %d", num, at, src.time(num))
		}
		perSecond[at]++
		n++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if n <= int(indexed)+1 || len(perSecond) > int(indexed)/10+1 {
		t.Fatalf("%d rows over %d seconds for %d blocks", n, len(perSecond), indexed+1)
	}
	var cpTime uint64
	if err := e.db.QueryRow(ctx, `SELECT toUInt64(indexed_block_time) FROM indexer_progress WHERE chain_id = ?`, uint64(devnet.ChainID)).Scan(&cpTime); err != nil {
		t.Fatal(err)
	}
	if cpTime != src.time(indexed) {
		t.Fatalf("checkpoint time %d, want %d", cpTime, src.time(indexed))
	}
}
