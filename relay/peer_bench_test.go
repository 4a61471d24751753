package relay_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
)

// peerSettings are BenchmarkBundlerPeer's knobs, each read from the environment variable named beside it.
type peerSettings struct {
	AltoDir       string        // VERA_BENCH_ALTO: the npm package dir holding @pimlico/alto (bench/alto)
	Ops           int           // VERA_BENCH_PEER_OPS: ops per bundler per round (200)
	Rounds        int           // VERA_BENCH_PEER_ROUNDS: rounds per benchmark iteration, alternating which bundler goes first (2)
	Clients       int           // VERA_BENCH_PEER_CLIENTS: concurrent senders per bundler (16)
	Rate          float64       // VERA_BENCH_PEER_RATE: ops offered per second, Poisson arrivals; 0 as fast as the senders go (0)
	BlockInterval time.Duration // VERA_BENCH_PEER_BLOCK_INTERVAL: the chain's pace (100ms, Robinhood Chain's)
	AltoExecutors int           // VERA_BENCH_PEER_ALTO_EXECUTORS: Alto's executor keys (1)
	// The relay's bundling: ops per handleOps and executor keys. Today's relay sends one op per
	// handleOps from one key; relayBundling is where a relay that bundles takes these.
	RelayK    int // VERA_BENCH_PEER_RELAY_K (1)
	RelayKeys int // VERA_BENCH_PEER_RELAY_KEYS (1)
	// RelayWait is how long a free key waits for its bundle to fill (VERA_BENCH_PEER_RELAY_WAIT, 0).
	RelayWait time.Duration
	// RelayBundleGas bounds the relay's bundles' gas limit (VERA_BENCH_PEER_RELAY_BUNDLE_GAS, 0: the
	// relay's default, relay.DefaultBundleGas).
	RelayBundleGas int
	// L1GasPerByte is the world's NodeInterface stand-in's L1 component (VERA_BENCH_PEER_L1_GAS_PER_BYTE,
	// 0). Alto runs as on a plain chain (startAlto says why), so it prices no L1 part into
	// preVerificationGas; at 0 neither bundler does, and the ops' actualGasUsed compare like for like.
	// The devnet's receipts never include L1 gas, so the chain gas per op does not depend on it.
	L1GasPerByte int
	// RelayRPS is the request budget of the relay's chain client, which reaches the node over HTTP as
	// Alto does (VERA_BENCH_PEER_RELAY_RPS: requests per second, "serve" for the budget `vera serve`
	// dials with, chain.ClientConfig's default of 50 a second of which the relay's lane has 40 %;
	// default none, -1: Alto has none either).
	RelayRPS float64
}

func peerFromEnv(b *testing.B) peerSettings {
	_, file, _, _ := runtime.Caller(0)
	s := peerSettings{AltoDir: filepath.Join(filepath.Dir(file), "..", "bench", "alto"), Ops: 200, Rounds: 2, Clients: 16,
		BlockInterval: 100 * time.Millisecond, AltoExecutors: 1, RelayK: 1, RelayKeys: 1, RelayRPS: -1}
	if v := os.Getenv("VERA_BENCH_ALTO"); v != "" {
		s.AltoDir = v
	}
	num := func(name string, dst *int) {
		if v := os.Getenv(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				b.Fatalf("%s=%q: want a positive integer", name, v)
			}
			*dst = n
		}
	}
	num("VERA_BENCH_PEER_OPS", &s.Ops)
	num("VERA_BENCH_PEER_ROUNDS", &s.Rounds)
	num("VERA_BENCH_PEER_CLIENTS", &s.Clients)
	num("VERA_BENCH_PEER_ALTO_EXECUTORS", &s.AltoExecutors)
	num("VERA_BENCH_PEER_RELAY_K", &s.RelayK)
	num("VERA_BENCH_PEER_RELAY_KEYS", &s.RelayKeys)
	num("VERA_BENCH_PEER_RELAY_BUNDLE_GAS", &s.RelayBundleGas)
	if v := os.Getenv("VERA_BENCH_PEER_RELAY_RPS"); v == "serve" {
		s.RelayRPS = 0
	} else if v != "" {
		r, err := strconv.ParseFloat(v, 64)
		if err != nil || r == 0 {
			b.Fatalf("VERA_BENCH_PEER_RELAY_RPS=%q: want requests per second, -1 for none, or serve", v)
		}
		s.RelayRPS = r
	}
	if v := os.Getenv("VERA_BENCH_PEER_L1_GAS_PER_BYTE"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			b.Fatalf("VERA_BENCH_PEER_L1_GAS_PER_BYTE=%q: want 0 or more", v)
		}
		s.L1GasPerByte = n
	}
	if v := os.Getenv("VERA_BENCH_PEER_RATE"); v != "" {
		r, err := strconv.ParseFloat(v, 64)
		if err != nil || r < 0 {
			b.Fatalf("VERA_BENCH_PEER_RATE=%q: want ops per second, 0 for no pacing", v)
		}
		s.Rate = r
	}
	if v := os.Getenv("VERA_BENCH_PEER_RELAY_WAIT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			b.Fatalf("VERA_BENCH_PEER_RELAY_WAIT=%q: want a duration", v)
		}
		s.RelayWait = d
	}
	if v := os.Getenv("VERA_BENCH_PEER_BLOCK_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			b.Fatalf("VERA_BENCH_PEER_BLOCK_INTERVAL=%q: want a duration", v)
		}
		s.BlockInterval = d
	}
	return s
}

