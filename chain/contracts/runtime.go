package contracts

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

//go:embed artifacts/EntryPointSimulations.json
var entryPointSimulations []byte

// EntryPointSimulationsCode is the runtime code of the account-abstraction package's
// EntryPointSimulations (v0.8): never deployed, it is put at the EntryPoint's address in a state
// override to simulate one user operation (simulateHandleOp) for gas estimation.
func EntryPointSimulationsCode() ([]byte, error) {
	var a struct {
		DeployedBytecode string `json:"deployedBytecode"`
	}
	if err := json.Unmarshal(entryPointSimulations, &a); err != nil {
		return nil, fmt.Errorf("EntryPointSimulations artifact: %w", err)
	}
	code, err := hexutil.Decode(a.DeployedBytecode)
	if err != nil || len(code) == 0 {
		return nil, fmt.Errorf("EntryPointSimulations artifact: no runtime code")
	}
	return code, nil
}
