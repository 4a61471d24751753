package relay_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
)

// The nonce keys spent behind the relay's back: an owner sends an unsponsored op that spends nonce keys
// 1..K of its account (incrementNonce), and, while it is pending, sponsored ops on those keys. Each
// passed the simulation on the latest block, where the keys were unspent, and reverted at inclusion
// (AA25 invalid account nonce); sponsored ops were not counted under the loss bound, so 12 of 12 failed
// and the relay lost 4.7 times its bound before the owner was throttled. The relay now lets a sender
// have one op in flight: from 100 accounts, each with its unsponsored op pending, all 1,200 sponsored
// ops (half through eth_sendUserOperation) are refused at once, nothing fails on chain and the relay
// loses nothing; once the unsponsored ops are mined, a sponsored op on a spent key is refused by the
// simulation, and one on a fresh key is sent and mined.
func TestOneOpInFlightPerSender(t *testing.T) {
	const accounts, keys = 100, 12
	e := newSponsoredEnv(t, nil)
	ctx := context.Background()
	owner := e.m.DemoUsers[0].Owner
	ownerKey, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	senders := e.deployAccounts(owner, 1000, accounts, big.NewInt(1e16))
	balanceBefore := e.relayBalance()

	ep, acct := entrypoint.NewEntryPoint(), veraaccount.NewVeraAccount()
	spend := make([]veraaccount.BaseAccountCall, keys)
	for k := range spend {
		spend[k] = veraaccount.BaseAccountCall{Target: e.m.EntryPoint, Value: common.Big0, Data: ep.PackIncrementNonce(big.NewInt(int64(k + 1)))}
	}
	fee, tip := e.viemFees()
	var unsponsored []relay.Sent
	for _, sender := range senders {
		o := chain.UserOp{Sender: sender, Nonce: common.Big0, CallData: acct.PackExecuteBatch(spend),
			CallGasLimit: 50_000 * keys, VerificationGasLimit: 100_000, PreVerificationGas: 100_000, MaxFeePerGas: fee, MaxPriorityFeePerGas: tip}
		s, err := e.r.Send(ctx, e.ownerSigned(ownerKey, o))
		if err != nil {
			t.Fatalf("the unsponsored op spending keys 1..%d: %v", keys, err)
		}
		unsponsored = append(unsponsored, s)
	}

	refused := 0
	for i, sender := range senders {
		for k := 1; k <= keys; k++ {
			o := e.approveOp(1, int64(k), fee, tip)
			o.Sender = sender
			req := e.sponsoredFast(ownerKey, owner, o)
			pendingHash := unsponsored[i].UserOpHash
			if k%2 == 0 {
				code, msg := e.sendJSONRPC(req)
				if code != relay.CodeInvalidParams || !strings.Contains(msg, "is pending ("+pendingHash+")") {
					t.Fatalf("eth_sendUserOperation on key %d while the op spending it is pending: %d %s", k, code, msg)
				}
			} else {
				_, err := e.r.Send(ctx, req)
				wantCode(t, err, relay.CodeInvalidParams, fmt.Sprintf("an op of %s is pending (%s); send the next one after it is mined", sender.Hex(), pendingHash))
			}
			refused++
		}
	}
	if n := e.nonceOf(devnet.RelayKey()); n != accounts {
		t.Fatalf("the relay sent %d transactions, want the %d unsponsored ops'", n, accounts)
	}
	e.mineAll(accounts)
	for _, s := range unsponsored {
		e.included(s)
	}
	e.waitFor("the watcher to settle the unsponsored ops", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })

	// The attack's premise: the keys are spent now, so the refused ops would have reverted at inclusion.
	o := e.approveOp(1, 1, fee, tip)
	o.Sender = senders[0]
	_, err = e.r.Send(ctx, e.sponsoredFast(ownerKey, owner, o))
	wantCode(t, err, relay.CodeRejectedEntryPoint, "AA25")
	var next []relay.Sent
	for _, sender := range senders {
		o := e.approveOp(1, keys+1, fee, tip)
		o.Sender = sender
		s, err := e.r.Send(ctx, e.sponsoredFast(ownerKey, owner, o)) // the refused ops' sponsorships were as genuine
		if err != nil {
			t.Fatalf("a sponsored op on an unspent key once the first is mined: %v", err)
		}
		next = append(next, s)
	}
	e.mineAll(accounts)
	for _, s := range next {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if got := e.metric("vera_relay_loss_eth_total"); got != 0 {
		t.Fatalf("the relay lost %g ETH", got)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}
	t.Logf("%d accounts, each with an unsponsored op spending keys 1..%d pending: %d sponsored ops on those keys refused at once; %d ops mined, none failed",
		accounts, keys, refused, 2*accounts)
}

