package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/skills"
)

var lastKnownSigner = common.HexToAddress("0x00000000000000000000000000000000000000Aa")

type chainFixture struct {
	*fixture
	dev   *devnet.Devnet
	cards *agent.Cards
	token string
	// panel is what the agent measures risk on; nil before a market build.
	panel atomic.Pointer[market.Panel]
	// deps are the domain values the registered routes were built with, for the skills.
	deps skills.Deps
}

func newChainFixture(t *testing.T) *chainFixture {
	t.Helper()
	return newChainFixtureWith(t, devnet.Config{})
}

// newChainFixtureWith is newChainFixture on a devnet configured by cfg.
func newChainFixtureWith(t *testing.T, cfg devnet.Config) *chainFixture {
	t.Helper()
	snap, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cf := &chainFixture{}
	cf.panel.Store(snap.Panel)
	d := devnettest.Start(t, cfg)
	m := d.Manifest()
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	assessor, err := agent.NewAssessor(agent.AssessorConfig{
		ChainID: m.ChainID, Record: m.AgentRecord, Signer: chain.NewKeySigner(devnet.AgentKey()),
		KnownSymbol: tokens.IsAsset, Panel: cf.panel.Load,
	})
	if err != nil {
		t.Fatal(err)
	}
	cards := agent.NewCards(agent.CardConfig{BaseURL: "https://vera.test", IdentityRegistry: m.IdentityRegistry, Record: m.AgentRecord,
		LastKnownSigner: lastKnownSigner, CanonicalAgentID: 7, CanonicalRegistry: common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432")}, d.Client())
	f := newBareFixture(t, api.Config{})
	f.srv.Register(api.AgentRoutes{Assessor: assessor, Cards: cards, Contracts: agent.ContractsListing(m)})
	tok, err := f.iss.Token("demo-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	cf.fixture, cf.dev, cf.cards, cf.token = f, d, cards, tok
	cf.deps.Assessor = assessor
	return cf
}

const goodPlan = `{"address":"%s","amountUsd":250,"allocation":{"summary":"Broad tech","rationale":"Growth with two anchors","riskScore":4200.4,
 "allocations":[{"symbol":"%s","weightPct":60,"reason":"core"},{"symbol":"%s","weightPct":40,"reason":"satellite"}]}}`

func TestCommitPlanRoute(t *testing.T) {
	f := newChainFixture(t)
	m := f.dev.Manifest()
	user := m.DemoUsers[0].SmartAccount
	sym0, sym1 := m.Assets[0].Symbol, m.Assets[1].Symbol
	r := f.do(t, "POST", "/api/commit-plan", bearer(f.token), bodyJSON(sprintf(goodPlan, user.Hex(), sym0, sym1)))
	if r.status != 200 {
		t.Fatalf("commit-plan: %d %s", r.status, r.body)
	}
	var a struct {
		PlanID, RecHash, Expiry, Signature, AgentID string
		AssessedRisk, MaxRisk                       int
	}
	if err := json.Unmarshal([]byte(r.body), &a); err != nil {
		t.Fatal(err)
	}
	if a.AssessedRisk != 4200 || a.MaxRisk != 5700 || a.AgentID != "1" {
		t.Fatalf("assessment %+v", a)
	}
	exp, _ := strconv.ParseInt(a.Expiry, 10, 64)
	if d := exp - time.Now().Unix(); d < 895 || d > 905 {
		t.Fatalf("expiry %d s from now, want 900", d)
	}
	// The signature recovers to the record contract's live agentSigner().
	sig := hexutil.MustDecode(a.Signature)
	inf := chain.RiskInference{PlanID: common.HexToHash(a.PlanID), AssessedRisk: uint16(a.AssessedRisk), MaxRisk: uint16(a.MaxRisk), Expiry: bigInt(exp)}
	got, err := chain.RecoverDigest(inf.Digest(chain.AgentRecordDomainSeparator(m.ChainID, m.AgentRecord)), sig)
	if err != nil {
		t.Fatal(err)
	}
	live, err := f.cards.Signer(context.Background())
	if err != nil || got != live {
		t.Fatalf("recovered %s, agentSigner() %s (%v)", got.Hex(), live.Hex(), err)
	}
	if r.headers["Cache-Control"] != api.CacheNone {
		t.Fatalf("cache-control %q", r.headers["Cache-Control"])
	}

	bad := map[string]string{
		"bad address":         sprintf(goodPlan, "0x1234", sym0, sym1),
		"bad checksum":        strings.Replace(sprintf(goodPlan, user.Hex(), sym0, sym1), user.Hex()[2:6], flipCase(user.Hex()[2:6]), 1),
		"zero amount":         strings.Replace(sprintf(goodPlan, user.Hex(), sym0, sym1), `"amountUsd":250`, `"amountUsd":0`, 1),
		"negative amount":     strings.Replace(sprintf(goodPlan, user.Hex(), sym0, sym1), `"amountUsd":250`, `"amountUsd":-5`, 1),
		"amount above 1e6":    strings.Replace(sprintf(goodPlan, user.Hex(), sym0, sym1), `"amountUsd":250`, `"amountUsd":1000000.01`, 1),
		"amount as string":    strings.Replace(sprintf(goodPlan, user.Hex(), sym0, sym1), `"amountUsd":250`, `"amountUsd":"250"`, 1),
		"allocation an array": `{"address":"` + user.Hex() + `","amountUsd":5,"allocation":[]}`,
		"no legs":             `{"address":"` + user.Hex() + `","amountUsd":5,"allocation":{"summary":"","rationale":"","riskScore":1,"allocations":[]}}`,
		"unknown symbol":      sprintf(goodPlan, user.Hex(), sym0, "NOPE"),
		"missing amount":      `{"address":"` + user.Hex() + `","allocation":{}}`,
		"malformed JSON":      `{"address":`,
		"empty":               ``,
	}
	for name, b := range bad {
		t.Run(name, func(t *testing.T) {
			wantError(t, f.do(t, "POST", "/api/commit-plan", bearer(f.token), bodyJSON(b)), 400, api.MsgInvalidBody)
		})
	}
	wantError(t, f.do(t, "POST", "/api/commit-plan", bodyJSON(sprintf(goodPlan, user.Hex(), sym0, sym1))), 401, api.MsgAuthRequired)
}

// TestCommitPlanMeasuresRisk: the agent never vouches for a risk lower than the one it
// measures. A one-stock plan claiming riskScore 0 is refused with the spec's 400; the same plan
// with its measured risk as riskScore is signed; before any market data it answers 503.
func TestCommitPlanMeasuresRisk(t *testing.T) {
	f := newChainFixture(t)
	user := f.dev.Manifest().DemoUsers[0].SmartAccount.Hex()
	plan := func(risk int) string {
		return `{"address":"` + user + `","amountUsd":100,"allocation":{"summary":"s","rationale":"r","riskScore":` + strconv.Itoa(risk) +
			`,"allocations":[{"symbol":"NVDA","weightPct":100,"reason":"one stock"}]}}`
	}
	wantError(t, f.do(t, "POST", "/api/commit-plan", bearer(f.token), bodyJSON(plan(0))), 400, api.MsgInvalidBody)
	measured, err := agent.MeasureRisk(f.panel.Load(), agent.Allocation{Allocations: []agent.Leg{{Symbol: "NVDA", WeightPct: 100}}})
	if err != nil {
		t.Fatal(err)
	}
	r := f.do(t, "POST", "/api/commit-plan", bearer(f.token), bodyJSON(plan(measured)))
	if r.status != 200 || !strings.Contains(r.body, `"assessedRisk":`+strconv.Itoa(measured)+`,`) {
		t.Fatalf("measured risk %d as riskScore: %d %s", measured, r.status, r.body)
	}
	f.panel.Store(nil)
	wantError(t, f.do(t, "POST", "/api/commit-plan", bearer(f.token), bodyJSON(plan(measured))), 503, api.MsgUnavailable)
}

func TestAgentCardRoute(t *testing.T) {
	f := newChainFixture(t)
	r := f.do(t, "GET", "/.well-known/agent-card.json")
	if r.status != 200 || r.headers["Cache-Control"] != "public, s-maxage=3600, stale-while-revalidate=21600" {
		t.Fatalf("card: %d %q", r.status, r.headers["Cache-Control"])
	}
	var card agent.Card
	if err := json.Unmarshal([]byte(r.body), &card); err != nil {
		t.Fatal(err)
	}
	agentAddr := crypto.PubkeyToAddress(devnet.AgentKey().PublicKey)
	if card.Metadata.AgentSigner != agentAddr.Hex() || card.Metadata.ChainID != 4663 || card.Metadata.AgentID != 1 {
		t.Fatalf("metadata %+v", card.Metadata)
	}
	if card.Image != "https://vera.test/icon-512.png" {
		t.Fatalf("image %s", card.Image)
	}

	// The registration file agrees with the card.
	r = f.do(t, "GET", "/.well-known/agent-registration.json")
	var reg struct {
		Type, Name    string
		Registrations []json.RawMessage
	}
	if err := json.Unmarshal([]byte(r.body), &reg); err != nil || reg.Type != agent.RegistrationType || reg.Name != card.Name {
		t.Fatalf("registration: %v %+v", err, reg)
	}

	// The icon the card names is served.
	r = f.do(t, "GET", "/icon-512.png")
	img, err := png.Decode(bytes.NewReader([]byte(r.body)))
	if err != nil || img.Bounds().Dx() != 512 || r.headers["Content-Type"] != "image/png" {
		t.Fatalf("icon: %v %v %q", err, img.Bounds(), r.headers["Content-Type"])
	}

	// Contracts listing: the chain id and the manifest's addresses.
	r = f.do(t, "GET", "/api/contracts")
	var c agent.Contracts
	if err := json.Unmarshal([]byte(r.body), &c); err != nil || c.ChainID != 4663 || c.AgentRecord != f.dev.Manifest().AgentRecord.Hex() || len(c.Assets) == 0 {
		t.Fatalf("contracts: %v %+v", err, c)
	}

	// When the chain cannot be read, the card still answers 200 with the last-known signer.
	f.dev.Close()
	r = f.do(t, "GET", "/.well-known/agent-card.json")
	if err := json.Unmarshal([]byte(r.body), &card); err != nil || r.status != 200 || card.Metadata.AgentSigner != lastKnownSigner.Hex() {
		t.Fatalf("fallback: %d %s", r.status, r.body)
	}
}
