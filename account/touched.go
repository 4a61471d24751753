package account

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"math/bits"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
)

// depositedTopic is GroveVault's Deposited(address indexed user, ...): shares come only from it.
var depositedTopic = grovevault.NewGroveVault().GetABI().Events[grovevault.GroveVaultDepositedEventName].ID

// Defaults of TouchedConfig.
const (
	DefaultTouchedAddresses = 50_000
	defaultTouchedMaxGap    = 10_000
	defaultTouchedTailLogs  = 100_000
	defaultTouchedWindow    = 64
	defaultTouchedLoads     = 1024
)

// errTouchedUnknown means the tokens an address touched cannot be known now (no index, the
// index too far behind, a read failed, the address not held yet): the caller reads every token.
var errTouchedUnknown = errors.New("tokens touched unknown")

// ErrNotHeld comes with ErrTouchedUnknown when the address is not held: its load is queued.
var ErrNotHeld = errors.New("address not held yet")

// TouchedConfig configures TouchedTokens.
type TouchedConfig struct {
	ChainID uint64
	// Catalog is the deployment's token index; its tokens after USDG are the ones tracked, in
	// the portfolios' order.
	Catalog *chain.TokenIndex
	// Groves are the grove vaults tracked (a holder's shares come only from its deposits), in
	// the portfolios' order.
	Groves []Grove
	Index  *Store
	Chain  ChainReader
	// MaxAddresses bounds the addresses held (0: DefaultTouchedAddresses). A fifth of them is
	// the probation segment every new address enters; an address asked for again moves to the
	// protected rest, which new addresses never evict.
	MaxAddresses int
	// MaxGap is how many blocks past the index the chain's logs may be read for (0:
	// defaultTouchedMaxGap); beyond it every token is read.
	MaxGap uint64
	// MaxTailLogs bounds the logs of unindexed blocks held (0: DefaultTouchedTailLogs).
	MaxTailLogs int
	// MaxPendingLoads bounds the addresses waiting to be loaded (0: DefaultTouchedLoads); an
	// address asked for while the queue is full is not queued (it is asked for again with its
	// next request).
	MaxPendingLoads int
	// Window is how many blocks below its last checkpoint each refresh reads the index again
	// (0: DefaultTouchedWindow), so that blocks the indexer re-indexed after a reorg within its
	// own window are merged too.
	Window uint64
	Log    *slog.Logger
}

// touchedTokens knows which catalog tokens each address it holds ever sent or received, and
// which groves it deposited into, at any block up to the one it has read: from the index (one
// query when an address is first asked for, then the index's new blocks merged in at each
// refresh) and from the chain's Transfer and Deposited logs of the blocks the index has not
// reached (read once per new block for every address, and again when a reorg replaces the
// block: those blocks are held by hash). A warm address costs no I/O. An address's set from
// the index only grows, so a token it no longer holds is still read (as zero) and no token it
// holds is ever missed.
//
// An address asked for but not held is queued and loaded by Listen's goroutine, one at a time,
// so a flood of fresh addresses costs the index at most one query at a time and a bounded
// queue; meanwhile its requests read every token, as they would without the cache.
type TouchedTokens struct {
	cfg TouchedConfig
	// tracked is the catalog's tokens after USDG, then the groves; a set's bit i is tracked[i].
	tracked []common.Address
	ntokens int
	pos     map[common.Address]int

	// advance is held for reading by a cold load, from its index query to storing its entry,
	// and for writing by a refresh, so that no refresh merges blocks into the entries between
	// a cold load's query and its entry.
	advance sync.RWMutex
	// tailRead makes one log read at a time.
	tailRead sync.Mutex

	mu      sync.Mutex
	ready   bool   // indexed is known
	indexed uint64 // every entry holds what the index has up to here
	logsTo  uint64 // tail holds the logs of (indexed, logsTo]
	// hashes are the hashes of the blocks (indexed, logsTo] whose logs tail holds: one branch,
	// each block the parent of the next.
	hashes  map[uint64]common.Hash
	tail    []tailLog
	tailBy  map[common.Address]tokenSet
	entries *addressCache
	pending map[common.Address]struct{} // queued in loads
	loads   chan common.Address
}

