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

// Sentinel errors of Verify; the HTTP layer turns each into a 401.
var (
	ErrMissingToken = errors.New("missing bearer token")
	ErrInvalidToken = errors.New("invalid bearer token")
	// ErrUnknownKey comes with ErrInvalidToken when the token names a key id the key set does
	// not hold (yet): VerifyRefreshed may then accept it.
	ErrUnknownKey = errors.New("unknown key id")
)

// Refresher is a key set that can be fetched again on demand (RemoteKeys).
type Refresher interface {
	// Refresh returns once a fetch that started after the call has ended, or ctx ends.
	Refresh(ctx context.Context) error
}

// DefaultRefreshWait bounds how long VerifyRefreshed waits for the key set.
const DefaultRefreshWait = 10 * time.Second

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
	// RefreshWait bounds VerifyRefreshed's wait for the key set; 0 means DefaultRefreshWait.
	RefreshWait time.Duration
}

// Verifier checks bearer tokens.
type Verifier struct {
	cfg     VerifierConfig
	keys    jwt.Keyfunc
	check   jwt.Keyfunc // keyfunc, bound once: a method value made per call allocates
	claims  *jwt.Validator
	parser  *jwt.Parser
	refresh Refresher // nil when the key set is fixed
}

// NewVerifier checks tokens against the keys in storage: the dev issuer's, or a provider's
// RemoteKeys, which VerifyRefreshed may then fetch again.
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
	if cfg.RefreshWait <= 0 {
		cfg.RefreshWait = DefaultRefreshWait
	}
	claims := []jwt.ParserOption{
		jwt.WithIssuer(cfg.Issuer),
		jwt.WithAudience(cfg.Audience),
		jwt.WithLeeway(cfg.Leeway),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
	}
	kf, err := keyfunc.New(keyfunc.Options{Ctx: ctx, Storage: storage, UseWhitelist: []jwkset.USE{jwkset.UseSig, ""}})
	if err != nil {
		return nil, fmt.Errorf("token verifier: %w", err)
	}
	v := &Verifier{
		cfg:    cfg,
		keys:   kf.KeyfuncCtx(ctx),
		claims: jwt.NewValidator(claims...),
		parser: jwt.NewParser(append(claims, jwt.WithValidMethods(cfg.Algorithms))...),
	}
	v.check = v.keyfunc
	v.refresh, _ = storage.(Refresher)
	return v, nil
}

// Verify checks the Authorization header's value against the keys held now, and returns the
// token's subject. It never waits: a token whose key id is unknown fails with ErrUnknownKey.
func (v *Verifier) Verify(authorization string) (userID string, err error) {
	if authorization == "" {
		return "", ErrMissingToken
	}
	scheme, raw, ok := strings.Cut(authorization, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(raw) == "" {
		return "", ErrInvalidToken
	}
	var claims jwt.RegisteredClaims
	tok, err := v.parser.ParseWithClaims(strings.TrimSpace(raw), &claims, v.check)
	if errors.Is(err, jwkset.ErrKeyNotFound) {
		return "", fmt.Errorf("%w: %w", ErrInvalidToken, ErrUnknownKey)
	}
	if err != nil || !tok.Valid {
		return "", fmt.Errorf("%w: %w", ErrInvalidToken, err)
	}
	if claims.Subject == "" {
		return "", fmt.Errorf("%w: no subject", ErrInvalidToken)
	}
	return claims.Subject, nil
}

// VerifyRefreshed fetches the key set again, waiting at most RefreshWait (or ctx), and then
// verifies the token. Call it only after Verify failed with ErrUnknownKey, and only as often
// as the caller allows each client: the fetches are shared and spaced by the key set itself.
func (v *Verifier) VerifyRefreshed(ctx context.Context, authorization string) (userID string, err error) {
	if v.refresh == nil { // a fixed set: nothing new can come
		return "", fmt.Errorf("%w: %w", ErrInvalidToken, ErrUnknownKey)
	}
	wait, cancel := context.WithTimeout(ctx, v.cfg.RefreshWait)
	err = v.refresh.Refresh(wait)
	cancel()
	if err != nil {
		return "", fmt.Errorf("%w: %w: key set refresh: %v", ErrInvalidToken, ErrUnknownKey, err)
	}
	return v.Verify(authorization)
}

// keyfunc checks the claims before it looks a key up, so that a token that would fail
// anyway (expired, another issuer or audience) costs no key lookup, refresh or signature check.
func (v *Verifier) keyfunc(tok *jwt.Token) (any, error) {
	if err := v.claims.Validate(tok.Claims); err != nil {
		return nil, err
	}
	return v.keys(tok)
}
