package relay_test

import (
	"context"
	"errors"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/blockboundaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// l1GasPerByte is the Arbitrum devnet's L1 charge in these tests: a one-op handleOps of about a
// thousand bytes counts over 100,000 L2 gas for the parent chain, more than the slack of the
// relay's other figures, so an op whose preVerificationGas leaves it out cannot repay the relay.
const l1GasPerByte = 100

// worldWithVera is the world chain (its third-party contracts at their canonical addresses, its
// stand-ins) with Vera's contracts deployed onto it as onto Robinhood Chain, and demo users.
func worldWithVera() *devnet.WorldConfig { return &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}} }

// newArbitrumEnv is newSponsoredEnv on a devnet of cfg that answers as an Arbitrum chain (the ArbSys
// and NodeInterface stand-ins), blocks sealed on Commit.
func newArbitrumEnv(t *testing.T, cfg devnet.Config) *attackEnv {
	t.Helper()
	cfg.NoInstantBlocks, cfg.BlockInterval, cfg.Arbitrum = true, -1, &devnet.ArbitrumConfig{L1GasPerByte: l1GasPerByte}
	d := devnettest.Start(t, cfg)
	owners := sponsortest.Owners(t, d)
	sp, _ := sponsortest.New(t, d, owners)
	e := newRelayEnv(t, d, d.Client(), relay.Config{Sponsor: sp, WatchInterval: 10 * time.Millisecond})
	e.owners, e.sponsor = owners, sp
	return e
}

