// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @title An account whose validation reads the block number (tests only)
/// @notice Accepts an op and pays its own prefund while the block number is at most the last block
/// its signature names (abi.encode(uint256 lastBlock)), and reverts after: an op that passes in one
/// block and fails some blocks later, whatever the time.
contract BlockBoundAccount is IAccount {
    IEntryPoint public immutable entryPoint;

    constructor(IEntryPoint entryPoint_) payable {
        entryPoint = entryPoint_;
    }

    function validateUserOp(PackedUserOperation calldata op, bytes32, uint256 missingAccountFunds)
        external
        returns (uint256)
    {
        require(msg.sender == address(entryPoint), "not the entry point");
        require(block.number <= abi.decode(op.signature, (uint256)), "past its last block");
        if (missingAccountFunds > 0) {
            (bool ok,) = payable(msg.sender).call{value: missingAccountFunds}("");
            ok;
        }
        return 0;
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        require(msg.sender == address(entryPoint), "not allowed");
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    receive() external payable {}
}
