package account

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
)

// Sources of GET /api/transactions.
const (
	// SourcePrimary: our own index answered.
	SourcePrimary = "primary_indexer"
	// SourceFallback: the index is not running or too far behind; an explorer or the chain answered.
	SourceFallback = "fallback_indexer"
)

// Defaults of Transfers.
const (
	// MaxTransfers is the spec's bound on one answer.
	MaxTransfers = 50
	// DefaultMaxLag is how many blocks the index may trail the chain head and still answer.
	DefaultMaxLag = 120
	// DefaultLogRange is how many recent blocks the chain fallback searches.
	DefaultLogRange = 50_000
)

// Transfer is one token movement into or out of the queried address.
type Transfer struct {
	Hash         string  `json:"hash" openapi:"pattern=^0x[0-9a-f]{64}$"`
	Direction    string  `json:"direction" openapi:"enum=in,enum=out"`
	Symbol       string  `json:"symbol"`
	Amount       float64 `json:"amount" openapi:"minimum=0"`
	Counterparty string  `json:"counterparty" openapi:"pattern=^0x[0-9a-f]{40}$"`
	TokenAddress string  `json:"tokenAddress" openapi:"pattern=^0x[0-9a-f]{40}$"`
	BlockNumber  uint64  `json:"blockNumber"`
	Timestamp    int64   `json:"timestamp,omitempty" openapi:"minimum=0"`

	logIndex uint64
}

// Transactions is GET /api/transactions's answer.
type Transactions struct {
	Transactions []Transfer `json:"transactions" openapi:"maxItems=50"`
	Source       string     `json:"source" openapi:"enum=primary_indexer,enum=fallback_indexer"`
}

// ChainReader is what the transfers read of the chain: its head and, for the last-resort
// fallback, logs and (in one JSON-RPC batch) the blocks' times.
type ChainReader interface {
	BlockNumber(ctx context.Context) (uint64, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	BatchCall(ctx context.Context, b []rpc.BatchElem) error
}

// TransfersConfig configures Transfers.
type TransfersConfig struct {
	ChainID uint64
	Catalog *chain.TokenIndex
	// Index reads the indexer's views; nil when no index is kept.
	Index *Store
	Chain ChainReader
	// Explorer is a Blockscout-compatible API used when the index cannot answer; nil: read the
	// chain's logs instead.
	Explorer *Blockscout
	// MaxLag is DefaultMaxLag when 0; LogRange is DefaultLogRange when 0.
	MaxLag, LogRange uint64
}

// transfers answers an address's recent transfers.
type Transfers struct{ cfg TransfersConfig }

// NewTransfers applies defaults.
func NewTransfers(cfg TransfersConfig) *Transfers {
	if cfg.MaxLag == 0 {
		cfg.MaxLag = DefaultMaxLag
	}
	if cfg.LogRange == 0 {
		cfg.LogRange = DefaultLogRange
	}
	return &Transfers{cfg: cfg}
}

// ErrIndexBehind means the index trails the chain head by more than MaxLag blocks, or has no
// checkpoint for the chain.
var ErrIndexBehind = errors.New("index behind the chain head")

// Get returns up to MaxTransfers transfers of a, newest first. It always returns an answer:
// when every upstream fails the list is empty, the source still set, and err says why (for
// the log only).
func (t *Transfers) Get(ctx context.Context, a common.Address) (*Transactions, error) {
	var primaryErr error
	if t.cfg.Index != nil {
		list, err := t.primary(ctx, a)
		if err == nil {
			return &Transactions{Transactions: list, Source: SourcePrimary}, nil
		}
		primaryErr = fmt.Errorf("index: %w", err)
	}
	var list []Transfer
	var err error
	if t.cfg.Explorer != nil {
		list, err = t.cfg.Explorer.TokenTransfers(ctx, a, t.cfg.Catalog)
		err = wrapIf(err, "explorer")
	} else {
		list, err = t.fromLogs(ctx, a)
		err = wrapIf(err, "chain logs")
	}
	out := &Transactions{Transactions: finish(list), Source: SourceFallback}
	if err != nil {
		out.Transactions = []Transfer{}
	}
	return out, errors.Join(primaryErr, err)
}

func wrapIf(err error, what string) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}

// primary answers from the index when its checkpoint is within MaxLag of the head.
func (t *Transfers) primary(ctx context.Context, a common.Address) ([]Transfer, error) {
	head, err := t.cfg.Chain.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain head: %w", err)
	}
	indexed, ok, err := t.cfg.Index.IndexedBlock(ctx, t.cfg.ChainID)
	if err != nil {
		return nil, err
	}
	if !ok || head > indexed+t.cfg.MaxLag {
		return nil, fmt.Errorf("%w: indexed %d (checkpoint %v), head %d, bound %d", ErrIndexBehind, indexed, ok, head, t.cfg.MaxLag)
	}
	rows, err := t.cfg.Index.transfers(ctx, t.cfg.ChainID, a, MaxTransfers)
	if err != nil {
		return nil, err
	}
	out := make([]Transfer, 0, len(rows))
	for _, r := range rows {
		if _, known := t.cfg.Catalog.ByAddress(r.token); !known {
			continue // the index holds catalog tokens; a token since dropped has no decimals to trust
		}
		out = append(out, t.transfer(a, r))
	}
	return finish(out), nil
}

