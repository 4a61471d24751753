package auth_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/devmode"
)

// jwksServer serves the dev issuer's public set, or a failure, and counts fetches.
type jwksServer struct {
	iss     atomic.Pointer[devmode.Issuer]
	fail    atomic.Bool
	fetches atomic.Int64
}

func (s *jwksServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.fetches.Add(1)
	if s.fail.Load() {
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	b, _ := s.iss.Load().JWKS(r.Context())
	w.Write(b)
}

func newIssuer(t *testing.T) *devmode.Issuer {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	iss, err := devmode.NewIssuer(key, "https://issuer.test", "vera-test")
	if err != nil {
		t.Fatal(err)
	}
	return iss
}

func TestRemoteKeys(t *testing.T) {
	js := &jwksServer{}
	js.iss.Store(newIssuer(t))
	srv := httptest.NewServer(js)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	keys, err := auth.NewRemoteKeys(ctx, auth.RemoteKeysConfig{URL: srv.URL, MinInterval: 20 * time.Millisecond, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	ver, err := auth.NewVerifier(ctx, auth.VerifierConfig{Issuer: "https://issuer.test", Audience: "vera-test"}, keys)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	tok, _ := js.iss.Load().Token("user-1", time.Hour, now)
	if sub, err := ver.Verify("Bearer " + tok); err != nil || sub != "user-1" {
		t.Fatalf("first key: %q %v", sub, err)
	}

	// After a rotation Verify never waits: the new key id is unknown until a fetch.
	js.iss.Store(newIssuer(t))
	rotated, _ := js.iss.Load().Token("user-2", time.Hour, now)
	if _, err := ver.Verify("Bearer " + rotated); !errors.Is(err, auth.ErrUnknownKey) || !errors.Is(err, auth.ErrInvalidToken) {
		t.Fatalf("rotated key before a fetch: %v, want ErrUnknownKey", err)
	}
	// Many callers at once share fetches.
	before := js.fetches.Load()
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if sub, err := ver.VerifyRefreshed(ctx, "Bearer "+rotated); err != nil || sub != "user-2" {
				t.Errorf("after a refresh: %q %v", sub, err)
			}
		}()
	}
	wg.Wait()
	if n := js.fetches.Load() - before; n < 1 || n > 2 {
		t.Fatalf("50 concurrent refreshes made %d fetches, want 1 or 2", n)
	}
	// The old key left the set with the rotation.
	if _, err := ver.Verify("Bearer " + tok); !errors.Is(err, auth.ErrUnknownKey) {
		t.Fatalf("retired key: %v", err)
	}

	// A failing provider keeps the keys held.
	js.fail.Store(true)
	if err := keys.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := ver.Verify("Bearer " + rotated); err != nil {
		t.Fatalf("after a failed fetch: %v", err)
	}

	// A token that fails its claims is refused before its key id is looked up, so it never
	// asks for a refresh.
	expired, _ := newIssuer(t).Token("user-3", time.Minute, now.Add(-time.Hour))
	if _, err := ver.Verify("Bearer " + expired); !errors.Is(err, jwt.ErrTokenExpired) || errors.Is(err, auth.ErrUnknownKey) {
		t.Fatalf("expired token with an unknown key id: %v, want expired", err)
	}

	// Once the context ends, Refresh returns instead of waiting.
	cancel()
	if err := keys.Refresh(context.Background()); !errors.Is(err, auth.ErrKeysStopped) {
		t.Fatalf("refresh after stop: %v", err)
	}
}
