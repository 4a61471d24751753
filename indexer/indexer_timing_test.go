package indexer_test

import (
	"context"
	"encoding/hex"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

// emitterInit deploys a contract whose every call emits n = calldata word 0 ERC-20 Transfer logs
// (from the caller to 0x…1000+i, amount i+1): a cheap way to a history of many transfers.
//
//	init:    PUSH1 0x48 DUP1 PUSH1 0x0b PUSH1 0 CODECOPY PUSH1 0 RETURN
//	runtime: n := calldataload(0); for i := 0; i < n; i++ { mstore(0, i+1); log3(0, 32, Transfer, caller, i+0x1000) }
var emitterInit = mustHex("604880600b6000396000f3" +
	"60003560005b8181101560465780600101600052806110000133" +
	"7f" + "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef" +
	"60206000a3600101600556" + "5b00")

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// deployEmitter deploys the Transfer emitter from dev key 0.
func deployEmitter(tb testing.TB, d *devnet.Devnet) common.Address {
	tb.Helper()
	ctx := context.Background()
	key, _ := devnet.DevKey(0)
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := d.Client().PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 200_000, Data: emitterInit,
	})
	if err != nil {
		tb.Fatal(err)
	}
	if err := d.Client().SendTransaction(ctx, tx); err != nil {
		tb.Fatal(err)
	}
	r, err := devnet.WaitMined(ctx, d.Client(), tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("deploy emitter: %v", err)
	}
	return r.ContractAddress
}

// emit makes the emitter log perTx transfers in each of txs transactions, one block each.
func emit(tb testing.TB, d *devnet.Devnet, emitter common.Address, txs, perTx int) {
	tb.Helper()
	key, _ := devnet.DevKey(1)
	arg := common.BigToHash(big.NewInt(int64(perTx))).Bytes()
	for i := 0; i < txs; i++ {
		devnettest.MustSend(tb, d, key, emitter, arg, uint64(perTx)*2_000+60_000, "emit")
	}
}

// The emitter's logs are indexed like any token's.
func TestEmitterIndexed(t *testing.T) {
	e := newEnv(t)
	emitter := deployEmitter(t, e.d)
	emit(t, e.d, emitter, 3, 25)
	e.contracts.Tokens = append(e.contracts.Tokens, chain.Token{Address: emitter, Symbol: "EMIT", Decimals: 18})
	converge(t, e.indexer(t, indexer.Config{}, nil))
	requireIndexEqualsChain(t, e)
	if n := len(indexedTransfers(t, e.db)); n < 75 {
		t.Fatalf("%d transfers indexed, want at least the emitter's 75", n)
	}
}

// BenchmarkBackfill indexes a devnet history of 105,000 Transfer logs (210 blocks of 500) over
// HTTP JSON-RPC into ClickHouse, and beside it reads the same range with plain eth_getLogs calls
// (the baseline: the node's own throughput, decoded into types.Log, nothing written).
//
//	go test ./indexer -run '^$' -bench Backfill -benchtime 3x
func BenchmarkBackfill(b *testing.B) {
	const blocks, perBlock = 210, 500
	d := devnettest.Start(b, devnet.Config{DemoUsers: -1, DevAccounts: 2, ListenAddr: "127.0.0.1:0"})
	emitter := deployEmitter(b, d)
	first, _ := d.Client().BlockNumber(context.Background())
	emit(b, d, emitter, blocks, perBlock)
	head, _ := d.Client().BlockNumber(context.Background())
	first++
	client, err := chain.Dial(context.Background(), d.Manifest().RPCURL, chain.ClientConfig{RequestsPerSecond: -1, Timeout: time.Minute})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(client.Close)
	contracts := indexer.Contracts{Tokens: []chain.Token{{Address: emitter, Symbol: "EMIT", Decimals: 18}}}
	const total = blocks * perBlock

	// Baseline: eth_getLogs over the same blocks, 20 blocks (10,000 logs) per call.
	raw := func() float64 {
		began := time.Now()
		n := 0
		for from := first; from <= head; from += 20 {
			to := min(from+19, head)
			logs, err := client.FilterLogs(context.Background(), ethereum.FilterQuery{
				FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
				Addresses: []common.Address{emitter}, Topics: [][]common.Hash{{chain.TransferTopic()}},
			})
			if err != nil {
				b.Fatal(err)
			}
			n += len(logs)
		}
		if n != total {
			b.Fatalf("eth_getLogs returned %d logs, want %d", n, total)
		}
		return float64(n) / time.Since(began).Seconds()
	}

	var rawRate, ixRate, rpcShare, decodeShare, insertShare float64
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		db := schematest.New(b)
		reg := prometheus.NewRegistry()
		metrics := indexer.NewMetrics(reg)
		ix, err := indexer.New(indexer.Config{ChainID: devnet.ChainID, StartBlock: first, Workers: 4, Metrics: metrics,
			Ranges: indexer.RangeConfig{Initial: 20, Max: 200}}, indexer.NewRPCSource(client), indexer.NewStore(db), contracts)
		if err != nil {
			b.Fatal(err)
		}
		rawRate += raw()
		b.StartTimer()
		began := time.Now()
		for {
			err := ix.Converge(context.Background())
			if errors.Is(err, indexer.ErrNothingNew) {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
		}
		took := time.Since(began)
		b.StopTimer()
		var n uint64
		if err := db.QueryRow(context.Background(), `SELECT count() FROM canonical_transfers`).Scan(&n); err != nil || n != total {
			b.Fatalf("indexed %d transfers (%v), want %d", n, err, total)
		}
		ixRate += total / took.Seconds()
		rpc, dec, ins := counter(b, reg, "vera_indexer_rpc_seconds_total"), counter(b, reg, "vera_indexer_decode_seconds_total"), counter(b, reg, "vera_indexer_insert_seconds_total")
		sum := rpc + dec + ins
		rpcShare += rpc / sum
		decodeShare += dec / sum
		insertShare += ins / sum
		b.StartTimer()
	}
	k := float64(b.N)
	b.ReportMetric(ixRate/k, "logs/s")
	b.ReportMetric(rawRate/k, "raw-getLogs-logs/s")
	b.ReportMetric(100*ixRate/rawRate, "%-of-raw")
	b.ReportMetric(100*rpcShare/k, "%-rpc")
	b.ReportMetric(100*decodeShare/k, "%-decode")
	b.ReportMetric(100*insertShare/k, "%-insert")
}