// relayBundling puts the benchmark's relay-side configuration on cfg: bundles of up to k ops
// (VERA_BENCH_PEER_RELAY_K) sent from keys executor keys in all (VERA_BENCH_PEER_RELAY_KEYS), the
// relay key first. K=1 on one key is the relay's default, one op per handleOps.
func relayBundling(cfg *relay.Config, client *chain.Client, m *chain.Deployment, k, keys int, altoExecutors int) error {
	if k < 1 || keys < 1 {
		return fmt.Errorf("the relay needs K >= 1 and at least its relay key, got K=%d and %d keys", k, keys)
	}
	// The relay key is devnet.RelayKey; more executor keys are dev accounts 5 to 8, clear of Alto's
	// utility account (0), its executors (1 on) and the benchmark's funder (9).
	if keys-1 > 4 || 1+altoExecutors > 5 {
		return fmt.Errorf("%d relay keys beside %d Alto executors: the world funds dev accounts 5..8 for the relay's extra keys and 1..4 for Alto's", keys, altoExecutors)
	}
	cfg.BundleOps = k
	for i := range keys - 1 {
		key, err := devnet.DevKey(uint32(5 + i))
		if err != nil {
			return err
		}
		cfg.Executors = append(cfg.Executors, chain.NewBundler(client, m.EntryPoint, key, m.ChainID))
	}
	return nil
}

