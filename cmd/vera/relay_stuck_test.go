package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// A stuck bundle with real processes (docs/bundler.md, "Bundles and executor keys"): `vera serve`
// with the relay key and two executor keys sends, over HTTP, to a devnet that seals a block only when
// the test says, ops of accounts that pay from their EntryPoint deposit, as a client sends them
// (eth_sendUserOperation on POST /api/bundler).
//
// First a serve is killed (SIGKILL) while its bundle is stuck in the pool, and a serve started again
// on the same keys is sent the same op: it sends nothing from any key before the killed one's nonce is
// settled (it cancels the leftover after --relay-stuck-after), so the op goes once, after.
//
// Then the running relay's own stuck bundle: after --relay-stuck-after its key replaces it at the
// same nonce with a cancellation at higher fees; the same op and the sender's next one are refused
// with -32602 meanwhile and no key carries them; once a block is sealed the cancellation is mined at
// that nonce, the bundle never is, the key paid the cancellation's 21,000 gas only, and the op sent
// again lands and has its receipt.
func TestServeStuckBundleCancelledBeforeItsOpsGoAgain(t *testing.T) {
	e := newStuckEnv(t)
	opA, opB := e.signedOp(e.accounts[0], 0), e.signedOp(e.accounts[1], 0)

	// A serve killed while its bundle is stuck, and started again.
	first := e.startServe("1h")
	hashB := first.send(t, opB)
	leftover := e.carrier(first, hashB, opB)
	before := e.balance(leftover.from)
	first.kill()
	if txs := e.pool(); len(txs) != 1 || txs[0].Hash != leftover.hash {
		t.Fatalf("the pool after the kill holds %+v; want the killed serve's bundle %s alone", txs, leftover.hash.Hex())
	}

	// eth_sendUserOperation admits the op again (answers its hash); no key may send it until the
	// killed serve's nonce is settled: the pool holds the leftover's cancellation and nothing else.
	second := e.startServe("1s")
	if again := second.send(t, opB); again != hashB {
		t.Fatalf("op B admitted again as %s, want %s", again.Hex(), hashB.Hex())
	}
	e.waitCancellation(second, leftover, nil)
	e.onlyInPool(leftover)
	e.seal()
	e.minedAt(leftover, before)
	e.landed(second, hashB)

	// The running serve's stuck bundle.
	cancelled := second.metric(t, "vera_relay_bundles_cancelled_total")
	hashA := second.send(t, opA)
	bundle := e.carrier(second, hashA, opA)
	before = e.balance(bundle.from)
	e.waitCancellation(second, bundle, nil)
	// The relay counts a cancellation once the pool has taken it, so the count may trail the pool.
	second.waitMetricAtLeast(t, "vera_relay_bundles_cancelled_total", cancelled+1)
	next := e.signedOp(e.accounts[0], 1)
	for _, op := range []chain.UserOp{opA, next} {
		_, err := second.sendErr(op)
		var re rpc.Error
		if !errors.As(err, &re) || re.ErrorCode() != -32602 || !strings.Contains(err.Error(), "is pending ("+hashA.Hex()) {
			t.Fatalf("op of nonce %s of the stuck bundle's sender before its cancellation was mined: %v; want -32602 naming %s pending", op.Nonce, err, hashA.Hex())
		}
	}
	e.onlyInPool(bundle)
	e.seal()
	e.minedAt(bundle, before)
	second.waitMetric(t, "vera_relay_in_flight_exposure_eth", 0)
	var again common.Hash
	var err error
	for {
		// The watcher forgets the cancelled op after it has seen the cancellation mined.
		if again, err = second.sendErr(opA); err == nil || !strings.Contains(err.Error(), "is pending") {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil || again != hashA {
		t.Fatalf("the op again once its bundle was cancelled: %s %v", again.Hex(), err)
	}
	e.seal()
	e.landed(second, hashA)
	if got := second.metric(t, "vera_relay_failed_after_simulation_total"); got != 0 {
		t.Fatalf("%g ops failed on chain", got)
	}
}

type stuckEnv struct {
	t        *testing.T
	d        *devnet.Devnet
	m        *chain.Deployment
	rpc      *rpc.Client
	owner    *ecdsa.PrivateKey
	accounts []common.Address
	keys     []common.Address // the relay key, then the executor keys
	args     []string
	fee, tip *big.Int
	gas      struct{ pvg, verification, call uint64 }
}

// The executor keys beside the relay key are these dev accounts.
var stuckExecutors = []uint32{5, 6}

// newStuckEnv starts the devnet that seals on demand, allows the executor keys on the paymaster,
// creates two accounts of one owner with an EntryPoint deposit each, and prepares serve's flags.
func newStuckEnv(t *testing.T) *stuckEnv {
	t.Helper()
	bin := buildVera(t)
	d := devnettest.Start(t, devnet.Config{ListenAddr: "127.0.0.1:0", NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1})
	m := d.Manifest()
	c, err := rpc.Dial(m.RPCURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	owner, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	e := &stuckEnv{t: t, d: d, m: m, rpc: c, owner: owner, keys: []common.Address{crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)}}
	var execKeys []string
	pm := sponsorpaymaster.NewSponsorPaymaster()
	var txs []*types.Transaction
	for _, i := range stuckExecutors {
		k, err := devnet.DevKey(i)
		if err != nil {
			t.Fatal(err)
		}
		execKeys = append(execKeys, hexKey(k))
		e.keys = append(e.keys, crypto.PubkeyToAddress(k.PublicKey))
		txs = append(txs, e.sendTx(devnet.DeployerKey(), m.Paymaster, nil, pm.PackSetRelay(crypto.PubkeyToAddress(k.PublicKey), true), 100_000))
	}
	funder, err := devnet.DevKey(1)
	if err != nil {
		t.Fatal(err)
	}
	factory, ep := veraaccountfactory.NewVeraAccountFactory(), entrypoint.NewEntryPoint()
	for salt := range int64(2) {
		a := devnettest.Read(t, d, m.AccountFactory, factory.PackGetAddress(crypto.PubkeyToAddress(owner.PublicKey), big.NewInt(salt)), factory.UnpackGetAddress)
		e.accounts = append(e.accounts, a)
		txs = append(txs, e.sendTx(funder, m.AccountFactory, nil, factory.PackCreateAccount(crypto.PubkeyToAddress(owner.PublicKey), big.NewInt(salt)), 500_000),
			e.sendTx(funder, m.EntryPoint, big.NewInt(5e16), ep.PackDepositTo(a), 100_000))
	}
	e.seal()
	for _, tx := range txs {
		if rc, err := d.Client().TransactionReceipt(context.Background(), tx.Hash()); err != nil || rc.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("setting up: transaction %s not mined successfully: %v", tx.Hash().Hex(), err)
		}
	}

	dir := t.TempDir()
	manifest := filepath.Join(dir, "devnet.json")
	if err := m.Save(manifest); err != nil {
		t.Fatal(err)
	}
	wallets := filepath.Join(dir, "wallets.json")
	if err := os.WriteFile(wallets, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	dsn := droppedTestDSN(t)
	iss, jwksURL := testIdentityProvider(t, dir)
	e.args = []string{bin, "serve", "--addr", "127.0.0.1:0", "--log-format", "json",
		"--clickhouse-dsn", dsn, "--rpc-url", m.RPCURL, "--manifest", manifest,
		"--agent-key", hexKey(devnet.AgentKey()), "--sponsor-key", hexKey(devnet.SponsorKey()), "--relay-key", hexKey(devnet.RelayKey()),
		"--relay-executor-keys", strings.Join(execKeys, ","), "--relay-bundle-ops", "4",
		"--auth-issuer", iss.Issuer, "--auth-audience", iss.Audience, "--auth-jwks-url", jwksURL, "--wallets-file", wallets}
	return e
}

// sendTx sends a transaction from key, at the key's next nonce, without sealing it.
func (e *stuckEnv) sendTx(key *ecdsa.PrivateKey, to common.Address, value *big.Int, data []byte, gas uint64) *types.Transaction {
	e.t.Helper()
	ctx := context.Background()
	nonce, err := e.d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		e.t.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(e.m.ChainID)), &types.DynamicFeeTx{ChainID: big.NewInt(e.m.ChainID),
		Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.d.Client().SendTransaction(ctx, tx); err != nil {
		e.t.Fatal(err)
	}
	// The pool takes a sent transaction in the background; the key's next nonce must count it.
	e.d.SyncPool()
	return tx
}

// seal seals one block with what the pool holds and waits until the pool has taken it in.
func (e *stuckEnv) seal() {
	e.d.Commit()
	e.d.SyncPool()
}

// signedOp is account's op at nonce, a call of nothing to the owner, paid from its deposit, signed by
// the owner. The fees and gas limits are the same for every op: the first call estimates them.
func (e *stuckEnv) signedOp(account common.Address, nonce int64) chain.UserOp {
	e.t.Helper()
	ctx := context.Background()
	if e.fee == nil {
		tip, err := e.d.Client().SuggestGasTipCap(ctx)
		if err != nil {
			e.t.Fatal(err)
		}
		head, err := e.d.Client().HeaderByNumber(ctx, nil)
		if err != nil {
			e.t.Fatal(err)
		}
		// Well above the floor (the base fee × 1.15 plus the suggested tip) as blocks are sealed.
		e.tip = new(big.Int).Mul(tip, big.NewInt(2))
		e.fee = new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), e.tip)
		e.gas.pvg, e.gas.verification, e.gas.call = 80_000, 150_000, 60_000
	}
	o := chain.UserOp{Sender: account, Nonce: big.NewInt(nonce),
		CallData:     veraaccount.NewVeraAccount().PackExecute(crypto.PubkeyToAddress(e.owner.PublicKey), new(big.Int), nil),
		CallGasLimit: e.gas.call, VerificationGasLimit: e.gas.verification, PreVerificationGas: e.gas.pvg,
		MaxFeePerGas: e.fee, MaxPriorityFeePerGas: e.tip}
	h, _ := chain.UserOpHashOf(o.Packed(), e.m.ChainID, e.m.EntryPoint)
	sig, err := chain.NewKeySigner(e.owner).SignDigest(ctx, h)
	if err != nil {
		e.t.Fatal(err)
	}
	o.Signature = sig
	return o
}

