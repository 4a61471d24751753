package account

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/views"
)

// Holding is one non-zero position of a Portfolio.
type Holding struct {
	Symbol       string    `json:"symbol"`
	Raw          string    `json:"raw" openapi:"pattern=^[1-9][0-9]*$"`
	Qty          float64   `json:"qty" openapi:"exclusiveMinimum=0"`
	PriceUsd     *float64  `json:"priceUsd"`
	ValueUsd     *float64  `json:"valueUsd"`
	DayChangePct *float64  `json:"dayChangePct"`
	Spark        []float64 `json:"spark" openapi:"nullable,maxItems=20"`
	// SparkInterval (beyond the spec) is "5m" when Spark holds the last session's intraday bars,
	// null when there is no spark.
	SparkInterval *string `json:"sparkInterval" openapi:"enum=5m,enum=null"`
}

// Portfolio is GET /api/portfolio's resource.
type Portfolio struct {
	CashUsd     float64   `json:"cashUsd" openapi:"minimum=0"`
	InvestedUsd float64   `json:"investedUsd" openapi:"minimum=0"`
	TotalUsd    float64   `json:"totalUsd" openapi:"minimum=0"`
	Holdings    []Holding `json:"holdings"`
	AsOf        string    `json:"asOf" openapi:"pattern=^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"`
}

// Grove is a grove vault whose shares are positions; Symbol is its ticker.
type Grove struct {
	ID      string
	Symbol  string
	Address common.Address
}

// GrovesOf names the deployment's grove vaults by their curated tickers (the id in upper case
// for a grove the curation does not list).
func GrovesOf(d *chain.Deployment) []Grove {
	tickers := map[string]string{}
	for _, g := range baskets.Groves() {
		tickers[g.ID] = g.Ticker
	}
	out := make([]Grove, 0, len(d.Groves))
	for _, g := range d.Groves {
		sym := tickers[g.ID]
		if sym == "" {
			sym = strings.ToUpper(g.ID)
		}
		out = append(out, Grove{ID: g.ID, Symbol: sym, Address: g.Address})
	}
	return out
}

// Portfolios values addresses: USDG as cash, every catalog token at its feed price, grove
// shares at their vault's value.
type Portfolios struct {
	feeds  *Feeds
	market *Market
	cash   chain.Token
	tokens []chain.Token // the catalog without USDG
	groves []Grove
	gv     *grovevault.GroveVault
	mc3    *multicall3.Multicall3

	// touched narrows a holder's reads to the tokens it touched; nil: every catalog token.
	touched *TouchedTokens

	// StateTTL is how long the prices and vault values read at one block serve portfolios
	// (default DefaultStateTTL; negative: read them with every portfolio).
	StateTTL time.Duration

	mu    sync.Mutex
	state *state
}

// defaultStateTTL bounds how old the shared prices and vault values of a portfolio may be.
const defaultStateTTL = time.Second

// state is what every holder's valuation shares at one block: the prices, the vaults'
// totalShares and managedUsd, the block number and, when the reads are pinned to it, its hash.
type state struct {
	book   *Book
	groves []groveState
	block  *big.Int
	hash   common.Hash
	read   time.Time
}

// PortfolioOption is an option of NewPortfolios.
type PortfolioOption func(*Portfolios)

// ReadTouched reads a holder's balances of only the catalog tokens t says it ever touched and
// its shares of only the groves t says it deposited into (USDG always); when t cannot tell,
// everything is read.
func ReadTouched(t *TouchedTokens) PortfolioOption { return func(p *Portfolios) { p.touched = t } }

// NewPortfolios values the catalog of d (USDG first) and groves with feeds' prices.
func NewPortfolios(d *chain.Deployment, feeds *Feeds, groves []Grove, opts ...PortfolioOption) (*Portfolios, error) {
	cat, err := d.TokenIndex()
	if err != nil {
		return nil, err
	}
	toks := cat.Tokens()
	p := &Portfolios{feeds: feeds, market: feeds.market, cash: toks[0], tokens: toks[1:], groves: groves,
		gv: grovevault.NewGroveVault(), mc3: multicall3.NewMulticall3()}
	for _, o := range opts {
		o(p)
	}
	if t := p.touched; t != nil {
		want := make([]common.Address, 0, len(p.tokens)+len(p.groves))
		for _, tok := range p.tokens {
			want = append(want, tok.Address)
		}
		for _, g := range p.groves {
			want = append(want, g.Address)
		}
		if !slices.Equal(want, t.tracked) {
			return nil, errors.New("portfolios: the touched tokens track another catalog or other groves")
		}
	}
	return p, nil
}

// Feeds are the price feeds portfolios are valued with.
func (p *Portfolios) Feeds() *Feeds { return p.feeds }

// groveState is a vault's totalShares and managedUsd; nil fields when unreadable.
type groveState struct{ total, managed *big.Int }

// balances of one holder: cash, then p.tokens, then grove shares; nil where unreadable.
type balances struct {
	cash   *big.Int
	tokens []*big.Int
	shares []*big.Int
}

