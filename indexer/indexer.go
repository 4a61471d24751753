package indexer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
)

// Sentinel results of Converge.
var (
	// ErrNothingNew: the checkpoint is at the confirmed head.
	ErrNothingNew = errors.New("nothing new to index")
	// ErrReorg: a reorg was found and the checkpoint moved back to the common block.
	ErrReorg = errors.New("reorg rolled back")
	// ErrChainChanged: the indexed chain is gone (its checkpoint's block deeper than the window);
	// its tables were dropped and indexing starts again from the start block.
	ErrChainChanged = errors.New("chain changed: index rebuilt")
	// ErrInconsistent: the node answered a range with logs or headers that do not link (a lagging
	// node, or a reorg while the range was read). The step is retried.
	ErrInconsistent = errors.New("inconsistent answer from the node")
)

// Header is the part of a block header the index keeps.
type Header struct {
	Number     uint64
	Hash       common.Hash
	ParentHash common.Hash
	Time       uint64
}

// Checkpoint is the indexer's progress on one chain: Next is the first block not yet indexed; Hash
// and Time are those of block Next-1 (zero when nothing is indexed yet).
type Checkpoint struct {
	ChainID uint64
	Next    uint64
	Hash    common.Hash
	Time    uint64
}

// Source is the chain as the indexer reads it.
type Source interface {
	// Head returns the latest block number.
	Head(ctx context.Context) (uint64, error)
	// Range returns the headers of blocks from..to and the logs of filter in them, read together so
	// that a node without block `to` is caught (ErrInconsistent).
	Range(ctx context.Context, from, to uint64, f Filter) ([]Header, []types.Log, error)
	// Hashes returns the canonical hash of each block number; a number beyond the head is absent.
	Hashes(ctx context.Context, numbers []uint64) (map[uint64]common.Hash, error)
}

// Destination is where the index is written.
type Destination interface {
	// Checkpoint returns the chain's latest checkpoint; ok is false when there is none.
	Checkpoint(ctx context.Context, chainID uint64) (cp Checkpoint, ok bool, err error)
	// Window returns the canonical hashes of blocks from..to below the checkpoint.
	Window(ctx context.Context, chainID, from, to uint64) (map[uint64]common.Hash, error)
	// Write stores a decoded range; replaying it is harmless.
	Write(ctx context.Context, r *Rows) error
	// SetCheckpoint records progress (a newer version than any before).
	SetCheckpoint(ctx context.Context, cp Checkpoint, version uint64) error
	// DropChain removes every row of a chain but its checkpoints.
	DropChain(ctx context.Context, chainID uint64) error
}

// DefaultPoll is the wait between polls at the head. Robinhood Chain seals a block every 100 ms, so
// a poll of a second alone would keep the index up to a second behind; a quarter of a second costs
// four eth_blockNumber a second on an idle chain. On a busy one a step that made progress is
// followed at once by the next, which takes every block sealed meanwhile, and the request budget
// of the indexer's lane, not the poll, spaces the steps (docs/indexer.md, Pace).
const DefaultPoll = 250 * time.Millisecond

// Config configures an Indexer. Zero values take the defaults noted.
type Config struct {
	ChainID uint64
	// StartBlock is the first block indexed.
	StartBlock uint64
	// Confirmations is how many blocks below the head the indexer stays (0: index the head).
	Confirmations uint64
	// Window is the deepest reorg rolled back (default 64 blocks); a checkpoint block gone deeper
	// means another chain, and the index is rebuilt.
	Window uint64
	// Workers is how many ranges are read and written in parallel while behind (default 4).
	Workers int
	// Ranges tunes the eth_getLogs range controller.
	Ranges RangeConfig
	// Poll is the wait after ErrNothingNew (default DefaultPoll); errors back off from Poll up to
	// MaxBackoff (default 30s).
	Poll       time.Duration
	MaxBackoff time.Duration
	Logger     *slog.Logger
	Metrics    *Metrics
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Indexed, when set, is called after each checkpoint is written, with the last indexed
	// block, so that readers of the index in this process (trade notifications) act within
	// moments instead of polling. It runs on the indexer's goroutine and must not block: a
	// BlockSignal's Notify is made for it.
	Indexed func(block uint64)
}

