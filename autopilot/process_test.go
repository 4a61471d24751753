package autopilot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

// childEnv carries a child process's task: this test binary re-run as one process of the
// service, with its own memory, against the parent's devnet (over JSON-RPC) and ClickHouse.
const childEnv = "VERA_AUTOPILOT_TEST_PROCESS"

type childTask struct {
	Mode     string // "tick": one scheduler tick; "die-after-submit"/"die-before-send": a manual run killed after handleOps / before it
	RPC      string
	Manifest string
	DSN      string
	UserID   string
	Request  string
	// Instance is the replica the process is (a restarted replica keeps its name).
	Instance string
}

func TestMain(m *testing.M) {
	if spec := os.Getenv(childEnv); spec != "" {
		os.Exit(runChild(spec))
	}
	os.Exit(m.Run())
}

// runChild builds the Runner as the service does (dev wallets behind grants) and does its task.
func runChild(spec string) int {
	var task childTask
	if err := json.Unmarshal([]byte(spec), &task); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	ctx := context.Background()
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "child:", err); return 1 }
	m, err := chain.LoadDeployment(task.Manifest)
	if err != nil {
		return fail(err)
	}
	client, err := chain.Dial(ctx, task.RPC, chain.ClientConfig{})
	if err != nil {
		return fail(err)
	}
	db, err := schema.Open(ctx, task.DSN)
	if err != nil {
		return fail(err)
	}
	store := &Store{DB: db}
	inbox := inbox.New(store.DB, nil)
	svc := NewService(store, inbox, nil)
	dev := devUsers{factory: m.AccountFactory, caller: client}
	snap, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		return fail(err)
	}
	cfg, err := testRunnerConfig(ctx, client, m, store, svc, inbox, NewGrantedSigner(store, KeyWallets{Key: dev.Key}),
		chain.NewKeySigner(devnet.AgentKey()), snap)
	if err != nil {
		return fail(err)
	}
	cfg.Instance = task.Instance
	switch task.Mode {
	case "tick":
		r, err := NewRunner(cfg)
		if err != nil {
			return fail(err)
		}
		n, err := r.Tick(ctx)
		fmt.Printf("ran %d\n", n)
		if err != nil {
			return fail(err)
		}
	case "die-after-submit", "die-before-send":
		cfg.Bundler = dieAfterSubmit{cfg.Bundler}
		if task.Mode == "die-before-send" {
			cfg.Bundler = dieBeforeSend{}
		}
		r, err := NewRunner(cfg)
		if err != nil {
			return fail(err)
		}
		if _, err := r.Run(ctx, ManualKey(task.UserID, task.Request)); err != nil {
			return fail(err)
		}
		return fail(fmt.Errorf("the run finished instead of dying"))
	default:
		return fail(fmt.Errorf("unknown mode %q", task.Mode))
	}
	return 0
}

// processEnv is a devnet served on a loopback port with its manifest on disk, a ClickHouse
// database with its DSN, and a dev user with a funded wallet and a saved config.
type processEnv struct {
	t       *testing.T
	d       *devnet.Devnet
	m       *chain.Deployment
	task    childTask
	db      *schema.DB
	store   *Store
	svc     *Service
	inbox   *inbox.Inbox
	wallet  Wallet
	user    string
	cfgBase RunnerConfig
}

func newProcessEnv(t *testing.T) *processEnv {
	t.Helper()
	ctx := context.Background()
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	d := devnettest.Start(t, devnet.Config{ListenAddr: "127.0.0.1:0", ManifestPath: manifest})
	m := d.Manifest()
	dsn := schematest.DSN(t, schematest.NewName(t))
	db, err := schema.Open(ctx, dsn)
	if err != nil {
		t.Fatalf("open test ClickHouse (scripts/clickhouse.sh start, or set VERA_CLICKHOUSE_DSN): %v", err)
	}
	t.Cleanup(func() { _ = schematest.Drop(context.Background(), db); db.Close() })
	if _, err := schema.Migrate(ctx, db, nil); err != nil {
		t.Fatal(err)
	}
	store := &Store{DB: db}
	inbox := inbox.New(store.DB, nil)
	svc := NewService(store, inbox, nil)
	user := "racer@example.com"
	dev := devUsers{factory: m.AccountFactory, caller: d.Client()}
	ws, err := dev.Wallets(ctx, user)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Fund(ctx, ws[0].Owner, big.NewInt(1_000_000_000)); err != nil {
		t.Fatal(err)
	}
	// The service vouches for a user's owners to the sponsor when it reads the user's wallets.
	if err := sponsor.NewOwners(db, nil).Vouch(ctx, user, []common.Address{ws[0].Owner}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Save(ctx, user, settingsFor(t, ws[0], map[string]any{"goal": "steady growth", "amountUsd": 100, "cadence": "daily"}), ws); err != nil {
		t.Fatal(err)
	}
	cfg, err := testRunnerConfig(ctx, d.Client(), m, store, svc, inbox, NewGrantedSigner(store, KeyWallets{Key: dev.Key}),
		chain.NewKeySigner(devnet.AgentKey()), bundledSnapshot(t))
	if err != nil {
		t.Fatal(err)
	}
	return &processEnv{t: t, d: d, m: m, task: childTask{RPC: m.RPCURL, Manifest: manifest, DSN: dsn, UserID: user}, db: db,
		store: store, svc: svc, inbox: inbox, wallet: ws[0], user: user, cfgBase: cfg}
}

// spawn runs the test binary as a child process with task.
func (e *processEnv) spawn(task childTask) *exec.Cmd {
	e.t.Helper()
	spec, _ := json.Marshal(task)
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), childEnv+"="+string(spec))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() {
		if e.t.Failed() {
			e.t.Logf("child %s:\n%s", task.Mode, out.String())
		}
	})
	return cmd
}

