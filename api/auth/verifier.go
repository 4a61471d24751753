package auth

import (
	"bytes"
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/rsa"
	"crypto/sha256"
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

// refresher is a key set that can be fetched again on demand (RemoteKeys).
type refresher interface {
	// Refresh returns once a fetch that started after the call has ended, or ctx ends.
	Refresh(ctx context.Context) error
}

// defaultRefreshWait bounds how long VerifyRefreshed waits for the key set.
const defaultRefreshWait = 10 * time.Second

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
	// CacheSize is how many verified tokens are remembered (0 means DefaultTokenCacheSize,
	// negative none).
	CacheSize int
}

// Verifier checks bearer tokens.
type Verifier struct {
	cfg     VerifierConfig
	keys    jwt.Keyfunc
	check   jwt.Keyfunc // keyfunc, bound once: a method value made per call allocates
	claims  *jwt.Validator
	parser  *jwt.Parser
	refresh refresher // nil when the key set is fixed
	storage jwkset.Storage
	// generation counts the set's changes when the set is a KeySet (nil otherwise).
	generation func() uint64
	cache      *tokenCache // nil when CacheSize is negative
	now        func() time.Time
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
		cfg.RefreshWait = defaultRefreshWait
	}
	if cfg.CacheSize == 0 {
		cfg.CacheSize = defaultTokenCacheSize
	}
	v := &Verifier{cfg: cfg, cache: newTokenCache(cfg.CacheSize), now: time.Now}
	claims := []jwt.ParserOption{
		jwt.WithTimeFunc(func() time.Time { return v.now() }),
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
	v.keys = kf.KeyfuncCtx(ctx)
	v.claims = jwt.NewValidator(claims...)
	v.parser = jwt.NewParser(append(claims, jwt.WithValidMethods(cfg.Algorithms))...)
	v.check = v.keyfunc
	v.refresh, _ = storage.(refresher)
	v.storage = storage
	if g, ok := storage.(interface{ Generation() uint64 }); ok {
		v.generation = g.Generation
	}
	return v, nil
}

// Verify checks the Authorization header's value against the keys held now, and returns the
// token's subject. It never waits: a token whose key id is unknown fails with ErrUnknownKey.
//
// A token that passed every check is remembered by its hash until its exp; while remembered,
// it costs a hash, a key-set lookup and a key comparison instead of a signature check. A
// remembered token whose exp has passed, or whose key is gone from the set or changed, is
// forgotten and verified again in full.
func (v *Verifier) Verify(authorization string) (userID string, err error) {
	if authorization == "" {
		return "", ErrMissingToken
	}
	scheme, raw, ok := strings.Cut(authorization, " ")
	raw = strings.TrimSpace(raw)
	if !ok || !strings.EqualFold(scheme, "Bearer") || raw == "" {
		return "", ErrInvalidToken
	}
	var sum tokenSum
	if v.cache != nil {
		sum = sha256.Sum256([]byte(raw))
		if id, ok := v.recall(sum); ok {
			return id, nil
		}
	}
	var gen uint64
	if v.generation != nil {
		gen = v.generation() // before the key lookup: a change after it shows at the next hit
	}
	var claims jwt.RegisteredClaims
	var used crypto.PublicKey
	tok, err := v.parser.ParseWithClaims(raw, &claims, func(t *jwt.Token) (any, error) {
		k, err := v.check(t)
		used, _ = k.(crypto.PublicKey)
		return k, err
	})
	if errors.Is(err, jwkset.ErrKeyNotFound) {
		return "", fmt.Errorf("%w: %w", ErrInvalidToken, ErrUnknownKey)
	}
	if err != nil || !tok.Valid {
		return "", fmt.Errorf("%w: %w", ErrInvalidToken, err)
	}
	if claims.Subject == "" {
		return "", fmt.Errorf("%w: no subject", ErrInvalidToken)
	}
	if v.cache != nil {
		v.remember(sum, tok, &claims, used, gen)
	}
	return claims.Subject, nil
}

