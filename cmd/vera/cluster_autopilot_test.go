//go:build cluster

package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/sponsor"
)

// configColumns are autopilot_configs' columns (migration 0600), in the order autopilot writes them.
const clusterConfigColumns = "user_id, version, deleted, wallet_id, owner, smart_account, goal, amount_e6, cadence, risk_ceiling_bps, " +
	"max_per_period_e6, active, paused_by, runs, consecutive_errors, spent_this_period_e6, period_start, created_at, next_run_at, last_run_at, updated_at"

// insertPausedDue writes n paused configs due a minute ago, users prefix000...: each slot's run is a
// skip (config, nonce key, run record, schedule, notification; nothing signed or sent), so a tick's
// worth of them keeps a replica busy for seconds without the chain deciding the test's pace.
func insertPausedDue(t *testing.T, db *schema.DB, prefix string, n int) []string {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Second)
	users := make([]string, n)
	rows := make([][]any, n)
	for i := range n {
		users[i] = fmt.Sprintf("%s%03d", prefix, i)
		rows[i] = []any{users[i], uint64(1), uint8(0), "w-" + users[i], common.BigToAddress(big.NewInt(int64(i + 1))).Hex(),
			common.BigToAddress(big.NewInt(int64(1_000_000 + i))).Hex(), "steady growth", uint64(100_000_000), "weekly", uint16(6000),
			uint64(1_000_000_000), uint8(0), "", uint32(0), uint16(0), uint64(0),
			now.Add(-time.Hour), now.Add(-time.Hour), now.Add(-time.Minute), time.Unix(0, 0).UTC(), now}
	}
	if err := db.Insert(context.Background(), "INSERT INTO autopilot_configs ("+clusterConfigColumns+")", rows...); err != nil {
		t.Fatal(err)
	}
	return users
}

// perUser counts query's rows (user_id, count) of the users starting with prefix.
func perUser(t *testing.T, db *schema.DB, query, prefix string) map[string]int {
	t.Helper()
	rows, err := db.Query(context.Background(), query, prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var u string
		var n uint64
		if err := rows.Scan(&u, &n); err != nil {
			t.Fatal(err)
		}
		out[u] = int(n)
	}
	return out
}

const (
	runsPerUser  = "SELECT user_id, count() FROM autopilot_runs WHERE startsWith(user_id, ?) GROUP BY user_id"
	notesPerUser = "SELECT user_id, count() FROM notifications WHERE startsWith(user_id, ?) AND kind = 'autopilot' GROUP BY user_id"
	// tradesPerUser counts the trade notices the leader's trade job writes once per transaction of
	// an account.
	tradesPerUser = "SELECT user_id, count() FROM notifications WHERE startsWith(user_id, ?) AND kind = 'trade' GROUP BY user_id"
	duePerUser    = "SELECT user_id, count() FROM autopilot_configs FINAL WHERE startsWith(user_id, ?) AND next_run_at <= now() GROUP BY user_id"
)

// member is replica i's member id, from its log.
func (c *cluster) member(i int) string {
	ls := c.replicas[i].find("peers listening")
	if len(ls) == 0 {
		c.t.Fatalf("replica %d has not joined", i)
	}
	return ls[0].Member
}

// TestClusterAutopilotReplicaKilled: three `vera serve` replicas split the due Autopilot runs of a
// tick by their members (each with one worker, so a tick lasts seconds). Twice, 150 configs fall
// due and a replica is killed with SIGKILL in the middle of its share: first the leader, then a
// follower, each replaced by a new replica. Every slot is then recorded exactly once (one run
// record and one notification), none stays due, and every replica but the killed ran a share.
// About four minutes: the replicas tick once a minute.
func TestClusterAutopilotReplicaKilled(t *testing.T) {
	c := startCluster(t, 3, "--autopilot-workers", "1")
	k := newTickKills(t, c)
	for phase, role := range []string{"leader", "follower"} {
		prefix := fmt.Sprintf("killed-%d-", phase)
		users := insertPausedDue(t, k.db, prefix, 150)
		r := k.round(role, prefix, users)
		// Kill the victim once its tick has recorded a quarter of its share.
		r.waitRecorded(len(r.share) / 4)
		r.kill()
		r.waitNoneDue()
		r.wantRecordedOnce()
	}
}