// deployAccounts deploys n accounts of owner (salts from, from+1, …) through the factory from the
// attacker's EOA, each given fund wei, in one block.
func (e *attackEnv) deployAccounts(owner common.Address, from int64, n int, fund *big.Int) []common.Address {
	e.t.Helper()
	f := veraaccountfactory.NewVeraAccountFactory()
	nonce := e.nonceOf(e.attacker)
	out := make([]common.Address, n)
	var txs []*types.Transaction
	for i := range out {
		out[i] = e.accountOf(owner, from+int64(i))
		txs = append(txs, e.send(e.attacker, nonce, &e.m.AccountFactory, nil, f.PackCreateAccount(owner, big.NewInt(from+int64(i))), 500_000, gwei(1)))
		txs = append(txs, e.send(e.attacker, nonce+1, &out[i], fund, nil, 50_000, gwei(1)))
		nonce += 2
	}
	e.mineAll(len(txs))
	for _, tx := range txs {
		rc, err := e.d.Client().TransactionReceipt(context.Background(), tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful {
			e.t.Fatalf("deploy and fund owner %s's accounts: %v", owner.Hex(), err)
		}
	}
	return out
}

// sendJSONRPC sends req's op as eth_sendUserOperation does (SendUserOperation; the JSON-RPC framing
// is package api's), and returns the refusal's code and message (0 and the op's hash on success).
func (e *attackEnv) sendJSONRPC(req relay.Request) (int, string) {
	e.t.Helper()
	h, err := e.r.SendUserOperation(context.Background(), req.Op)
	var re *relay.Error
	switch {
	case errors.As(err, &re):
		return re.Code, re.Message
	case err != nil:
		e.t.Fatal(err)
	}
	return 0, strings.ToLower(h.Hex())
}

// ownerSigned is o as it stands (with its paymaster fields, or without: its account pays), signed by
// key, ready to send.
func (e *attackEnv) ownerSigned(key *ecdsa.PrivateKey, o chain.UserOp) relay.Request {
	e.t.Helper()
	h, ok := chain.UserOpHashOf(o.Packed(), e.m.ChainID, e.m.EntryPoint)
	if !ok {
		e.t.Fatal("no local hash of the op")
	}
	sig, err := chain.NewKeySigner(key).SignDigest(context.Background(), h)
	if err != nil {
		e.t.Fatal(err)
	}
	o.Signature = sig
	return relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint, Op: o}
}

// sponsoredFast is o sponsored as the policy sponsors an op of owner's account (the sponsor key signs
// the window and names owner and the relay), without the policy's chain reads, and signed by key:
// for the ops a test expects refused before the policy runs.
func (e *attackEnv) sponsoredFast(key *ecdsa.PrivateKey, owner common.Address, o chain.UserOp) relay.Request {
	e.t.Helper()
	l := devnet.DefaultPaymasterLimits()
	o.Paymaster, o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = &e.m.Paymaster, l.PaymasterVerificationGasLimit, l.PaymasterPostOpGasLimit
	now := uint64(time.Now().Unix())
	sp := chain.Sponsorship{ValidUntil: now + 600, ValidAfter: now - 60, Owner: owner, Relay: e.r.Address()}
	o.PaymasterData = chain.SponsorData(sp, make([]byte, 65))
	h, err := chain.SponsorshipHash(o.Packed(), e.m.ChainID, e.m.Paymaster, sp)
	if err != nil {
		e.t.Fatal(err)
	}
	sig, err := chain.NewKeySigner(devnet.SponsorKey()).SignDigest(context.Background(), h)
	if err != nil {
		e.t.Fatal(err)
	}
	o.PaymasterData = chain.SponsorData(sp, sig)
	return e.ownerSigned(key, o)
}
