package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
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