// TestClusterAutopilotReplicaKilledOnChain is TestClusterAutopilotReplicaKilled with real runs:
// each user's owner holds 100 USDG and its config ($25, weekly) was saved through the Autopilot
// service, granting the delegated signer; the replicas sign through a wallet API in Privy's wire
// format and send each run's one sponsored userOp from their relay keys. The chain seals a block a
// second. Twice (the leader, then a follower), once a quarter of the victim's share is recorded the
// chain holds its blocks until the victim's next handleOps is in the pool, unmined, and the victim
// is killed with SIGKILL; then the chain goes on and mines that transaction. After the survivors'
// next ticks every slot is recorded once, as a success, none is still due, and on chain every
// account executed exactly one userOp, successful, and its owner paid exactly one run's $25: no run
// lost, none doubled. The run in flight at the kill is recorded from the dead replica's
// transaction, not sent again. About five minutes.
func TestClusterAutopilotReplicaKilledOnChain(t *testing.T) {
	const perRound, amountE6 = 45, 25_000_000
	roles := []string{"leader", "follower"}
	// The users of both rounds, and the wallet API signing for their owners, before the replicas start.
	users := make([][]*worldServeUser, len(roles))
	keys, signed := map[string]*ecdsa.PrivateKey{}, map[string]*atomic.Int32{}
	for phase := range roles {
		for i := range perRound {
			id := fmt.Sprintf("onchain-%d-%03d", phase, i)
			key, err := crypto.GenerateKey()
			if err != nil {
				t.Fatal(err)
			}
			u := &worldServeUser{id: id, walletID: "wallet-" + id, key: key, owner: crypto.PubkeyToAddress(key.PublicKey)}
			users[phase] = append(users[phase], u)
			keys[u.walletID], signed[u.walletID] = key, &atomic.Int32{}
		}
	}
	walletAPI := httptest.NewServer(&walletRPC{keys: keys, signed: signed})
	t.Cleanup(walletAPI.Close)
	c := startClusterOn(t, 3, devnet.Config{NoInstantBlocks: true, BlockInterval: -1}, "--autopilot-workers", "1",
		"--wallets-api-url", walletAPI.URL, "--wallets-app-id", walletAppID, "--wallets-app-secret", walletAppSecret,
		// On a loaded machine a venue's quote can outlast the production deadline; a declined quote is
		// not what this test is about.
		"--quote-venue-timeout", "10s", "--quote-timeout", "12s")
	k := newTickKills(t, c)
	ctx, m := context.Background(), c.d.Manifest()
	var all []*worldServeUser
	for _, us := range users {
		for _, u := range us {
			u.account = accountOf(t, c.d, u.owner)
			all = append(all, u)
		}
	}
	fundUSDG(t, c.d, all, 100_000_000)
	from, err := c.d.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for phase, role := range roles {
		prefix := fmt.Sprintf("onchain-%d-", phase)
		ids := make([]string, len(users[phase]))
		for i, u := range users[phase] {
			ids[i] = u.id
		}
		r := k.round(role, prefix, ids)
		saveDue(t, k.db, users[phase], amountE6)
		r.waitRecorded(max(1, len(r.share)/4))
		// Hold the blocks until the victim's next run has sent its handleOps, then kill the victim
		// with that transaction in the pool.
		relay := crypto.PubkeyToAddress(mustDevKey(t, firstRelayKey+r.victim).PublicKey)
		c.blocks.held.Store(true)
		deadline := time.Now().Add(time.Minute)
		for {
			pending, err := c.d.Client().PendingNonceAt(ctx, relay)
			if err != nil {
				t.Fatal(err)
			}
			mined, err := c.d.Client().NonceAt(ctx, relay, nil)
			if err != nil {
				t.Fatal(err)
			}
			if pending > mined {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the %s sent no handleOps within a minute of the blocks' hold", role)
			}
			time.Sleep(10 * time.Millisecond)
		}
		r.kill()
		inFlight := submittedOf(t, k.db, r.share)
		c.blocks.held.Store(false)
		if len(inFlight) != 1 {
			t.Fatalf("the %s was killed with %d runs of its share submitted and unsettled, want 1: %v", role, len(inFlight), inFlight)
		}
		t.Logf("%s killed with the run of %s in flight: its handleOps from %s in the pool, unmined", role, inFlight[0], relay.Hex())
		r.waitNoneDue()
		r.wantRecordedOnce()
		// Every run succeeded; the one in flight at the kill settled from the victim's transaction.
		for u, st := range runStatuses(t, k.db, prefix) {
			if st.status != "success" {
				t.Errorf("%s: run %s (%s), want success", u, st.status, st.reason)
			}
			if u == inFlight[0] {
				tx, _, err := c.d.Client().TransactionByHash(ctx, common.HexToHash(st.txHash))
				if err != nil {
					t.Fatalf("the in-flight run's transaction %s: %v", st.txHash, err)
				}
				if sender, err := types.Sender(types.LatestSignerForChainID(big.NewInt(m.ChainID)), tx); err != nil || sender != relay {
					t.Errorf("the run in flight at the kill is recorded with %s from %s, want the killed replica's handleOps from %s", st.txHash, sender.Hex(), relay.Hex())
				}
			}
		}
		wantOneBuyEach(t, c.d, users[phase], from, amountE6, 100_000_000)
		// The trade job may not have announced every run yet; none twice.
		trades := perUser(t, k.db, tradesPerUser, prefix)
		for u, n := range trades {
			if n > 1 {
				t.Errorf("%s: %d trade notices, want at most one", u, n)
			}
		}
		t.Logf("%d trade notices so far, none doubled", len(trades))
	}
	n := 0
	for _, s := range signed {
		n += int(s.Load())
	}
	t.Logf("the wallet API signed %d times for %d runs", n, len(all))
}

