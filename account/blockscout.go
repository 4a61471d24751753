package account

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
)

// Blockscout reads token transfers from a keyless Blockscout-compatible explorer through its
// Etherscan-style RPC API: GET <base>/api?module=account&action=tokentx&address=<a>&sort=desc.
type Blockscout struct {
	// BaseURL is the explorer's address ("https://explorer.example"); "/api" is appended
	// unless it already ends so.
	BaseURL string
	// Client defaults to a client with a 10-second timeout.
	Client *http.Client
}

// tokentx is one entry of the tokentx result; every field is a string on the wire.
type tokentx struct {
	BlockNumber     string `json:"blockNumber"`
	TimeStamp       string `json:"timeStamp"`
	Hash            string `json:"hash"`
	From            string `json:"from"`
	To              string `json:"to"`
	Value           string `json:"value"`
	ContractAddress string `json:"contractAddress"`
	TokenSymbol     string `json:"tokenSymbol"`
	TokenDecimal    string `json:"tokenDecimal"`
	LogIndex        string `json:"logIndex"`
}

func (b *Blockscout) endpoint() string {
	base := strings.TrimRight(b.BaseURL, "/")
	if !strings.HasSuffix(base, "/api") {
		base += "/api"
	}
	return base
}

// TokenTransfers returns a's latest ERC-20 transfers (newest first, a page of twice
// MaxTransfers so that duplicates do not shorten the answer). Symbols and decimals come from
// the catalog when it knows the token, else from the explorer.
func (b *Blockscout) TokenTransfers(ctx context.Context, a common.Address, cat *chain.TokenIndex) ([]Transfer, error) {
	q := url.Values{}
	q.Set("module", "account")
	q.Set("action", "tokentx")
	q.Set("address", strings.ToLower(a.Hex()))
	q.Set("sort", "desc")
	q.Set("page", "1")
	q.Set("offset", strconv.Itoa(2*MaxTransfers))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, b.endpoint()+"?"+q.Encode(), nil)
	if err != nil {
		return nil, fmt.Errorf("explorer request: %w", err)
	}
	client := b.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("explorer tokentx: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("explorer tokentx: status %d", resp.StatusCode)
	}
	var body struct {
		Status  string          `json:"status"`
		Message string          `json:"message"`
		Result  json.RawMessage `json:"result"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 8<<20)).Decode(&body); err != nil {
		return nil, fmt.Errorf("decode explorer tokentx: %w", err)
	}
	var rows []tokentx
	if err := json.Unmarshal(body.Result, &rows); err != nil {
		if body.Status == "0" {
			// "No token transfers found" answers status 0; an error message has a string result.
			if strings.HasPrefix(strings.ToLower(body.Message), "no ") {
				return []Transfer{}, nil
			}
			return nil, fmt.Errorf("explorer tokentx: %s", body.Message)
		}
		return nil, fmt.Errorf("decode explorer tokentx result: %w", err)
	}
	out := make([]Transfer, 0, len(rows))
	for i, r := range rows {
		tr, err := r.transfer(a, cat)
		if err != nil {
			return nil, fmt.Errorf("explorer tokentx entry %d: %w", i, err)
		}
		out = append(out, tr)
	}
	return out, nil
}

func (r tokentx) transfer(a common.Address, cat *chain.TokenIndex) (Transfer, error) {
	block, err := strconv.ParseUint(r.BlockNumber, 10, 64)
	if err != nil {
		return Transfer{}, fmt.Errorf("blockNumber %q", r.BlockNumber)
	}
	raw, ok := new(big.Int).SetString(r.Value, 10)
	if !ok || raw.Sign() < 0 {
		return Transfer{}, fmt.Errorf("value %q", r.Value)
	}
	if !common.IsHexAddress(r.ContractAddress) || !common.IsHexAddress(r.From) || !common.IsHexAddress(r.To) {
		return Transfer{}, fmt.Errorf("addresses %q %q %q", r.ContractAddress, r.From, r.To)
	}
	if len(r.Hash) != 66 || !strings.HasPrefix(r.Hash, "0x") {
		return Transfer{}, fmt.Errorf("hash %q", r.Hash)
	}
	ts, _ := strconv.ParseInt(r.TimeStamp, 10, 64) // optional in the Transfer
	idx, _ := strconv.ParseUint(r.LogIndex, 10, 64)
	token := common.HexToAddress(r.ContractAddress)
	from, to := common.HexToAddress(r.From), common.HexToAddress(r.To)
	tr := Transfer{Hash: strings.ToLower(r.Hash), BlockNumber: block, Timestamp: ts, TokenAddress: lower(token), logIndex: idx}
	if from == a {
		tr.Direction, tr.Counterparty = "out", lower(to)
	} else {
		tr.Direction, tr.Counterparty = "in", lower(from)
	}
	if tok, ok := cat.ByAddress(token); ok {
		tr.Symbol, tr.Amount = tok.Symbol, units(raw, tok.Decimals)
		return tr, nil
	}
	dec, err := strconv.ParseUint(r.TokenDecimal, 10, 8)
	if err != nil || dec > 36 {
		dec = 18
	}
	tr.Symbol, tr.Amount = r.TokenSymbol, units(raw, uint8(dec))
	return tr, nil
}
