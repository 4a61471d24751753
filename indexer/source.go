package indexer

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
)

// RPCSource reads a chain through a chain.Client (its retries and request budget apply: one batch
// spends one unit).
type RPCSource struct {
	client *chain.Client
	// HeadersPerBatch caps the requests in one JSON-RPC batch (default 500; geth refuses more
	// than 1000).
	HeadersPerBatch int
}

// NewRPCSource returns a Source over c.
func NewRPCSource(c *chain.Client) *RPCSource { return &RPCSource{client: c, HeadersPerBatch: 500} }

// Head implements Source.
func (s *RPCSource) Head(ctx context.Context) (uint64, error) { return s.client.BlockNumber(ctx) }

// rpcHeader is the part of eth_getBlockByNumber's answer the index keeps.
type rpcHeader struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	Timestamp  hexutil.Uint64 `json:"timestamp"`
}

// rpcLog is the part of a log the index keeps. Decoding into it is about a third cheaper than into
// types.Log, whose decoder also checks and fills the fields the index does not use.
type rpcLog struct {
	Address     common.Address `json:"address"`
	Topics      []common.Hash  `json:"topics"`
	Data        hexutil.Bytes  `json:"data"`
	BlockNumber hexutil.Uint64 `json:"blockNumber"`
	TxHash      common.Hash    `json:"transactionHash"`
	BlockHash   common.Hash    `json:"blockHash"`
	Index       hexutil.Uint   `json:"logIndex"`
	Removed     bool           `json:"removed"`
}

func headerElem(n uint64, out **rpcHeader) rpc.BatchElem {
	return rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.Uint64(n), false}, Result: out}
}

// Range implements Source. Headers are read in batches of HeadersPerBatch; the last batch carries
// eth_getLogs beside the header of block `to`, so a node that answers logs without having the
// block (a lagging node behind a load balancer) is caught. Every header must link to the one
// before it, and every log to the header of its block.
func (s *RPCSource) Range(ctx context.Context, from, to uint64, f Filter) ([]Header, []types.Log, error) {
	if to < from {
		return nil, nil, fmt.Errorf("BUG: range [%d..%d] is empty", from, to)
	}
	per := s.HeadersPerBatch
	if per <= 0 {
		per = 500
	}
	n := int(to - from + 1)
	raw := make([]*rpcHeader, n)
	var rawLogs []rpcLog
	for start := 0; start < n; start += per {
		end := min(start+per, n)
		batch := make([]rpc.BatchElem, 0, end-start+1)
		for i := start; i < end; i++ {
			batch = append(batch, headerElem(from+uint64(i), &raw[i]))
		}
		last := end == n
		if last {
			batch = append(batch, rpc.BatchElem{Method: "eth_getLogs", Args: []any{logsArg(from, to, f)}, Result: &rawLogs})
		}
		if err := s.client.BatchCall(ctx, batch); err != nil {
			if tooLarge(err.Error()) {
				return nil, nil, fmt.Errorf("%w: %v", errRangeTooLarge, err)
			}
			return nil, nil, err
		}
		for i, e := range batch {
			if e.Error == nil {
				continue
			}
			if last && i == len(batch)-1 {
				if tooLarge(e.Error.Error()) {
					return nil, nil, fmt.Errorf("eth_getLogs [%d..%d]: %w: %v", from, to, errRangeTooLarge, e.Error)
				}
				return nil, nil, fmt.Errorf("eth_getLogs [%d..%d]: %w", from, to, e.Error)
			}
			return nil, nil, fmt.Errorf("eth_getBlockByNumber %d: %w", from+uint64(start+i), e.Error)
		}
	}
	headers := make([]Header, n)
	for i, h := range raw {
		num := from + uint64(i)
		if h == nil {
			return nil, nil, fmt.Errorf("node has no block %d: %w", num, ErrInconsistent)
		}
		if uint64(h.Number) != num {
			return nil, nil, fmt.Errorf("node answered block %d for %d: %w", h.Number, num, ErrInconsistent)
		}
		headers[i] = Header{Number: num, Hash: h.Hash, ParentHash: h.ParentHash, Time: uint64(h.Timestamp)}
		if i > 0 && h.ParentHash != headers[i-1].Hash {
			return nil, nil, fmt.Errorf("block %d does not link to block %d: %w", num, num-1, ErrInconsistent)
		}
	}
	logs := make([]types.Log, len(rawLogs))
	for i, r := range rawLogs {
		logs[i] = types.Log{Address: r.Address, Topics: r.Topics, Data: r.Data, BlockNumber: uint64(r.BlockNumber),
			TxHash: r.TxHash, BlockHash: r.BlockHash, Index: uint(r.Index), Removed: r.Removed}
		l := &logs[i]
		if l.BlockNumber < from || l.BlockNumber > to || headers[l.BlockNumber-from].Hash != l.BlockHash {
			return nil, nil, fmt.Errorf("log %s#%d of block %d (%s) is not in the blocks read: %w",
				l.TxHash.Hex(), l.Index, l.BlockNumber, l.BlockHash.Hex(), ErrInconsistent)
		}
	}
	return headers, logs, nil
}

func logsArg(from, to uint64, f Filter) map[string]any {
	arg := map[string]any{"fromBlock": hexutil.Uint64(from), "toBlock": hexutil.Uint64(to)}
	if len(f.Addresses) > 0 {
		arg["address"] = f.Addresses
	}
	if len(f.Topics) > 0 {
		arg["topics"] = [][]common.Hash{f.Topics}
	}
	return arg
}

// Hashes implements Source.
func (s *RPCSource) Hashes(ctx context.Context, numbers []uint64) (map[uint64]common.Hash, error) {
	out := map[uint64]common.Hash{}
	per := s.HeadersPerBatch
	if per <= 0 {
		per = 500
	}
	for start := 0; start < len(numbers); start += per {
		end := min(start+per, len(numbers))
		raw := make([]*rpcHeader, end-start)
		batch := make([]rpc.BatchElem, 0, end-start)
		for i := start; i < end; i++ {
			batch = append(batch, headerElem(numbers[i], &raw[i-start]))
		}
		if err := s.client.BatchCall(ctx, batch); err != nil {
			return nil, err
		}
		for i, e := range batch {
			if e.Error != nil {
				return nil, fmt.Errorf("eth_getBlockByNumber %d: %w", numbers[start+i], e.Error)
			}
			if h := raw[i]; h != nil {
				out[numbers[start+i]] = h.Hash
			}
		}
	}
	return out, nil
}

var _ Source = (*RPCSource)(nil)
var _ Destination = (*Store)(nil)
