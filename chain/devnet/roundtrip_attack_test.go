package devnet_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// settleOnBook packs a Settlement.settle of amount of sell for buy on the book, signed by demo user n's
// owner for its smart account, accepting any fill.
func settleOnBook(t *testing.T, d *devnet.Devnet, n int, sell, buy common.Address, amount *big.Int, nonce int64) []byte {
	t.Helper()
	ctx := context.Background()
	m := d.Manifest()
	ownerKey, _ := devnet.DemoOwnerKey(n)
	account := m.DemoUsers[n-1].SmartAccount
	book, _ := m.Venue("book")
	head, _ := d.Client().HeaderByNumber(ctx, nil)
	p := chain.PermitWitness{
		Token: sell, Amount: amount, Spender: m.Settlement, Nonce: big.NewInt(nonce),
		Deadline: new(big.Int).SetUint64(head.Time + 600),
		Witness:  chain.SwapWitness{Venue: book.Address, BuyToken: buy, MinBuyAmount: big.NewInt(1), Recipient: account},
	}
	sig, err := chain.AccountSigner{Owner: chain.NewKeySigner(ownerKey), Account: account, ChainID: m.ChainID}.SignDigest(ctx, p.Digest(m.ChainID, m.Permit2))
	if err != nil {
		t.Fatal(err)
	}
	data, _, err := chain.SettleCalldata(p, account, sig)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The attack: in one transaction, ten $1,000 buy-then-sell round trips on the book, then a record of a
// copied assessment. Before the fix the settlement's tally added every buy and the record counted
// $10,000 "executed" for the spread; now a buy sold again in the same transaction counts nothing, so the
// record can claim only $0 (ten legs) and totalExecutedUsd does not move.
func TestRecordRoundTripsAddNothing(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	attacker := m.DemoUsers[1].SmartAccount
	tokens, _ := m.TokenIndex()
	aapl, _ := tokens.BySymbol("AAPL")
	book, _ := m.Venue("book")
	thousand := big.NewInt(1_000_000_000)

	// Inventory first (its own transaction), so each trip can sell back at least what a $1,000 buy got.
	devnettest.BuyAndCall(t, d, 2, "AAPL", big.NewInt(3_000_000_000))
	raw, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{To: &book.Address, Data: venueABI.PackQuote(m.USDG, aapl.Address, thousand)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	perTrip, _ := venueABI.UnpackQuote(raw)

	before := devnettest.Read(t, d, m.AgentRecord, rec.PackTotalExecutedUsd(), rec.UnpackTotalExecutedUsd)
	copied := assess(t, m, crypto.Keccak256Hash([]byte("someone else's plan")), time.Now().Unix())
	calls := []veraaccount.BaseAccountCall{
		{Target: m.USDG, Value: common.Big0, Data: erc.PackApprove(m.Permit2, maxUint)},
		{Target: aapl.Address, Value: common.Big0, Data: erc.PackApprove(m.Permit2, maxUint)},
	}
	nonce := time.Now().UnixNano()
	for i := range int64(10) {
		calls = append(calls,
			veraaccount.BaseAccountCall{Target: m.Settlement, Value: common.Big0, Data: settleOnBook(t, d, 2, m.USDG, aapl.Address, thousand, nonce+2*i)},
			veraaccount.BaseAccountCall{Target: m.Settlement, Value: common.Big0, Data: settleOnBook(t, d, 2, aapl.Address, m.USDG, perTrip, nonce+2*i+1)})
	}
	// Claiming the $10,000 the old tally measured: the whole batch reverts (SpendNotSettled).
	claimed := append(append([]veraaccount.BaseAccountCall(nil), calls...),
		veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0, Data: copied.call(attacker, 1, copied.recHash, big.NewInt(10_000_000_000), 10)})
	if got := simulateBatch(t, d, attacker, claimed); got == "" {
		t.Fatal("a record claiming the round trips' $10,000 went through")
	}
	// Claiming $0 over the ten buy legs records the plan, with no execution.
	calls = append(calls, veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0, Data: copied.call(attacker, 1, copied.recHash, common.Big0, 10)})
	if got := simulateBatch(t, d, attacker, calls); got != "" {
		t.Fatalf("the $0 claim: %s", got)
	}
	r := devnettest.CallsFromGas(t, d, 2, 2_900_000, calls...)
	for _, l := range r.Logs {
		if _, err := rec.UnpackAllocationExecutedEvent(l); err == nil && l.Address == m.AgentRecord {
			t.Fatal("round trips emitted AllocationExecuted")
		}
	}
	after := devnettest.Read(t, d, m.AgentRecord, rec.PackTotalExecutedUsd(), rec.UnpackTotalExecutedUsd)
	if after.Cmp(before) != 0 {
		t.Fatalf("totalExecutedUsd went from %s to %s: ten round trips added spend", before, after)
	}
}

// simulateBatch runs account's executeBatch of calls as an eth_call from the EntryPoint and returns the
// error ("" when it succeeds).
func simulateBatch(t *testing.T, d *devnet.Devnet, account common.Address, calls []veraaccount.BaseAccountCall) string {
	t.Helper()
	m := d.Manifest()
	_, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{From: m.EntryPoint, To: &account,
		Data: veraaccount.NewVeraAccount().PackExecuteBatch(calls), Gas: 5_000_000}, nil)
	if err != nil {
		return err.Error()
	}
	return ""
}
