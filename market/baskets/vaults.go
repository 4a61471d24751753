package baskets

import (
	"context"
	"fmt"
	"math/big"
	"sync"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
)

// VaultStats reads the grove vaults' stats (users, managed USD, fees) from the chain, every
// vault in one multicall, and keeps the latest good read of each. Before the first read, and for
// a grove without a vault, the stats are zeros. It is safe for concurrent use.
type VaultStats struct {
	mc     *chain.Multicall
	vaults []chain.GroveVault

	mu    sync.RWMutex
	stats map[string]GroveStats
}

// NewVaultStats reads the given vaults through mc.
func NewVaultStats(mc *chain.Multicall, vaults []chain.GroveVault) *VaultStats {
	return &VaultStats{mc: mc, vaults: vaults, stats: map[string]GroveStats{}}
}

// Stats returns a grove's latest stats (zeros when unknown). Build's Input.Stats takes it.
func (v *VaultStats) Stats(groveID string) GroveStats {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.stats[groveID]
}

// Refresh reads every vault's users(), managedUsd() and feesUsd() in one multicall. A vault
// whose reads fail (no code at its address, a feed hiccup) is reported not deployed, unless it
// answered before: a vault is never undeployed, so its last good stats stay. A failed multicall
// is an error and changes nothing.
func (v *VaultStats) Refresh(ctx context.Context) error {
	if len(v.vaults) == 0 {
		return nil
	}
	gv := grovevault.NewGroveVault()
	calls := make([]chain.Call, 0, 3*len(v.vaults))
	for _, g := range v.vaults {
		calls = append(calls,
			chain.Call{Target: g.Address, Data: gv.PackUsers(), AllowFailure: true},
			chain.Call{Target: g.Address, Data: gv.PackManagedUsd(), AllowFailure: true},
			chain.Call{Target: g.Address, Data: gv.PackFeesUsd(), AllowFailure: true},
		)
	}
	res, err := v.mc.Aggregate3(ctx, calls, nil)
	if err != nil {
		return fmt.Errorf("read stats of %d grove vaults: %w", len(v.vaults), err)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	next := make(map[string]GroveStats, len(v.vaults))
	for i, g := range v.vaults {
		users, err1 := res[3*i].Uint256()
		managed, err2 := res[3*i+1].Uint256()
		fees, err3 := res[3*i+2].Uint256()
		if err1 != nil || err2 != nil || err3 != nil || !users.IsUint64() {
			next[g.ID] = v.stats[g.ID] // the last good read, or zeros
			continue
		}
		next[g.ID] = GroveStats{Deployed: true, Users: int(users.Uint64()), ManagedUsd: usdgToUSD(managed), FeesUsd: usdgToUSD(fees)}
	}
	v.stats = next
	return nil
}

// usdgToUSD converts USDG base units (6 decimals) to a USD number for JSON.
func usdgToUSD(units *big.Int) float64 {
	f, _ := new(big.Rat).SetFrac(units, big.NewInt(1_000_000)).Float64()
	return f
}
