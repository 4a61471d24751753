// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Holder-listed stock token (stand-in)
/// @notice World-chain stand-in for a stock token whose operator restricts who may hold it: an 18-decimal
/// ERC-20 whose transfers and mints to an address off its holder list revert. The owner keeps the list.
/// Robinhood publishes no such contract, so this one only reproduces the behaviour a client meets: a
/// transfer to an unlisted address fails on chain.
contract HolderListedToken is ERC20, Ownable {
    error LengthMismatch();
    error NotOnHolderList(address to);

    event HolderSet(address indexed holder, bool listed);

    mapping(address => bool) public isHolder;

    /// @param holders are listed and minted `amounts`; `listed` are listed without a balance.
    constructor(
        string memory name_,
        string memory symbol_,
        address[] memory holders,
        uint256[] memory amounts,
        address[] memory listed
    ) ERC20(name_, symbol_) Ownable(msg.sender) {
        if (holders.length != amounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < listed.length; i++) {
            _setHolder(listed[i], true);
        }
        for (uint256 i = 0; i < holders.length; i++) {
            _setHolder(holders[i], true);
            _mint(holders[i], amounts[i]);
        }
    }

    /// @notice Puts `holder` on the list or takes it off. Owner only.
    function setHolder(address holder, bool listed) external onlyOwner {
        _setHolder(holder, listed);
    }

    /// @notice Mints `amount` base units to `to`, which must be listed. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _setHolder(address holder, bool listed) private {
        isHolder[holder] = listed;
        emit HolderSet(holder, listed);
    }

    /// @dev Every balance increase (transfer or mint) needs a listed recipient; burns are free.
    function _update(address from, address to, uint256 value) internal override {
        if (to != address(0) && !isHolder[to]) revert NotOnHolderList(to);
        super._update(from, to, value);
    }
}