// holderCalls appends a's reads: USDG, the catalog tokens read marks, and its shares of the
// groves read marks after the tokens. A nil read marks everything; a read as long as the
// tokens marks every grove.
func (p *Portfolios) holderCalls(a common.Address, read []bool, out []chain.Call) []chain.Call {
	out = append(out, chain.BalanceOfCall(p.cash.Address, a))
	for i, t := range p.tokens {
		if read == nil || read[i] {
			out = append(out, chain.BalanceOfCall(t.Address, a))
		}
	}
	for j, g := range p.groves {
		if p.readsGrove(read, j) {
			out = append(out, chain.Call{Target: g.Address, Data: p.gv.PackSharesOf(a), AllowFailure: true})
		}
	}
	return out
}

func (p *Portfolios) readsGrove(read []bool, j int) bool {
	return len(read) <= len(p.tokens) || read[len(p.tokens)+j]
}

// decodeHolder decodes the results of holderCalls(read) from the front of res and says how
// many it used. A token or grove not read has a nil balance, like one whose read failed.
func (p *Portfolios) decodeHolder(res []chain.Result, read []bool) (balances, int) {
	val := func(r chain.Result) *big.Int {
		v, err := r.Uint256()
		if err != nil {
			return nil
		}
		return v
	}
	b := balances{cash: val(res[0]), tokens: make([]*big.Int, len(p.tokens)), shares: make([]*big.Int, len(p.groves))}
	n := 1
	for i := range p.tokens {
		if read == nil || read[i] {
			b.tokens[i] = val(res[n])
			n++
		}
	}
	for j := range p.groves {
		if p.readsGrove(read, j) {
			b.shares[j] = val(res[n])
			n++
		}
	}
	return b, n
}

func (p *Portfolios) groveCalls(out []chain.Call) []chain.Call {
	for _, g := range p.groves {
		out = append(out,
			chain.Call{Target: g.Address, Data: p.gv.PackTotalShares(), AllowFailure: true},
			chain.Call{Target: g.Address, Data: p.gv.PackManagedUsd(), AllowFailure: true})
	}
	return out
}

func (p *Portfolios) decodeGroves(res []chain.Result) []groveState {
	out := make([]groveState, len(p.groves))
	for i := range p.groves {
		total, err1 := res[2*i].Uint256()
		managed, err2 := res[2*i+1].Uint256()
		if err1 == nil && err2 == nil && total.Sign() > 0 {
			out[i] = groveState{total, managed}
		}
	}
	return out
}

// readState reads the feeds, the vaults and the block number in one multicall through mc, at
// the latest block, or in the block at when it is set.
func (p *Portfolios) readState(ctx context.Context, mc *chain.Multicall, at *blockRef) (*state, error) {
	calls := p.feeds.calls()
	nf := len(calls)
	calls = p.groveCalls(calls)
	ng := len(calls)
	calls = append(calls, chain.Call{Target: mc.Address(), Data: p.mc3.PackGetBlockNumber()})
	var res []chain.Result
	var err error
	if at != nil {
		res, err = mc.Aggregate3AtHash(ctx, calls, at.hash)
	} else {
		res, err = mc.Aggregate3(ctx, calls, nil)
	}
	if err != nil {
		return nil, fmt.Errorf("read prices and vaults: %w", err)
	}
	book, err := p.feeds.book(res[:nf])
	if err != nil {
		return nil, err
	}
	block, err := res[ng].Uint256()
	if err != nil {
		return nil, fmt.Errorf("decode block number: %w", err)
	}
	st := &state{book: book, groves: p.decodeGroves(res[nf:ng]), block: block, read: time.Now()}
	if at != nil {
		if !block.IsUint64() || block.Uint64() != at.number {
			return nil, fmt.Errorf("read prices and vaults in block %d (%s): the block says %s", at.number, at.hash.Hex(), block)
		}
		st.hash = at.hash
	}
	return st, nil
}

