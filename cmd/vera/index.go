package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"path/filepath"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/pipeline"
	"github.com/vera-invest/vera/schema"
)

// indexConfig tunes the indexer that dev, serve and index run.
type indexConfig struct {
	StartBlock    int
	Confirmations int
	Window        int
	Workers       int
	RangeInitial  int
	RangeMax      int
	Poll          time.Duration
}

func (c *indexConfig) register(f flags) {
	f.int(&c.StartBlock, "index-start-block", 0, "first block the indexer reads")
	f.int(&c.Confirmations, "index-confirmations", 0, "blocks the indexer stays below the head")
	f.int(&c.Window, "index-window", 64, "deepest reorg rolled back, in blocks; a checkpoint gone deeper means another chain and a rebuild")
	f.int(&c.Workers, "index-workers", 4, "ranges read and written in parallel while behind")
	f.int(&c.RangeInitial, "index-range-initial", 100, "blocks of the first eth_getLogs range")
	f.int(&c.RangeMax, "index-range-max", 2000, "most blocks of one eth_getLogs range")
	f.duration(&c.Poll, "index-poll", indexer.DefaultPoll, "wait between polls at the head")
}

func (c indexConfig) build(d *chain.Deployment, client *chain.Client, db *schema.DB, log *slog.Logger, metrics *indexer.Metrics, indexed func(uint64)) (*indexer.Indexer, error) {
	if c.StartBlock < 0 || c.Confirmations < 0 || c.Window <= 0 || c.Workers <= 0 || c.RangeInitial <= 0 || c.RangeMax <= 0 {
		return nil, errors.New("index flags must be positive (start block and confirmations may be 0)")
	}
	return indexer.New(indexer.Config{
		ChainID: uint64(d.ChainID), StartBlock: uint64(c.StartBlock), Confirmations: uint64(c.Confirmations),
		Window: uint64(c.Window), Workers: c.Workers, Poll: c.Poll,
		Ranges:  indexer.RangeConfig{Initial: uint64(c.RangeInitial), Max: uint64(c.RangeMax)},
		Logger:  log.With("component", "indexer"),
		Metrics: metrics,
		Indexed: indexed,
	}, indexer.NewRPCSource(client), indexer.NewStore(db), indexer.ContractsOf(d))
}

// addIndex starts the indexer (stopped with the rest of the app) and adds the routes that read
// its tables (GET /api/vera-record). Each indexed block wakes trades' notifications (the
// minutely job stays the safety net) and the portfolios' touched tokens. Among replicas only the leader indexes: each term of its
// lead runs a fresh indexer (it loads the checkpoint another leader left), stopped when the
// term ends.
func (a *app) addIndex(ctx context.Context, cp *chainParts, ic indexConfig, trades *autopilot.Trades) error {
	metrics := indexer.NewMetrics(a.registry)
	build := func() (*indexer.Indexer, error) {
		return ic.build(cp.deployment, cp.client.Lane(chain.LaneIndexer), a.db, a.log, metrics, a.indexed.Notify)
	}
	ix, err := build()
	if err != nil {
		return err
	}
	d := cp.deployment
	records := agent.NewTrackRecords(agent.TrackRecordsConfig{
		ChainID: uint64(d.ChainID), AgentID: big.NewInt(d.AgentID), Registry: d.IdentityRegistry,
	}, agent.NewStore(a.db), cp.client.Lane(chain.LanePublic))
	a.routes = append(a.routes, api.RecordRoutes(records))
	a.records, a.tools.Records = records, records
	ictx, stop := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		defer close(done)
		if a.leads == nil {
			if err := ix.Run(ictx); err != nil {
				a.log.Error("indexer stopped", "err", err)
			}
			return
		}
		for ictx.Err() == nil {
			term, err := a.leads.Lead(ictx)
			if err != nil {
				return
			}
			a.log.Info("indexer leading")
			// The indexer stops with the term or at shutdown, whichever comes first.
			runCtx, cancel := context.WithCancel(ictx)
			stopWithTerm := context.AfterFunc(term, cancel)
			err = ix.Run(runCtx)
			stopWithTerm()
			cancel()
			if err != nil {
				a.log.Error("indexer stopped", "err", err)
			}
			if ix, err = build(); err != nil {
				a.log.Error("indexer stopped", "err", err)
				return
			}
		}
	}()
	a.life.onStop("indexer", func() error { stop(); <-done; return nil })
	lctx, stopListen := context.WithCancel(context.WithoutCancel(ctx))
	listened := make(chan struct{})
	go func() {
		defer close(listened)
		(&pipeline.NotifyTrades{Trades: trades, Log: a.log}).Listen(lctx, a.indexed.C())
	}()
	a.life.onStop("trade notifications", func() error { stopListen(); <-listened; return nil })
	return nil
}

// runIndex runs the indexer alone: against the devnet of --data-dir by default, or --rpc-url and
// --manifest.
func runIndex(ctx context.Context, args []string) error {
	f := newFlags("index")
	var c baseConfig
	c.register(f, false)
	var ic indexConfig
	ic.register(f)
	var rpcURL, manifest string
	f.string(&rpcURL, "rpc-url", "http://"+devnet.DefaultListenAddr, "chain 4663 JSON-RPC URL")
	f.string(&manifest, "manifest", "", "deployment file (default: the devnet's, in --data-dir)")
	if err := f.parse(args); err != nil {
		return err
	}
	log, err := c.logger()
	if err != nil {
		return err
	}
	if manifest == "" {
		manifest = filepath.Join(c.DataDir, devnetManifest)
	}
	d, err := chain.LoadDeployment(manifest)
	if err != nil {
		return err
	}
	// Migrated under the replicas' lock when --coord-hosts names their coordination service.
	db, n, done, err := openToolDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer done()
	log.Info("clickhouse ready", "dsn", schema.RedactDSN(c.ClickHouseDSN), "migrations_applied", n)
	// The indexer is this process's only reader: its lane gets the whole budget.
	client, err := chain.Dial(ctx, rpcURL, chain.ClientConfig{LaneShares: map[chain.Lane]float64{chain.LaneIndexer: 1}})
	if err != nil {
		return err
	}
	defer client.Close()
	if id, err := client.ChainID(ctx); err != nil {
		return fmt.Errorf("read chain id: %w", err)
	} else if id.Int64() != d.ChainID {
		return fmt.Errorf("the node serves chain %d, the manifest is for chain %d", id, d.ChainID)
	}
	reg := prometheus.NewRegistry()
	ix, err := ic.build(d, client.Lane(chain.LaneIndexer), db, log, indexer.NewMetrics(reg), nil)
	if err != nil {
		return err
	}
	if c.MetricsAddr != "off" {
		ln, err := net.Listen("tcp", c.MetricsAddr)
		if err != nil {
			return fmt.Errorf("listen %s (metrics): %w", c.MetricsAddr, err)
		}
		log.Info("metrics listening", "addr", ln.Addr().String())
		mctx, stop := context.WithCancel(ctx)
		defer stop()
		go func() {
			if err := api.ServeMetrics(mctx, ln, reg); err != nil {
				log.Error("metrics listener", "err", err)
			}
		}()
	}
	log.Info("indexing", "chainId", d.ChainID)
	return ix.Run(ctx)
}
