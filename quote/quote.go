package quote

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
)

// Defaults of a Service.
const (
	defaultSlippageBps = 100
	// defaultTTL is how long a signed quote stays settleable (toSign's deadline).
	defaultTTL = 2 * time.Minute
	// signaturePlaceholderLen is the zeroed signature in tx.data: an EOA's r‖s‖v.
	signaturePlaceholderLen = 65
)

// LockSet says which assets are locked by the tradability sweep.
type LockSet interface {
	Locked(symbol string) bool
}

// Config configures a Service.
type Config struct {
	ChainID    int64
	Permit2    common.Address
	Settlement common.Address
	USDG       common.Address
	// Tokens maps symbols to the asset tokens on chain.
	Tokens *chain.TokenIndex
	// known says whether a symbol is in the catalog (GET /api/market's tickers); a known symbol
	// without a token on chain has no liquidity. Default: the assets of Tokens.
	Known func(symbol string) bool
	Racer *Racer
	// Multicall reads the taker's allowance to Permit2.
	Multicall *chain.Multicall
	// Locks declines locked assets in both directions (nil: none locked).
	Locks       LockSet
	SlippageBps int64
	TTL         time.Duration
	Now         func() time.Time
	// Rand is the source of permit nonces (default crypto/rand).
	Rand io.Reader
	Log  *slog.Logger
}

// Service answers POST /api/quote. It is safe for concurrent use.
type Service struct {
	cfg   Config
	randM sync.Mutex
}

