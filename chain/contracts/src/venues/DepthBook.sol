// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IVenue} from "./IVenue.sol";

/// @title Depth-limited order book
/// @notice Per asset, resting asks (ascending price) and bids (descending price), each a price (8 decimals)
/// and a size in asset base units. A taker walks the levels and consumes them; an order the book cannot fill
/// completely gets no quote. The owner posts the book and funds it (assets for asks, USDG for bids).
contract DepthBook is IVenue, Ownable {
    using SafeERC20 for IERC20;

    struct Level {
        uint128 priceE8;
        uint128 size;
    }

    event BookPosted(address indexed asset, uint256 askLevels, uint256 bidLevels);

    address public immutable usdg;
    mapping(address => Level[]) private _asks;
    mapping(address => Level[]) private _bids;

    constructor(address usdg_) Ownable(msg.sender) {
        usdg = usdg_;
    }

    /// @notice Replaces an asset's book. Owner only.
    function post(address asset, Level[] calldata asks, Level[] calldata bids) public onlyOwner {
        delete _asks[asset];
        delete _bids[asset];
        for (uint256 i = 0; i < asks.length; i++) {
            _asks[asset].push(asks[i]);
        }
        for (uint256 i = 0; i < bids.length; i++) {
            _bids[asset].push(bids[i]);
        }
        emit BookPosted(asset, asks.length, bids.length);
    }

    /// @notice Replaces several books at once. Owner only.
    function postMany(address[] calldata assets, Level[][] calldata asks, Level[][] calldata bids) external onlyOwner {
        for (uint256 i = 0; i < assets.length; i++) {
            post(assets[i], asks[i], bids[i]);
        }
    }

    function asks(address asset) external view returns (Level[] memory) {
        return _asks[asset];
    }

    function bids(address asset) external view returns (Level[] memory) {
        return _bids[asset];
    }

    /// @notice Withdraws inventory. Owner only.
    function withdraw(address token, address to, uint256 amount) external onlyOwner {
        IERC20(token).safeTransfer(to, amount);
    }

    /// @inheritdoc IVenue
    function quote(address sellToken, address buyToken, uint256 sellAmount) public view returns (uint256 out) {
        if (sellAmount == 0) return 0;
        if (sellToken == usdg && buyToken != usdg) {
            (out,,) = _walkAsks(_asks[buyToken], sellAmount);
            if (out > IERC20(buyToken).balanceOf(address(this))) return 0;
        } else if (buyToken == usdg && sellToken != usdg) {
            (out,,) = _walkBids(_bids[sellToken], sellAmount);
            if (out > IERC20(usdg).balanceOf(address(this))) return 0;
        }
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
        if (sellToken == usdg) {
            (, uint256 full, uint256 partialTaken) = _walkAsks(_asks[buyToken], sellAmount);
            _consume(_asks[buyToken], full, partialTaken);
        } else {
            (, uint256 full, uint256 partialTaken) = _walkBids(_bids[sellToken], sellAmount);
            _consume(_bids[sellToken], full, partialTaken);
        }
        IERC20(sellToken).safeTransferFrom(msg.sender, address(this), sellAmount);
        IERC20(buyToken).safeTransfer(recipient, buyAmount);
        emit Swap(msg.sender, sellToken, buyToken, sellAmount, buyAmount, recipient);
    }

    // Spends `usdIn` (6 decimals) against the asks. Returns the asset bought, the number of levels taken
    // whole and the size taken from the next level; out = 0 when the book is too thin.
    function _walkAsks(Level[] storage book, uint256 usdIn)
        private
        view
        returns (uint256 out, uint256 full, uint256 partialTaken)
    {
        uint256 left = usdIn;
        for (uint256 i = 0; i < book.length; i++) {
            Level memory l = book[i];
            if (l.size == 0) {
                full++;
                continue;
            }
            uint256 cost = (uint256(l.size) * l.priceE8) / 1e20;
            if (cost <= left) {
                left -= cost;
                out += l.size;
                full++;
                if (left == 0) return (out, full, 0);
            } else {
                uint256 take = (left * 1e20) / l.priceE8;
                return (out + take, full, take);
            }
        }
        return (0, 0, 0);
    }

    // Sells `assetIn` (18 decimals) into the bids. Returns the USDG received and the levels consumed.
    function _walkBids(Level[] storage book, uint256 assetIn)
        private
        view
        returns (uint256 out, uint256 full, uint256 partialTaken)
    {
        uint256 left = assetIn;
        for (uint256 i = 0; i < book.length; i++) {
            Level memory l = book[i];
            if (l.size >= left) {
                out += (left * l.priceE8) / 1e20;
                return (out, full, left);
            }
            out += (uint256(l.size) * l.priceE8) / 1e20;
            left -= l.size;
            full++;
        }
        return (0, 0, 0);
    }

    function _consume(Level[] storage book, uint256 full, uint256 partialTaken) private {
        for (uint256 i = 0; i < full; i++) {
            book[i].size = 0;
        }
        if (partialTaken > 0) {
            book[full].size -= uint128(partialTaken);
        }
    }
}