// stuckServe is one `vera serve` process.
type stuckServe struct {
	e       *stuckEnv
	cmd     *exec.Cmd
	bundler *rpc.Client
	metrics string
	done    chan struct{}
	mu      sync.Mutex
	logs    []string
}

// startServe starts `vera serve` with --relay-stuck-after stuck and waits until it listens.
func (e *stuckEnv) startServe(stuck string) *stuckServe {
	e.t.Helper()
	cmd := exec.Command(e.args[0], append(e.args[1:], "--relay-stuck-after", stuck, "--metrics-addr", freeLoopbackAddr(e.t))...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		e.t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	s := &stuckServe{e: e, cmd: cmd, done: make(chan struct{})}
	addrs := make(chan [2]string, 2)
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var l struct{ Msg, Addr string }
			if json.Unmarshal(sc.Bytes(), &l) == nil && strings.HasSuffix(l.Msg, " listening") {
				addrs <- [2]string{l.Msg, l.Addr}
			}
			s.mu.Lock()
			s.logs = append(s.logs, sc.Text())
			s.mu.Unlock()
		}
		cmd.Wait()
		close(s.done)
	}()
	e.t.Cleanup(func() {
		s.kill()
		if e.t.Failed() {
			e.t.Logf("vera serve (--relay-stuck-after %s) said:\n%s", stuck, s.tail())
		}
	})
	var api string
	for api == "" || s.metrics == "" {
		select {
		case a := <-addrs:
			if a[0] == "api listening" {
				api = a[1]
			} else {
				s.metrics = a[1]
			}
		case <-s.done:
			e.t.Fatalf("vera serve exited at start: %s", s.tail())
		case <-time.After(2 * time.Minute):
			e.t.Fatalf("vera serve did not listen within 2 minutes: %s", s.tail())
		}
	}
	if s.bundler, err = rpc.Dial("http://" + api + "/api/bundler"); err != nil {
		e.t.Fatal(err)
	}
	return s
}

