package agent

import (
	"github.com/vera-invest/vera/chain"
)

// Contracts is the body of GET /api/contracts: the chain id and every address a client needs.
type Contracts struct {
	ChainID          int64           `json:"chainId"`
	USDG             string          `json:"usdg" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Permit2          string          `json:"permit2" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Settlement       string          `json:"settlement" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	AgentRecord      string          `json:"agentRecord" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	IdentityRegistry string          `json:"identityRegistry" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	EntryPoint       string          `json:"entryPoint" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	AccountFactory   string          `json:"accountFactory" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Paymaster        string          `json:"paymaster" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Multicall3       string          `json:"multicall3" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Venues           []contractVenue `json:"venues"`
	Assets           []ContractAsset `json:"assets"`
	// Groves are the grove vaults by grove id, for the web app's deposits and withdrawals.
	Groves []contractGrove `json:"groves"`
}

// contractGrove is one grove vault in the listing.
type contractGrove struct {
	ID      string `json:"id"`
	Address string `json:"address" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
}

// contractVenue is one venue in the listing.
type contractVenue struct {
	Name    string `json:"name"`
	Kind    string `json:"kind"`
	Address string `json:"address" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
}

// ContractAsset is one asset token and its feed in the listing.
type ContractAsset struct {
	Symbol   string `json:"symbol"`
	Name     string `json:"name"`
	Address  string `json:"address" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Feed     string `json:"feed" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Decimals uint8  `json:"decimals"`
}

// ContractsListing turns a deployment into the listing, with checksummed addresses; assets and groves
// keep the deployment's order.
func ContractsListing(d *chain.Deployment) Contracts {
	out := Contracts{
		ChainID: d.ChainID, USDG: d.USDG.Hex(), Permit2: d.Permit2.Hex(), Settlement: d.Settlement.Hex(),
		AgentRecord: d.AgentRecord.Hex(), IdentityRegistry: d.IdentityRegistry.Hex(), EntryPoint: d.EntryPoint.Hex(),
		AccountFactory: d.AccountFactory.Hex(), Paymaster: d.Paymaster.Hex(), Multicall3: d.Multicall3.Hex(),
		Venues: []contractVenue{}, Assets: []ContractAsset{}, Groves: []contractGrove{},
	}
	for _, v := range d.Venues {
		out.Venues = append(out.Venues, contractVenue{Name: v.Name, Kind: v.Kind, Address: v.Address.Hex()})
	}
	for _, a := range d.Assets {
		out.Assets = append(out.Assets, ContractAsset{Symbol: a.Symbol, Name: a.Name, Address: a.Address.Hex(), Feed: a.Feed.Hex(), Decimals: a.Decimals})
	}
	for _, g := range d.Groves {
		out.Groves = append(out.Groves, contractGrove{ID: g.ID, Address: g.Address.Hex()})
	}
	return out
}
