package account

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// errChainMoved means the chain changed while the tail of unindexed blocks was read (a reorg
// between two reads): nothing read is kept, and the reader reads every token this time.
var errChainMoved = errors.New("the chain changed while it was read")

// headBatch is how many headers one JSON-RPC batch asks for.
const headBatch = 500

// blockRef is a block's number, hash and parent's hash: what the tail of unindexed blocks is
// checked against.
type blockRef struct {
	number       uint64
	hash, parent common.Hash
}

// wireHeader is the part of eth_getBlockByNumber's answer a blockRef needs.
type wireHeader struct {
	Number     *hexutil.Uint64 `json:"number"`
	Hash       *common.Hash    `json:"hash"`
	ParentHash *common.Hash    `json:"parentHash"`
}

func (w *wireHeader) ref() (blockRef, bool) {
	if w.Number == nil || w.Hash == nil || w.ParentHash == nil {
		return blockRef{}, false
	}
	return blockRef{number: uint64(*w.Number), hash: *w.Hash, parent: *w.ParentHash}, true
}

// latestBlock reads the chain's head.
func latestBlock(ctx context.Context, c ChainReader) (blockRef, error) {
	var w wireHeader
	el := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &w}}
	if err := c.BatchCall(ctx, el); err != nil {
		return blockRef{}, fmt.Errorf("read the head: %w", err)
	}
	if el[0].Error != nil {
		return blockRef{}, fmt.Errorf("read the head: %w", el[0].Error)
	}
	ref, ok := w.ref()
	if !ok {
		return blockRef{}, errors.New("read the head: no block")
	}
	return ref, nil
}

// headers reads the headers of blocks from to to, in batches of headBatch.
func headers(ctx context.Context, c ChainReader, from, to uint64) ([]blockRef, error) {
	out := make([]blockRef, 0, to-from+1)
	for lo := from; lo <= to; lo += headBatch {
		hi := min(lo+headBatch-1, to)
		ws := make([]wireHeader, hi-lo+1)
		batch := make([]rpc.BatchElem, len(ws))
		for i := range ws {
			batch[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(lo + uint64(i)), false}, Result: &ws[i]}
		}
		if err := c.BatchCall(ctx, batch); err != nil {
			return nil, fmt.Errorf("headers of blocks %d-%d: %w", lo, hi, err)
		}
		for i, el := range batch {
			n := lo + uint64(i)
			if el.Error != nil {
				return nil, fmt.Errorf("header of block %d: %w", n, el.Error)
			}
			ref, ok := ws[i].ref()
			if !ok || ref.number != n {
				// Past the head: a reorg to a shorter branch since the head was read.
				return nil, fmt.Errorf("%w: no block %d", errChainMoved, n)
			}
			out = append(out, ref)
		}
	}
	return out, nil
}

// linked checks that heads are consecutive blocks, each the parent of the next, ending in the
// block with hash tip: one branch, read while no reorg replaced any of it.
func linked(heads []blockRef, tip common.Hash) error {
	for i := 1; i < len(heads); i++ {
		if heads[i].parent != heads[i-1].hash {
			return fmt.Errorf("%w: block %d is not the child of block %d read before it", errChainMoved, heads[i].number, heads[i-1].number)
		}
	}
	if last := heads[len(heads)-1]; last.hash != tip {
		return fmt.Errorf("%w: block %d is %s, not %s", errChainMoved, last.number, last.hash.Hex(), tip.Hex())
	}
	return nil
}
