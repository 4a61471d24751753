package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// Wallet is one of a user's embedded wallets.
type Wallet struct {
	WalletID     string `json:"walletId"`
	Owner        string `json:"owner"`        // the embedded EOA
	SmartAccount string `json:"smartAccount"` // the ERC-4337 account the EOA owns
}

// WalletDirectory knows which embedded wallets belong to which user.
type WalletDirectory interface {
	Wallets(ctx context.Context, userID string) ([]Wallet, error)
}

// StaticWallets is a fixed directory: the devnet's demo accounts, or tests'.
type StaticWallets map[string][]Wallet

// Wallets returns the user's wallets, none for an unknown user.
func (s StaticWallets) Wallets(_ context.Context, userID string) ([]Wallet, error) {
	ws := append([]Wallet(nil), s[userID]...)
	sort.Slice(ws, func(i, j int) bool { return ws[i].WalletID < ws[j].WalletID })
	return ws, nil
}

// LoadWalletsFile reads a static wallet directory from a JSON file:
// {"<userId>": [{"walletId": "...", "owner": "0x...", "smartAccount": "0x..."}]}.
func LoadWalletsFile(path string) (StaticWallets, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("wallets file: %w", err)
	}
	var w StaticWallets
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, fmt.Errorf("wallets file %s: %w", path, err)
	}
	return w, nil
}

// OwnerVoucher is told which owners a user's wallets name (the sponsor's owner directory).
type OwnerVoucher interface {
	Vouch(ctx context.Context, userID string, owners []common.Address) error
}

// Vouching is a directory whose every read also vouches for the listed owners, so that their accounts
// are sponsored from the first request that reads them (docs/bundler.md). An owner that is not an
// address is left out; a failed vouch fails the read.
type Vouching struct {
	Dir     WalletDirectory
	Voucher OwnerVoucher
}

// Wallets reads the user's wallets and vouches for their owners.
func (v Vouching) Wallets(ctx context.Context, userID string) ([]Wallet, error) {
	ws, err := v.Dir.Wallets(ctx, userID)
	if err != nil || len(ws) == 0 {
		return ws, err
	}
	owners := make([]common.Address, 0, len(ws))
	for _, w := range ws {
		if a, err := chain.ParseAddress(w.Owner); err == nil {
			owners = append(owners, a)
		}
	}
	if err := v.Voucher.Vouch(ctx, userID, owners); err != nil {
		return nil, fmt.Errorf("vouch for the owners of user %s: %w", userID, err)
	}
	return ws, nil
}
