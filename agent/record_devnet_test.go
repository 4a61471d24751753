package agent

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// env is a devnet with demo user 1 ready to buy AAPL on the book venue.
type env struct {
	t       *testing.T
	d       *devnet.Devnet
	m       *chain.Deployment
	c       *chain.Client
	owner   *chain.KeySigner
	account common.Address
	aapl    common.Address
	bundler *chain.Bundler
	agent   *Assessor
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return newEnvWith(t, devnet.Config{})
}

func newEnvWith(t *testing.T, cfg devnet.Config) *env {
	t.Helper()
	d := devnettest.Start(t, cfg)
	m := d.Manifest()
	ownerKey, _ := devnet.DemoOwnerKey(1)
	bundlerKey := devnet.RelayKey() // the paymaster takes sponsored ops from its relay only
	cat, _ := m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	agent, err := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: m.ChainID, Record: m.AgentRecord, Signer: chain.NewKeySigner(devnet.AgentKey())})
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, d: d, m: m, c: d.Client(), owner: chain.NewKeySigner(ownerKey), account: m.DemoUsers[0].SmartAccount,
		aapl: aapl.Address, bundler: chain.NewBundler(d.Client(), m.EntryPoint, bundlerKey, m.ChainID), agent: agent}
}

func (e *env) assess(a *Assessor, risk string) Assessment {
	e.t.Helper()
	req, err := parseRequest(body(e.account.Hex(), `{"summary":"s","rationale":"r","riskScore":`+risk+`,"allocations":[{"symbol":"AAPL","weightPct":100,"reason":"x"}]}`, "100"))
	if err != nil {
		e.t.Fatal(err)
	}
	as, err := a.Assess(context.Background(), req)
	if err != nil {
		e.t.Fatal(err)
	}
	return as
}

func (e *env) balance(token common.Address) *big.Int {
	e.t.Helper()
	bals, err := chain.NewMulticall(e.c, e.m.Multicall3, 0).Balances(context.Background(), e.account, []common.Address{token}, nil)
	if err != nil || bals[0] == nil {
		e.t.Fatalf("balance: %v", err)
	}
	return bals[0]
}

// buyAndRecord sends one sponsored userOp from the demo smart account: approve Permit2, settle a
// $100 USDG → AAPL swap on the book venue, and record the assessment.
func (e *env) buyAndRecord(recordData []byte) (*types.Receipt, chain.UserOpResult) {
	e.t.Helper()
	ctx := context.Background()
	amount := big.NewInt(100_000_000)
	book, _ := e.m.Venue("book")
	raw, err := e.c.CallContract(ctx, ethereum.CallMsg{To: &book.Address, Data: ivenue.NewIVenue().PackQuote(e.m.USDG, e.aapl, amount)}, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	quoted, _ := ivenue.NewIVenue().UnpackQuote(raw)
	if quoted.Sign() == 0 {
		e.t.Fatal("book has no quote")
	}
	head, _ := e.c.HeaderByNumber(ctx, nil)
	nonce, _ := new(big.Int).SetString(fmt.Sprint(time.Now().UnixNano()), 10)
	p := chain.PermitWitness{
		Token: e.m.USDG, Amount: amount, Spender: e.m.Settlement, Nonce: nonce,
		Deadline: new(big.Int).SetUint64(head.Time + 600),
		Witness:  chain.SwapWitness{Venue: book.Address, BuyToken: e.aapl, MinBuyAmount: chain.MinAfterSlippage(quoted, 100), Recipient: e.account},
	}
	// The account owns the USDG, so Permit2 checks the account's ERC-1271 signature.
	acct := chain.AccountSigner{Owner: e.owner, Account: e.account, ChainID: e.m.ChainID}
	sig, err := acct.SignDigest(ctx, p.Digest(e.m.ChainID, e.m.Permit2))
	if err != nil {
		e.t.Fatal(err)
	}
	settle, _, err := chain.SettleCalldata(p, e.account, sig)
	if err != nil {
		e.t.Fatal(err)
	}
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	calls := []veraaccount.BaseAccountCall{
		{Target: e.m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint)},
		{Target: e.m.Settlement, Value: common.Big0, Data: settle},
		{Target: e.m.AgentRecord, Value: common.Big0, Data: recordData},
	}
	opNonce, err := chain.AccountNonce(ctx, e.c, e.m.EntryPoint, e.account, common.Big0)
	if err != nil {
		e.t.Fatal(err)
	}
	op := chain.NewUserOp(e.account, opNonce, nil, veraaccount.NewVeraAccount().PackExecuteBatch(calls), chain.UserOpGas{
		VerificationGasLimit: 300_000, CallGasLimit: 1_500_000, PreVerificationGas: 60_000,
		MaxPriorityFeePerGas: big.NewInt(1_000_000_000), MaxFeePerGas: big.NewInt(100_000_000_000),
		PaymasterVerificationGasLimit: 150_000, PaymasterPostOpGasLimit: 60_000,
	}, e.m.Paymaster, nil)
	devnettest.Sponsor(e.t, e.d, &op, e.owner.Address())
	if err := chain.SignUserOp(ctx, e.c, e.m.EntryPoint, &op, e.owner); err != nil {
		e.t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	r, err := e.bundler.SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		e.t.Fatal(err)
	}
	res := chain.UserOpResults(r, e.m.EntryPoint)
	if r.Status != types.ReceiptStatusSuccessful || len(res) != 1 {
		e.t.Fatalf("handleOps: status %d, %d results", r.Status, len(res))
	}
	return r, res[0]
}

