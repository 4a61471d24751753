package autopilot

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// TestDelegatedUserOp: a user id never seen before sets up Autopilot; the service's delegated
// signer then signs a real ERC-4337 userOp that deploys the user's smart account and moves its
// USDG, and the EntryPoint executes it. After DELETE the same signer signs nothing, so no
// userOp for that account can be made.
func TestDelegatedUserOp(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	dw := devUsers{factory: m.AccountFactory, caller: d.Client()}
	ws, err := dw.Wallets(ctx, "carol")
	if err != nil {
		t.Fatal(err)
	}
	w := ws[0]
	if err := d.Fund(ctx, w.SmartAccount, big.NewInt(50_000_000)); err != nil { // USDG, and ETH for gas
		t.Fatal(err)
	}
	h := newHarness(t)
	signer := NewGrantedSigner(h.store, KeyWallets{Key: dw.Key})
	if _, err := h.svc.Save(ctx, "carol", settingsFor(t, w, nil), ws); err != nil {
		t.Fatal(err)
	}

	recipient := common.HexToAddress("0x000000000000000000000000000000000000c0de")
	token := usdg.NewUSDG()
	userOp := func() (entrypoint.PackedUserOperation, error) {
		nonce, err := chain.AccountNonce(ctx, d.Client(), m.EntryPoint, w.SmartAccount, common.Big0)
		if err != nil {
			t.Fatal(err)
		}
		var initCode []byte
		if code, _ := d.Client().CodeAt(ctx, w.SmartAccount, nil); len(code) == 0 {
			initCode = append(m.AccountFactory.Bytes(), veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(w.Owner, common.Big0)...)
		}
		call := veraaccount.NewVeraAccount().PackExecute(m.USDG, common.Big0, token.PackTransfer(recipient, big.NewInt(20_000_000)))
		op := chain.NewUserOp(w.SmartAccount, nonce, initCode, call, chain.UserOpGas{
			VerificationGasLimit: 1_000_000, CallGasLimit: 300_000, PreVerificationGas: 60_000,
			MaxPriorityFeePerGas: big.NewInt(1_000_000_000), MaxFeePerGas: big.NewInt(100_000_000_000),
		}, common.Address{}, nil) // the account pays its own gas: sponsorship is the sponsor package's
		err = chain.SignUserOp(ctx, d.Client(), m.EntryPoint, &op, OwnerSigner(signer, w.WalletID, w.Owner))
		return op, err
	}
	op, err := userOp()
	if err != nil {
		t.Fatalf("granted wallet cannot sign its userOp: %v", err)
	}
	bundlerKey := devnet.RelayKey() // the paymaster takes sponsored ops from its relay only
	bundler := chain.NewBundler(d.Client(), m.EntryPoint, bundlerKey, m.ChainID)
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	r, err := bundler.SubmitAndWait(wctx, []entrypoint.PackedUserOperation{op})
	if err != nil {
		t.Fatal(err)
	}
	res := chain.UserOpResults(r, m.EntryPoint)
	if r.Status != types.ReceiptStatusSuccessful || len(res) != 1 || !res[0].Success {
		t.Fatalf("handleOps: status %d, results %+v", r.Status, res)
	}
	got := devnettest.Read(t, d, m.USDG, token.PackBalanceOf(recipient), token.UnpackBalanceOf)
	if got.Cmp(big.NewInt(20_000_000)) != 0 {
		t.Fatalf("recipient holds %s USDG units, want 20000000", got)
	}

	if err := h.svc.Delete(ctx, "carol"); err != nil {
		t.Fatal(err)
	}
	if _, err := userOp(); !errors.Is(err, ErrNoGrant) {
		t.Fatalf("after DELETE a userOp was signed: %v", err)
	}
}
