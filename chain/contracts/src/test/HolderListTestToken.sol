// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A token that only pays listed holders (tests only)
/// @notice The smallest token with a holder list: every transfer or mint to an address off the list
/// reverts, whatever the amount (zero included). The quote service's receive check is tested with it.
contract HolderListTestToken is ERC20, Ownable {
    error NotAHolder(address to);

    mapping(address => bool) public holders;

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) Ownable(msg.sender) {}

    /// @notice Adds or removes addresses from the holder list. Owner only.
    function setHolders(address[] calldata accounts, bool listed) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; i++) {
            holders[accounts[i]] = listed;
        }
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to != address(0) && !holders[to]) revert NotAHolder(to);
        super._update(from, to, value);
    }
}