// sharedState returns the state read within StateTTL, or reads it (one reader at a time;
// the others wait for its answer).
func (p *Portfolios) sharedState(ctx context.Context, minBlock uint64) (*state, error) {
	ttl := p.StateTTL
	if ttl == 0 {
		ttl = defaultStateTTL
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.state != nil && ttl > 0 && time.Since(p.state.read) < ttl && p.state.block.Uint64() >= minBlock {
		return p.state, nil
	}
	// With the touched tokens, every read is pinned to one block by its hash: the tokens are
	// known for a branch, and the balances must be that branch's even if a reorg comes between.
	var at *blockRef
	if p.touched != nil {
		head, err := latestBlock(ctx, p.touched.cfg.Chain)
		if err != nil {
			return nil, err
		}
		at = &head
	}
	st, err := p.readState(ctx, p.feeds.mc, at)
	if err != nil {
		return nil, err
	}
	if p.state == nil || st.block.Cmp(p.state.block) >= 0 {
		p.state = st
	}
	if st.block.Uint64() < minBlock {
		return nil, fmt.Errorf("%w: the chain's head is %s, %d asked", ErrBlockNotYet, st.block, minBlock)
	}
	return st, nil
}

// ErrBlockNotYet is GetAtLeast's error while the chain's head read is below the block asked.
var ErrBlockNotYet = errors.New("block not reached yet")

// Get values address's positions: its balances of USDG and of the catalog tokens it ever
// touched and its shares of the groves it ever deposited into (every token and grove without
// ReadTouched, or when that cannot be known), read in one multicall at the block of the shared
// prices and vault values (read with the same code as GET /api/prices, at most StateTTL
// before); with ReadTouched, at that block's hash.
func (p *Portfolios) Get(ctx context.Context, a common.Address) (*Portfolio, error) {
	return p.GetAtLeast(ctx, a, 0)
}

// GetAtLeast is Get read at block minBlock or a later one: shared prices and vault values of an
// earlier block are read again, and a chain whose head is still below minBlock is ErrBlockNotYet
// (at once: the caller decides how long to wait).
func (p *Portfolios) GetAtLeast(ctx context.Context, a common.Address, minBlock uint64) (*Portfolio, error) {
	st, err := p.sharedState(ctx, minBlock)
	if err != nil {
		return nil, fmt.Errorf("read portfolio of %s: %w", a.Hex(), err)
	}
	var read []bool
	if p.touched != nil {
		// On an error read stays nil: every token is read, which is never wrong.
		read, _ = p.touched.Of(ctx, a, st.block.Uint64(), st.hash)
	}
	var res []chain.Result
	if st.hash != (common.Hash{}) {
		res, err = p.feeds.mc.Aggregate3AtHash(ctx, p.holderCalls(a, read, nil), st.hash)
	} else {
		res, err = p.feeds.mc.Aggregate3(ctx, p.holderCalls(a, read, nil), st.block)
	}
	if err != nil {
		return nil, fmt.Errorf("read portfolio of %s at block %s: %w", a.Hex(), st.block, err)
	}
	b, _ := p.decodeHolder(res, read)
	pf := p.value(st.book, st.groves, b)
	return &pf, nil
}

// value is the one valuation of a holder's balances, shared by the portfolio route and the
// snapshots. Holdings are non-zero positions, priced ones by value (largest first), then
// unpriced ones by symbol; a token whose balance could not be read is left out.
func (p *Portfolios) value(book *Book, groves []groveState, b balances) Portfolio {
	pf := Portfolio{Holdings: []Holding{}, AsOf: book.AsOf}
	if b.cash != nil {
		pf.CashUsd = units(b.cash, p.cash.Decimals)
	}
	for i, t := range p.tokens {
		bal := b.tokens[i]
		if bal == nil || bal.Sign() == 0 {
			continue
		}
		h := Holding{Symbol: t.Symbol, Raw: bal.String(), Qty: units(bal, t.Decimals)}
		if pr, ok := book.Prices[t.Symbol]; ok && pr.priced() {
			price, value := *pr.PriceUsd, usd(bal, t.Decimals, pr.e8)
			h.PriceUsd, h.ValueUsd = &price, &value
			pf.InvestedUsd += value
		}
		if e, ok := p.market.entry(t.Symbol); ok {
			change := e.DayChangePct
			h.DayChangePct = &change
			if e.SparkInterval == views.SparkIntraday {
				interval := e.SparkInterval
				h.Spark, h.SparkInterval = e.Spark, &interval
			}
		}
		pf.Holdings = append(pf.Holdings, h)
	}
	for i, g := range p.groves {
		sh := b.shares[i]
		if sh == nil || sh.Sign() == 0 {
			continue
		}
		h := Holding{Symbol: g.Symbol, Raw: sh.String(), Qty: units(sh, shareDecimals)}
		if st := groves[i]; st.total != nil {
			// A share is worth managedUsd / totalShares USDG base units; shares count in the
			// same 6-decimal units as the USDG that bought them.
			price, _ := new(big.Rat).SetFrac(st.managed, st.total).Float64()
			v := new(big.Int).Mul(sh, st.managed)
			value := units(v.Quo(v, st.total), p.cash.Decimals)
			h.PriceUsd, h.ValueUsd = &price, &value
			pf.InvestedUsd += value
		}
		pf.Holdings = append(pf.Holdings, h)
	}
	sort.SliceStable(pf.Holdings, func(i, j int) bool {
		a, b := pf.Holdings[i], pf.Holdings[j]
		switch {
		case a.ValueUsd != nil && b.ValueUsd != nil && *a.ValueUsd != *b.ValueUsd:
			return *a.ValueUsd > *b.ValueUsd
		case (a.ValueUsd == nil) != (b.ValueUsd == nil):
			return a.ValueUsd != nil
		}
		return a.Symbol < b.Symbol
	})
	pf.TotalUsd = pf.CashUsd + pf.InvestedUsd
	return pf
}

// shareDecimals: a vault's first deposit mints one share per USDG base unit of value added.
const shareDecimals = 6
