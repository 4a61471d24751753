package agent

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
)

// PackRecord packs AgentRecord.record of the assessment, to batch with the buys it covers: user
// is the smart account, usdSpent the USDG base units (6 decimals) spent over legCount legs.
func (a Assessment) PackRecord(user common.Address, usdSpent *big.Int, legCount uint16) ([]byte, error) {
	planID, err := hexutil.Decode(a.PlanID)
	if err != nil || len(planID) != 32 {
		return nil, fmt.Errorf("bad planId %q", a.PlanID)
	}
	recHash, err := hexutil.Decode(a.RecHash)
	if err != nil || len(recHash) != 32 {
		return nil, fmt.Errorf("bad recHash %q", a.RecHash)
	}
	expiry, ok := new(big.Int).SetString(a.Expiry, 10)
	if !ok {
		return nil, fmt.Errorf("bad expiry %q", a.Expiry)
	}
	sig, err := hexutil.Decode(a.Signature)
	if err != nil {
		return nil, fmt.Errorf("bad signature: %w", err)
	}
	agentID, ok := new(big.Int).SetString(a.AgentID, 10)
	if !ok {
		return nil, fmt.Errorf("bad agentId %q", a.AgentID)
	}
	return agentrecord.NewAgentRecord().TryPackRecord([32]byte(planID), [32]byte(recHash), uint16(a.AssessedRisk),
		uint16(a.MaxRisk), expiry, sig, user, agentID, usdSpent, legCount)
}
