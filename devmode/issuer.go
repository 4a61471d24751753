package devmode

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/MicahParks/jwkset"
	"github.com/golang-jwt/jwt/v5"

	"github.com/vera-invest/vera/api/auth"
)

// Issuer is the identity provider of dev mode: one ES256 key kept in a file.
type Issuer struct {
	Issuer   string
	Audience string
	key      *ecdsa.PrivateKey
	kid      string
	store    *auth.KeySet
}

// LoadIssuer reads the key at keyPath, creating it (mode 0600) on first use.
func LoadIssuer(keyPath, issuer, audience string) (*Issuer, error) {
	key, err := readKey(keyPath)
	if errors.Is(err, fs.ErrNotExist) {
		key, err = createKey(keyPath)
	}
	if err != nil {
		return nil, err
	}
	return NewIssuer(key, issuer, audience)
}

// NewIssuer issues tokens signed by key.
func NewIssuer(key *ecdsa.PrivateKey, issuer, audience string) (*Issuer, error) {
	der, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		return nil, fmt.Errorf("dev issuer key: %w", err)
	}
	sum := sha256.Sum256(der)
	kid := base64.RawURLEncoding.EncodeToString(sum[:12])
	jwk, err := jwkset.NewJWKFromKey(&key.PublicKey, jwkset.JWKOptions{
		Metadata: jwkset.JWKMetadataOptions{ALG: jwkset.AlgES256, KID: kid, USE: jwkset.UseSig},
	})
	if err != nil {
		return nil, fmt.Errorf("dev issuer jwk: %w", err)
	}
	store := auth.NewKeySet()
	if err := store.KeyWrite(context.Background(), jwk); err != nil {
		return nil, fmt.Errorf("dev issuer jwk: %w", err)
	}
	return &Issuer{Issuer: issuer, Audience: audience, key: key, kid: kid, store: store}, nil
}

// Keys is the issuer's public key set, for a Verifier.
func (d *Issuer) Keys() jwkset.Storage { return d.store }

// JWKS is the public key set as JSON, served at /.well-known/jwks.json in dev mode.
func (d *Issuer) JWKS(ctx context.Context) (json.RawMessage, error) {
	return d.store.JSONPublic(ctx)
}

// Token mints a token for userID valid for ttl.
func (d *Issuer) Token(userID string, ttl time.Duration, now time.Time) (string, error) {
	if userID == "" {
		return "", errors.New("mint token: user id is required")
	}
	claims := jwt.RegisteredClaims{
		Issuer:    d.Issuer,
		Subject:   userID,
		Audience:  jwt.ClaimStrings{d.Audience},
		IssuedAt:  jwt.NewNumericDate(now),
		NotBefore: jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(ttl)),
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodES256, claims)
	tok.Header["kid"] = d.kid
	s, err := tok.SignedString(d.key)
	if err != nil {
		return "", fmt.Errorf("mint token: %w", err)
	}
	return s, nil
}

func readKey(path string) (*ecdsa.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(b)
	if block == nil {
		return nil, fmt.Errorf("dev issuer key %s: no PEM block", path)
	}
	k, err := x509.ParseECPrivateKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("dev issuer key %s: %w", path, err)
	}
	return k, nil
}

func createKey(path string) (*ecdsa.PrivateKey, error) {
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("generate dev issuer key: %w", err)
	}
	der, err := x509.MarshalECPrivateKey(k)
	if err != nil {
		return nil, fmt.Errorf("encode dev issuer key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("dev issuer key dir: %w", err)
	}
	pemBytes := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
	// O_EXCL: when two processes start at once, the second one reads the first one's key.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return readKey(path)
	}
	if err != nil {
		return nil, fmt.Errorf("write dev issuer key: %w", err)
	}
	defer f.Close()
	if _, err := f.Write(pemBytes); err != nil {
		return nil, fmt.Errorf("write dev issuer key: %w", err)
	}
	return k, nil
}