// BenchmarkBundlerPeer sends the same simple unsponsored ops through Vera's relay and through Pimlico's
// Alto (@pimlico/alto 0.0.20, pinned in bench/alto, run as a node process) on one world chain: Vera's
// contracts deployed onto it as `vera deploy` does, EntryPoint v0.8 at its canonical address, a block
// every 100 ms with its clock let run fast (WorldConfig.FastClock). Each op comes from its own
// VeraAccount (the reference SimpleAccount v0.8 behind Vera's factory) that pays from its EntryPoint
// deposit, no paymaster, and transfers 0.01 USDG; each bundler estimates the op's gas once
// (eth_estimateUserOperationGas) and gives its own fees, and every op is signed and sent with
// eth_sendUserOperation over HTTP on loopback: Vera's at POST /api/bundler (the API's handler, the
// route's rate limit lifted), Alto's at its port. Both bundlers reach the node over HTTP on loopback
// (the relay's chain client without a request budget unless VERA_BENCH_PEER_RELAY_RPS sets one). Each
// round sends Ops ops through one bundler, then through the other (alternating which goes first), and
// reports per bundler: ops per second (ops over the time from the first send to the last op's block),
// the latency from sending an op to the block that includes it (p50, p99; blocks are watched in
// process every 10 ms) and the time eth_sendUserOperation took to answer, the chain gas per op (the handleOps
// transactions' gasUsed over their ops), the ops' actualGasUsed (what the accounts paid for, their
// preVerificationGas included), and the ops per bundle. Every op's eth_getUserOperationReceipt is then
// read from its bundler and must say it succeeded in that transaction. Outside `make test`; Alto is
// installed with `npm ci --prefix bench/alto`:
//
//	go test -run '^$' -bench BenchmarkBundlerPeer -benchtime 1x -timeout 30m ./relay/
func BenchmarkBundlerPeer(b *testing.B) {
	s := peerFromEnv(b)
	altoCLI := filepath.Join(s.AltoDir, "node_modules", "@pimlico", "alto", "esm", "cli", "alto.js")
	if _, err := os.Stat(altoCLI); err != nil {
		b.Fatalf("Alto is not installed at %s (%v): run `npm ci --prefix bench/alto`, or set VERA_BENCH_ALTO to its package dir", s.AltoDir, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// The chain: the world chain with Vera on it, a block every BlockInterval whatever its pool holds.
	d, err := devnet.Start(ctx, devnet.Config{
		Assets: devnettest.Assets(b), ListenAddr: "127.0.0.1:0", BlockInterval: s.BlockInterval, NoInstantBlocks: true,
		DemoUsers: -1, NoLogIndex: true, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		World:    &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}, FastClock: true},
		Arbitrum: &devnet.ArbitrumConfig{L1GasPerByte: uint64(s.L1GasPerByte)},
	})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	m := d.Manifest()
	w := d.World()
	if m.EntryPoint != w.EntryPoint {
		b.Fatalf("the deployment's EntryPoint %s is not the world's %s", m.EntryPoint, w.EntryPoint)
	}

	// Vera's relay as `vera serve` runs it, behind the API's JSON-RPC route on loopback.
	relayClient, err := chain.Dial(ctx, m.RPCURL, chain.ClientConfig{RequestsPerSecond: s.RelayRPS})
	if err != nil {
		b.Fatal(err)
	}
	defer relayClient.Close()
	var rcfg relay.Config
	rcfg.BundleWait, rcfg.BundleGas = s.RelayWait, uint64(s.RelayBundleGas)
	if err := relayBundling(&rcfg, relayClient, m, s.RelayK, s.RelayKeys, s.AltoExecutors); err != nil {
		b.Fatal(err)
	}
	env := newRelayEnv(b, d, relayClient, rcfg)
	pol := api.DefaultPolicies()
	p := pol["POST /api/bundler"]
	p.Limit = 0 // one client address sends every op here; the route's per-address limit is not what is measured
	pol["POST /api/bundler"] = p
	srv := api.New(api.Config{Policies: pol}, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, nil, prometheus.NewRegistry())
	srv.Register(api.BundlerRoutes{Relay: env.r})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srvDone := make(chan error, 1)
	go func() { srvDone <- srv.ListenAndServe(ctx, ln, time.Second) }()
	defer func() { cancel(); <-srvDone }()
	veraURL := "http://" + ln.Addr().String() + "/api/bundler"

	// Alto, a node process of its own, its executors and utility account dev accounts of the world.
	altoURL, stopAlto := startAlto(b, altoCLI, m.RPCURL, m.EntryPoint, s)
	defer stopAlto()

	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: s.Clients * 2}, Timeout: 30 * time.Second}
	dial := func(url string) *rpc.Client {
		c, err := rpc.DialOptions(ctx, url, rpc.WithHTTPClient(hc))
		if err != nil {
			b.Fatal(err)
		}
		return c
	}
	bundlers := []*peerBundler{{name: "vera", rpc: dial(veraURL)}, {name: "alto", rpc: dial(altoURL)}}
	for _, bu := range bundlers {
		var eps []common.Address
		if err := bu.rpc.CallContext(ctx, &eps, "eth_supportedEntryPoints"); err != nil || !slices.Contains(eps, m.EntryPoint) {
			b.Fatalf("%s: eth_supportedEntryPoints %v %v: want %s", bu.name, eps, err, m.EntryPoint)
		}
	}

	pb := &peerBench{b: b, s: s, d: d, m: m, owner: peerOwner(b)}
	pb.watch = newInclusionWatch(ctx, d, m.EntryPoint)
	accounts := pb.deployAccounts(ctx, 2*s.Ops*s.Rounds*b.N)

	b.ResetTimer()
	for round := range s.Rounds * b.N {
		order := bundlers
		if round%2 == 1 {
			order = []*peerBundler{bundlers[1], bundlers[0]}
		}
		for _, bu := range order {
			batch := accounts[:s.Ops]
			accounts = accounts[s.Ops:]
			r := pb.phase(ctx, bu, batch)
			b.Logf("round %d %s: %s", round+1, bu.name, r)
			bu.results = append(bu.results, r)
		}
	}
	b.StopTimer()
	for _, bu := range bundlers {
		var ops, gas, actual, bundles, lat float64
		var p50s, p99s []float64
		for _, r := range bu.results {
			ops += r.opsPerSec
			gas += r.gasPerOp
			actual += r.actualPerOp
			bundles += r.opsPerBundle
			p50s, p99s = append(p50s, r.p50.Seconds()), append(p99s, r.p99.Seconds())
			lat += r.p50.Seconds()
		}
		n := float64(len(bu.results))
		b.ReportMetric(ops/n, bu.name+"-ops/s")
		b.ReportMetric(gas/n, bu.name+"-gas/op")
		b.ReportMetric(actual/n, bu.name+"-actualGasUsed/op")
		b.ReportMetric(bundles/n, bu.name+"-ops/bundle")
		b.ReportMetric(lat/n*1000, bu.name+"-p50-ms")
		b.ReportMetric(slices.Max(p99s)*1000, bu.name+"-p99max-ms")
	}
	b.Logf("settings: %d rounds of %d ops per bundler, %d senders, rate %v (0: unpaced), blocks every %s, relay K=%d keys=%d wait %s bundle gas %d chain budget %v req/s (0: vera serve's, -1: none), Alto executors %d, GOMAXPROCS %d",
		s.Rounds*b.N, s.Ops, s.Clients, s.Rate, s.BlockInterval, s.RelayK, s.RelayKeys, s.RelayWait, s.RelayBundleGas, s.RelayRPS, s.AltoExecutors, runtime.GOMAXPROCS(0))
}

