package relay_test

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
)

// newBundleEnv is the relay without a sponsor (every op here pays for itself) sending bundles of up
// to k ops from the relay key and keys more executor keys (dev accounts 5 on), on a devnet that seals
// blocks on Commit only.
func newBundleEnv(t *testing.T, k, keys int, cfg relay.Config) *attackEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1})
	m := d.Manifest()
	for i := range keys {
		key, err := devnet.DevKey(uint32(5 + i))
		if err != nil {
			t.Fatal(err)
		}
		cfg.Executors = append(cfg.Executors, chain.NewBundler(d.Client(), m.EntryPoint, key, m.ChainID))
	}
	cfg.BundleOps, cfg.WatchInterval = k, 10*time.Millisecond
	return newRelayEnv(t, d, d.Client(), cfg)
}

// sendAll sends reqs at once, each from its own goroutine, and returns each one's answer.
func (e *attackEnv) sendAll(reqs []relay.Request) ([]relay.Sent, []error) {
	sent, errs := make([]relay.Sent, len(reqs)), make([]error, len(reqs))
	var wg sync.WaitGroup
	for i, req := range reqs {
		wg.Go(func() { sent[i], errs[i] = e.r.Send(context.Background(), req) })
	}
	wg.Wait()
	return sent, errs
}

// queuedBehind sends first alone, which keeps the one key busy while its bundle is unmined, then reqs
// at once, and waits until all of them wait in the queue; then it seals blocks until every answer is
// in. So the ops are bundled as a free key finds them: up to K at a time.
func (e *attackEnv) queuedBehind(first relay.Request, reqs []relay.Request) ([]relay.Sent, []error) {
	e.t.Helper()
	if _, err := e.r.Send(context.Background(), first); err != nil {
		e.t.Fatalf("the first op: %v", err)
	}
	var sent []relay.Sent
	var errs []error
	done := make(chan struct{})
	go func() { sent, errs = e.sendAll(reqs); close(done) }()
	e.waitFor(fmt.Sprintf("%d ops queued", len(reqs)), func() bool { return relay.QueueLen(e.r) == len(reqs) })
	e.sealUntil(done)
	return sent, errs
}

// sealUntil seals a block whenever a transaction is pending, until done is closed.
func (e *attackEnv) sealUntil(done <-chan struct{}) {
	e.t.Helper()
	for {
		select {
		case <-done:
			return
		case <-time.After(5 * time.Millisecond):
		}
		if p, _ := e.pool(); p > 0 {
			e.commit()
		}
	}
}

// settleAll seals what the pool holds until it holds nothing (a sent transaction is in the pool,
// queued or pending, from its send until mined), then waits until the watcher has nothing in flight.
func (e *attackEnv) settleAll() {
	e.t.Helper()
	e.waitFor("the relay's transactions mined and settled", func() bool {
		p, q := e.pool()
		if p > 0 {
			e.commit()
		}
		return p == 0 && q == 0 && e.metric("vera_relay_in_flight_exposure_eth") == 0
	})
}

// bundles are the transactions that carry sent, with their receipts, by hash.
func (e *attackEnv) bundles(sent []relay.Sent) map[common.Hash]*types.Receipt {
	e.t.Helper()
	out := map[common.Hash]*types.Receipt{}
	for _, s := range sent {
		if s.TxHash == "" {
			continue
		}
		h := common.HexToHash(s.TxHash)
		if out[h] != nil {
			continue
		}
		rc, err := e.d.Client().TransactionReceipt(context.Background(), h)
		if err != nil {
			e.t.Fatalf("receipt of bundle %s: %v", h.Hex(), err)
		}
		out[h] = rc
	}
	return out
}

func timedReqs(e *attackEnv, accounts []common.Address, fee, tip *big.Int) []relay.Request {
	out := make([]relay.Request, len(accounts))
	for i, a := range accounts {
		out[i] = e.timedOp(a, 0, 0, fee, tip)
	}
	return out
}

