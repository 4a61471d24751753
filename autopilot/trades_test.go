package autopilot

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestTradeNotifications: trades of a user's known smart account, as the index records them,
// become one `trade` notification each; cash alone is no trade; a transaction already notified
// (an Autopilot run's) gets no second one; rescans write nothing twice; a stranger's account and
// trades from before the first scan are never announced; and nobody can have another user's
// trades sent to them, because accounts come only from the wallet directory and saved configs.
func TestTradeNotifications(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	store := &Store{DB: e.DB}
	notices := inbox.New(store.DB, nil)
	clock := time.Now().UTC()
	tick := func() time.Time { clock = clock.Add(time.Second); return clock } // progress rows order by it
	trades := NewTrades(store, notices, e.Catalog, tick)
	alice := e.M.DemoUsers[0].SmartAccount
	stranger := common.HexToAddress("0x00000000000000000000000000000000000b0b00")
	units := func(n int64, decimals int64) *big.Int {
		return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(decimals), nil))
	}

	// Before the index has a checkpoint there is nothing to scan.
	if n, err := trades.Scan(ctx); err != nil || n != 0 {
		t.Fatalf("scan before the index: %d, %v", n, err)
	}
	// History before the first scan is not announced.
	e.Mint(t, "NVDA", alice, units(1, 18))
	e.Index(t, 0)
	if err := trades.Remember(ctx, "alice", []string{alice.Hex(), "not an address"}); err != nil {
		t.Fatal(err)
	}
	if n, err := trades.Scan(ctx); err != nil || n != 0 {
		t.Fatalf("first scan: %d notifications, %v; want none (it starts at the checkpoint)", n, err)
	}

	// A buy, a cash transfer, a stranger's buy, and a transaction already notified.
	before, _, err := trades.cursor(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e.Mint(t, "AAPL", alice, big.NewInt(1_500_000_000_000_000_000)) // 1.5 AAPL
	e.Pay(t, 1, alice, units(25, 6))
	e.Mint(t, "TSLA", stranger, units(3, 18))
	e.Mint(t, "MSFT", alice, units(2, 18))
	e.Index(t, 0)
	var msftTx string
	rows, err := e.DB.Query(ctx, "SELECT tx_hash FROM canonical_transfers WHERE token = ? ORDER BY block_number DESC LIMIT 1", strings.ToLower(e.Asset(t, "MSFT").Address.Hex()))
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		if err := rows.Scan(&msftTx); err != nil {
			t.Fatal(err)
		}
	}
	rows.Close()
	if _, err := notices.Notify(ctx, "alice", inbox.Notification{Kind: inbox.KindAutopilot, Title: "Autopilot run", TxHash: msftTx}); err != nil {
		t.Fatal(err)
	}
	n, err := trades.Scan(ctx)
	if err != nil || n != 1 {
		t.Fatalf("scan: %d notifications, %v; want exactly the AAPL buy", n, err)
	}
	ns, unread, err := notices.List(ctx, "alice")
	if err != nil || len(ns) != 2 || unread != 2 {
		t.Fatalf("alice's inbox: %+v %d %v", ns, unread, err)
	}
	got := ns[0]
	if got.Kind != inbox.KindTrade || got.Title != "Bought AAPL" || got.Body != "+1.5 AAPL" || got.Symbol != "AAPL" || !strings.HasPrefix(got.TxHash, "0x") || got.TxHash == msftTx {
		t.Fatalf("trade notification %+v", got)
	}
	if others, _, _ := notices.List(ctx, "mallory"); len(others) != 0 {
		t.Fatalf("a stranger's trade reached another inbox: %+v", others)
	}

	// A scan that stopped before recording its progress repeats safely: no duplicate.
	if err := trades.advance(ctx, before); err != nil {
		t.Fatal(err)
	}
	if n, err := trades.Scan(ctx); err != nil || n != 0 {
		t.Fatalf("rescan: %d notifications, %v; want none again", n, err)
	}

	// An Autopilot config's smart account is its user's too; a deleted config's is not.
	bob, carol := common.HexToAddress("0x0000000000000000000000000000000000000b0b"), common.HexToAddress("0x00000000000000000000000000000000000ca201")
	if err := store.writeConfig(ctx, Config{UserID: "bob", WalletID: "w-bob", SmartAccount: bob}, 1, false); err != nil {
		t.Fatal(err)
	}
	if err := store.writeConfig(ctx, Config{UserID: "carol", WalletID: "w-carol", SmartAccount: carol}, 1, false); err != nil {
		t.Fatal(err)
	}
	if err := store.writeConfig(ctx, Config{UserID: "carol", WalletID: "w-carol", SmartAccount: carol}, 2, true); err != nil {
		t.Fatal(err)
	}
	e.Mint(t, "NVDA", bob, units(4, 18))
	e.Mint(t, "NVDA", carol, units(4, 18))
	e.Index(t, 0)
	if n, err := trades.Scan(ctx); err != nil || n != 1 {
		t.Fatalf("scan with configs: %d, %v; want bob's buy only", n, err)
	}
	if ns, _, _ := notices.List(ctx, "bob"); len(ns) != 1 || ns[0].Title != "Bought NVDA" || ns[0].Body != "+4 NVDA" {
		t.Fatalf("bob's inbox: %+v", ns)
	}
	if ns, _, _ := notices.List(ctx, "carol"); len(ns) != 0 {
		t.Fatalf("a deleted config still announces trades: %+v", ns)
	}
}

