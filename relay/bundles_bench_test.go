package relay_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/timedaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// The bundles' benchmarks run on the world chain with Vera deployed on it (an Arbitrum chain: its
// NodeInterface answers the L1 component), sealing a block every 100 ms, Robinhood Chain's pace, its
// clock let run fast (WorldConfig.FastClock, docs/devnet.md). Outside `make test`:
//
//	go test -run '^$' -bench 'BundleGasPerOp|RelayThroughput' -benchtime 1x -timeout 20m ./relay/
//
// The ops are the simplest self-paying ones: a TimedAccount (deployed, funded, no signature check)
// executing an empty call, each from its own account.

// benchWorld starts the world chain for the bundles' benchmarks, with the devnet's demo users.
func benchWorld(b *testing.B) *devnet.Devnet {
	b.Helper()
	return devnettest.Start(b, devnet.Config{NoInstantBlocks: true, BlockInterval: 100 * time.Millisecond,
		World: &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}, FastClock: true}})
}

// benchRelay is a relay on d sending bundles of up to k ops from the relay key and keys more
// executor keys (dev accounts 5 on); k 0 is today's relay, one op a transaction on one key.
func benchRelay(b *testing.B, d *devnet.Devnet, k, keys int, sp *sponsor.Sponsor) *attackEnv {
	b.Helper()
	m := d.Manifest()
	cfg := relay.Config{LossBound: new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18)),
		BundleOps: k, ChainID: m.ChainID, Sponsor: sp}
	for i := range keys {
		key, err := devnet.DevKey(uint32(5 + i))
		if err != nil {
			b.Fatal(err)
		}
		cfg.Executors = append(cfg.Executors, chain.NewBundler(d.Client(), m.EntryPoint, key, m.ChainID))
	}
	e := newRelayEnv(b, d, d.Client(), cfg)
	e.sponsor = sp
	return e
}

// timedAccounts deploys n TimedAccounts holding fund wei each from dev account 4, on a chain that
// seals blocks by itself, and waits for them.
func timedAccounts(b *testing.B, d *devnet.Devnet, n int, fund *big.Int) []common.Address {
	b.Helper()
	ctx := context.Background()
	key, err := devnet.DevKey(4)
	if err != nil {
		b.Fatal(err)
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := d.Client().PendingNonceAt(ctx, from)
	if err != nil {
		b.Fatal(err)
	}
	code := append(common.FromHex(timedaccount.TimedAccountMetaData.Bin), timed.PackConstructor(d.Manifest().EntryPoint)...)
	out := make([]common.Address, n)
	var txs []*types.Transaction
	for i := range out {
		tx := signTx(b, key, nonce+uint64(i), nil, fund, code, 600_000)
		if err := d.Client().SendTransaction(ctx, tx); err != nil {
			b.Fatal(err)
		}
		txs = append(txs, tx)
		out[i] = crypto.CreateAddress(from, nonce+uint64(i))
	}
	for _, tx := range txs {
		wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		rc, err := chain.WaitReceipt(wctx, d.Client(), tx.Hash())
		cancel()
		if err != nil || rc.Status != types.ReceiptStatusSuccessful {
			b.Fatalf("deploy a TimedAccount: %v", err)
		}
	}
	return out
}

func signTx(b *testing.B, key *ecdsa.PrivateKey, nonce uint64, to *common.Address, value *big.Int, data []byte, gas uint64) *types.Transaction {
	b.Helper()
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: gwei(1), GasFeeCap: gwei(50), Gas: gas, To: to, Value: value, Data: data,
	})
	if err != nil {
		b.Fatal(err)
	}
	return tx
}

