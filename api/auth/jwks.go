package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/MicahParks/jwkset"
)

// Defaults of RemoteKeys.
const (
	defaultJWKSInterval    = time.Hour
	defaultJWKSMinInterval = 5 * time.Second
	DefaultJWKSTimeout     = 10 * time.Second
)

// ErrKeysStopped is returned by Refresh once the key set's context has ended.
var ErrKeysStopped = errors.New("jwks: stopped")

// RemoteKeysConfig says where an identity provider's JWKS is and how often to fetch it.
type RemoteKeysConfig struct {
	URL    string
	Client *http.Client // nil: a client with a DefaultJWKSTimeout timeout
	// Interval is the time between scheduled fetches; 0 means DefaultJWKSInterval.
	Interval time.Duration
	// MinInterval is the least time between the starts of two fetches asked for by Refresh;
	// 0 means DefaultJWKSMinInterval.
	MinInterval time.Duration
	Log         *slog.Logger
}

// RemoteKeys is an identity provider's JWKS, kept in memory (the embedded set, which every
// fetch replaces whole) and fetched by one background loop: every Interval, and when Refresh
// asks because a token names a key id the set does not hold.
//
// Any number of Refresh callers share one fetch, and fetches on demand start at least
// MinInterval apart, so no flood of unknown key ids makes the service hammer the provider.
// A flood cannot keep a new key out either: nothing is used up, every fetch brings the whole
// current set, so after the provider rotates its key the next fetch, at most MinInterval
// away, makes the new key valid, and the request that asked for it is answered then.
// How often each client may ask is the caller's bound (api counts it per client address).
type RemoteKeys struct {
	*KeySet
	cfg     RemoteKeysConfig
	kick    chan struct{}
	stopped chan struct{}

	mu   sync.Mutex
	next chan struct{} // closed when the fetch after the current one (if any) has ended

	// lastOK and lastErr are the last good fetch's time and the last fetch's error, for readiness.
	state   sync.Mutex
	lastOK  time.Time
	lastErr error
}

// Fetched reports when the held keys were last fetched (zero: never) and the last fetch's
// error (nil when it succeeded).
func (r *RemoteKeys) Fetched() (time.Time, error) {
	r.state.Lock()
	defer r.state.Unlock()
	return r.lastOK, r.lastErr
}

// RemoteJWKS fetches the provider's JWKS at url now and then in the background with the
// defaults: hourly, and on an unknown key id at most every DefaultJWKSMinInterval. A first
// fetch that fails is logged, not returned: the service starts, and the loop tries again.
func RemoteJWKS(ctx context.Context, url string) (*RemoteKeys, error) {
	return NewRemoteKeys(ctx, RemoteKeysConfig{URL: url})
}

// NewRemoteKeys fetches the key set once, then keeps it fresh until ctx ends.
func NewRemoteKeys(ctx context.Context, cfg RemoteKeysConfig) (*RemoteKeys, error) {
	if _, err := url.ParseRequestURI(cfg.URL); err != nil {
		return nil, fmt.Errorf("jwks url: %w", err)
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: DefaultJWKSTimeout}
	}
	if cfg.Interval <= 0 {
		cfg.Interval = defaultJWKSInterval
	}
	if cfg.MinInterval <= 0 {
		cfg.MinInterval = defaultJWKSMinInterval
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	r := &RemoteKeys{
		KeySet:  NewKeySet(),
		cfg:     cfg,
		kick:    make(chan struct{}, 1),
		stopped: make(chan struct{}),
		next:    make(chan struct{}),
	}
	start := r.fetchLogged(ctx)
	go r.loop(ctx, start)
	return r, nil
}

// Refresh asks for a fetch and returns when a fetch that started after the call has ended
// (whether it succeeded or not: the set then holds what the provider serves, or the old
// keys), or when ctx ends.
func (r *RemoteKeys) Refresh(ctx context.Context) error {
	r.mu.Lock()
	done := r.next
	select {
	case r.kick <- struct{}{}:
	default: // a fetch is already asked for; it serves this caller too
	}
	r.mu.Unlock()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-r.stopped:
		return ErrKeysStopped
	}
}

func (r *RemoteKeys) loop(ctx context.Context, last time.Time) {
	defer close(r.stopped)
	tick := time.NewTicker(r.cfg.Interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-r.kick:
			if wait := r.cfg.MinInterval - time.Since(last); wait > 0 {
				t := time.NewTimer(wait)
				select {
				case <-ctx.Done():
					t.Stop()
					return
				case <-t.C:
				}
			}
		}
		r.mu.Lock()
		done := r.next
		r.next = make(chan struct{})
		select {
		case <-r.kick: // asked before this fetch started: this fetch answers it
		default:
		}
		r.mu.Unlock()
		last = r.fetchLogged(ctx)
		close(done)
	}
}

// fetchLogged fetches the set and returns when the fetch started.
func (r *RemoteKeys) fetchLogged(ctx context.Context) time.Time {
	start := time.Now()
	n, err := r.fetch(ctx)
	r.state.Lock()
	r.lastErr = err
	if err == nil {
		r.lastOK = time.Now()
	}
	r.state.Unlock()
	if err != nil {
		if ctx.Err() == nil {
			r.cfg.Log.Error("jwks fetch failed; keeping the keys held", "url", r.cfg.URL, "err", err)
		}
		return start
	}
	r.cfg.Log.Debug("jwks fetched", "url", r.cfg.URL, "keys", n, "took", time.Since(start))
	return start
}

func (r *RemoteKeys) fetch(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, DefaultJWKSTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.cfg.URL, nil)
	if err != nil {
		return 0, fmt.Errorf("jwks request: %w", err)
	}
	resp, err := r.cfg.Client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("jwks get: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("jwks get: status %d", resp.StatusCode)
	}
	var set jwkset.JWKSMarshal
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&set); err != nil {
		return 0, fmt.Errorf("jwks decode: %w", err)
	}
	keys := make([]jwkset.JWK, 0, len(set.Keys))
	for _, m := range set.Keys {
		k, err := jwkset.NewJWKFromMarshal(m, jwkset.JWKMarshalOptions{}, jwkset.JWKValidateOptions{})
		if err != nil {
			// One key we cannot use must not keep the provider's other keys out.
			r.cfg.Log.Warn("jwks: key skipped", "kid", m.KID, "kty", m.KTY, "err", err)
			continue
		}
		keys = append(keys, k)
	}
	if len(keys) == 0 {
		return 0, errors.New("jwks: no usable key in the set")
	}
	if err := r.KeyReplaceAll(ctx, keys); err != nil {
		return 0, fmt.Errorf("jwks store: %w", err)
	}
	return len(keys), nil
}
