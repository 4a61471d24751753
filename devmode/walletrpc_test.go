package devmode_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/devmode"
)

func devWallet(t *testing.T) (*devmode.WalletRPC, map[string]*ecdsa.PrivateKey) {
	t.Helper()
	keys := map[string]*ecdsa.PrivateKey{}
	for _, u := range []string{"alice", "mallory"} {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[u] = k
	}
	return &devmode.WalletRPC{ChainID: 4663, Key: func(_ context.Context, userID string) (*ecdsa.PrivateKey, error) {
		k, ok := keys[userID]
		if !ok {
			return nil, fmt.Errorf("no user %q", userID)
		}
		return k, nil
	}}, keys
}

func params(t *testing.T, vs ...any) []json.RawMessage {
	t.Helper()
	out := make([]json.RawMessage, len(vs))
	for i, v := range vs {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = b
	}
	return out
}

func recovered(t *testing.T, hash []byte, sig any) common.Address {
	t.Helper()
	b, err := hexutil.Decode(sig.(string))
	if err != nil || len(b) != 65 || (b[64] != 27 && b[64] != 28) {
		t.Fatalf("signature %v: %v", sig, err)
	}
	b[64] -= 27
	pub, err := crypto.SigToPub(hash, b)
	if err != nil {
		t.Fatal(err)
	}
	return crypto.PubkeyToAddress(*pub)
}

// A Permit as viem sends it: the domain's chainId a JSON number, uint256s as decimal strings, and a
// member the type does not declare (viem's userOp typed data carries its signature field so).
const permitTypedData = `{"types":{"EIP712Domain":[{"name":"name","type":"string"},{"name":"version","type":"string"},
{"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"}],
"Permit":[{"name":"owner","type":"address"},{"name":"spender","type":"address"},{"name":"value","type":"uint256"},
{"name":"nonce","type":"uint256"},{"name":"deadline","type":"uint256"}]},"primaryType":"Permit",
"domain":{"name":"USDG","version":"1","chainId":4663,"verifyingContract":"0x00000000000000000000000000000000000000aa"},
"message":{"owner":"%s","spender":"0x00000000000000000000000000000000000000bb","value":"5000000","nonce":"0",
"deadline":"1795656542","signature":"0x"}}`

func TestDevWalletSignsAsTheUsersOwner(t *testing.T) {
	w, keys := devWallet(t)
	ctx := context.Background()
	alice := crypto.PubkeyToAddress(keys["alice"].PublicKey)

	got, err := w.Request(ctx, "alice", "eth_requestAccounts", nil)
	if err != nil || got.([]string)[0] != alice.Hex() {
		t.Fatalf("accounts %v, %v", got, err)
	}
	if got, _ := w.Request(ctx, "alice", "eth_chainId", nil); got != "0x1237" {
		t.Errorf("chain id %v", got)
	}

	msg := []byte("Vera: the owner signs")
	sig, err := w.Request(ctx, "alice", "personal_sign", params(t, hexutil.Encode(msg), alice))
	if err != nil {
		t.Fatal(err)
	}
	if r := recovered(t, accounts.TextHash(msg), sig); r != alice {
		t.Errorf("personal_sign recovers %s, want %s", r, alice)
	}

	raw := fmt.Sprintf(permitTypedData, alice.Hex())
	sig, err = w.Request(ctx, "alice", "eth_signTypedData_v4", params(t, alice, raw))
	if err != nil {
		t.Fatal(err)
	}
	var td apitypes.TypedData
	if err := json.Unmarshal([]byte(strings.Replace(raw, `,
"deadline":"1795656542","signature":"0x"}}`, `,
"deadline":"1795656542"}}`, 1)), &td); err != nil {
		t.Fatal(err)
	}
	hash, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if r := recovered(t, hash, sig); r != alice {
		t.Errorf("eth_signTypedData_v4 recovers %s, want %s", r, alice)
	}
}

// The attack: a signed-in user asks the dev wallet to sign as someone else's owner, or sends what
// does not parse; it signs nothing.
func TestDevWalletSignsNothingForAnotherOwner(t *testing.T) {
	w, keys := devWallet(t)
	ctx := context.Background()
	alice := crypto.PubkeyToAddress(keys["alice"].PublicKey)
	raw := fmt.Sprintf(permitTypedData, alice.Hex())
	for _, tc := range []struct {
		name, user, method string
		params             []json.RawMessage
		want               error
	}{
		{"typed data as another user's owner", "mallory", "eth_signTypedData_v4", params(t, alice, raw), devmode.ErrNotYourAddress},
		{"a message as another user's owner", "mallory", "personal_sign", params(t, "0x01", alice), devmode.ErrNotYourAddress},
		{"a raw hash", "alice", "eth_sign", params(t, alice, "0x"+strings.Repeat("11", 32)), devmode.ErrUnsupportedMethod},
		{"a transaction", "alice", "eth_sendTransaction", params(t, map[string]string{"from": alice.Hex()}), devmode.ErrUnsupportedMethod},
		{"typed data that does not parse", "alice", "eth_signTypedData_v4", params(t, alice, "{"), devmode.ErrBadParams},
		{"params missing", "alice", "personal_sign", nil, devmode.ErrBadParams},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := w.Request(ctx, tc.user, tc.method, tc.params)
			if !errors.Is(err, tc.want) || got != nil {
				t.Fatalf("got %v, %v; want nothing and %v", got, err, tc.want)
			}
		})
	}
}