// Remembered returns the subject of the Authorization header's token when the cache holds it
// and it still passes the checks a hit re-runs (exp, key); ok is false otherwise, and Verify
// must decide. It reads the header's bytes without copying them: the fast path of a token
// route.
func (v *Verifier) Remembered(authorization []byte) (userID string, ok bool) {
	if v.cache == nil {
		return "", false
	}
	scheme, raw, ok := bytes.Cut(authorization, []byte{' '})
	raw = bytes.TrimSpace(raw)
	if !ok || !bytes.EqualFold(scheme, []byte("Bearer")) || len(raw) == 0 {
		return "", false
	}
	return v.recall(sha256.Sum256(raw))
}

// recall answers from the cache: the subject of the token named sum if it is remembered and
// still valid; an entry no longer valid is forgotten.
func (v *Verifier) recall(sum tokenSum) (userID string, ok bool) {
	e := v.cache.get(sum)
	if e == nil {
		return "", false
	}
	ok, renewed := v.stillValid(e)
	if !ok {
		v.cache.drop(sum, e)
		return "", false
	}
	if renewed != nil { // the set changed, not for this token: later hits compare with now
		v.cache.replace(sum, e, renewed)
	}
	return e.subject, true
}

// remember caches a token that passed every check, if its key is named (a token without a kid
// was checked against the whole set: no one key to re-check) and its exp is still ahead (a
// token accepted within the leeway is not cached).
func (v *Verifier) remember(sum tokenSum, tok *jwt.Token, claims *jwt.RegisteredClaims, key crypto.PublicKey, gen uint64) {
	kid, _ := tok.Header["kid"].(string)
	now := v.now()
	if kid == "" || key == nil || claims.ExpiresAt == nil || !now.Before(claims.ExpiresAt.Time) {
		return
	}
	header := &jwt.Token{Header: map[string]any{"kid": kid, "alg": tok.Method.Alg()}}
	v.cache.put(sum, &verifiedToken{subject: claims.Subject, expires: claims.ExpiresAt.Time, kid: kid, header: header, key: key, generation: gen}, now)
}

// stillValid re-checks a remembered token: its exp is ahead, and the key set is unchanged since
// the token was verified (a KeySet's generation), or still holds under its kid the very key
// object that verified it, or yields under the same checks as the first verification a key
// equal to it. In the last two cases it returns the entry to remember instead (the set's
// generation and key object now).
func (v *Verifier) stillValid(e *verifiedToken) (ok bool, renewed *verifiedToken) {
	if !v.now().Before(e.expires) {
		return false, nil
	}
	var gen uint64
	if v.generation != nil {
		if gen = v.generation(); gen == e.generation {
			return true, nil
		}
	}
	jwk, err := v.storage.KeyRead(context.Background(), e.kid)
	if err != nil {
		return false, nil
	}
	next := *e
	next.generation = gen
	if sameObject(publicOf(jwk.Key()), e.key) {
		return true, &next
	}
	k, err := v.keys(e.header)
	if err != nil || !samePublicKey(k, e.key) {
		return false, nil
	}
	next.key = k
	return true, &next
}

// samePublicKey reports whether got is the ECDSA or RSA public key want.
func samePublicKey(got, want any) bool {
	switch w := want.(type) {
	case *ecdsa.PublicKey:
		g, ok := got.(*ecdsa.PublicKey)
		return ok && (g == w || g.Equal(w))
	case *rsa.PublicKey:
		g, ok := got.(*rsa.PublicKey)
		return ok && (g == w || g.Equal(w))
	}
	return false
}

// sameObject reports whether a and b are the same ECDSA or RSA public key object (a pointer
// comparison: key material is never compared here).
func sameObject(a, b any) bool {
	switch x := a.(type) {
	case *ecdsa.PublicKey:
		y, ok := b.(*ecdsa.PublicKey)
		return ok && x == y
	case *rsa.PublicKey:
		y, ok := b.(*rsa.PublicKey)
		return ok && x == y
	}
	return false
}

// publicOf is the public half of a key the set stores, as the key lookup hands it out (the
// same object each time).
func publicOf(k any) any {
	if p, ok := k.(interface{ Public() crypto.PublicKey }); ok {
		return p.Public()
	}
	return k
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
