package account

import "github.com/ethereum/go-ethereum/common"

// TouchedHolds reports whether t holds a (without counting a use).
func TouchedHolds(t *TouchedTokens, a common.Address) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.entries.peek(a) != nil
}

// TouchedCovers is the index block t has merged and the last block its logs cover.
func TouchedCovers(t *TouchedTokens) (indexed, logsTo uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.indexed, t.logsTo
}

// TouchedPending is how many addresses wait to be loaded.
func TouchedPending(t *TouchedTokens) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.pending)
}
