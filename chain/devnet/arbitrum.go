package devnet

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts"
)

// ArbitrumConfig makes the devnet answer as an Arbitrum chain does where the service looks
// (docs/chain.md, "An Arbitrum chain"): the stand-ins ArbSysStandIn at ArbSys's address (0x…64) and
// NodeInterfaceStandIn at NodeInterface's (0x…C8), put there in genesis. The devnet's gas is
// go-ethereum's: the parent chain's data cost is what NodeInterface answers, not charged.
type ArbitrumConfig struct {
	// L1GasPerByte is the L2 gas NodeInterface.gasEstimateL1Component counts for each byte of a
	// transaction's calldata, plus 140 bytes of envelope (zero: no L1 component).
	L1GasPerByte uint64
}

// DefaultL1GasPerByte is an L1 component of a magnitude an Arbitrum chain charges when the parent
// chain's blob price is a few times its L2 base fee: a one-op handleOps of about 1,300 bytes counts
// about 29,000 gas.
const DefaultL1GasPerByte = 20

// arbitrumAlloc puts the Arbitrum stand-ins in genesis when the config asks for them.
func (d *Devnet) arbitrumAlloc(alloc types.GenesisAlloc) error {
	a := d.cfg.Arbitrum
	if a == nil {
		return nil
	}
	sys, err := contracts.ArbSysStandInCode()
	if err != nil {
		return err
	}
	ni, err := contracts.NodeInterfaceStandInCode()
	if err != nil {
		return err
	}
	alloc[chain.ArbSysAddress()] = types.Account{Code: sys, Balance: new(big.Int)}
	alloc[chain.NodeInterfaceAddress()] = types.Account{Code: ni, Balance: new(big.Int),
		Storage: map[common.Hash]common.Hash{{}: common.BigToHash(new(big.Int).SetUint64(a.L1GasPerByte))}}
	return nil
}

// refuseSimulateV1 makes the node's RPC (HTTP, WebSocket and in-process) answer eth_simulateV1 as a
// node without it does, with -32601, when the config asks: registered after the eth backend's APIs,
// its method replaces theirs.
func (d *Devnet) refuseSimulateV1(stack *node.Node) {
	if !d.cfg.NoSimulateV1 {
		return
	}
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: noSimulateV1{}}})
}

type noSimulateV1 struct{}

// SimulateV1 refuses every call.
func (noSimulateV1) SimulateV1(json.RawMessage, *json.RawMessage) error { return methodNotFound{} }

type methodNotFound struct{}

func (methodNotFound) Error() string {
	return fmt.Sprintf("the method %s does not exist/is not available", "eth_simulateV1")
}

func (methodNotFound) ErrorCode() int { return -32601 }
