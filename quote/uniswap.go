package quote

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// Uniswap's QuoterV2.quoteExactInputSingle and SwapRouter02.exactInputSingle, as deployed
// (v3-periphery QuoterV2, swap-router-contracts SwapRouter02).
const uniswapABIJSON = `[
 {"type":"function","name":"quoteExactInputSingle","stateMutability":"nonpayable",
  "inputs":[{"name":"params","type":"tuple","components":[
   {"name":"tokenIn","type":"address"},{"name":"tokenOut","type":"address"},{"name":"amountIn","type":"uint256"},
   {"name":"fee","type":"uint24"},{"name":"sqrtPriceLimitX96","type":"uint160"}]}],
  "outputs":[{"name":"amountOut","type":"uint256"},{"name":"sqrtPriceX96After","type":"uint160"},
   {"name":"initializedTicksCrossed","type":"uint32"},{"name":"gasEstimate","type":"uint256"}]},
 {"type":"function","name":"exactInputSingle","stateMutability":"payable",
  "inputs":[{"name":"params","type":"tuple","components":[
   {"name":"tokenIn","type":"address"},{"name":"tokenOut","type":"address"},{"name":"fee","type":"uint24"},
   {"name":"recipient","type":"address"},{"name":"amountIn","type":"uint256"},{"name":"amountOutMinimum","type":"uint256"},
   {"name":"sqrtPriceLimitX96","type":"uint160"}]}],
  "outputs":[{"name":"amountOut","type":"uint256"}]}
]`

var uniswapABI = func() abi.ABI {
	a, err := abi.JSON(strings.NewReader(uniswapABIJSON))
	if err != nil {
		panic("BUG: uniswap ABI: " + err.Error())
	}
	return a
}()

type quoteExactInputSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	AmountIn          *big.Int
	Fee               *big.Int
	SqrtPriceLimitX96 *big.Int
}

type exactInputSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	Fee               *big.Int
	Recipient         common.Address
	AmountIn          *big.Int
	AmountOutMinimum  *big.Int
	SqrtPriceLimitX96 *big.Int
}

// UniswapV3 quotes Uniswap v3-style pools through their QuoterV2 contract, over each configured
// fee tier, and settles through the SwapRouter02 at Router (which Settlement must allow). The
// best tier's quote is the venue's answer.
type UniswapV3 struct {
	VenueName string
	Caller    ethereum.ContractCaller
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

// Quote implements Venue: QuoterV2 is not a view (it reverts internally), so it is eth_call'ed.
// A tier whose quote reverts has no pool; all tiers reverting is no liquidity.
func (u *UniswapV3) Quote(ctx context.Context, o Order) (Fill, error) {
	tiers := u.FeeTiers
	if len(tiers) == 0 {
		tiers = []uint32{3000}
	}
	var best *big.Int
	var bestTier uint32
	var lastErr error
	reverted := 0
	for _, fee := range tiers {
		data, err := uniswapABI.Pack("quoteExactInputSingle", quoteExactInputSingleParams{
			TokenIn: o.SellToken, TokenOut: o.BuyToken, AmountIn: o.SellAmount, Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int),
		})
		if err != nil {
			return Fill{}, fmt.Errorf("pack quoteExactInputSingle: %w", err)
		}
		to := u.Quoter
		raw, err := u.Caller.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			if ctx.Err() != nil {
				return Fill{}, ctx.Err()
			}
			if isRevert(err) {
				reverted++
				continue
			}
			lastErr = err
			continue
		}
		out, err := uniswapABI.Unpack("quoteExactInputSingle", raw)
		if err != nil || len(out) == 0 {
			lastErr = fmt.Errorf("decode quoteExactInputSingle: %v", err)
			continue
		}
		amt, _ := out[0].(*big.Int)
		if amt != nil && amt.Sign() > 0 && (best == nil || amt.Cmp(best) > 0) {
			best, bestTier = amt, fee
		}
	}
	if best == nil {
		if lastErr != nil && reverted == 0 {
			return Fill{}, fmt.Errorf("quoter %s: %w", u.Quoter.Hex(), lastErr)
		}
		return Fill{}, ErrNoLiquidity
	}
	call, err := uniswapABI.Pack("exactInputSingle", exactInputSingleParams{
		TokenIn: o.SellToken, TokenOut: o.BuyToken, Fee: big.NewInt(int64(bestTier)), Recipient: o.Payer,
		AmountIn: o.SellAmount, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
	})
	if err != nil {
		return Fill{}, fmt.Errorf("pack exactInputSingle: %w", err)
	}
	// amountOutMinimum 0: Settlement enforces the signed minimum on what the router pays it.
	return Fill{BuyAmount: best, Target: u.Router, RouterData: call}, nil
}

// isRevert reports whether err is an execution revert (an answer) rather than a transport failure.
func isRevert(err error) bool {
	var de interface{ ErrorData() any }
	if errors.As(err, &de) {
		return true
	}
	return strings.Contains(err.Error(), "execution reverted")
}
