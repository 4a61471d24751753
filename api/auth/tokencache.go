package auth

import (
	"crypto"
	"crypto/sha256"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// defaultTokenCacheSize is how many verified tokens a Verifier remembers unless configured
// otherwise: about 200 bytes each.
const defaultTokenCacheSize = 10_000

// tokenSum names a token in the cache: the SHA-256 of its compact form, so the cache holds no
// token a memory dump could replay.
type tokenSum [sha256.Size]byte

// verifiedToken is what a full verification proved about one token: whose it is, until when,
// and which key of the set signed it.
type verifiedToken struct {
	subject string
	// expires is the token's own exp, never later: past it the token is verified again (and
	// the leeway, if any, is granted by that verification, not by the cache).
	expires time.Time
	kid     string
	// header holds the token's kid and alg only: when the set no longer holds the key object
	// that verified the token, the key set is asked for the key again with the same checks as
	// the first time.
	header *jwt.Token
	// key is the key object that verified the token: while the set holds this very object
	// under kid, nothing about the key changed.
	key crypto.PublicKey
	// generation is the key set's (a KeySet) when the token was verified.
	generation uint64
}

// tokenCache remembers tokens that passed every check, at most max of them. It is sound only
// together with Verifier.cached, which re-checks the entry's expiry and key on every hit.
type tokenCache struct {
	max int

	mu      sync.Mutex
	entries map[tokenSum]*verifiedToken
	swept   time.Time // last sweep of expired entries
}

func newTokenCache(max int) *tokenCache {
	if max <= 0 {
		return nil
	}
	return &tokenCache{max: max, entries: make(map[tokenSum]*verifiedToken)}
}

func (c *tokenCache) get(sum tokenSum) *verifiedToken {
	c.mu.Lock()
	e := c.entries[sum]
	c.mu.Unlock()
	return e
}

// drop forgets sum if it still names e (a concurrent verification may have put a new entry).
func (c *tokenCache) drop(sum tokenSum, e *verifiedToken) {
	c.mu.Lock()
	if c.entries[sum] == e {
		delete(c.entries, sum)
	}
	c.mu.Unlock()
}

// put remembers e. When the cache is full it first forgets expired entries (at most once a
// second: a sweep walks every entry), then arbitrary ones, so it never holds more than max.
func (c *tokenCache) put(sum tokenSum, e *verifiedToken, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[sum]; !ok && len(c.entries) >= c.max {
		if now.Sub(c.swept) >= time.Second {
			c.swept = now
			for k, old := range c.entries {
				if !now.Before(old.expires) {
					delete(c.entries, k)
				}
			}
		}
		for k := range c.entries { // map order is unspecified: an arbitrary victim
			if len(c.entries) < c.max {
				break
			}
			delete(c.entries, k)
		}
	}
	c.entries[sum] = e
}

// replace puts e in old's place if sum still names old.
func (c *tokenCache) replace(sum tokenSum, old, e *verifiedToken) {
	c.mu.Lock()
	if c.entries[sum] == old {
		c.entries[sum] = e
	}
	c.mu.Unlock()
}

func (c *tokenCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
