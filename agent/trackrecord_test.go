package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

// recordPlan records a signed plan as its user does: issued to demo user n's smart account (kept in
// store, as the assessor keeps what it signs), recorded from it, batched with a settled buy of
// usdSpent when it is executed (the record measures the spend), alone otherwise.
func recordPlan(t *testing.T, d *devnet.Devnet, store *agent.Store, n int, plan byte, risk uint16, usdSpent int64) common.Hash {
	t.Helper()
	m := d.Manifest()
	user := m.DemoUsers[n-1].SmartAccount
	p := devnettest.SignPlan(t, d, crypto.Keccak256Hash([]byte{plan, 0x51}), risk)
	if err := store.Issue(context.Background(), uint64(m.ChainID), p.PlanID, user, time.Now()); err != nil {
		t.Fatal(err)
	}
	if usdSpent == 0 {
		devnettest.CallsFrom(t, d, n, veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0, Data: p.RecordCall(d, user, common.Big0, 0)})
		return p.PlanID
	}
	spend := big.NewInt(usdSpent)
	devnettest.BuyAndCall(t, d, n, "AAPL", spend, veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0, Data: p.RecordCall(d, user, spend, 1)})
	return p.PlanID
}

// tenPerSecond gives the headers the indexer reads ten blocks to a second (hashes and logs are the
// chain's): the simulated beacon cannot seal blocks that share a second.
type tenPerSecond struct{ indexer.Source }

func (s tenPerSecond) Range(ctx context.Context, from, to uint64, f indexer.Filter) ([]indexer.Header, []types.Log, error) {
	hs, logs, err := s.Source.Range(ctx, from, to, f)
	for i := range hs {
		hs[i].Time = 1_800_000_000 + hs[i].Number/10
	}
	return hs, logs, err
}

