package quote

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Order is what a venue is asked to price: all of SellAmount of SellToken for BuyToken. Payer is
// who pays and receives inside the settlement transaction (the settlement contract).
type Order struct {
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	Payer      common.Address
}

func (o Order) key() orderKey {
	return orderKey{o.SellToken, o.BuyToken, o.SellAmount.String(), o.Payer}
}

type orderKey struct {
	sell, buy common.Address
	amount    string
	payer     common.Address
}

// Fill is a venue's firm answer: BuyAmount of the buy token for the whole sell amount, and how
// the settlement contract executes it.
type Fill struct {
	BuyAmount *big.Int
	// Target is the witness's venue: an IVenue contract that Settlement.settle calls, or a router
	// that Settlement.settleCall sends RouterData to.
	Target common.Address
	// RouterData is the router's calldata; nil for an IVenue (settled by IVenue.swap).
	RouterData []byte
}

// Venue prices orders. Quote returns a Fill, or an error saying why it cannot: ErrNoLiquidity
// (wrapped) when the venue answered that it cannot fill, anything else when it failed to answer.
type Venue interface {
	Name() string
	Quote(ctx context.Context, o Order) (Fill, error)
}

// ErrNoLiquidity is a venue's answer that it cannot fill the order (an answer, not a failure).
var ErrNoLiquidity = errors.New("no liquidity")
