package auth

import "strings"

// OwnsWallet reports whether one of wallets has walletID and owner (case-insensitive hex).
func OwnsWallet(wallets []Wallet, walletID, owner string) bool {
	for _, w := range wallets {
		if w.WalletID == walletID && strings.EqualFold(w.Owner, owner) {
			return true
		}
	}
	return false
}
