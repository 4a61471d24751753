// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";

/// @title Sponsoring paymaster
/// @notice Pays gas for userOps whose sender is allowed: every sender while `sponsorAll` is on, otherwise
/// only senders the owner listed. The gas comes from this paymaster's deposit in the EntryPoint.
contract SponsorPaymaster is BasePaymaster {
    error NotSponsored(address sender);

    event SponsorAllSet(bool on);
    event SponsoredSet(address indexed sender, bool on);

    bool public sponsorAll;
    mapping(address => bool) public sponsored;

    constructor(IEntryPoint entryPoint_, bool sponsorAll_) BasePaymaster(entryPoint_) {
        sponsorAll = sponsorAll_;
    }

    function setSponsorAll(bool on) external onlyOwner {
        sponsorAll = on;
        emit SponsorAllSet(on);
    }

    function setSponsored(address sender, bool on) external onlyOwner {
        sponsored[sender] = on;
        emit SponsoredSet(sender, on);
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        if (!sponsorAll && !sponsored[userOp.sender]) revert NotSponsored(userOp.sender);
        return ("", 0);
    }
}