// Many distinct senders in one bundle: 30 ops of 30 accounts queued behind a pending op are sent in
// bundles of 10, each op answered with its bundle's transaction, each included and successful, the
// relay repaid, nothing failed on chain.
func TestBundleOfManySenders(t *testing.T) {
	e := newBundleEnv(t, 10, 0, relay.Config{})
	fee, tip := e.viemFees()
	accounts := e.accounts(31, gwei(20_000_000))
	before := e.relayBalance()
	sent, errs := e.queuedBehind(e.timedOp(accounts[0], 0, 0, fee, tip), timedReqs(e, accounts[1:], fee, tip))
	for i, err := range errs {
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
	}
	e.settleAll()
	bundles := e.bundles(sent)
	if len(bundles) != 3 {
		t.Fatalf("30 ops went in %d transactions; want 3 bundles of 10", len(bundles))
	}
	for h, rc := range bundles {
		if rc.Status != types.ReceiptStatusSuccessful || len(chain.UserOpResults(rc, e.m.EntryPoint)) != 10 {
			t.Fatalf("bundle %s: status %d, %d ops", h.Hex(), rc.Status, len(chain.UserOpResults(rc, e.m.EntryPoint)))
		}
	}
	for _, s := range sent {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(before) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(before, b))
	}
}

// One op poisoning a bundle: among ten queued ops, one whose account cannot pay its prefund (AA21)
// and one whose validity window has closed (AA22) would revert the whole handleOps. Each is answered
// with its refusal and left out; the other eight go in one bundle and land, and the relay pays
// nothing for the poisoners.
func TestPoisonedOpDroppedFromItsBundle(t *testing.T) {
	e := newBundleEnv(t, 10, 0, relay.Config{})
	fee, tip := e.viemFees()
	accounts := e.accounts(10, gwei(20_000_000))
	broke := e.accounts(1, nil)[0]
	reqs := timedReqs(e, accounts[1:], fee, tip)
	reqs = slices.Insert(reqs, 3, e.timedOp(broke, 0, 0, fee, tip))
	reqs[6] = e.timedOp(accounts[6], e.head().Time, 0, fee, tip) // closed by the inclusion block
	before := e.relayBalance()
	sent, errs := e.queuedBehind(e.timedOp(accounts[0], 0, 0, fee, tip), reqs)
	wantCode(t, errs[3], relay.CodeRejectedEntryPoint, "AA21")
	wantCode(t, errs[6], relay.CodeOutOfTimeRange, "AA22")
	var landed []relay.Sent
	for i, err := range errs {
		if i != 3 && i != 6 {
			if err != nil {
				t.Fatalf("op %d: %v", i, err)
			}
			landed = append(landed, sent[i])
		}
	}
	e.settleAll()
	if b := e.bundles(landed); len(b) != 1 {
		t.Fatalf("the 8 ops went in %d transactions; want one bundle", len(b))
	}
	for _, s := range landed {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(before) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(before, b))
	}
}

// The same sender twice: two ops of one account (nonce keys 0 and 1, each valid alone) queued
// together; one is sent, the other refused as an op of a sender in flight, in the bundle or after it.
func TestSameSenderTwiceInTheQueue(t *testing.T) {
	e := newBundleEnv(t, 10, 0, relay.Config{})
	fee, tip := e.viemFees()
	accounts := e.accounts(3, gwei(20_000_000))
	second := e.timedOp(accounts[1], 0, 0, fee, tip)
	second.Op.Nonce = new(big.Int).Lsh(common.Big1, 64)
	sent, errs := e.queuedBehind(e.timedOp(accounts[0], 0, 0, fee, tip),
		[]relay.Request{e.timedOp(accounts[1], 0, 0, fee, tip), second, e.timedOp(accounts[2], 0, 0, fee, tip)})
	if errs[2] != nil {
		t.Fatalf("another sender's op: %v", errs[2])
	}
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("two ops of one sender: %v and %v; want exactly one refused", errs[0], errs[1])
	}
	refused, ok := errs[0], 1
	if refused == nil {
		refused, ok = errs[1], 0
	}
	wantCode(t, refused, relay.CodeInvalidParams, "is pending")
	e.settleAll()
	e.included(sent[ok])
	e.included(sent[2])
}

