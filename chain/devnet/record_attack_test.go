package devnet_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

var rec = agentrecord.NewAgentRecord()

// assessment is a RiskInference the devnet's agent key signed for an allocation hash at a request time.
type assessment struct {
	planID, recHash common.Hash
	expiry          *big.Int
	sig             []byte
}

func assess(t testing.TB, m *chain.Deployment, recHash common.Hash, requestTime int64) assessment {
	t.Helper()
	var ts [32]byte
	new(big.Int).SetInt64(requestTime).FillBytes(ts[:])
	planID := crypto.Keccak256Hash(recHash[:], ts[:])
	expiry := big.NewInt(requestTime + 900)
	inf := chain.RiskInference{PlanID: planID, AssessedRisk: 4200, MaxRisk: 5700, Expiry: expiry}
	sig, err := chain.NewKeySigner(devnet.AgentKey()).SignDigest(context.Background(), inf.Digest(chain.AgentRecordDomainSeparator(m.ChainID, m.AgentRecord)))
	if err != nil {
		t.Fatal(err)
	}
	return assessment{planID: planID, recHash: recHash, expiry: expiry, sig: sig}
}

func (a assessment) call(user common.Address, agentID int64, recHash common.Hash, usdSpent *big.Int, legs uint16) []byte {
	return rec.PackRecord(a.planID, recHash, 4200, 5700, a.expiry, a.sig, user, big.NewInt(agentID), usdSpent, legs)
}

// recordRevert names the record contract's error for a call from `from` ("" when it succeeds).
func recordRevert(t *testing.T, d *devnet.Devnet, from common.Address, data []byte) string {
	t.Helper()
	to := d.Manifest().AgentRecord
	_, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
	if err == nil {
		return ""
	}
	dec, derr := rec.UnpackError(chain.RevertData(err))
	if derr != nil {
		return "undecoded: " + err.Error()
	}
	return fmt.Sprintf("%T", dec)
}

// buyAndRecord sends demo user 1's sponsored batch: approve Permit2, settle a $100 USDG → AAPL swap on
// the book, record the assessment.
func buyAndRecord(t testing.TB, d *devnet.Devnet, recordData []byte) (*types.Receipt, chain.UserOpResult) {
	return buyAndRecordVia(t, d, false, recordData)
}

