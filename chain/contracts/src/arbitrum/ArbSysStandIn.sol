// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ArbSys} from "@arbitrum/nitro-contracts/src/precompiles/ArbSys.sol";

/// @title A stand-in for Arbitrum's ArbSys precompile (devnet only)
/// @notice Arbitrum's ArbSys is native code at 0x0000000000000000000000000000000000000064 on every
/// Arbitrum chain; nothing deployable is published. The devnet's Arbitrum option puts this contract's
/// code there in genesis, so that a client recognises an Arbitrum chain as it does on one: by
/// `arbChainID` answering. It answers the chain's own figures; sending to the parent chain is not
/// modelled and reverts.
contract ArbSysStandIn is ArbSys {
    /// @dev Arbitrum's L1-to-L2 address alias offset.
    uint160 private constant ALIAS_OFFSET = uint160(0x1111000000000000000000000000000000001111);

    error NotModelled();

    function arbBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function arbBlockHash(uint256 arbBlockNum) external view returns (bytes32) {
        if (arbBlockNum >= block.number || arbBlockNum + 256 < block.number) {
            revert InvalidBlockNumber(arbBlockNum, block.number);
        }
        return blockhash(arbBlockNum);
    }

    function arbChainID() external view returns (uint256) {
        return block.chainid;
    }

    /// @dev 55 + ArbOS 32, the offset ArbSys documents.
    function arbOSVersion() external pure returns (uint256) {
        return 87;
    }

    function getStorageGasAvailable() external pure returns (uint256) {
        return 0;
    }

    function isTopLevelCall() external view returns (bool) {
        return msg.sender == tx.origin;
    }

    function mapL1SenderContractAddressToL2Alias(address sender, address) external pure returns (address) {
        unchecked {
            return address(uint160(sender) + ALIAS_OFFSET);
        }
    }

    function wasMyCallersAddressAliased() external pure returns (bool) {
        return false;
    }

    function myCallersAddressWithoutAliasing() external view returns (address) {
        return msg.sender;
    }

    function withdrawEth(address) external payable returns (uint256) {
        revert NotModelled();
    }

    function sendTxToL1(address, bytes calldata) external payable returns (uint256) {
        revert NotModelled();
    }

    function sendMerkleTreeState() external pure returns (uint256, bytes32, bytes32[] memory) {
        revert NotModelled();
    }
}