// The relay on an Arbitrum chain, with and without eth_simulateV1: it recognises the chain, prices
// preVerificationGas with the L1 component NodeInterface answers, sends the sponsored op at that
// price and is repaid what the transaction costs with its L1 part; an op whose preVerificationGas
// leaves the L1 part out is refused as not repaying the relay, and ops that would fail are refused in
// simulation, at the inclusion block and at the margin. Both on a devnet with the Arbitrum option and
// on the world chain with Vera's contracts deployed onto it.
func TestRelayOnArbitrum(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  devnet.Config
	}{
		{"eth_simulateV1", devnet.Config{}},
		{"eth_call with a state override", devnet.Config{NoSimulateV1: true}},
		// The world chain with Vera's contracts put on it by chain/rollout, as `vera deploy` does.
		{"world chain, eth_simulateV1", devnet.Config{World: worldWithVera()}},
		{"world chain, eth_call with a state override", devnet.Config{World: worldWithVera(), NoSimulateV1: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			// Each case has its own in-process chain; the world chain's cases mostly wait for the
			// wall clock's next second, so they overlap.
			t.Parallel()
			e := newArbitrumEnv(t, c.cfg)
			ctx := context.Background()
			client := e.d.Client()
			if arb, err := client.IsArbitrum(ctx); err != nil || !arb {
				t.Fatalf("the chain is not recognised as Arbitrum: %v %v", arb, err)
			}
			if c.cfg.World != nil {
				// The relay works against the world's EntryPoint v0.8 (the npm artifact at its canonical
				// address) and the paymaster `vera deploy` put there.
				if w := e.d.World(); w == nil || e.m.EntryPoint != w.EntryPoint || e.m.Paymaster == (common.Address{}) {
					t.Fatalf("the manifest %+v is not Vera's deployment onto the world", e.m)
				}
			}
			var out any
			err := e.d.RPC().CallContext(ctx, &out, "eth_simulateV1", map[string]any{"blockStateCalls": []any{}}, "latest")
			var re rpc.Error
			if refused := errors.As(err, &re) && re.ErrorCode() == -32601; refused != c.cfg.NoSimulateV1 {
				t.Fatalf("eth_simulateV1 answered %v", err)
			}

			// The estimate: a sponsored op with the paymaster's stub.
			fee, tip := e.viemFees()
			o := e.approveOp(1, 0, fee, tip)
			stub, err := e.r.PaymasterStubData(ctx, o)
			if err != nil {
				t.Fatal(err)
			}
			pm := stub.Paymaster
			o.Paymaster, o.PaymasterData = &pm, stub.PaymasterData
			o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = stub.PaymasterVerificationGasLimit, stub.PaymasterPostOpGasLimit
			est, err := e.r.EstimateGas(ctx, o)
			if err != nil {
				t.Fatalf("estimate: %v", err)
			}
			probe := o
			probe.PreVerificationGas, probe.Signature = est.PreVerificationGas, relay.StubAccountSignature()
			l1 := uint64(len(entrypoint.NewEntryPoint().PackHandleOps([]entrypoint.PackedUserOperation{probe.Packed()}, e.r.Address()))+140) * l1GasPerByte
			if least := 21_000 + chain.BundleOverhead + l1*110/100; est.PreVerificationGas < least {
				t.Fatalf("preVerificationGas %d leaves out the L1 component (%d gas): want at least %d", est.PreVerificationGas, l1, least)
			}
			if client.SimulateV1Missing() != c.cfg.NoSimulateV1 {
				t.Fatalf("the client found eth_simulateV1 missing: %v", client.SimulateV1Missing())
			}
			t.Logf("preVerificationGas %d with an L1 component of %d gas (%d bytes of handleOps)", est.PreVerificationGas, l1, l1/l1GasPerByte-140)

			// Left out of preVerificationGas, the L1 part would be the relay's loss: refused.
			short := e.approveOp(1, 1, fee, tip)
			short.VerificationGasLimit, short.CallGasLimit = est.VerificationGasLimit, est.CallGasLimit
			short.PreVerificationGas = est.PreVerificationGas - l1*110/100
			_, err = e.r.Send(ctx, e.sponsored(1, short))
			wantCode(t, err, relay.CodeInvalidParams, "does not repay the relay")

			// At the estimate, it is sent and mined, and the relay is repaid the L1 part too.
			o = e.approveOp(1, 0, fee, tip)
			o.VerificationGasLimit, o.CallGasLimit, o.PreVerificationGas = est.VerificationGasLimit, est.CallGasLimit, est.PreVerificationGas
			sent, err := e.r.Send(ctx, e.sponsored(1, o))
			if err != nil {
				t.Fatalf("send at the estimate: %v", err)
			}
			e.commitAll(1)
			rc, err := e.r.Receipt(ctx, common.HexToHash(sent.UserOpHash))
			if err != nil || rc.Status != "included" || rc.Success == nil || !*rc.Success {
				t.Fatalf("receipt: %+v %v", rc, err)
			}
			txr, err := client.TransactionReceipt(ctx, common.HexToHash(sent.TxHash))
			if err != nil {
				t.Fatal(err)
			}
			tx, _, err := client.TransactionByHash(ctx, common.HexToHash(sent.TxHash))
			if err != nil {
				t.Fatal(err)
			}
			l1Sent, err := client.L1Gas(ctx, e.r.Address(), e.m.EntryPoint, tx.Data())
			if err != nil {
				t.Fatal(err)
			}
			cost := new(big.Int).Mul(new(big.Int).SetUint64(txr.GasUsed+l1Sent), txr.EffectiveGasPrice)
			if repaid := e.actualCost(sent); repaid.Cmp(cost) < 0 {
				t.Fatalf("the relay was repaid %s wei for a transaction that cost %s wei with its L1 part (%d gas)", repaid, cost, l1Sent)
			} else {
				t.Logf("repaid %s wei for %s wei: %d gas used + %d L1 gas at %s wei", repaid, cost, txr.GasUsed, l1Sent, txr.EffectiveGasPrice)
			}

			// Ops that would fail: a validity window closed at inclusion, and one that closes within the
			// margin.
			accounts := e.accounts(2, big.NewInt(1e16))
			head := e.head()
			txsBefore := e.nonceOf(devnet.RelayKey())
			_, err = e.r.Send(ctx, e.timedOp(accounts[0], head.Time, 0, fee, tip))
			wantCode(t, err, relay.CodeOutOfTimeRange, "AA22")
			_, err = e.r.Send(ctx, e.timedOp(accounts[1], head.Time+5, 0, fee, tip))
			wantCode(t, err, relay.CodeOutOfTimeRange, "AA22")
			if !strings.Contains(err.Error(), "10 s after the inclusion block") || !strings.Contains(err.Error(), "40 blocks on") {
				t.Fatalf("the refusal does not name the margin: %v", err)
			}

			// An op whose account stops validating 20 blocks after the inclusion block is refused at the
			// margin in blocks; one that validates 40 blocks on is sent. The later block is simulated
			// through block overrides, not produced: on the world chain, which seals at most a block a
			// wall-clock second, the margin's 40 blocks are as far as on any other.
			bound := e.blockBoundAccount(big.NewInt(1e16))
			head = e.head()
			_, err = e.r.Send(ctx, e.blockBoundOp(bound, head.Number.Uint64()+1+20, fee, tip))
			wantCode(t, err, relay.CodeRejectedEntryPoint, "40 blocks later: AA23 reverted")
			if n := e.nonceOf(devnet.RelayKey()); n != txsBefore {
				t.Fatalf("the relay sent %d transactions", n-txsBefore)
			}
			if _, err := e.r.Send(ctx, e.blockBoundOp(bound, head.Number.Uint64()+1+40, fee, tip)); err != nil {
				t.Fatalf("an op valid through the margin's block: %v", err)
			}
			e.commitAll(1)

			sharedSecond(t, e, fee, tip, true)
		})
	}
}

