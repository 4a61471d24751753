package relay_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/timedaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// attackEnv is a devnet that seals blocks only on Commit, an attacker's EOA that deploys the accounts
// it griefs the relay with, and the relay without a sponsor (every op here pays for itself), its
// watcher running.
type attackEnv struct {
	t        testing.TB
	d        *devnet.Devnet
	m        *chain.Deployment
	r        *relay.Relay
	reg      *prometheus.Registry
	attacker *ecdsa.PrivateKey
	owners   *sponsor.Owners  // the sponsor's directory, in a sponsored env
	sponsor  *sponsor.Sponsor // the relay's sponsor, in a sponsored env
}

var timed = timedaccount.NewTimedAccount()

// gwei is n gwei in wei.
func gwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e9)) }

func newAttackEnv(t testing.TB, lossBound *big.Int) *attackEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1})
	return newRelayEnv(t, d, d.Client(), relay.Config{LossBound: lossBound, WatchInterval: 10 * time.Millisecond})
}

// newRelayEnv is the relay on d through client, with cfg's tuning, its watcher running.
func newRelayEnv(t testing.TB, d *devnet.Devnet, client *chain.Client, cfg relay.Config) *attackEnv {
	t.Helper()
	e, run := newPausedRelayEnv(t, d, client, cfg)
	run()
	return e
}

// newPausedRelayEnv is newRelayEnv with its Run (the watcher, and the executor keys that send
// bundles) started only when run is called.
func newPausedRelayEnv(t testing.TB, d *devnet.Devnet, client *chain.Client, cfg relay.Config) (*attackEnv, func()) {
	t.Helper()
	m := d.Manifest()
	ctx := context.Background()
	limits, err := sponsor.ReadLimits(ctx, client, m.Paymaster)
	if err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	cfg.ChainID, cfg.EntryPoint, cfg.Paymaster, cfg.Limits = m.ChainID, m.EntryPoint, m.Paymaster, limits
	cfg.Bundler, cfg.Client = chain.NewBundler(client, m.EntryPoint, devnet.RelayKey(), m.ChainID), client
	cfg.AccountFactory, cfg.Registerer, cfg.Logger = m.AccountFactory, reg, slog.New(slog.NewTextHandler(io.Discard, nil))
	r, err := relay.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	run := func() {
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- r.Run(runCtx) }()
		t.Cleanup(func() {
			stop()
			if err := <-done; err != nil {
				t.Errorf("Run: %v", err)
			}
		})
	}
	attacker, err := devnet.DevKey(4)
	if err != nil {
		t.Fatal(err)
	}
	return &attackEnv{t: t, d: d, m: m, r: r, reg: reg, attacker: attacker}, run
}

// send signs a transaction from key and leaves it in the pool (blocks are sealed on Commit only).
func (e *attackEnv) send(key *ecdsa.PrivateKey, nonce uint64, to *common.Address, value *big.Int, data []byte, gas uint64, tip *big.Int) *types.Transaction {
	e.t.Helper()
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, gwei(50)),
		Gas: gas, To: to, Value: value, Data: data,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.d.Client().SendTransaction(context.Background(), tx); err != nil {
		e.t.Fatal(err)
	}
	return tx
}