// kill ends the process with SIGKILL and waits for it.
func (s *stuckServe) kill() {
	s.cmd.Process.Kill()
	<-s.done
}

func (s *stuckServe) tail() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Join(s.logs[max(0, len(s.logs)-40):], "\n")
}

// sendErr is eth_sendUserOperation of op.
func (s *stuckServe) sendErr(op chain.UserOp) (common.Hash, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var h common.Hash
	err := s.bundler.CallContext(ctx, &h, "eth_sendUserOperation", api.RPCUserOp(op), s.e.m.EntryPoint)
	return h, err
}

func (s *stuckServe) send(t *testing.T, op chain.UserOp) common.Hash {
	t.Helper()
	h, err := s.sendErr(op)
	if err != nil {
		t.Fatalf("eth_sendUserOperation: %v", err)
	}
	return h
}

// metric reads one unlabelled metric from serve's metrics address.
func (s *stuckServe) metric(t *testing.T, name string) float64 {
	t.Helper()
	resp, err := http.Get("http://" + s.metrics + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			var f float64
			if _, err := fmt.Sscan(v, &f); err != nil {
				t.Fatalf("metric %s: %q", name, v)
			}
			return f
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}

// waitMetric waits until the metric reads want.
func (s *stuckServe) waitMetric(t *testing.T, name string, want float64) {
	t.Helper()
	s.waitMetricUntil(t, name, fmt.Sprint(want), func(v float64) bool { return v == want })
}

func (s *stuckServe) waitMetricAtLeast(t *testing.T, name string, least float64) {
	t.Helper()
	s.waitMetricUntil(t, name, fmt.Sprint("at least ", least), func(v float64) bool { return v >= least })
}

// waitMetricUntil waits up to a minute for serve's metric name to be what ok accepts (want says what).
func (s *stuckServe) waitMetricUntil(t *testing.T, name, want string, ok func(float64) bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !ok(s.metric(t, name)); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s stayed at %g; want %s", name, s.metric(t, name), want)
		}
	}
}

