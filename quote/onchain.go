package quote

import (
	"context"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
)

var ivenueABI = ivenue.NewIVenue()

// OnChain quotes IVenue contracts (the devnet's pool, market maker and book, or any contract
// speaking IVenue) by eth_call. With a Multicall, the venues' quotes of one order travel in one
// eth_call: the first venue to ask sends the batch and the others wait for the same answer.
type OnChain struct {
	caller ethereum.ContractCaller
	mc     *chain.Multicall // nil: one eth_call per venue
	venues []chain.Venue

	mu       sync.Mutex
	inflight map[orderKey]*batch
}

type batch struct {
	done    chan struct{}
	results []chain.Result
	err     error
}

// NewOnChain returns the IVenue venues, quoted through mc when it is not nil.
func NewOnChain(caller ethereum.ContractCaller, mc *chain.Multicall, venues []chain.Venue) *OnChain {
	return &OnChain{caller: caller, mc: mc, venues: venues, inflight: map[orderKey]*batch{}}
}

// Venues returns one Venue per contract, in configuration order.
func (c *OnChain) Venues() []Venue {
	out := make([]Venue, len(c.venues))
	for i, v := range c.venues {
		out[i] = onChainVenue{c: c, i: i, v: v}
	}
	return out
}

type onChainVenue struct {
	c *OnChain
	i int
	v chain.Venue
}

func (v onChainVenue) Name() string { return v.v.Name }

func (v onChainVenue) Quote(ctx context.Context, o Order) (Fill, error) {
	var raw []byte
	if v.c.mc == nil {
		to := v.v.Address
		out, err := v.c.caller.CallContract(ctx, ethereum.CallMsg{To: &to, Data: ivenueABI.PackQuote(o.SellToken, o.BuyToken, o.SellAmount)}, nil)
		if err != nil {
			return Fill{}, fmt.Errorf("quote on %s: %w", v.v.Name, err)
		}
		raw = out
	} else {
		res, err := v.c.batched(ctx, o)
		if err != nil {
			return Fill{}, fmt.Errorf("quote on %s: %w", v.v.Name, err)
		}
		if !res[v.i].Success {
			return Fill{}, fmt.Errorf("quote on %s reverted", v.v.Name)
		}
		raw = res[v.i].ReturnData
	}
	amt, err := ivenueABI.UnpackQuote(raw)
	if err != nil {
		return Fill{}, fmt.Errorf("decode quote of %s: %w", v.v.Name, err)
	}
	if amt.Sign() == 0 {
		return Fill{}, ErrNoLiquidity
	}
	return Fill{BuyAmount: amt, Target: v.v.Address}, nil
}

// batched returns every venue's quote of o from one multicall, shared by concurrent callers.
func (c *OnChain) batched(ctx context.Context, o Order) ([]chain.Result, error) {
	k := o.key()
	c.mu.Lock()
	b, ok := c.inflight[k]
	if !ok {
		b = &batch{done: make(chan struct{})}
		c.inflight[k] = b
		// The batch outlives the caller that started it (others wait on it) but not its deadline.
		bctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		if dl, ok := ctx.Deadline(); ok {
			bctx, cancel = context.WithDeadline(context.WithoutCancel(ctx), dl)
		}
		go func() {
			defer cancel()
			calls := make([]chain.Call, len(c.venues))
			data := ivenueABI.PackQuote(o.SellToken, o.BuyToken, o.SellAmount)
			for i, v := range c.venues {
				calls[i] = chain.Call{Target: v.Address, Data: data, AllowFailure: true}
			}
			b.results, b.err = c.mc.Aggregate3(bctx, calls, nil)
			c.mu.Lock()
			delete(c.inflight, k)
			c.mu.Unlock()
			close(b.done)
		}()
	}
	c.mu.Unlock()
	select {
	case <-b.done:
		return b.results, b.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
