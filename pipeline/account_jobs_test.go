package pipeline_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/pipeline"
)

// The snapshot job stamps the hour it runs in and the retention job drops what is older than
// 90 days.
func TestAccountJobs(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	a := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	e.Pay(t, 1, a, big.NewInt(250_000_000))
	seen := account.NewSeen(e.Store)
	p := e.Portfolios(t, 0)
	pf, err := p.Get(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	seen.Portfolio(a, pf)

	now := time.Date(2026, 11, 23, 14, 0, 3, 0, time.UTC) // a run fired on the hour, 3 s late
	snap := &pipeline.SnapshotBalances{Snapshots: &account.Snapshots{Portfolios: p, Store: e.Store, Seen: seen, ChainID: uint64(e.M.ChainID)}, Now: func() time.Time { return now }}
	old := account.BalanceSnapshot{Address: a, TakenAt: now.Add(-100 * 24 * time.Hour).Truncate(time.Hour).Unix(), CashUsd: 1, TotalUsd: 1}
	if err := e.Store.InsertSnapshots(ctx, []account.BalanceSnapshot{old}, now); err != nil {
		t.Fatal(err)
	}
	if err := snap.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := (&pipeline.DropOldSnapshots{Store: e.Store, Now: func() time.Time { return now }}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	all, err := e.Store.History(ctx, a, now.AddDate(-1, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 || all[0].TakenAt != time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC).Unix() || all[0].CashUsd != 250 || all[0].TotalUsd != 250 {
		t.Fatalf("snapshots after the jobs: %+v", all)
	}
	var s pipeline.AccountSchedules
	for _, when := range []pipeline.Schedule{s.Snapshots(), s.Retention()} {
		if !when.Aligned || when.Every != time.Hour {
			t.Errorf("schedule %+v is not hourly on the hour", when)
		}
	}
}
