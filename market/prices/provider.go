package prices

import (
	"context"
	"errors"

	"github.com/vera-invest/vera/market"
)

// errNoData means a provider has no series for a symbol. It is not a failure of the provider.
var errNoData = errors.New("no price data for symbol")

// Provider is a source of price history.
type Provider interface {
	// Name identifies the source in stored rows ("bundled", "yahoo-chart").
	Name() string
	// Fetch returns the symbol's daily history on the asset's basis (price or total-return),
	// oldest first, with its intraday bars when the source has them. It returns an error
	// wrapping ErrNoData when the source has no series for the symbol.
	Fetch(ctx context.Context, asset market.Asset) (*market.Series, error)
}

// ForURL is the Yahoo-chart-compatible API at baseURL, or the bundled real closes when baseURL
// is empty.
func ForURL(baseURL string) Provider {
	if baseURL == "" {
		return Bundled()
	}
	return &yahooChart{BaseURL: baseURL}
}