// tailLog is one side of a Transfer log, or the depositor of a Deposited log, of a block the
// index has not reached.
type tailLog struct {
	block uint64
	addr  common.Address
	slot  int // index into tracked
}

// NewTouchedTokens tracks the catalog's tokens after USDG and the groves.
func NewTouchedTokens(cfg TouchedConfig) *TouchedTokens {
	if cfg.MaxAddresses <= 0 {
		cfg.MaxAddresses = DefaultTouchedAddresses
	}
	if cfg.MaxGap == 0 {
		cfg.MaxGap = defaultTouchedMaxGap
	}
	if cfg.MaxTailLogs <= 0 {
		cfg.MaxTailLogs = defaultTouchedTailLogs
	}
	if cfg.Window == 0 {
		cfg.Window = defaultTouchedWindow
	}
	if cfg.MaxPendingLoads <= 0 {
		cfg.MaxPendingLoads = defaultTouchedLoads
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	toks := cfg.Catalog.Tokens()[1:]
	t := &TouchedTokens{cfg: cfg, ntokens: len(toks), pos: map[common.Address]int{}, tailBy: map[common.Address]tokenSet{}, hashes: map[uint64]common.Hash{},
		entries: newAddressCache(cfg.MaxAddresses), pending: map[common.Address]struct{}{}, loads: make(chan common.Address, cfg.MaxPendingLoads)}
	for _, tok := range toks {
		t.tracked = append(t.tracked, tok.Address)
	}
	for _, g := range cfg.Groves {
		t.tracked = append(t.tracked, g.Address)
	}
	for i, a := range t.tracked {
		t.pos[a] = i
	}
	return t
}

// Listen refreshes at every signal of the indexer and loads the queued addresses, one thing
// at a time, until ctx ends.
func (t *TouchedTokens) Listen(ctx context.Context, indexed <-chan struct{}) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-indexed:
			if err := t.Refresh(ctx); err != nil && ctx.Err() == nil {
				t.cfg.Log.Warn("tokens touched: refresh on an indexed block", "err", err)
			}
		case a := <-t.loads:
			if err := t.Load(ctx, a); err != nil && ctx.Err() == nil {
				t.cfg.Log.Warn("tokens touched: load", "address", a.Hex(), "err", err)
			}
		}
	}
}

// Refresh merges the blocks indexed since the last refresh (and Window blocks below them)
// into the addresses held, and forgets the logs the index now covers. A checkpoint that went
// back (the index was rebuilt) forgets everything.
func (t *TouchedTokens) Refresh(ctx context.Context) error {
	t.advance.Lock()
	defer t.advance.Unlock()
	to, ok, err := t.cfg.Index.IndexedBlock(ctx, t.cfg.ChainID)
	if err != nil {
		return fmt.Errorf("tokens touched: %w", err)
	}
	if !ok {
		return nil
	}
	t.mu.Lock()
	from, ready := t.indexed, t.ready
	if !ready || to < from {
		t.ready, t.indexed, t.logsTo = true, to, to
		t.tail, t.tailBy, t.hashes = nil, map[common.Address]tokenSet{}, map[uint64]common.Hash{}
		t.entries.clear()
	}
	t.mu.Unlock()
	if !ready || to <= from {
		return nil
	}
	pairs, err := t.cfg.Index.touchedBetween(ctx, t.cfg.ChainID, from-min(from, t.cfg.Window), to)
	if err != nil {
		return fmt.Errorf("tokens touched: %w", err)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, p := range pairs {
		if i, ok := t.pos[p[1]]; ok {
			if set := t.entries.peek(p[0]); set != nil {
				set.add(i)
			}
		}
	}
	t.indexed = to
	t.logsTo = max(t.logsTo, to)
	kept := t.tail[:0]
	t.tailBy = map[common.Address]tokenSet{}
	for _, l := range t.tail {
		if l.block > to {
			kept = append(kept, l)
			t.tailAdd(l)
		}
	}
	t.tail = kept
	for n := range t.hashes {
		if n <= to {
			delete(t.hashes, n)
		}
	}
	return nil
}

// Of returns the read mask of a at the block numbered block with that hash (indexes into the
// catalog after USDG, then into the groves): every token that moved to or from a and every
// grove a deposited into in that block or its ancestors, and perhaps others. It fails with
// errTouchedUnknown when that cannot be known (with ErrNotHeld when a is not held: its load is
// then queued); everything must then be read.
func (t *TouchedTokens) Of(ctx context.Context, a common.Address, block uint64, hash common.Hash) ([]bool, error) {
	if err := t.cover(ctx, block, hash); err != nil {
		return nil, fmt.Errorf("%w: %w", errTouchedUnknown, err)
	}
	read, ok, err := t.held(a, block, hash)
	if ok || err != nil {
		return read, err
	}
	t.queue(a)
	return nil, fmt.Errorf("%w: %w: %s", errTouchedUnknown, ErrNotHeld, a.Hex())
}

// queue asks Listen to load a, unless a is queued already or the queue is full.
func (t *TouchedTokens) queue(a common.Address) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.pending[a]; ok || len(t.pending) >= t.cfg.MaxPendingLoads {
		return
	}
	select {
	case t.loads <- a:
		t.pending[a] = struct{}{}
	default:
	}
}