func (e *attackEnv) nonceOf(key *ecdsa.PrivateKey) uint64 {
	e.t.Helper()
	n, err := e.d.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// commit seals a block with what is pending and lets the pool take it in.
func (e *attackEnv) commit() {
	e.d.Commit()
	e.d.SyncPool()
}

// commitAll seals the n transactions sent since the last block in one block, for tests whose
// attack needs them together. The pool promotes a sent transaction from its queue in the background,
// and a block takes only promoted ones, so it first waits until all n are pending and none is queued;
// the devnet's builder then takes every pending transaction however long it takes.
func (e *attackEnv) commitAll(n int) {
	e.t.Helper()
	e.waitFor(fmt.Sprintf("%d transactions pending", n), func() bool { p, q := e.pool(); return p == n && q == 0 })
	e.commit()
	if p := e.pending(); p != 0 {
		e.t.Fatalf("%d transactions left out of the block", p)
	}
}

// mineAll seals the n transactions sent since the last block, in as many blocks as it takes, for
// callers that need them mined, not mined together (commitAll): a block takes what fits its gas.
func (e *attackEnv) mineAll(n int) {
	e.t.Helper()
	e.waitFor(fmt.Sprintf("%d transactions pending", n), func() bool { p, q := e.pool(); return p == n && q == 0 })
	for range 50 {
		e.commit()
		if e.pending() == 0 {
			return
		}
	}
	e.t.Fatalf("%d transactions left unmined after 50 blocks", e.pending())
}

// pending is how many transactions the pool holds, promoted or queued.
func (e *attackEnv) pending() int {
	e.t.Helper()
	p, q := e.pool()
	return p + q
}

// pool is how many transactions the pool has promoted (a block may take them) and how many it queues.
func (e *attackEnv) pool() (pending, queued int) {
	e.t.Helper()
	var st struct{ Pending, Queued hexutil.Uint64 }
	if err := e.d.RPC().Call(&st, "txpool_status"); err != nil {
		e.t.Fatal(err)
	}
	return int(st.Pending), int(st.Queued)
}

// accounts deploys n fresh TimedAccounts of the attacker, each holding fund wei (in one block as a
// rule; no test needs them in one).
func (e *attackEnv) accounts(n int, fund *big.Int) []common.Address {
	e.t.Helper()
	from := crypto.PubkeyToAddress(e.attacker.PublicKey)
	code := append(common.FromHex(timedaccount.TimedAccountMetaData.Bin), timed.PackConstructor(e.m.EntryPoint)...)
	nonce := e.nonceOf(e.attacker)
	out := make([]common.Address, n)
	txs := make([]*types.Transaction, n)
	for i := range out {
		txs[i] = e.send(e.attacker, nonce+uint64(i), nil, fund, code, 1_000_000, gwei(1))
		out[i] = crypto.CreateAddress(from, nonce+uint64(i))
	}
	e.mineAll(n)
	for _, tx := range txs {
		rc, err := e.d.Client().TransactionReceipt(context.Background(), tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful {
			e.t.Fatalf("deploy a TimedAccount: %v", err)
		}
	}
	return out
}

// timedOp is account's op at nonce 0 whose validity window is (validAfter, validUntil] (0: open),
// at fee cap fee and tip tip.
func (e *attackEnv) timedOp(account common.Address, validUntil, validAfter uint64, fee, tip *big.Int) relay.Request {
	return relay.Request{ChainID: e.m.ChainID, EntryPoint: e.m.EntryPoint,
		Op: timedUserOp(account, validUntil, validAfter, fee, tip)}
}

func timedUserOp(account common.Address, validUntil, validAfter uint64, fee, tip *big.Int) chain.UserOp {
	word := func(v uint64) []byte { return common.LeftPadBytes(new(big.Int).SetUint64(v).Bytes(), 32) }
	return chain.UserOp{
		Sender: account, Nonce: big.NewInt(0), CallData: timed.PackExecute(common.Address{}, common.Big0, nil),
		CallGasLimit: 50_000, VerificationGasLimit: 100_000, PreVerificationGas: 60_000,
		MaxFeePerGas: fee, MaxPriorityFeePerGas: tip, Signature: append(word(validUntil), word(validAfter)...),
	}
}

// maxCost is the most the relay's handleOps of one timedUserOp at fee cap fee can cost it.
func maxCost(t *testing.T, fee *big.Int) *big.Int {
	t.Helper()
	c, err := chain.MaxBundleCost([]entrypoint.PackedUserOperation{timedUserOp(common.Address{}, 0, 0, fee, fee).Packed()})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (e *attackEnv) head() *types.Header {
	e.t.Helper()
	h, err := e.d.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return h
}

func (e *attackEnv) relayBalance() *big.Int {
	e.t.Helper()
	b, err := e.d.Client().BalanceAt(context.Background(), e.r.Address(), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return b
}

// metric reads a counter or gauge of the relay's registry (0 when it has no sample yet).
func (e *attackEnv) metric(name string) float64 {
	e.t.Helper()
	families, err := e.reg.Gather()
	if err != nil {
		e.t.Fatal(err)
	}
	var sum float64
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
		for _, m := range f.GetMetric() {
			sum += m.GetCounter().GetValue() + m.GetGauge().GetValue()
		}
	}
	return sum
}

// waitFor polls cond until it holds (the watcher settles mined transactions within milliseconds).
func (e *attackEnv) waitFor(what string, cond func() bool) {
	e.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			e.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func wantCode(t testing.TB, err error, code int, contains string) {
	t.Helper()
	var re *relay.Error
	if !errors.As(err, &re) || re.Code != code || !strings.Contains(re.Message, contains) {
		t.Fatalf("got %v, want code %d with %q", err, code, contains)
	}
}

// The clock griefing: eth_simulateV1 simulates a block 12 s after the head by default while the
// real block follows the head by about a second, so an op whose window opens at head+11 passed the
// simulation and failed at inclusion (AA22), at the relay's expense. Simulated in the inclusion
// block, every such op from fresh accounts is refused and nothing is sent; so is an op whose window
// closes within the margin. The same op is accepted once its window is open.
func TestClockGriefingRefused(t *testing.T) {
	e := newAttackEnv(t, nil)
	ctx := context.Background()
	accounts := e.accounts(13, big.NewInt(1e16))
	e.commit() // a fresh head: its time is now or later
	head := e.head()
	txsBefore, balanceBefore := e.nonceOf(devnet.RelayKey()), e.relayBalance()
	for _, a := range accounts[:12] {
		_, err := e.r.Send(ctx, e.timedOp(a, 0, head.Time+11, gwei(20), gwei(1)))
		wantCode(t, err, relay.CodeOutOfTimeRange, "AA22")
	}
	e.commit()
	head = e.head()
	_, err := e.r.Send(ctx, e.timedOp(accounts[12], head.Time+5, 0, gwei(20), gwei(1)))
	wantCode(t, err, relay.CodeOutOfTimeRange, "AA22")
	if !strings.Contains(err.Error(), "10 s after the inclusion block") {
		t.Fatalf("the refusal does not name the margin: %v", err)
	}
	e.commit()
	if n := e.nonceOf(devnet.RelayKey()); n != txsBefore {
		t.Fatalf("the relay sent %d transactions", n-txsBefore)
	}
	if b := e.relayBalance(); b.Cmp(balanceBefore) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(balanceBefore, b))
	}

	// Not a broken op: once the chain's clock has passed its validAfter, it goes through.
	if err := e.d.AdjustTime(11 * time.Second); err != nil {
		t.Fatal(err)
	}
	e.d.SyncPool()
	sent, err := e.r.Send(ctx, e.timedOp(accounts[0], 0, head.Time+11, gwei(20), gwei(1)))
	if err != nil {
		t.Fatalf("the op once its window is open: %v", err)
	}
	e.commitAll(1)
	rc, err := e.r.Receipt(ctx, common.HexToHash(sent.UserOpHash))
	if err != nil || rc.Success == nil || !*rc.Success {
		t.Fatalf("receipt: %+v %v", rc, err)
	}
}

// An op passes simulation, then its account's deployer empties the account in a transaction that
// precedes the relay's in the block (a higher tip), so handleOps reverts with AA21 and the relay pays
// its gas. The loss is counted and the sender throttled; and with the loss bound passed, a second
// fresh sender of the same attack is refused before anything is simulated.
func TestFailureAfterSimulationThrottles(t *testing.T) {
	ctx := context.Background()
	fee, tip := gwei(20), gwei(10)
	bound := maxCost(t, fee)
	e := newAttackEnv(t, bound) // room for one op in flight, and none after a loss
	accounts := e.accounts(2, big.NewInt(1e16))
	balanceBefore := e.relayBalance()

	if _, err := e.r.Send(ctx, e.timedOp(accounts[0], 0, 0, fee, tip)); err != nil {
		t.Fatalf("the op before the attack: %v", err)
	}
	e.send(e.attacker, e.nonceOf(e.attacker), &accounts[0], nil, timed.PackSpendDeposit(crypto.PubkeyToAddress(e.attacker.PublicKey)), 100_000, gwei(40))
	e.commitAll(2)
	e.waitFor("the failure to be counted", func() bool { return e.metric("vera_relay_failed_after_simulation_total") == 1 })

	lost := new(big.Int).Sub(balanceBefore, e.relayBalance())
	if lost.Sign() <= 0 {
		t.Fatalf("the attack did not cost the relay anything (%s wei): it is not the attack", lost)
	}
	if got, want := e.metric("vera_relay_loss_eth_total"), sponsor.ETH(lost); got != want {
		t.Fatalf("vera_relay_loss_eth_total = %g, the relay lost %g ETH", got, want)
	}
	t.Logf("the relay lost %s wei on the failed op (bound %s wei)", lost, bound)

	retry := e.timedOp(accounts[0], 0, 0, fee, tip)
	retry.Op.CallGasLimit++ // another op of the same sender
	_, err := e.r.Send(ctx, retry)
	wantCode(t, err, relay.CodeThrottled, "sender "+accounts[0].Hex()+" is throttled until")
	_, err = e.r.Send(ctx, e.timedOp(accounts[1], 0, 0, fee, tip))
	wantCode(t, err, relay.CodeThrottled, "ops are refused until")
	if n := e.nonceOf(devnet.RelayKey()); n != 1 {
		t.Fatalf("the relay sent %d transactions, want 1", n)
	}
}

// Hundreds of fresh senders run the attack above, each sending its op as soon as the relay takes
// ops again and emptying its account right after. The relay admits an unsponsored op only while the
// last hour's losses plus what its unsponsored transactions in flight could cost stay within its
// loss bound, so what it loses in all stays within the bound.
func TestLossesStayWithinTheBound(t *testing.T) {
	ctx := context.Background()
	const senders = 200
	bound := new(big.Int).Mul(big.NewInt(2), big.NewInt(1e16)) // 0.02 ETH
	fee, tip := gwei(10), gwei(10)                             // the most the relay pays per gas
	e := newAttackEnv(t, bound)
	accounts := e.accounts(senders, big.NewInt(1e16))
	balanceBefore := e.relayBalance()
	attacker := crypto.PubkeyToAddress(e.attacker.PublicKey)

	next, admitted := 0, 0
	for next < senders {
		// A round: ops until the relay refuses one, each account emptied behind the relay's back.
		round := 0
		nonce := e.nonceOf(e.attacker)
		for ; next < senders; next++ {
			_, err := e.r.Send(ctx, e.timedOp(accounts[next], 0, 0, fee, tip))
			if err != nil {
				wantCode(t, err, relay.CodeThrottled, "")
				break
			}
			e.send(e.attacker, nonce, &accounts[next], nil, timed.PackSpendDeposit(attacker), 100_000, gwei(40))
			nonce++
			round++
		}
		if round == 0 {
			break
		}
		admitted += round
		e.commitAll(2 * round)
		e.waitFor(fmt.Sprintf("the round's failures to be counted (%d admitted)", admitted), func() bool {
			return e.metric("vera_relay_failed_after_simulation_total") == float64(admitted)
		})
	}
	// Every remaining sender is refused at once, without a simulation.
	refused := 0
	for _, a := range accounts[next:] {
		_, err := e.r.Send(ctx, e.timedOp(a, 0, 0, fee, tip))
		wantCode(t, err, relay.CodeThrottled, "")
		refused++
	}
	lost := new(big.Int).Sub(balanceBefore, e.relayBalance())
	t.Logf("%d senders: %d ops admitted and failed on chain, %d refused; the relay lost %s wei (%g ETH) against a bound of %s wei",
		senders, admitted, refused, lost, sponsor.ETH(lost), bound)
	if lost.Cmp(bound) > 0 {
		t.Fatalf("the relay lost %s wei, above its bound of %s wei", lost, bound)
	}
	if admitted == 0 || refused < senders/2 {
		t.Fatalf("%d admitted, %d refused: not the attack", admitted, refused)
	}
	if got, want := e.metric("vera_relay_loss_eth_total"), sponsor.ETH(lost); got < want*0.999999 || got > want*1.000001 {
		t.Fatalf("vera_relay_loss_eth_total = %g, the relay lost %g ETH", got, want)
	}
}

// Without a paymaster, the sender's code is checked by the simulation: an op of an address without
// code and without a factory, or of a deployed account with one, is refused as invalid (-32602), and
// nothing is sent.
func TestUnsponsoredSenderCheckedInSimulation(t *testing.T) {
	e := newAttackEnv(t, nil)
	ctx := context.Background()
	_, err := e.r.Send(ctx, e.timedOp(common.HexToAddress("0x00000000000000000000000000000000000c0de0"), 0, 0, gwei(20), gwei(1)))
	wantCode(t, err, relay.CodeInvalidParams, "AA20")
	deployed := e.accounts(1, big.NewInt(1e16))[0]
	withFactory := e.timedOp(deployed, 0, 0, gwei(20), gwei(1))
	withFactory.Op.Factory, withFactory.Op.FactoryData = &e.m.AccountFactory, []byte{1}
	_, err = e.r.Send(ctx, withFactory)
	wantCode(t, err, relay.CodeInvalidParams, "AA10")
	if n := e.nonceOf(devnet.RelayKey()); n != 0 {
		t.Fatalf("the relay sent %d transactions", n)
	}
}
