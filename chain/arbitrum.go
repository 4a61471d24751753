package chain

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain/contracts/bindings/arbsysstandin"
	"github.com/vera-invest/vera/chain/contracts/bindings/nodeinterfacestandin"
)

// ArbSysAddress is ArbSys: arbChainID answers on every Arbitrum chain and nowhere else.
func ArbSysAddress() common.Address {
	return common.HexToAddress("0x0000000000000000000000000000000000000064")
}

// NodeInterfaceAddress is NodeInterface, which the node answers itself: gasEstimateL1Component is
// the parent chain's data cost of a transaction, in L2 gas.
func NodeInterfaceAddress() common.Address {
	return common.HexToAddress("0x00000000000000000000000000000000000000C8")
}

// Arbitrum's precompiles the service asks (docs/chain.md, "An Arbitrum chain"). The bindings are the
// devnet stand-ins', whose ABIs are Arbitrum's interfaces.
var (
	arbSysABI        = arbsysstandin.NewArbSysStandIn()
	nodeInterfaceABI = nodeinterfacestandin.NewNodeInterfaceStandIn()
)

// nodeFacts are what a node was found to serve, learned once per client.
type nodeFacts struct {
	// noSimulateV1: the node answered eth_simulateV1 with "method not found".
	noSimulateV1 atomic.Bool
	arbMu        sync.Mutex
	arbKnown     bool
	arbitrum     bool
}

// IsArbitrum reports whether the chain is an Arbitrum chain: ArbSys.arbChainID answers (a chain
// without the precompile answers an empty result). The answer is remembered.
func (c *Client) IsArbitrum(ctx context.Context) (bool, error) {
	f := c.node
	f.arbMu.Lock()
	defer f.arbMu.Unlock()
	if f.arbKnown {
		return f.arbitrum, nil
	}
	to := ArbSysAddress()
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: arbSysABI.PackArbChainID()}, nil)
	if err != nil && RevertData(err) == nil {
		return false, fmt.Errorf("ask ArbSys.arbChainID: %w", err)
	}
	id, uerr := arbSysABI.UnpackArbChainID(raw)
	f.arbitrum = err == nil && uerr == nil && id != nil && id.Sign() > 0
	f.arbKnown = true
	return f.arbitrum, nil
}

// L1Gas is the parent chain's data cost of a transaction from from to to with calldata data, in L2
// gas, as Arbitrum's NodeInterface.gasEstimateL1Component answers it.
func (c *Client) L1Gas(ctx context.Context, from, to common.Address, data []byte) (uint64, error) {
	ni := NodeInterfaceAddress()
	raw, err := c.CallContract(ctx, ethereum.CallMsg{From: from, To: &ni, Data: nodeInterfaceABI.PackGasEstimateL1Component(to, false, data)}, nil)
	if err != nil {
		return 0, fmt.Errorf("ask NodeInterface.gasEstimateL1Component: %w", err)
	}
	out, err := nodeInterfaceABI.UnpackGasEstimateL1Component(raw)
	if err != nil {
		return 0, fmt.Errorf("decode gasEstimateL1Component: %w", err)
	}
	return out.GasEstimateForL1, nil
}

// SimulateV1Missing reports whether the node was found without eth_simulateV1: the service then
// simulates through eth_call with a state override (docs/bundler.md).
func (c *Client) SimulateV1Missing() bool { return c.node.noSimulateV1.Load() }

// simulateV1Refused reports whether err is the node refusing eth_simulateV1 as an unknown method,
// and remembers it.
func (c *Client) simulateV1Refused(err error) bool {
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == -32601 {
		c.node.noSimulateV1.Store(true)
		return true
	}
	return false
}
