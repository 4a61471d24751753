package devnettest

import (
	"context"
	"crypto/ecdsa"
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
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
)

// SignedPlan is a RiskInference signed by the devnet's agent key for a plan, ready for
// AgentRecord.record: PlanID is the contract's planIdOf(RecHash, Expiry - VALIDITY).
type SignedPlan struct {
	PlanID, RecHash common.Hash
	AssessedRisk    uint16
	MaxRisk         uint16
	Expiry          *big.Int
	Signature       []byte
}

// SignPlan signs a plan of recHash at the latest block's time with the devnet agent key.
func SignPlan(t testing.TB, d *devnet.Devnet, recHash common.Hash, assessedRisk uint16) SignedPlan {
	t.Helper()
	m := d.Manifest()
	rec := agentrecord.NewAgentRecord()
	head, err := d.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	requestTime := new(big.Int).SetUint64(head.Time)
	validity := Read(t, d, m.AgentRecord, rec.PackVALIDITY(), rec.UnpackVALIDITY)
	p := SignedPlan{RecHash: recHash, AssessedRisk: assessedRisk, MaxRisk: min(assessedRisk+1500, 10000), Expiry: new(big.Int).Add(requestTime, validity)}
	p.PlanID = Read(t, d, m.AgentRecord, rec.PackPlanIdOf(recHash, requestTime), rec.UnpackPlanIdOf)
	digest := Read(t, d, m.AgentRecord, rec.PackInferenceDigest(p.PlanID, p.AssessedRisk, p.MaxRisk, p.Expiry), rec.UnpackInferenceDigest)
	sig, err := crypto.Sign(digest[:], devnet.AgentKey())
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	p.Signature = sig
	return p
}

// RecordCall packs AgentRecord.record of p for user, claiming usdSpent (USDG base units) over legs.
func (p SignedPlan) RecordCall(d *devnet.Devnet, user common.Address, usdSpent *big.Int, legs uint16) []byte {
	return agentrecord.NewAgentRecord().PackRecord(p.PlanID, p.RecHash, p.AssessedRisk, p.MaxRisk, p.Expiry, p.Signature,
		user, big.NewInt(d.Manifest().AgentID), usdSpent, legs)
}

// BuyAndCall sends one sponsored userOp from demo user n's smart account: approve Permit2, settle a
// USDG → symbol buy of usdBaseUnits on the book venue, then the extra calls (a record of the plan,
// say, which reads the spend the settlement measured in this transaction). It returns the receipt
// of handleOps; the op itself must succeed.
func BuyAndCall(t testing.TB, d *devnet.Devnet, n int, symbol string, usdBaseUnits *big.Int, extra ...veraaccount.BaseAccountCall) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	m, c := d.Manifest(), d.Client()
	ownerKey, err := devnet.DemoOwnerKey(n)
	if err != nil {
		t.Fatal(err)
	}
	owner := chain.NewKeySigner(ownerKey)
	account := m.DemoUsers[n-1].SmartAccount
	tokens, _ := m.TokenIndex()
	asset, ok := tokens.BySymbol(symbol)
	if !ok {
		t.Fatalf("no asset %s", symbol)
	}
	book, _ := m.Venue("book")
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &book.Address, Data: ivenue.NewIVenue().PackQuote(m.USDG, asset.Address, usdBaseUnits)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	quoted, _ := ivenue.NewIVenue().UnpackQuote(raw)
	if quoted == nil || quoted.Sign() == 0 {
		t.Fatalf("the book has no quote for %s", symbol)
	}
	head, _ := c.HeaderByNumber(ctx, nil)
	nonce, _ := new(big.Int).SetString(fmt.Sprint(time.Now().UnixNano()), 10)
	p := chain.PermitWitness{
		Token: m.USDG, Amount: usdBaseUnits, Spender: m.Settlement, Nonce: nonce,
		Deadline: new(big.Int).SetUint64(head.Time + 600),
		Witness:  chain.SwapWitness{Venue: book.Address, BuyToken: asset.Address, MinBuyAmount: chain.MinAfterSlippage(quoted, 100), Recipient: account},
	}
	acct := chain.AccountSigner{Owner: owner, Account: account, ChainID: m.ChainID}
	sig, err := acct.SignDigest(ctx, p.Digest(m.ChainID, m.Permit2))
	if err != nil {
		t.Fatal(err)
	}
	settle, _, err := chain.SettleCalldata(p, account, sig)
	if err != nil {
		t.Fatal(err)
	}
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	calls := append([]veraaccount.BaseAccountCall{
		{Target: m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(m.Permit2, maxUint)},
		{Target: m.Settlement, Value: common.Big0, Data: settle},
	}, extra...)
	return sendOp(t, d, ownerKey, account, calls)
}