// tickKills is a kill test's cluster, its database and the replicas alive.
type tickKills struct {
	t    *testing.T
	c    *cluster
	db   *schema.DB
	live []int
}

func newTickKills(t *testing.T, c *cluster) *tickKills {
	db, err := schema.Open(context.Background(), c.dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return &tickKills{t: t, c: c, db: db, live: []int{0, 1, 2}}
}

// killRound is one round: users (prefix...) fall due and the victim, which owns share of them, is
// killed mid-tick.
type killRound struct {
	k      *tickKills
	role   string
	prefix string
	users  []string
	victim int
	share  map[string]bool
	before map[int]int
	killed time.Time
}

// round picks the victim (the leader, or a follower) and its share of users under the membership.
func (k *tickKills) round(role, prefix string, users []string) *killRound {
	leader, _ := k.c.waitLeader(time.Time{}, -1, time.Minute)
	victim := leader
	if role == "follower" {
		victim = k.live[0]
		if victim == leader {
			victim = k.live[1]
		}
	}
	var members []coord.Member
	for _, i := range k.live {
		members = append(members, coord.Member{ID: k.c.member(i)})
	}
	share := map[string]bool{}
	for _, u := range users {
		if o, _ := coord.Owner(u, members); o.ID == k.c.member(victim) {
			share[u] = true
		}
	}
	return &killRound{k: k, role: role, prefix: prefix, users: users, victim: victim, share: share, before: k.c.recordedPerReplica()}
}

// waitRecorded waits until at least n of the victim's share, and not all of it, is recorded.
func (r *killRound) waitRecorded(n int) {
	t := r.k.t
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		done := r.recorded()
		if done >= n && done < len(r.share) {
			t.Logf("%s (replica %d) has %d of its %d runs recorded", r.role, r.victim, done, len(r.share))
			return
		}
		if done == len(r.share) || time.Now().After(deadline) {
			t.Fatalf("%s's tick not caught in its middle: %d of %d recorded", r.role, done, len(r.share))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (r *killRound) recorded() int {
	done := 0
	for u := range perUser(r.k.t, r.k.db, runsPerUser, r.prefix) {
		if r.share[u] {
			done++
		}
	}
	return done
}

// kill SIGKILLs the victim and starts a replica in its place.
func (r *killRound) kill() {
	k := r.k
	if err := k.c.replicas[r.victim].cmd.Process.Signal(syscall.SIGKILL); err != nil {
		k.t.Fatal(err)
	}
	<-k.c.replicas[r.victim].done
	r.killed = time.Now()
	k.t.Logf("%s (replica %d) killed with %d of its %d runs recorded", r.role, r.victim, r.recorded(), len(r.share))
	k.live = slices.DeleteFunc(k.live, func(i int) bool { return i == r.victim })
	k.c.start()
	k.live = append(k.live, len(k.c.replicas)-1)
}

// waitNoneDue waits for the others' next ticks, once the membership dropped the victim, to run its
// share's remainder.
func (r *killRound) waitNoneDue() {
	t := r.k.t
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for len(perUser(t, r.k.db, duePerUser, r.prefix)) > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d configs still due 3 minutes after the kill", len(perUser(t, r.k.db, duePerUser, r.prefix)))
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// wantRecordedOnce checks every user's slot has one run record and at most one notification.
func (r *killRound) wantRecordedOnce() {
	t := r.k.t
	t.Helper()
	recovered := time.Since(r.killed)
	runs, notes := perUser(t, r.k.db, runsPerUser, r.prefix), perUser(t, r.k.db, notesPerUser, r.prefix)
	missingNotes := 0
	for _, u := range r.users {
		if runs[u] != 1 {
			t.Errorf("%s: %d run records, want 1", u, runs[u])
		}
		if notes[u] > 1 {
			t.Errorf("%s: %d notifications: its run was doubled", u, notes[u])
		}
		if notes[u] == 0 {
			// Killed after the config's write, before the notification's: the one window left.
			missingNotes++
		}
	}
	ran := r.k.c.recordedPerReplica()
	for i := range ran {
		ran[i] -= r.before[i]
	}
	t.Logf("%s killed: %d slots recorded once each (%d without notification), the last %s after the kill; recorded per replica %v",
		r.role, len(r.users), missingNotes, recovered.Round(time.Second), ran)
}

// recordedPerReplica is how many runs each replica's ticks recorded so far, by replica index.
func (c *cluster) recordedPerReplica() map[int]int {
	ran := map[int]int{}
	for i, r := range c.replicas {
		for _, l := range r.find("autopilot tick") {
			ran[i] += l.Recorded
		}
	}
	return ran
}

func mustDevKey(t *testing.T, i int) *ecdsa.PrivateKey {
	t.Helper()
	key, err := devnet.DevKey(uint32(i))
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// accountOf is the factory's smart account of owner (salt 0), not deployed yet: the first run deploys it.
func accountOf(t *testing.T, d *devnet.Devnet, owner common.Address) common.Address {
	t.Helper()
	f := veraaccountfactory.NewVeraAccountFactory()
	return devnettest.Read(t, d, d.Manifest().AccountFactory, f.PackGetAddress(owner, common.Big0), f.UnpackGetAddress)
}

// fundUSDG mints each user's owner amountE6 of USDG, the mints sent together and mined in a block or two.
func fundUSDG(t *testing.T, d *devnet.Devnet, users []*worldServeUser, amountE6 int64) {
	t.Helper()
	ctx, m, key := context.Background(), d.Manifest(), devnet.DeployerKey()
	nonce, err := d.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tok, signer := usdg.NewUSDG(), types.LatestSignerForChainID(big.NewInt(m.ChainID))
	var last *types.Transaction
	for _, u := range users {
		tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{ChainID: big.NewInt(m.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1_000_000_000),
			GasFeeCap: big.NewInt(200_000_000_000), Gas: 100_000, To: &m.USDG, Data: tok.PackMint(u.owner, big.NewInt(amountE6))})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Client().SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
		nonce, last = nonce+1, tx
	}
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if rc, err := chain.WaitReceipt(wctx, d.Client(), last.Hash()); err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("fund the owners: %v", err)
	}
	for _, u := range users {
		if got := usdgOf(t, d, u.owner); got.Cmp(big.NewInt(amountE6)) != 0 {
			t.Fatalf("%s's owner holds %s USDG units, want %d", u.id, got, amountE6)
		}
	}
}

func usdgOf(t *testing.T, d *devnet.Devnet, holder common.Address) *big.Int {
	t.Helper()
	tok := usdg.NewUSDG()
	return devnettest.Read(t, d, d.Manifest().USDG, tok.PackBalanceOf(holder), tok.UnpackBalanceOf)
}

// saveDue saves each user's Autopilot config (steady growth, amountE6 a week) through the Autopilot
// service, as POST /api/autopilot does after the wallet directory vouched for the owner: the
// delegated signer is granted. The service's clock is a week and a minute back, so the first run
// is due a minute ago.
func saveDue(t *testing.T, db *schema.DB, users []*worldServeUser, amountE6 int64) {
	t.Helper()
	ctx := context.Background()
	weekAgo := func() time.Time { return time.Now().Add(-7*24*time.Hour - time.Minute) }
	svc := autopilot.NewService(&autopilot.Store{DB: db}, inbox.New(db, nil), weekAgo)
	owners := sponsor.NewOwners(db, nil)
	for _, u := range users {
		var set autopilot.Settings
		raw, _ := json.Marshal(map[string]any{"walletId": u.walletID, "owner": u.owner.Hex(), "smartAccount": u.account.Hex(),
			"goal": "steady growth", "amountUsd": float64(amountE6) / 1e6, "cadence": "weekly"})
		if err := json.Unmarshal(raw, &set); err != nil {
			t.Fatal(err)
		}
		if err := set.Validate(); err != nil {
			t.Fatal(err)
		}
		if err := owners.Vouch(ctx, u.id, []common.Address{u.owner}); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Save(ctx, u.id, set, []autopilot.Wallet{{WalletID: u.walletID, Owner: u.owner, SmartAccount: u.account}}); err != nil {
			t.Fatal(err)
		}
	}
}

// submittedOf are the users of share whose run's attempt is submitted and not settled.
func submittedOf(t *testing.T, db *schema.DB, share map[string]bool) []string {
	t.Helper()
	rows, err := db.Query(context.Background(), "SELECT user_id FROM autopilot_run_attempts FINAL WHERE state = 'submitted'")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			t.Fatal(err)
		}
		if share[u] {
			out = append(out, u)
		}
	}
	return out
}

type runStatus struct{ status, reason, txHash string }

// runStatuses are the recorded runs of the users starting with prefix.
func runStatuses(t *testing.T, db *schema.DB, prefix string) map[string]runStatus {
	t.Helper()
	rows, err := db.Query(context.Background(), "SELECT user_id, status, reason, tx_hash FROM autopilot_runs FINAL WHERE startsWith(user_id, ?)", prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]runStatus{}
	for rows.Next() {
		var u string
		var s runStatus
		if err := rows.Scan(&u, &s.status, &s.reason, &s.txHash); err != nil {
			t.Fatal(err)
		}
		out[u] = s
	}
	return out
}

// wantOneBuyEach checks on chain that each user's smart account executed exactly one userOp since
// block from, successfully, and that its owner paid exactly one run: amountE6 of the funded USDG.
func wantOneBuyEach(t *testing.T, d *devnet.Devnet, users []*worldServeUser, from uint64, amountE6, fundedE6 int64) {
	t.Helper()
	ep := d.Manifest().EntryPoint
	abi, err := entrypoint.EntryPointMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	var senders []common.Hash
	for _, u := range users {
		senders = append(senders, common.BytesToHash(u.account.Bytes()))
	}
	logs, err := ethclient.NewClient(d.RPC()).FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{ep}, Topics: [][]common.Hash{{abi.Events["UserOperationEvent"].ID}, nil, senders}})
	if err != nil {
		t.Fatal(err)
	}
	ops, failed := map[common.Address]int{}, map[common.Address]int{}
	for i := range logs {
		ev, err := entrypoint.NewEntryPoint().UnpackUserOperationEventEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		ops[ev.Sender]++
		if !ev.Success {
			failed[ev.Sender]++
		}
	}
	for _, u := range users {
		if ops[u.account] != 1 || failed[u.account] != 0 {
			t.Errorf("%s: %d userOps of its account on chain (%d failed), want exactly one, successful", u.id, ops[u.account], failed[u.account])
		}
		if spent := new(big.Int).Sub(big.NewInt(fundedE6), usdgOf(t, d, u.owner)); spent.Cmp(big.NewInt(amountE6)) != 0 {
			t.Errorf("%s: its owner paid %s USDG units, want exactly one run's %d", u.id, spent, amountE6)
		}
	}
	t.Logf("on chain: %d accounts, %d userOps, one each; every owner paid one run", len(users), len(logs))
}
