// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IVenue} from "../venues/IVenue.sol";
import {AggregatorV3Interface} from "../oracle/AggregatorV3Interface.sol";

/// @title Grove vault
/// @notice One curated basket. A deposit of USDG buys the components in their weights on a venue; the
/// depositor gets shares in proportion to the value the deposit added. A withdrawal either sells the
/// shares' pro-rata part of every component back to USDG (`withdraw`), or hands it over as tokens
/// (`withdrawInKind`), which needs neither the venue nor the feeds, so nothing can trap a holder's funds.
/// The only fee is an exit fee of `feeBps` of REALIZED PROFIT: the value paid out above the cost basis of
/// the shares redeemed. A withdrawal at a loss pays no fee; so does an in-kind withdrawal while any
/// component lacks a fresh feed price (the profit cannot be measured, and getting out comes first).
///
/// Share price cannot be moved by donations: the vault values only the holdings it accounts for itself
/// (`held`), which change only through deposits and withdrawals. Tokens sent to it directly are not
/// holdings; the owner may sweep them out (`sweep`), never the accounted holdings.
///
/// Every feed price the vault acts on must be positive and at most `maxPriceAge` seconds old.
/// Amounts: USDG 6 decimals, assets 18, feed prices 8, so usd = asset * price / 1e20.
contract GroveVault is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    error BadComponents();
    error ZeroAmount();
    error NotEnoughShares(uint256 have, uint256 want);
    error PayoutBelowMinimum(uint256 payout, uint256 minPayout);
    error NoValueAdded();
    error NoPrice(address feed);
    error StalePrice(address feed, uint256 updatedAt);
    error DeadlinePassed(uint256 deadline);
    error SharesBelowMinimum(uint256 shares, uint256 minShares);
    error DepositsArePaused();
    error ZeroAddress();

    event Deposited(address indexed user, uint256 usdIn, uint256 shares, uint256 costBasis);
    event Withdrawn(address indexed user, uint256 shares, uint256 grossUsd, uint256 costBasis, uint256 feeUsd, uint256 payoutUsd);
    /// @notice An in-kind withdrawal: `amounts[i]` of component i paid to the user (after the fee).
    /// `priced` is false when a component had no fresh price; then grossUsd and feeUsd are 0.
    event WithdrawnInKind(
        address indexed user, uint256 shares, uint256 costBasis, uint256[] amounts, bool priced, uint256 grossUsd, uint256 feeUsd
    );
    /// @notice The exit fee of one withdrawal: `feeBps` of `profitUsd`, paid to `recipient` (in USDG, or in
    /// kind for an in-kind withdrawal, valued at feed prices).
    event ExitFeeCharged(address indexed user, address indexed recipient, uint256 profitUsd, uint256 feeUsd);
    event DepositsPaused(bool paused);
    event FeeRecipientSet(address indexed previousRecipient, address indexed newRecipient);
    event Swept(address indexed token, address indexed to, uint256 amount);

    string public groveId;
    IERC20 public immutable usdg;
    IVenue public immutable venue;
    uint16 public immutable feeBps;
    /// @notice The oldest feed price, in seconds, the vault acts on.
    uint32 public immutable maxPriceAge;
    address public feeRecipient;
    bool public depositsPaused;

    address[] public components;
    address[] public feeds;
    uint16[] public weightsBps;
    /// @notice The vault's accounted holding of each component (donations excluded).
    uint256[] public held;

    mapping(address => uint256) public sharesOf;
    /// @notice USDG base units paid in for the shares a user still holds.
    mapping(address => uint256) public costBasisOf;
    uint256 public totalShares;
    /// @notice Holders with shares > 0.
    uint256 public users;
    /// @notice Exit fees charged so far, USDG base units (in-kind fees at the feed prices of the exit).
    uint256 public feesUsd;

    /// `owner_` is explicit: deployed through the deterministic deployer, msg.sender is that deployer.
    constructor(
        string memory groveId_,
        address usdg_,
        address venue_,
        address feeRecipient_,
        uint16 feeBps_,
        uint32 maxPriceAge_,
        address[] memory components_,
        address[] memory feeds_,
        uint16[] memory weightsBps_,
        address owner_
    ) Ownable(owner_) {
        uint256 n = components_.length;
        if (n == 0 || feeds_.length != n || weightsBps_.length != n || feeBps_ > 10_000 || maxPriceAge_ == 0) {
            revert BadComponents();
        }
        if (feeRecipient_ == address(0)) revert ZeroAddress();
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
        maxPriceAge = maxPriceAge_;
        components = components_;
        feeds = feeds_;
        weightsBps = weightsBps_;
        held = new uint256[](n);
        emit FeeRecipientSet(address(0), feeRecipient_);
    }

    function componentCount() external view returns (uint256) {
        return components.length;
    }

    /// @notice Stops (or resumes) deposits. Owner only. Withdrawals are never paused.
    function setDepositsPaused(bool paused) external onlyOwner {
        depositsPaused = paused;
        emit DepositsPaused(paused);
    }

    /// @notice Sets where exit fees go. Owner only.
    function setFeeRecipient(address recipient) external onlyOwner {
        if (recipient == address(0)) revert ZeroAddress();
        emit FeeRecipientSet(feeRecipient, recipient);
        feeRecipient = recipient;
    }

    /// @notice Sends `to` whatever of `token` the vault holds beyond its accounted holdings (donations,
    /// stray transfers). Owner only; accounted holdings never leave this way.
    function sweep(address token, address to) external onlyOwner nonReentrant {
        uint256 bal = IERC20(token).balanceOf(address(this));
        for (uint256 i = 0; i < components.length; i++) {
            if (components[i] == token) bal -= held[i];
        }
        if (bal > 0) IERC20(token).safeTransfer(to, bal);
        emit Swept(token, to, bal);
    }

    /// @notice The basket's value in USDG base units: each accounted holding at its feed price. A component
    /// without a fresh positive price counts as zero here.
    function managedUsd() external view returns (uint256 usd) {
        for (uint256 i = 0; i < components.length; i++) {
            if (held[i] == 0) continue;
            (bool ok, uint256 price) = _tryPrice(feeds[i]);
            if (ok) usd += (held[i] * price) / 1e20;
        }
    }

    /// @notice Buys the basket with `usdAmount` of the caller's USDG. `minOut[i]` bounds each leg's fill;
    /// the deposit reverts when it would mint fewer than `minShares` or lands after `deadline`.
    function deposit(uint256 usdAmount, uint256[] calldata minOut, uint256 minShares, uint256 deadline)
        external
        nonReentrant
        returns (uint256 shares)
    {
        if (depositsPaused) revert DepositsArePaused();
        if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        if (usdAmount == 0) revert ZeroAmount();
        uint256 n = components.length;
        if (minOut.length != n) revert BadComponents();
        uint256[] memory prices = new uint256[](n);
        uint256 before;
        for (uint256 i = 0; i < n; i++) {
            prices[i] = _price(feeds[i]);
            before += (held[i] * prices[i]) / 1e20;
        }
        if (totalShares != 0 && before == 0) revert NoValueAdded(); // the basket cannot be priced
        usdg.safeTransferFrom(msg.sender, address(this), usdAmount);
        uint256 added = _buy(usdAmount, minOut, prices);
        shares = totalShares == 0 ? added : (totalShares * added) / before;
        if (shares == 0) revert NoValueAdded();
        if (shares < minShares) revert SharesBelowMinimum(shares, minShares);
        if (sharesOf[msg.sender] == 0) users++;
        sharesOf[msg.sender] += shares;
        costBasisOf[msg.sender] += usdAmount;
        totalShares += shares;
        emit Deposited(msg.sender, usdAmount, shares, usdAmount);
    }

    /// @notice Sells `shares`' part of every component and pays the USDG out, less the exit fee on
    /// realized profit. Reverts when the payout is below `minPayout`.
    function withdraw(uint256 shares, uint256 minPayout) external nonReentrant returns (uint256 payout) {
        (uint256[] memory amounts, uint256 basis) = _redeem(shares);
        uint256 gross;
        for (uint256 i = 0; i < amounts.length; i++) {
            if (amounts[i] == 0) continue;
            IERC20 token = IERC20(components[i]);
            token.forceApprove(address(venue), amounts[i]);
            gross += venue.swap(address(token), address(usdg), amounts[i], 0, address(this));
        }
        uint256 fee = gross > basis ? ((gross - basis) * feeBps) / 10_000 : 0;
        payout = gross - fee;
        if (payout < minPayout) revert PayoutBelowMinimum(payout, minPayout);
        feesUsd += fee;
        if (fee > 0) {
            usdg.safeTransfer(feeRecipient, fee);
            emit ExitFeeCharged(msg.sender, feeRecipient, gross - basis, fee);
        }
        usdg.safeTransfer(msg.sender, payout);
        emit Withdrawn(msg.sender, shares, gross, basis, fee, payout);
    }

    /// @notice Pays `shares`' part of every component out as tokens. Works whatever the venue and the
    /// feeds do. When every component has a fresh price, the fee on realized profit is taken in kind: the
    /// same fraction (fee / value) of each component goes to the fee recipient. Otherwise no fee.
    function withdrawInKind(uint256 shares) external nonReentrant returns (uint256[] memory amounts) {
        uint256 basis;
        (amounts, basis) = _redeem(shares);
        uint256 n = amounts.length;
        bool priced = true;
        uint256 gross;
        for (uint256 i = 0; i < n && priced; i++) {
            (bool ok, uint256 price) = _tryPrice(feeds[i]);
            priced = ok;
            gross += (amounts[i] * price) / 1e20;
        }
        uint256 fee;
        if (!priced) gross = 0;
        else if (gross > basis) fee = ((gross - basis) * feeBps) / 10_000;
        address recipient = feeRecipient;
        for (uint256 i = 0; i < n; i++) {
            if (amounts[i] == 0) continue;
            if (fee > 0) {
                uint256 part = (amounts[i] * fee) / gross;
                amounts[i] -= part;
                if (part > 0) IERC20(components[i]).safeTransfer(recipient, part);
            }
            IERC20(components[i]).safeTransfer(msg.sender, amounts[i]);
        }
        if (fee > 0) {
            feesUsd += fee;
            emit ExitFeeCharged(msg.sender, recipient, gross - basis, fee);
        }
        emit WithdrawnInKind(msg.sender, shares, basis, amounts, priced, gross, fee);
    }

    /// @dev Buys the legs of a deposit; returns the value bought at `prices`.
    function _buy(uint256 usdAmount, uint256[] calldata minOut, uint256[] memory prices) private returns (uint256 added) {
        usdg.forceApprove(address(venue), usdAmount);
        uint256 n = prices.length;
        uint256 spent;
        for (uint256 i = 0; i < n; i++) {
            uint256 leg = i + 1 == n ? usdAmount - spent : (usdAmount * weightsBps[i]) / 10_000;
            spent += leg;
            if (leg == 0) continue;
            IERC20 token = IERC20(components[i]);
            uint256 balBefore = token.balanceOf(address(this));
            venue.swap(address(usdg), address(token), leg, minOut[i], address(this));
            uint256 bought = token.balanceOf(address(this)) - balBefore;
            held[i] += bought;
            added += (bought * prices[i]) / 1e20;
        }
    }

    /// @dev Burns `shares` of the caller and takes their pro-rata part of every holding off the books.
    function _redeem(uint256 shares) private returns (uint256[] memory amounts, uint256 basis) {
        uint256 have = sharesOf[msg.sender];
        if (shares == 0) revert ZeroAmount();
        if (shares > have) revert NotEnoughShares(have, shares);
        uint256 n = components.length;
        amounts = new uint256[](n);
        for (uint256 i = 0; i < n; i++) {
            amounts[i] = (held[i] * shares) / totalShares;
            held[i] -= amounts[i];
        }
        basis = (costBasisOf[msg.sender] * shares) / have;
        sharesOf[msg.sender] = have - shares;
        costBasisOf[msg.sender] -= basis;
        totalShares -= shares;
        if (have == shares) users--;
    }

    /// @dev A fresh positive feed price, or a revert naming the feed.
    function _price(address feed) private view returns (uint256) {
        (, int256 answer,, uint256 updatedAt,) = AggregatorV3Interface(feed).latestRoundData();
        if (answer <= 0) revert NoPrice(feed);
        if (updatedAt + maxPriceAge < block.timestamp) revert StalePrice(feed, updatedAt);
        return uint256(answer);
    }

    /// @dev Like _price, but a failing, non-positive or stale feed gives (false, 0) instead of a revert.
    function _tryPrice(address feed) private view returns (bool, uint256) {
        try AggregatorV3Interface(feed).latestRoundData() returns (uint80, int256 answer, uint256, uint256 updatedAt, uint80) {
            if (answer <= 0 || updatedAt + maxPriceAge < block.timestamp) return (false, 0);
            return (true, uint256(answer));
        } catch {
            return (false, 0);
        }
    }
}
