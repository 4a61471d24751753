package devmode_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestDevWallets: a user id never seen gets its own wallet, deterministic from the id, whose
// smart account is the factory's address for its owner; the directory lists it, so the
// ownership check passes and the granted wallet signs as its owner. Demo users keep their
// seeded wallets.
func TestDevWallets(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	demoKey, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	cfg := devmode.WalletsConfig{
		Demo:    []devmode.DemoWallet{{UserID: m.DemoUsers[0].UserID, WalletID: m.DemoUsers[0].WalletID, Key: demoKey}},
		UserKey: devnet.DevUserKey, Factory: m.AccountFactory, Caller: d.Client(),
	}
	dw := devmode.NewWallets(cfg)

	ws, err := dw.Wallets(ctx, "alice@example.com")
	if err != nil || len(ws) != 1 {
		t.Fatalf("new user: %v %v", ws, err)
	}
	w := ws[0]
	if w.WalletID != "dev:alice@example.com" || w.Owner != crypto.PubkeyToAddress(devnet.DevUserKey("alice@example.com").PublicKey) {
		t.Fatalf("wallet %+v", w)
	}
	factory := veraaccountfactory.NewVeraAccountFactory()
	if want := devnettest.Read(t, d, m.AccountFactory, factory.PackGetAddress(w.Owner, common.Big0), factory.UnpackGetAddress); w.SmartAccount != want {
		t.Fatalf("smart account %s, factory says %s", w.SmartAccount.Hex(), want.Hex())
	}
	again, _ := devmode.NewWallets(cfg).Wallets(ctx, "alice@example.com")
	if again[0] != w {
		t.Fatalf("a restart gave another wallet: %+v", again[0])
	}
	bob, _ := dw.Wallets(ctx, "bob")
	if bob[0].Owner == w.Owner || bob[0].SmartAccount == w.SmartAccount {
		t.Fatal("two users share a wallet")
	}
	demo, _ := dw.Wallets(ctx, m.DemoUsers[0].UserID)
	if demo[0].WalletID != m.DemoUsers[0].WalletID || demo[0].Owner != m.DemoUsers[0].Owner || demo[0].SmartAccount != m.DemoUsers[0].SmartAccount {
		t.Fatalf("demo user: %+v, manifest %+v", demo[0], m.DemoUsers[0])
	}
	if none, _ := dw.Wallets(ctx, ""); len(none) != 0 {
		t.Fatal("empty user id has wallets")
	}
	if _, err := dw.Key("dev:" + m.DemoUsers[0].UserID); !errors.Is(err, autopilot.ErrUnknownWallet) {
		t.Fatalf("a demo user's derived wallet id has a key: %v", err)
	}
	if _, err := dw.Key("wallet-elsewhere"); !errors.Is(err, autopilot.ErrUnknownWallet) {
		t.Fatalf("unknown wallet id: %v", err)
	}
	if k, err := dw.OwnerKey(ctx, "alice@example.com"); err != nil || crypto.PubkeyToAddress(k.PublicKey) != w.Owner {
		t.Fatalf("alice's owner key: %v", err)
	}
	if _, err := dw.OwnerKey(ctx, ""); err == nil {
		t.Fatal("an empty user id has an owner key")
	}
	if listed, err := dw.Directory().Wallets(ctx, "alice@example.com"); err != nil || len(listed) != 1 ||
		listed[0] != (auth.Wallet{WalletID: w.WalletID, Owner: w.Owner.Hex(), SmartAccount: w.SmartAccount.Hex()}) {
		t.Fatalf("the directory lists %+v, %v", listed, err)
	}

	// Autopilot set up by the new user, then signing for it, then DELETE: nothing more signed.
	store := &autopilot.Store{DB: schematest.New(t)}
	svc := autopilot.NewService(store, inbox.New(store.DB, nil), nil)
	signer := autopilot.NewGrantedSigner(store, autopilot.KeyWallets{Key: dw.Key})
	if _, err := svc.Save(ctx, "alice@example.com", settingsFor(t, w), ws); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Save(ctx, "bob", settingsFor(t, w), bob); !errors.Is(err, autopilot.ErrNotYourWallet) {
		t.Fatalf("bob saved alice's wallet: %v", err)
	}
	digest := crypto.Keccak256Hash([]byte("userOp"))
	sig, err := autopilot.OwnerSigner(signer, w.WalletID, w.Owner).SignDigest(ctx, digest)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chain.RecoverDigest(digest, sig); got != w.Owner {
		t.Fatalf("signed as %s, want %s", got.Hex(), w.Owner.Hex())
	}
	if _, err := signer.SignDigest(ctx, m.DemoUsers[0].WalletID, digest); !errors.Is(err, autopilot.ErrNoGrant) {
		t.Fatalf("demo wallet signed without a grant: %v", err)
	}
	if err := svc.Delete(ctx, "alice@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := signer.SignDigest(ctx, w.WalletID, digest); !errors.Is(err, autopilot.ErrNoGrant) {
		t.Fatalf("signed after DELETE: %v", err)
	}
}

// settingsFor is a valid Autopilot config body for wallet w.
func settingsFor(t *testing.T, w autopilot.Wallet) autopilot.Settings {
	t.Helper()
	b, err := json.Marshal(map[string]any{"walletId": w.WalletID, "owner": w.Owner.Hex(), "smartAccount": w.SmartAccount.Hex(),
		"goal": "grow steadily", "amountUsd": 100, "cadence": "weekly"})
	if err != nil {
		t.Fatal(err)
	}
	var s autopilot.Settings
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return s
}