type peerBundler struct {
	name    string
	rpc     *rpc.Client
	results []peerResult
}

type peerResult struct {
	ops                      int
	opsPerSec                float64
	p50, p99                 time.Duration
	sendP50                  time.Duration // eth_sendUserOperation answered
	gasPerOp, actualPerOp    float64
	opsPerBundle             float64
	bundles                  int
	verificationGas, callGas uint64
	preVerificationGas       uint64
	maxFeePerGas, tipPerGas  *big.Int
}

func (r peerResult) String() string {
	return fmt.Sprintf("%d ops, %.1f ops/s, to inclusion p50 %s p99 %s (answered p50 %s), %.0f gas/op (handleOps gasUsed over ops), %.0f actualGasUsed/op, %d bundles (%.2f ops each); estimate pvg %d vgl %d cgl %d, fees %s/%s wei",
		r.ops, r.opsPerSec, r.p50.Round(time.Millisecond), r.p99.Round(time.Millisecond), r.sendP50.Round(time.Millisecond), r.gasPerOp, r.actualPerOp, r.bundles, r.opsPerBundle,
		r.preVerificationGas, r.verificationGas, r.callGas, r.maxFeePerGas, r.tipPerGas)
}

type peerBench struct {
	b     *testing.B
	s     peerSettings
	d     *devnet.Devnet
	m     *chain.Deployment
	owner *ecdsa.PrivateKey
	watch *inclusionWatch
}

// peerOwner owns every benchmark account (each its own salt): a key derived from a public seed.
func peerOwner(b *testing.B) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("vera bench peer owner v1")))
	if err != nil {
		b.Fatal(err)
	}
	return k
}

// Dev accounts of the world the benchmark uses: Alto's utility account, its executors from 1 on, the
// funder of the benchmark's accounts last.
const (
	peerAltoUtility = 0
	peerFunder      = 9
	peerDeposit     = 50_000_000_000_000_000 // 0.05 ETH of EntryPoint deposit per account
	peerUSDG        = 1_000_000              // 1 USDG per account
	peerPerTx       = 25                     // accounts created per multicall
)

