package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
)

// GroveStatsInterval keeps grove stats within the groves route's 60-second edge cache.
const GroveStatsInterval = 30 * time.Second

// RefreshGroveStats reads every grove vault's stats and republishes the market snapshot's
// groves with them. The first build picks them up through VaultStats.Stats.
type RefreshGroveStats struct {
	Vaults *baskets.VaultStats
	Holder *snapshot.Holder
}

// Name implements Job.
func (j *RefreshGroveStats) Name() string { return "refresh-grove-stats" }

// Run implements Job.
func (j *RefreshGroveStats) Run(ctx context.Context) error {
	if err := j.Vaults.Refresh(ctx); err != nil {
		return fmt.Errorf("refresh grove stats: %w", err)
	}
	cur := j.Holder.Load()
	if cur == nil {
		return nil
	}
	upd, err := cur.WithGroveStats(j.Vaults.Stats)
	if err != nil {
		return fmt.Errorf("refresh grove stats: %w", err)
	}
	j.Holder.Replace(cur, upd) // a newer build already carries these stats
	return nil
}
