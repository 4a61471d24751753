// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV3Factory} from "@uniswap/v3-core/contracts/interfaces/IUniswapV3Factory.sol";
import {IUniswapV3PoolState} from "@uniswap/v3-core/contracts/interfaces/pool/IUniswapV3PoolState.sol";
import {IUniswapV3PoolImmutables} from "@uniswap/v3-core/contracts/interfaces/pool/IUniswapV3PoolImmutables.sol";
import {IV3SwapRouter} from "@uniswap/swap-router-contracts/contracts/interfaces/IV3SwapRouter.sol";
import {SwapMath} from "@uniswap/v4-periphery/lib/v4-core/src/libraries/SwapMath.sol";
import {TickMath} from "@uniswap/v4-periphery/lib/v4-core/src/libraries/TickMath.sol";
import {TickBitmap} from "@uniswap/v4-periphery/lib/v4-core/src/libraries/TickBitmap.sol";
import {BitMath} from "@uniswap/v4-periphery/lib/v4-core/src/libraries/BitMath.sol";
import {LiquidityMath} from "@uniswap/v4-periphery/lib/v4-core/src/libraries/LiquidityMath.sol";
import {IVenue} from "./IVenue.sol";

/// @title Uniswap v3 as an IVenue
/// @notice Lets Vera's grove vaults, which trade on an IVenue, trade on a chain's Uniswap v3: the USDG pools
/// of the fee tiers given at construction, found through the factory, swapped through SwapRouter02.
///
/// `quote` must be a view (IVenue), so it cannot call QuoterV2, which simulates a swap and reverts. It
/// computes the exact-input swap itself from each pool's state (slot0, liquidity, the tick bitmap and the
/// liquidity of the initialized ticks it crosses), with the swap step, tick and bitmap math of Uniswap's
/// published v4-core libraries, which is Uniswap v3's math: it returns what the pool's own swap would pay
/// in the same block, at the best of the tiers. It walks at most `MAX_STEPS` steps (an initialized tick
/// or a bitmap word each); an order needing more, or more than the pools hold, is quoted 0, the IVenue
/// answer for "cannot fill the whole amount". `swap` sends the order to that best tier and reverts unless
/// the whole amount is sold for at least `minBuyAmount`, so nothing stays here.
contract UniswapV3Venue is IVenue {
    using SafeERC20 for IERC20;

    error BadRecipient(address recipient);
    error NoFeeTiers();

    /// @notice The most swap steps a quote walks (each an initialized tick crossed or a bitmap word read).
    uint256 public constant MAX_STEPS = 32;

    address public immutable usdg;
    IUniswapV3Factory public immutable factory;
    IV3SwapRouter public immutable router;
    uint24[] private tiers;

    constructor(address usdg_, address factory_, address router_, uint24[] memory feeTiers_) {
        if (feeTiers_.length == 0) revert NoFeeTiers();
        usdg = usdg_;
        factory = IUniswapV3Factory(factory_);
        router = IV3SwapRouter(router_);
        tiers = feeTiers_;
    }

    /// @notice The fee tiers whose pools are quoted (hundredths of a bip).
    function feeTiers() external view returns (uint24[] memory) {
        return tiers;
    }

    /// @notice What selling `sellAmount` of `sellToken` for `buyToken` pays now at the best tier; 0 when
    /// the pair is not USDG against a token, no pool can fill the whole amount, or the fill would take more
    /// than MAX_STEPS steps.
    function quote(address sellToken, address buyToken, uint256 sellAmount) external view returns (uint256 buyAmount) {
        (buyAmount,) = best(sellToken, buyToken, sellAmount);
    }

    /// @notice The best tier's quote and its fee (fee 0: none fills).
    function best(address sellToken, address buyToken, uint256 sellAmount) public view returns (uint256 buyAmount, uint24 fee) {
        if (!supported(sellToken, buyToken) || sellAmount == 0 || sellAmount > uint256(type(int256).max)) return (0, 0);
        for (uint256 i = 0; i < tiers.length; i++) {
            address pool = factory.getPool(sellToken, buyToken, tiers[i]);
            if (pool == address(0)) continue;
            uint256 out = simulate(pool, sellToken < buyToken, tiers[i], sellAmount);
            if (out > buyAmount) (buyAmount, fee) = (out, tiers[i]);
        }
    }

    function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient)
        external
        returns (uint256 buyAmount)
    {
        if (!supported(sellToken, buyToken)) revert UnsupportedPair(sellToken, buyToken);
        // SwapRouter02 reads address(1) and address(2) as "the caller" and "the router".
        if (uint160(recipient) <= 2) revert BadRecipient(recipient);
        (uint256 quoted, uint24 fee) = best(sellToken, buyToken, sellAmount);
        if (quoted == 0) revert NoLiquidity();
        if (quoted < minBuyAmount) revert InsufficientOutput(quoted, minBuyAmount);
        IERC20 sell = IERC20(sellToken);
        uint256 before = sell.balanceOf(address(this));
        sell.safeTransferFrom(msg.sender, address(this), sellAmount);
        sell.forceApprove(address(router), sellAmount);
        buyAmount = router.exactInputSingle(
            IV3SwapRouter.ExactInputSingleParams({
                tokenIn: sellToken,
                tokenOut: buyToken,
                fee: fee,
                recipient: recipient,
                amountIn: sellAmount,
                amountOutMinimum: minBuyAmount,
                sqrtPriceLimitX96: 0
            })
        );
        // The whole amount was sold: the pool stops early only at its price bound, leaving input here.
        if (sell.balanceOf(address(this)) != before) revert NoLiquidity();
        emit Swap(msg.sender, sellToken, buyToken, sellAmount, buyAmount, recipient);
    }

    function supported(address sellToken, address buyToken) private view returns (bool) {
        return sellToken != buyToken && (sellToken == usdg || buyToken == usdg);
    }

    /// @dev The swap loop's state, in memory (too many locals for the stack).
    struct State {
        uint160 sqrtPrice;
        int24 tick;
        uint128 liquidity;
        int24 spacing;
        int256 remaining;
        uint256 out;
    }

    /// @dev Uniswap v3's exact-input swap loop (UniswapV3Pool.swap with no price limit beyond the tick
    /// range, as SwapRouter02 sends it) run on the pool's state; 0 when it cannot sell the whole amount.
    function simulate(address pool, bool zeroForOne, uint24 fee, uint256 amountIn) private view returns (uint256) {
        IUniswapV3PoolState p = IUniswapV3PoolState(pool);
        State memory s;
        (s.sqrtPrice, s.tick,,,,,) = p.slot0();
        if (s.sqrtPrice == 0) return 0; // not initialized
        s.liquidity = p.liquidity();
        s.spacing = IUniswapV3PoolImmutables(pool).tickSpacing();
        s.remaining = -int256(amountIn); // negative: exact input, v4-core's convention
        uint160 limit = zeroForOne ? TickMath.MIN_SQRT_PRICE + 1 : TickMath.MAX_SQRT_PRICE - 1;
        for (uint256 steps = 0; s.remaining != 0 && s.sqrtPrice != limit; steps++) {
            if (steps == MAX_STEPS) return 0;
            step(p, s, zeroForOne, fee, limit);
        }
        if (s.remaining != 0) return 0; // the price bound was reached before the whole amount was sold
        return s.out;
    }

    /// @dev One iteration of the pool's swap loop: to the next initialized tick or the end of the bitmap
    /// word, crossing the tick when reached.
    function step(IUniswapV3PoolState p, State memory s, bool zeroForOne, uint24 fee, uint160 limit) private view {
        (int24 next, bool initialized) = nextInitializedTick(p, s.tick, s.spacing, zeroForOne);
        if (next < TickMath.MIN_TICK) next = TickMath.MIN_TICK;
        else if (next > TickMath.MAX_TICK) next = TickMath.MAX_TICK;
        uint160 start = s.sqrtPrice;
        uint160 nextPrice = TickMath.getSqrtPriceAtTick(next);
        (uint160 price, uint256 stepIn, uint256 stepOut, uint256 stepFee) = SwapMath.computeSwapStep(
            start, SwapMath.getSqrtPriceTarget(zeroForOne, nextPrice, limit), s.liquidity, s.remaining, fee
        );
        s.sqrtPrice = price;
        s.remaining += int256(stepIn + stepFee);
        s.out += stepOut;
        if (price == nextPrice) {
            if (initialized) {
                (, int128 net,,,,,,) = p.ticks(next);
                s.liquidity = LiquidityMath.addDelta(s.liquidity, zeroForOne ? -net : net);
            }
            s.tick = zeroForOne ? next - 1 : next;
        } else if (price != start) {
            s.tick = TickMath.getTickAtSqrtPrice(price);
        }
    }

    /// @dev Uniswap v3's TickBitmap.nextInitializedTickWithinOneWord, reading the pool's bitmap.
    function nextInitializedTick(IUniswapV3PoolState p, int24 tick, int24 spacing, bool lte)
        private
        view
        returns (int24 next, bool initialized)
    {
        int24 compressed = TickBitmap.compress(tick, spacing);
        if (lte) {
            (int16 wordPos, uint8 bitPos) = TickBitmap.position(compressed);
            uint256 mask = type(uint256).max >> (uint256(type(uint8).max) - bitPos);
            uint256 masked = p.tickBitmap(wordPos) & mask;
            initialized = masked != 0;
            next = initialized
                ? (compressed - int24(uint24(bitPos - BitMath.mostSignificantBit(masked)))) * spacing
                : (compressed - int24(uint24(bitPos))) * spacing;
        } else {
            (int16 wordPos, uint8 bitPos) = TickBitmap.position(compressed + 1);
            uint256 mask = ~((uint256(1) << bitPos) - 1);
            uint256 masked = p.tickBitmap(wordPos) & mask;
            initialized = masked != 0;
            next = initialized
                ? (compressed + 1 + int24(uint24(BitMath.leastSignificantBit(masked) - bitPos))) * spacing
                : (compressed + 1 + int24(uint24(type(uint8).max - bitPos))) * spacing;
        }
    }
}