// stuckBundle is the transaction that carries a stuck op: its hash, key, nonce and fees.
type stuckBundle struct {
	hash        common.Hash
	from        common.Address
	nonce       uint64
	feeCap, tip *big.Int
}

// carrier is the bundle that carries op (of hash h), which no block has mined. A bundle of one op is
// sent at the op's fees. Its hash is eth_getUserOperationByHash's, its key and nonce the pool's.
// Should the key have replaced it with its cancellation already (the answer is then null), its key
// and nonce are the cancellation's, the only transaction of the keys in the pool, and its hash is
// unknown (zero).
func (e *stuckEnv) carrier(s *stuckServe, h common.Hash, op chain.UserOp) stuckBundle {
	e.t.Helper()
	var byHash *struct {
		TransactionHash common.Hash  `json:"transactionHash"`
		BlockHash       *common.Hash `json:"blockHash"`
	}
	// eth_sendUserOperation answers once the op is admitted: its key sends the bundle just after.
	for deadline := time.Now().Add(30 * time.Second); byHash == nil && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if err := s.bundler.CallContext(context.Background(), &byHash, "eth_getUserOperationByHash", h); err != nil {
			e.t.Fatal(err)
		}
	}
	b := stuckBundle{feeCap: op.MaxFeePerGas, tip: op.MaxPriorityFeePerGas}
	if byHash != nil {
		if byHash.BlockHash != nil {
			e.t.Fatalf("op %s: mined in block %s with no block sealed", h.Hex(), byHash.BlockHash.Hex())
		}
		b.hash = byHash.TransactionHash
	}
	txs := e.pool()
	for _, tx := range txs {
		if tx.Hash == b.hash {
			if tx.MaxFeePerGas.ToInt().Cmp(b.feeCap) != 0 || tx.Tip.ToInt().Cmp(b.tip) != 0 {
				e.t.Fatalf("bundle %+v of op %s is not at the op's fees (%s, %s)", tx, h.Hex(), b.feeCap, b.tip)
			}
			b.from, b.nonce = tx.From, uint64(tx.Nonce)
			return b
		}
	}
	if len(txs) != 1 {
		e.t.Fatalf("the bundle %s of op %s is not in the pool: %+v", b.hash.Hex(), h.Hex(), txs)
	}
	b.hash = common.Hash{}
	b.from, b.nonce = txs[0].From, uint64(txs[0].Nonce)
	return b
}

