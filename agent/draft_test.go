package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/agent/goal"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
)

var bundled struct {
	once sync.Once
	snap *snapshot.MarketBuild
	err  error
}

// bundledSnapshot is a market build of the bundled real closes, built once.
func bundledSnapshot(t *testing.T) *snapshot.MarketBuild {
	t.Helper()
	bundled.once.Do(func() { bundled.snap, bundled.err = snapshot.Bundled(context.Background(), snapshot.Options{}) })
	if bundled.err != nil {
		t.Fatalf("bundled market build: %v", bundled.err)
	}
	return bundled.snap
}

func TestDraftRequest(t *testing.T) {
	f := func(body string, ok bool) {
		t.Helper()
		var r DraftRequest
		err := json.Unmarshal([]byte(body), &r)
		if err == nil {
			err = r.Validate()
		}
		if (err == nil) != ok {
			t.Errorf("%s: err %v, want ok %v", body, err, ok)
		}
		if err != nil && !errors.Is(err, errInvalidDraft) {
			t.Errorf("%s: error %v does not wrap ErrInvalidDraft", body, err)
		}
	}
	f(`{"goal":"grow my savings","amountUsd":500}`, true)
	f(`{"goal":"x","amountUsd":1000000}`, true)
	f(`{"goal":"`+strings.Repeat("é", 600)+`","amountUsd":5}`, true)
	f(`{"goal":"`+strings.Repeat("a", 601)+`","amountUsd":5}`, false)
	f(`{"goal":"","amountUsd":5}`, false)
	f(`{"goal":"   ","amountUsd":5}`, false)
	f(`{"goal":"ai","amountUsd":0}`, false)
	f(`{"goal":"ai","amountUsd":-1}`, false)
	f(`{"goal":"ai","amountUsd":1000000.5}`, false)
	f(`{"goal":"ai","amountUsd":"5"}`, false)
	f(`{"goal":7,"amountUsd":5}`, false)
	f(`{"amountUsd":5}`, false)
	f(`{"goal":"ai"}`, false)
	f(`[]`, false)
}