// Executor keys' nonces never collide: 60 ops of 60 senders at once through three keys with bundles
// of up to 4, blocks sealed as transactions arrive. Every op lands; each key's transactions take its
// nonces 0, 1, 2… once each, none replaced; more than one key sent.
func TestExecutorKeysNoncesNeverCollide(t *testing.T) {
	e := newBundleEnv(t, 4, 2, relay.Config{})
	fee, tip := e.viemFees()
	accounts := e.accounts(60, gwei(20_000_000))
	var sent []relay.Sent
	var errs []error
	done := make(chan struct{})
	go func() { sent, errs = e.sendAll(timedReqs(e, accounts, fee, tip)); close(done) }()
	e.sealUntil(done)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
	}
	e.settleAll()
	byKey := map[common.Address][]uint64{}
	for h := range e.bundles(sent) {
		tx, _, err := e.d.Client().TransactionByHash(context.Background(), h)
		if err != nil {
			t.Fatal(err)
		}
		from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		if err != nil {
			t.Fatal(err)
		}
		byKey[from] = append(byKey[from], tx.Nonce())
	}
	if len(byKey) < 2 {
		t.Fatalf("the bundles went from %d key(s); want several", len(byKey))
	}
	for from, nonces := range byKey {
		slices.Sort(nonces)
		mined, err := e.d.Client().NonceAt(context.Background(), from, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, n := range nonces {
			if n != uint64(i) {
				t.Fatalf("key %s's bundles took nonces %v; want 0..%d once each", from.Hex(), nonces, len(nonces)-1)
			}
		}
		if mined != uint64(len(nonces)) {
			t.Fatalf("key %s mined %d transactions and sent %d bundles", from.Hex(), mined, len(nonces))
		}
	}
	for _, s := range sent {
		e.included(s)
	}
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	t.Logf("60 ops in bundles from %d keys: %v", len(byKey), byKey)
}

// A stuck bundle: an executor key's bundle is not mined (no block is sealed); after StuckAfter the key
// cancels it at its nonce with higher fees, and its op is not sent again, from this key or another,
// before the cancellation is mined: sending it again meanwhile is refused. Once a block takes the
// cancellation (the pool replaced the bundle), the bundle is never mined, the relay paid only the
// cancellation, and the op sent again lands.
func TestStuckBundleCancelledBeforeItsOpsGoAgain(t *testing.T) {
	e := newBundleEnv(t, 4, 1, relay.Config{StuckAfter: 300 * time.Millisecond})
	fee, tip := e.viemFees()
	accounts := e.accounts(1, gwei(20_000_000))
	req := e.timedOp(accounts[0], 0, 0, fee, tip)
	keys, before := e.sendingKeys()
	first, err := e.r.Send(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	bundle := common.HexToHash(first.TxHash)
	from, nonce := e.bundleKey(keys)
	e.waitFor("the stuck bundle's cancellation", func() bool { return e.metric("vera_relay_bundles_cancelled_total") >= 1 })
	if o, err := e.r.UserOperationByHash(context.Background(), common.HexToHash(first.UserOpHash)); err != nil || o != nil {
		t.Fatalf("eth_getUserOperationByHash of the op of a cancelled bundle: %+v, %v; want null", o, err)
	}
	if _, err := e.r.Send(context.Background(), req); err == nil {
		t.Fatal("the op of a stuck bundle was sent again before its cancellation was mined")
	} else {
		wantCode(t, err, relay.CodeInvalidParams, "")
	}
	e.commit()
	e.waitFor("the watcher to give the cancelled op's holds back", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })
	if _, err := e.d.Client().TransactionReceipt(context.Background(), bundle); err == nil {
		t.Fatal("the cancelled bundle was mined")
	}
	mined, err := e.d.Client().NonceAt(context.Background(), from, nil)
	if err != nil || mined != nonce+1 {
		t.Fatalf("key %s's mined nonce %d (%v); want the cancellation at %d", from.Hex(), mined, err, nonce)
	}
	// However many rounds raised its fees before the block came (a slow machine's many), the key paid
	// the one cancellation's 21,000 gas at its price, under the ceiling, and nothing else.
	cancellation, rc := e.minedAt(from, nonce)
	paid := new(big.Int).Sub(before[from], e.balanceAt(from))
	cost := new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice)
	if cancellation.Hash() == bundle || rc.GasUsed != 21_000 || cancellation.GasFeeCap().Cmp(relay.DefaultCancelFeeCap()) > 0 || paid.Cmp(cost) != 0 {
		t.Fatalf("the key paid %s wei; its transaction at nonce %d (%s) used %d gas at %s wei (fee cap %s); want only a cancellation's 21,000 gas, its fee cap at most %s",
			paid, nonce, cancellation.Hash().Hex(), rc.GasUsed, rc.EffectiveGasPrice, cancellation.GasFeeCap(), relay.DefaultCancelFeeCap())
	}
	var again relay.Sent
	done := make(chan struct{})
	go func() { again, err = e.r.Send(context.Background(), req); close(done) }()
	e.sealUntil(done)
	if err != nil {
		t.Fatalf("the op again once its bundle was cancelled: %v", err)
	}
	e.settleAll()
	e.included(again)
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
}

