// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Tokenized stock or fund
/// @notice 18-decimal ERC-20, mintable only by its owner (the devnet deployer). The constructor mints the
/// initial balances so that a whole asset (token plus venue inventory) is set up in one transaction.
contract AssetToken is ERC20, Ownable {
    error LengthMismatch();

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256[] memory amounts)
        ERC20(name_, symbol_)
        Ownable(msg.sender)
    {
        if (holders.length != amounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amounts[i]);
        }
    }

    /// @notice Mints `amount` base units to `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
