package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/prices"
)

const goodAlloc = `{"summary":"Core tech tilt","rationale":"Quality growth","riskScore":4200,"allocations":[{"symbol":"AAPL","weightPct":60,"reason":"cash flows"},{"symbol":"NVDA","weightPct":40,"reason":"AI demand"}]}`

func body(addr, alloc, amount string) []byte {
	return []byte(`{"address":"` + addr + `","allocation":` + alloc + `,"amountUsd":` + amount + `}`)
}

// parseRequest decodes and validates a body as the api package does.
func parseRequest(b []byte) (PlanRequest, error) {
	var r PlanRequest
	if err := json.Unmarshal(b, &r); err != nil {
		return PlanRequest{}, fmt.Errorf("%w: %v", ErrInvalidPlan, err) // the api answers 400 for any decode error
	}
	return r, r.Validate()
}

const okAddr = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

func TestPlanRequest(t *testing.T) {
	tests := []struct {
		name string
		body []byte
		ok   bool
	}{
		{"valid checksummed", body(okAddr, goodAlloc, "250"), true},
		{"valid lowercase", body(strings.ToLower(okAddr), goodAlloc, "1000000"), true},
		{"bad checksum", body("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266", goodAlloc, "250"), false},
		{"short address", body("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922", goodAlloc, "250"), false},
		{"no 0x", body("f39Fd6e51aad88F6F4ce6aB8827279cffFb92266ab", goodAlloc, "250"), false},
		{"amount zero", body(okAddr, goodAlloc, "0"), false},
		{"amount negative", body(okAddr, goodAlloc, "-5"), false},
		{"amount above max", body(okAddr, goodAlloc, "1000000.01"), false},
		{"amount string", body(okAddr, goodAlloc, `"250"`), false},
		{"allocation not object", body(okAddr, `[1,2]`, "250"), false},
		{"allocation null", body(okAddr, `null`, "250"), false},
		{"missing riskScore", body(okAddr, `{"summary":"s","rationale":"r","allocations":[{"symbol":"AAPL","weightPct":100,"reason":"x"}]}`, "250"), false},
		{"riskScore string", body(okAddr, `{"summary":"s","rationale":"r","riskScore":"10","allocations":[{"symbol":"AAPL","weightPct":100,"reason":"x"}]}`, "250"), false},
		{"no legs", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[]}`, "250"), false},
		{"leg without reason", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[{"symbol":"AAPL","weightPct":100}]}`, "250"), false},
		{"weight zero", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[{"symbol":"AAPL","weightPct":0,"reason":""},{"symbol":"MSFT","weightPct":100,"reason":""}]}`, "250"), false},
		{"weights sum 90", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[{"symbol":"AAPL","weightPct":90,"reason":""}]}`, "250"), false},
		{"duplicate symbol", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[{"symbol":"AAPL","weightPct":50,"reason":""},{"symbol":"aapl","weightPct":50,"reason":""}]}`, "250"), false},
		{"symbol too long", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"allocations":[{"symbol":"ABCDEFGHIJKLM","weightPct":100,"reason":""}]}`, "250"), false},
		{"risk out of range is clamped, not rejected", body(okAddr, `{"summary":"s","rationale":"r","riskScore":-50,"allocations":[{"symbol":"AAPL","weightPct":100,"reason":""}]}`, "250"), true},
		{"unknown fields ignored", body(okAddr, `{"summary":"s","rationale":"r","riskScore":1,"extra":true,"allocations":[{"symbol":"AAPL","weightPct":100,"reason":"","x":1}]}`, "250"), true},
		{"missing amount", []byte(`{"address":"` + okAddr + `","allocation":` + goodAlloc + `}`), false},
		{"not json", []byte(`{"address":`), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseRequest(tt.body)
			if tt.ok && err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !tt.ok && !errors.Is(err, ErrInvalidPlan) {
				t.Fatalf("err = %v, want ErrInvalidPlan", err)
			}
		})
	}
}

