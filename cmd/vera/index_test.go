package main

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"syscall"
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

var (
	buildOnce sync.Once
	builtDir  string // removed by TestMain
	builtBin  string
	buildErr  error
)

// buildVera builds the vera binary once per test run.
func buildVera(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		if builtDir, buildErr = os.MkdirTemp("", "vera-bin-"); buildErr != nil {
			return
		}
		builtBin = filepath.Join(builtDir, "vera")
		if out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// indexedHistory starts a devnet with bursts of mintHistory written to it and its manifest saved
// for `vera index --manifest`: the devnet, its deployment, its head and the manifest's path.
func indexedHistory(t testing.TB, bursts int) (*devnet.Devnet, *chain.Deployment, uint64, string) {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 2, ListenAddr: "127.0.0.1:0"})
	mintHistory(t, d, bursts)
	m := d.Manifest()
	head, err := d.Client().BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	if err := m.Save(manifest); err != nil {
		t.Fatal(err)
	}
	return d, m, head, manifest
}

// mintHistory writes bursts×100 USDG mints (to 50 addresses a burst) to the devnet, with 60
// empty blocks after each burst.
func mintHistory(t testing.TB, d *devnet.Devnet, bursts int) {
	t.Helper()
	ctx := context.Background()
	key := devnet.DeployerKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	signer := types.LatestSignerForChainID(big.NewInt(devnet.ChainID))
	u := usdg.NewUSDG()
	m := d.Manifest()
	for burst := 0; burst < bursts; burst++ {
		nonce, err := d.Client().PendingNonceAt(ctx, from)
		if err != nil {
			t.Fatal(err)
		}
		var last common.Hash
		for i := 0; i < 100; i++ {
			to := common.BytesToAddress([]byte{0xee, byte(burst), byte(i % 50)})
			tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{ChainID: big.NewInt(devnet.ChainID), Nonce: nonce + uint64(i),
				GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 120_000, To: &m.USDG, Data: u.PackMint(to, big.NewInt(int64(1000+i)))})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Client().SendTransaction(ctx, tx); err != nil {
				t.Fatal(err)
			}
			last = tx.Hash()
		}
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		if _, err := devnet.WaitMined(wctx, d.Client(), last); err != nil {
			t.Fatal(err)
		}
		cancel()
		for i := 0; i < 60; i++ {
			d.Commit()
		}
	}
}

// `vera index` killed with SIGKILL at random instants of a backfill, and restarted each time,
// ends with tables equal to the chain: no transfer lost, none counted twice.
func TestIndexKilledAndRestarted(t *testing.T) {
	bin := buildVera(t)
	ctx := context.Background()
	// History: 600 mints to 300 addresses in bursts, and empty blocks between them.
	d, m, head, manifest := indexedHistory(t, 6)
	dsn := schematest.DSN(t, schematest.NewName(t))
	t.Cleanup(func() {
		if db, err := schema.Open(context.Background(), dsn); err == nil {
			schematest.Drop(context.Background(), db)
			db.Close()
		}
	})
	start := func() (*exec.Cmd, *bytes.Buffer) {
		cmd := exec.Command(bin, "index", "--rpc-url", m.RPCURL, "--manifest", manifest, "--clickhouse-dsn", dsn,
			"--index-range-initial", "2", "--index-range-max", "2", "--index-workers", "3", "--index-poll", "20ms", "--metrics-addr", "off", "--log-level", "warn")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd, &out
	}
	progress := func(db *schema.DB) uint64 {
		var n uint64
		_ = db.QueryRow(ctx, `SELECT indexed_block FROM indexer_progress WHERE chain_id = ?`, uint64(devnet.ChainID)).Scan(&n)
		return n
	}

	// Kill each process at a random instant once it has checkpointed something new, so that every
	// kill lands in the backfill (not in the process's start).
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	db, err := schema.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := schema.Migrate(ctx, db, nil); err != nil {
		t.Fatal(err)
	}
	kills := 0
	for last := progress(db); last < head && kills < 8; {
		cmd, out := start()
		for deadline := time.Now().Add(60 * time.Second); progress(db) <= last; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				cmd.Process.Kill()
				t.Fatalf("no progress from %d\n%s", last, out)
			}
		}
		time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		_ = cmd.Wait()
		last = progress(db)
		t.Logf("killed at checkpoint %d of %d", last, head)
		kills++
	}
	if kills < 3 {
		t.Fatalf("only %d kills landed during the backfill: the test proves little", kills)
	}

	cmd, out := start()
	deadline := time.Now().Add(90 * time.Second)
	for progress(db) < head {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("index stuck at %d of %d\n%s", progress(db), head, out)
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	_ = cmd.Wait()

	// The chain's truth up to the checkpoint.
	indexed := progress(db)
	var toks []common.Address
	for _, tk := range indexer.ContractsOf(m).Tokens {
		toks = append(toks, tk.Address)
	}
	logs, err := d.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(indexed),
		Addresses: toks, Topics: [][]common.Hash{{chain.TransferTopic()}}})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range logs {
		want = append(want, l.TxHash.Hex()+"/"+new(big.Int).SetUint64(uint64(l.Index)).String()+"/"+new(big.Int).SetBytes(l.Data).String())
	}
	rows, err := db.Query(ctx, `SELECT tx_hash, log_index, amount_raw FROM canonical_transfers`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var tx, amount string
		var idx uint32
		if err := rows.Scan(&tx, &idx, &amount); err != nil {
			t.Fatal(err)
		}
		got = append(got, common.HexToHash(tx).Hex()+"/"+new(big.Int).SetUint64(uint64(idx)).String()+"/"+amount)
	}
	rows.Close()
	sort.Strings(want)
	sort.Strings(got)
	if len(got) != len(want) {
		t.Fatalf("index has %d transfers, the chain %d (after %d kills)", len(got), len(want), kills)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("transfer %d: index %s, chain %s", i, got[i], want[i])
		}
	}
	var blocks uint64
	if err := db.QueryRow(ctx, `SELECT count() FROM canonical_blocks`).Scan(&blocks); err != nil || blocks != indexed+1 {
		t.Fatalf("canonical_blocks has %d rows (%v), want %d", blocks, err, indexed+1)
	}
}