// transferRow is one Transfer log, as the index or the chain has it.
type transferRow struct {
	txHash      string
	logIndex    uint64
	token       common.Address
	from, to    common.Address
	raw         *big.Int
	blockNumber uint64
	blockTime   int64
}

func (t *Transfers) transfer(a common.Address, r transferRow) Transfer {
	tr := Transfer{Hash: r.txHash, BlockNumber: r.blockNumber, Timestamp: r.blockTime, TokenAddress: lower(r.token), logIndex: r.logIndex}
	if r.from == a {
		tr.Direction, tr.Counterparty = "out", lower(r.to)
	} else {
		tr.Direction, tr.Counterparty = "in", lower(r.from)
	}
	tok, _ := t.cfg.Catalog.ByAddress(r.token) // callers pass catalog tokens only
	tr.Symbol, tr.Amount = tok.Symbol, units(r.raw, tok.Decimals)
	return tr
}

// finish deduplicates by (transaction, log index), sorts newest first and keeps MaxTransfers.
func finish(list []Transfer) []Transfer {
	seen := make(map[string]bool, len(list))
	out := make([]Transfer, 0, min(len(list), MaxTransfers))
	for _, tr := range list {
		key := tr.Hash + "/" + fmt.Sprint(tr.logIndex)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, tr)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].BlockNumber != out[j].BlockNumber {
			return out[i].BlockNumber > out[j].BlockNumber
		}
		return out[i].logIndex > out[j].logIndex
	})
	if len(out) > MaxTransfers {
		out = out[:MaxTransfers]
	}
	return out
}

// fromLogs reads the catalog tokens' Transfer logs from and to a over the last LogRange
// blocks, two eth_getLogs calls with topic filters.
func (t *Transfers) fromLogs(ctx context.Context, a common.Address) ([]Transfer, error) {
	head, err := t.cfg.Chain.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain head: %w", err)
	}
	from := uint64(0)
	if head > t.cfg.LogRange {
		from = head - t.cfg.LogRange
	}
	var tokens []common.Address
	for _, tok := range t.cfg.Catalog.Tokens() {
		tokens = append(tokens, tok.Address)
	}
	who := common.BytesToHash(a.Bytes())
	var logs []types.Log
	for _, topics := range [][][]common.Hash{{{chain.TransferTopic()}, {who}}, {{chain.TransferTopic()}, nil, {who}}} {
		q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head), Addresses: tokens, Topics: topics}
		got, err := t.cfg.Chain.FilterLogs(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("transfer logs of %s in blocks [%d..%d]: %w", a.Hex(), from, head, err)
		}
		logs = append(logs, got...)
	}
	var list []Transfer
	for _, l := range logs {
		if l.Removed || len(l.Topics) != 3 || len(l.Data) != 32 {
			continue
		}
		r := transferRow{
			txHash: strings.ToLower(l.TxHash.Hex()), logIndex: uint64(l.Index), token: l.Address,
			from: common.BytesToAddress(l.Topics[1].Bytes()), to: common.BytesToAddress(l.Topics[2].Bytes()),
			raw: new(big.Int).SetBytes(l.Data), blockNumber: l.BlockNumber,
		}
		list = append(list, t.transfer(a, r))
	}
	list = finish(list)
	times, err := t.blockTimes(ctx, list)
	if err != nil {
		return nil, err
	}
	for i := range list {
		list[i].Timestamp = times[list[i].BlockNumber]
	}
	return list, nil
}

// blockTimes reads the timestamps of the transfers' blocks in one JSON-RPC batch.
func (t *Transfers) blockTimes(ctx context.Context, list []Transfer) (map[uint64]int64, error) {
	type header struct {
		Timestamp hexutil.Uint64 `json:"timestamp"`
	}
	var numbers []uint64
	var heads []*header
	var batch []rpc.BatchElem
	seen := map[uint64]bool{}
	for _, tr := range list {
		if seen[tr.BlockNumber] {
			continue
		}
		seen[tr.BlockNumber] = true
		h := new(header)
		numbers, heads = append(numbers, tr.BlockNumber), append(heads, h)
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(tr.BlockNumber), false}, Result: h})
	}
	if len(batch) == 0 {
		return nil, nil
	}
	if err := t.cfg.Chain.BatchCall(ctx, batch); err != nil {
		return nil, fmt.Errorf("times of %d blocks: %w", len(batch), err)
	}
	out := make(map[uint64]int64, len(batch))
	for i, el := range batch {
		if el.Error != nil || heads[i].Timestamp == 0 {
			return nil, fmt.Errorf("time of block %d: %v", numbers[i], el.Error)
		}
		out[numbers[i]] = int64(heads[i].Timestamp)
	}
	return out, nil
}
