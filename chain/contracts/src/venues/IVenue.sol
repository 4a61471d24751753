// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A venue trades USDG against listed asset tokens in both directions.
/// `quote` returns 0 when the venue cannot fill the whole sell amount (unlisted pair, not enough depth or
/// inventory, stale price); `swap` pulls `sellAmount` of `sellToken` from the caller and pays `recipient`.
interface IVenue {
    error UnsupportedPair(address sellToken, address buyToken);
    error NoLiquidity();
    error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount);

    event Swap(
        address indexed sender,
        address indexed sellToken,
        address indexed buyToken,
        uint256 sellAmount,
        uint256 buyAmount,
        address recipient
    );

    function usdg() external view returns (address);

    function quote(address sellToken, address buyToken, uint256 sellAmount) external view returns (uint256 buyAmount);

    function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient)
        external
        returns (uint256 buyAmount);
}