// held is a's mask if a is held: its entry and its logs of unindexed blocks.
func (t *TouchedTokens) held(a common.Address, block uint64, hash common.Hash) ([]bool, bool, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	set := t.entries.get(a)
	if set == nil {
		return nil, false, nil
	}
	read, err := t.mask(set, a, block, hash)
	return read, true, err
}

// mask is the read mask of a's set and a's logs of unindexed blocks; the caller holds mu.
func (t *TouchedTokens) mask(set tokenSet, a common.Address, block uint64, hash common.Hash) ([]bool, error) {
	if !t.covers(block, hash) { // the index went back, or another branch was read, since cover
		return nil, fmt.Errorf("%w: the tail no longer holds block %d (%s)", errTouchedUnknown, block, hash.Hex())
	}
	read := make([]bool, len(t.tracked))
	set.mark(read)
	t.tailBy[a].mark(read)
	return read, nil
}

// covers reports whether the index and the tail hold block (hash): at or below the index, or
// a block of the tail with that hash; the caller holds mu.
func (t *TouchedTokens) covers(block uint64, hash common.Hash) bool {
	if block <= t.indexed {
		return true // the index's: its own reorgs are the indexer's, merged by Refresh's window
	}
	h, ok := t.hashes[block]
	return ok && block <= t.logsTo && h == hash
}

// cover makes the index and the tail cover block (hash): the index known and near enough, the
// logs of the blocks past it read from the branch that ends in hash.
func (t *TouchedTokens) cover(ctx context.Context, block uint64, hash common.Hash) error {
	t.mu.Lock()
	ready, indexed := t.ready, t.indexed
	t.mu.Unlock()
	if !ready || block > indexed+t.cfg.MaxGap {
		if err := t.Refresh(ctx); err != nil {
			return err
		}
		t.mu.Lock()
		ready, indexed = t.ready, t.indexed
		t.mu.Unlock()
		if !ready {
			return errors.New("no index checkpoint")
		}
		if block > indexed+t.cfg.MaxGap {
			return fmt.Errorf("block %d is more than %d blocks past the index (%d)", block, t.cfg.MaxGap, indexed)
		}
	}
	t.mu.Lock()
	covered := t.covers(block, hash)
	t.mu.Unlock()
	if covered {
		return nil
	}
	return t.readTail(ctx, block, hash)
}