func recordCall(t *testing.T, a Assessment, user common.Address) []byte {
	t.Helper()
	data, err := a.PackRecord(user, big.NewInt(100_000_000), 1)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestDevnetSignatureRecoversToAgentSigner(t *testing.T) {
	e := newEnv(t)
	as := e.assess(e.agent, "4200")
	rec := agentrecord.NewAgentRecord()
	raw, err := e.c.CallContract(context.Background(), ethereum.CallMsg{To: &e.m.AgentRecord, Data: rec.PackAgentSigner()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	onchain, _ := rec.UnpackAgentSigner(raw)
	expiry, _ := new(big.Int).SetString(as.Expiry, 10)
	inf := chain.RiskInference{PlanID: common.HexToHash(as.PlanID), AssessedRisk: uint16(as.AssessedRisk), MaxRisk: uint16(as.MaxRisk), Expiry: expiry}
	got, err := chaintest.RecoverTypedData(inf.TypedData(e.m.ChainID, e.m.AgentRecord), hexutil.MustDecode(as.Signature))
	if err != nil || got != onchain {
		t.Fatalf("signature recovers to %s (%v), agentSigner() is %s", got.Hex(), err, onchain.Hex())
	}
	// The contract computes the same digest.
	raw, err = e.c.CallContract(context.Background(), ethereum.CallMsg{To: &e.m.AgentRecord,
		Data: rec.PackInferenceDigest(inf.PlanID, inf.AssessedRisk, inf.MaxRisk, inf.Expiry)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	digest, _ := rec.UnpackInferenceDigest(raw)
	if common.Hash(digest) != inf.Digest(chain.AgentRecordDomainSeparator(e.m.ChainID, e.m.AgentRecord)) {
		t.Fatal("on-chain inferenceDigest differs from the signed digest")
	}
}

func TestDevnetRecordAndBuyInOneTransaction(t *testing.T) {
	e := newEnv(t)
	as := e.assess(e.agent, "4200")
	before := e.balance(e.aapl)
	r, res := e.buyAndRecord(recordCall(t, as, e.account))
	if !res.Success {
		t.Fatalf("userOp failed: %s", revertName(t, res.RevertReason))
	}
	rec, st := agentrecord.NewAgentRecord(), settlement.NewSettlement()
	var committed, executed, settled int
	for _, l := range r.Logs {
		if ev, err := rec.UnpackRecommendationCommittedEvent(l); err == nil && l.Address == e.m.AgentRecord {
			committed++
			if common.Hash(ev.PlanId).Hex() != as.PlanID || ev.User != e.account || ev.AssessedRisk != 4200 {
				t.Errorf("RecommendationCommitted: %+v", ev)
			}
		}
		if ev, err := rec.UnpackAllocationExecutedEvent(l); err == nil && l.Address == e.m.AgentRecord {
			executed++
			if ev.UsdSpent.Int64() != 100_000_000 || ev.LegCount != 1 {
				t.Errorf("AllocationExecuted: %+v", ev)
			}
		}
		if _, err := st.UnpackSettledEvent(l); err == nil && l.Address == e.m.Settlement {
			settled++
		}
	}
	if committed != 1 || executed != 1 || settled != 1 {
		t.Fatalf("receipt has %d RecommendationCommitted, %d AllocationExecuted, %d Settled; want 1 each", committed, executed, settled)
	}
	if after := e.balance(e.aapl); after.Cmp(before) <= 0 {
		t.Fatalf("AAPL balance %v -> %v: nothing bought", before, after)
	}
}

func TestDevnetRecordReverts(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	stale, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: e.m.ChainID, Record: e.m.AgentRecord, Signer: chain.NewKeySigner(devnet.AgentKey()),
		Now: func() time.Time { return time.Now().Add(-20 * time.Minute) }})
	otherKey, _ := crypto.GenerateKey()
	impostor, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: e.m.ChainID, Record: e.m.AgentRecord, Signer: chain.NewKeySigner(otherKey)})

	// A correctly signed inference whose assessed risk exceeds its own ceiling.
	planID := crypto.Keccak256Hash([]byte("over the ceiling"))
	expiry := big.NewInt(time.Now().Add(10 * time.Minute).Unix())
	inf := chain.RiskInference{PlanID: planID, AssessedRisk: 9000, MaxRisk: 8000, Expiry: expiry}
	sig, _ := chain.NewKeySigner(devnet.AgentKey()).SignDigest(ctx, inf.Digest(chain.AgentRecordDomainSeparator(e.m.ChainID, e.m.AgentRecord)))
	overCeiling := Assessment{PlanID: planID.Hex(), RecHash: planID.Hex(), AssessedRisk: 9000, MaxRisk: 8000,
		Expiry: expiry.String(), Signature: hexutil.Encode(sig), AgentID: "1"}

	recorded := e.assess(e.agent, "3000")
	if _, res := e.buyAndRecord(recordCall(t, recorded, e.account)); !res.Success {
		t.Fatalf("first record failed: %s", revertName(t, res.RevertReason))
	}

	tests := []struct {
		name string
		as   Assessment
		want string
	}{
		{"expired", e.assess(stale, "4200"), "InferenceExpired"},
		{"risk above max", overCeiling, "RiskCeilingBreached"},
		{"wrong signer", e.assess(impostor, "4200"), "BadSigner"},
		{"replayed planId", recorded, "PlanAlreadyRecorded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			aapl, cash := e.balance(e.aapl), e.balance(e.m.USDG)
			_, res := e.buyAndRecord(recordCall(t, tt.as, e.account))
			if res.Success {
				t.Fatal("userOp succeeded")
			}
			if got := revertName(t, res.RevertReason); got != tt.want {
				t.Fatalf("reverted with %s, want %s", got, tt.want)
			}
			if e.balance(e.aapl).Cmp(aapl) != 0 || e.balance(e.m.USDG).Cmp(cash) != 0 {
				t.Fatal("balances moved although record reverted")
			}
		})
	}
}