// BenchmarkBundleGasPerOp is the gas an op costs in a bundle of K = 1, 4 and 10 ops: each round
// queues K ops of K senders behind one op that keeps the relay's one key busy, so that the key takes
// the K at once; the bundles that carried exactly K ops are measured from their receipts (L2 gas used
// ÷ K) and from NodeInterface (the L1 component of their calldata ÷ K). Two kinds of op: "simple", a
// TimedAccount's empty call paying for itself; "sponsored", a fresh user's first op through the
// service's paymaster (it deploys the VeraAccount and approves Permit2), of three demo owners.
func BenchmarkBundleGasPerOp(b *testing.B) {
	d := benchWorld(b)
	owners := sponsortest.Owners(b, d)
	sp, _ := sponsortest.New(b, d, owners)
	const rounds = 5
	salt := int64(5000)
	for _, kind := range []string{"simple", "sponsored"} {
		for _, k := range []int{1, 4, 10} {
			b.Run(fmt.Sprintf("%s/K=%d", kind, k), func(b *testing.B) {
				for range b.N {
					e := benchRelay(b, d, max(k, 2), 0, sp) // bundled mode; k is what each round queues
					fee, tip := e.viemFees()
					fee.Mul(fee, big.NewInt(3)) // room for the base fee to move while ops wait in the queue
					var reqs []relay.Request
					if kind == "simple" {
						reqs = timedReqs(e, timedAccounts(b, d, rounds*(k+1), big.NewInt(1e16)), fee, tip)
					} else {
						for i := range rounds * (k + 1) {
							n := 1 + i%3
							salt++
							reqs = append(reqs, e.sponsored(n, e.freshOpOf(e.m.DemoUsers[n-1].Owner, salt, fee, tip)))
						}
					}
					var l2, l1 []float64
					for r := range rounds {
						group := reqs[r*(k+1) : (r+1)*(k+1)]
						sent := queueBehind(b, e, group[0], group[1:])
						for _, rc := range bundlesOf(b, e, sent) {
							ops := len(chain.UserOpResults(rc, e.m.EntryPoint))
							if ops != k {
								continue
							}
							tx, _, err := d.Client().TransactionByHash(context.Background(), rc.TxHash)
							if err != nil {
								b.Fatal(err)
							}
							l1gas, err := d.Client().L1Gas(context.Background(), e.r.Address(), e.m.EntryPoint, tx.Data())
							if err != nil {
								b.Fatal(err)
							}
							l2 = append(l2, float64(rc.GasUsed)/float64(k))
							l1 = append(l1, float64(l1gas)/float64(k))
						}
					}
					if len(l2) == 0 {
						b.Fatalf("no bundle of %d ops in %d rounds", k, rounds)
					}
					b.ReportMetric(mean(l2), "l2gas/op")
					b.ReportMetric(mean(l1), "l1gas/op")
					b.ReportMetric(mean(l2)+mean(l1), "gas/op")
					b.ReportMetric(float64(len(l2)), "bundles")
				}
			})
		}
	}
}

// queueBehind sends first, then reqs at once once the key is busy with first's bundle, and returns
// reqs' answers once each is sent (the chain seals by itself).
func queueBehind(b *testing.B, e *attackEnv, first relay.Request, reqs []relay.Request) []relay.Sent {
	b.Helper()
	if _, err := e.r.Send(context.Background(), first); err != nil {
		b.Fatalf("the first op: %v", err)
	}
	sent, errs := e.sendAll(reqs)
	for i, err := range errs {
		if err != nil {
			b.Fatalf("op %d: %v", i, err)
		}
	}
	return sent
}

