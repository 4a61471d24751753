package quote

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/quoterv2"
	"github.com/vera-invest/vera/chain/contracts/bindings/swaprouter02"
)

var (
	quoterV2ABI     = quoterv2.NewQuoterV2()
	swapRouter02ABI = swaprouter02.NewSwapRouter02()
)

// The pool's price bounds (v3-core TickMath): QuoterV2, given no price limit, swaps until the
// order is filled or the price reaches one of these, just inside them.
var (
	minSqrtRatioPlus1  = big.NewInt(4295128739 + 1)
	maxSqrtRatioMinus1 = func() *big.Int {
		v, _ := new(big.Int).SetString("1461446703485210103287273052203988822378723970342", 10)
		return v.Sub(v, common.Big1)
	}()
)

// UniswapV3 quotes Uniswap v3 pools through QuoterV2 (v3-periphery), over each configured fee
// tier, and settles through SwapRouter02 (swap-router-contracts) at Router, which Settlement must
// allow. The best tier's quote is the venue's answer.
type UniswapV3 struct {
	VenueName string
	Caller    ethereum.ContractCaller
	// Multicall, when set, carries every tier's quote in one eth_call (QuoterV2 returns normally:
	// the pool's swap reverts inside it to report the amount).
	Multicall *chain.Multicall
	Quoter    common.Address
	Router    common.Address
	// FeeTiers in hundredths of a bip (500, 3000, 10000); default 3000.
	FeeTiers []uint32
}

// Name implements Venue.
func (u *UniswapV3) Name() string {
	if u.VenueName == "" {
		return "uniswap-v3"
	}
	return u.VenueName
}

// tierQuote is one tier's answer: its output, or reverted (no pool at that tier), or an error.
type tierQuote struct {
	out      quoterv2.QuoteExactInputSingleOutput
	reverted bool
	err      error
}

// Quote implements Venue: QuoterV2 is not a view, so it is eth_call'ed. A tier whose quote reverts
// has no pool; a tier whose swap ends at the price bound ran out of liquidity before selling the
// whole amount (QuoterV2 reports what the part that fit would buy) and cannot fill the order.
// No tier filling is no liquidity.
func (u *UniswapV3) Quote(ctx context.Context, o Order) (Fill, error) {
	tiers := u.FeeTiers
	if len(tiers) == 0 {
		tiers = []uint32{3000}
	}
	answers, err := u.quoteTiers(ctx, o, tiers)
	if err != nil {
		return Fill{}, err
	}
	var best *big.Int
	var bestTier uint32
	var lastErr error
	for i, a := range answers {
		switch {
		case a.err != nil:
			lastErr = a.err
		case a.reverted || a.out.AmountOut == nil || a.out.AmountOut.Sign() == 0 || AtPriceBound(a.out.SqrtPriceX96After):
		case best == nil || a.out.AmountOut.Cmp(best) > 0:
			best, bestTier = a.out.AmountOut, tiers[i]
		}
	}
	if best == nil {
		for _, a := range answers {
			if a.err == nil {
				return Fill{}, ErrNoLiquidity // some tier answered
			}
		}
		return Fill{}, fmt.Errorf("quoter %s: %w", u.Quoter.Hex(), lastErr)
	}
	// amountOutMinimum 0: Settlement enforces the signed minimum on what the router pays it.
	call := swapRouter02ABI.PackExactInputSingle(swaprouter02.IV3SwapRouterExactInputSingleParams{
		TokenIn: o.SellToken, TokenOut: o.BuyToken, Fee: big.NewInt(int64(bestTier)), Recipient: o.Payer,
		AmountIn: o.SellAmount, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
	})
	return Fill{BuyAmount: best, Target: u.Router, RouterData: call}, nil
}

// AtPriceBound reports whether a QuoterV2 answer's sqrtPriceX96After is the bound it swaps to
// without a price limit: the pool ran out of liquidity before the order was filled.
func AtPriceBound(sqrtPriceX96After *big.Int) bool {
	return sqrtPriceX96After != nil && (sqrtPriceX96After.Cmp(minSqrtRatioPlus1) == 0 || sqrtPriceX96After.Cmp(maxSqrtRatioMinus1) == 0)
}

// quoteTiers asks QuoterV2 for every tier: in one multicall when there is one, else one eth_call
// each. An error is a failure of the whole answer (the multicall itself failed).
func (u *UniswapV3) quoteTiers(ctx context.Context, o Order, tiers []uint32) ([]tierQuote, error) {
	data := make([][]byte, len(tiers))
	for i, fee := range tiers {
		data[i] = quoterV2ABI.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
			TokenIn: o.SellToken, TokenOut: o.BuyToken, AmountIn: o.SellAmount, Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int),
		})
	}
	out := make([]tierQuote, len(tiers))
	decode := func(i int, raw []byte) {
		q, err := quoterV2ABI.UnpackQuoteExactInputSingle(raw)
		if err != nil {
			out[i].err = fmt.Errorf("decode quoteExactInputSingle (fee %d): %w", tiers[i], err)
			return
		}
		out[i].out = q
	}
	if u.Multicall != nil {
		calls := make([]chain.Call, len(tiers))
		for i := range tiers {
			calls[i] = chain.Call{Target: u.Quoter, Data: data[i], AllowFailure: true}
		}
		res, err := u.Multicall.Aggregate3(ctx, calls, nil)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("quoter %s: %w", u.Quoter.Hex(), err)
		}
		for i, r := range res {
			if !r.Success {
				out[i].reverted = true
				continue
			}
			decode(i, r.ReturnData)
		}
		return out, nil
	}
	for i := range tiers {
		to := u.Quoter
		raw, err := u.Caller.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data[i]}, nil)
		switch {
		case err == nil:
			decode(i, raw)
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case isRevert(err):
			out[i].reverted = true
		default:
			out[i].err = err
		}
	}
	return out, nil
}

// isRevert reports whether err is an execution revert (an answer) rather than a transport failure.
func isRevert(err error) bool {
	var de interface{ ErrorData() any }
	if errors.As(err, &de) {
		return true
	}
	return strings.Contains(err.Error(), "execution reverted")
}
