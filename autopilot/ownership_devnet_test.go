package autopilot

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// TestOwnershipAttacks is the attack of a user with a second embedded wallet: with the
// production directory's shape (the provider pairs its smart wallet with the primary wallet
// only, so a second wallet lists none) and with dev mode's, a config may name only a smart
// account that the chain proves is the named owner's, and only such accounts' trades are
// announced. Real devnet, real ClickHouse.
func TestOwnershipAttacks(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	accounts := ChainAccounts{Factory: m.AccountFactory, Caller: d.Client()}
	factory := veraaccountfactory.NewVeraAccountFactory()
	accountOf := func(owner common.Address, salt int64) common.Address {
		return devnettest.Read(t, d, m.AccountFactory, factory.PackGetAddress(owner, big.NewInt(salt)), factory.UnpackGetAddress)
	}

	victim := m.DemoUsers[0] // a deployed account with funds
	malloryKey1, malloryKey2 := devnet.DevUserKey("mallory-1"), devnet.DevUserKey("mallory-2")
	mallory1, mallory2 := crypto.PubkeyToAddress(malloryKey1.PublicKey), crypto.PubkeyToAddress(malloryKey2.PublicKey)
	// Mallory deploys an account with salt 7 for her second wallet: not the factory's salt-0
	// address, but its on-chain owner is hers.
	devnettest.MustSend(t, d, devnet.DeployerKey(), m.AccountFactory, factory.PackCreateAccount(mallory2, big.NewInt(7)), 1_000_000, "create salt-7 account")
	salted := accountOf(mallory2, 7)
	stranger := devnet.DevUserKey("stranger")
	strangerAccount := accountOf(crypto.PubkeyToAddress(stranger.PublicKey), 0) // counterfactual, someone else's

	production := []Wallet{ // what auth.ProviderWallets lists for a user with two embedded wallets
		{WalletID: "privy-w1", Owner: mallory1, SmartAccount: accountOf(mallory1, 0)},
		{WalletID: "privy-w2", Owner: mallory2},
	}
	lying := []Wallet{{WalletID: "privy-w1", Owner: mallory1, SmartAccount: victim.SmartAccount}}
	dev := devUsers{factory: m.AccountFactory, caller: d.Client()}
	devWallets, err := dev.Wallets(ctx, "mallory")
	if err != nil {
		t.Fatal(err)
	}
	dw := devWallets[0]

	h := newHarness(t)
	h.svc.Accounts = accounts
	cases := []struct {
		name    string
		wallets []Wallet
		w       Wallet
		ok      bool
	}{
		{"second wallet names the victim's deployed account", production, Wallet{WalletID: "privy-w2", Owner: mallory2, SmartAccount: victim.SmartAccount}, false},
		{"second wallet names a stranger's counterfactual account", production, Wallet{WalletID: "privy-w2", Owner: mallory2, SmartAccount: strangerAccount}, false},
		{"second wallet names the first wallet's account", production, Wallet{WalletID: "privy-w2", Owner: mallory2, SmartAccount: accountOf(mallory1, 0)}, false},
		{"primary wallet names the victim's account", production, Wallet{WalletID: "privy-w1", Owner: mallory1, SmartAccount: victim.SmartAccount}, false},
		{"a directory pairing the victim's account", lying, Wallet{WalletID: "privy-w1", Owner: mallory1, SmartAccount: victim.SmartAccount}, false},
		{"the victim's owner under mallory's wallet id", production, Wallet{WalletID: "privy-w2", Owner: victim.Owner, SmartAccount: victim.SmartAccount}, false},
		{"dev wallet names the victim's account", devWallets, Wallet{WalletID: dw.WalletID, Owner: dw.Owner, SmartAccount: victim.SmartAccount}, false},
		{"primary wallet, its factory account", production, production[0], true},
		{"second wallet, its factory account", production, Wallet{WalletID: "privy-w2", Owner: mallory2, SmartAccount: accountOf(mallory2, 0)}, true},
		{"second wallet, its deployed salt-7 account", production, Wallet{WalletID: "privy-w2", Owner: mallory2, SmartAccount: salted}, true},
		{"dev wallet, its own account", devWallets, dw, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.svc.Save(ctx, "mallory", settingsFor(t, tc.w, nil), tc.wallets)
			if tc.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tc.ok && !errors.Is(err, ErrNotYourWallet) {
				t.Fatalf("%v, want ErrNotYourWallet", err)
			}
			if !tc.ok {
				if c, err := h.svc.Get(ctx, "mallory"); err == nil && c.SmartAccount == tc.w.SmartAccount {
					t.Fatal("a refused POST stored the account")
				}
			}
		})
	}

	// A config saved before the check (written straight to the table) naming the victim's
	// account routes none of the victim's trades to its author.
	old := Config{UserID: "old-mallory", WalletID: "privy-w2", Owner: mallory2, SmartAccount: victim.SmartAccount,
		Goal: "x", AmountE6: 1, Cadence: daily, Active: true}
	if err := h.store.writeConfig(ctx, old, 1, false); err != nil {
		t.Fatal(err)
	}
	own := Config{UserID: "mallory-own", WalletID: "privy-w2", Owner: mallory2, SmartAccount: salted, Goal: "x", AmountE6: 1, Cadence: daily, Active: true}
	if err := h.store.writeConfig(ctx, own, 1, false); err != nil {
		t.Fatal(err)
	}
	trades := NewTrades(h.store, h.inbox, nil, nil)
	trades.Accounts = accounts
	owners, err := trades.owners(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if users := owners[lower(victim.SmartAccount)]; contains(users, "old-mallory") {
		t.Fatalf("the victim's account is announced to %v", users)
	}
	if users := owners[lower(salted)]; !contains(users, "mallory-own") {
		t.Fatalf("mallory's own deployed account is not announced to her: %v", users)
	}

	// GET /api/me remembers the directory's accounts only when the chain proves them: a
	// directory pairing mallory's wallet with the victim's account routes nothing to her.
	if err := trades.RememberWallets(ctx, "mallory-me", append(lying, production[0])); err != nil {
		t.Fatal(err)
	}
	if owners, err = trades.owners(ctx); err != nil {
		t.Fatal(err)
	}
	if users := owners[lower(victim.SmartAccount)]; contains(users, "mallory-me") {
		t.Fatalf("a directory entry routed the victim's trades to %v", users)
	}
	if users := owners[lower(production[0].SmartAccount)]; !contains(users, "mallory-me") {
		t.Fatalf("mallory's proven account is not remembered: %v", users)
	}
}

func lower(a common.Address) string { return strings.ToLower(a.Hex()) }
