package account

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/vera-invest/vera/chain"
)

// Retention is how long balance snapshots are kept.
const Retention = 90 * 24 * time.Hour

// Seen remembers the addresses queried through the API and writes them in batches (one
// insert per Flush, not one per request).
//
// Only an address with something to snapshot is remembered: a portfolio holding anything, or
// transfers. Anyone may query any address, so remembering every one would let a caller grow
// the hourly job's work without bound; an address that ever held a catalog token is in the
// index anyway, and one that holds nothing has nothing to chart. At most MaxPendingSeen
// addresses wait between flushes.
type Seen struct {
	store   *Store
	mu      sync.Mutex
	pending map[common.Address]struct{}
}

// maxPendingSeen bounds the addresses remembered between two flushes (15 s apart).
const maxPendingSeen = 100_000

// NewSeen records into store.
func NewSeen(store *Store) *Seen { return &Seen{store: store, pending: map[common.Address]struct{}{}} }

// Portfolio remembers a when its portfolio holds anything.
func (s *Seen) Portfolio(a common.Address, pf *Portfolio) {
	if pf != nil && (pf.CashUsd > 0 || len(pf.Holdings) > 0) {
		s.note(a)
	}
}

// Transactions remembers a when it has transfers.
func (s *Seen) Transactions(a common.Address, t *Transactions) {
	if t != nil && len(t.Transactions) > 0 {
		s.note(a)
	}
}

func (s *Seen) note(a common.Address) {
	if s == nil {
		return
	}
	s.mu.Lock()
	if len(s.pending) < maxPendingSeen {
		s.pending[a] = struct{}{}
	}
	s.mu.Unlock()
}

// Flush writes the addresses noted since the last flush; on failure they stay pending.
func (s *Seen) Flush(ctx context.Context, now time.Time) error {
	s.mu.Lock()
	batch := make([]common.Address, 0, len(s.pending))
	for a := range s.pending {
		batch = append(batch, a)
	}
	s.pending = map[common.Address]struct{}{}
	s.mu.Unlock()
	if err := s.store.recordSeen(ctx, batch, now); err != nil {
		s.mu.Lock()
		for _, a := range batch {
			s.pending[a] = struct{}{}
		}
		s.mu.Unlock()
		return err
	}
	return nil
}

// Snapshots takes the hourly balance snapshots of every seen address.
type Snapshots struct {
	Portfolios *Portfolios
	Store      *Store
	Seen       *Seen // may be nil
	ChainID    uint64
	// Multicall reads the balances (nil: the portfolios' own); give it a large chunk size.
	Multicall *chain.Multicall
	// Workers is how many multicalls run at once (0: 4); Batch how many addresses go into
	// one of them (0: 200).
	Workers, Batch int
	// Chain, when set, lets the index narrow the reads: an address's balance of a catalog token
	// is read only if the token ever moved to or from it, in the index or in the chain's logs
	// of the blocks the index has not reached. Without it every token is read for every address.
	Chain ChainReader
	// MaxGap is how many unindexed blocks the logs may cover before every token is read
	// instead (0: 10,000).
	MaxGap uint64
}

// Take values every seen address at the latest block and writes one snapshot per address,
// stamped with the hour of at. All balances are read at the block the prices were read at.
func (s *Snapshots) Take(ctx context.Context, at time.Time) (int, error) {
	hour := at.UTC().Truncate(time.Hour)
	if s.Seen != nil {
		if err := s.Seen.Flush(ctx, at); err != nil {
			return 0, fmt.Errorf("snapshot %s: %w", hour.Format(time.RFC3339), err)
		}
	}
	addrs, err := s.Store.SeenAddresses(ctx, s.ChainID)
	if err != nil {
		return 0, fmt.Errorf("snapshot %s: %w", hour.Format(time.RFC3339), err)
	}
	if len(addrs) == 0 {
		return 0, nil
	}
	snaps, err := s.Value(ctx, addrs, hour)
	if err != nil {
		return 0, fmt.Errorf("snapshot %s: %w", hour.Format(time.RFC3339), err)
	}
	if err := s.Store.InsertSnapshots(ctx, snaps, time.Now()); err != nil {
		return 0, fmt.Errorf("snapshot %s: %w", hour.Format(time.RFC3339), err)
	}
	return len(snaps), nil
}