func (c Config) withDefaults() Config {
	if c.Window == 0 {
		c.Window = 64
	}
	if c.Workers <= 0 {
		c.Workers = 4
	}
	if c.Poll <= 0 {
		c.Poll = DefaultPoll
	}
	if c.MaxBackoff <= 0 {
		c.MaxBackoff = 30 * time.Second
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Metrics == nil {
		c.Metrics = NewMetrics(nil)
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	c.Ranges = c.Ranges.withDefaults()
	return c
}

// Indexer follows one chain into a Destination. Converge must not be called concurrently.
type Indexer struct {
	cfg     Config
	src     Source
	dst     Destination
	filter  Filter
	decoder *decoder
	ranges  *rangeController

	tokens  []chain.Token
	loaded  bool
	cpMu    sync.RWMutex // guards writes of cp and reads from other goroutines (Checkpoint)
	cp      Checkpoint
	window  map[uint64]common.Hash // canonical hashes of blocks cp.Next-1-Window .. cp.Next-1
	verMu   sync.Mutex
	lastVer uint64
	seen    headSightings
}

// New returns an Indexer of the contracts in c.
func New(cfg Config, src Source, dst Destination, c Contracts) (*Indexer, error) {
	cfg = cfg.withDefaults()
	if cfg.ChainID == 0 {
		return nil, errors.New("indexer: no chain id")
	}
	dec, err := newDecoder(cfg.ChainID, c)
	if err != nil {
		return nil, err
	}
	return &Indexer{
		cfg: cfg, src: src, dst: dst, decoder: dec, filter: dec.filter(),
		ranges: newRangeController(cfg.Ranges), tokens: c.Tokens,
	}, nil
}

// Checkpoint returns the progress as last loaded or written. It is safe to call while Run runs.
func (ix *Indexer) Checkpoint() Checkpoint {
	ix.cpMu.RLock()
	defer ix.cpMu.RUnlock()
	return ix.cp
}

func (ix *Indexer) setCheckpoint(cp Checkpoint) {
	ix.cpMu.Lock()
	ix.cp = cp
	ix.cpMu.Unlock()
}

// version returns a version greater than every one this process wrote before and, the clock
// permitting, than any an earlier process wrote.
func (ix *Indexer) version() uint64 {
	ix.verMu.Lock()
	defer ix.verMu.Unlock()
	v := uint64(ix.cfg.Now().UnixNano())
	if v <= ix.lastVer {
		v = ix.lastVer + 1
	}
	ix.lastVer = v
	return v
}

// load reads the checkpoint and the window of hashes below it.
func (ix *Indexer) load(ctx context.Context) error {
	cp, ok, err := ix.dst.Checkpoint(ctx, ix.cfg.ChainID)
	if err != nil {
		return fmt.Errorf("cannot load checkpoint of chain %d: %w", ix.cfg.ChainID, err)
	}
	if !ok || cp.Next < ix.cfg.StartBlock {
		cp = Checkpoint{ChainID: ix.cfg.ChainID, Next: ix.cfg.StartBlock}
	}
	ix.setCheckpoint(cp)
	ix.window = map[uint64]common.Hash{}
	if cp.Next > ix.cfg.StartBlock {
		from := ix.windowFloor(cp.Next - 1)
		w, err := ix.dst.Window(ctx, ix.cfg.ChainID, from, cp.Next-1)
		if err != nil {
			return fmt.Errorf("cannot load block window [%d..%d]: %w", from, cp.Next-1, err)
		}
		ix.window = w
		ix.window[cp.Next-1] = cp.Hash
	}
	if ts, ok := ix.dst.(interface {
		SaveTokens(ctx context.Context, chainID uint64, tokens []chain.Token) error
	}); ok {
		if err := ts.SaveTokens(ctx, ix.cfg.ChainID, ix.tokens); err != nil {
			return fmt.Errorf("cannot record the token catalog: %w", err)
		}
	}
	ix.loaded = true
	return nil
}

// windowFloor is the lowest block kept in the window when top is the checkpoint's block.
func (ix *Indexer) windowFloor(top uint64) uint64 {
	floor := ix.cfg.StartBlock
	if top >= ix.cfg.Window && top-ix.cfg.Window > floor {
		floor = top - ix.cfg.Window
	}
	return floor
}

// Converge does one step: it indexes the next ranges up to the confirmed head, or rolls back a
// reorg, or reports that there is nothing new.
func (ix *Indexer) Converge(ctx context.Context) error {
	if !ix.loaded {
		if err := ix.load(ctx); err != nil {
			return err
		}
	}
	head, err := ix.src.Head(ctx)
	if err != nil {
		ix.cfg.Metrics.rpcErrors.Inc()
		return fmt.Errorf("cannot read head: %w", err)
	}
	ix.cfg.Metrics.head.Set(float64(head))
	if head < ix.cfg.Confirmations {
		return ErrNothingNew
	}
	safe := head - ix.cfg.Confirmations
	ix.seen.saw(safe, ix.cfg.Now())
	if ix.cp.Next > safe {
		ix.observeLag(head)
		if ix.cp.Next > ix.cfg.StartBlock && head < ix.cp.Next-1 {
			// The chain is shorter than what was indexed: a reorg to a shorter branch, or another chain.
			return ix.rollback(ctx)
		}
		return ErrNothingNew
	}

	// Plan up to Workers consecutive ranges.
	type job struct {
		from, to uint64
		headers  []Header
		rows     *Rows
		err      error
	}
	var jobs []*job
	next := ix.cp.Next
	for i := 0; i < ix.cfg.Workers && next <= safe; i++ {
		size := ix.ranges.Size()
		to := min(next+size-1, safe)
		jobs = append(jobs, &job{from: next, to: to})
		next = to + 1
	}
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			j.headers, j.rows, j.err = ix.fetch(ctx, j.from, j.to)
			if j.err == nil {
				j.err = ix.write(ctx, j.rows)
			}
		}()
	}
	wg.Wait()

	// Advance over the ranges that succeeded, in order, while each links to the one before.
	prev := ix.cp
	advanced := false
	for _, j := range jobs {
		if j.err != nil {
			if advanced {
				break // keep what is done; the next step retries the rest
			}
			return j.err
		}
		if prev.Next > ix.cfg.StartBlock && j.headers[0].ParentHash != prev.Hash {
			if advanced {
				break // checkpoint what links; the next step finds the reorg
			}
			return ix.rollback(ctx)
		}
		last := j.headers[len(j.headers)-1]
		prev = Checkpoint{ChainID: ix.cfg.ChainID, Next: last.Number + 1, Hash: last.Hash, Time: last.Time}
		if err := ix.commit(ctx, prev, j.headers); err != nil {
			return err
		}
		advanced = true
	}
	ix.observeLag(head)
	return nil
}