func (e *stuckEnv) balance(a common.Address) *big.Int {
	e.t.Helper()
	b, err := e.d.Client().BalanceAt(context.Background(), a, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return b
}

// poolTx is a transaction as txpool_content lists it.
type poolTx struct {
	Hash         common.Hash     `json:"hash"`
	From         common.Address  `json:"from"`
	To           *common.Address `json:"to"`
	Value        *hexutil.Big    `json:"value"`
	Nonce        hexutil.Uint64  `json:"nonce"`
	Gas          hexutil.Uint64  `json:"gas"`
	MaxFeePerGas *hexutil.Big    `json:"maxFeePerGas"`
	Tip          *hexutil.Big    `json:"maxPriorityFeePerGas"`
}

// pool is every transaction the devnet's pool holds, pending or queued.
func (e *stuckEnv) pool() []poolTx {
	e.t.Helper()
	var content map[string]map[common.Address]map[string]poolTx
	if err := e.rpc.CallContext(context.Background(), &content, "txpool_content"); err != nil {
		e.t.Fatal(err)
	}
	var out []poolTx
	for _, byFrom := range content {
		for _, byNonce := range byFrom {
			for _, tx := range byNonce {
				out = append(out, tx)
			}
		}
	}
	return out
}

// waitCancellation waits until the pool holds, from from at nonce, a cancellation in place of bundle
// (isCancellation). An answer on sent (the op of the bundle sent again) before that fails the test.
func (e *stuckEnv) waitCancellation(s *stuckServe, bundle stuckBundle, sent <-chan error) {
	e.t.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		select {
		case err := <-sent:
			e.t.Fatalf("the op of bundle %s (key %s, nonce %d) sent again was answered (%v) before that nonce was settled; pool %+v",
				bundle.hash.Hex(), bundle.from.Hex(), bundle.nonce, err, e.pool())
		default:
		}
		for _, tx := range e.pool() {
			if tx.From == bundle.from && uint64(tx.Nonce) == bundle.nonce && tx.Hash != bundle.hash {
				e.isCancellation(tx, bundle)
				return
			}
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("no cancellation of bundle %s (key %s, nonce %d) within a minute; pool %+v; serve said:\n%s", bundle.hash.Hex(), bundle.from.Hex(), bundle.nonce, e.pool(), s.tail())
		}
	}
}

// isCancellation: tx, at bundle's nonce from its key, is a transfer of nothing to the key itself, of
// 21,000 gas, with both fees above the bundle's by at least 10 % (what the pool takes as a replacement).
func (e *stuckEnv) isCancellation(tx poolTx, bundle stuckBundle) {
	e.t.Helper()
	fee, tip := tx.MaxFeePerGas.ToInt(), tx.Tip.ToInt()
	tenth := func(x *big.Int) *big.Int { return new(big.Int).Add(x, new(big.Int).Quo(x, big.NewInt(10))) }
	if tx.From != bundle.from || uint64(tx.Nonce) != bundle.nonce || tx.To == nil || *tx.To != tx.From || tx.Value.ToInt().Sign() != 0 ||
		tx.Gas != 21_000 || fee.Cmp(tenth(bundle.feeCap)) < 0 || tip.Cmp(tenth(bundle.tip)) < 0 {
		e.t.Fatalf("the transaction in place of bundle %s (fee cap %s, tip %s) is not its key's cancellation at its nonce %d at higher fees: %+v",
			bundle.hash.Hex(), bundle.feeCap, bundle.tip, bundle.nonce, tx)
	}
}

