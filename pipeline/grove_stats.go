package pipeline

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/grove"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
)

// GroveStatsEvery keeps grove stats within the groves route's 60-second edge cache.
var GroveStatsEvery = Schedule{Every: 30 * time.Second, AtStart: true}

// RefreshGroveStats reads every grove vault's stats in one multicall and republishes the
// market snapshot's groves with them. Before the first read, and for a grove without a
// deployment, stats are zeros; when a read fails the last good stats stay.
type RefreshGroveStats struct {
	Multicall *chain.Multicall
	Groves    []chain.Grove
	Holder    *snapshot.Holder

	mu    sync.RWMutex
	stats map[string]baskets.GroveStats
}

// Name implements Job.
func (j *RefreshGroveStats) Name() string { return "refresh-grove-stats" }

// Stats returns a grove's latest stats (zeros when unknown); RebuildMarket's Options.Stats
// uses it so that a rebuild keeps them.
func (j *RefreshGroveStats) Stats(groveID string) baskets.GroveStats {
	j.mu.RLock()
	defer j.mu.RUnlock()
	return j.stats[groveID]
}

// Run implements Job.
func (j *RefreshGroveStats) Run(ctx context.Context) error {
	if len(j.Groves) == 0 {
		return nil
	}
	read, err := grove.ReadStats(ctx, j.Multicall, j.Groves)
	if err != nil {
		return fmt.Errorf("refresh grove stats: %w", err)
	}
	j.mu.Lock()
	next := make(map[string]baskets.GroveStats, len(read))
	for id, s := range read {
		if last, ok := j.stats[id]; ok && !s.Deployed && last.Deployed {
			// The vault answered before and its reads failed now (a feed or node hiccup): a
			// vault is never undeployed, so its last good stats stay.
			next[id] = last
			continue
		}
		next[id] = baskets.GroveStats{Deployed: s.Deployed, Users: int(s.Users), ManagedUsd: grove.USD(s.ManagedUSD), FeesUsd: grove.USD(s.FeesUSD)}
	}
	j.stats = next
	j.mu.Unlock()
	cur := j.Holder.Load()
	if cur == nil {
		return nil // the first build will pick the stats up through Stats
	}
	upd, err := cur.WithGroveStats(j.Stats)
	if err != nil {
		return fmt.Errorf("refresh grove stats: %w", err)
	}
	j.Holder.Replace(cur, upd) // a newer build already carries these stats
	return nil
}