// A bundle that no block takes (a builder that censors the key, a chain that stopped) cannot drive the
// key's fees up without end: the key cancels it again each StuckAfter with fees a quarter higher only
// up to CancelFeeCap, then sends no more cancellations (each round counted as at the ceiling) and waits;
// the pool never holds a cancellation above the ceiling, and once a block comes the key pays that one
// cancellation's 21,000 gas, never the bundle.
func TestStuckBundleCancellationsStopAtTheFeeCeiling(t *testing.T) {
	ceiling := gwei(30)
	e := newBundleEnv(t, 4, 1, relay.Config{StuckAfter: 50 * time.Millisecond, CancelFeeCap: ceiling})
	fee, tip := gwei(10), gwei(1)
	if market, _ := e.viemFees(); market.Cmp(fee) > 0 {
		t.Fatalf("the devnet's fees (%s wei) are above the op's %s wei: raise both", market, fee)
	}
	accounts := e.accounts(1, gwei(20_000_000))
	keys, before := e.sendingKeys()
	first, err := e.r.Send(context.Background(), e.timedOp(accounts[0], 0, 0, fee, tip))
	if err != nil {
		t.Fatal(err)
	}
	bundle := common.HexToHash(first.TxHash)
	from, nonce := e.bundleKey(keys)

	// A quarter up a round from 10 gwei: 12.5, 15.6, 19.5, 24.4, then 30 (capped, still 10 % above),
	// then nothing: 30 is not 10 % above 30.
	e.waitFor("a cancellation held at the ceiling", func() bool { return e.metric("vera_relay_cancellations_at_fee_ceiling_total") >= 1 })
	sent, capped := e.metric("vera_relay_bundles_cancelled_total"), e.metric("vera_relay_cancellations_at_fee_ceiling_total")
	e.waitFor("three more rounds at the ceiling", func() bool { return e.metric("vera_relay_cancellations_at_fee_ceiling_total") >= capped+3 })
	if got := e.metric("vera_relay_bundles_cancelled_total"); got != sent || sent < 1 {
		t.Fatalf("cancellations sent: %g, then %g after three rounds at the ceiling; want at least one, then no more", sent, got)
	}
	inPool := e.poolTxs(from)
	if len(inPool) != 1 || inPool[0].Nonce != nonce || inPool[0].Hash == bundle {
		t.Fatalf("the key's transactions in the pool: %+v; want its cancellation at nonce %d alone", inPool, nonce)
	}
	if c := inPool[0]; c.FeeCap.Cmp(ceiling) > 0 || c.Tip.Cmp(c.FeeCap) > 0 {
		t.Fatalf("the cancellation in the pool offers %s wei a gas (tip %s); the ceiling is %s", c.FeeCap, c.Tip, ceiling)
	}

	e.cancellationMined(bundle, from, before[from], ceiling)
}

// cancellationMined seals a block with the pool's cancellation of bundle and checks that the watcher
// gave the op's holds back, that the bundle was never mined, and that key from (balance before the
// bundle) paid one cancellation, at most 21,000 gas at ceiling.
func (e *attackEnv) cancellationMined(bundle common.Hash, from common.Address, before, ceiling *big.Int) {
	e.t.Helper()
	e.commit()
	e.waitFor("the watcher to give the cancelled op's holds back", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })
	if _, err := e.d.Client().TransactionReceipt(context.Background(), bundle); err == nil {
		e.t.Fatal("the cancelled bundle was mined")
	}
	paid := new(big.Int).Sub(before, e.balanceAt(from))
	if most := new(big.Int).Mul(big.NewInt(21_000), ceiling); paid.Sign() <= 0 || paid.Cmp(most) > 0 {
		e.t.Fatalf("the key paid %s wei; want one cancellation, at most 21,000 gas at the ceiling (%s wei)", paid, most)
	}
}

