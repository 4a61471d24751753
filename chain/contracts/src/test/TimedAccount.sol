// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";

/// @title An account an attacker controls (tests only)
/// @notice Accepts any op and pays its own prefund; the op's signature is abi.encode(validUntil,
/// validAfter), returned as the validity window, so an op can be made to pass at one block time and
/// fail at another. `spendDeposit` lets its deployer pull the account's ETH out between a bundler's
/// simulation and the inclusion of its transaction.
contract TimedAccount is IAccount {
    IEntryPoint public immutable entryPoint;
    address public immutable deployer;

    constructor(IEntryPoint entryPoint_) payable {
        entryPoint = entryPoint_;
        deployer = msg.sender;
    }

    function validateUserOp(PackedUserOperation calldata op, bytes32, uint256 missingAccountFunds)
        external
        returns (uint256)
    {
        require(msg.sender == address(entryPoint), "not the entry point");
        if (missingAccountFunds > 0) {
            (bool ok,) = payable(msg.sender).call{value: missingAccountFunds}("");
            ok;
        }
        (uint48 validUntil, uint48 validAfter) = abi.decode(op.signature, (uint48, uint48));
        return _packValidationData(false, validUntil, validAfter);
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        require(msg.sender == address(entryPoint) || msg.sender == deployer, "not allowed");
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// @notice Sends the account's whole balance to `to` (the deployer only).
    function spendDeposit(address payable to) external {
        require(msg.sender == deployer, "not allowed");
        to.transfer(address(this).balance);
    }

    receive() external payable {}
}