// fetch reads and decodes one range, adapting the range size to the node's answers.
func (ix *Indexer) fetch(ctx context.Context, from, to uint64) ([]Header, *Rows, error) {
	began := time.Now()
	headers, logs, err := ix.src.Range(ctx, from, to, ix.filter)
	ix.cfg.Metrics.rpcSeconds.Add(time.Since(began).Seconds())
	if err != nil {
		ix.cfg.Metrics.rpcErrors.Inc()
		ix.ranges.failed(err)
		return nil, nil, fmt.Errorf("cannot read blocks [%d..%d]: %w", from, to, err)
	}
	ix.ranges.succeeded(to-from+1, len(logs))
	began = time.Now()
	rows, err := ix.decoder.decode(headers, logs)
	ix.cfg.Metrics.decodeSeconds.Add(time.Since(began).Seconds())
	if err != nil {
		return nil, nil, fmt.Errorf("cannot decode blocks [%d..%d]: %w", from, to, err)
	}
	rows.Version = ix.version()
	return headers, rows, nil
}

func (ix *Indexer) write(ctx context.Context, rows *Rows) error {
	began := time.Now()
	if err := ix.dst.Write(ctx, rows); err != nil {
		return fmt.Errorf("cannot write blocks: %w", err)
	}
	ix.cfg.Metrics.insertSeconds.Add(time.Since(began).Seconds())
	ix.cfg.Metrics.rows.Add(float64(rows.Len()))
	return nil
}

// commit checkpoints cp (its rows are written) and slides the window.
func (ix *Indexer) commit(ctx context.Context, cp Checkpoint, headers []Header) error {
	if err := ix.dst.SetCheckpoint(ctx, cp, ix.version()); err != nil {
		return fmt.Errorf("cannot checkpoint block %d: %w", cp.Next-1, err)
	}
	ix.setCheckpoint(cp)
	for _, h := range headers {
		ix.window[h.Number] = h.Hash
	}
	floor := ix.windowFloor(cp.Next - 1)
	for n := range ix.window {
		if n < floor || n >= cp.Next {
			delete(ix.window, n)
		}
	}
	ix.cfg.Metrics.indexed.Set(float64(cp.Next - 1))
	ix.cfg.Metrics.indexedTime.Set(float64(cp.Time))
	if ix.cfg.Indexed != nil {
		ix.cfg.Indexed(cp.Next - 1)
	}
	return nil
}

