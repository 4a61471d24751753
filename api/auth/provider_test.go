package auth_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vera-invest/vera/api/auth"
)

// A user object as the provider's API documents it (other account kinds included).
const providerUserJSON = `{
  "id": "did:privy:cm3np4u9j001rc8b73seqmqqk",
  "created_at": 1731974895,
  "linked_accounts": [
    {"type": "email", "address": "someone@example.com", "verified_at": 1674788927},
    {"type": "wallet", "id": "wlt_external", "address": "0x1111111111111111111111111111111111111111", "chain_type": "ethereum", "wallet_client_type": "metamask"},
    {"type": "wallet", "id": "wlt_sol", "address": "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin", "chain_type": "solana", "wallet_client_type": "privy"},
    {"type": "wallet", "id": "wlt_primary", "address": "0x2222222222222222222222222222222222222222", "chain_type": "ethereum", "wallet_client_type": "privy", "wallet_index": 0, "delegated": true},
    {"type": "smart_wallet", "address": "0x3333333333333333333333333333333333333333", "smart_wallet_type": "kernel"}
  ],
  "mfa_methods": [],
  "has_accepted_terms": true,
  "is_guest": false
}`

func TestProviderWallets(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		id, secret, ok := r.BasicAuth()
		if !ok || id != "app-1" || secret != "s3cret" || r.Header.Get("privy-app-id") != "app-1" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch r.URL.Path {
		case "/v1/users/did:privy:cm3np4u9j001rc8b73seqmqqk":
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(providerUserJSON))
		case "/v1/users/did:privy:down":
			w.WriteHeader(http.StatusBadGateway)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	defer srv.Close()
	p := &auth.ProviderWallets{BaseURL: srv.URL, AppID: "app-1", AppSecret: "s3cret"}
	ctx := context.Background()
	ws, err := p.Wallets(ctx, "did:privy:cm3np4u9j001rc8b73seqmqqk")
	if err != nil {
		t.Fatal(err)
	}
	want := auth.Wallet{WalletID: "wlt_primary", Owner: "0x2222222222222222222222222222222222222222", SmartAccount: "0x3333333333333333333333333333333333333333"}
	if len(ws) != 1 || ws[0] != want {
		t.Fatalf("wallets = %+v, want [%+v]", ws, want)
	}
	if _, err := p.Wallets(ctx, "did:privy:cm3np4u9j001rc8b73seqmqqk"); err != nil || calls != 1 {
		t.Fatalf("second read: calls = %d, err = %v; want a cached answer", calls, err)
	}
	if ws, err := p.Wallets(ctx, "did:privy:nobody"); err != nil || len(ws) != 0 {
		t.Fatalf("unknown user: %v %v", ws, err)
	}
	if _, err := p.Wallets(ctx, "did:privy:down"); err == nil {
		t.Fatal("upstream failure: no error")
	}
	if !auth.OwnsWallet([]auth.Wallet{want}, "wlt_primary", "0x2222222222222222222222222222222222222222") ||
		auth.OwnsWallet([]auth.Wallet{want}, "wlt_primary", "0x1111111111111111111111111111111111111111") ||
		auth.OwnsWallet([]auth.Wallet{want}, "wlt_external", "0x2222222222222222222222222222222222222222") {
		t.Fatal("OwnsWallet")
	}
}
