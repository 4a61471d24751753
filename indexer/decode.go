package indexer

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
)

// Contracts are the addresses the indexer follows.
type Contracts struct {
	// Tokens are the catalog's ERC-20 tokens (USDG and the assets); their symbols and decimals go
	// to the chain_tokens table for analysts' views.
	Tokens []chain.Token
	// Groves maps each grove vault to its grove id.
	Groves map[common.Address]string
	// Record is the AgentRecord contract (zero: none).
	Record common.Address
}

// ContractsOf lists the contracts of a deployment: its token index (USDG and the assets), grove
// vaults and record contract.
func ContractsOf(d *chain.Deployment) Contracts {
	c := Contracts{Groves: map[common.Address]string{}, Record: d.AgentRecord}
	if idx, err := d.TokenIndex(); err == nil {
		c.Tokens = idx.Tokens()
	} else {
		// A catalog the index refuses (a duplicate symbol) is still followed, address by address.
		c.Tokens = append([]chain.Token{{Symbol: "USDG", Address: d.USDG, Decimals: 6}}, d.Assets...)
	}
	for _, g := range d.Groves {
		c.Groves[g.Address] = g.ID
	}
	return c
}

// filter is the eth_getLogs filter: any of Addresses, with a first topic among Topics.
type Filter struct {
	Addresses []common.Address
	Topics    []common.Hash
}

// decoder turns logs into rows.
type decoder struct {
	chainID uint64
	tokens  map[common.Address]bool
	groves  map[common.Address]string
	record  common.Address
	rec     *agentrecord.AgentRecord
	vault   *grovevault.GroveVault
	topics  map[common.Hash]string
}

// newDecoder returns a decoder of c's events on chain chainID.
func newDecoder(chainID uint64, c Contracts) (*decoder, error) {
	d := &decoder{
		chainID: chainID, tokens: map[common.Address]bool{}, groves: map[common.Address]string{},
		record: c.Record, rec: agentrecord.NewAgentRecord(), vault: grovevault.NewGroveVault(),
		topics: map[common.Hash]string{chain.TransferTopic(): "Transfer"},
	}
	for _, t := range c.Tokens {
		if t.Address == (common.Address{}) {
			return nil, errors.New("indexer: a token has no address")
		}
		d.tokens[t.Address] = true
	}
	for a, id := range c.Groves {
		d.groves[a] = id
	}
	for _, name := range []string{agentrecord.AgentRecordRecommendationCommittedEventName, agentrecord.AgentRecordAllocationExecutedEventName} {
		ev, ok := d.rec.GetABI().Events[name]
		if !ok {
			return nil, fmt.Errorf("BUG: record contract ABI has no event %s", name)
		}
		d.topics[ev.ID] = name
	}
	for _, name := range []string{grovevault.GroveVaultDepositedEventName, grovevault.GroveVaultWithdrawnEventName,
		grovevault.GroveVaultWithdrawnInKindEventName, grovevault.GroveVaultExitFeeChargedEventName} {
		ev, ok := d.vault.GetABI().Events[name]
		if !ok {
			return nil, fmt.Errorf("BUG: grove vault ABI has no event %s", name)
		}
		d.topics[ev.ID] = name
	}
	return d, nil
}

// filter returns the eth_getLogs filter of every followed contract and event.
func (d *decoder) filter() Filter {
	var f Filter
	for t := range d.tokens {
		f.Addresses = append(f.Addresses, t)
	}
	for g := range d.groves {
		f.Addresses = append(f.Addresses, g)
	}
	if d.record != (common.Address{}) {
		f.Addresses = append(f.Addresses, d.record)
	}
	for t := range d.topics {
		f.Topics = append(f.Topics, t)
	}
	return f
}

// Rows are the decoded rows of one range, all written under one version.
type Rows struct {
	ChainID     uint64
	Version     uint64
	Blocks      []Header
	Transfers   []transfer
	AgentEvents []agentEvent
	GroveEvents []groveEvent
}

// Len is the number of rows.
func (r *Rows) Len() int {
	return len(r.Blocks) + len(r.Transfers) + len(r.AgentEvents) + len(r.GroveEvents)
}

// logRef is where a log sits.
type logRef struct {
	BlockNumber uint64
	BlockHash   common.Hash
	BlockTime   uint64
	TxHash      common.Hash
	LogIndex    uint32
}

// transfer is one ERC-20 Transfer of a catalog token.
type transfer struct {
	logRef
	Token  common.Address
	From   common.Address
	To     common.Address
	Amount *big.Int
}

// agentEvent is a RecommendationCommitted or AllocationExecuted of the record contract.
type agentEvent struct {
	logRef
	Contract     common.Address
	Event        string
	PlanID       common.Hash
	User         common.Address
	AgentID      *big.Int
	RecHash      common.Hash
	AssessedRisk uint16
	MaxRisk      uint16
	Expiry       uint64
	USDSpent     *big.Int // USDG base units; nil for a commitment
	LegCount     uint16
}

// groveEvent is a grove vault's Deposited, Withdrawn, WithdrawnInKind or ExitFeeCharged; amounts
// a kind does not carry are nil.
type groveEvent struct {
	logRef
	Vault     common.Address
	GroveID   string
	Event     string
	User      common.Address
	Recipient common.Address
	USDIn     *big.Int
	Shares    *big.Int
	CostBasis *big.Int
	GrossUSD  *big.Int
	ProfitUSD *big.Int
	FeeUSD    *big.Int
	PayoutUSD *big.Int
}

