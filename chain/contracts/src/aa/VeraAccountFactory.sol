// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {VeraAccount} from "./VeraAccount.sol";

/// @title Factory of VeraAccount proxies at counterfactual CREATE2 addresses
/// @notice `getAddress(owner, salt)` is known before deployment; `createAccount` deploys it (from a userOp's
/// initCode or directly) and returns the existing account when already deployed.
contract VeraAccountFactory {
    VeraAccount public immutable accountImplementation;

    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new VeraAccount(entryPoint);
    }

    function createAccount(address owner, uint256 salt) external returns (VeraAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) {
            return VeraAccount(payable(addr));
        }
        account = VeraAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
        emit AccountCreated(address(account), owner, salt);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
