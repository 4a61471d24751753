package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/MicahParks/jwkset"
	"github.com/MicahParks/keyfunc/v3"
	"github.com/golang-jwt/jwt/v5"
)

// Sentinel errors of Verify; the HTTP layer turns both into a 401.
var (
	ErrMissingToken = errors.New("missing bearer token")
	ErrInvalidToken = errors.New("invalid bearer token")
)

// defaultAlgorithms are the JWS algorithms a token may use unless configured otherwise:
// asymmetric only, so a public key can never verify an HMAC made with it.
func defaultAlgorithms() []string { return []string{"ES256", "RS256"} }

// VerifierConfig says which tokens to accept.
type VerifierConfig struct {
	Issuer   string
	Audience string
	// Leeway is the clock skew allowed on exp, nbf and iat.
	Leeway time.Duration
	// Algorithms are the JWS algorithms accepted (default ES256 and RS256).
	Algorithms []string
}

// Verifier checks bearer tokens.
type Verifier struct {
	cfg    VerifierConfig
	keys   jwt.Keyfunc
	parser *jwt.Parser
}

// NewVerifier checks tokens against the keys in storage (a remote JWKS, or the dev issuer's).
func NewVerifier(ctx context.Context, cfg VerifierConfig, storage jwkset.Storage) (*Verifier, error) {
	if cfg.Issuer == "" || cfg.Audience == "" {
		return nil, errors.New("token verifier: issuer and audience are required")
	}
	if cfg.Leeway == 0 {
		cfg.Leeway = 30 * time.Second
	}
	if len(cfg.Algorithms) == 0 {
		cfg.Algorithms = defaultAlgorithms()
	}
	kf, err := keyfunc.New(keyfunc.Options{Ctx: ctx, Storage: storage, UseWhitelist: []jwkset.USE{jwkset.UseSig, ""}})
	if err != nil {
		return nil, fmt.Errorf("token verifier: %w", err)
	}
	return &Verifier{
		cfg:  cfg,
		keys: kf.KeyfuncCtx(ctx),
		parser: jwt.NewParser(
			jwt.WithValidMethods(cfg.Algorithms),
			jwt.WithIssuer(cfg.Issuer),
			jwt.WithAudience(cfg.Audience),
			jwt.WithLeeway(cfg.Leeway),
			jwt.WithExpirationRequired(),
			jwt.WithIssuedAt(),
		),
	}, nil
}

// RemoteJWKS returns a storage that fetches the provider's JWKS and refreshes it hourly, and
// at once (at most every five minutes) when a token names an unknown key id.
func RemoteJWKS(ctx context.Context, url string) (jwkset.Storage, error) {
	st, err := jwkset.NewDefaultHTTPClientCtx(ctx, []string{url})
	if err != nil {
		return nil, fmt.Errorf("jwks %s: %w", url, err)
	}
	return st, nil
}

// Verify checks the Authorization header's value and returns the token's subject.
func (v *Verifier) Verify(authorization string) (userID string, err error) {
	if authorization == "" {
		return "", ErrMissingToken
	}
	scheme, raw, ok := strings.Cut(authorization, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(raw) == "" {
		return "", ErrInvalidToken
	}
	var claims jwt.RegisteredClaims
	tok, err := v.parser.ParseWithClaims(strings.TrimSpace(raw), &claims, v.keys)
	if err != nil || !tok.Valid {
		return "", fmt.Errorf("%w: %v", ErrInvalidToken, err)
	}
	if claims.Subject == "" {
		return "", fmt.Errorf("%w: no subject", ErrInvalidToken)
	}
	return claims.Subject, nil
}
