package indexer

import "github.com/prometheus/client_golang/prometheus"

// Metrics are the indexer's Prometheus series.
type Metrics struct {
	head          prometheus.Gauge
	indexed       prometheus.Gauge
	indexedTime   prometheus.Gauge
	lagBlocks     prometheus.Gauge
	lagSeconds    prometheus.Gauge
	rows          prometheus.Counter
	rpcErrors     prometheus.Counter
	reorgs        prometheus.Counter
	reorgDepth    prometheus.Histogram
	rebuilds      prometheus.Counter
	rpcSeconds    prometheus.Counter
	decodeSeconds prometheus.Counter
	insertSeconds prometheus.Counter
}

// NewMetrics creates the series and registers them with reg (nil: not registered).
func NewMetrics(reg prometheus.Registerer) *Metrics {
	g := func(name, help string) prometheus.Gauge {
		return prometheus.NewGauge(prometheus.GaugeOpts{Name: name, Help: help})
	}
	c := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
	}
	m := &Metrics{
		head:          g("vera_indexer_head_block", "Latest block number the node reported."),
		indexed:       g("vera_indexer_indexed_block", "Highest block whose rows are all written (the checkpoint)."),
		indexedTime:   g("vera_indexer_indexed_block_timestamp_seconds", "Timestamp of the checkpoint's block."),
		lagBlocks:     g("vera_indexer_head_lag_blocks", "Blocks between the head and the checkpoint."),
		lagSeconds:    g("vera_indexer_head_lag_seconds", "Wall-clock seconds since the indexer first saw the oldest confirmed block it has not indexed (0 at the head); not block timestamps, which blocks share."),
		rows:          c("vera_indexer_rows_total", "Rows written (blocks, transfers, agent and grove events); rate() gives rows per second."),
		rpcErrors:     c("vera_indexer_rpc_errors_total", "Failed reads from the node."),
		reorgs:        c("vera_indexer_reorgs_total", "Reorgs rolled back."),
		reorgDepth:    prometheus.NewHistogram(prometheus.HistogramOpts{Name: "vera_indexer_reorg_depth_blocks", Help: "Depth of each reorg rolled back.", Buckets: []float64{1, 2, 3, 5, 8, 16, 32, 64, 128}}),
		rebuilds:      c("vera_indexer_rebuilds_total", "Indexes dropped and rebuilt because the chain changed."),
		rpcSeconds:    c("vera_indexer_rpc_seconds_total", "Seconds spent reading ranges from the node (summed over workers)."),
		decodeSeconds: c("vera_indexer_decode_seconds_total", "Seconds spent decoding logs (summed over workers)."),
		insertSeconds: c("vera_indexer_insert_seconds_total", "Seconds spent inserting rows (summed over workers)."),
	}
	if reg != nil {
		reg.MustRegister(m.head, m.indexed, m.indexedTime, m.lagBlocks, m.lagSeconds, m.rows, m.rpcErrors,
			m.reorgs, m.reorgDepth, m.rebuilds, m.rpcSeconds, m.decodeSeconds, m.insertSeconds)
	}
	return m
}
