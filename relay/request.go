package relay

import (
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
)

// Request is an op sent to the relay with the chain and EntryPoint its client meant it for (the
// relay refuses another chain's or EntryPoint's op with -32602).
type Request struct {
	ChainID    int64
	EntryPoint common.Address
	Op         chain.UserOp
}

// ChainID is the chain the relay sends to.
func (r *Relay) ChainID() int64 { return r.cfg.ChainID }

// EntryPoint is the one EntryPoint (v0.8) the relay sends to.
func (r *Relay) EntryPoint() common.Address { return r.cfg.EntryPoint }

// hexQ is a hex quantity (the relay's own answers: Sponsorship).
func hexQ(v uint64) string { return hexutil.EncodeUint64(v) }

// lowerHex is how hashes appear in the relay's answers and messages.
func lowerHex(h common.Hash) string { return strings.ToLower(h.Hex()) }
