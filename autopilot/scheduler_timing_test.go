package autopilot

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema/schematest"
)

// BenchmarkSchedulerBounds10k is one scheduler tick's bound evaluation over 10,000 due
// configs, chain work excluded (each owner's cash is given): read the due configs from
// ClickHouse, then paused, cash, spend cap, the drafted plan's measured risk and its legs for
// every one. Baseline: reading the due configs alone.
func BenchmarkSchedulerBounds10k(b *testing.B) {
	const n = 10_000
	ctx := context.Background()
	store := &Store{DB: schematest.New(b)}
	now := time.Now().UTC().Truncate(time.Second)
	goals := []string{"steady growth", "AI for the long term", "halal tech", "momentum chips", "income for retirement"}
	rows := make([][]any, 0, n)
	cash := map[common.Address]*big.Int{}
	for i := range n {
		c := Config{UserID: fmt.Sprintf("user-%05d", i), WalletID: fmt.Sprintf("w-%05d", i), Owner: common.BigToAddress(big.NewInt(int64(i + 1))),
			SmartAccount: common.BigToAddress(big.NewInt(int64(n + i + 1))), Goal: goals[i%len(goals)], AmountE6: uint64(50+i%200) * 1_000_000,
			Cadence: weekly, RiskCeilingBps: 6000, MaxPerPeriodE6: 1_000_000_000, Active: i%50 != 0, PeriodStart: now.Add(-time.Hour),
			CreatedAt: now.Add(-time.Hour), NextRunAt: now.Add(-time.Minute), UpdatedAt: now}
		rows = append(rows, []any{c.UserID, uint64(1), flag(false), c.WalletID, c.Owner.Hex(), c.SmartAccount.Hex(), c.Goal, c.AmountE6,
			string(c.Cadence), uint16(c.RiskCeilingBps), c.MaxPerPeriodE6, flag(c.Active), c.PausedBy, uint32(0), uint16(0), uint64(0),
			c.PeriodStart, c.CreatedAt, c.NextRunAt, unixOrZero(c.LastRunAt), c.UpdatedAt})
		cash[c.Owner] = big.NewInt(int64(i%7) * 100_000_000)
	}
	if err := store.insert(ctx, "INSERT INTO autopilot_configs ("+configColumns+")", rows...); err != nil {
		b.Fatal(err)
	}
	snap, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: func() *snapshot.MarketBuild { return snap }})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("read-due-configs", func(b *testing.B) {
		for b.Loop() {
			due, err := store.dueConfigs(ctx, now)
			if err != nil || len(due) != n {
				b.Fatalf("%d due, %v", len(due), err)
			}
		}
	})
	b.Run("read-and-evaluate-bounds", func(b *testing.B) {
		for b.Loop() {
			due, err := store.dueConfigs(ctx, now)
			if err != nil || len(due) != n {
				b.Fatalf("%d due, %v", len(due), err)
			}
			passed := 0
			for _, c := range due {
				if _, reason := evaluateBounds(c, cash[c.Owner], now, drafter, snap.Panel); reason == "" {
					passed++
				}
			}
			if passed == 0 {
				b.Fatal("no config passed its bounds")
			}
		}
	})
}
