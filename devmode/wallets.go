package devmode

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// walletPrefix starts the wallet id of a dev-mode user's embedded wallet: "dev:<userId>".
const walletPrefix = "dev:"

// DemoWallet is a wallet of the devnet with its owner key: a seeded demo user's.
type DemoWallet struct {
	UserID   string
	WalletID string
	Key      *ecdsa.PrivateKey
}

// WalletsConfig configures Wallets.
type WalletsConfig struct {
	// Demo are the devnet's demo users and their owner keys; they keep their seeded wallets.
	Demo []DemoWallet
	// UserKey derives the owner key of any other user id, deterministically (a dev seed and the id).
	UserKey func(userID string) *ecdsa.PrivateKey
	// Factory is the VeraAccountFactory whose getAddress(owner, 0) is the user's smart account.
	Factory common.Address
	Caller  ethereum.ContractCaller
}

// Wallets is dev mode's identity provider of embedded wallets: every user id gets its own
// wallet the first time it is seen, as a provider creates one at login. The owner key is
// derived from the id, the smart account is the factory's counterfactual address of that owner
// (salt 0), and the wallet id is "dev:<userId>", so the same id always has the same wallet,
// across restarts. It is both the wallet directory (Wallets) and the keys (Key) of dev mode.
type Wallets struct {
	cfg   WalletsConfig
	mu    sync.Mutex
	cache map[string]autopilot.Wallet
}

// NewWallets returns the dev directory.
func NewWallets(cfg WalletsConfig) *Wallets {
	return &Wallets{cfg: cfg, cache: map[string]autopilot.Wallet{}}
}

// Wallets lists the user's wallets: a demo user's seeded wallet, else the user's derived one
// (its smart account read from the factory on first sight, then remembered).
func (d *Wallets) Wallets(ctx context.Context, userID string) ([]autopilot.Wallet, error) {
	if userID == "" {
		return nil, nil
	}
	d.mu.Lock()
	w, ok := d.cache[userID]
	d.mu.Unlock()
	if ok {
		return []autopilot.Wallet{w}, nil
	}
	var key *ecdsa.PrivateKey
	walletID := walletPrefix + userID
	for _, demo := range d.cfg.Demo {
		if demo.UserID == userID {
			key, walletID = demo.Key, demo.WalletID
		}
	}
	if key == nil {
		key = d.cfg.UserKey(userID)
	}
	owner := crypto.PubkeyToAddress(key.PublicKey)
	factory := veraaccountfactory.NewVeraAccountFactory()
	raw, err := d.cfg.Caller.CallContract(ctx, ethereum.CallMsg{To: &d.cfg.Factory, Data: factory.PackGetAddress(owner, common.Big0)}, nil)
	if err != nil {
		return nil, fmt.Errorf("smart account of dev user %s: %w", userID, err)
	}
	account, err := factory.UnpackGetAddress(raw)
	if err != nil {
		return nil, fmt.Errorf("smart account of dev user %s: %w", userID, err)
	}
	w = autopilot.Wallet{WalletID: walletID, Owner: owner, SmartAccount: account}
	d.mu.Lock()
	d.cache[userID] = w
	d.mu.Unlock()
	return []autopilot.Wallet{w}, nil
}

// Key returns the owner key of a dev wallet id: a demo user's seeded wallet or "dev:<userId>".
func (d *Wallets) Key(walletID string) (*ecdsa.PrivateKey, error) {
	for _, demo := range d.cfg.Demo {
		if demo.WalletID == walletID {
			return demo.Key, nil
		}
	}
	userID, ok := strings.CutPrefix(walletID, walletPrefix)
	if !ok || userID == "" {
		return nil, fmt.Errorf("wallet %q: %w", walletID, autopilot.ErrUnknownWallet)
	}
	for _, demo := range d.cfg.Demo {
		if demo.UserID == userID {
			// A demo user's wallet is the seeded one; "dev:demo-1" is nobody's.
			return nil, fmt.Errorf("wallet %q: %w", walletID, autopilot.ErrUnknownWallet)
		}
	}
	return d.cfg.UserKey(userID), nil
}

// OwnerKey returns the owner key of the user's embedded wallet (its first, its only one): the key
// WalletRPC signs with for the signed-in user.
func (d *Wallets) OwnerKey(ctx context.Context, userID string) (*ecdsa.PrivateKey, error) {
	ws, err := d.Wallets(ctx, userID)
	if err != nil {
		return nil, err
	}
	if len(ws) == 0 {
		return nil, fmt.Errorf("dev user %q has no wallet", userID)
	}
	return d.Key(ws[0].WalletID)
}

// Directory is the wallets as the HTTP layer's wallet directory lists them.
func (d *Wallets) Directory() auth.WalletDirectory { return directory{d} }

type directory struct{ dev *Wallets }

func (d directory) Wallets(ctx context.Context, userID string) ([]auth.Wallet, error) {
	ws, err := d.dev.Wallets(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]auth.Wallet, len(ws))
	for i, w := range ws {
		out[i] = auth.Wallet{WalletID: w.WalletID, Owner: w.Owner.Hex(), SmartAccount: w.SmartAccount.Hex()}
	}
	return out, nil
}