// bundleKey is the one of the executor keys that sent the bundle just sent, and the bundle's nonce,
// read from the pool: the key's next nonce, where the pool holds the bundle or already its
// cancellation (the bundle's hash alone may be gone by the time it is looked up).
func (e *attackEnv) bundleKey(keys []common.Address) (common.Address, uint64) {
	e.t.Helper()
	var from common.Address
	var held []poolTx
	for _, k := range keys {
		if txs := e.poolTxs(k); len(txs) > 0 {
			if held != nil {
				e.t.Fatalf("keys %s and %s both have transactions in the pool; want only the bundle's", from.Hex(), k.Hex())
			}
			from, held = k, txs
		}
	}
	if len(held) != 1 {
		e.t.Fatalf("the executor keys' transactions in the pool: %+v; want the bundle (or its cancellation) alone", held)
	}
	next, err := e.d.Client().NonceAt(context.Background(), from, nil)
	if err != nil || held[0].Nonce != next {
		e.t.Fatalf("key %s's transaction in the pool at nonce %d; its mined nonce %d (%v)", from.Hex(), held[0].Nonce, next, err)
	}
	return from, next
}

// minedAt is from's transaction at nonce in the latest block or the few before it, and its receipt.
func (e *attackEnv) minedAt(from common.Address, nonce uint64) (*types.Transaction, *types.Receipt) {
	e.t.Helper()
	ctx := context.Background()
	head := e.head().Number.Uint64()
	for n := head; n > 0 && n+8 > head; n-- {
		b, err := ethclient.NewClient(e.d.RPC()).BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			e.t.Fatal(err)
		}
		for _, tx := range b.Transactions() {
			if sender, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx); err != nil || sender != from || tx.Nonce() != nonce {
				continue
			}
			rc, err := e.d.Client().TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				e.t.Fatal(err)
			}
			return tx, rc
		}
	}
	e.t.Fatalf("no transaction of %s at nonce %d in the blocks up to %d", from.Hex(), nonce, head)
	return nil, nil
}

// poolTx is a transaction of the pool, as txpool_content lists it.
type poolTx struct {
	Hash        common.Hash
	Nonce       uint64
	FeeCap, Tip *big.Int
}

// poolTxs are from's transactions in the pool, pending or queued.
func (e *attackEnv) poolTxs(from common.Address) []poolTx {
	e.t.Helper()
	var content map[string]map[string]map[string]struct {
		Hash         common.Hash
		Nonce        hexutil.Uint64
		MaxFeePerGas *hexutil.Big
		Tip          *hexutil.Big `json:"maxPriorityFeePerGas"`
	}
	if err := e.d.RPC().Call(&content, "txpool_content"); err != nil {
		e.t.Fatal(err)
	}
	var out []poolTx
	for _, byFrom := range content {
		for addr, byNonce := range byFrom {
			if common.HexToAddress(addr) != from {
				continue
			}
			for _, tx := range byNonce {
				out = append(out, poolTx{Hash: tx.Hash, Nonce: uint64(tx.Nonce), FeeCap: tx.MaxFeePerGas.ToInt(), Tip: tx.Tip.ToInt()})
			}
		}
	}
	return out
}

// sendingKeys are the keys of a bundle env with one executor key (the relay key and dev key 5), and
// their balances now.
func (e *attackEnv) sendingKeys() ([]common.Address, map[common.Address]*big.Int) {
	e.t.Helper()
	dev5, err := devnet.DevKey(5)
	if err != nil {
		e.t.Fatal(err)
	}
	keys := []common.Address{e.r.Address(), crypto.PubkeyToAddress(dev5.PublicKey)}
	before := map[common.Address]*big.Int{}
	for _, k := range keys {
		before[k] = e.balanceAt(k)
	}
	return keys, before
}

