// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IVenue} from "./IVenue.sol";
import {AggregatorV3Interface} from "../oracle/AggregatorV3Interface.sol";

/// @title Oracle-priced market maker
/// @notice Quotes every listed asset at its 8-decimal feed price plus a spread (asks) or minus it (bids).
/// It sells only from the inventory it holds and buys only up to a per-asset inventory ceiling; it declines
/// (quotes 0) when the feed is older than the listing's maxAge or non-positive. Every listing carries a
/// staleness bound: a feed nobody keeps stops the market maker instead of filling at an old price. Amounts: USDG has 6 decimals, assets 18, prices 8,
/// so asset = usd * 1e20 / price and usd = asset * price / 1e20.
contract OracleMarketMaker is IVenue, Ownable {
    using SafeERC20 for IERC20;

    struct Listing {
        address feed;
        uint16 spreadBps;
        uint32 maxAge;
        uint256 maxInventory;
    }

    error LengthMismatch();
    error NoStalenessBound(address asset);

    event Listed(address indexed asset, address feed, uint16 spreadBps, uint32 maxAge, uint256 maxInventory);

    address public immutable usdg;
    mapping(address => Listing) public listings;

    constructor(address usdg_) Ownable(msg.sender) {
        usdg = usdg_;
    }

    /// @notice Lists or re-lists assets. Owner only.
    function listMany(address[] calldata assets, Listing[] calldata ls) external onlyOwner {
        if (assets.length != ls.length) revert LengthMismatch();
        for (uint256 i = 0; i < assets.length; i++) {
            if (ls[i].maxAge == 0) revert NoStalenessBound(assets[i]);
            listings[assets[i]] = ls[i];
            emit Listed(assets[i], ls[i].feed, ls[i].spreadBps, ls[i].maxAge, ls[i].maxInventory);
        }
    }

    /// @notice Withdraws inventory. Owner only.
    function withdraw(address token, address to, uint256 amount) external onlyOwner {
        IERC20(token).safeTransfer(to, amount);
    }

    /// @inheritdoc IVenue
    function quote(address sellToken, address buyToken, uint256 sellAmount) public view returns (uint256) {
        if (sellAmount == 0) return 0;
        if (sellToken == usdg && buyToken != usdg) {
            Listing memory l = listings[buyToken];
            uint256 price = _price(l);
            if (price == 0) return 0;
            uint256 ask = (price * (10_000 + l.spreadBps)) / 10_000;
            uint256 out = (sellAmount * 1e20) / ask;
            if (out > IERC20(buyToken).balanceOf(address(this))) return 0;
            return out;
        }
        if (buyToken == usdg && sellToken != usdg) {
            Listing memory l = listings[sellToken];
            uint256 price = _price(l);
            if (price == 0) return 0;
            if (IERC20(sellToken).balanceOf(address(this)) + sellAmount > l.maxInventory) return 0;
            uint256 bid = (price * (10_000 - l.spreadBps)) / 10_000;
            uint256 out = (sellAmount * bid) / 1e20;
            if (out > IERC20(usdg).balanceOf(address(this))) return 0;
            return out;
        }
        return 0;
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
        IERC20(buyToken).safeTransfer(recipient, buyAmount);
        emit Swap(msg.sender, sellToken, buyToken, sellAmount, buyAmount, recipient);
    }

    function _price(Listing memory l) private view returns (uint256) {
        if (l.feed == address(0)) return 0;
        (, int256 answer,, uint256 updatedAt,) = AggregatorV3Interface(l.feed).latestRoundData();
        if (answer <= 0) return 0;
        if (updatedAt + l.maxAge < block.timestamp) return 0;
        return uint256(answer);
    }
}
