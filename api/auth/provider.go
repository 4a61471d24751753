package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// ProviderWallets reads users' embedded wallets from the identity provider's REST API, in
// the wire format of Privy's `GET /v1/users/{user_id}`: HTTP Basic auth with the app id and
// secret, a `privy-app-id` header, and a user object whose `linked_accounts` hold embedded
// wallets (`type` "wallet", `wallet_client_type` "privy", `chain_type` "ethereum", `id`,
// `address`) and the ERC-4337 smart wallet they control (`type` "smart_wallet", `address`).
// Answers are cached for TTL so that a burst of token requests costs one upstream call.
type ProviderWallets struct {
	BaseURL   string // e.g. https://api.privy.io
	AppID     string
	AppSecret string
	Client    *http.Client
	TTL       time.Duration

	mu    sync.Mutex
	cache map[string]cachedWallets
}

type cachedWallets struct {
	at      time.Time
	wallets []Wallet
}

type providerUser struct {
	LinkedAccounts []struct {
		Type             string `json:"type"`
		ID               string `json:"id"`
		Address          string `json:"address"`
		ChainType        string `json:"chain_type"`
		WalletClientType string `json:"wallet_client_type"`
		WalletIndex      *int   `json:"wallet_index"`
	} `json:"linked_accounts"`
}

// Wallets returns the user's embedded Ethereum wallets; the user's smart wallet is paired with
// the primary embedded wallet (index 0), the signer that controls it.
func (p *ProviderWallets) Wallets(ctx context.Context, userID string) ([]Wallet, error) {
	ttl := p.TTL
	if ttl == 0 {
		ttl = time.Minute
	}
	p.mu.Lock()
	if c, ok := p.cache[userID]; ok && time.Since(c.at) < ttl {
		p.mu.Unlock()
		return c.wallets, nil
	}
	p.mu.Unlock()

	ws, err := p.fetch(ctx, userID)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	if p.cache == nil {
		p.cache = map[string]cachedWallets{}
	}
	p.cache[userID] = cachedWallets{time.Now(), ws}
	p.mu.Unlock()
	return ws, nil
}

func (p *ProviderWallets) fetch(ctx context.Context, userID string) ([]Wallet, error) {
	client := p.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	u := strings.TrimRight(p.BaseURL, "/") + "/v1/users/" + url.PathEscape(userID)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, fmt.Errorf("wallets of user: %w", err)
	}
	req.SetBasicAuth(p.AppID, p.AppSecret)
	req.Header.Set("privy-app-id", p.AppID)
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("wallets of user: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return []Wallet{}, nil
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("wallets of user: provider answered %d", resp.StatusCode)
	}
	var user providerUser
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&user); err != nil {
		return nil, fmt.Errorf("wallets of user: decode: %w", err)
	}
	var smart string
	ws := []Wallet{}
	primary := -1
	for _, a := range user.LinkedAccounts {
		switch {
		case a.Type == "smart_wallet" && smart == "":
			smart = a.Address
		case a.Type == "wallet" && a.WalletClientType == "privy" && a.ChainType == "ethereum":
			id := a.ID
			if id == "" {
				id = a.Address
			}
			if a.WalletIndex != nil && *a.WalletIndex == 0 || primary < 0 {
				primary = len(ws)
			}
			ws = append(ws, Wallet{WalletID: id, Owner: a.Address})
		}
	}
	if primary >= 0 && smart != "" {
		ws[primary].SmartAccount = smart
	}
	return ws, nil
}
