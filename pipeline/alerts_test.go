package pipeline

import (
	"context"
	"math/big"
	"testing"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/schema/schematest"
)

// TestEvaluateAlerts runs the job over a real feed that crosses an alert's threshold: one
// notification, however many runs.
func TestEvaluateAlerts(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	store := &autopilot.Store{DB: schematest.New(t)}
	notices := inbox.New(store.DB, nil)
	feeds := account.NewFeeds(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Assets, 0, nil)
	keeper := alerts.New(store.DB, notices, feeds, nil, nil)
	asset := m.Assets[0]
	usd, _ := new(big.Rat).SetFrac(asset.PriceE8, big.NewInt(1e8)).Float64()
	req := alerts.AlertRequest{Symbol: asset.Symbol, Direction: alerts.Below, PriceUSD: usd / 2}
	if err := req.Validate(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := keeper.Create(ctx, "u1", req); err != nil {
		t.Fatal(err)
	}
	job := &EvaluateAlerts{Alerts: keeper}
	if err := job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	third := new(big.Int).Div(asset.PriceE8, big.NewInt(3))
	devnettest.MustSend(t, d, devnet.DeployerKey(), asset.Feed, pricefeed.NewPriceFeed().PackSetAnswer(third), 200_000, "drop the feed")
	for range 3 {
		if err := job.Run(ctx); err != nil {
			t.Fatal(err)
		}
	}
	ns, unread, err := notices.List(ctx, "u1")
	if err != nil || unread != 1 || ns[0].Kind != inbox.KindAlert || ns[0].Symbol != asset.Symbol {
		t.Fatalf("notifications %+v unread %d: %v", ns, unread, err)
	}
}
