// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IVenue} from "../venues/IVenue.sol";

/// @title A Uniswap v3-shaped front of an IVenue, for tests of the QuoterV2 adapter on the devnet
/// @notice Speaks Uniswap's QuoterV2 `quoteExactInputSingle` and SwapRouter02 `exactInputSingle` ABIs for
/// one fee tier, priced and filled by the venue behind it. Any other fee tier has no pool (reverts, as
/// QuoterV2 does for a pool that does not exist).
contract QuoterV2Venue {
    using SafeERC20 for IERC20;

    struct QuoteExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint256 amountIn;
        uint24 fee;
        uint160 sqrtPriceLimitX96;
    }

    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }

    error NoPool(address tokenIn, address tokenOut, uint24 fee);
    error TooLittleReceived(uint256 amountOut, uint256 amountOutMinimum);

    IVenue public immutable venue;
    uint24 public immutable fee;

    constructor(IVenue venue_, uint24 fee_) {
        venue = venue_;
        fee = fee_;
    }

    function quoteExactInputSingle(QuoteExactInputSingleParams memory params)
        external
        view
        returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)
    {
        if (params.fee != fee) revert NoPool(params.tokenIn, params.tokenOut, params.fee);
        amountOut = venue.quote(params.tokenIn, params.tokenOut, params.amountIn);
        if (amountOut == 0) revert NoPool(params.tokenIn, params.tokenOut, params.fee);
        return (amountOut, 0, 1, 120_000);
    }

    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256 amountOut) {
        if (params.fee != fee) revert NoPool(params.tokenIn, params.tokenOut, params.fee);
        IERC20(params.tokenIn).safeTransferFrom(msg.sender, address(this), params.amountIn);
        IERC20(params.tokenIn).forceApprove(address(venue), params.amountIn);
        amountOut = venue.swap(params.tokenIn, params.tokenOut, params.amountIn, params.amountOutMinimum, params.recipient);
        if (amountOut < params.amountOutMinimum) revert TooLittleReceived(amountOut, params.amountOutMinimum);
    }
}
