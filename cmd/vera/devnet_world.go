package main

import (
	"context"
	"log/slog"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/devmode"
)

// Where `vera devnet --world` keeps its chain and writes its addresses, under --data-dir.
const (
	worldDir  = "world"
	worldFile = "world.json"
)

// worldFlags are `vera devnet --world`'s own flags.
type worldFlags struct {
	on           bool
	l1GasPerByte int
	noSimulateV1 bool
	holderListed string
}

// runWorld runs the world chain alone (docs/devnet.md): the bundled universe's stand-in tokens with
// MockV3Aggregator feeds at their last real closes, kept fresh by the oracle heartbeat, which
// re-posts those closes.
func runWorld(ctx context.Context, c baseConfig, cc chainConfig, wf worldFlags, log *slog.Logger) error {
	assets, err := devnetAssets()
	if err != nil {
		return err
	}
	path := filepath.Join(c.DataDir, worldFile)
	d, err := devnet.Start(ctx, devnet.Config{
		Assets:       assets,
		ListenAddr:   cc.DevnetAddr,
		DataDir:      filepath.Join(c.DataDir, worldDir),
		Logger:       log,
		World:        &devnet.WorldConfig{Path: path, HolderListed: wf.holderListed},
		Arbitrum:     &devnet.ArbitrumConfig{L1GasPerByte: uint64(wf.l1GasPerByte)},
		NoSimulateV1: wf.noSimulateV1,
	})
	if err != nil {
		return err
	}
	defer func() {
		if err := d.Close(); err != nil {
			log.Warn("world chain stop", "err", err)
		}
	}()
	log.Info("world chain ready: its addresses are in world.json", "path", path)
	hb := &devmode.Heartbeat{Feeds: d.World().Feeds(), Log: log, Closes: devmode.BundledCloses,
		Post: func(ctx context.Context, feeds []common.Address, pricesE8 []*big.Int) error {
			return devnet.PostWorldPrices(ctx, d.Client(), feeds, pricesE8)
		}}
	beat := func() {
		if err := hb.Beat(ctx); err != nil && ctx.Err() == nil {
			log.Warn("oracle heartbeat", "err", err)
		}
	}
	beat()
	t := time.NewTicker(devmode.HeartbeatInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
			beat()
		}
	}
}
