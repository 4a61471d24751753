// Package autopilottest builds an Autopilot Runner over a devnet for tests of other packages:
// the drafter on a market build, the agent key, the quote service on the devnet's venues, the
// service's sponsorship policy with the devnet's sponsor key and the relay as bundler.
package autopilottest

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/sponsor"
)

// Parts are what a Runner is made of, for a test that builds the service around it.
type Parts struct {
	Service *autopilot.Service
	Store   *autopilot.Store
	Inbox   *inbox.Inbox
	// Signer is the delegated signer (a GrantedSigner over the test's wallets).
	Signer autopilot.Signer
	// Market is the market build drafts and risk come from.
	Market *snapshot.MarketBuild
}

// NewRunner returns a Runner over d and p.
func NewRunner(t testing.TB, d *devnet.Devnet, p Parts) *autopilot.Runner {
	t.Helper()
	m := d.Manifest()
	ctx := context.Background()
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	snap := p.Market
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: func() *snapshot.MarketBuild { return snap }, Tradable: tokens.IsAsset})
	if err != nil {
		t.Fatal(err)
	}
	panel := func() *market.Panel { return snap.Panel }
	assessor, err := agent.NewAssessor(agent.AssessorConfig{Panel: panel, ChainID: m.ChainID, Record: m.AgentRecord,
		Signer: chain.NewKeySigner(devnet.AgentKey())})
	if err != nil {
		t.Fatal(err)
	}
	mc := chain.NewMulticall(d.Client(), m.Multicall3, 0)
	racer, err := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(d.Client(), mc, m.Venues).Venues()})
	if err != nil {
		t.Fatal(err)
	}
	quotes, err := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG,
		Tokens: tokens, Racer: racer, Multicall: mc})
	if err != nil {
		t.Fatal(err)
	}
	owners := sponsor.NewOwners(p.Store.DB, nil)
	for _, u := range m.DemoUsers {
		if err := owners.Vouch(ctx, u.UserID, []common.Address{u.Owner}); err != nil {
			t.Fatal(err)
		}
	}
	sp, limits, err := sponsor.ForDeployment(ctx, d.Client(), m, sponsor.Deployment{Signer: chain.NewKeySigner(devnet.SponsorKey()),
		Relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), Owners: owners})
	if err != nil {
		t.Fatal(err)
	}
	r, err := autopilot.NewRunner(autopilot.RunnerConfig{Service: p.Service, Store: p.Store, Inbox: p.Inbox, Signer: p.Signer,
		Drafter: drafter, Panel: panel, Assessor: assessor, Quotes: quotes, Sponsor: sp,
		Bundler: chain.NewBundler(d.Client(), m.EntryPoint, devnet.RelayKey(), m.ChainID), Client: d.Client(), Deployment: m,
		Gas: autopilot.GasAtCaps(limits)})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
