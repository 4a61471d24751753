// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IVenue} from "../venues/IVenue.sol";
import {AggregatorV3Interface} from "../oracle/AggregatorV3Interface.sol";

/// @title Grove vault
/// @notice One curated basket. A deposit of USDG buys the components in their weights on a venue; the
/// depositor gets shares in proportion to the value the deposit added. A withdrawal sells the shares'
/// pro-rata part of every component back to USDG. The only fee is an exit fee of `feeBps` of REALIZED
/// PROFIT: the payout above the cost basis of the shares redeemed. A withdrawal at a loss pays no fee.
/// Amounts: USDG 6 decimals, assets 18, feed prices 8, so usd = asset * price / 1e20.
contract GroveVault is ReentrancyGuard {
    using SafeERC20 for IERC20;

    error BadComponents();
    error ZeroAmount();
    error NotEnoughShares(uint256 have, uint256 want);
    error PayoutBelowMinimum(uint256 payout, uint256 minPayout);
    error NoValueAdded();
    error NoPrice(address feed);

    event Deposited(address indexed user, uint256 usdIn, uint256 shares, uint256 costBasis);
    event Withdrawn(address indexed user, uint256 shares, uint256 grossUsd, uint256 costBasis, uint256 feeUsd, uint256 payoutUsd);
    /// @notice The exit fee of one withdrawal: `feeBps` of `profitUsd`, paid to `recipient`.
    event ExitFeeCharged(address indexed user, address indexed recipient, uint256 profitUsd, uint256 feeUsd);

    string public groveId;
    IERC20 public immutable usdg;
    IVenue public immutable venue;
    address public immutable feeRecipient;
    uint16 public immutable feeBps;

    address[] public components;
    address[] public feeds;
    uint16[] public weightsBps;

    mapping(address => uint256) public sharesOf;
    /// @notice USDG base units paid in for the shares a user still holds.
    mapping(address => uint256) public costBasisOf;
    uint256 public totalShares;
    /// @notice Holders with shares > 0.
    uint256 public users;
    /// @notice Exit fees charged so far, USDG base units.
    uint256 public feesUsd;

    constructor(
        string memory groveId_,
        address usdg_,
        address venue_,
        address feeRecipient_,
        uint16 feeBps_,
        address[] memory components_,
        address[] memory feeds_,
        uint16[] memory weightsBps_
    ) {
        uint256 n = components_.length;
        if (n == 0 || feeds_.length != n || weightsBps_.length != n || feeBps_ > 10_000) revert BadComponents();
        uint256 sum;
        for (uint256 i = 0; i < n; i++) {
            sum += weightsBps_[i];
        }
        if (sum != 10_000) revert BadComponents();
        groveId = groveId_;
        usdg = IERC20(usdg_);
        venue = IVenue(venue_);
        feeRecipient = feeRecipient_;
        feeBps = feeBps_;
        components = components_;
        feeds = feeds_;
        weightsBps = weightsBps_;
    }

    function componentCount() external view returns (uint256) {
        return components.length;
    }

    /// @notice The basket's value in USDG base units, each component at its feed price.
    /// A component whose feed has no positive answer counts as zero here.
    function managedUsd() public view returns (uint256 usd) {
        return _value(false);
    }

    /// @dev The basket at feed prices; with `strict`, a held component without a positive price
    /// reverts, so that shares are never priced against a partial valuation.
    function _value(bool strict) private view returns (uint256 usd) {
        for (uint256 i = 0; i < components.length; i++) {
            uint256 bal = IERC20(components[i]).balanceOf(address(this));
            if (bal == 0) continue;
            (, int256 answer,,,) = AggregatorV3Interface(feeds[i]).latestRoundData();
            if (answer > 0) usd += (bal * uint256(answer)) / 1e20;
            else if (strict) revert NoPrice(feeds[i]);
        }
    }

    /// @notice Buys the basket with `usdAmount` of the caller's USDG. `minOut[i]` bounds each leg's fill.
    function deposit(uint256 usdAmount, uint256[] calldata minOut) external nonReentrant returns (uint256 shares) {
        if (usdAmount == 0) revert ZeroAmount();
        uint256 n = components.length;
        if (minOut.length != n) revert BadComponents();
        uint256 before = _value(true);
        if (totalShares != 0 && before == 0) revert NoValueAdded(); // the basket cannot be priced
        usdg.safeTransferFrom(msg.sender, address(this), usdAmount);
        usdg.forceApprove(address(venue), usdAmount);
        uint256 spent;
        for (uint256 i = 0; i < n; i++) {
            uint256 leg = i + 1 == n ? usdAmount - spent : (usdAmount * weightsBps[i]) / 10_000;
            spent += leg;
            if (leg > 0) venue.swap(address(usdg), components[i], leg, minOut[i], address(this));
        }
        uint256 added = _value(true) - before;
        shares = totalShares == 0 ? added : (totalShares * added) / before;
        if (shares == 0) revert NoValueAdded();
        if (sharesOf[msg.sender] == 0) users++;
        sharesOf[msg.sender] += shares;
        costBasisOf[msg.sender] += usdAmount;
        totalShares += shares;
        emit Deposited(msg.sender, usdAmount, shares, usdAmount);
    }

    /// @notice Sells `shares`' part of every component and pays the USDG out, less the exit fee on
    /// realized profit. Reverts when the payout is below `minPayout`.
    function withdraw(uint256 shares, uint256 minPayout) external nonReentrant returns (uint256 payout) {
        uint256 held = sharesOf[msg.sender];
        if (shares == 0) revert ZeroAmount();
        if (shares > held) revert NotEnoughShares(held, shares);
        uint256 gross;
        for (uint256 i = 0; i < components.length; i++) {
            IERC20 token = IERC20(components[i]);
            uint256 amount = (token.balanceOf(address(this)) * shares) / totalShares;
            if (amount == 0) continue;
            token.forceApprove(address(venue), amount);
            gross += venue.swap(address(token), address(usdg), amount, 0, address(this));
        }
        uint256 basis = (costBasisOf[msg.sender] * shares) / held;
        uint256 fee = gross > basis ? ((gross - basis) * feeBps) / 10_000 : 0;
        payout = gross - fee;
        if (payout < minPayout) revert PayoutBelowMinimum(payout, minPayout);

        sharesOf[msg.sender] = held - shares;
        costBasisOf[msg.sender] -= basis;
        totalShares -= shares;
        if (held == shares) users--;
        feesUsd += fee;
        if (fee > 0) {
            usdg.safeTransfer(feeRecipient, fee);
            emit ExitFeeCharged(msg.sender, feeRecipient, gross - basis, fee);
        }
        usdg.safeTransfer(msg.sender, payout);
        emit Withdrawn(msg.sender, shares, gross, basis, fee, payout);
    }
}