// NewService returns a Service.
func NewService(cfg Config) (*Service, error) {
	if cfg.Tokens == nil || cfg.Racer == nil || cfg.Multicall == nil {
		return nil, errors.New("quote: tokens, racer and multicall are required")
	}
	if cfg.ChainID == 0 || cfg.Permit2 == (common.Address{}) || cfg.Settlement == (common.Address{}) || cfg.USDG == (common.Address{}) {
		return nil, errors.New("quote: chain id, Permit2, settlement and USDG addresses are required")
	}
	if cfg.SlippageBps == 0 {
		cfg.SlippageBps = defaultSlippageBps
	}
	if cfg.TTL <= 0 {
		cfg.TTL = defaultTTL
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rand == nil {
		cfg.Rand = rand.Reader
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg}, nil
}

// known reports whether symbol is in the catalog.
func (s *Service) known(symbol string) bool {
	if s.cfg.Known != nil {
		return s.cfg.Known(symbol)
	}
	t, ok := s.cfg.Tokens.BySymbol(symbol)
	return ok && t.Symbol == symbol && t.Address != s.cfg.USDG
}

// Response is what Respond gives for a request: Quote for mode quote with liquidity, Price for
// mode price with liquidity, neither when there is no liquidity. Its JSON is the route's body.
type Response struct {
	Quote *Quote
	Price *PriceAnswer
}

// Liquid reports whether the answer has liquidity (a quote or a price).
func (a Response) Liquid() bool { return a.Quote != nil || a.Price != nil }

// MarshalJSON writes the Quote, the PriceAnswer, or exactly {"liquidityAvailable":false}.
func (a Response) MarshalJSON() ([]byte, error) {
	switch {
	case a.Quote != nil:
		return json.Marshal(a.Quote)
	case a.Price != nil:
		return json.Marshal(a.Price)
	}
	return []byte(`{"liquidityAvailable":false}`), nil
}

// PriceAnswer is mode price with liquidity: exactly {liquidityAvailable, buyAmount}.
type PriceAnswer struct {
	LiquidityAvailable bool   `json:"liquidityAvailable" openapi:"const=true"`
	BuyAmount          string `json:"buyAmount" openapi:"pattern=^[0-9]+$"`
}

// Quote is mode quote with liquidity: the spec's Quote, plus cancel and route (beyond the spec).
type Quote struct {
	LiquidityAvailable bool    `json:"liquidityAvailable" openapi:"const=true"`
	BuyAmount          string  `json:"buyAmount" openapi:"pattern=^[0-9]+$"`
	MinBuyAmount       string  `json:"minBuyAmount" openapi:"pattern=^[0-9]+$"`
	NeedsAllowance     bool    `json:"needsAllowance"`
	Permit2            string  `json:"permit2" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	SellToken          string  `json:"sellToken" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	SellAmount         string  `json:"sellAmount" openapi:"pattern=^[0-9]+$"`
	ToSign             ToSign  `json:"toSign"`
	Tx                 Tx      `json:"tx"`
	Cancel             call    `json:"cancel"`
	Route              RouteJS `json:"route"`
}

// ToSign is EIP-712 typed data as eth_signTypedData_v4 and viem take it: types with
// EIP712Domain, primaryType, domain (chainId a JSON number) and message.
type ToSign struct {
	Types       apitypes.Types            `json:"types"`
	PrimaryType string                    `json:"primaryType" openapi:"const=PermitWitnessTransferFrom"`
	Domain      domain                    `json:"domain"`
	Message     apitypes.TypedDataMessage `json:"message"`
}

// domain is Permit2's EIP-712 domain.
type domain struct {
	Name              string `json:"name" openapi:"const=Permit2"`
	ChainID           int64  `json:"chainId"`
	VerifyingContract string `json:"verifyingContract" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
}

// Tx is the settlement call; the signature goes at SignatureOffset (bytes into the decoded
// data, selector included).
type Tx struct {
	To              string `json:"to" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Data            string `json:"data" openapi:"pattern=^0x([0-9a-f]{2})+$"`
	Value           string `json:"value" openapi:"const=\"0\""`
	SignatureOffset int    `json:"signatureOffset" openapi:"minimum=36"`
}

// call is a transaction the taker may send: Cancel revokes the quote's permit nonce on Permit2.
type call struct {
	To   string `json:"to" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Data string `json:"data" openapi:"pattern=^0x([0-9a-f]{2})+$"`
}

// RouteJS is the best-execution receipt of a quote: every venue's answer and why the winner won.
type RouteJS struct {
	Winner string         `json:"winner"`
	Why    string         `json:"why"`
	Venues []RouteVenueJS `json:"venues"`
}

// RouteVenueJS is one venue's answer.
type RouteVenueJS struct {
	Venue     string  `json:"venue"`
	Outcome   string  `json:"outcome" openapi:"enum=filled,enum=declined,enum=failed,enum=timeout"`
	BuyAmount *string `json:"buyAmount" openapi:"pattern=^[0-9]+$"`
	LatencyMs float64 `json:"latencyMs" openapi:"minimum=0"`
	Reason    string  `json:"reason,omitempty"`
}

// Respond answers a validated request, or fails with *UnknownSymbolError for a symbol outside
// the catalog. Venue failures are no liquidity, never errors.
func (s *Service) Respond(ctx context.Context, r Request) (Response, error) {
	if err := r.Validate(); err != nil {
		return Response{}, err
	}
	if !s.known(r.Symbol) {
		return Response{}, &UnknownSymbolError{Symbol: r.Symbol}
	}
	o, ok := s.order(r)
	if !ok {
		return Response{}, nil
	}
	var tk takerState
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tk = s.takerState(ctx, o, r.Taker)
	}()
	res := s.cfg.Racer.Race(ctx, o)
	wg.Wait()
	fill, ok := res.Best()
	if !ok || !tk.receives {
		return Response{}, nil
	}
	if r.Mode == ModePrice {
		return Response{Price: &PriceAnswer{LiquidityAvailable: true, BuyAmount: fill.BuyAmount.String()}}, nil
	}
	allowance := tk.allowance
	q, err := s.build(r, o, res, fill, allowance)
	if err != nil {
		return Response{}, err
	}
	return Response{Quote: q}, nil
}

// order maps a request to the tokens it trades; false when the asset is locked or not on chain.
func (s *Service) order(r Request) (Order, bool) {
	if s.cfg.Locks != nil && s.cfg.Locks.Locked(r.Symbol) {
		return Order{}, false
	}
	return s.orderFor(r.Side, r.Symbol, r.SellAmount)
}

func (s *Service) orderFor(side, symbol string, amount *big.Int) (Order, bool) {
	tok, ok := s.cfg.Tokens.BySymbol(symbol)
	if !ok || tok.Address == s.cfg.USDG {
		return Order{}, false
	}
	o := Order{SellToken: s.cfg.USDG, BuyToken: tok.Address, SellAmount: amount, Payer: s.cfg.Settlement}
	if side == SideSell {
		o.SellToken, o.BuyToken = tok.Address, s.cfg.USDG
	}
	return o, true
}

// Probe races the venues for an order, locked or not (the tradability sweep is how a locked
// asset unlocks), for ProbeTaker(): when the buy token refuses it, nothing wins. False when the
// symbol has no token on chain.
func (s *Service) Probe(ctx context.Context, side, symbol string, amount *big.Int) (Result, bool) {
	o, ok := s.orderFor(side, symbol, amount)
	if !ok {
		return Result{Winner: -1}, false
	}
	var tk takerState
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tk = s.takerState(ctx, o, ProbeTaker())
	}()
	res := s.cfg.Racer.Race(ctx, o)
	wg.Wait()
	if !tk.receives && res.Winner >= 0 {
		res.Answers[res.Winner].Reason = "the taker cannot receive the buy token"
		res.Winner, res.Why = -1, ""
	}
	return res, true
}

// ProbeTaker is the taker of the tradability sweep's probes: an address nobody holds the key of
// (the last 20 bytes of keccak256("vera tradability probe")), never on a token's holder list, so a
// token that only pays listed holders is found tradable by nobody and locked (docs/quote.md).
func ProbeTaker() common.Address {
	return common.HexToAddress("0xdA014fC3efb6d1dAfF839C866aEa8a3F6c81bD85")
}

// takerState is what a quote needs to know of its taker: the allowance of the sell token to
// Permit2 (nil when it cannot be read) and whether the buy token lets the taker receive it.
type takerState struct {
	allowance *big.Int
	receives  bool
}

// takerState reads, in one multicall, the taker's allowance of the sell token to Permit2 and a
// simulated zero-amount transfer of the buy token to the taker: a token that refuses the taker
// (a holder list, a block list) reverts it, and then no venue can pay the taker. Only the token's
// refusal counts: a read that fails (the chain unreachable) is logged and refuses nothing, so that
// an RPC failure is not a sweep's miss (a settlement the token refuses reverts and moves nothing).
func (s *Service) takerState(ctx context.Context, o Order, taker common.Address) takerState {
	res, err := s.cfg.Multicall.Aggregate3(ctx, []chain.Call{
		chain.AllowanceCall(o.SellToken, taker, s.cfg.Permit2),
		chain.TransferCall(o.BuyToken, taker, new(big.Int)),
	}, nil)
	if err != nil {
		s.cfg.Log.Warn("read taker state", "taker", taker.Hex(), "sellToken", o.SellToken.Hex(), "buyToken", o.BuyToken.Hex(), "err", err)
		return takerState{receives: true}
	}
	var st takerState
	if v, err := res[0].Uint256(); err == nil {
		st.allowance = v
	} else {
		s.cfg.Log.Warn("read taker allowance to Permit2", "taker", taker.Hex(), "token", o.SellToken.Hex(), "err", err)
	}
	st.receives = res[1].Accepted()
	return st
}

var permit2ABI = permit2.NewPermit2()

// nonce draws a fresh unordered Permit2 nonce: 256 random bits, a random bit of a random word.
func (s *Service) nonce() (*big.Int, error) {
	var b [32]byte
	s.randM.Lock()
	_, err := io.ReadFull(s.cfg.Rand, b[:])
	s.randM.Unlock()
	if err != nil {
		return nil, fmt.Errorf("draw permit nonce: %w", err)
	}
	return new(big.Int).SetBytes(b[:]), nil
}

// cancelCalldata is Permit2 invalidateUnorderedNonces(nonce >> 8, 1 << (nonce & 0xff)): sent by
// the taker, it makes a signed permit with this nonce unusable.
func cancelCalldata(nonce *big.Int) []byte {
	word := new(big.Int).Rsh(nonce, 8)
	bit := new(big.Int).And(nonce, big.NewInt(0xff)).Uint64()
	return permit2ABI.PackInvalidateUnorderedNonces(word, new(big.Int).Lsh(big.NewInt(1), uint(bit)))
}

func (s *Service) build(r Request, o Order, res Result, fill Fill, allowance *big.Int) (*Quote, error) {
	nonce, err := s.nonce()
	if err != nil {
		return nil, err
	}
	minBuy := chain.MinAfterSlippage(fill.BuyAmount, s.cfg.SlippageBps)
	deadline := s.cfg.Now().Add(s.cfg.TTL).Unix()
	p := chain.PermitWitness{
		Token: o.SellToken, Amount: o.SellAmount, Spender: s.cfg.Settlement, Nonce: nonce,
		Deadline: big.NewInt(deadline),
		Witness:  chain.SwapWitness{Venue: fill.Target, BuyToken: o.BuyToken, MinBuyAmount: minBuy, Recipient: r.Taker},
	}
	placeholder := make([]byte, signaturePlaceholderLen)
	var data []byte
	var off int
	if fill.RouterData == nil {
		data, off, err = chain.SettleCalldata(p, r.Taker, placeholder)
	} else {
		data, off, err = chain.SettleCallCalldata(p, r.Taker, fill.RouterData, placeholder)
	}
	if err != nil {
		return nil, err
	}
	td := p.TypedData(s.cfg.ChainID, s.cfg.Permit2)
	q := &Quote{
		LiquidityAvailable: true,
		BuyAmount:          fill.BuyAmount.String(),
		MinBuyAmount:       minBuy.String(),
		NeedsAllowance:     allowance == nil || allowance.Cmp(o.SellAmount) < 0,
		Permit2:            s.cfg.Permit2.Hex(),
		SellToken:          o.SellToken.Hex(),
		SellAmount:         o.SellAmount.String(),
		ToSign: ToSign{
			Types: td.Types, PrimaryType: td.PrimaryType, Message: td.Message,
			Domain: domain{Name: chain.Permit2DomainName, ChainID: s.cfg.ChainID, VerifyingContract: s.cfg.Permit2.Hex()},
		},
		Tx:     Tx{To: s.cfg.Settlement.Hex(), Data: hexutil.Encode(data), Value: "0", SignatureOffset: off},
		Cancel: call{To: s.cfg.Permit2.Hex(), Data: hexutil.Encode(cancelCalldata(nonce))},
		Route:  routeJS(res),
	}
	return q, nil
}

func routeJS(res Result) RouteJS {
	out := RouteJS{Why: res.Why, Venues: make([]RouteVenueJS, len(res.Answers))}
	if res.Winner >= 0 {
		out.Winner = res.Answers[res.Winner].Venue
	}
	for i, a := range res.Answers {
		v := RouteVenueJS{Venue: a.Venue, Outcome: a.Outcome, Reason: a.Reason,
			LatencyMs: float64(a.Latency.Microseconds()) / 1000}
		if a.Outcome == outcomeFilled {
			s := a.Fill.BuyAmount.String()
			v.BuyAmount = &s
		}
		out.Venues[i] = v
	}
	return out
}
