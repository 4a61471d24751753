package indexer_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

type env struct {
	d         *devnet.Devnet
	db        *schema.DB
	store     *indexer.Store
	contracts indexer.Contracts
}

func newEnv(t testing.TB) *env {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 4})
	db := schematest.New(t)
	return &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}
}

func (e *env) indexer(t testing.TB, cfg indexer.Config, src indexer.Source) *indexer.Indexer {
	t.Helper()
	cfg.ChainID = devnet.ChainID
	if src == nil {
		src = indexer.NewRPCSource(e.d.Client())
	}
	ix, err := indexer.New(cfg, src, e.store, e.contracts)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// converge steps until the index is at the head, returning how many reorgs and rebuilds it saw.
func converge(t testing.TB, ix *indexer.Indexer) (reorgs, rebuilds int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for i := 0; ; i++ {
		if i > 10_000 {
			t.Fatal("indexer does not converge")
		}
		err := ix.Converge(ctx)
		switch {
		case err == nil:
		case errors.Is(err, indexer.ErrNothingNew):
			return reorgs, rebuilds
		case errors.Is(err, indexer.ErrReorg):
			reorgs++
		case errors.Is(err, indexer.ErrChainChanged):
			rebuilds++
		default:
			t.Fatalf("converge: %v", err)
		}
	}
}

// sendAll signs calls from key with consecutive nonces, sends them at once and waits for all.
func sendAll(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, to common.Address, calls [][]byte, gas uint64) []*types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	c := d.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(devnet.ChainID))
	var txs []*types.Transaction
	for i, data := range calls {
		tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{
			ChainID: big.NewInt(devnet.ChainID), Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
			Gas: gas, To: &to, Data: data,
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := c.SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	var out []*types.Receipt
	for _, tx := range txs {
		r, err := devnet.WaitMined(ctx, c, tx.Hash())
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("transaction %s reverted", tx.Hash().Hex())
		}
		out = append(out, r)
	}
	return out
}

// mintTo mints USDG to each address (one transaction each), from the deployer.
func mintTo(t testing.TB, d *devnet.Devnet, to []common.Address, amount func(i int) *big.Int) {
	t.Helper()
	u := usdg.NewUSDG()
	var calls [][]byte
	for i, a := range to {
		calls = append(calls, u.PackMint(a, amount(i)))
	}
	sendAll(t, d, devnet.DeployerKey(), d.Manifest().USDG, calls, 120_000)
}

func addresses(prefix byte, n int) []common.Address {
	out := make([]common.Address, n)
	for i := range out {
		out[i] = common.BytesToAddress([]byte{prefix, byte(i >> 8), byte(i), 0x77})
	}
	return out
}

// transferRow is one transfer as a comparable string.
type transferRow struct {
	Block  uint64
	Hash   string
	Tx     string
	Index  uint32
	Token  string
	From   string
	To     string
	Amount string
}

func (r transferRow) String() string {
	return fmt.Sprintf("%d %s %s#%d %s %s->%s %s", r.Block, r.Hash[:10], r.Tx[:10], r.Index, r.Token[:10], r.From[:10], r.To[:10], r.Amount)
}

// chainTransfers is the chain's truth: Transfer logs of the catalog tokens in blocks [0..to].
func chainTransfers(t testing.TB, e *env, to uint64) []transferRow {
	t.Helper()
	logs, err := e.d.Client().FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(to), Addresses: tokenAddresses(e.contracts),
		Topics: [][]common.Hash{{chain.TransferTopic()}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []transferRow
	for _, l := range logs {
		out = append(out, transferRow{
			Block: l.BlockNumber, Hash: lower(l.BlockHash.Bytes()), Tx: lower(l.TxHash.Bytes()), Index: uint32(l.Index),
			Token: lower(l.Address.Bytes()), From: lower(l.Topics[1][12:]), To: lower(l.Topics[2][12:]),
			Amount: new(big.Int).SetBytes(l.Data).String(),
		})
	}
	sortRows(out)
	return out
}

func lower(b []byte) string { return "0x" + common.Bytes2Hex(b) }

func sortRows(rows []transferRow) {
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].Block != rows[j].Block {
			return rows[i].Block < rows[j].Block
		}
		return rows[i].Index < rows[j].Index
	})
}

// indexedTransfers reads the canonical_transfers view.
func indexedTransfers(t testing.TB, db *schema.DB) []transferRow {
	t.Helper()
	rows, err := db.Query(context.Background(), `SELECT block_number, block_hash, tx_hash, log_index, token, from_address, to_address, amount_raw
		FROM canonical_transfers WHERE chain_id = ?`, uint64(devnet.ChainID))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []transferRow
	for rows.Next() {
		var r transferRow
		if err := rows.Scan(&r.Block, &r.Hash, &r.Tx, &r.Index, &r.Token, &r.From, &r.To, &r.Amount); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	sortRows(out)
	return out
}

// requireIndexEqualsChain fails unless canonical_transfers equals the chain's transfers up to the
// indexed block, and canonical_blocks its hashes.
func requireIndexEqualsChain(t testing.TB, e *env) uint64 {
	t.Helper()
	var indexed uint64
	if err := e.db.QueryRow(context.Background(), `SELECT indexed_block FROM indexer_progress WHERE chain_id = ?`, uint64(devnet.ChainID)).Scan(&indexed); err != nil {
		t.Fatalf("indexer_progress: %v", err)
	}
	want := chainTransfers(t, e, indexed)
	got := indexedTransfers(t, e.db)
	if len(got) != len(want) {
		t.Fatalf("index has %d transfers up to block %d, the chain %d", len(got), indexed, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("transfer %d: index has %v, chain %v", i, got[i], want[i])
		}
	}
	// Every canonical block hash is the chain's.
	rows, err := e.db.Query(context.Background(), `SELECT block_number, block_hash FROM canonical_blocks WHERE chain_id = ? ORDER BY block_number`, uint64(devnet.ChainID))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := uint64(0)
	for rows.Next() {
		var num uint64
		var hash string
		if err := rows.Scan(&num, &hash); err != nil {
			t.Fatal(err)
		}
		if num != n {
			t.Fatalf("canonical_blocks skips from %d to %d", n, num)
		}
		h, err := e.d.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(num))
		if err != nil {
			t.Fatal(err)
		}
		if lower(h.Hash().Bytes()) != hash {
			t.Fatalf("block %d: index has %s, chain %s", num, hash, h.Hash().Hex())
		}
		n++
	}
	if n != indexed+1 {
		t.Fatalf("canonical_blocks has %d blocks, want %d", n, indexed+1)
	}
	return indexed
}

func tokenAddresses(c indexer.Contracts) []common.Address {
	var out []common.Address
	for _, t := range c.Tokens {
		out = append(out, t.Address)
	}
	return out
}