// deployAccounts creates n VeraAccounts through the factory (salts 0..n-1 of the benchmark's owner),
// each with an EntryPoint deposit and some USDG, in multicalls from the funder, and waits for them.
func (pb *peerBench) deployAccounts(ctx context.Context, n int) []common.Address {
	b, m, client := pb.b, pb.m, pb.d.Client()
	funder, err := devnet.DevKey(peerFunder)
	if err != nil {
		b.Fatal(err)
	}
	from := crypto.PubkeyToAddress(funder.PublicKey)
	nonce, err := client.PendingNonceAt(ctx, from)
	if err != nil {
		b.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(m.ChainID))
	tip := gwei(1)
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), tip)
	send := func(to common.Address, value *big.Int, data []byte, gas uint64) common.Hash {
		tx, err := types.SignNewTx(funder, signer, &types.DynamicFeeTx{ChainID: big.NewInt(m.ChainID), Nonce: nonce, GasTipCap: tip,
			GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
		if err != nil {
			b.Fatal(err)
		}
		if err := client.SendTransaction(ctx, tx); err != nil {
			b.Fatal(err)
		}
		nonce++
		return tx.Hash()
	}
	usd := usdg.NewUSDG()
	send(m.USDG, nil, usd.PackApprove(m.Multicall3, new(big.Int).Mul(big.NewInt(peerUSDG), big.NewInt(int64(n)))), 100_000)
	// The ops' recipient holds USDG already, so that no phase pays for its first balance.
	send(m.USDG, nil, usd.PackTransfer(crypto.PubkeyToAddress(pb.owner.PublicKey), big.NewInt(peerUSDG)), 100_000)
	factory, ep, mc := veraaccountfactory.NewVeraAccountFactory(), entrypoint.NewEntryPoint(), multicall3.NewMulticall3()
	owner := crypto.PubkeyToAddress(pb.owner.PublicKey)
	accounts := make([]common.Address, n)
	var last common.Hash
	for start := 0; start < n; start += peerPerTx {
		var calls []multicall3.Multicall3Call3Value
		value := new(big.Int)
		for i := start; i < min(n, start+peerPerTx); i++ {
			raw, err := client.CallContract(ctx, ethCall(m.AccountFactory, factory.PackGetAddress(owner, big.NewInt(int64(i)))), nil)
			if err != nil {
				b.Fatal(err)
			}
			accounts[i] = common.BytesToAddress(raw)
			calls = append(calls,
				multicall3.Multicall3Call3Value{Target: m.AccountFactory, Value: new(big.Int), CallData: factory.PackCreateAccount(owner, big.NewInt(int64(i)))},
				multicall3.Multicall3Call3Value{Target: m.EntryPoint, Value: big.NewInt(peerDeposit), CallData: ep.PackDepositTo(accounts[i])},
				multicall3.Multicall3Call3Value{Target: m.USDG, Value: new(big.Int), CallData: usd.PackTransferFrom(from, accounts[i], big.NewInt(peerUSDG))})
			value.Add(value, big.NewInt(peerDeposit))
		}
		last = send(m.Multicall3, value, mc.PackAggregate3Value(calls), 15_000_000)
	}
	wctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	rc, err := chain.WaitReceipt(wctx, client, last)
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		b.Fatalf("creating the accounts: %+v %v", rc, err)
	}
	for _, i := range []int{0, n - 1} {
		code, err := client.CodeAt(ctx, accounts[i], nil)
		if err != nil || len(code) == 0 {
			b.Fatalf("account %d (%s) has no code: %v", i, accounts[i], err)
		}
	}
	return accounts
}

