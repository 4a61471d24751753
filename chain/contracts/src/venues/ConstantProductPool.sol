// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IVenue} from "./IVenue.sol";

/// @title Constant-product pools, one USDG/asset pair per listed asset
/// @notice x*y=k pricing with a fee on the input, like Uniswap v2. Liquidity is pushed by transfer and then
/// credited by the owner, who cannot credit more than the contract holds.
contract ConstantProductPool is IVenue, Ownable {
    using SafeERC20 for IERC20;

    error LengthMismatch();
    error Uncovered(address token);

    event LiquidityCredited(address indexed asset, uint256 usdgAmount, uint256 assetAmount);

    address public immutable usdg;
    uint16 public immutable feeBps;

    mapping(address => uint256) public usdgReserve;
    mapping(address => uint256) public assetReserve;
    uint256 public totalUsdgReserve;

    constructor(address usdg_, uint16 feeBps_) Ownable(msg.sender) {
        usdg = usdg_;
        feeBps = feeBps_;
    }

    /// @notice Credits liquidity already transferred to the pool to each asset's pair. Owner only.
    function creditMany(address[] calldata assets, uint256[] calldata usdgAmounts, uint256[] calldata assetAmounts)
        external
        onlyOwner
    {
        if (assets.length != usdgAmounts.length || assets.length != assetAmounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < assets.length; i++) {
            address a = assets[i];
            usdgReserve[a] += usdgAmounts[i];
            assetReserve[a] += assetAmounts[i];
            totalUsdgReserve += usdgAmounts[i];
            if (IERC20(a).balanceOf(address(this)) < assetReserve[a]) revert Uncovered(a);
            emit LiquidityCredited(a, usdgAmounts[i], assetAmounts[i]);
        }
        if (IERC20(usdg).balanceOf(address(this)) < totalUsdgReserve) revert Uncovered(usdg);
    }

    /// @inheritdoc IVenue
    function quote(address sellToken, address buyToken, uint256 sellAmount) public view returns (uint256) {
        (uint256 rin, uint256 rout) = _reserves(sellToken, buyToken);
        if (rin == 0 || rout == 0 || sellAmount == 0) return 0;
        uint256 inWithFee = sellAmount * (10_000 - feeBps);
        return (inWithFee * rout) / (rin * 10_000 + inWithFee);
    }

    /// @inheritdoc IVenue
    function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient)
        external
        returns (uint256 buyAmount)
    {
        if (!(sellToken == usdg && buyToken != usdg) && !(buyToken == usdg && sellToken != usdg)) {
            revert UnsupportedPair(sellToken, buyToken);
        }
        buyAmount = quote(sellToken, buyToken, sellAmount);
        if (buyAmount == 0) revert NoLiquidity();
        if (buyAmount < minBuyAmount) revert InsufficientOutput(buyAmount, minBuyAmount);
        IERC20(sellToken).safeTransferFrom(msg.sender, address(this), sellAmount);
        if (sellToken == usdg) {
            usdgReserve[buyToken] += sellAmount;
            totalUsdgReserve += sellAmount;
            assetReserve[buyToken] -= buyAmount;
        } else {
            assetReserve[sellToken] += sellAmount;
            usdgReserve[sellToken] -= buyAmount;
            totalUsdgReserve -= buyAmount;
        }
        IERC20(buyToken).safeTransfer(recipient, buyAmount);
        emit Swap(msg.sender, sellToken, buyToken, sellAmount, buyAmount, recipient);
    }

    function _reserves(address sellToken, address buyToken) private view returns (uint256 rin, uint256 rout) {
        if (sellToken == usdg && buyToken != usdg) return (usdgReserve[buyToken], assetReserve[buyToken]);
        if (buyToken == usdg && sellToken != usdg) return (assetReserve[sellToken], usdgReserve[sellToken]);
        return (0, 0);
    }
}
