package autopilot

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// DevWalletPrefix starts the wallet id of a dev-mode user's embedded wallet: "dev:<userId>".
const DevWalletPrefix = "dev:"

// DevWallet is a wallet of the devnet with its owner key: a seeded demo user's.
type DevWallet struct {
	UserID   string
	WalletID string
	Key      *ecdsa.PrivateKey
}

// DevWalletsConfig configures DevWallets.
type DevWalletsConfig struct {
	// Demo are the devnet's demo users and their owner keys; they keep their seeded wallets.
	Demo []DevWallet
	// UserKey derives the owner key of any other user id, deterministically (a dev seed and the id).
	UserKey func(userID string) *ecdsa.PrivateKey
	// Factory is the VeraAccountFactory whose getAddress(owner, 0) is the user's smart account.
	Factory common.Address
	Caller  ethereum.ContractCaller
}

// DevWallets is dev mode's identity provider of embedded wallets: every user id gets its own
// wallet the first time it is seen, as a provider creates one at login. The owner key is
// derived from the id, the smart account is the factory's counterfactual address of that owner
// (salt 0), and the wallet id is "dev:<userId>", so the same id always has the same wallet,
// across restarts. It is both the wallet directory (Wallets) and the keys (Key) of dev mode.
type DevWallets struct {
	cfg   DevWalletsConfig
	mu    sync.Mutex
	cache map[string]Wallet
}

// NewDevWallets returns the dev directory.
func NewDevWallets(cfg DevWalletsConfig) *DevWallets {
	return &DevWallets{cfg: cfg, cache: map[string]Wallet{}}
}

// Wallets lists the user's wallets: a demo user's seeded wallet, else the user's derived one
// (its smart account read from the factory on first sight, then remembered).
func (d *DevWallets) Wallets(ctx context.Context, userID string) ([]Wallet, error) {
	if userID == "" {
		return nil, nil
	}
	d.mu.Lock()
	w, ok := d.cache[userID]
	d.mu.Unlock()
	if ok {
		return []Wallet{w}, nil
	}
	var key *ecdsa.PrivateKey
	walletID := DevWalletPrefix + userID
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
	w = Wallet{WalletID: walletID, Owner: owner, SmartAccount: account}
	d.mu.Lock()
	d.cache[userID] = w
	d.mu.Unlock()
	return []Wallet{w}, nil
}

// Key returns the owner key of a dev wallet id: a demo user's seeded wallet or "dev:<userId>".
func (d *DevWallets) Key(walletID string) (*ecdsa.PrivateKey, error) {
	for _, demo := range d.cfg.Demo {
		if demo.WalletID == walletID {
			return demo.Key, nil
		}
	}
	userID, ok := strings.CutPrefix(walletID, DevWalletPrefix)
	if !ok || userID == "" {
		return nil, fmt.Errorf("wallet %q: %w", walletID, ErrUnknownWallet)
	}
	for _, demo := range d.cfg.Demo {
		if demo.UserID == userID {
			// A demo user's wallet is the seeded one; "dev:demo-1" is nobody's.
			return nil, fmt.Errorf("wallet %q: %w", walletID, ErrUnknownWallet)
		}
	}
	return d.cfg.UserKey(userID), nil
}