// bundlesOf waits for the receipts of the transactions that carry sent.
func bundlesOf(b *testing.B, e *attackEnv, sent []relay.Sent) []*types.Receipt {
	b.Helper()
	var out []*types.Receipt
	var seen []string
	for _, s := range sent {
		if slices.Contains(seen, s.TxHash) {
			continue
		}
		seen = append(seen, s.TxHash)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		rc, err := chain.WaitReceipt(ctx, e.d.Client(), common.HexToHash(s.TxHash))
		cancel()
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, rc)
	}
	return out
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// BenchmarkRelayThroughput offers the relay a steady load of simple ops (VERA_BENCH_RELAY_RATE a
// second, default 100, for VERA_BENCH_RELAY_SECONDS, default 10), each from its own account, and
// measures the ops included a second and the time from each op's submission (Send called) to the
// block that includes it being seen (p50, p99): today's relay (one op a transaction, one key), and
// bundles of up to 10 ops from one and from three executor keys.
func BenchmarkRelayThroughput(b *testing.B) {
	rate, seconds := envInt(b, "VERA_BENCH_RELAY_RATE", 100), envInt(b, "VERA_BENCH_RELAY_SECONDS", 10)
	d := benchWorld(b)
	for _, c := range []struct {
		name    string
		k, keys int
	}{{"today", 0, 0}, {"K=10,keys=1", 10, 0}, {"K=10,keys=3", 10, 2}, {"K=25,keys=3", 25, 2}} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				e := benchRelay(b, d, c.k, c.keys, nil)
				fee, tip := e.viemFees()
				fee.Mul(fee, big.NewInt(3))
				n := rate * seconds
				accounts := timedAccounts(b, d, n, big.NewInt(1e16))
				reqs := timedReqs(e, accounts, fee, tip)
				ops, lat, took := steadyLoad(b, e, reqs, rate)
				slices.Sort(lat)
				b.ReportMetric(float64(ops)/took.Seconds(), "ops/s")
				b.ReportMetric(pct(lat, 50).Seconds()*1000, "p50-ms")
				b.ReportMetric(pct(lat, 99).Seconds()*1000, "p99-ms")
				b.ReportMetric(float64(n-ops), "refused")
			}
		})
	}
}

// steadyLoad sends reqs at rate a second, each from its own goroutine, and follows the chain's blocks:
// each op's latency runs from its Send to the first poll that sees the block carrying its
// transaction. It returns the ops included, their latencies and the time from the first send to the
// last inclusion.
func steadyLoad(b *testing.B, e *attackEnv, reqs []relay.Request, rate int) (int, []time.Duration, time.Duration) {
	b.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	minedAt := map[common.Hash]time.Time{} // tx → when its block was seen
	type op struct {
		tx common.Hash
		at time.Time
	}
	var ops []op
	refused := 0
	head, err := e.d.Client().BlockNumber(ctx)
	if err != nil {
		b.Fatal(err)
	}
	watch := make(chan struct{})
	go func() { // the block follower
		defer close(watch)
		next := head + 1
		for ctx.Err() == nil {
			var blk *struct {
				Transactions []common.Hash `json:"transactions"`
			}
			err := e.d.RPC().CallContext(ctx, &blk, "eth_getBlockByNumber", hexutil.EncodeUint64(next), false)
			if err != nil || blk == nil {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			seen := time.Now()
			mu.Lock()
			for _, h := range blk.Transactions {
				minedAt[h] = seen
			}
			mu.Unlock()
			next++
		}
	}()
	t0 := time.Now()
	every := time.Second / time.Duration(rate)
	var wg sync.WaitGroup
	for i, req := range reqs {
		time.Sleep(time.Until(t0.Add(time.Duration(i) * every)))
		wg.Go(func() {
			at := time.Now()
			s, err := e.r.Send(ctx, req)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				refused++
				return
			}
			ops = append(ops, op{tx: common.HexToHash(s.TxHash), at: at})
		})
	}
	wg.Wait()
	deadline := time.Now().Add(time.Minute)
	var lat []time.Duration
	var last time.Time
	for {
		mu.Lock()
		lat, last = lat[:0], time.Time{}
		for _, o := range ops {
			if m, ok := minedAt[o.tx]; ok {
				lat = append(lat, m.Sub(o.at))
				if m.After(last) {
					last = m
				}
			}
		}
		done := len(lat) == len(ops)
		mu.Unlock()
		if done || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	<-watch
	if refused > 0 {
		b.Logf("%d of %d ops refused", refused, len(reqs))
	}
	return len(lat), lat, last.Sub(t0)
}

func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}

func envInt(b *testing.B, name string, def int) int {
	b.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		b.Fatalf("%s=%q is not a positive integer", name, v)
	}
	return n
}