// onlyInPool: the pool holds one transaction, the cancellation of bundle (a later one may have
// replaced the first: the key cancels again each --relay-stuck-after), and nothing else, so no
// executor key carries the cancelled bundle's ops meanwhile.
func (e *stuckEnv) onlyInPool(bundle stuckBundle) {
	e.t.Helper()
	txs := e.pool()
	if len(txs) != 1 {
		e.t.Fatalf("the pool holds %+v; want the cancellation of bundle %s alone", txs, bundle.hash.Hex())
	}
	e.isCancellation(txs[0], bundle)
}

// minedAt: the sealed block holds bundle's key's cancellation at its nonce, bundle is never mined, and
// the key paid the cancellation's gas only (21,000 at its price, at most its fee cap) since it held
// before.
func (e *stuckEnv) minedAt(bundle stuckBundle, before *big.Int) {
	e.t.Helper()
	ctx := context.Background()
	from, nonce := bundle.from, bundle.nonce
	if _, err := e.d.Client().TransactionReceipt(ctx, bundle.hash); err == nil && bundle.hash != (common.Hash{}) {
		e.t.Fatalf("the cancelled bundle %s was mined", bundle.hash.Hex())
	}
	if mined, err := e.d.Client().NonceAt(ctx, from, nil); err != nil || mined != nonce+1 {
		e.t.Fatalf("key %s's mined nonce %d (%v); want its cancellation at %d mined", from.Hex(), mined, err, nonce)
	}
	var block struct {
		Transactions []poolTx `json:"transactions"`
	}
	if err := e.rpc.CallContext(ctx, &block, "eth_getBlockByNumber", "latest", true); err != nil {
		e.t.Fatal(err)
	}
	var c *poolTx
	for _, tx := range block.Transactions {
		if tx.From == from {
			c = &tx
		}
	}
	if c == nil {
		e.t.Fatalf("the sealed block holds no transaction of key %s", from.Hex())
	}
	e.isCancellation(*c, bundle)
	rc, err := e.d.Client().TransactionReceipt(ctx, c.Hash)
	if err != nil || rc.Status != types.ReceiptStatusSuccessful || rc.GasUsed != 21_000 {
		e.t.Fatalf("the cancellation %s was not mined as a transfer: %+v %v", c.Hash.Hex(), rc, err)
	}
	paid := new(big.Int).Sub(before, e.balance(from))
	cost := new(big.Int).Mul(big.NewInt(21_000), rc.EffectiveGasPrice)
	if paid.Cmp(cost) != 0 || rc.EffectiveGasPrice.Cmp(c.MaxFeePerGas.ToInt()) > 0 {
		e.t.Fatalf("key %s paid %s wei; want the cancellation's 21,000 gas at %s wei (fee cap %s)", from.Hex(), paid, rc.EffectiveGasPrice, c.MaxFeePerGas.ToInt())
	}
}

// landed: op h is mined, successful, and eth_getUserOperationReceipt answers it.
func (e *stuckEnv) landed(s *stuckServe, h common.Hash) {
	e.t.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		var rc *struct {
			Success bool `json:"success"`
			Receipt struct {
				Status hexutil.Uint64 `json:"status"`
			} `json:"receipt"`
		}
		if err := s.bundler.CallContext(context.Background(), &rc, "eth_getUserOperationReceipt", h); err != nil {
			e.t.Fatal(err)
		}
		if rc != nil {
			if !rc.Success || rc.Receipt.Status != 1 {
				e.t.Fatalf("op %s mined but failed: %+v", h.Hex(), rc)
			}
			return
		}
		if p := e.pool(); len(p) > 0 {
			e.seal()
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("op %s has no receipt within a minute; pool %+v", h.Hex(), e.pool())
		}
	}
}
