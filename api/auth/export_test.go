package auth

import (
	"strings"
	"time"
)

// OwnsWallet reports whether one of wallets has walletID and owner (case-insensitive hex).
func OwnsWallet(wallets []Wallet, walletID, owner string) bool {
	for _, w := range wallets {
		if w.WalletID == walletID && strings.EqualFold(w.Owner, owner) {
			return true
		}
	}
	return false
}

// SetClock makes v read the time from now: its checks of exp, nbf and iat, and its cache's.
func SetClock(v *Verifier, now func() time.Time) { v.now = now }

// CachedTokens is how many verified tokens v remembers.
func CachedTokens(v *Verifier) int {
	if v.cache == nil {
		return 0
	}
	return v.cache.len()
}
