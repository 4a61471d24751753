package privy

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
)

const (
	privyAppID     = "app-123"
	privyAppSecret = "s3cret-never-shown"
)

// privyFake speaks the documented shape of Privy's wallet RPC: POST /v1/wallets/{id}/rpc with
// basic auth, privy-app-id, and (when the app requires it) a privy-authorization-signature over
// the canonical payload, verified with the authorization key's public half.
type privyFake struct {
	t       *testing.T
	keys    map[string]*ecdsa.PrivateKey // wallet id -> owner key
	revoked map[string]bool
	authPub *ecdsa.PublicKey
	methods []string
	url     string
}

func (f *privyFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	fail := func(status int, msg string) {
		w.WriteHeader(status)
		_, _ = io.WriteString(w, `{"error":"`+msg+`"}`)
	}
	id, ok := strings.CutPrefix(r.URL.Path, "/v1/wallets/")
	id, ok2 := strings.CutSuffix(id, "/rpc")
	if r.Method != http.MethodPost || !ok || !ok2 {
		fail(404, "no route")
		return
	}
	user, pass, _ := r.BasicAuth()
	if user != privyAppID || pass != privyAppSecret || r.Header.Get("privy-app-id") != privyAppID || r.Header.Get("Content-Type") != "application/json" {
		fail(401, "invalid app credentials")
		return
	}
	raw, _ := io.ReadAll(r.Body)
	if f.authPub != nil {
		var body any
		_ = json.Unmarshal(raw, &body)
		payload, _ := canonicalJSON(map[string]any{"version": 1, "method": "POST", "url": f.url + r.URL.Path, "body": body,
			"headers": map[string]string{"privy-app-id": privyAppID}})
		sig, err := base64.StdEncoding.DecodeString(r.Header.Get("privy-authorization-signature"))
		sum := sha256.Sum256(payload)
		if err != nil || !ecdsa.VerifyASN1(f.authPub, sum[:], sig) {
			fail(401, "invalid authorization signature")
			return
		}
	}
	key, known := f.keys[id]
	if !known {
		fail(404, "wallet not found")
		return
	}
	if f.revoked[id] {
		fail(403, "signer not authorized")
		return
	}
	var req struct {
		Method string          `json:"method"`
		Params json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		fail(400, "bad body")
		return
	}
	f.methods = append(f.methods, req.Method)
	var digest common.Hash
	switch req.Method {
	case "secp256k1_sign":
		var p struct{ Hash string }
		_ = json.Unmarshal(req.Params, &p)
		digest = common.HexToHash(p.Hash)
	case "eth_signTypedData_v4":
		var p struct {
			TypedData struct {
				Types       apitypes.Types            `json:"types"`
				PrimaryType string                    `json:"primary_type"`
				Domain      apitypes.TypedDataDomain  `json:"domain"`
				Message     apitypes.TypedDataMessage `json:"message"`
			} `json:"typed_data"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			fail(400, "bad typed data")
			return
		}
		td := apitypes.TypedData{Types: p.TypedData.Types, PrimaryType: p.TypedData.PrimaryType, Domain: p.TypedData.Domain, Message: p.TypedData.Message}
		h, err := chain.TypedDataDigest(td)
		if err != nil {
			fail(400, "bad typed data")
			return
		}
		digest = h
	case "personal_sign":
		var p struct{ Message, Encoding string }
		_ = json.Unmarshal(req.Params, &p)
		msg, _ := hexutil.Decode("0x" + p.Message)
		digest = common.BytesToHash(accountsTextHash(msg))
	default:
		fail(400, "unsupported method")
		return
	}
	sig, _ := crypto.Sign(digest[:], key)
	sig[64] += 27
	_ = json.NewEncoder(w).Encode(map[string]any{"method": req.Method, "data": map[string]string{"signature": hexutil.Encode(sig), "encoding": "hex"}})
}

func accountsTextHash(msg []byte) []byte {
	return crypto.Keccak256([]byte("\x19Ethereum Signed Message:\n"+itoa(len(msg))), msg)
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func TestPrivySigner(t *testing.T) {
	owner, _ := crypto.GenerateKey()
	authKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	fake := &privyFake{t: t, keys: map[string]*ecdsa.PrivateKey{"wal_1": owner, "wal_revoked": owner}, revoked: map[string]bool{"wal_revoked": true}, authPub: &authKey.PublicKey}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	fake.url = srv.URL
	der, _ := x509.MarshalPKCS8PrivateKey(authKey)
	parsed, err := ParseAuthorizationKey("wallet-auth:" + base64.StdEncoding.EncodeToString(der))
	if err != nil {
		t.Fatal(err)
	}
	p := &Client{BaseURL: srv.URL, AppID: privyAppID, AppSecret: privyAppSecret, AuthorizationKey: parsed}
	ctx := context.Background()
	want := crypto.PubkeyToAddress(owner.PublicKey)

	digest := crypto.Keccak256Hash([]byte("a userOp hash"))
	sig, err := p.SignDigest(ctx, "wal_1", digest)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := chain.RecoverDigest(digest, sig); err != nil || got != want || sig[64] < 27 {
		t.Fatalf("secp256k1_sign recovers to %s (%v), want %s", got.Hex(), err, want.Hex())
	}

	td := chain.RiskInference{PlanID: common.Hash{7}, AssessedRisk: 4200, MaxRisk: 5700, Expiry: big.NewInt(1_800_000_900)}.TypedData(4663, common.HexToAddress("0xaa"))
	sig, err = p.SignTypedData(ctx, "wal_1", td)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := chaintest.RecoverTypedData(td, sig); err != nil || got != want {
		t.Fatalf("eth_signTypedData_v4 recovers to %s (%v), want %s", got.Hex(), err, want.Hex())
	}
	if _, err := p.PersonalSign(ctx, "wal_1", []byte("hello")); err != nil {
		t.Fatal(err)
	}
	if strings.Join(fake.methods, ",") != "secp256k1_sign,eth_signTypedData_v4,personal_sign" {
		t.Fatalf("methods %v", fake.methods)
	}

	// A revoked delegation signs nothing and says so with autopilot.ErrNoGrant; an unknown wallet is
	// autopilot.ErrUnknownWallet; a wrong authorization key is refused like a revocation.
	if _, err := p.SignDigest(ctx, "wal_revoked", digest); !errors.Is(err, autopilot.ErrNoGrant) {
		t.Fatalf("revoked: %v", err)
	}
	if _, err := p.SignDigest(ctx, "wal_unknown", digest); !errors.Is(err, autopilot.ErrUnknownWallet) {
		t.Fatalf("unknown: %v", err)
	}
	if _, err := p.SignDigest(ctx, "../users", digest); !errors.Is(err, autopilot.ErrUnknownWallet) {
		t.Fatalf("path in wallet id: %v", err)
	}
	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	forged := &Client{BaseURL: srv.URL, AppID: privyAppID, AppSecret: privyAppSecret, AuthorizationKey: other}
	if _, err := forged.SignDigest(ctx, "wal_1", digest); !errors.Is(err, autopilot.ErrNoGrant) {
		t.Fatalf("wrong authorization key: %v", err)
	}
	wrongSecret := &Client{BaseURL: srv.URL, AppID: privyAppID, AppSecret: "wrong", AuthorizationKey: parsed}
	_, err = wrongSecret.SignDigest(ctx, "wal_1", digest)
	if !errors.Is(err, autopilot.ErrNoGrant) || strings.Contains(err.Error(), "wrong") || strings.Contains(err.Error(), privyAppSecret) {
		t.Fatalf("wrong secret: %v", err)
	}
	// The provider down: an error without the URL's secrets or the app secret.
	down := &Client{BaseURL: "http://127.0.0.1:1", AppID: privyAppID, AppSecret: privyAppSecret}
	if _, err := down.SignDigest(ctx, "wal_1", digest); err == nil || strings.Contains(err.Error(), privyAppSecret) {
		t.Fatalf("provider down: %v", err)
	}
	if _, err := ParseAuthorizationKey("wallet-auth:bm90IGEga2V5"); err == nil || strings.Contains(err.Error(), "bm90") {
		t.Fatalf("bad key: %v", err)
	}
}
