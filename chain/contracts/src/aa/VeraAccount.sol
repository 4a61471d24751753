// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";

/// @title Smart account owned by one EOA
/// @notice The reference SimpleAccount (execute, executeBatch, userOp validation through the EntryPoint)
/// plus ERC-1271, so Permit2 accepts the account's signatures. The owner signs `replaySafeHash(hash)`,
/// which binds the hash to this account (EIP-712 domain "VeraAccount"/"1"/chainId/this address): two
/// accounts of the same owner never accept each other's signatures. A signature may come wrapped as
/// ERC-6492 (what wallets such as viem produce for an account they believe undeployed); once the account
/// exists, the wrapper is unwrapped and the owner's signature inside is checked.
///
/// An upgrade takes effect only `UPGRADE_DELAY` after the owner scheduled it (`scheduleUpgrade`, visible
/// on chain as `pendingImplementation`): the service sponsors no op of an account with an upgrade
/// scheduled, and the delay outlasts any sponsorship, so no sponsored op can run on an implementation the
/// sponsor did not check (an upgrade sent just before a sponsored op in the same block would otherwise
/// run arbitrary code on the paymaster's gas).
contract VeraAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("VeraAccountMessage(bytes32 hash)");
    bytes32 private constant ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    /// @notice How long a scheduled upgrade waits before `upgradeToAndCall` accepts it.
    uint256 public constant UPGRADE_DELAY = 1 hours;

    /// @notice The implementation an upgrade is scheduled to, or zero.
    address public pendingImplementation;
    /// @notice When the scheduled upgrade may happen (unix seconds), or zero.
    uint256 public upgradeReadyAt;

    event UpgradeScheduled(address indexed implementation, uint256 readyAt);
    event UpgradeCancelled(address indexed implementation);

    error UpgradeNotScheduled(address implementation);
    error UpgradeNotReady(uint256 readyAt);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// @notice Schedules an upgrade to `implementation`, ready after UPGRADE_DELAY. Owner (or the account).
    function scheduleUpgrade(address implementation) external onlyOwner {
        pendingImplementation = implementation;
        upgradeReadyAt = block.timestamp + UPGRADE_DELAY;
        emit UpgradeScheduled(implementation, upgradeReadyAt);
    }

    /// @notice Cancels a scheduled upgrade. Owner (or the account).
    function cancelUpgrade() external onlyOwner {
        emit UpgradeCancelled(pendingImplementation);
        pendingImplementation = address(0);
        upgradeReadyAt = 0;
    }

    /// @notice UUPS upgrade: the owner (SimpleAccount's check), and only to the implementation scheduled
    /// at least UPGRADE_DELAY ago.
    function upgradeToAndCall(address newImplementation, bytes memory data) public payable override {
        if (newImplementation != pendingImplementation || upgradeReadyAt == 0) revert UpgradeNotScheduled(newImplementation);
        if (block.timestamp < upgradeReadyAt) revert UpgradeNotReady(upgradeReadyAt);
        super.upgradeToAndCall(newImplementation, data);
    }

    /// @notice The digest the owner signs for an ERC-1271 check of `hash` by this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("VeraAccount"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes memory sig = signature;
        uint256 n = signature.length;
        if (n > 32 && bytes32(signature[n - 32:]) == ERC6492_SUFFIX) {
            (,, sig) = abi.decode(signature[:n - 32], (address, bytes, bytes));
        }
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(replaySafeHash(hash), sig);
        if (err == ECDSA.RecoverError.NoError && recovered == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }
}
