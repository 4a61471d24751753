package agent

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// TestContractsListingGroves: the grove vaults are listed by id in the deployment's order with
// checksummed addresses, and as an empty array (never null) when the deployment has none.
func TestContractsListingGroves(t *testing.T) {
	titan := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	rails := common.HexToAddress("0x000000000000000000000000000000000000b0b0")
	for _, tt := range []struct {
		name   string
		groves []chain.GroveVault
		want   string
	}{
		{"none", nil, `"groves":[]`},
		{"two", []chain.GroveVault{{ID: "titan", Address: titan}, {ID: "rails", Address: rails}},
			`"groves":[{"id":"titan","address":"` + titan.Hex() + `"},{"id":"rails","address":"` + rails.Hex() + `"}]`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			raw, err := json.Marshal(ContractsListing(&chain.Deployment{ChainID: 4663, Groves: tt.groves}))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(raw), tt.want) {
				t.Errorf("listing %s, want %s in it", raw, tt.want)
			}
		})
	}
}