// rollback finds the highest block of the window that is still canonical and moves the
// checkpoint back to it; with none, the chain is another one and its index is rebuilt.
func (ix *Indexer) rollback(ctx context.Context) error {
	top := ix.cp.Next - 1
	floor := ix.windowFloor(top)
	var numbers []uint64
	for n := floor; n <= top; n++ {
		numbers = append(numbers, n)
	}
	chainHashes, err := ix.src.Hashes(ctx, numbers)
	if err != nil {
		ix.cfg.Metrics.rpcErrors.Inc()
		return fmt.Errorf("cannot read hashes of blocks [%d..%d]: %w", floor, top, err)
	}
	sawOther := false // a height where the node has another block than the index
	for n := top; ; n-- {
		h, ok := chainHashes[n]
		if ok && h == ix.window[n] && h != (common.Hash{}) {
			if n == top {
				// The checkpoint's block is still canonical, yet a header did not link to it.
				return fmt.Errorf("block %d is canonical but the next header names another parent: %w", n, ErrInconsistent)
			}
			if !sawOther {
				// The node has our blocks up to n and nothing above: it lags behind the index (or
				// its chain is shorter, which is told apart once it grows past the checkpoint).
				return fmt.Errorf("node has blocks up to %d, behind the checkpoint %d: %w", n, top, ErrInconsistent)
			}
			depth := top - n
			cp := Checkpoint{ChainID: ix.cfg.ChainID, Next: n + 1, Hash: h, Time: ix.windowTime(ctx, n)}
			if err := ix.dst.SetCheckpoint(ctx, cp, ix.version()); err != nil {
				return fmt.Errorf("cannot roll back to block %d: %w", n, err)
			}
			ix.setCheckpoint(cp)
			for m := range ix.window {
				if m > n {
					delete(ix.window, m)
				}
			}
			ix.cfg.Metrics.reorgs.Inc()
			ix.cfg.Metrics.reorgDepth.Observe(float64(depth))
			ix.cfg.Logger.Warn("reorg rolled back", "chainId", ix.cfg.ChainID, "depth", depth, "commonBlock", n, "hash", h.Hex())
			return ErrReorg
		}
		if ok {
			sawOther = true
		}
		if n == floor {
			break
		}
	}
	if len(chainHashes) == 0 {
		// The node has none of the window's blocks: a new, shorter chain, or a node far behind.
		// Compare the block at its head with ours at that height.
		if err := ix.behind(ctx); err != nil {
			return err
		}
	}
	if top-floor < ix.cfg.Window && floor == ix.cfg.StartBlock {
		// The whole indexed history is inside the window and none of it is canonical: a reorg
		// deeper than anything indexed, rolled back to the start.
		if err := ix.reset(ctx); err != nil {
			return err
		}
		ix.cfg.Metrics.reorgs.Inc()
		ix.cfg.Metrics.reorgDepth.Observe(float64(top - floor + 1))
		ix.cfg.Logger.Warn("reorg rolled back to the start block", "chainId", ix.cfg.ChainID, "depth", top-floor+1)
		return ErrReorg
	}
	ix.cfg.Logger.Warn("the indexed chain is gone: rebuilding its index", "chainId", ix.cfg.ChainID,
		"checkpoint", top, "hash", ix.cp.Hash.Hex(), "window", ix.cfg.Window)
	if err := ix.dst.DropChain(ctx, ix.cfg.ChainID); err != nil {
		return fmt.Errorf("cannot drop the index of chain %d: %w", ix.cfg.ChainID, err)
	}
	if err := ix.reset(ctx); err != nil {
		return err
	}
	ix.cfg.Metrics.rebuilds.Inc()
	return ErrChainChanged
}

// behind returns ErrInconsistent when the node's head block is one the index holds (the node lags
// behind the index), nil when it is not (another chain).
func (ix *Indexer) behind(ctx context.Context) error {
	head, err := ix.src.Head(ctx)
	if err != nil {
		ix.cfg.Metrics.rpcErrors.Inc()
		return fmt.Errorf("cannot read head: %w", err)
	}
	if head < ix.cfg.StartBlock {
		return nil
	}
	ours, err := ix.dst.Window(ctx, ix.cfg.ChainID, head, head)
	if err != nil {
		return fmt.Errorf("cannot read indexed block %d: %w", head, err)
	}
	theirs, err := ix.src.Hashes(ctx, []uint64{head})
	if err != nil {
		ix.cfg.Metrics.rpcErrors.Inc()
		return fmt.Errorf("cannot read hash of block %d: %w", head, err)
	}
	if h, ok := ours[head]; ok && h == theirs[head] {
		return fmt.Errorf("node's head %d is behind the checkpoint %d on the same chain: %w", head, ix.cp.Next-1, ErrInconsistent)
	}
	return nil
}