func ethCall(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

// phase sends one op from each account through bu and measures it.
func (pb *peerBench) phase(ctx context.Context, bu *peerBundler, accounts []common.Address) peerResult {
	b, m := pb.b, pb.m
	recipient := crypto.PubkeyToAddress(pb.owner.PublicKey)
	callData := veraaccount.NewVeraAccount().PackExecute(m.USDG, new(big.Int), usdg.NewUSDG().PackTransfer(recipient, big.NewInt(10_000)))
	signer := chain.NewKeySigner(pb.owner)
	fees := newPeerFees(ctx, b, bu, pb.d.Client())
	defer fees.stop()

	// The bundler's own estimate of the op, once: every op of the phase has the same shape.
	probe := chain.UserOp{Sender: accounts[0], Nonce: new(big.Int), CallData: callData, Signature: relay.StubAccountSignature()}
	probe.MaxFeePerGas, probe.MaxPriorityFeePerGas = fees.get()
	var est struct {
		PreVerificationGas   hexutil.Uint64 `json:"preVerificationGas"`
		VerificationGasLimit hexutil.Uint64 `json:"verificationGasLimit"`
		CallGasLimit         hexutil.Uint64 `json:"callGasLimit"`
	}
	if err := bu.rpc.CallContext(ctx, &est, "eth_estimateUserOperationGas", api.RPCUserOp(probe), m.EntryPoint); err != nil {
		b.Fatalf("%s: eth_estimateUserOperationGas: %v", bu.name, err)
	}
	res := peerResult{ops: len(accounts), preVerificationGas: uint64(est.PreVerificationGas), verificationGas: uint64(est.VerificationGasLimit), callGas: uint64(est.CallGasLimit)}
	res.maxFeePerGas, res.tipPerGas = fees.get()

	type sent struct {
		hash     common.Hash
		at       time.Time
		answered time.Duration // eth_sendUserOperation's own time
	}
	out := make([]sent, len(accounts))
	next := make(chan int)
	var wg sync.WaitGroup
	var errMu sync.Mutex
	var firstErr error
	start := time.Now()
	for range pb.s.Clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				o := chain.UserOp{Sender: accounts[i], Nonce: new(big.Int), CallData: callData,
					CallGasLimit: uint64(est.CallGasLimit), VerificationGasLimit: uint64(est.VerificationGasLimit), PreVerificationGas: uint64(est.PreVerificationGas)}
				o.MaxFeePerGas, o.MaxPriorityFeePerGas = fees.get()
				h, _ := chain.UserOpHashOf(o.Packed(), m.ChainID, m.EntryPoint)
				sig, err := signer.SignDigest(ctx, h)
				if err == nil {
					o.Signature = sig
					t0 := time.Now()
					var got common.Hash
					err = bu.rpc.CallContext(ctx, &got, "eth_sendUserOperation", api.RPCUserOp(o), m.EntryPoint)
					if err == nil && got != h {
						err = fmt.Errorf("answered hash %s, want %s", got, h)
					}
					out[i] = sent{hash: h, at: t0, answered: time.Since(t0)}
				}
				if err != nil {
					errMu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("op %d of %s: %w", i, accounts[i], err)
					}
					errMu.Unlock()
				}
			}
		}()
	}
	// Paced, the ops arrive as a Poisson process at Rate (exponential gaps, a fixed seed): a fixed
	// period would lock onto the chain's block ticker and measure one phase of it.
	gaps := rand.New(rand.NewPCG(4663, 39))
	due := time.Now()
	for i := range accounts {
		if pb.s.Rate > 0 {
			due = due.Add(time.Duration(gaps.ExpFloat64() / pb.s.Rate * float64(time.Second)))
			time.Sleep(time.Until(due))
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		b.Fatalf("%s: eth_sendUserOperation: %v", bu.name, firstErr)
	}

	// Every op's block, then the gas of the transactions that carried them.
	deadline := time.Now().Add(2 * time.Minute)
	var lats, answers []time.Duration
	var last time.Time
	incl := map[common.Hash]inclusion{}
	for _, o := range out {
		in, ok := pb.watch.wait(o.hash, deadline)
		if !ok {
			b.Fatalf("%s: op %s not included within 2 minutes", bu.name, o.hash)
		}
		if !in.success {
			b.Fatalf("%s: op %s failed in %s", bu.name, o.hash, in.tx)
		}
		incl[o.hash] = in
		lats = append(lats, in.seen.Sub(o.at))
		answers = append(answers, o.answered)
		if in.seen.After(last) {
			last = in.seen
		}
	}
	res.opsPerSec = float64(len(out)) / last.Sub(start).Seconds()
	slices.Sort(lats)
	res.p50, res.p99 = lats[len(lats)/2], lats[min(len(lats)-1, len(lats)*99/100)]
	slices.Sort(answers)
	res.sendP50 = answers[len(answers)/2]
	txOps := map[common.Hash]int{}
	var actual float64
	for _, in := range incl {
		txOps[in.tx]++
		actual += float64(in.actualGasUsed)
	}
	var gas float64
	for tx, nOps := range txOps {
		rc, err := pb.d.Client().TransactionReceipt(ctx, tx)
		if err != nil {
			b.Fatal(err)
		}
		if all := pb.watch.opsIn(tx); all != nOps {
			b.Fatalf("%s: transaction %s carries %d ops, %d of them this phase's", bu.name, tx, all, nOps)
		}
		gas += float64(rc.GasUsed)
	}
	res.gasPerOp, res.actualPerOp = gas/float64(len(out)), actual/float64(len(out))
	res.bundles, res.opsPerBundle = len(txOps), float64(len(out))/float64(len(txOps))

	// The bundler's own receipt of every op (ERC-7769), outside the timing.
	for _, o := range out {
		var rc struct {
			Success bool `json:"success"`
			Receipt struct {
				TransactionHash common.Hash `json:"transactionHash"`
			} `json:"receipt"`
		}
		if err := bu.rpc.CallContext(ctx, &rc, "eth_getUserOperationReceipt", o.hash); err != nil || !rc.Success || rc.Receipt.TransactionHash != incl[o.hash].tx {
			b.Fatalf("%s: eth_getUserOperationReceipt %s: %+v %v; the chain has it in %s", bu.name, o.hash, rc, err, incl[o.hash].tx)
		}
	}
	return res
}

