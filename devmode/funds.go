package devmode

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// ErrFundsSpent: the demo's funding budget of the current window is spent; nothing was minted.
var ErrFundsSpent = errors.New("the demo's funding budget is spent for now")

// The demo's funding bounds (POST /dev/fund): a wallet is topped up to $1,000 of USDG, and all
// top-ups together mint at most $25,000 an hour, however many user ids ask.
const (
	DemoTopUpTo = 1_000_000_000  // USDG base units: $1,000
	DemoBudget  = 25_000_000_000 // USDG base units: $25,000
	demoWindow  = time.Hour
)

// NewDemoFunds is the demo's funder: Funds within the demo's bounds, reading owners' USDG through
// mc and minting with mint (on the devnet, as USDG's owner).
func NewDemoFunds(mc *chain.Multicall, usdg common.Address, mint func(ctx context.Context, owner common.Address, units *big.Int) error) *Funds {
	return NewFunds(FundsConfig{
		TopUpTo: big.NewInt(DemoTopUpTo), Budget: big.NewInt(DemoBudget), Window: demoWindow,
		Balance: func(ctx context.Context, owner common.Address) (*big.Int, error) {
			bs, err := mc.Balances(ctx, owner, []common.Address{usdg}, nil)
			if err != nil {
				return nil, err
			}
			if bs[0] == nil {
				return nil, fmt.Errorf("USDG balanceOf(%s) failed", owner.Hex())
			}
			return bs[0], nil
		},
		Mint: mint,
	})
}

// FundsConfig configures Funds.
type FundsConfig struct {
	// TopUpTo is the USDG (base units) a wallet is topped up to; a wallet holding that much or
	// more gets nothing.
	TopUpTo *big.Int
	// Budget is the most USDG (base units) minted across every user in one Window.
	Budget *big.Int
	Window time.Duration
	// Balance reads an owner's USDG; Mint mints USDG to it on the devnet.
	Balance func(ctx context.Context, owner common.Address) (*big.Int, error)
	Mint    func(ctx context.Context, owner common.Address, units *big.Int) error
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Funds gives a dev user's wallet cash for the demo (vera dev only), bounded twice: one top-up
// never lifts a wallet above TopUpTo (so a user id, fresh or not, holds at most that much from
// it), and all top-ups together mint at most Budget per Window (so many fresh user ids cannot
// mint more). Top-ups take turns, so concurrent requests read the balance the last one left.
type Funds struct {
	cfg    FundsConfig
	mu     sync.Mutex
	minted []devMint
}

type devMint struct {
	at    time.Time
	units *big.Int
}

// NewFunds returns the bounded funder.
func NewFunds(cfg FundsConfig) *Funds {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Funds{cfg: cfg}
}

// TopUp lifts owner's USDG to TopUpTo and returns what it minted (zero when the wallet already
// holds that much), or ErrFundsSpent when the window's budget cannot cover the top-up.
func (f *Funds) TopUp(ctx context.Context, owner common.Address) (*big.Int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	bal, err := f.cfg.Balance(ctx, owner)
	if err != nil {
		return nil, fmt.Errorf("read the USDG of %s: %w", owner.Hex(), err)
	}
	need := new(big.Int).Sub(f.cfg.TopUpTo, bal)
	if need.Sign() <= 0 {
		return new(big.Int), nil
	}
	now := f.cfg.Now()
	spent := new(big.Int)
	kept := f.minted[:0]
	for _, m := range f.minted {
		if now.Sub(m.at) < f.cfg.Window {
			kept = append(kept, m)
			spent.Add(spent, m.units)
		}
	}
	f.minted = kept
	if new(big.Int).Add(spent, need).Cmp(f.cfg.Budget) > 0 {
		return nil, ErrFundsSpent
	}
	// Counted before the mint and kept if it fails: a mint whose wait for its receipt failed may
	// still land, and the hour's budget must hold either way (a retry re-reads the balance).
	f.minted = append(f.minted, devMint{at: now, units: need})
	if err := f.cfg.Mint(ctx, owner, need); err != nil {
		return nil, fmt.Errorf("mint %s USDG base units to %s: %w", need, owner.Hex(), err)
	}
	return need, nil
}