// buyAndRecordVia is buyAndRecord; with viaRouter the swap runs through Settlement.settleCall with the
// pool as an allowed router (its IVenue.swap calldata paying the settlement).
func buyAndRecordVia(t testing.TB, d *devnet.Devnet, viaRouter bool, recordData []byte) (*types.Receipt, chain.UserOpResult) {
	t.Helper()
	ctx := context.Background()
	m := d.Manifest()
	ownerKey, _ := devnet.DemoOwnerKey(1)
	owner := chain.NewKeySigner(ownerKey)
	account := m.DemoUsers[0].SmartAccount
	cat, _ := m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	book, _ := m.Venue("book")
	amount := big.NewInt(100_000_000)
	head, _ := d.Client().HeaderByNumber(ctx, nil)
	p := chain.PermitWitness{
		Token: m.USDG, Amount: amount, Spender: m.Settlement, Nonce: big.NewInt(time.Now().UnixNano()),
		Deadline: new(big.Int).SetUint64(head.Time + 600),
		Witness:  chain.SwapWitness{Venue: book.Address, BuyToken: aapl.Address, MinBuyAmount: big.NewInt(1), Recipient: account},
	}
	sig, err := chain.AccountSigner{Owner: owner, Account: account, ChainID: m.ChainID}.SignDigest(ctx, p.Digest(m.ChainID, m.Permit2))
	if err != nil {
		t.Fatal(err)
	}
	settle, _, err := chain.SettleCalldata(p, account, sig)
	if viaRouter {
		pool, _ := m.Venue("pool")
		p.Witness.Venue = pool.Address
		if sig, err = (chain.AccountSigner{Owner: owner, Account: account, ChainID: m.ChainID}).SignDigest(ctx, p.Digest(m.ChainID, m.Permit2)); err != nil {
			t.Fatal(err)
		}
		routerData := venueABI.PackSwap(m.USDG, aapl.Address, amount, big.NewInt(1), m.Settlement)
		settle, _, err = chain.SettleCallCalldata(p, account, routerData, sig)
	}
	if err != nil {
		t.Fatal(err)
	}
	calls := []veraaccount.BaseAccountCall{
		{Target: m.USDG, Value: common.Big0, Data: erc.PackApprove(m.Permit2, maxUint)},
		{Target: m.Settlement, Value: common.Big0, Data: settle},
		{Target: m.AgentRecord, Value: common.Big0, Data: recordData},
	}
	nonce, err := chain.AccountNonce(ctx, d.Client(), m.EntryPoint, account, common.Big0)
	if err != nil {
		t.Fatal(err)
	}
	op := chain.NewUserOp(account, nonce, nil, veraaccount.NewVeraAccount().PackExecuteBatch(calls), chain.UserOpGas{
		VerificationGasLimit: 300_000, CallGasLimit: 1_500_000, PreVerificationGas: 60_000,
		MaxPriorityFeePerGas: big.NewInt(1_000_000_000), MaxFeePerGas: big.NewInt(100_000_000_000),
		PaymasterVerificationGasLimit: 150_000, PaymasterPostOpGasLimit: 60_000,
	}, m.Paymaster, nil)
	devnettest.Sponsor(t, d, &op, owner.Address())
	if err := chain.SignUserOp(ctx, d.Client(), m.EntryPoint, &op, owner); err != nil {
		t.Fatal(err)
	}
	bundlerKey := devnet.RelayKey() // the paymaster takes sponsored ops from its relay only
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	r, err := chain.NewBundler(d.Client(), m.EntryPoint, bundlerKey, m.ChainID).SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		t.Fatal(err)
	}
	res := chain.UserOpResults(r, m.EntryPoint)
	if len(res) != 1 {
		t.Fatalf("%d userOp results", len(res))
	}
	return r, res[0]
}

// A stranger copies a user's signed assessment. Every way of recording it against the user, or of
// recording it with a changed allocation, agent or spend, is refused with its own error; the stranger
// recording it for itself does not block the user, whose batch then records the spend the settlement
// measured.
func TestRecordCopiedAssessment(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	victim := m.DemoUsers[0].SmartAccount
	strangerKey, _ := devnet.DevKey(6)
	stranger := crypto.PubkeyToAddress(strangerKey.PublicKey)
	third := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	a := assess(t, m, crypto.Keccak256Hash([]byte(`{"allocations":[{"reason":"x","symbol":"AAPL","weightPct":100}]}`)), time.Now().Unix())
	spent := big.NewInt(100_000_000)

	tests := []struct {
		name string
		from common.Address
		data []byte
		want string
	}{
		{"stranger records it for its user", stranger, a.call(victim, 1, a.recHash, spent, 1), "*agentrecord.AgentRecordCallerNotUser"},
		{"stranger records it for a third user", stranger, a.call(third, 1, a.recHash, common.Big0, 0), "*agentrecord.AgentRecordCallerNotUser"},
		{"user records it with another recHash", victim, a.call(victim, 1, crypto.Keccak256Hash([]byte("other")), common.Big0, 0), "*agentrecord.AgentRecordPlanNotFromAllocation"},
		{"user records it for agent 999", victim, a.call(victim, 999, a.recHash, common.Big0, 0), "*agentrecord.AgentRecordUnknownAgent"},
		{"user claims a spend nothing settled", victim, a.call(victim, 1, a.recHash, new(big.Int).Exp(big.NewInt(10), big.NewInt(27), nil), 1), "*agentrecord.AgentRecordSpendNotSettled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := recordRevert(t, d, tt.from, tt.data); got != tt.want {
				t.Fatalf("record: %s, want %s", got, tt.want)
			}
		})
	}
	// Sent for real, the stranger's attempt reverts.
	if r := devnettest.Send(t, d, strangerKey, m.AgentRecord, a.call(victim, 1, a.recHash, common.Big0, 0), 300_000); r.Status != types.ReceiptStatusFailed {
		t.Fatal("stranger recorded the user's plan")
	}
	// Recorded by the stranger for itself, the copy is the stranger's entry and blocks nobody.
	devnettest.MustSend(t, d, strangerKey, m.AgentRecord, a.call(stranger, 1, a.recHash, common.Big0, 0), 300_000, "stranger records the copy for itself")

	r, res := buyAndRecord(t, d, a.call(victim, 1, a.recHash, spent, 1))
	if !res.Success {
		t.Fatalf("user's batch failed: %x", res.RevertReason)
	}
	var executed *agentrecord.AgentRecordAllocationExecuted
	for _, l := range r.Logs {
		if ev, err := rec.UnpackAllocationExecutedEvent(l); err == nil && l.Address == m.AgentRecord {
			executed = ev
		}
	}
	if executed == nil || executed.User != victim || executed.UsdSpent.Cmp(spent) != 0 || executed.LegCount != 1 || common.Hash(executed.PlanId) != a.planID {
		t.Fatalf("AllocationExecuted %+v", executed)
	}
	total := devnettest.Read(t, d, m.AgentRecord, rec.PackTotalExecutedUsd(), rec.UnpackTotalExecutedUsd)
	if total.Cmp(spent) != 0 {
		t.Fatalf("totalExecutedUsd %s, want the one settled $100", total)
	}
	// Replayed by its user, the plan is refused.
	if got := recordRevert(t, d, victim, a.call(victim, 1, a.recHash, common.Big0, 0)); got != "*agentrecord.AgentRecordPlanAlreadyRecorded" {
		t.Fatalf("replay: %s", got)
	}
}