func (e *processEnv) usdg() *big.Int {
	e.t.Helper()
	bals, err := chain.NewMulticall(e.d.Client(), e.m.Multicall3, 0).Balances(context.Background(), e.wallet.Owner, []common.Address{e.m.USDG}, nil)
	if err != nil || bals[0] == nil {
		e.t.Fatalf("balance: %v", err)
	}
	return bals[0]
}

func (e *processEnv) relayNonce() uint64 {
	e.t.Helper()
	n, err := e.d.Client().NonceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// TestTwoProcessesOneSlot: two processes of the service tick the same due slot at once against
// one database and chain: the slot executes once (its nonce key), the owner pays once, one run
// is recorded.
func TestTwoProcessesOneSlot(t *testing.T) {
	e := newProcessEnv(t)
	ctx := context.Background()
	// Make the slot due: the config's latest version with nextRunAt a minute ago.
	prev, ok, err := e.store.loadConfig(ctx, e.user)
	if err != nil || !ok {
		t.Fatal(err)
	}
	due := time.Now().UTC().Truncate(time.Second).Add(-time.Minute)
	c := prev.Config
	c.NextRunAt = due
	if err := e.store.writeConfig(ctx, c, prev.version+1, false); err != nil {
		t.Fatal(err)
	}
	before := e.usdg()
	a, b := e.task, e.task
	a.Mode, a.Instance = "tick", "replica-a"
	b.Mode, b.Instance = "tick", "replica-b"
	procs := []*exec.Cmd{e.spawn(a), e.spawn(b)}
	var wg sync.WaitGroup
	errs := make([]error, len(procs))
	for i, p := range procs {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = p.Wait() }()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("process %d: %v", i, err)
		}
	}
	if paid := new(big.Int).Sub(before, e.usdg()); paid.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Fatalf("the owner paid %s units for one slot", paid)
	}
	key := scheduledKey(e.user, due)
	runs, err := e.store.Runs(ctx, e.user, 20)
	if err != nil || len(runs) != 1 || runs[0].ID != key.id() || runs[0].Status != StatusSuccess {
		t.Fatalf("runs %+v %v", runs, err)
	}
	if after, _ := e.svc.Get(ctx, e.user); after.Runs != 1 || after.SpentE6 != 100_000_000 || !after.NextRunAt.After(due) {
		t.Fatalf("config after the slot: runs %d, spent %d, nextRunAt %v", after.Runs, after.SpentE6, after.NextRunAt)
	}
	if ns, _, _ := e.inbox.List(ctx, e.user); len(ns) != 1 {
		t.Fatalf("%d notifications for one slot", len(ns))
	}
}

