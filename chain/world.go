package chain

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// World is world.json: every address of a world chain, the third-party contracts and stand-ins
// `vera devnet --world` deploys (or an operator lists for the real chain 4663) and `vera deploy`
// reads. Addresses are lower-case hex in the file.
type World struct {
	ChainID int64  `json:"chainId"`
	RPCURL  string `json:"rpcUrl,omitempty"`
	WSURL   string `json:"wsUrl,omitempty"`

	// Third party, at their canonical addresses.
	DeterministicDeployer common.Address `json:"deterministicDeployer"`
	EntryPoint            common.Address `json:"entryPoint"`
	Permit2               common.Address `json:"permit2"`
	Multicall3            common.Address `json:"multicall3"`
	// Uniswap is Uniswap v3's deployment, the venue the assets trade on: WETH9, the factory, the
	// position manager, QuoterV2, SwapRouter02 and the USDG pools. The same type and JSON as a
	// deployment manifest's uniswapV3; nil without it.
	Uniswap *UniswapV3 `json:"uniswapV3,omitempty"`
	// Venues are other venues speaking Vera's IVenue interface that the assets trade on (none on the
	// world chain; an operator may list some).
	Venues []Venue `json:"venues,omitempty"`

	// Stand-ins: USDG and the catalog's stock tokens with their feeds (MockV3Aggregator at the real
	// closes), one of them holder-listed.
	USDG   WorldToken   `json:"usdg"`
	Assets []WorldToken `json:"assets"`

	// Deployer owns the stand-ins and mints them; DevAccounts are funded (ETH and USDG).
	Deployer    common.Address   `json:"deployer"`
	DevAccounts []common.Address `json:"devAccounts,omitempty"`
}

// WorldToken is one token of the world: for an asset, its feed and the price the feed started at.
type WorldToken struct {
	Symbol   string         `json:"symbol"`
	Name     string         `json:"name"`
	Token    common.Address `json:"token"`
	Decimals uint8          `json:"decimals"`
	Feed     common.Address `json:"feed,omitzero"`
	// PriceE8 is the real close the feed started at (8 decimals); absent without a feed.
	PriceE8 *big.Int `json:"priceE8,omitempty"`
	// HolderListed marks an asset whose token pays only the addresses on its holder list.
	HolderListed bool `json:"holderListed,omitempty"`
}

// HolderListedAsset returns the asset whose token is holder-listed; false when none is.
func (w *World) HolderListedAsset() (WorldToken, bool) {
	for _, a := range w.Assets {
		if a.HolderListed {
			return a, true
		}
	}
	return WorldToken{}, false
}

// LoadWorld reads world.json.
func LoadWorld(path string) (*World, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read world %s: %w", path, err)
	}
	var w World
	if err := json.Unmarshal(raw, &w); err != nil {
		return nil, fmt.Errorf("cannot decode world %s: %w", path, err)
	}
	if w.ChainID == 0 {
		return nil, fmt.Errorf("world %s has no chainId", path)
	}
	return &w, nil
}

// Save writes world.json atomically (a temporary file renamed into place).
func (w *World) Save(path string) error {
	raw, err := json.MarshalIndent(w, "", "  ")
	if err != nil {
		return fmt.Errorf("cannot encode world: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("cannot create directory of %s: %w", path, err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("cannot write world %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("cannot write world %s: %w", path, err)
	}
	return nil
}

// Feeds returns the world's feeds by asset symbol.
func (w *World) Feeds() map[string]common.Address {
	out := make(map[string]common.Address, len(w.Assets))
	for _, a := range w.Assets {
		if a.Feed != (common.Address{}) {
			out[a.Symbol] = a.Feed
		}
	}
	return out
}
