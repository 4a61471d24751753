// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {NodeInterface} from "@arbitrum/nitro-contracts/src/node-interface/NodeInterface.sol";

/// @title A stand-in for Arbitrum's NodeInterface (devnet only)
/// @notice On an Arbitrum chain the node answers calls to 0x00000000000000000000000000000000000000C8
/// itself (there is no contract there, and none is published); bundlers ask its
/// `gasEstimateL1Component` for the parent chain's data cost of a transaction, in L2 gas. The devnet's
/// Arbitrum option puts this contract's code there in genesis, with `l1GasPerByte` in its storage:
/// the L1 component of a transaction is `l1GasPerByte` for each byte of its calldata plus
/// `TX_OVERHEAD_BYTES` (ArbOS's assumed size of a transaction's envelope), without Arbitrum's
/// compression. The other methods are not modelled and revert.
contract NodeInterfaceStandIn is NodeInterface {
    /// @dev ArbOS's assumed size of a simple transaction besides its calldata.
    uint256 public constant TX_OVERHEAD_BYTES = 140;

    /// @notice L2 gas charged for each byte posted to the parent chain (slot 0, set in genesis).
    uint256 public l1GasPerByte;

    error NotModelled();

    function gasEstimateL1Component(address, bool, bytes calldata data)
        public
        payable
        returns (uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
    {
        gasEstimateForL1 = uint64((data.length + TX_OVERHEAD_BYTES) * l1GasPerByte);
        baseFee = block.basefee;
        // The L1 price per byte is 16 × the L1 base fee: the L1 cost is gasEstimateForL1 × baseFee.
        l1BaseFeeEstimate = (l1GasPerByte * block.basefee) / 16;
    }

    function gasEstimateComponents(address to, bool contractCreation, bytes calldata data)
        external
        payable
        returns (uint64, uint64, uint256, uint256)
    {
        (uint64 l1, uint256 baseFee, uint256 l1BaseFee) = gasEstimateL1Component(to, contractCreation, data);
        return (l1, l1, baseFee, l1BaseFee);
    }

    function estimateRetryableTicket(address, uint256, address, uint256, address, address, bytes calldata) external pure {
        revert NotModelled();
    }

    function constructOutboxProof(uint64, uint64) external pure returns (bytes32, bytes32, bytes32[] memory) {
        revert NotModelled();
    }

    function findBatchContainingBlock(uint64) external pure returns (uint64) {
        revert NotModelled();
    }

    function getL1Confirmations(bytes32) external pure returns (uint64) {
        revert NotModelled();
    }

    function legacyLookupMessageBatchProof(uint256, uint64)
        external
        pure
        returns (bytes32[] memory, uint256, address, address, uint256, uint256, uint256, uint256, bytes memory)
    {
        revert NotModelled();
    }

    function nitroGenesisBlock() external pure returns (uint256) {
        return 0;
    }

    function blockL1Num(uint64) external pure returns (uint64) {
        revert NotModelled();
    }

    function l2BlockRangeForL1(uint64) external pure returns (uint64, uint64) {
        revert NotModelled();
    }
}