func TestTradeWording(t *testing.T) {
	f := func(v int64, decimals uint8, want string) {
		t.Helper()
		if got := signedUnits(big.NewInt(v), decimals); got != want {
			t.Errorf("signedUnits(%d, %d) = %q, want %q", v, decimals, got, want)
		}
	}
	f(1_500_000, 6, "+1.5")
	f(-250_000_000, 6, "-250")
	f(1, 18, "+0.000000000000000001")
	f(0, 6, "+0")
	if joinAnd([]string{"A"}) != "A" || joinAnd([]string{"A", "B", "C"}) != "A, B and C" {
		t.Fatal("joinAnd")
	}
}

// TestRememberWritesOnce: the wallet directory's accounts are asked on every page load (GET
// /api/me); a thousand asks write one row, and another user of the account writes at once.
func TestRememberWritesOnce(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	clock := time.Now().UTC()
	trades := NewTrades(&Store{DB: e.DB}, nil, e.Catalog, func() time.Time { return clock })
	account := e.M.DemoUsers[0].SmartAccount.Hex()
	rowsOf := func() (n uint64) {
		t.Helper()
		if err := e.DB.QueryRow(ctx, "SELECT count() FROM user_accounts").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for i := 0; i < 1000; i++ {
		if err := trades.Remember(ctx, "alice", []string{account}); err != nil {
			t.Fatal(err)
		}
	}
	if n := rowsOf(); n != 1 {
		t.Fatalf("1000 asks wrote %d rows, want 1", n)
	}
	clock = clock.Add(time.Hour)
	if err := trades.Remember(ctx, "bob", []string{account}); err != nil {
		t.Fatal(err)
	}
	if n := rowsOf(); n != 2 {
		t.Fatalf("another user wrote %d rows in all, want 2", n)
	}
	if err := trades.Remember(ctx, "bob", []string{account}); err != nil {
		t.Fatal(err)
	}
	if n := rowsOf(); n != 2 {
		t.Fatalf("bob asking again an hour later wrote %d rows in all, want 2", n)
	}
	var pairs uint64
	if err := e.DB.QueryRow(ctx, "SELECT count() FROM user_accounts FINAL").Scan(&pairs); err != nil || pairs != 2 {
		t.Fatalf("%d (account, user) pairs (%v), want 2", pairs, err)
	}
}

// TestTradesOfManyAccounts: the scan's accounts travel in the query's text, which the server caps at
// 256 KiB. With 6,000 remembered accounts (the cheapest thing to make: a user and a wallet) trades
// are still announced, and a transfer between two users' accounts that fall in different parts of
// the query is announced once to each side.
func TestTradesOfManyAccounts(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	store := &Store{DB: e.DB}
	notices := inbox.New(store.DB, nil)
	clock := time.Now().UTC()
	tick := func() time.Time { clock = clock.Add(time.Second); return clock }
	trades := NewTrades(store, notices, e.Catalog, tick)

	sellerKey, err := devnet.DevKey(1)
	if err != nil {
		t.Fatal(err)
	}
	seller := crypto.PubkeyToAddress(sellerKey.PublicKey)
	buyer := common.HexToAddress("0x00000000000000000000000000000000000be11e")
	fillers := make([]string, 6000)
	for i := range fillers {
		fillers[i] = common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("filler %d", i)))).Hex()
	}
	all := append(slices.Clone(fillers), strings.ToLower(seller.Hex()), strings.ToLower(buyer.Hex()))
	for i := range all {
		all[i] = strings.ToLower(all[i])
	}
	slices.Sort(all)
	if a, b := slices.Index(all, strings.ToLower(seller.Hex()))/queryListChunk, slices.Index(all, strings.ToLower(buyer.Hex()))/queryListChunk; a == b {
		t.Fatalf("seller and buyer fall in the same part (%d) of the query; choose other fillers", a)
	}
	if err := trades.Remember(ctx, "filler", fillers); err != nil {
		t.Fatal(err)
	}
	for user, account := range map[string]common.Address{"seller": seller, "buyer": buyer} {
		if err := trades.Remember(ctx, user, []string{account.Hex()}); err != nil {
			t.Fatal(err)
		}
	}
	e.Index(t, 0)
	if _, err := trades.Scan(ctx); err != nil { // the first scan starts at the checkpoint
		t.Fatal(err)
	}

	e.Mint(t, "AAPL", seller, big.NewInt(3_000_000_000_000_000_000))
	devnettest.MustSend(t, e.Dev, sellerKey, e.Asset(t, "AAPL").Address, assettoken.NewAssetToken().PackTransfer(buyer, big.NewInt(2_000_000_000_000_000_000)), 200_000, "seller sends AAPL to buyer")
	e.Index(t, 0)
	n, err := trades.Scan(ctx)
	if err != nil {
		t.Fatalf("scan with %d accounts: %v", len(all), err)
	}
	if n != 3 {
		t.Fatalf("%d notifications, want 3: the seller's mint and send, the buyer's receipt", n)
	}
	for user, want := range map[string][]string{"seller": {"-2 AAPL", "+3 AAPL"}, "buyer": {"+2 AAPL"}} {
		ns, _, err := notices.List(ctx, user)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, x := range ns {
			got = append(got, x.Body)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s's inbox: %q, want %q (newest first)", user, got, want)
		}
	}
}

// TestTradeCursorWithinOneSecond: at Robinhood Chain's pace the scan advances several times in one
// second, and its rows are versioned by whole seconds; the cursor is the highest block written, as read
// and after the parts merge.
func TestTradeCursorWithinOneSecond(t *testing.T) {
	db := schematest.New(t)
	ctx := context.Background()
	clock := time.Now().UTC().Truncate(time.Second)
	trades := NewTrades(&Store{DB: db}, nil, nil, func() time.Time { return clock })
	for _, block := range []uint64{3, 17, 42, 58, 61} {
		if err := trades.advance(ctx, block); err != nil {
			t.Fatal(err)
		}
	}
	for _, stage := range []string{"as written", "after OPTIMIZE FINAL"} {
		if stage == "after OPTIMIZE FINAL" {
			if err := db.Exec(ctx, "OPTIMIZE TABLE trade_scan FINAL"); err != nil {
				t.Fatal(err)
			}
		}
		block, started, err := trades.cursor(ctx)
		if err != nil || !started || block != 61 {
			t.Fatalf("%s: cursor %d (started %v, %v), want 61", stage, block, started, err)
		}
	}
}
