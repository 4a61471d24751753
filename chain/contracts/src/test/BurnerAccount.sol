// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @title An account a stranger deploys to make estimates expensive (tests only)
/// @notice Accepts any op and pays its own prefund, but hashes in a loop until little gas is left: in
/// its validation, unless the op's call is `burn`, which then uses all the call gas instead. An
/// estimate of its op costs the bundler as much work as the simulation's gas allows.
contract BurnerAccount is IAccount {
    IEntryPoint public immutable entryPoint;

    /// @dev Gas left to return normally after the loop.
    uint256 private constant RESERVE = 12_000;

    constructor(IEntryPoint entryPoint_) payable {
        entryPoint = entryPoint_;
    }

    function validateUserOp(PackedUserOperation calldata op, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256)
    {
        require(msg.sender == address(entryPoint), "not the entry point");
        if (missingAccountFunds > 0) {
            (bool ok,) = payable(msg.sender).call{value: missingAccountFunds}("");
            ok;
        }
        if (op.callData.length >= 4 && bytes4(op.callData[:4]) == this.burn.selector) {
            return 0;
        }
        return _burn(userOpHash) == bytes32(uint256(1)) ? 1 : 0;
    }

    /// @notice Hashes until little gas is left (the op's call).
    function burn(bytes32 seed) external returns (bytes32) {
        return _burn(seed);
    }

    function _burn(bytes32 x) private view returns (bytes32) {
        while (gasleft() > RESERVE) {
            x = keccak256(abi.encode(x));
        }
        return x;
    }

    receive() external payable {}
}