// decode turns the headers and logs of one range into rows. Logs of unknown shape are skipped
// (a non-standard token event cannot stop the index); logs of blocks outside headers are a bug of
// the source.
func (d *decoder) decode(headers []Header, logs []types.Log) (*Rows, error) {
	rows := &Rows{ChainID: d.chainID, Blocks: headers}
	times := make(map[uint64]uint64, len(headers))
	for _, h := range headers {
		times[h.Number] = h.Time
	}
	for i := range logs {
		l := &logs[i]
		if l.Removed || len(l.Topics) == 0 {
			continue
		}
		t, ok := times[l.BlockNumber]
		if !ok {
			return nil, fmt.Errorf("log %s#%d is in block %d, outside the range read", l.TxHash.Hex(), l.Index, l.BlockNumber)
		}
		ref := logRef{BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, BlockTime: t, TxHash: l.TxHash, LogIndex: uint32(l.Index)}
		switch {
		case d.tokens[l.Address]:
			if l.Topics[0] != chain.TransferTopic() || len(l.Topics) != 3 || len(l.Data) != 32 {
				continue
			}
			rows.Transfers = append(rows.Transfers, transfer{
				logRef: ref, Token: l.Address,
				From:   common.BytesToAddress(l.Topics[1][12:]),
				To:     common.BytesToAddress(l.Topics[2][12:]),
				Amount: new(big.Int).SetBytes(l.Data),
			})
		case l.Address == d.record && d.record != (common.Address{}):
			if ev, ok := d.agentEvent(ref, l); ok {
				rows.AgentEvents = append(rows.AgentEvents, ev)
			}
		default:
			if id, ok := d.groves[l.Address]; ok {
				if ev, ok := d.groveEvent(ref, id, l); ok {
					rows.GroveEvents = append(rows.GroveEvents, ev)
				}
			}
		}
	}
	return rows, nil
}

func (d *decoder) agentEvent(ref logRef, l *types.Log) (agentEvent, bool) {
	ev := agentEvent{logRef: ref, Contract: l.Address, Event: d.topics[l.Topics[0]]}
	switch ev.Event {
	case agentrecord.AgentRecordRecommendationCommittedEventName:
		e, err := d.rec.UnpackRecommendationCommittedEvent(l)
		if err != nil {
			return ev, false
		}
		ev.PlanID, ev.User, ev.AgentID, ev.RecHash = e.PlanId, e.User, e.AgentId, e.RecHash
		ev.AssessedRisk, ev.MaxRisk = e.AssessedRisk, e.MaxRisk
		if e.Expiry.IsUint64() {
			ev.Expiry = e.Expiry.Uint64()
		}
	case agentrecord.AgentRecordAllocationExecutedEventName:
		e, err := d.rec.UnpackAllocationExecutedEvent(l)
		if err != nil {
			return ev, false
		}
		ev.PlanID, ev.User, ev.AgentID, ev.USDSpent, ev.LegCount = e.PlanId, e.User, e.AgentId, e.UsdSpent, e.LegCount
	default:
		return ev, false
	}
	return ev, true
}

func (d *decoder) groveEvent(ref logRef, id string, l *types.Log) (groveEvent, bool) {
	ev := groveEvent{logRef: ref, Vault: l.Address, GroveID: id, Event: d.topics[l.Topics[0]]}
	switch ev.Event {
	case grovevault.GroveVaultDepositedEventName:
		e, err := d.vault.UnpackDepositedEvent(l)
		if err != nil {
			return ev, false
		}
		ev.User, ev.USDIn, ev.Shares, ev.CostBasis = e.User, e.UsdIn, e.Shares, e.CostBasis
	case grovevault.GroveVaultWithdrawnEventName:
		e, err := d.vault.UnpackWithdrawnEvent(l)
		if err != nil {
			return ev, false
		}
		ev.User, ev.Shares, ev.GrossUSD, ev.CostBasis, ev.FeeUSD, ev.PayoutUSD = e.User, e.Shares, e.GrossUsd, e.CostBasis, e.FeeUsd, e.PayoutUsd
	case grovevault.GroveVaultWithdrawnInKindEventName:
		// Paid in the component tokens: the gross value is the feed-priced value of the shares (0
		// when the feeds could not price them), the fee taken in kind; no USDG payout.
		e, err := d.vault.UnpackWithdrawnInKindEvent(l)
		if err != nil {
			return ev, false
		}
		ev.User, ev.Shares, ev.CostBasis, ev.GrossUSD, ev.FeeUSD = e.User, e.Shares, e.CostBasis, e.GrossUsd, e.FeeUsd
	case grovevault.GroveVaultExitFeeChargedEventName:
		e, err := d.vault.UnpackExitFeeChargedEvent(l)
		if err != nil {
			return ev, false
		}
		ev.User, ev.Recipient, ev.ProfitUSD, ev.FeeUSD = e.User, e.Recipient, e.ProfitUsd, e.FeeUsd
	default:
		return ev, false
	}
	return ev, true
}

// hexLower is the 0x-prefixed lowercase hex of an address or hash, as every table stores it.
func hexLower(b []byte) string {
	return "0x" + strings.ToLower(common.Bytes2Hex(b))
}