// readTail makes the tail hold the Transfer logs of the catalog's tokens and the Deposited logs
// of the groves of the branch that ends in block (hash), up to block. The blocks' headers are
// read from the tail's end (or from block, when the tail reaches past it) down to the first
// whose parent is the tail's block below it: a block the tail holds under another hash was
// replaced by a reorg, and is read again with every block above it. What the replaced blocks
// showed is dropped with them (see docs/account.md).
func (t *TouchedTokens) readTail(ctx context.Context, block uint64, hash common.Hash) error {
	t.tailRead.Lock()
	defer t.tailRead.Unlock()
	t.mu.Lock()
	covered, indexed, logsTo := t.covers(block, hash), t.indexed, t.logsTo
	t.mu.Unlock()
	if covered { // another reader got there
		return nil
	}
	// heads[i] is block lo+i, from lo up to block, one branch ending in hash.
	lo, hi := min(logsTo+1, block), block
	var heads []blockRef
	for {
		part, err := headers(ctx, t.cfg.Chain, lo, hi)
		if err != nil {
			return err
		}
		heads = append(part, heads...)
		if err := linked(heads, hash); err != nil {
			return err
		}
		if lo <= indexed+1 {
			break // the blocks below are the index's
		}
		t.mu.Lock()
		below, ok := t.hashes[lo-1]
		t.mu.Unlock()
		if !ok || below == heads[0].parent {
			break
		}
		// The tail's block lo-1 was replaced too: read twice as deep.
		hi, lo = lo-1, lo-min(lo-indexed-1, max(block+1-lo, 16))
	}
	// fork is the first block the tail lacks or holds under another hash.
	fork := block + 1
	t.mu.Lock()
	for _, h := range heads {
		if got, ok := t.hashes[h.number]; !ok || h.number > t.logsTo || got != h.hash {
			fork = h.number
			break
		}
	}
	t.mu.Unlock()
	var logs []types.Log
	if fork <= block {
		var err error
		logs, err = t.cfg.Chain.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(fork), ToBlock: new(big.Int).SetUint64(block),
			Addresses: t.tracked, Topics: [][]common.Hash{{chain.TransferTopic(), depositedTopic}},
		})
		if err != nil {
			return fmt.Errorf("read transfer logs of blocks %d-%d: %w", fork, block, err)
		}
		for _, l := range logs {
			if l.BlockNumber < lo || l.BlockNumber > block || heads[l.BlockNumber-lo].hash != l.BlockHash {
				return fmt.Errorf("%w: a log of block %d is of block %s", errChainMoved, l.BlockNumber, l.BlockHash.Hex())
			}
		}
		// A block of the branch without logs of ours cannot be told from a block of another branch
		// without them: the logs are of this branch only if block is still the chain's after.
		after, err := headers(ctx, t.cfg.Chain, block, block)
		if err != nil {
			return err
		}
		if err := linked(after, hash); err != nil {
			return err
		}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if fork-1 > t.logsTo { // the index went back meanwhile: these logs leave a gap
		return fmt.Errorf("the index went back while blocks %d-%d were read", fork, block)
	}
	// Drop what the tail holds from fork up: the replaced blocks and, above block, their children.
	kept, dropped := t.tail[:0], false
	for _, l := range t.tail {
		if l.block < fork {
			kept = append(kept, l)
		} else {
			dropped = true
		}
	}
	t.tail = kept
	for n := range t.hashes {
		if n >= fork {
			delete(t.hashes, n)
		}
	}
	if dropped {
		t.tailBy = map[common.Address]tokenSet{}
		for _, l := range t.tail {
			t.tailAdd(l)
		}
	}
	if len(t.tail)+2*len(logs) > t.cfg.MaxTailLogs {
		t.logsTo = max(min(t.logsTo, fork-1), t.indexed)
		return fmt.Errorf("%d logs of unindexed blocks, more than %d", len(t.tail)+2*len(logs), t.cfg.MaxTailLogs)
	}
	for _, l := range logs {
		i, ok := t.pos[l.Address]
		if !ok || l.BlockNumber <= t.indexed {
			continue
		}
		var who []common.Hash
		switch {
		case i < t.ntokens && l.Topics[0] == chain.TransferTopic() && len(l.Topics) == 3:
			who = l.Topics[1:] // sender and receiver
		case i >= t.ntokens && l.Topics[0] == depositedTopic && len(l.Topics) == 2:
			who = l.Topics[1:] // the depositor
		}
		for _, h := range who {
			tl := tailLog{block: l.BlockNumber, addr: common.BytesToAddress(h.Bytes()), slot: i}
			t.tail = append(t.tail, tl)
			t.tailAdd(tl)
		}
	}
	for _, h := range heads {
		if h.number > t.indexed {
			t.hashes[h.number] = h.hash
		}
	}
	t.logsTo = max(block, t.indexed)
	return nil
}

func (t *TouchedTokens) tailAdd(l tailLog) {
	set := t.tailBy[l.addr]
	if set == nil {
		set = newTokenSet(len(t.tracked))
		t.tailBy[l.addr] = set
	}
	set.add(l.slot)
}