// revertName decodes executeBatch's ExecuteError(index, inner) and names the record contract's error.
func revertName(t *testing.T, data []byte) string {
	t.Helper()
	if len(data) < 4 {
		return fmt.Sprintf("no revert data (%x)", data)
	}
	inner := data
	if dec, err := veraaccount.NewVeraAccount().UnpackError(data); err == nil {
		if ee, ok := dec.(*veraaccount.VeraAccountExecuteError); ok {
			inner = ee.Error
		}
	}
	dec, err := agentrecord.NewAgentRecord().UnpackError(inner)
	if err != nil {
		return fmt.Sprintf("undecoded revert %x", inner)
	}
	switch v := dec.(type) {
	case *agentrecord.AgentRecordInferenceExpired:
		return "InferenceExpired"
	case *agentrecord.AgentRecordRiskCeilingBreached:
		if v.Assessed != 9000 || v.MaxRisk != 8000 {
			t.Errorf("RiskCeilingBreached args %+v", v)
		}
		return "RiskCeilingBreached"
	case *agentrecord.AgentRecordBadSigner:
		if v.Recovered == (common.Address{}) {
			t.Error("BadSigner without recovered address")
		}
		return "BadSigner"
	case *agentrecord.AgentRecordPlanAlreadyRecorded:
		return "PlanAlreadyRecorded"
	}
	return fmt.Sprintf("%T", dec)
}