func TestFormatNumber(t *testing.T) {
	f := func(in float64, want string) {
		t.Helper()
		if got := formatNumber(in); got != want {
			t.Errorf("formatNumber(%v) = %q, want %q", in, got, want)
		}
	}
	// Reference values from RFC 8785 appendix and ECMAScript Number::toString.
	f(0, "0")
	f(-0.0, "0")
	f(40, "40")
	f(33.33, "33.33")
	f(-1.5, "-1.5")
	f(1e21, "1e+21")
	f(1e20, "100000000000000000000")
	f(0.000001, "0.000001")
	f(1e-7, "1e-7")
	f(333333333.3333333, "333333333.3333333")
	f(9007199254740992, "9007199254740992")
	f(5e-324, "5e-324")
	f(1.7976931348623157e308, "1.7976931348623157e+308")
	f(4.50, "4.5")
	x, y := 0.1, 0.2
	f(x+y, "0.30000000000000004")
}

func TestCanonical(t *testing.T) {
	a := Allocation{
		Summary: "Tilt \"A\" <b> & é\n", Rationale: "r\u2028", RiskScore: 4200.5,
		Allocations: []Leg{{Symbol: "AAPL", WeightPct: 60, Reason: "x\ty"}, {Symbol: "NVDA", WeightPct: 40.25, Reason: "\u0001"}},
	}
	want := `{"allocations":[{"reason":"x\ty","symbol":"AAPL","weightPct":60},{"reason":"\u0001","symbol":"NVDA","weightPct":40.25}],"rationale":"r` + "\u2028" + `","riskScore":4200.5,"summary":"Tilt \"A\" <b> & é\n"}`
	if got := string(canonical(a)); got != want {
		t.Fatalf("canonical:\n got %s\nwant %s", got, want)
	}
	// Key order and formatting of the input do not matter.
	r1, _ := parseRequest(body(okAddr, goodAlloc, "1"))
	r2, _ := parseRequest(body(okAddr, `{ "allocations" : [{"reason":"cash flows","weightPct":60.0,"symbol":"AAPL"},{"weightPct":4e1,"symbol":"NVDA","reason":"AI demand"}], "riskScore": 4.2e3, "rationale":"Quality growth","summary":"Core tech tilt"}`, "1"))
	if string(canonical(r1.Allocation)) != string(canonical(r2.Allocation)) {
		t.Fatalf("equivalent allocations differ:\n%s\n%s", canonical(r1.Allocation), canonical(r2.Allocation))
	}
}

func TestClampRisk(t *testing.T) {
	f := func(in float64, want int) {
		t.Helper()
		if got := clampRisk(in); got != want {
			t.Errorf("ClampRisk(%v) = %d, want %d", in, got, want)
		}
	}
	f(-1, 0)
	f(0, 0)
	f(4200, 4200)
	f(4200.5, 4201)
	f(4200.49, 4200)
	f(9999.6, 10000)
	f(25000, 10000)
}

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func TestAssess(t *testing.T) {
	key, _ := crypto.GenerateKey()
	signer := chain.NewKeySigner(key)
	record := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	now := time.Unix(1_780_000_000, 0)
	a, err := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: record, Signer: signer, Now: fixedClock(now)})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		risk          float64
		assessed, max int
	}{{4200, 4200, 5700}, {9000, 9000, 10000}, {12000, 10000, 10000}}
	for _, tt := range tests {
		req, err := parseRequest(body(okAddr, strings.Replace(goodAlloc, "4200", formatNumber(tt.risk), 1), "250"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := a.Assess(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if got.AssessedRisk != tt.assessed || got.MaxRisk != tt.max || got.Expiry != "1780000900" || got.AgentID != "1" {
			t.Fatalf("risk %v: %+v", tt.risk, got)
		}
		canon := canonical(req.Allocation)
		if got.RecHash != crypto.Keccak256Hash(canon).Hex() {
			t.Fatal("recHash is not keccak256 of the canonical JSON")
		}
		wantPlan := crypto.Keccak256Hash(crypto.Keccak256(canon), common.LeftPadBytes(big.NewInt(now.Unix()).Bytes(), 32))
		if got.PlanID != wantPlan.Hex() {
			t.Fatal("planId is not keccak256(recHash ‖ uint256(ts))")
		}
		sig := hexutil.MustDecode(got.Signature)
		inf := chain.RiskInference{PlanID: wantPlan, AssessedRisk: uint16(got.AssessedRisk), MaxRisk: uint16(got.MaxRisk), Expiry: big.NewInt(1_780_000_900)}
		rec, err := chaintest.RecoverTypedData(inf.TypedData(4663, record), sig)
		if err != nil || rec != signer.Address() {
			t.Fatalf("signature recovers to %s (%v), want %s", rec.Hex(), err, signer.Address().Hex())
		}
	}

	known := map[string]bool{"AAPL": true}
	strict, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: record, Signer: signer, KnownSymbol: func(s string) bool { return known[s] }})
	req, _ := parseRequest(body(okAddr, goodAlloc, "250"))
	if _, err := strict.Assess(context.Background(), req); !errors.Is(err, ErrInvalidPlan) {
		t.Fatalf("unknown symbol: err = %v", err)
	}

	// Rule 1: a leg in an asset the tradability sweep locked is declined; nothing is signed.
	locked, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: record, Signer: signer, Locked: func(s string) bool { return s == "AAPL" }})
	if a, err := locked.Assess(context.Background(), req); !errors.Is(err, ErrInvalidPlan) || a.Signature != "" {
		t.Fatalf("locked symbol: %+v, err = %v", a, err)
	}
}

