package agent

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

// The attack on the public track record: one user's signed assessment, copied and recorded by twelve
// fresh accounts for themselves (the contract lets each record a copy for itself). Before the fix those
// twelve were the agent's track record; now a plan counts only for the address it was issued to, so the
// copies leave the record at zero and the recent plans empty, and the user's own record of it, with its
// buy, is the one plan that counts, globally and for the user.
func TestTrackRecordCountsOnlyIssuedPlans(t *testing.T) {
	e := newEnvWith(t, devnet.Config{DevAccounts: 13})
	db := schematest.New(t)
	store := NewStore(db)
	issuer, err := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: e.m.ChainID, Record: e.m.AgentRecord,
		Signer: e.agent.cfg.Signer, Issued: store})
	if err != nil {
		t.Fatal(err)
	}
	a := e.assess(issuer, "4200")
	records := NewTrackRecords(TrackRecordsConfig{ChainID: devnet.ChainID, AgentID: big.NewInt(e.m.AgentID)}, store, nil)
	ix, err := indexer.New(indexer.Config{ChainID: devnet.ChainID}, indexer.NewRPCSource(e.c), indexer.NewStore(db), indexer.ContractsOf(e.m))
	if err != nil {
		t.Fatal(err)
	}
	read := func(q RecordQuery) Record {
		t.Helper()
		for {
			err := ix.Converge(context.Background())
			if errors.Is(err, indexer.ErrNothingNew) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		r, err := records.Get(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		return r.Record
	}

	var strangers []RecordQuery
	for i := uint32(1); i <= 12; i++ {
		key, _ := devnet.DevKey(i)
		stranger := crypto.PubkeyToAddress(key.PublicKey)
		data, err := a.PackRecord(stranger, big.NewInt(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		devnettest.MustSend(t, e.d, key, e.m.AgentRecord, data, 300_000, "a stranger records the copy for itself")
		strangers = append(strangers, RecordQuery{User: &stranger})
	}
	if n := devnettest.Read(t, e.d, e.m.AgentRecord, agentrecord.NewAgentRecord().PackTotalRecommendations(), agentrecord.NewAgentRecord().UnpackTotalRecommendations); n.Int64() != 12 {
		t.Fatalf("the contract counted %s copies, want all 12 recorded on chain", n)
	}
	if got := read(RecordQuery{}); got.TotalRecommendations != 0 || len(got.RecentRecommendations) != 0 {
		t.Fatalf("after 12 copies the track record is %+v, want zero", got)
	}
	if got := read(strangers[0]); got.TotalRecommendations != 0 {
		t.Fatalf("a stranger's own record counts its copy: %+v", got)
	}

	if _, res := e.buyAndRecord(recordCall(t, a, e.account)); !res.Success {
		t.Fatalf("the user's batch failed: %x", res.RevertReason)
	}
	for _, q := range []RecordQuery{{}, {User: &e.account}} {
		got := read(q)
		if got.TotalRecommendations != 1 || got.ExecutedCount != 1 || got.TotalExecutedUSD != 100 ||
			len(got.RecentRecommendations) != 1 || got.RecentRecommendations[0].PlanID != a.PlanID ||
			got.RecentRecommendations[0].USDCSpent == nil || *got.RecentRecommendations[0].USDCSpent != 100 {
			t.Fatalf("record %v after the user's own batch: %+v", q.User, got)
		}
	}
}

// An assessment whose issuance cannot be stored is not signed (POST /api/commit-plan answers 503).
func TestAssessSignsNothingUnkept(t *testing.T) {
	db := schematest.New(t)
	store := NewStore(db)
	e := newEnv(t)
	issuer, err := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: e.m.ChainID, Record: e.m.AgentRecord,
		Signer: e.agent.cfg.Signer, Issued: store})
	if err != nil {
		t.Fatal(err)
	}
	// A real ClickHouse that lost the table: the insert fails.
	if err := db.Exec(context.Background(), "DROP TABLE agent_issued_plans"); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	req, err := parseRequest(body(e.account.Hex(), `{"summary":"s","rationale":"r","riskScore":4200,"allocations":[{"symbol":"AAPL","weightPct":100,"reason":"x"}]}`, "100"))
	if err != nil {
		t.Fatal(err)
	}
	if as, err := issuer.Assess(ctx, req); !errors.Is(err, ErrIssueNotKept) || as.Signature != "" {
		t.Fatalf("Assess with an unreachable store = %+v, %v; want ErrIssueNotKept and no signature", as, err)
	}
}