// peerFees are the fees a client of one bundler gives its ops, refreshed every 500 ms as a wallet
// would: Alto's pimlico_getUserOperationGasPrice ("fast"), or at Vera's relay viem's default (the
// latest base fee × 1.2, rounded up, plus the bundler's eth_maxPriorityFeePerGas).
type peerFees struct {
	mu       sync.Mutex
	fee, tip *big.Int
	done     chan struct{}
	wg       sync.WaitGroup
}

func newPeerFees(ctx context.Context, b *testing.B, bu *peerBundler, client *chain.Client) *peerFees {
	f := &peerFees{done: make(chan struct{})}
	read := func() error {
		var fee, tip *big.Int
		if bu.name == "alto" {
			var gp struct {
				Fast struct {
					MaxFeePerGas         *hexutil.Big `json:"maxFeePerGas"`
					MaxPriorityFeePerGas *hexutil.Big `json:"maxPriorityFeePerGas"`
				} `json:"fast"`
			}
			if err := bu.rpc.CallContext(ctx, &gp, "pimlico_getUserOperationGasPrice"); err != nil {
				return err
			}
			fee, tip = gp.Fast.MaxFeePerGas.ToInt(), gp.Fast.MaxPriorityFeePerGas.ToInt()
		} else {
			var t hexutil.Big
			if err := bu.rpc.CallContext(ctx, &t, "eth_maxPriorityFeePerGas"); err != nil {
				return err
			}
			head, err := client.HeaderByNumber(ctx, nil)
			if err != nil {
				return err
			}
			tip = t.ToInt()
			// Rounded up: viem's own 1.2× rounds down, which at a base fee of a few wei falls under
			// the relay's floor (the base fee × 1.15, rounded up): 7 wei gives 8 against 9.
			up := new(big.Int).Mul(head.BaseFee, big.NewInt(12))
			up.Add(up, big.NewInt(9))
			fee = new(big.Int).Add(up.Div(up, big.NewInt(10)), tip)
		}
		f.mu.Lock()
		f.fee, f.tip = fee, tip
		f.mu.Unlock()
		return nil
	}
	if err := read(); err != nil {
		b.Fatalf("%s: fees: %v", bu.name, err)
	}
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-f.done:
				return
			case <-t.C:
				_ = read() // the last fees stand until a read succeeds
			}
		}
	}()
	return f
}

func (f *peerFees) get() (fee, tip *big.Int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).Set(f.fee), new(big.Int).Set(f.tip)
}

func (f *peerFees) stop() { close(f.done); f.wg.Wait() }

// inclusionWatch follows the chain's blocks in process (every 10 ms) and notes when each op's
// UserOperationEvent first appears, in which transaction, and what it used.
type inclusionWatch struct {
	mu    sync.Mutex
	seen  map[common.Hash]inclusion
	perTx map[common.Hash]int
	cond  *sync.Cond
}

type inclusion struct {
	seen          time.Time
	tx            common.Hash
	success       bool
	actualGasUsed uint64
}

func newInclusionWatch(ctx context.Context, d *devnet.Devnet, entryPoint common.Address) *inclusionWatch {
	w := &inclusionWatch{seen: map[common.Hash]inclusion{}, perTx: map[common.Hash]int{}}
	w.cond = sync.NewCond(&w.mu)
	client := d.Client()
	ep := entrypoint.NewEntryPoint()
	go func() {
		next, err := client.BlockNumber(ctx)
		if err != nil {
			return
		}
		next++
		for ctx.Err() == nil {
			head, err := client.BlockNumber(ctx)
			if err != nil || head < next {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			for ; next <= head; next++ {
				var rcs []*types.Receipt
				if err := d.RPC().CallContext(ctx, &rcs, "eth_getBlockReceipts", hexutil.EncodeUint64(next)); err != nil {
					break
				}
				now := time.Now()
				w.mu.Lock()
				for _, rc := range rcs {
					for _, l := range rc.Logs {
						if l.Address != entryPoint {
							continue
						}
						if ev, err := ep.UnpackUserOperationEventEvent(l); err == nil {
							w.seen[ev.UserOpHash] = inclusion{seen: now, tx: rc.TxHash, success: ev.Success, actualGasUsed: ev.ActualGasUsed.Uint64()}
							w.perTx[rc.TxHash]++
						}
					}
				}
				w.cond.Broadcast()
				w.mu.Unlock()
			}
		}
		w.mu.Lock()
		w.cond.Broadcast()
		w.mu.Unlock()
	}()
	return w
}

func (w *inclusionWatch) wait(h common.Hash, deadline time.Time) (inclusion, bool) {
	stop := time.AfterFunc(time.Until(deadline), func() { w.mu.Lock(); w.cond.Broadcast(); w.mu.Unlock() })
	defer stop.Stop()
	w.mu.Lock()
	defer w.mu.Unlock()
	for {
		if in, ok := w.seen[h]; ok {
			return in, true
		}
		if time.Now().After(deadline) {
			return inclusion{}, false
		}
		w.cond.Wait()
	}
}

func (w *inclusionWatch) opsIn(tx common.Hash) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.perTx[tx]
}

