package relay_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

type env struct {
	t     *testing.T
	d     *devnet.Devnet
	m     *chain.Deployment
	r     *relay.Relay
	pmGas [2]uint64
}

// newEnv is a devnet that seals blocks only on Commit, and the relay as cmd/vera builds it.
func newEnv(t *testing.T) *env {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1})
	m := d.Manifest()
	sp, limits := sponsortest.New(t, d, sponsortest.Owners(t, d))
	r, err := relay.New(relay.Config{ChainID: m.ChainID, EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Sponsor: sp, Limits: limits,
		Bundler: chain.NewBundler(d.Client(), m.EntryPoint, devnet.RelayKey(), m.ChainID), Client: d.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, d: d, m: m, r: r, pmGas: [2]uint64{limits.PaymasterVerificationGasLimit, limits.PaymasterPostOpGasLimit}}
}

// op is demo user n's sponsored and signed approve at nonce 0, ready to send.
func (e *env) op(n int, amount int64) relay.Request {
	e.t.Helper()
	ctx := context.Background()
	req := relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: chain.UserOp{
		Sender: e.m.DemoUsers[n-1].SmartAccount, Nonce: big.NewInt(0), CallGasLimit: 80_000, VerificationGasLimit: 150_000,
		PreVerificationGas: 60_000, MaxFeePerGas: big.NewInt(20_000_000_000), MaxPriorityFeePerGas: big.NewInt(1_000_000_000),
		CallData: veraaccount.NewVeraAccount().PackExecute(e.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(e.m.Permit2, big.NewInt(amount))),
	}}
	s, err := e.r.Sponsor(ctx, req)
	if err != nil {
		e.t.Fatal(err)
	}
	pm := common.HexToAddress(s.Paymaster)
	req.Op.Paymaster, req.Op.PaymasterData = &pm, common.FromHex(s.PaymasterData)
	req.Op.PaymasterVerificationGasLimit, req.Op.PaymasterPostOpGasLimit = e.pmGas[0], e.pmGas[1]
	ownerKey, _ := devnet.DemoOwnerKey(n)
	if req.Op.Signature, err = chain.NewKeySigner(ownerKey).SignDigest(ctx, common.HexToHash(s.UserOpHash)); err != nil {
		e.t.Fatal(err)
	}
	return req
}

func (e *env) relayTxs() uint64 {
	n, err := e.d.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey))
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// Two ops on one nonce: the second simulates fine against the latest block while the first is
// pending, and would revert on chain at the relay's expense. It is refused until the first is mined,
// then refused by the EntryPoint's nonce; the relay sends exactly one transaction.
func TestSameNonceWhilePendingRefused(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	first, second := e.op(1, 1), e.op(1, 2)
	if _, err := e.r.Send(ctx, first); err != nil {
		t.Fatal(err)
	}
	var re *relay.Error
	if _, err := e.r.Send(ctx, second); !errors.As(err, &re) || re.Code != relay.CodeInvalidParams {
		t.Fatalf("second op on a pending nonce: %v", err)
	}
	e.d.Commit()
	if _, err := e.r.Send(ctx, second); !errors.As(err, &re) || re.Code != relay.CodeRejectedEntryPoint {
		t.Fatalf("second op after the first was mined: %v", err)
	}
	if n := e.relayTxs(); n != 1 {
		t.Fatalf("relay sent %d transactions, want 1", n)
	}
}

// Ops of different senders go out while the relay's earlier transactions are still pending, and all
// land (the simulation runs on the latest block with the relay's mined nonce).
func TestOpsOfOtherSendersWhileRelayTxPending(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	var hashes []common.Hash
	for n := 1; n <= 3; n++ {
		sent, err := e.r.Send(ctx, e.op(n, 1))
		if err != nil {
			t.Fatalf("user %d with the relay's earlier transactions pending: %v", n, err)
		}
		hashes = append(hashes, common.HexToHash(sent.UserOpHash))
	}
	e.d.Commit()
	for _, h := range hashes {
		rc, err := e.r.Receipt(ctx, h)
		if err != nil || rc.Status != "included" || rc.Success == nil || !*rc.Success {
			t.Fatalf("receipt of %s: %+v %v", h.Hex(), rc, err)
		}
	}
}
