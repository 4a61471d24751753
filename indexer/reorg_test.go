package indexer_test

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestReorgScenarios runs every testdata/reorg/*.txt: reorgs made on the devnet (evm_snapshot,
// blocks, evm_revert, a longer branch) and the rows the index shows after rolling them back.
//
// A file is a sequence of directives, each a command line, a "----" line and the output the
// command must print, up to a blank line; "#" starts a comment line. The commands:
//
//	start window=N          a devnet without instant blocks, a migrated database, an indexer
//	                        with a reorg window of N blocks, indexed to the head
//	snapshot name=S         evm_snapshot, kept as S
//	revert name=S           evm_revert to S (S and later snapshots are used up)
//	branch to=a,b blocks=N  seal exactly N blocks: the first mints USDG to each named address
//	                        (1000000 to the first, 1000001 to the second, ...), the rest are empty
//	index                   step to the head, check the index equals the chain (every transfer
//	                        and block hash), print the metrics: reorgs, the sum of their depths,
//	                        rebuilds (all since start)
//	rows                    print the indexed transfers to every address named so far,
//	                        "name amount", by name
func TestReorgScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/reorg/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no reorg scenarios in testdata/reorg: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			directives, err := parseScenario(file)
			if err != nil {
				t.Fatal(err)
			}
			s := &reorgScenario{snapshots: map[string]uint64{}, names: map[string]bool{}}
			for _, d := range directives {
				got := strings.TrimSpace(s.run(t, d))
				if want := strings.TrimSpace(d.want); got != want {
					t.Fatalf("%s:%d: %s\ngot:\n%s\nwant:\n%s", file, d.line, d.cmd, got, want)
				}
			}
		})
	}
}

// directive is one command of a scenario file and the output it must print.
type directive struct {
	line int // of the command, 1-based
	cmd  string
	args map[string]string
	want string
}

// parseScenario reads a scenario file (the format of TestReorgScenarios).
func parseScenario(file string) ([]directive, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(b), "\n")
	var out []directive
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		d := directive{line: i + 1, cmd: fields[0], args: map[string]string{}}
		for _, f := range fields[1:] {
			k, v, ok := strings.Cut(f, "=")
			if !ok {
				return nil, fmt.Errorf("%s:%d: argument %q is not key=value", file, i+1, f)
			}
			d.args[k] = v
		}
		if i+1 >= len(lines) || strings.TrimSpace(lines[i+1]) != "----" {
			return nil, fmt.Errorf("%s:%d: %s is not followed by ----", file, i+1, d.cmd)
		}
		i += 2
		var want []string
		for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			want = append(want, lines[i])
		}
		d.want = strings.Join(want, "\n")
		out = append(out, d)
	}
	return out, nil
}

// reorgScenario is the state of one scenario file's run.
type reorgScenario struct {
	e         *env
	ix        *indexer.Indexer
	reg       *prometheus.Registry
	snapshots map[string]uint64
	names     map[string]bool
}

func (s *reorgScenario) run(t *testing.T, d directive) string {
	t.Helper()
	if d.cmd != "start" && s.e == nil {
		t.Fatalf("line %d: %s before start", d.line, d.cmd)
	}
	switch d.cmd {
	case "start":
		dev := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 2, NoInstantBlocks: true})
		db := schematest.New(t)
		s.e = &env{d: dev, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(dev.Manifest())}
		s.reg = prometheus.NewRegistry()
		s.ix = s.e.indexer(t, indexer.Config{Window: uint64(intArg(t, d, "window")), Metrics: indexer.NewMetrics(s.reg), Ranges: indexer.RangeConfig{Initial: 4}}, nil)
		converge(t, s.ix)
		return ""
	case "snapshot":
		s.snapshots[d.args["name"]] = s.e.d.Snapshot()
		return ""
	case "revert":
		id, ok := s.snapshots[d.args["name"]]
		if !ok {
			t.Fatalf("line %d: no snapshot %q", d.line, d.args["name"])
		}
		if err := s.e.d.Revert(id); err != nil {
			t.Fatalf("line %d: %v", d.line, err)
		}
		return ""
	case "branch":
		var to []common.Address
		for _, name := range strings.Split(d.args["to"], ",") {
			s.names[name] = true
			to = append(to, named(name))
		}
		branch(t, s.e.d, to, intArg(t, d, "blocks"))
		return ""
	case "index":
		converge(t, s.ix)
		requireIndexEqualsChain(t, s.e)
		return fmt.Sprintf("reorgs=%v depth=%v rebuilds=%v", counter(t, s.reg, "vera_indexer_reorgs_total"),
			histogramSum(t, s.reg, "vera_indexer_reorg_depth_blocks"), counter(t, s.reg, "vera_indexer_rebuilds_total"))
	case "rows":
		var lines []string
		for _, name := range slices.Sorted(maps.Keys(s.names)) {
			for _, amount := range amountsTo(t, s.e, named(name)) {
				lines = append(lines, name+" "+amount)
			}
		}
		return strings.Join(lines, "\n")
	}
	t.Fatalf("line %d: unknown command %q", d.line, d.cmd)
	return ""
}

func intArg(t *testing.T, d directive, key string) int {
	t.Helper()
	n, err := strconv.Atoi(d.args[key])
	if err != nil {
		t.Fatalf("line %d: %s=%q: %v", d.line, key, d.args[key], err)
	}
	return n
}

// named is the address a scenario calls name.
func named(name string) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("reorg scenario " + name))[12:])
}

// amountsTo lists the amounts of the canonical transfers to a, in block order.
func amountsTo(t testing.TB, e *env, a common.Address) []string {
	t.Helper()
	rows, err := e.db.Query(context.Background(), `SELECT toString(amount_raw) FROM canonical_transfers
		WHERE chain_id = ? AND to_address = ? ORDER BY block_number, log_index`, uint64(devnet.ChainID), lower(a.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var amount string
		if err := rows.Scan(&amount); err != nil {
			t.Fatal(err)
		}
		out = append(out, amount)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// branch seals exactly `blocks` blocks on a devnet without instant blocks: the first holds one
// USDG mint to each address, the others are empty.
func branch(t testing.TB, d *devnet.Devnet, to []common.Address, blocks int) {
	t.Helper()
	ctx := context.Background()
	start, _ := d.Client().BlockNumber(ctx)
	u := usdg.NewUSDG()
	key := devnet.DeployerKey()
	nonce, err := d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range to {
		tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
			ChainID: big.NewInt(devnet.ChainID), Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
			Gas: 120_000, To: &d.Manifest().USDG, Data: u.PackMint(a, big.NewInt(1_000_000+int64(i))),
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Client().SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; {
		var status struct{ Pending hexutil.Uint64 }
		if err := d.RPC().Call(&status, "txpool_status"); err != nil {
			t.Fatal(err)
		}
		if int(status.Pending) == len(to) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d transactions pending", status.Pending, len(to))
		}
		time.Sleep(2 * time.Millisecond)
	}
	for i := 0; i < blocks; i++ {
		d.Commit()
	}
	head, _ := d.Client().BlockNumber(ctx)
	if head != start+uint64(blocks) {
		t.Fatalf("branch has %d blocks, want %d", head-start, blocks)
	}
}