// Two users commit the same allocation in the same second: the same planId, recorded by each.
func TestRecordSamePlanTwoUsers(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	a := assess(t, m, crypto.Keccak256Hash([]byte(`{"preset":"core tech"}`)), time.Now().Unix())
	for _, i := range []uint32{7, 8} {
		key, _ := devnet.DevKey(i)
		user := crypto.PubkeyToAddress(key.PublicKey)
		devnettest.MustSend(t, d, key, m.AgentRecord, a.call(user, 1, a.recHash, common.Big0, 0), 300_000, fmt.Sprintf("dev %d records", i))
		if !devnettest.Read(t, d, m.AgentRecord, rec.PackRecorded(user, a.planID), rec.UnpackRecorded) {
			t.Fatalf("dev %d: plan not recorded", i)
		}
	}
	if n := devnettest.Read(t, d, m.AgentRecord, rec.PackTotalRecommendations(), rec.UnpackTotalRecommendations); n.Int64() != 2 {
		t.Fatalf("totalRecommendations %s, want 2", n)
	}
}

// A router settlement (settleCall) is spend too: the record measures it the same way.
func TestRecordCountsRouterSettlement(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	pool, _ := m.Venue("pool")
	devnettest.MustSend(t, d, devnet.DeployerKey(), m.Settlement, settlement.NewSettlement().PackSetRouter(pool.Address, true), 100_000, "allow the pool as a router")
	victim := m.DemoUsers[0].SmartAccount
	a := assess(t, m, crypto.Keccak256Hash([]byte("router plan")), time.Now().Unix())
	r, res := buyAndRecordVia(t, d, true, a.call(victim, 1, a.recHash, big.NewInt(100_000_000), 1))
	if !res.Success {
		t.Fatalf("batch through a router failed: %x", res.RevertReason)
	}
	for _, l := range r.Logs {
		if ev, err := rec.UnpackAllocationExecutedEvent(l); err == nil && l.Address == m.AgentRecord {
			if ev.UsdSpent.Int64() != 100_000_000 || ev.LegCount != 1 {
				t.Fatalf("AllocationExecuted %+v", ev)
			}
			return
		}
	}
	t.Fatal("no AllocationExecuted")
}
