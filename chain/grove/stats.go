package grove

import (
	"context"
	"fmt"
	"math/big"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
)

// Stats is one grove vault's state. Amounts are USDG base units (6 decimals).
type Stats struct {
	// Deployed is true when the vault answered: code at the address, reads succeeded.
	Deployed   bool
	Users      uint64
	ManagedUSD *big.Int
	FeesUSD    *big.Int
}

// ReadStats reads every grove's users(), managedUsd() and feesUsd() in one multicall. A grove
// whose reads fail (no code at its address, say) is reported not deployed; only a failure of
// the multicall itself is an error.
func ReadStats(ctx context.Context, mc *chain.Multicall, groves []chain.Grove) (map[string]Stats, error) {
	gv := grovevault.NewGroveVault()
	calls := make([]chain.Call, 0, 3*len(groves))
	for _, g := range groves {
		calls = append(calls,
			chain.Call{Target: g.Address, Data: gv.PackUsers(), AllowFailure: true},
			chain.Call{Target: g.Address, Data: gv.PackManagedUsd(), AllowFailure: true},
			chain.Call{Target: g.Address, Data: gv.PackFeesUsd(), AllowFailure: true},
		)
	}
	res, err := mc.Aggregate3(ctx, calls, nil)
	if err != nil {
		return nil, fmt.Errorf("read stats of %d groves: %w", len(groves), err)
	}
	out := make(map[string]Stats, len(groves))
	for i, g := range groves {
		users, err1 := res[3*i].Uint256()
		managed, err2 := res[3*i+1].Uint256()
		fees, err3 := res[3*i+2].Uint256()
		if err1 != nil || err2 != nil || err3 != nil || !users.IsUint64() {
			out[g.ID] = Stats{ManagedUSD: new(big.Int), FeesUSD: new(big.Int)}
			continue
		}
		out[g.ID] = Stats{Deployed: true, Users: users.Uint64(), ManagedUSD: managed, FeesUSD: fees}
	}
	return out, nil
}

// USD converts USDG base units to a USD number for JSON.
func USD(units *big.Int) float64 {
	if units == nil {
		return 0
	}
	f, _ := new(big.Rat).SetFrac(units, big.NewInt(1_000_000)).Float64()
	return f
}
