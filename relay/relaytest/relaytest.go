// Package relaytest builds the relay of a deployment for tests, as the service runs it.
package relaytest

import (
	"context"
	"crypto/ecdsa"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// ForDeployment is the relay of a deployment: the service's sponsor (sponsor.ForDeployment with
// dep, naming relayKey's address as the relay) and handleOps submitted from relayKey.
func ForDeployment(ctx context.Context, client *chain.Client, d *chain.Deployment, dep sponsor.Deployment, relayKey *ecdsa.PrivateKey) (*relay.Relay, error) {
	dep.Relay = crypto.PubkeyToAddress(relayKey.PublicKey)
	sp, limits, err := sponsor.ForDeployment(ctx, client, d, dep)
	if err != nil {
		return nil, err
	}
	return relay.New(relay.Config{ChainID: d.ChainID, EntryPoint: d.EntryPoint, Paymaster: d.Paymaster, Sponsor: sp, Limits: limits,
		Bundler: chain.NewBundler(client, d.EntryPoint, relayKey, d.ChainID), Client: client, AccountFactory: d.AccountFactory})
}