// CallsFrom sends one sponsored userOp of calls from demo user n's smart account.
func CallsFrom(t testing.TB, d *devnet.Devnet, n int, calls ...veraaccount.BaseAccountCall) *types.Receipt {
	t.Helper()
	ownerKey, err := devnet.DemoOwnerKey(n)
	if err != nil {
		t.Fatal(err)
	}
	return sendOp(t, d, ownerKey, d.Manifest().DemoUsers[n-1].SmartAccount, calls)
}

// CallsFromGas is CallsFrom with a call gas limit for long batches (CallsFrom's is 2,000,000).
func CallsFromGas(t testing.TB, d *devnet.Devnet, n int, callGas uint64, calls ...veraaccount.BaseAccountCall) *types.Receipt {
	t.Helper()
	ownerKey, err := devnet.DemoOwnerKey(n)
	if err != nil {
		t.Fatal(err)
	}
	return sendOpGas(t, d, ownerKey, d.Manifest().DemoUsers[n-1].SmartAccount, callGas, calls)
}

func sendOp(t testing.TB, d *devnet.Devnet, ownerKey *ecdsa.PrivateKey, account common.Address, calls []veraaccount.BaseAccountCall) *types.Receipt {
	t.Helper()
	return sendOpGas(t, d, ownerKey, account, 2_000_000, calls)
}

func sendOpGas(t testing.TB, d *devnet.Devnet, ownerKey *ecdsa.PrivateKey, account common.Address, callGas uint64, calls []veraaccount.BaseAccountCall) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	m, c := d.Manifest(), d.Client()
	opNonce, err := chain.AccountNonce(ctx, c, m.EntryPoint, account, common.Big0)
	if err != nil {
		t.Fatal(err)
	}
	op := chain.NewUserOp(account, opNonce, nil, veraaccount.NewVeraAccount().PackExecuteBatch(calls), chain.UserOpGas{
		VerificationGasLimit: 300_000, CallGasLimit: callGas, PreVerificationGas: 60_000,
		MaxPriorityFeePerGas: big.NewInt(1_000_000_000), MaxFeePerGas: big.NewInt(100_000_000_000),
		PaymasterVerificationGasLimit: 150_000, PaymasterPostOpGasLimit: 60_000,
	}, m.Paymaster, nil)
	Sponsor(t, d, &op, crypto.PubkeyToAddress(ownerKey.PublicKey))
	if err := chain.SignUserOp(ctx, c, m.EntryPoint, &op, chain.NewKeySigner(ownerKey)); err != nil {
		t.Fatal(err)
	}
	bundlerKey := devnet.RelayKey() // the paymaster takes sponsored ops from its relay only
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	r, err := chain.NewBundler(c, m.EntryPoint, bundlerKey, m.ChainID).SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		t.Fatal(err)
	}
	res := chain.UserOpResults(r, m.EntryPoint)
	if r.Status != types.ReceiptStatusSuccessful || len(res) != 1 || !res[0].Success {
		t.Fatalf("userOp failed: status %d, results %+v", r.Status, res)
	}
	return r
}
