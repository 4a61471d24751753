package privy

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/autopilot"
)

// Client signs with embedded wallets through Privy's server-side wallet API: POST
// {BaseURL}/v1/wallets/{wallet_id}/rpc with `secp256k1_sign` (a raw digest),
// `eth_signTypedData_v4` (typed data) or `personal_sign`, authenticated with HTTP basic auth
// (app id : app secret) and the `privy-app-id` header. When the wallet has the service's
// authorization key as an additional signer (how a user delegates Autopilot), every request
// also carries `privy-authorization-signature`: a P-256 ECDSA signature (DER, base64) over the
// RFC 8785 canonical JSON of {version: 1, method, url, body, headers: {privy-app-id}}.
//
// A 401 or 403 from the provider means the delegation is gone: the error wraps autopilot.ErrNoGrant. A
// 404 wraps autopilot.ErrUnknownWallet. No secret ever appears in an error.
type Client struct {
	BaseURL   string // https://api.privy.io
	AppID     string
	AppSecret string
	// AuthorizationKey is the P-256 key the wallets' owners added as a signer (nil: requests
	// are not signed).
	AuthorizationKey *ecdsa.PrivateKey
	HTTP             *http.Client // nil: a client with a 20 s timeout
}

// ParseAuthorizationKey reads an authorization key in Privy's export form
// "wallet-auth:<base64 PKCS#8 DER>" (the prefix is optional). The error never contains the key.
func ParseAuthorizationKey(s string) (*ecdsa.PrivateKey, error) {
	der, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(strings.TrimSpace(s), "wallet-auth:"))
	if err != nil {
		return nil, errors.New("authorization key: not base64")
	}
	k, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, errors.New("authorization key: not a PKCS#8 private key")
	}
	ec, ok := k.(*ecdsa.PrivateKey)
	if !ok || ec.Curve.Params().Name != "P-256" {
		return nil, errors.New("authorization key: not a P-256 key")
	}
	return ec, nil
}

type privyRequest struct {
	Method string `json:"method"`
	Params any    `json:"params"`
}

type privyResponse struct {
	Method string `json:"method"`
	Data   struct {
		Signature string `json:"signature"`
		Encoding  string `json:"encoding"`
	} `json:"data"`
}

// SignDigest signs digest as is (`secp256k1_sign`).
func (p *Client) SignDigest(ctx context.Context, walletID string, digest common.Hash) ([]byte, error) {
	return p.sign(ctx, walletID, privyRequest{Method: "secp256k1_sign", Params: map[string]string{"hash": digest.Hex()}})
}

// SignTypedData signs EIP-712 typed data (`eth_signTypedData_v4`).
func (p *Client) SignTypedData(ctx context.Context, walletID string, td apitypes.TypedData) ([]byte, error) {
	typed := map[string]any{"types": td.Types, "primary_type": td.PrimaryType, "domain": td.Domain, "message": td.Message}
	return p.sign(ctx, walletID, privyRequest{Method: "eth_signTypedData_v4", Params: map[string]any{"typed_data": typed}})
}

func (p *Client) sign(ctx context.Context, walletID string, req privyRequest) ([]byte, error) {
	if walletID == "" || strings.ContainsAny(walletID, "/?#") {
		return nil, fmt.Errorf("wallet %q: %w", walletID, autopilot.ErrUnknownWallet)
	}
	endpoint := strings.TrimRight(p.BaseURL, "/") + "/v1/wallets/" + url.PathEscape(walletID) + "/rpc"
	body, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("privy %s: encode request: %w", req.Method, err)
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("privy %s: %w", req.Method, err)
	}
	hr.SetBasicAuth(p.AppID, p.AppSecret)
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("privy-app-id", p.AppID)
	if p.AuthorizationKey != nil {
		sig, err := p.authorizationSignature(endpoint, body)
		if err != nil {
			return nil, fmt.Errorf("privy %s: %w", req.Method, err)
		}
		hr.Header.Set("privy-authorization-signature", sig)
	}
	client := p.HTTP
	if client == nil {
		client = &http.Client{Timeout: 20 * time.Second}
	}
	resp, err := client.Do(hr)
	if err != nil {
		return nil, fmt.Errorf("privy %s for wallet %s: %w", req.Method, walletID, redactURLError(err))
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, fmt.Errorf("privy %s for wallet %s: read response: %w", req.Method, walletID, err)
	}
	switch {
	case resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden:
		return nil, fmt.Errorf("privy %s for wallet %s: status %d: %w", req.Method, walletID, resp.StatusCode, autopilot.ErrNoGrant)
	case resp.StatusCode == http.StatusNotFound:
		return nil, fmt.Errorf("privy %s for wallet %s: status 404: %w", req.Method, walletID, autopilot.ErrUnknownWallet)
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("privy %s for wallet %s: status %d", req.Method, walletID, resp.StatusCode)
	}
	var out privyResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("privy %s for wallet %s: decode response: %w", req.Method, walletID, err)
	}
	if out.Method != req.Method || (out.Data.Encoding != "" && out.Data.Encoding != "hex") {
		return nil, fmt.Errorf("privy %s for wallet %s: unexpected response method %q encoding %q", req.Method, walletID, out.Method, out.Data.Encoding)
	}
	sig, err := hexutil.Decode(out.Data.Signature)
	if err != nil || len(sig) != 65 {
		return nil, fmt.Errorf("privy %s for wallet %s: signature is not 65 bytes of hex", req.Method, walletID)
	}
	if sig[64] < 27 {
		sig[64] += 27
	}
	return sig, nil
}

// authorizationSignature signs the request as Privy's authorization signatures specify.
func (p *Client) authorizationSignature(endpoint string, body []byte) (string, error) {
	var b any
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&b); err != nil {
		return "", fmt.Errorf("authorization payload: %w", err)
	}
	payload := map[string]any{
		"version": 1, "method": http.MethodPost, "url": endpoint, "body": b,
		"headers": map[string]string{"privy-app-id": p.AppID},
	}
	canon, err := canonicalJSON(payload)
	if err != nil {
		return "", fmt.Errorf("authorization payload: %w", err)
	}
	sum := sha256.Sum256(canon)
	der, err := ecdsa.SignASN1(rand.Reader, p.AuthorizationKey, sum[:])
	if err != nil {
		return "", errors.New("authorization signature failed")
	}
	return base64.StdEncoding.EncodeToString(der), nil
}

// canonicalJSON encodes v with object keys sorted and no HTML escaping or whitespace: RFC 8785
// for the values a request body holds (strings, json.Numbers as sent, objects, arrays).
func canonicalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// redactURLError drops the URL (which could carry credentials if misconfigured) from a
// transport error.
func redactURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}
