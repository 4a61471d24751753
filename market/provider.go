package market

import (
	"context"
	"errors"
)

// ErrNoData means a provider has no series for a symbol. It is not a failure of the provider.
var ErrNoData = errors.New("no price data for symbol")

// Provider is a source of price history.
type Provider interface {
	// Name identifies the source in stored rows ("bundled", "yahoo-chart").
	Name() string
	// Fetch returns the symbol's daily history on the asset's basis (price or total-return),
	// oldest first, with its intraday bars when the source has them. It returns an error
	// wrapping ErrNoData when the source has no series for the symbol.
	Fetch(ctx context.Context, asset Asset) (*Series, error)
}
