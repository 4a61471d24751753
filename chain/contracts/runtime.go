package contracts

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

//go:embed artifacts/EntryPointSimulations.json
var entryPointSimulations []byte

// EntryPointSimulationsCode is the runtime code of the account-abstraction package's
// EntryPointSimulations (v0.8): never deployed, it is put at the EntryPoint's address in a state
// override to simulate one user operation (simulateHandleOp) for gas estimation. Every estimate
// asks for it, so the artifact is decoded once (about a millisecond each time otherwise); each
// caller gets its own copy.
func EntryPointSimulationsCode() ([]byte, error) {
	code, err := simulationsCode()
	return slices.Clone(code), err
}

var simulationsCode = sync.OnceValues(func() ([]byte, error) {
	return runtimeOf("EntryPointSimulations", entryPointSimulations)
})

//go:embed artifacts/ArbSysStandIn.json
var arbSysStandIn []byte

//go:embed artifacts/NodeInterfaceStandIn.json
var nodeInterfaceStandIn []byte

// ArbSysStandInCode is the runtime code of the devnet's stand-in for Arbitrum's ArbSys precompile,
// put at 0x…64 in the genesis of a devnet with the Arbitrum option.
func ArbSysStandInCode() ([]byte, error) { return runtimeOf("ArbSysStandIn", arbSysStandIn) }

// NodeInterfaceStandInCode is the runtime code of the devnet's stand-in for Arbitrum's
// NodeInterface, put at 0x…C8 in the genesis of a devnet with the Arbitrum option.
func NodeInterfaceStandInCode() ([]byte, error) {
	return runtimeOf("NodeInterfaceStandIn", nodeInterfaceStandIn)
}

func runtimeOf(name string, artifact []byte) ([]byte, error) {
	var a struct {
		DeployedBytecode string `json:"deployedBytecode"`
	}
	if err := json.Unmarshal(artifact, &a); err != nil {
		return nil, fmt.Errorf("%s artifact: %w", name, err)
	}
	code, err := hexutil.Decode(a.DeployedBytecode)
	if err != nil || len(code) == 0 {
		return nil, fmt.Errorf("%s artifact: no runtime code", name)
	}
	return code, nil
}