// balanceAt is addr's balance now.
func (e *attackEnv) balanceAt(addr common.Address) *big.Int {
	e.t.Helper()
	b, err := e.d.Client().BalanceAt(context.Background(), addr, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return b
}

// Bundles on an Arbitrum chain: ops queued while no block is sealed, then taken by the one key at
// once. An op due only after the head's second (which the next block may share) and one that stops
// validating before the margin's block would each revert the whole bundle: each is refused with its
// code and left out, and the other four land in one bundle, their preVerificationGas repaying their
// shares of the L1 component too.
func TestBundleOnArbitrum(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1,
		Arbitrum: &devnet.ArbitrumConfig{L1GasPerByte: l1GasPerByte}})
	e, run := newPausedRelayEnv(t, d, d.Client(), relay.Config{BundleOps: 10, WatchInterval: 10 * time.Millisecond})
	fee, tip := gwei(20), gwei(1)
	accounts := e.accounts(5, big.NewInt(1e16))
	bound := e.blockBoundAccount(big.NewInt(1e16))
	head := e.head()
	var reqs []relay.Request
	for _, a := range accounts[:4] {
		req := e.timedOp(a, 0, 0, fee, tip)
		req.Op.PreVerificationGas = 250_000 // room for an L1 component
		reqs = append(reqs, req)
	}
	due := e.timedOp(accounts[4], 0, head.Time, fee, tip)
	due.Op.PreVerificationGas = 250_000
	reqs = slices.Insert(reqs, 1, due, e.blockBoundOp(bound, head.Number.Uint64()+1+20, fee, tip))
	before := e.relayBalance()
	var sent []relay.Sent
	var errs []error
	done := make(chan struct{})
	go func() { sent, errs = e.sendAll(reqs); close(done) }()
	e.waitFor("6 ops queued", func() bool { return relay.QueueLen(e.r) == len(reqs) })
	run()
	<-done
	wantCode(t, errs[1], relay.CodeOutOfTimeRange, "the next block may share")
	wantCode(t, errs[2], relay.CodeRejectedEntryPoint, "40 blocks later: AA23 reverted")
	var landed []relay.Sent
	for i, err := range errs {
		if i == 1 || i == 2 {
			continue
		}
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
		landed = append(landed, sent[i])
	}
	e.commitAll(1)
	if b := e.bundles(landed); len(b) != 1 {
		t.Fatalf("the 4 ops went in %d transactions; want one bundle", len(b))
	}
	for _, s := range landed {
		e.included(s)
	}
	e.settleAll()
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
	if b := e.relayBalance(); b.Cmp(before) < 0 {
		t.Fatalf("the relay's balance fell by %s wei", new(big.Int).Sub(before, b))
	}
}

// Autopilot's entry point with bundles: Submit (the service's own sponsored op) waits for the relay
// key and goes in a bundle beside a user's sponsored op of another account; a manual op of the run's
// account sent meanwhile is refused as pending behind an Autopilot run; both land, the budgets' holds
// are given back.
func TestSubmitInABundle(t *testing.T) {
	e := newSponsoredEnvWith(t, nil, relay.Config{BundleOps: 4})
	fee, tip := e.viemFees()
	run := e.sponsored(1, e.approveOp(1, 0, fee, tip)).Op.Packed()
	user := e.sponsored(2, e.approveOp(2, 0, fee, tip))
	first := e.sponsored(3, e.approveOp(3, 0, fee, tip))
	if _, err := e.r.Send(context.Background(), first); err != nil { // the relay key busy until mined
		t.Fatal(err)
	}
	var tx *types.Transaction
	var runErr, userErr error
	var userSent relay.Sent
	var wg sync.WaitGroup
	wg.Go(func() { tx, runErr = e.r.Submit(context.Background(), []entrypoint.PackedUserOperation{run}) })
	wg.Go(func() { userSent, userErr = e.r.Send(context.Background(), user) })
	e.waitFor("2 ops queued", func() bool { return relay.QueueLen(e.r) == 2 })
	e.commitAll(1)
	wg.Wait()
	if runErr != nil || userErr != nil {
		t.Fatalf("run: %v; user's op: %v", runErr, userErr)
	}
	if !strings.EqualFold(tx.Hash().Hex(), userSent.TxHash) {
		t.Fatalf("the run went in %s and the user's op in %s; want one bundle", tx.Hash().Hex(), userSent.TxHash)
	}
	_, err := e.r.Send(context.Background(), e.sponsored(1, e.approveOp(1, 1, fee, tip)))
	wantCode(t, err, relay.CodeInvalidParams, "an Autopilot run")
	e.commitAll(1)
	rc, err := chain.WaitReceipt(context.Background(), e.d.Client(), tx.Hash())
	if err != nil || rc.Status != types.ReceiptStatusSuccessful || len(chain.UserOpResults(rc, e.m.EntryPoint)) != 2 {
		t.Fatalf("the bundle: %+v %v", rc, err)
	}
	e.included(userSent)
	e.waitFor("the budgets' holds given back", func() bool { return e.metric("vera_relay_sponsored_in_flight_eth") == 0 })
}

