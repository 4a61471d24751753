package quote

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// ZeroEx quotes an HTTP aggregator speaking the 0x Swap API v2 (GET /swap/allowance-holder/quote)
// with the settlement contract as taker. Its calldata runs inside Settlement.settleCall: the
// settlement approves the quote's AllowanceHolder for exactly the sell amount, calls it, and pays
// the recipient what came back, so the client still signs only our PermitWitnessTransferFrom.
// Settlement must allow the AllowanceHolder as a router; quotes through any other contract are refused.
type ZeroEx struct {
	VenueName string
	// BaseURL of the API (https://api.0x.org).
	BaseURL string
	// APIKey is sent as the 0x-api-key header; never logged.
	APIKey  string
	ChainID int64
	// Routers are the AllowanceHolder addresses Settlement allows.
	Routers []common.Address
	// SlippageBps is passed as slippageBps (default 100).
	SlippageBps int
	Client      *http.Client
}

// Name implements Venue.
func (z *ZeroEx) Name() string {
	if z.VenueName == "" {
		return "0x"
	}
	return z.VenueName
}

// zeroExQuote is the part of 0x's v2 quote response we use.
type zeroExQuote struct {
	LiquidityAvailable bool            `json:"liquidityAvailable"`
	BuyToken           string          `json:"buyToken"`
	SellToken          string          `json:"sellToken"`
	BuyAmount          string          `json:"buyAmount"`
	SellAmount         string          `json:"sellAmount"`
	MinBuyAmount       string          `json:"minBuyAmount"`
	AllowanceTarget    *string         `json:"allowanceTarget"`
	Transaction        *zeroExTx       `json:"transaction"`
	Issues             json.RawMessage `json:"issues"`
}

type zeroExTx struct {
	To    string `json:"to"`
	Data  string `json:"data"`
	Value string `json:"value"`
}

// Quote implements Venue.
func (z *ZeroEx) Quote(ctx context.Context, o Order) (Fill, error) {
	slip := z.SlippageBps
	if slip == 0 {
		slip = 100
	}
	q := url.Values{}
	q.Set("chainId", strconv.FormatInt(z.ChainID, 10))
	q.Set("sellToken", o.SellToken.Hex())
	q.Set("buyToken", o.BuyToken.Hex())
	q.Set("sellAmount", o.SellAmount.String())
	q.Set("taker", o.Payer.Hex())
	q.Set("slippageBps", strconv.Itoa(slip))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(z.BaseURL, "/")+"/swap/allowance-holder/quote?"+q.Encode(), nil)
	if err != nil {
		return Fill{}, fmt.Errorf("0x request: %w", err)
	}
	req.Header.Set("0x-api-key", z.APIKey)
	req.Header.Set("0x-version", "v2")
	req.Header.Set("Accept", "application/json")
	client := z.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return Fill{}, fmt.Errorf("0x quote: %w", redactURL(err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return Fill{}, fmt.Errorf("0x quote: read body: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return Fill{}, fmt.Errorf("0x quote: status %d", resp.StatusCode)
	}
	var zq zeroExQuote
	if err := json.Unmarshal(body, &zq); err != nil {
		return Fill{}, fmt.Errorf("0x quote: decode: %w", err)
	}
	if !zq.LiquidityAvailable {
		return Fill{}, ErrNoLiquidity
	}
	return z.fill(o, zq)
}

func (z *ZeroEx) fill(o Order, zq zeroExQuote) (Fill, error) {
	if zq.Transaction == nil || !common.IsHexAddress(zq.Transaction.To) {
		return Fill{}, errors.New("0x quote: no transaction")
	}
	if !strings.EqualFold(zq.SellToken, o.SellToken.Hex()) || !strings.EqualFold(zq.BuyToken, o.BuyToken.Hex()) {
		return Fill{}, errors.New("0x quote: tokens differ from the order")
	}
	if zq.SellAmount != o.SellAmount.String() {
		return Fill{}, fmt.Errorf("0x quote: sells %s, want %s", zq.SellAmount, o.SellAmount)
	}
	to := common.HexToAddress(zq.Transaction.To)
	allowed := false
	for _, r := range z.Routers {
		allowed = allowed || r == to
	}
	if !allowed {
		return Fill{}, fmt.Errorf("0x quote: transaction target %s is not an allowed router", to.Hex())
	}
	if zq.AllowanceTarget != nil && common.HexToAddress(*zq.AllowanceTarget) != to {
		return Fill{}, errors.New("0x quote: allowance target is not the transaction target")
	}
	if v := zq.Transaction.Value; v != "" && v != "0" {
		return Fill{}, errors.New("0x quote: the transaction sends value")
	}
	data, err := hexutil.Decode(zq.Transaction.Data)
	if err != nil || len(data) < 4 {
		return Fill{}, errors.New("0x quote: bad transaction data")
	}
	// 0x's calldata guards its own minBuyAmount; Settlement guards the taker's signed minimum.
	amt, ok := new(big.Int).SetString(zq.BuyAmount, 10)
	if !ok || amt.Sign() <= 0 {
		return Fill{}, ErrNoLiquidity
	}
	return Fill{BuyAmount: amt, Target: to, RouterData: data}, nil
}

// redactURL drops the request URL from a client error (it carries no key, but keeps logs short).
func redactURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}
