// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Multicall3-compatible batcher
/// @notice Implements the `aggregate3` interface of the canonical Multicall3
/// (0xcA11bde05977b3631167028862bE2a173976CA11), plus the block helpers readers use.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Calls each target in order, reverting unless every call succeeds.
    function aggregate(Call[] calldata calls) external payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = calls[i].target.call(calls[i].callData);
            require(ok, "Multicall3: call failed");
            returnData[i] = ret;
        }
    }

    /// @notice Calls each target in order; a failing call reverts the batch unless it allows failure.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3 calldata c = calls[i];
            (bool ok, bytes memory ret) = c.target.call(c.callData);
            require(ok || c.allowFailure, "Multicall3: call failed");
            returnData[i] = Result(ok, ret);
        }
    }

    /// @notice Like aggregate3 with a value per call; the values must add up to msg.value.
    function aggregate3Value(Call3Value[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 total;
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3Value calldata c = calls[i];
            total += c.value;
            (bool ok, bytes memory ret) = c.target.call{value: c.value}(c.callData);
            require(ok || c.allowFailure, "Multicall3: call failed");
            returnData[i] = Result(ok, ret);
        }
        require(msg.value == total, "Multicall3: value mismatch");
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }

    function getEthBalance(address addr) external view returns (uint256) {
        return addr.balance;
    }
}