// The shared second, as an attack: on an Arbitrum chain the next block may carry the head's time, so
// an op of an account that pays its own prefund and is due only after the head's second (validAfter =
// head's time: the EntryPoint wants a time above validAfter) would pass a simulation a second after
// the head, land in a block at the head's time, fail AA22 and revert the whole handleOps at the
// relay's expense. On an Arbitrum chain (arbitrum) it is refused, -32503, and nothing is sent, and so
// is one due a second later; on any other chain, whose next block is a second later at least, it is
// sent and mined. An op due at the head's time is sent and mined on both.
func sharedSecond(t *testing.T, e *attackEnv, fee, tip *big.Int, arbitrum bool) {
	t.Helper()
	ctx := context.Background()
	accounts := e.accounts(3, big.NewInt(1e16))
	head := e.head()
	txsBefore, balanceBefore := e.nonceOf(devnet.RelayKey()), e.relayBalance()
	op := func(account common.Address, validAfter uint64) relay.Request {
		req := e.timedOp(account, 0, validAfter, fee, tip)
		req.Op.PreVerificationGas = 250_000 // room for an L1 component
		return req
	}
	mined := func(sent relay.Sent, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("send: %v", err)
		}
		e.commitAll(1)
		rc, err := e.r.Receipt(ctx, common.HexToHash(sent.UserOpHash))
		if err != nil || rc.Status != "included" || rc.Success == nil || !*rc.Success {
			t.Fatalf("receipt: %+v %v", rc, err)
		}
	}
	if !arbitrum {
		mined(e.r.Send(ctx, op(accounts[0], head.Time)))
		head = e.head()
		mined(e.r.Send(ctx, op(accounts[2], head.Time-1)))
		return
	}
	_, err := e.r.Send(ctx, op(accounts[0], head.Time))
	wantCode(t, err, relay.CodeOutOfTimeRange, "AA22 expired or not due at time "+strconv.FormatUint(head.Time, 10)+": the next block may share")
	_, err = e.r.Send(ctx, op(accounts[1], head.Time+1))
	wantCode(t, err, relay.CodeOutOfTimeRange, "AA22")
	if n := e.nonceOf(devnet.RelayKey()); n != txsBefore {
		t.Fatalf("the relay sent %d transactions", n-txsBefore)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) != 0 {
		t.Fatalf("the relay's balance moved from %s to %s wei", balanceBefore, b)
	}
	mined(e.r.Send(ctx, op(accounts[2], head.Time-1)))
}

// The shared second off Arbitrum: an op due only after the head's second is sent and mined, as
// before; the check is an Arbitrum chain's only.
func TestSharedSecondOffArbitrum(t *testing.T) {
	e := newAttackEnv(t, nil)
	if arb, err := e.d.Client().IsArbitrum(context.Background()); err != nil || arb {
		t.Fatalf("the devnet answers as an Arbitrum chain: %v %v", arb, err)
	}
	sharedSecond(t, e, gwei(20), gwei(1), false)
}

// blockBoundAccount deploys a BlockBoundAccount of the attacker holding fund wei.
func (e *attackEnv) blockBoundAccount(fund *big.Int) common.Address {
	e.t.Helper()
	from := crypto.PubkeyToAddress(e.attacker.PublicKey)
	nonce := e.nonceOf(e.attacker)
	code := append(common.FromHex(blockboundaccount.BlockBoundAccountMetaData.Bin), blockboundaccount.NewBlockBoundAccount().PackConstructor(e.m.EntryPoint)...)
	tx := e.send(e.attacker, nonce, nil, fund, code, 1_000_000, gwei(1))
	e.commitAll(1)
	if rc, err := e.d.Client().TransactionReceipt(context.Background(), tx.Hash()); err != nil || rc.Status != types.ReceiptStatusSuccessful {
		e.t.Fatalf("deploy a BlockBoundAccount: %v", err)
	}
	return crypto.CreateAddress(from, nonce)
}

// blockBoundOp is account's op at nonce 0, valid through block lastBlock, paying its own gas with room
// for an L1 component.
func (e *attackEnv) blockBoundOp(account common.Address, lastBlock uint64, fee, tip *big.Int) relay.Request {
	return relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: chain.UserOp{
		Sender: account, Nonce: big.NewInt(0), CallData: blockboundaccount.NewBlockBoundAccount().PackExecute(common.Address{}, common.Big0, nil),
		CallGasLimit: 50_000, VerificationGasLimit: 100_000, PreVerificationGas: 250_000, MaxFeePerGas: fee, MaxPriorityFeePerGas: tip,
		Signature: common.LeftPadBytes(new(big.Int).SetUint64(lastBlock).Bytes(), 32),
	}}
}