func testDrafter(t *testing.T, cfg DrafterConfig) *Drafter {
	t.Helper()
	snap := bundledSnapshot(t)
	if cfg.Market == nil {
		cfg.Market = func() *snapshot.MarketBuild { return snap }
	}
	d, err := NewDrafter(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDraftIsDeterministic drafts the same goal twice, from the same build and from a second
// build of the same data: byte-identical JSON.
func TestDraftIsDeterministic(t *testing.T) {
	d := testDrafter(t, DrafterConfig{})
	req := DraftRequest{Goal: "AI and semiconductors, long term", AmountUSD: 2500}
	a, err := d.Draft(req)
	if err != nil {
		t.Fatal(err)
	}
	b, err := d.Draft(req)
	if err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatalf("same goal, different drafts:\n%s\n%s", ja, jb)
	}
	rebuilt, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := testDrafter(t, DrafterConfig{Market: func() *snapshot.MarketBuild { return rebuilt }}).Draft(req)
	if err != nil {
		t.Fatal(err)
	}
	if jc, _ := json.Marshal(c); !bytes.Equal(ja, jc) {
		t.Fatalf("same data rebuilt, different draft:\n%s\n%s", ja, jc)
	}
}

// TestDraftPassesCommitPlan sends each draft, as JSON, unchanged through commit-plan's decoding,
// validation and risk check: the agent signs it, at the draft's own riskScore.
func TestDraftPassesCommitPlan(t *testing.T) {
	snap := bundledSnapshot(t)
	tokens := map[string]bool{}
	for _, a := range snap.Catalog.Assets() {
		tokens[a.Symbol] = true
	}
	d := testDrafter(t, DrafterConfig{Tradable: func(s string) bool { return tokens[s] }})
	key, _ := crypto.GenerateKey()
	assessor, err := NewAssessor(AssessorConfig{
		Panel: func() *market.Panel { return snap.Panel }, ChainID: 4663, Record: common.HexToAddress("0xaa"),
		Signer: chain.NewKeySigner(key), KnownSymbol: func(s string) bool { return tokens[s] },
		Now: func() time.Time { return time.Unix(1_800_000_000, 0) },
	})
	if err != nil {
		t.Fatal(err)
	}
	goals := []string{"AI", "halal", "safe retirement income", "aggressive momentum", "quantum space crypto energy", "no keyword here",
		"payments", "Anything but crypto", "Bonds, I need safety", "Mostly Apple and Microsoft", "Dividend income, low risk", "Quiero invertir"}
	for _, g := range goals {
		proposed, err := d.Propose(DraftRequest{Goal: g, AmountUSD: 1000})
		if err != nil {
			t.Fatalf("%q: %v", g, err)
		}
		draft := proposed.Allocation
		sum := 0.0
		for _, l := range draft.Allocations {
			if l.WeightPct != float64(int(l.WeightPct)) || l.WeightPct <= 0 {
				t.Errorf("%q: weight %v of %s is not a positive integer", g, l.WeightPct, l.Symbol)
			}
			if !tokens[l.Symbol] {
				t.Errorf("%q: %s is not tradable", g, l.Symbol)
			}
			sum += l.WeightPct
		}
		if sum != 100 || len(draft.Allocations) > maxDraftLegs {
			t.Errorf("%q: %d legs summing to %v", g, len(draft.Allocations), sum)
		}
		// The route's answer, understood included, is what a client sends back unchanged:
		// commit-plan accepts it and hashes exactly the allocation without understood.
		raw, _ := json.Marshal(proposed)
		if !bytes.Contains(raw, []byte(`"understood":{`)) {
			t.Fatalf("%q: no understood in %s", g, raw)
		}
		req, err := parseRequest(body(okAddr, string(raw), "1000"))
		if err != nil {
			t.Fatalf("%q: commit-plan refuses the draft's shape: %v\n%s", g, err, raw)
		}
		bare, _ := json.Marshal(draft)
		bareReq, err := parseRequest(body(okAddr, string(bare), "1000"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(canonical(req.Allocation), canonical(bareReq.Allocation)) || bytes.Contains(canonical(req.Allocation), []byte("understood")) {
			t.Fatalf("%q: the canonical allocation depends on understood:\n%s\n%s", g, canonical(req.Allocation), canonical(bareReq.Allocation))
		}
		as, err := assessor.Assess(context.Background(), req)
		if err != nil {
			t.Fatalf("%q: commit-plan refuses the draft: %v", g, err)
		}
		if float64(as.AssessedRisk) != draft.RiskScore {
			t.Errorf("%q: assessed %d, draft riskScore %v", g, as.AssessedRisk, draft.RiskScore)
		}
	}
}

func TestDraftHonoursLocksAndAmount(t *testing.T) {
	d := testDrafter(t, DrafterConfig{})
	free, err := d.Draft(DraftRequest{Goal: "ai", AmountUSD: 5000})
	if err != nil {
		t.Fatal(err)
	}
	top := free.Allocations[0].Symbol
	locked := testDrafter(t, DrafterConfig{Locked: func() map[string]bool { return map[string]bool{top: true} }})
	got, err := locked.Draft(DraftRequest{Goal: "ai", AmountUSD: 5000})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range got.Allocations {
		if l.Symbol == top {
			t.Fatalf("locked %s is in the draft", top)
		}
	}
	// $3 cannot buy more than three $1 legs.
	small, err := d.Draft(DraftRequest{Goal: "ai", AmountUSD: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range small.Allocations {
		if l.WeightPct*3/100 < MinDraftLegUSD {
			t.Errorf("leg %s of $%.2f is under the minimum", l.Symbol, l.WeightPct*3/100)
		}
	}
	// A Shariah screen holds only screened names, whatever else the goal asks for.
	halal, err := d.Draft(DraftRequest{Goal: "halal AI", AmountUSD: 1000})
	if err != nil {
		t.Fatal(err)
	}
	screened := newComposer(bundledSnapshot(t), nil, goal.Understood{}, 0).groveMembers("tayyib")
	for _, l := range halal.Allocations {
		if !screened[l.Symbol] {
			t.Errorf("halal draft holds %s, outside the Tayyib screen", l.Symbol)
		}
	}
	none := testDrafter(t, DrafterConfig{Tradable: func(string) bool { return false }})
	if _, err := none.Draft(DraftRequest{Goal: "ai", AmountUSD: 100}); !errors.Is(err, ErrNoDraft) {
		t.Fatalf("nothing tradable: %v, want ErrNoDraft", err)
	}
	empty := testDrafter(t, DrafterConfig{Market: func() *snapshot.MarketBuild { return nil }})
	if _, err := empty.Draft(DraftRequest{Goal: "ai", AmountUSD: 100}); !errors.Is(err, ErrNoMarketData) {
		t.Fatalf("no build: %v, want ErrNoMarketData", err)
	}
}