// Value reads the prices, the vaults and every address's balances at one block and values
// them with the portfolio's valuation.
func (s *Snapshots) Value(ctx context.Context, addrs []common.Address, hour time.Time) ([]BalanceSnapshot, error) {
	p := s.Portfolios
	mc := s.Multicall
	if mc == nil {
		mc = p.feeds.mc
	}
	st, err := p.readState(ctx, mc, nil)
	if err != nil {
		return nil, err
	}
	book, groves, block := st.book, st.groves, st.block
	workers, batch := s.Workers, s.Batch
	if workers <= 0 {
		workers = 4
	}
	if batch <= 0 {
		batch = 200
	}
	out := make([]BalanceSnapshot, len(addrs))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(workers)
	touched := s.touched(ctx, block.Uint64())
	for start := 0; start < len(addrs); start += batch {
		part := addrs[start:min(start+batch, len(addrs))]
		g.Go(func() error {
			var calls []chain.Call
			reads := make([][]bool, len(part))
			for i, a := range part {
				if touched != nil {
					reads[i] = touched.of(a, len(p.tokens))
				}
				calls = p.holderCalls(a, reads[i], calls)
			}
			res, err := mc.Aggregate3(gctx, calls, block)
			if err != nil {
				return fmt.Errorf("read balances of %d addresses from %s: %w", len(part), part[0].Hex(), err)
			}
			for i, a := range part {
				b, n := p.decodeHolder(res, reads[i])
				res = res[n:]
				pf := p.value(book, groves, b)
				out[start+i] = BalanceSnapshot{Address: a, TakenAt: hour.Unix(), CashUsd: pf.CashUsd, InvestedUsd: pf.InvestedUsd, TotalUsd: pf.TotalUsd, BlockNumber: block.Uint64()}
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

// touchedTokens maps an address to the catalog tokens (indexes into Portfolios.tokens) that
// ever moved to or from it.
type touchedTokens map[common.Address]map[int]bool

// of is the read mask of a: the tokens it touched (none: it holds none of them).
func (t touchedTokens) of(a common.Address, n int) []bool {
	read := make([]bool, n)
	for i := range t[a] {
		read[i] = true
	}
	return read
}

// touched is which tokens each address touched up to block, from the index and the logs of
// the blocks after its checkpoint; nil (read everything) when that cannot be known exactly.
func (s *Snapshots) touched(ctx context.Context, block uint64) touchedTokens {
	if s.Chain == nil {
		return nil
	}
	indexed, ok, err := s.Store.IndexedBlock(ctx, s.ChainID)
	maxGap := s.MaxGap
	if maxGap == 0 {
		maxGap = 10_000
	}
	if err != nil || !ok || block > indexed+maxGap {
		return nil
	}
	pos := make(map[common.Address]int, len(s.Portfolios.tokens))
	var addrs []common.Address
	for i, t := range s.Portfolios.tokens {
		pos[t.Address] = i
		addrs = append(addrs, t.Address)
	}
	out := touchedTokens{}
	add := func(a, token common.Address) {
		i, ok := pos[token]
		if !ok {
			return
		}
		if out[a] == nil {
			out[a] = map[int]bool{}
		}
		out[a][i] = true
	}
	pairs, err := s.Store.touchedTokens(ctx, s.ChainID)
	if err != nil {
		return nil
	}
	for _, pr := range pairs {
		add(pr[0], pr[1])
	}
	if block > indexed {
		logs, err := s.Chain.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(indexed + 1), ToBlock: new(big.Int).SetUint64(block),
			Addresses: addrs, Topics: [][]common.Hash{{chain.TransferTopic()}},
		})
		if err != nil {
			return nil
		}
		for _, l := range logs {
			if len(l.Topics) == 3 {
				add(common.BytesToAddress(l.Topics[1].Bytes()), l.Address)
				add(common.BytesToAddress(l.Topics[2].Bytes()), l.Address)
			}
		}
	}
	return out
}

// Hours bounds of GET /api/balance-history.
const (
	minHistoryHours     = 2
	maxHistoryHours     = 2160
	defaultHistoryHours = 720
)

// errBadHours is returned for hours outside 2-2160 or not a whole number.
var errBadHours = errors.New("hours must be a whole number from 2 to 2160")

// ParseHours reads the hours argument; absent means DefaultHistoryHours.
func ParseHours(s string, present bool) (int, error) {
	if !present {
		return defaultHistoryHours, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < minHistoryHours || n > maxHistoryHours {
		return 0, errBadHours
	}
	return n, nil
}

// History is GET /api/balance-history's answer.
type History struct {
	Snapshots []BalanceSnapshot `json:"snapshots"`
	AsOf      string            `json:"asOf" openapi:"pattern=^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"`
}

// BalanceHistory reads the snapshots of a over the last hours hours before now (the hour now
// falls in counts as the last one), oldest first. Hours without a snapshot stay missing.
func (s *Store) BalanceHistory(ctx context.Context, a common.Address, hours int, now time.Time) (*History, error) {
	since := now.UTC().Truncate(time.Hour).Add(-time.Duration(hours-1) * time.Hour)
	snaps, err := s.History(ctx, a, since)
	if err != nil {
		return nil, err
	}
	return &History{Snapshots: snaps, AsOf: now.UTC().Format(time.RFC3339)}, nil
}
