package devnet

import (
	"context"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
)

// VeraConfig puts Vera's own contracts on a world chain (WorldConfig.WithVera) once the world is
// deployed, through chain/rollout exactly as an operator's `vera deploy` puts them on the real chain:
// from the devnet deployer, with Config's AgentSigner, SponsorSigner, Relay, PaymasterLimits,
// AgentCardURL and Groves as the devnet uses them (the grove vaults trade on the world's Uniswap v3
// through UniswapV3Venue, Vera's IVenue adapter the rollout creates). The devnet's Manifest is then the manifest the rollout
// returns (the world's Uniswap v3 copied, its SwapRouter02 allowed on Settlement) with the dev
// accounts and Config.DemoUsers demo users, whose smart accounts are created and funded as on the
// devnet. world.json stays the world's: it holds none of Vera's addresses.
type VeraConfig struct{}

// worldVera deploys Vera's contracts onto a world chain just deployed, when WorldConfig.WithVera asks,
// then has the world's deployer, the holder-listed token's owner, list Settlement on it (setHolder) so
// that fills of that asset can reach their takers through it, and the grove vaults holding it and
// their venue so that they can buy and sell it, and seeds the demo users.
func (d *Devnet) worldVera(ctx context.Context, demos []keyed) error {
	if d.cfg.World == nil || d.cfg.World.WithVera == nil {
		return nil
	}
	w := d.World()
	vm, err := d.rolloutVera(ctx, w)
	if err != nil {
		return err
	}
	vm.RPCURL, vm.WSURL = d.manifest.RPCURL, d.manifest.WSURL
	vm.DevAccounts = d.manifest.DevAccounts
	d.manifest = *vm
	if err := d.demoAccounts(ctx, demos); err != nil {
		return err
	}
	start, err := d.client.PendingNonceAt(ctx, d.from)
	if err != nil {
		return fmt.Errorf("cannot read the deployer's nonce: %w", err)
	}
	p := &plan{from: d.from, nonce: start}
	// On Robinhood Chain the token's operator lists Settlement, not Vera: here the world's deployer
	// plays the operator.
	if hl, ok := w.HolderListedAsset(); ok {
		hlt := holderlistedtoken.NewHolderListedToken()
		p.call("list Settlement as a holder of "+hl.Symbol, hl.Token, hlt.PackSetHolder(vm.Settlement, true), nil, 100_000)
		// A grove vault holding the token receives it when buying, and its venue when selling.
		holders, err := d.groveHolders(ctx, vm, hl.Symbol)
		if err != nil {
			return err
		}
		for _, h := range holders {
			p.call("list "+h.Hex()+" as a holder of "+hl.Symbol, hl.Token, hlt.PackSetHolder(h, true), nil, 100_000)
		}
	}
	d.planDemoUsers(p)
	return d.run(ctx, p, start)
}

// groveHolders are the grove vaults holding symbol and the venue they trade on (once), which the
// token's holder list must name for the vaults to buy and sell it.
func (d *Devnet) groveHolders(ctx context.Context, vm *chain.Deployment, symbol string) ([]common.Address, error) {
	var out []common.Address
	seen := map[common.Address]bool{}
	gv := grovevault.NewGroveVault()
	for _, g := range d.cfg.Groves {
		if !slices.Contains(g.Symbols, symbol) {
			continue
		}
		for _, v := range vm.Groves {
			if v.ID != g.ID {
				continue
			}
			raw, err := d.client.CallContract(ctx, ethereum.CallMsg{To: &v.Address, Data: gv.PackVenue()}, nil)
			if err != nil {
				return nil, fmt.Errorf("cannot read grove %s's venue: %w", g.ID, err)
			}
			venue, err := gv.UnpackVenue(raw)
			if err != nil {
				return nil, fmt.Errorf("cannot decode grove %s's venue: %w", g.ID, err)
			}
			for _, a := range []common.Address{v.Address, venue} {
				if !seen[a] {
					seen[a] = true
					out = append(out, a)
				}
			}
		}
	}
	return out, nil
}