// reset moves the checkpoint to the start block.
func (ix *Indexer) reset(ctx context.Context) error {
	cp := Checkpoint{ChainID: ix.cfg.ChainID, Next: ix.cfg.StartBlock}
	if err := ix.dst.SetCheckpoint(ctx, cp, ix.version()); err != nil {
		return fmt.Errorf("cannot reset checkpoint of chain %d: %w", ix.cfg.ChainID, err)
	}
	ix.setCheckpoint(cp)
	ix.window = map[uint64]common.Hash{}
	return nil
}

// windowTime is block n's time as the index has it (0 if unknown; only the view's column).
func (ix *Indexer) windowTime(ctx context.Context, n uint64) uint64 {
	if t, ok := ix.dst.(interface {
		BlockTime(ctx context.Context, chainID, n uint64) (uint64, error)
	}); ok {
		if v, err := t.BlockTime(ctx, ix.cfg.ChainID, n); err == nil {
			return v
		}
	}
	return 0
}

func (ix *Indexer) observeLag(head uint64) {
	m := ix.cfg.Metrics
	indexed := uint64(0)
	if ix.cp.Next > 0 {
		indexed = ix.cp.Next - 1
	}
	if head > indexed {
		m.lagBlocks.Set(float64(head - indexed))
	} else {
		m.lagBlocks.Set(0)
	}
	// Wall-clock time, not block timestamps: Arbitrum's blocks share seconds (a lag of ten blocks
	// reads 0 s in timestamps) and a chain's clock may run ahead of the indexer's.
	m.lagSeconds.Set(ix.seen.lag(ix.cp.Next, ix.cfg.Now()).Seconds())
}

// headSightings remembers when the indexer first saw the confirmed head (the node's head less the
// confirmations) reach each height, one entry per head read that found it higher, so that the lag
// is measured from the moment a block could have been indexed. Only the indexer's goroutine uses it.
type headSightings struct {
	top     uint64
	entries []sighting // ascending heights; each covers the heights above the entry before it
}

type sighting struct {
	height uint64
	at     time.Time
}

// maxSightings bounds the entries kept while the index is far behind; the oldest are merged into
// the next (their heights counted as first seen later, a lag under-reported by at most a step).
const maxSightings = 4096

// saw records that the head was at height at time now.
func (s *headSightings) saw(height uint64, now time.Time) {
	if len(s.entries) > 0 && height <= s.top {
		if height < s.top {
			// The head went back (a reorg to a shorter branch or a lagging node): forget sightings
			// of heights it no longer has.
			for len(s.entries) > 0 && s.entries[len(s.entries)-1].height > height {
				s.entries = s.entries[:len(s.entries)-1]
			}
			s.entries = append(s.entries, sighting{height: height, at: now})
			s.top = height
		}
		return
	}
	if len(s.entries) == maxSightings {
		s.entries = append(s.entries[:0], s.entries[1:]...)
	}
	s.entries = append(s.entries, sighting{height: height, at: now})
	s.top = height
}

// lag is how long block next (the first not yet indexed) has been confirmed as far as the indexer
// saw: 0 when it has not been seen. Sightings of heights below next are dropped.
func (s *headSightings) lag(next uint64, now time.Time) time.Duration {
	i := 0
	for i < len(s.entries) && s.entries[i].height < next {
		i++
	}
	s.entries = s.entries[i:]
	if len(s.entries) == 0 {
		return 0
	}
	return max(0, now.Sub(s.entries[0].at))
}

// Run converges until ctx ends: at once after progress or a reorg, after Poll when there is
// nothing new, with doubling backoff (up to MaxBackoff) after errors.
func (ix *Indexer) Run(ctx context.Context) error {
	backoff := ix.cfg.Poll
	for {
		err := ix.Converge(ctx)
		var wait time.Duration
		switch {
		case ctx.Err() != nil:
			return nil
		case err == nil, errors.Is(err, ErrReorg), errors.Is(err, ErrChainChanged):
			backoff = ix.cfg.Poll
		case errors.Is(err, ErrNothingNew):
			backoff = ix.cfg.Poll
			wait = ix.cfg.Poll
		default:
			ix.cfg.Logger.Warn("indexer step failed", "chainId", ix.cfg.ChainID, "next", ix.cp.Next, "retryIn", backoff, "err", err)
			wait = backoff
			backoff = min(backoff*2, ix.cfg.MaxBackoff)
		}
		if wait > 0 {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(wait):
			}
		}
	}
}
