// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title USDG test token
/// @notice Devnet stand-in for Global Dollar: 6 decimals, EIP-2612 permit, mintable only by its owner
/// (the devnet deployer).
contract USDG is ERC20, ERC20Permit, Ownable {
    constructor() ERC20("Global Dollar", "USDG") ERC20Permit("Global Dollar") Ownable(msg.sender) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` base units to `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