// TestProcessKilledAfterSubmission: a process is killed (SIGKILL) after it sent handleOps and
// before the receipt; the process that starts next reconciles from the stored userOp hash and
// the chain: the run is recorded once and nothing is submitted or signed again.
func TestProcessKilledAfterSubmission(t *testing.T) {
	e := newProcessEnv(t)
	ctx := context.Background()
	before := e.usdg()
	task := e.task
	task.Mode, task.Request, task.Instance = "die-after-submit", "killed-run", "replica-a"
	err := e.spawn(task).Wait()
	if st, ok := err.(*exec.ExitError); !ok || st.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the child did not die by SIGKILL: %v", err)
	}
	if runs, _ := e.store.Runs(ctx, e.user, 20); len(runs) != 0 {
		t.Fatalf("a run was recorded before its receipt: %+v", runs)
	}
	// The chain mines the dead process's transaction (the devnet seals a block within ms).
	for end := time.Now().Add(10 * time.Second); e.relayNonce() == 0 && time.Now().Before(end); {
		time.Sleep(20 * time.Millisecond)
	}
	sent := e.relayNonce()
	if sent != 1 {
		t.Fatalf("the relay sent %d transactions, want the killed run's one", sent)
	}
	// The restarted replica (this process, replica-a again): its first tick reconciles the attempt.
	restarted := e.cfgBase
	restarted.Instance = "replica-a"
	r, err := NewRunner(restarted)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := r.Tick(ctx); err != nil {
			t.Fatal(err)
		}
		if runs, _ := e.store.Runs(ctx, e.user, 20); len(runs) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if _, err := r.Run(ctx, ManualKey(e.user, "killed-run")); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	runs, _ := e.store.Runs(ctx, e.user, 20)
	if len(runs) != 1 || runs[0].Status != StatusSuccess || runs[0].TxHash == "" {
		t.Fatalf("runs after restart: %+v", runs)
	}
	if e.relayNonce() != sent {
		t.Fatalf("the restart submitted %d more transactions", e.relayNonce()-sent)
	}
	if paid := new(big.Int).Sub(before, e.usdg()); paid.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Fatalf("the owner paid %s units", paid)
	}
	ns, _, _ := e.inbox.List(ctx, e.user)
	if len(ns) != 1 || ns[0].TxHash != runs[0].TxHash {
		t.Fatalf("notifications %+v", ns)
	}
}

// TestProcessKilledBeforeItsOpWasSent: a process is killed (SIGKILL) after it stored the run's
// attempt, its signed userOp with it, and before it sent handleOps. The restarted replica finds the
// op neither executed nor in the pool and sends the same op again (nothing signed again): the run is
// recorded once as a success, one transaction sent, the owner paid once, one notification. Before,
// the slot waited out the sponsorship's window and was recorded as an error, the user not invested.
func TestProcessKilledBeforeItsOpWasSent(t *testing.T) {
	e := newProcessEnv(t)
	ctx := context.Background()
	before := e.usdg()
	task := e.task
	task.Mode, task.Request, task.Instance = "die-before-send", "killed-before-send", "replica-a"
	err := e.spawn(task).Wait()
	if st, ok := err.(*exec.ExitError); !ok || st.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the child did not die by SIGKILL: %v", err)
	}
	if n := e.relayNonce(); n != 0 {
		t.Fatalf("the relay sent %d transactions before the kill", n)
	}
	a, ok, err := e.store.loadAttempt(ctx, e.user, ManualKey(e.user, "killed-before-send").id())
	if err != nil || !ok || a.State != attemptSubmitted || a.Pending.Op == nil {
		t.Fatalf("the dead process's attempt: %+v %v %v", a, ok, err)
	}
	restarted := e.cfgBase
	restarted.Instance = "replica-a"
	restarted.ReceiptTimeout = 3 * time.Second // the op is sent again once a receipt wait has passed
	r, err := NewRunner(restarted)
	if err != nil {
		t.Fatal(err)
	}
	var run Run
	for deadline := time.Now().Add(30 * time.Second); ; {
		run, err = r.Run(ctx, ManualKey(e.user, "killed-before-send"))
		if err == nil || !errors.Is(err, ErrInFlight) || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil || run.Status != StatusSuccess || run.TxHash == "" {
		t.Fatalf("the run after restart: %+v %v", run, err)
	}
	if n := e.relayNonce(); n != 1 {
		t.Fatalf("the relay sent %d transactions, want the one that carried the stored op", n)
	}
	if paid := new(big.Int).Sub(before, e.usdg()); paid.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Fatalf("the owner paid %s units", paid)
	}
	runs, _ := e.store.Runs(ctx, e.user, 20)
	if len(runs) != 1 || runs[0].TxHash != run.TxHash {
		t.Fatalf("runs after restart: %+v", runs)
	}
	if ns, _, _ := e.inbox.List(ctx, e.user); len(ns) != 1 || ns[0].TxHash != run.TxHash {
		t.Fatalf("notifications %+v", ns)
	}
}

// dieBeforeSend kills the process when the run would send handleOps: the attempt is stored, nothing
// is sent.
type dieBeforeSend struct{}

func (dieBeforeSend) Submit(context.Context, []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {}
}

// dieAfterSubmit sends handleOps, then kills the process the hard way: no deferred cleanup, no
// receipt awaited.
type dieAfterSubmit struct{ Submitter }

func (d dieAfterSubmit) Submit(ctx context.Context, ops []entrypoint.PackedUserOperation) (*types.Transaction, error) {
	if _, err := d.Submitter.Submit(ctx, ops); err != nil {
		return nil, err
	}
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {}
}