func TestTrackRecord(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: 2, DevAccounts: 1})
	db := schematest.New(t)
	store := agent.NewStore(db)
	m := d.Manifest()
	userA, userB := m.DemoUsers[0].SmartAccount, m.DemoUsers[1].SmartAccount

	var plansA []common.Hash
	var spentA, spentAll int64
	executedA := 0
	for i := 0; i < 10; i++ {
		spend := int64(0)
		if i%3 == 0 {
			spend = int64(i+1) * 1_250_000 // $1.25 × (i+1)
			executedA++
		}
		spentA += spend
		plansA = append(plansA, recordPlan(t, d, store, 1, byte(i), uint16(1000+i), spend))
	}
	spentAll = spentA + 42_500_000
	recordPlan(t, d, store, 2, 200, 7000, 42_500_000)
	recordPlan(t, d, store, 2, 201, 7100, 0)

	// Indexed as Robinhood Chain's blocks would be, ten to a second (the devnet's each have a second of
	// their own): the record's order is the blocks', not their times.
	src := tenPerSecond{indexer.NewRPCSource(d.Client())}
	ix, err := indexer.New(indexer.Config{ChainID: devnet.ChainID}, src, indexer.NewStore(db), indexer.ContractsOf(m))
	if err != nil {
		t.Fatal(err)
	}
	for {
		err := ix.Converge(context.Background())
		if errors.Is(err, indexer.ErrNothingNew) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}

	var shared uint64
	if err := db.QueryRow(context.Background(), `SELECT count() FROM (SELECT block_time FROM canonical_agent_events
		GROUP BY block_time HAVING uniqExact(block_number) > 1)`).Scan(&shared); err != nil || shared == 0 {
		t.Fatalf("no two recorded plans' blocks share a second (%v): the test wants some", err)
	}

	records := agent.NewTrackRecords(agent.TrackRecordsConfig{ChainID: devnet.ChainID, AgentID: big.NewInt(m.AgentID), Registry: m.IdentityRegistry},
		agent.NewStore(db), d.Client())
	get := func(q agent.RecordQuery) agent.TrackRecord {
		t.Helper()
		r, err := records.Get(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}

	all := get(agent.RecordQuery{})
	if all.Record.TotalRecommendations != 12 || all.Record.ExecutedCount != uint64(executedA+1) || all.Record.TotalExecutedUSD != float64(spentAll)/1e6 {
		t.Fatalf("global record %+v; want 12 plans, %d executed, $%v", all.Record, executedA+1, float64(spentAll)/1e6)
	}
	if all.Reputation == nil || *all.Reputation != "0" {
		t.Fatalf("reputation %v, want \"0\" before any feedback", all.Reputation)
	}
	if len(all.Record.RecentRecommendations) != agent.RecentPlans {
		t.Fatalf("%d recent plans, want %d", len(all.Record.RecentRecommendations), agent.RecentPlans)
	}

	a := get(agent.RecordQuery{User: &userA})
	if a.Record.TotalRecommendations != 10 || a.Record.ExecutedCount != uint64(executedA) || a.Record.TotalExecutedUSD != float64(spentA)/1e6 {
		t.Fatalf("user A record %+v", a.Record)
	}
	for k, r := range a.Record.RecentRecommendations {
		i := 9 - k // newest first
		if r.PlanID != "0x"+common.Bytes2Hex(plansA[i][:]) || r.RiskScore != uint16(1000+i) || r.BlockNumber == 0 || len(r.TxHash) != 66 {
			t.Fatalf("recent %d = %+v, want plan %d", k, r, i)
		}
		if executed := i%3 == 0; executed != (r.USDCSpent != nil) {
			t.Fatalf("plan %d: usdcSpent %v, executed %v", i, r.USDCSpent, executed)
		}
		if r.USDCSpent != nil && *r.USDCSpent != float64(i+1)*1.25 {
			t.Fatalf("plan %d spent %v", i, *r.USDCSpent)
		}
	}
	if k := len(a.Record.RecentRecommendations); k != 8 || a.Record.RecentRecommendations[0].BlockNumber < a.Record.RecentRecommendations[7].BlockNumber {
		t.Fatalf("recent plans not 8 newest first: %+v", a.Record.RecentRecommendations)
	}

	// Zero state: a user without history.
	nobody := common.HexToAddress("0x000000000000000000000000000000000000dead")
	zero, _ := json.Marshal(get(agent.RecordQuery{User: &nobody}))
	if want := `{"record":{"totalRecommendations":0,"totalExecutedUsd":0,"executedCount":0,"recentRecommendations":[]},"reputation":"0"}`; string(zero) != want {
		t.Fatalf("zero state %s, want %s", zero, want)
	}

	// A registry read that fails gives a null reputation, the record still served.
	broken := agent.NewTrackRecords(agent.TrackRecordsConfig{ChainID: devnet.ChainID, AgentID: big.NewInt(m.AgentID), Registry: nobody},
		agent.NewStore(db), d.Client())
	r, err := broken.Get(context.Background(), agent.RecordQuery{User: &userB})
	if err != nil {
		t.Fatal(err)
	}
	if r.Reputation != nil || r.Record.TotalRecommendations != 2 || r.Record.ExecutedCount != 1 {
		t.Fatalf("with a broken registry: %+v reputation %v", r.Record, r.Reputation)
	}
}

func TestParseRecordQuery(t *testing.T) {
	lower := "0x00000000000000000000000000000000000a11ce"
	checksummed := common.HexToAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359").Hex()
	f := func(raw string, present bool, wantErr bool) {
		t.Helper()
		q, err := agent.ParseRecordQuery(raw, present)
		if wantErr != (err != nil) {
			t.Fatalf("ParseRecordQuery(%q, %v) = %v, %v", raw, present, q, err)
		}
		if wantErr && !errors.Is(err, agent.ErrInvalidRecordUser) {
			t.Fatalf("error %v is not ErrInvalidRecordUser", err)
		}
	}
	f("", false, false)
	f(lower, true, false)
	f(checksummed, true, false)
	f("", true, true)
	f("0x123", true, true)
	f(lower[2:], true, true)
	f("0x"+lower[2:]+"00", true, true)
	f("0xzz000000000000000000000000000000000a11ce", true, true)
	f(checksummed[:2]+swapCase(checksummed[2:]), true, true)
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'f':
			b[i] = c - 32
		case c >= 'A' && c <= 'F':
			b[i] = c + 32
		}
	}
	return string(b)
}