var (
	panelOnce sync.Once
	panel     *market.Panel
)

// bundledPanel is the price history of the bundled real closes, loaded once.
func bundledPanel() *market.Panel {
	panelOnce.Do(func() {
		h, _, err := prices.LoadAll(context.Background(), prices.Bundled(), market.DefaultCatalog())
		if err != nil {
			panic("BUG: bundled closes: " + err.Error())
		}
		panel = market.NewPanel(h)
	})
	return panel
}

// TestAssessSignsOnlyMeasuredRisk: a client cannot have the agent vouch for a risk lower than
// the one it measures. A one-stock allocation claiming riskScore 0 is refused; the measured risk
// set as its riskScore is signed, and so is anything within the tolerance below it.
func TestAssessSignsOnlyMeasuredRisk(t *testing.T) {
	key, _ := crypto.GenerateKey()
	a, err := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: common.HexToAddress("0xaa"), Signer: chain.NewKeySigner(key)})
	if err != nil {
		t.Fatal(err)
	}
	oneStock := func(risk float64) PlanRequest {
		return PlanRequest{Address: common.HexToAddress(okAddr), AmountUSD: 100, Allocation: Allocation{
			Summary: "s", Rationale: "r", RiskScore: risk, Allocations: []Leg{{Symbol: "NVDA", WeightPct: 100, Reason: "x"}}}}
	}
	measured, err := MeasureRisk(bundledPanel(), oneStock(0).Allocation)
	if err != nil || measured < 1000 {
		t.Fatalf("NVDA's measured risk %d bps, %v: a single stock is not that calm", measured, err)
	}
	for _, tt := range []struct {
		risk float64
		ok   bool
	}{
		{0, false},
		{-5, false},
		{float64(measured - riskToleranceBps - 1), false},
		{float64(measured - riskToleranceBps), true},
		{float64(measured), true},
		{10_000, true},
	} {
		got, err := a.Assess(context.Background(), oneStock(tt.risk))
		if tt.ok && (err != nil || got.AssessedRisk != clampRisk(tt.risk)) {
			t.Errorf("riskScore %v (measured %d): %+v, %v; want it signed", tt.risk, measured, got, err)
		}
		if !tt.ok && !errors.Is(err, ErrInvalidPlan) {
			t.Errorf("riskScore %v (measured %d): err = %v, want ErrInvalidPlan", tt.risk, measured, err)
		}
	}
	// A leg without a year of real closes cannot be measured, so it is not signed.
	noHistory := oneStock(5000)
	noHistory.Allocation.Allocations[0].Symbol = "NOSUCH"
	if _, err := a.Assess(context.Background(), noHistory); !errors.Is(err, ErrInvalidPlan) {
		t.Fatalf("unmeasurable plan: err = %v", err)
	}
	// Before the first market build there is nothing to measure with.
	early, _ := NewAssessor(AssessorConfig{Panel: func() *market.Panel { return nil }, ChainID: 4663, Record: common.HexToAddress("0xaa"), Signer: chain.NewKeySigner(key)})
	if _, err := early.Assess(context.Background(), oneStock(5000)); !errors.Is(err, ErrNoMarketData) {
		t.Fatalf("no panel: err = %v", err)
	}
	if _, err := NewAssessor(AssessorConfig{ChainID: 4663, Record: common.HexToAddress("0xaa"), Signer: chain.NewKeySigner(key)}); err == nil {
		t.Fatal("an assessor without market data was built")
	}
}
