// Package sponsortest builds the service's sponsor on a devnet for tests of other packages: the
// owners' directory on a fresh ClickHouse database with the demo users vouched for, the devnet's
// sponsor key, and the devnet's relay as the one bundler the sponsorships name.
package sponsortest

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
)

// Owners is an owners' directory on a fresh test database in which the devnet's demo users are
// vouched for, as `vera dev` does at start.
func Owners(t testing.TB, d *devnet.Devnet) *sponsor.Owners {
	t.Helper()
	o := sponsor.NewOwners(schematest.New(t), nil)
	for _, u := range d.Manifest().DemoUsers {
		Vouch(t, o, u.UserID, u.Owner)
	}
	return o
}

// Vouch vouches for owners as userID's.
func Vouch(t testing.TB, o *sponsor.Owners, userID string, owners ...common.Address) {
	t.Helper()
	if err := o.Vouch(context.Background(), userID, owners); err != nil {
		t.Fatal(err)
	}
}

// Deployment is what sponsor.ForDeployment takes on the devnet: its sponsor key, its relay and o.
func Deployment(o *sponsor.Owners) sponsor.Deployment {
	return sponsor.Deployment{Signer: chain.NewKeySigner(devnet.SponsorKey()), Relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), Owners: o}
}

// New is the service's sponsor on d over o, as cmd/vera builds it, and the limits it applies.
func New(t testing.TB, d *devnet.Devnet, o *sponsor.Owners) (*sponsor.Sponsor, sponsor.Limits) {
	t.Helper()
	sp, limits, err := sponsor.ForDeployment(context.Background(), d.Client(), d.Manifest(), Deployment(o))
	if err != nil {
		t.Fatal(err)
	}
	return sp, limits
}
