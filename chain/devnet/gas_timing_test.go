package devnet_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// BenchmarkContractGas reports the gas of the contract calls users pay for (BENCHMARKS.md): a grove
// deposit and withdrawals, a sponsored userOp, and record. Gas does not depend on b.N; run it with
// -benchtime 1x.
func BenchmarkContractGas(b *testing.B) {
	g := newGroveEnv(b)
	k3, _ := devnet.DevKey(3)
	k4, _ := devnet.DevKey(4)
	one := []*big.Int{big.NewInt(1), big.NewInt(1)}
	for _, k := range []*ecdsa.PrivateKey{k3, k4} {
		devnettest.MustSend(b, g.d, k, g.m.USDG, erc.PackApprove(g.vault, maxUint), 100_000, "approve")
	}
	deadline := big.NewInt(time.Now().Add(time.Hour).Unix())
	devnettest.MustSend(b, g.d, k3, g.vault, gv.PackDeposit(usd(1000), one, big.NewInt(1), deadline), 1_500_000, "deposit")
	r := devnettest.MustSend(b, g.d, k4, g.vault, gv.PackDeposit(usd(1000), one, big.NewInt(1), deadline), 1_500_000, "deposit")
	b.ReportMetric(float64(r.GasUsed), "gas/deposit")
	half := new(big.Int).Div(sharesOf(b, g, k4), big.NewInt(2))
	r = devnettest.MustSend(b, g.d, k4, g.vault, gv.PackWithdraw(half, big.NewInt(1)), 1_500_000, "withdraw")
	b.ReportMetric(float64(r.GasUsed), "gas/withdraw-sell")
	r = devnettest.MustSend(b, g.d, k4, g.vault, gv.PackWithdrawInKind(sharesOf(b, g, k4)), 1_500_000, "withdraw in kind")
	b.ReportMetric(float64(r.GasUsed), "gas/withdraw-in-kind")

	// record called by its user (an EOA) with no spend.
	u := crypto.PubkeyToAddress(k3.PublicKey)
	a := assess(b, g.m, crypto.Keccak256Hash([]byte("gas")), time.Now().Unix())
	r = devnettest.MustSend(b, g.d, k3, g.m.AgentRecord, a.call(u, 1, a.recHash, common.Big0, 0), 300_000, "record")
	b.ReportMetric(float64(r.GasUsed), "gas/record")

	// A sponsored userOp: the demo account approves Permit2, twice (first write, then the same value).
	for _, unit := range []string{"gas/sponsored-op-first", "gas/sponsored-op-again"} {
		r, used := sponsoredApprove(b, g.d)
		b.ReportMetric(float64(r.GasUsed), unit)
		b.ReportMetric(float64(used), unit+"-charged")
	}

	// The commit-plan batch in one sponsored userOp: approve Permit2, settle $100 on the book, record.
	acct := g.m.DemoUsers[0].SmartAccount
	a = assess(b, g.m, crypto.Keccak256Hash([]byte("gas batch")), time.Now().Unix())
	r, res := buyAndRecord(b, g.d, a.call(acct, 1, a.recHash, big.NewInt(100_000_000), 1))
	if !res.Success {
		b.Fatalf("batch failed: %x", res.RevertReason)
	}
	b.ReportMetric(float64(r.GasUsed), "gas/buy-and-record-batch")
	for range b.N {
	}
}

func sharesOf(b *testing.B, g *groveEnv, k *ecdsa.PrivateKey) *big.Int {
	return devnettest.Read(b, g.d, g.vault, gv.PackSharesOf(crypto.PubkeyToAddress(k.PublicKey)), gv.UnpackSharesOf)
}

// sponsoredApprove sends demo user 1's sponsored execute(USDG.approve(Permit2, max)) and returns the
// handleOps receipt and the gas the EntryPoint charged the paymaster for.
func sponsoredApprove(b *testing.B, d *devnet.Devnet) (*types.Receipt, uint64) {
	b.Helper()
	ctx := context.Background()
	m := d.Manifest()
	ownerKey, _ := devnet.DemoOwnerKey(1)
	account := m.DemoUsers[0].SmartAccount
	nonce, err := chain.AccountNonce(ctx, d.Client(), m.EntryPoint, account, common.Big0)
	if err != nil {
		b.Fatal(err)
	}
	op := chain.NewUserOp(account, nonce, nil, veraaccount.NewVeraAccount().PackExecute(m.USDG, common.Big0, erc.PackApprove(m.Permit2, maxUint)), chain.UserOpGas{
		VerificationGasLimit: 300_000, CallGasLimit: 200_000, PreVerificationGas: 60_000,
		MaxPriorityFeePerGas: big.NewInt(1_000_000_000), MaxFeePerGas: big.NewInt(100_000_000_000),
		PaymasterVerificationGasLimit: 150_000, PaymasterPostOpGasLimit: 60_000,
	}, m.Paymaster, nil)
	devnettest.Sponsor(b, d, &op, m.DemoUsers[0].Owner)
	if err := chain.SignUserOp(ctx, d.Client(), m.EntryPoint, &op, chain.NewKeySigner(ownerKey)); err != nil {
		b.Fatal(err)
	}
	bundlerKey := devnet.RelayKey() // the paymaster takes sponsored ops from its relay only
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	r, err := chain.NewBundler(d.Client(), m.EntryPoint, bundlerKey, m.ChainID).SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		b.Fatal(err)
	}
	ep := entrypoint.NewEntryPoint()
	for _, l := range r.Logs {
		if ev, err := ep.UnpackUserOperationEventEvent(l); err == nil && ev.Success {
			return r, ev.ActualGasUsed.Uint64()
		}
	}
	b.Fatal("no successful UserOperationEvent")
	return nil, 0
}
