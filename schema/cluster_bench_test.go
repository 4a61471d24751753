package schema_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// BenchmarkInsertSnapshots: one op is one batch of 10,000 hourly balance snapshots (the hourly
// job's insert), into a single server and into the 2x2 cluster through its Distributed table.
//
//	go test ./schema -run '^$' -bench BenchmarkInsertSnapshots -benchtime 20x
func BenchmarkInsertSnapshots(b *testing.B) {
	for _, tt := range []struct {
		name string
		open func(testing.TB) *schema.DB
	}{{"one-server", schematest.Empty}, {"cluster-2x2", schematest.EmptyCluster}} {
		b.Run(tt.name, func(b *testing.B) {
			db := tt.open(b)
			ctx := context.Background()
			all, err := schema.Migrations()
			if err != nil {
				b.Fatal(err)
			}
			var some []schema.Migration
			for _, m := range all {
				if m.Version == 500 {
					some = append(some, m)
				}
			}
			if _, err := (&schema.Migrator{DB: db, Migrations: some}).Run(ctx); err != nil {
				b.Fatal(err)
			}
			const rows = 10_000
			addrs := make([]string, rows)
			for i := range addrs {
				addrs[i] = fmt.Sprintf("0x%040x", i)
			}
			hour := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			b.ResetTimer()
			for i := range b.N {
				at := hour.Add(time.Duration(i) * time.Hour)
				batch, err := db.PrepareBatch(ctx, "INSERT INTO balance_snapshots (address, taken_at, cash_usd, invested_usd, total_usd, block_number, written_at)")
				if err != nil {
					b.Fatal(err)
				}
				for j, a := range addrs {
					if err := batch.Append(a, at, float64(j), 1.5, float64(j)+1.5, uint64(i), at); err != nil {
						b.Fatal(err)
					}
				}
				if err := batch.Send(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
