package account_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/schema/schematest"
)

func TestParseHours(t *testing.T) {
	f := func(in string, present bool, want int, ok bool) {
		t.Helper()
		got, err := account.ParseHours(in, present)
		if (err == nil) != ok || got != want {
			t.Errorf("ParseHours(%q, %v) = %d, %v", in, present, got, err)
		}
	}
	f("", false, 720, true)
	f("2", true, 2, true)
	f("2160", true, 2160, true)
	f("1", true, 0, false)
	f("2161", true, 0, false)
	f("", true, 0, false)
	f("24.5", true, 0, false)
	f("-5", true, 0, false)
	f("1e3", true, 0, false)
	f("99999999999999999999", true, 0, false)
}

func TestSnapshots(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	grove := e.Deposit(t, 2, 1000)                                               // seen in the index (its USDG moved)
	queried := common.HexToAddress("0x00000000000000000000000000000000000a11ce") // seen by the API only
	e.Mint(t, "SPY", queried, whole(1, 18))
	unseen := common.HexToAddress("0x00000000000000000000000000000000000005ee")
	e.Index(t, 0)

	p := e.Portfolios(t, 0)
	seen := account.NewSeen(e.Store)
	pf, err := p.Get(ctx, queried)
	if err != nil {
		t.Fatal(err)
	}
	seen.Portfolio(queried, pf)
	job := &account.Snapshots{Portfolios: p, Store: e.Store, Seen: seen, ChainID: uint64(e.M.ChainID), Batch: 7}

	h1 := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	n, err := job.Take(ctx, h1.Add(37*time.Minute+12*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	addrs, err := e.Store.SeenAddresses(ctx, uint64(e.M.ChainID))
	if err != nil {
		t.Fatal(err)
	}
	if n != len(addrs) || n < 10 {
		t.Fatalf("%d snapshots for %d seen addresses", n, len(addrs))
	}
	has := map[common.Address]bool{}
	for _, a := range addrs {
		has[a] = true
	}
	if !has[grove] || !has[queried] || has[unseen] || has[common.Address{}] {
		t.Fatalf("seen addresses %v", addrs)
	}

	// A rerun of the same hour replaces it; a skipped hour stays missing.
	if _, err := job.Take(ctx, h1.Add(50*time.Minute)); err != nil {
		t.Fatal(err)
	}
	h3 := h1.Add(2 * time.Hour)
	if _, err := job.Take(ctx, h3); err != nil {
		t.Fatal(err)
	}

	// Each snapshot is the portfolio route's valuation of the same address.
	for _, a := range []common.Address{grove, queried} {
		pf, err := p.Get(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		h, err := e.Store.BalanceHistory(ctx, a, 720, h3.Add(20*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		if len(h.Snapshots) != 2 || h.Snapshots[0].TakenAt != h1.Unix() || h.Snapshots[1].TakenAt != h3.Unix() {
			t.Fatalf("%s: history %+v", a.Hex(), h.Snapshots)
		}
		for _, s := range h.Snapshots {
			if s.CashUsd != pf.CashUsd || s.InvestedUsd != pf.InvestedUsd || s.TotalUsd != pf.TotalUsd || s.TotalUsd == 0 {
				t.Errorf("%s: snapshot %+v, portfolio %v/%v/%v", a.Hex(), s, pf.CashUsd, pf.InvestedUsd, pf.TotalUsd)
			}
		}
	}

	// hours counts back from the current hour: 2 hours at h3+20m is h2 and h3.
	h, err := e.Store.BalanceHistory(ctx, grove, 2, h3.Add(20*time.Minute))
	if err != nil || len(h.Snapshots) != 1 || h.Snapshots[0].TakenAt != h3.Unix() || h.AsOf != "2026-11-20T11:20:00Z" {
		t.Fatalf("2 hours: %+v %v", h, err)
	}
	h, err = e.Store.BalanceHistory(ctx, grove, 3, h3.Add(20*time.Minute))
	if err != nil || len(h.Snapshots) != 2 {
		t.Fatalf("3 hours: %+v %v", h, err)
	}
	h, err = e.Store.BalanceHistory(ctx, unseen, 720, h3)
	if b, _ := json.Marshal(h); err != nil || string(b) != `{"snapshots":[],"asOf":"2026-11-20T11:00:00Z"}` {
		t.Fatalf("unseen: %s %v", b, err)
	}
	b, _ := json.Marshal(h1Snapshot(t, e, queried, h3))
	var shape map[string]any
	json.Unmarshal(b, &shape)
	if len(shape) != 4 || shape["takenAt"] != float64(h1.Unix()) {
		t.Errorf("snapshot JSON %s", b)
	}
}

func h1Snapshot(t *testing.T, e *accounttest.Env, a common.Address, now time.Time) account.BalanceSnapshot {
	t.Helper()
	h, err := e.Store.BalanceHistory(context.Background(), a, 720, now)
	if err != nil || len(h.Snapshots) == 0 {
		t.Fatalf("%v %v", h, err)
	}
	return h.Snapshots[0]
}

// Retention drops whole days older than 90 days and keeps the rest.
func TestSnapshotRetention(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	a := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	now := time.Date(2026, 11, 23, 15, 30, 0, 0, time.UTC)
	var snaps []account.BalanceSnapshot
	for _, age := range []time.Duration{100 * 24 * time.Hour, 91 * 24 * time.Hour, 90*24*time.Hour + 15*time.Hour, 89 * 24 * time.Hour, time.Hour} {
		at := now.Add(-age).Truncate(time.Hour)
		snaps = append(snaps, account.BalanceSnapshot{Address: a, TakenAt: at.Unix(), CashUsd: 1, TotalUsd: 1})
	}
	if err := e.Store.InsertSnapshots(ctx, snaps, now); err != nil {
		t.Fatal(err)
	}
	dropped, err := e.Store.DropSnapshotsBefore(ctx, now.Add(-account.Retention))
	if err != nil {
		t.Fatal(err)
	}
	// The cutoff is 2026-08-25 15:30: the days up to 2026-08-24 go; 2026-08-25 (partly younger) stays.
	if got := mustJSON(dropped); got != `["20260815","20260824"]` {
		t.Fatalf("dropped %s", got)
	}
	all, err := e.Store.History(ctx, a, now.AddDate(-1, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, s := range all {
		kept = append(kept, time.Unix(s.TakenAt, 0).UTC().Format(time.DateTime))
	}
	if got := mustJSON(kept); got != `["2026-08-25 00:00:00","2026-08-26 15:00:00","2026-11-23 14:00:00"]` {
		t.Fatalf("kept %s", got)
	}
	if again, err := e.Store.DropSnapshotsBefore(ctx, now.Add(-account.Retention)); err != nil || len(again) != 0 {
		t.Fatalf("second drop %v %v", again, err)
	}
}

// The index narrows which balances are read; the values stay exactly those of reading every
// token for every address, also for a token first received after the index's checkpoint.
func TestSnapshotReadsNarrowedByIndex(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	early := common.HexToAddress("0x0000000000000000000000000000000000ea71e0")
	late := common.HexToAddress("0x00000000000000000000000000000000000001a7")
	e.Mint(t, "AAPL", early, whole(1, 18))
	e.Pay(t, 1, early, whole(10, 6))
	e.Deposit(t, 2, 300)
	e.Index(t, 0) // the checkpoint
	e.Mint(t, "NVDA", late, whole(5, 18))
	e.Mint(t, "SPY", early, whole(1, 18))

	seen := account.NewSeen(e.Store)
	pf, err := e.Portfolios(t, 0).Get(ctx, late)
	if err != nil {
		t.Fatal(err)
	}
	seen.Portfolio(late, pf)
	if err := seen.Flush(ctx, time.Now()); err != nil {
		t.Fatal(err)
	}
	addrs, err := e.Store.SeenAddresses(ctx, uint64(e.M.ChainID))
	if err != nil {
		t.Fatal(err)
	}
	p := e.Portfolios(t, 0)
	hour := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	all, err := (&account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID)}).Value(ctx, addrs, hour)
	if err != nil {
		t.Fatal(err)
	}
	narrowed, err := (&account.Snapshots{Portfolios: p, Store: e.Store, ChainID: uint64(e.M.ChainID), Chain: e.Dev.Client()}).Value(ctx, addrs, hour)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := mustJSON(all), mustJSON(narrowed); a != b || len(all) != len(addrs) {
		t.Fatalf("narrowed reads differ:\n%s\n%s", a, b)
	}
	for i, a := range addrs {
		if (a == late || a == early) && all[i].InvestedUsd == 0 {
			t.Errorf("%s has no invested value: %+v", a.Hex(), all[i])
		}
	}
}

var sqlBlock = regexp.MustCompile("(?s)```sql\n(.*?)```")

// Every example query of docs/analytics.md's balance snapshot section runs against snapshots the
// job wrote, and returns rows.
func TestAnalyticsExamples(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	e.Deposit(t, 2, 500)
	e.Index(t, 0)
	job := &account.Snapshots{Portfolios: e.Portfolios(t, 0), Store: e.Store, ChainID: uint64(e.M.ChainID)}
	if _, err := job.Take(ctx, time.Now()); err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join("..", "docs", "analytics.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	start := strings.Index(text, "\n## Balance snapshots\n")
	if start < 0 {
		t.Fatal("docs/analytics.md has no balance snapshot section")
	}
	section := text[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	queries := sqlBlock.FindAllStringSubmatch(section, -1)
	if len(queries) < 2 {
		t.Fatalf("%d example queries", len(queries))
	}
	for _, q := range queries {
		rows, err := e.DB.Query(ctx, q[1])
		if err != nil {
			t.Fatalf("example query fails: %v\n%s", err, q[1])
		}
		n := 0
		for rows.Next() {
			n++
		}
		rows.Close()
		if err := rows.Err(); err != nil || n == 0 {
			t.Fatalf("example query: %d rows, %v\n%s", n, err, q[1])
		}
	}
}

// Two writes of one hour in the same second (written_at, the table's version, has whole seconds)
// that valued different blocks, as on a chain of ten blocks a second: the hour is the last write's,
// as read and after the parts are merged (ReplacingMergeTree keeps the last inserted of equal
// versions). ClickHouse rows stand in for the runs: the devnet cannot seal blocks sharing a second.
func TestSnapshotsOfOneSecond(t *testing.T) {
	ctx := context.Background()
	store := &account.Store{DB: schematest.New(t)}
	a := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	hour := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	written := hour.Add(12 * time.Second)
	cases := []struct {
		name   string
		blocks []uint64 // in the order written, all in the same second
	}{
		{"earlier block written last", []uint64{1011, 1010}},
		{"later block written last", []uint64{1020, 1021}},
		{"three", []uint64{1031, 1033, 1032}},
	}
	at := func(i int) time.Time { return hour.Add(time.Duration(i) * time.Hour) }
	check := func(when string) {
		t.Helper()
		for i, tc := range cases {
			h, err := store.History(ctx, a, at(i))
			if err != nil {
				t.Fatal(err)
			}
			want := float64(tc.blocks[len(tc.blocks)-1])
			if len(h) == 0 || h[0].TakenAt != at(i).Unix() || h[0].CashUsd != want || h[0].TotalUsd != want {
				t.Errorf("%s, %s: history %+v, want the values of block %v", tc.name, when, h, want)
			}
		}
	}
	for i, tc := range cases {
		for _, b := range tc.blocks {
			snap := account.BalanceSnapshot{Address: a, TakenAt: at(i).Unix(), CashUsd: float64(b), TotalUsd: float64(b), BlockNumber: b}
			if err := store.InsertSnapshots(ctx, []account.BalanceSnapshot{snap}, written); err != nil {
				t.Fatal(err)
			}
		}
	}
	check("as written")
	if err := store.DB.Exec(ctx, "OPTIMIZE TABLE balance_snapshots FINAL"); err != nil {
		t.Fatal(err)
	}
	check("merged")
}
