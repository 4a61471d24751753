package auth_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/MicahParks/jwkset"
	"github.com/golang-jwt/jwt/v5"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/devmode"
)

var t0 = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

// cachedVerifier verifies iss's tokens with a cache of size and a clock the test moves.
func cachedVerifier(t *testing.T, keys jwkset.Storage, size int, leeway time.Duration) (*auth.Verifier, *time.Time) {
	t.Helper()
	v, err := auth.NewVerifier(context.Background(), auth.VerifierConfig{
		Issuer: "https://issuer.test", Audience: "vera-test", Leeway: leeway, CacheSize: size,
	}, keys)
	if err != nil {
		t.Fatal(err)
	}
	clock := t0
	auth.SetClock(v, func() time.Time { return clock })
	return v, &clock
}

func mint(t *testing.T, iss *devmode.Issuer, user string, ttl time.Duration) string {
	t.Helper()
	tok, err := iss.Token(user, ttl, t0)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func kidOf(t *testing.T, tok string) string {
	t.Helper()
	parsed, _, err := jwt.NewParser().ParseUnverified(tok, &jwt.RegisteredClaims{})
	if err != nil {
		t.Fatal(err)
	}
	return parsed.Header["kid"].(string)
}

func mustVerify(t *testing.T, v *auth.Verifier, tok, user string) {
	t.Helper()
	got, err := v.Verify("Bearer " + tok)
	if err != nil || got != user {
		t.Fatalf("Verify = %q, %v; want %q", got, err, user)
	}
}

func mustFail(t *testing.T, v *auth.Verifier, tok string, want error) {
	t.Helper()
	got, err := v.Verify("Bearer " + tok)
	if !errors.Is(err, want) {
		t.Fatalf("Verify = %q, %v; want %v", got, err, want)
	}
}

// TestTokenCacheExpiry: a remembered token is accepted until its exp and not an instant
// after, whatever the cache holds (the leeway is a nanosecond, so only the cache could accept
// it), and the entry is gone.
func TestTokenCacheExpiry(t *testing.T) {
	iss := newIssuer(t)
	v, clock := cachedVerifier(t, iss.Keys(), 100, time.Nanosecond)
	tok := mint(t, iss, "user-1", time.Minute)
	mustVerify(t, v, tok, "user-1")
	if n := auth.CachedTokens(v); n != 1 {
		t.Fatalf("cached %d tokens after one verification, want 1", n)
	}
	*clock = t0.Add(time.Minute - time.Millisecond)
	mustVerify(t, v, tok, "user-1")
	*clock = t0.Add(time.Minute)
	if id, ok := v.Remembered([]byte("Bearer " + tok)); ok {
		t.Fatalf("Remembered = %q at the token's exp", id)
	}
	*clock = t0.Add(time.Minute + time.Millisecond)
	mustFail(t, v, tok, auth.ErrInvalidToken)
	if n := auth.CachedTokens(v); n != 0 {
		t.Fatalf("an expired token is still cached (%d entries)", n)
	}
}

// TestTokenCacheLeewayNotCached: a token accepted only thanks to the leeway is verified each
// time and never remembered, so the cache never stretches a token's life.
func TestTokenCacheLeewayNotCached(t *testing.T) {
	iss := newIssuer(t)
	v, clock := cachedVerifier(t, iss.Keys(), 100, 30*time.Second)
	tok := mint(t, iss, "user-1", time.Minute)
	*clock = t0.Add(time.Minute + 10*time.Second)
	mustVerify(t, v, tok, "user-1")
	if n := auth.CachedTokens(v); n != 0 {
		t.Fatalf("a token past its exp was cached (%d entries)", n)
	}
}

// TestTokenCacheRevokedKey is the attack: a token that verified (and is remembered) is replayed
// after its key was removed from the set, or replaced under the same kid. Both must fail, and
// the entry must go.
func TestTokenCacheRevokedKey(t *testing.T) {
	for _, tc := range []struct {
		name   string
		revoke func(t *testing.T, keys *auth.KeySet, kid string)
		want   error
	}{
		{"key removed", func(t *testing.T, keys *auth.KeySet, kid string) {
			if ok, err := keys.KeyDelete(context.Background(), kid); !ok || err != nil {
				t.Fatalf("KeyDelete = %v, %v", ok, err)
			}
		}, auth.ErrUnknownKey},
		{"same kid, another key", func(t *testing.T, keys *auth.KeySet, kid string) {
			other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
			jwk, err := jwkset.NewJWKFromKey(&other.PublicKey, jwkset.JWKOptions{
				Metadata: jwkset.JWKMetadataOptions{ALG: jwkset.AlgES256, KID: kid, USE: jwkset.UseSig},
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := keys.KeyReplaceAll(context.Background(), []jwkset.JWK{jwk}); err != nil {
				t.Fatal(err)
			}
		}, auth.ErrInvalidToken},
	} {
		t.Run(tc.name, func(t *testing.T) {
			iss := newIssuer(t)
			keys := iss.Keys().(*auth.KeySet)
			v, _ := cachedVerifier(t, keys, 100, time.Nanosecond)
			tok := mint(t, iss, "user-1", time.Hour)
			mustVerify(t, v, tok, "user-1")
			mustVerify(t, v, tok, "user-1") // served from the cache
			if id, ok := v.Remembered([]byte("Bearer " + tok)); !ok || id != "user-1" {
				t.Fatalf("Remembered = %q, %v before the revocation", id, ok)
			}
			tc.revoke(t, keys, kidOf(t, tok))
			if id, ok := v.Remembered([]byte("Bearer " + tok)); ok {
				t.Fatalf("Remembered = %q after the revocation", id)
			}
			mustFail(t, v, tok, tc.want)
			if n := auth.CachedTokens(v); n != 0 {
				t.Fatalf("the revoked key's token is still cached (%d entries)", n)
			}
		})
	}
}

// TestTokenCacheRotation: the provider rotates its key and the service fetches the new set:
// a remembered token of the old key fails, the new key's tokens verify.
func TestTokenCacheRotation(t *testing.T) {
	old := newIssuer(t)
	js, keys := remoteKeys(t, old)
	ctx := context.Background()
	v, _ := cachedVerifier(t, keys, 100, time.Nanosecond)
	before := mint(t, old, "user-1", time.Hour)
	mustVerify(t, v, before, "user-1")
	mustVerify(t, v, before, "user-1")

	next := newIssuer(t)
	js.iss.Store(next)
	if err := keys.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	mustFail(t, v, before, auth.ErrUnknownKey)
	after := mint(t, next, "user-1", time.Hour)
	mustVerify(t, v, after, "user-1")
	mustVerify(t, v, after, "user-1")
	if n := auth.CachedTokens(v); n != 1 {
		t.Fatalf("cached %d tokens, want only the new key's", n)
	}
}

// TestTokenCacheForgery is the attack on the cache's key: tokens that carry a remembered
// token's header and claims but not its signature must each go through a full verification
// and fail.
func TestTokenCacheForgery(t *testing.T) {
	iss := newIssuer(t)
	v, _ := cachedVerifier(t, iss.Keys(), 100, time.Nanosecond)
	tok := mint(t, iss, "victim", time.Hour)
	mustVerify(t, v, tok, "victim")
	head, sig, _ := strings.Cut(tok[strings.IndexByte(tok, '.')+1:], ".")
	head = tok[:strings.IndexByte(tok, '.')] + "." + head

	attacker, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	parsed, _, err := jwt.NewParser().ParseUnverified(tok, &jwt.RegisteredClaims{})
	if err != nil {
		t.Fatal(err)
	}
	resigned := jwt.NewWithClaims(jwt.SigningMethodES256, parsed.Claims)
	resigned.Header["kid"] = kidOf(t, tok)
	forged, err := resigned.SignedString(attacker)
	if err != nil {
		t.Fatal(err)
	}
	flipped := []byte(sig)
	flipped[5] ^= 'A' ^ 'B'
	if flipped[5] == sig[5] {
		flipped[5] = 'C'
	}
	for name, bad := range map[string]string{
		"signed by another key under the victim's kid": forged,
		"one signature character changed":              head + "." + string(flipped),
		"no signature":                                 head + ".",
		"the token with trailing bytes":                tok + "A",
	} {
		t.Run(name, func(t *testing.T) {
			if bad == tok {
				t.Fatal("the forgery is the token itself")
			}
			mustFail(t, v, bad, auth.ErrInvalidToken)
		})
	}
	if n := auth.CachedTokens(v); n != 1 {
		t.Fatalf("cached %d tokens, want only the genuine one", n)
	}
	mustVerify(t, v, tok, "victim")
}

// TestTokenCacheFailuresNotCached: no failed token is remembered.
func TestTokenCacheFailuresNotCached(t *testing.T) {
	iss := newIssuer(t)
	v, clock := cachedVerifier(t, iss.Keys(), 100, time.Nanosecond)
	stranger := newIssuer(t)
	other, err := devmode.NewIssuer(mustKey(t), "https://issuer.test", "another-audience")
	if err != nil {
		t.Fatal(err)
	}
	expired := mint(t, iss, "user-1", time.Minute)
	*clock = t0.Add(2 * time.Minute)
	for name, tok := range map[string]string{
		"expired":          expired,
		"unknown key":      mint(t, stranger, "user-1", time.Hour),
		"another audience": mint(t, other, "user-1", time.Hour),
	} {
		if _, err := v.Verify("Bearer " + tok); err == nil {
			t.Fatalf("%s: verified", name)
		}
		if _, err := v.Verify("Bearer " + tok); err == nil {
			t.Fatalf("%s: verified the second time", name)
		}
	}
	if n := auth.CachedTokens(v); n != 0 {
		t.Fatalf("failed tokens cached: %d entries", n)
	}
}

// TestTokenCacheFlood: thousands of distinct valid tokens never grow the cache past its size,
// and every one of them still verifies (evicted ones in full).
func TestTokenCacheFlood(t *testing.T) {
	const size, tokens = 256, 3000
	iss := newIssuer(t)
	v, _ := cachedVerifier(t, iss.Keys(), size, time.Nanosecond)
	toks := make([]string, tokens)
	for i := range toks {
		toks[i] = mint(t, iss, fmt.Sprintf("user-%d", i), time.Hour)
		mustVerify(t, v, toks[i], fmt.Sprintf("user-%d", i))
		if n := auth.CachedTokens(v); n > size {
			t.Fatalf("after %d tokens the cache holds %d, more than its size %d", i+1, n, size)
		}
	}
	for i := 0; i < tokens; i += 97 {
		mustVerify(t, v, toks[i], fmt.Sprintf("user-%d", i))
	}
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestTokenCacheSetRefetched: a fetch that brings the same key again (new objects, equal key)
// keeps a remembered token remembered.
func TestTokenCacheSetRefetched(t *testing.T) {
	iss := newIssuer(t)
	_, keys := remoteKeys(t, iss)
	ctx := context.Background()
	v, _ := cachedVerifier(t, keys, 100, time.Nanosecond)
	tok := mint(t, iss, "user-1", time.Hour)
	mustVerify(t, v, tok, "user-1")
	for range 2 {
		if err := keys.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if id, ok := v.Remembered([]byte("Bearer " + tok)); !ok || id != "user-1" {
				t.Fatalf("Remembered = %q, %v after the same key was fetched again", id, ok)
			}
		}
	}
}

// remoteKeys serves iss's key set and fetches it (again on Refresh) until the test ends.
func remoteKeys(t *testing.T, iss *devmode.Issuer) (*jwksServer, *auth.RemoteKeys) {
	t.Helper()
	js := &jwksServer{}
	js.iss.Store(iss)
	srv := httptest.NewServer(js)
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	keys, err := auth.NewRemoteKeys(ctx, auth.RemoteKeysConfig{URL: srv.URL, MinInterval: time.Millisecond, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	return js, keys
}