// Load reads the tokens a touched and the groves it deposited into in the index and holds
// them (nothing when a is held already). No refresh runs meanwhile, so the entry holds every
// indexed block up to the tail's start.
func (t *TouchedTokens) Load(ctx context.Context, a common.Address) error {
	t.mu.Lock()
	delete(t.pending, a)
	held, ready := t.entries.peek(a) != nil, t.ready
	t.mu.Unlock()
	if held {
		return nil
	}
	if !ready { // the first refresh forgets what was held before it
		if err := t.Refresh(ctx); err != nil {
			return err
		}
	}
	t.advance.RLock()
	defer t.advance.RUnlock()
	toks, err := t.cfg.Index.touchedBy(ctx, t.cfg.ChainID, a)
	if err != nil {
		return fmt.Errorf("tokens touched by %s: %w", a.Hex(), err)
	}
	set := newTokenSet(len(t.tracked))
	for _, tok := range toks {
		if i, ok := t.pos[tok]; ok {
			set.add(i)
		}
	}
	t.mu.Lock()
	t.entries.put(a, set)
	t.mu.Unlock()
	return nil
}

// Len is how many addresses are held.
func (t *TouchedTokens) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.entries.len()
}

// tokenSet is a bit set of token indexes.
type tokenSet []uint64

func newTokenSet(n int) tokenSet { return make(tokenSet, (n+63)/64) }

func (s tokenSet) add(i int) { s[i/64] |= 1 << (i % 64) }

// mark sets read[i] for every i in s (a nil set marks nothing).
func (s tokenSet) mark(read []bool) {
	for w, word := range s {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			read[w*64+b] = true
			word &^= 1 << b
		}
	}
}

// addressCache holds at most max addresses' sets in two segments (segmented LRU): a new address
// enters probation (a fifth of max) and moves to the protected rest when asked for again. A
// flood of addresses asked for once only churns probation; the protected addresses are evicted
// only by other addresses asked for twice, least recently used first.
type addressCache struct {
	probation, protected       *list.List
	maxProbation, maxProtected int
	m                          map[common.Address]*list.Element
}

type cached struct {
	addr      common.Address
	set       tokenSet
	protected bool
}

func newAddressCache(size int) *addressCache {
	prob := max(size/5, 1)
	return &addressCache{probation: list.New(), protected: list.New(), maxProbation: prob, maxProtected: max(size-prob, 1),
		m: map[common.Address]*list.Element{}}
}

// get returns a's set and counts the use.
func (c *addressCache) get(a common.Address) tokenSet {
	el := c.m[a]
	if el == nil {
		return nil
	}
	e := el.Value.(*cached)
	if e.protected {
		c.protected.MoveToFront(el)
		return e.set
	}
	c.probation.Remove(el)
	e.protected = true
	c.m[a] = c.protected.PushFront(e)
	if c.protected.Len() > c.maxProtected { // the least recent protected address gets another chance
		old := c.protected.Remove(c.protected.Back()).(*cached)
		old.protected = false
		c.m[old.addr] = c.probation.PushFront(old)
		c.trimProbation()
	}
	return e.set
}

// peek returns a's set without counting a use.
func (c *addressCache) peek(a common.Address) tokenSet {
	if el := c.m[a]; el != nil {
		return el.Value.(*cached).set
	}
	return nil
}

// put holds a new address on probation and returns its set (an address held already keeps
// its place and set: a concurrent load found nothing the other did not).
func (c *addressCache) put(a common.Address, set tokenSet) tokenSet {
	if el, ok := c.m[a]; ok {
		return el.Value.(*cached).set
	}
	c.m[a] = c.probation.PushFront(&cached{addr: a, set: set})
	c.trimProbation()
	return set
}

func (c *addressCache) trimProbation() {
	for c.probation.Len() > c.maxProbation {
		old := c.probation.Remove(c.probation.Back()).(*cached)
		delete(c.m, old.addr)
	}
}

func (c *addressCache) clear() {
	c.probation.Init()
	c.protected.Init()
	c.m = map[common.Address]*list.Element{}
}

func (c *addressCache) len() int { return len(c.m) }