// A bundle that reverts on chain because of one op: the four ops pass the bundle's simulation, then
// the deployer of one op's account empties it in a transaction ahead of the bundle in the same block,
// so handleOps reverts (AA21) at the relay's expense. The relay replays the block to find the op
// that failed the bundle: only that op counts as failed and only its sender is throttled; the other
// three never ran, and the same ops sent again land.
func TestRevertedBundleThrottlesOnlyItsCulprit(t *testing.T) {
	ctx := context.Background()
	d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1})
	e, run := newPausedRelayEnv(t, d, d.Client(), relay.Config{BundleOps: 10, WatchInterval: 10 * time.Millisecond})
	fee, tip := gwei(20), gwei(10)
	accounts := e.accounts(4, big.NewInt(1e16))
	reqs := timedReqs(e, accounts, fee, tip)
	before := e.relayBalance()
	var sent []relay.Sent
	var errs []error
	done := make(chan struct{})
	go func() { sent, errs = e.sendAll(reqs); close(done) }()
	e.waitFor("4 ops queued", func() bool { return relay.QueueLen(e.r) == len(reqs) })
	run()
	<-done
	for i, err := range errs {
		if err != nil {
			t.Fatalf("op %d: %v", i, err)
		}
	}
	if len(e.bundlesPending(sent)) != 1 {
		t.Fatal("the 4 ops are not in one bundle")
	}
	e.send(e.attacker, e.nonceOf(e.attacker), &accounts[2], nil, timed.PackSpendDeposit(crypto.PubkeyToAddress(e.attacker.PublicKey)), 100_000, gwei(40))
	e.commitAll(2)
	rc, err := e.d.Client().TransactionReceipt(ctx, common.HexToHash(sent[0].TxHash))
	if err != nil || rc.Status == types.ReceiptStatusSuccessful {
		t.Fatalf("the bundle did not revert: %v", err)
	}
	e.waitFor("the failure to be counted", func() bool { return e.metric("vera_relay_failed_after_simulation_total") >= 1 })
	e.waitFor("the watcher to settle the bundle", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })
	if got := e.metric("vera_relay_failed_after_simulation_total"); got != 1 {
		t.Fatalf("%g ops counted as failed on chain; want the one that failed the bundle", got)
	}
	if lost := new(big.Int).Sub(before, e.relayBalance()); lost.Sign() <= 0 {
		t.Fatalf("the relay lost nothing (%s wei): it is not the attack", lost)
	}
	retry := reqs[2]
	retry.Op.CallGasLimit++ // another op of the culprit
	_, err = e.r.Send(ctx, retry)
	wantCode(t, err, relay.CodeThrottled, "sender "+accounts[2].Hex()+" is throttled until")
	var again []relay.Sent
	done = make(chan struct{})
	go func() { again, errs = e.sendAll([]relay.Request{reqs[0], reqs[1], reqs[3]}); close(done) }() // the same ops: they never ran
	e.sealUntil(done)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("op %d again after its bundle reverted on another: %v", i, err)
		}
	}
	e.settleAll()
	for _, s := range again {
		e.included(s)
	}
}

// bundlesPending are the distinct transactions that carry sent.
func (e *attackEnv) bundlesPending(sent []relay.Sent) []string {
	var out []string
	for _, s := range sent {
		if !slices.Contains(out, s.TxHash) {
			out = append(out, s.TxHash)
		}
	}
	return out
}