// startAlto runs Alto against the chain at rpcURL with EntryPoint v0.8, safe mode off (the devnet has
// no debug_traceCall), and waits for its RPC. It returns its URL and a stop. Alto runs with its default
// chain type, not `--chain-type arbitrum`: on Arbitrum it bids its handleOps with a priority fee equal
// to its fee cap, 1.5 times the base fee (a few hundred wei on the idle devnet), which a real Arbitrum
// sequencer takes and go-ethereum's pool refuses as underpriced (it wants a 1 gwei tip), so not one
// bundle was mined.
func startAlto(b *testing.B, cli, rpcURL string, entryPoint common.Address, s peerSettings) (string, func()) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	keyHex := func(i uint32) string {
		k, err := devnet.DevKey(i)
		if err != nil {
			b.Fatal(err)
		}
		return hexutil.Encode(crypto.FromECDSA(k))
	}
	var executors []string
	for i := range s.AltoExecutors {
		executors = append(executors, keyHex(uint32(1+i)))
	}
	if 1+s.AltoExecutors > peerFunder {
		b.Fatalf("%d Alto executors: the world funds dev accounts 1..%d for them", s.AltoExecutors, peerFunder-1)
	}
	level := "warn"
	if v := os.Getenv("VERA_BENCH_PEER_ALTO_LOG_LEVEL"); v != "" {
		level = v
	}
	args := []string{cli,
		"--entrypoints", entryPoint.Hex(),
		"--executor-private-keys", strings.Join(executors, ","),
		"--utility-private-key", keyHex(peerAltoUtility),
		"--rpc-url", rpcURL,
		"--port", strconv.Itoa(port),
		"--safe-mode", "false",
		// Under go-ethereum's cap of 2^24 gas per transaction (EIP-7825): Alto's default of 20M let it
		// build a 17M-gas bundle with four executors, which the node refused again and again.
		"--max-gas-per-bundle", "15000000",
		"--block-time", strconv.Itoa(int(s.BlockInterval / time.Millisecond)),
		"--log-level", level,
	}
	logPath := filepath.Join(b.TempDir(), "alto.log")
	if v := os.Getenv("VERA_BENCH_PEER_ALTO_LOG"); v != "" {
		logPath = v // kept after the run, for reading Alto's side
	}
	logf, err := os.Create(logPath)
	if err != nil {
		b.Fatal(err)
	}
	cmd := exec.Command("node", args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		b.Fatalf("starting Alto: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stop := func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		logf.Close()
	}
	tail := func() string {
		raw, _ := os.ReadFile(logPath)
		if len(raw) > 4000 {
			raw = raw[len(raw)-4000:]
		}
		return string(raw)
	}
	url := "http://127.0.0.1:" + strconv.Itoa(port)
	c, err := rpc.Dial(url)
	if err != nil {
		stop()
		b.Fatal(err)
	}
	defer c.Close()
	for deadline := time.Now().Add(90 * time.Second); ; {
		var id hexutil.Uint64
		err := c.Call(&id, "eth_chainId")
		if err == nil {
			if uint64(id) != devnet.ChainID {
				stop()
				b.Fatalf("Alto answers chain %d", id)
			}
			break
		}
		select {
		case werr := <-exited:
			exited <- werr
			stop()
			b.Fatalf("Alto exited (%v):\n%s", werr, tail())
		default:
		}
		if time.Now().After(deadline) {
			stop()
			b.Fatalf("Alto did not answer within 90 s (%v):\n%s", err, tail())
		}
		time.Sleep(250 * time.Millisecond)
	}
	return url, func() {
		stop()
		if b.Failed() {
			b.Logf("Alto's log:\n%s", tail())
		}
	}
}
