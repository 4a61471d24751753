// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";

/// @title Verifying, bounded sponsoring paymaster
/// @notice Pays gas only for userOps the service's sponsor key signed, within hard limits that hold even if
/// that key leaks:
/// - `paymasterAndData` = paymaster ‖ paymasterVerificationGasLimit ‖ paymasterPostOpGasLimit ‖
///   validUntil (uint48) ‖ validAfter (uint48) ‖ signature (65 bytes). The signature is over
///   `sponsorshipHash(op, validUntil, validAfter)`, which binds the sender, nonce, initCode and callData
///   hashes, every gas field, the chain id and this paymaster, so a bundler cannot raise any fee or limit.
///   The window goes back in validationData, so the EntryPoint enforces it; a bad signature is reported
///   as a signature failure (AA34), never as a sponsorship.
/// - Caps on maxFeePerGas, maxPriorityFeePerGas, preVerificationGas and every gas limit: the most one op
///   can cost is bounded whatever was signed.
/// - A budget per sender per period, charged at the op's maximum cost during validation and settled to
///   the actual cost in postOp. The period of an op is `validUntil / period` (validation may not read the
///   clock); a window longer than one period is refused, so at any moment at most two periods are open,
///   and a sender's periods only move forward (`PeriodPassed`), so a sender can never spend more than
///   twice its budget within one period.
/// Validation touches only the sender's own budget slot (storage associated with the sender, ERC-7562);
/// postOp needs a context, so the paymaster is staked on the EntryPoint.
contract SponsorPaymaster is BasePaymaster {
    /// @notice The caps on an op's gas fields and the per-sender budget (wei per period).
    struct Limits {
        uint128 maxFeePerGas;
        uint128 maxPriorityFeePerGas;
        uint64 preVerificationGas;
        uint64 verificationGasLimit;
        uint64 callGasLimit;
        uint64 paymasterVerificationGasLimit;
        uint64 paymasterPostOpGasLimit;
        uint32 period;
        uint128 budgetPerPeriod;
    }

    /// @dev One storage slot per sender: the period it was last charged in and what it spent there.
    struct Spend {
        uint48 period;
        uint208 spent;
    }

    uint256 private constant SPONSOR_DATA_LENGTH = 12 + 65;
    /// @dev Gas postOp itself uses, charged on top of the actual gas cost the EntryPoint reports.
    uint256 private constant POST_OP_OVERHEAD = 25_000;
    bytes32 public constant SPONSORSHIP_TAG = keccak256("VeraSponsorship(v1)");

    error BadSponsorData(uint256 length);
    error FeeAboveCap(uint256 fee, uint256 cap);
    error PriorityFeeAboveCap(uint256 fee, uint256 cap);
    error PreVerificationGasAboveCap(uint256 gas, uint256 cap);
    error GasLimitAboveCap(uint8 field, uint256 gas, uint256 cap);
    error WindowTooLong(uint48 validAfter, uint48 validUntil);
    error BudgetExceeded(address sender, uint256 spent, uint256 maxCost, uint256 budget);
    error ZeroSigner();
    error ZeroPeriod();
    error PeriodPassed(address sender, uint48 period, uint48 current);

    event SignerSet(address indexed previousSigner, address indexed newSigner);
    event LimitsSet(Limits limits);
    event Sponsored(address indexed sender, uint48 indexed period, uint256 actualCost, uint256 spentInPeriod);

    address public signer;
    Limits private _limits;
    mapping(address => Spend) private _spend;

    constructor(IEntryPoint entryPoint_, address signer_, Limits memory limits_) BasePaymaster(entryPoint_) {
        _setSigner(signer_);
        _setLimits(limits_);
    }

    /// @notice Replaces the sponsor key. Owner only. Sponsorships signed by the old key stop validating.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @notice Replaces the caps and the budget. Owner only.
    function setLimits(Limits calldata limits_) external onlyOwner {
        _setLimits(limits_);
    }

    function limits() external view returns (Limits memory) {
        return _limits;
    }

    /// @notice What `sender` has spent in `period` (wei).
    function spentIn(address sender, uint48 period) external view returns (uint256) {
        Spend memory s = _spend[sender];
        return s.period == period ? s.spent : 0;
    }

    /// @notice The digest the sponsor key signs (raw, no prefix) for one op and window.
    function sponsorshipHash(PackedUserOperation calldata op, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                SPONSORSHIP_TAG,
                op.sender,
                op.nonce,
                keccak256(op.initCode),
                keccak256(op.callData),
                op.accountGasLimits,
                uint256(bytes32(op.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                op.preVerificationGas,
                op.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata op, bytes32, uint256 maxCost)
        internal
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata data = op.paymasterAndData[PAYMASTER_DATA_OFFSET:];
        if (data.length != SPONSOR_DATA_LENGTH) revert BadSponsorData(data.length);
        uint48 validUntil = uint48(bytes6(data[0:6]));
        uint48 validAfter = uint48(bytes6(data[6:12]));
        _checkCaps(op);
        if (!_signedBySigner(op, validUntil, validAfter, data[12:])) {
            return ("", _packValidationData(true, validUntil, validAfter));
        }
        uint48 period = _charge(op.sender, validUntil, validAfter, maxCost);
        return (abi.encode(op.sender, period, maxCost), _packValidationData(false, validUntil, validAfter));
    }

    function _signedBySigner(PackedUserOperation calldata op, uint48 validUntil, uint48 validAfter, bytes calldata sig)
        private
        view
        returns (bool)
    {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(sponsorshipHash(op, validUntil, validAfter), sig);
        return err == ECDSA.RecoverError.NoError && recovered == signer;
    }

    /// @dev Charges `maxCost` to the sender's budget of the window's period.
    function _charge(address sender, uint48 validUntil, uint48 validAfter, uint256 maxCost) private returns (uint48 period) {
        uint32 length = _limits.period;
        if (validUntil <= validAfter || validUntil - validAfter > length) revert WindowTooLong(validAfter, validUntil);
        period = uint48(validUntil / length);
        Spend memory s = _spend[sender];
        // A sender's periods only move forward: going back would reset the budget of a period it spent.
        if (period < s.period) revert PeriodPassed(sender, period, s.period);
        uint256 spent = s.period == period ? s.spent : 0;
        uint256 budget = _limits.budgetPerPeriod;
        if (spent + maxCost > budget) revert BudgetExceeded(sender, spent, maxCost, budget);
        _spend[sender] = Spend({period: period, spent: uint208(spent + maxCost)});
    }

    /// @dev Settles the charge of validation (maxCost) to what the op really cost. Never reverts.
    function _postOp(PostOpMode, bytes calldata context, uint256 actualGasCost, uint256 actualUserOpFeePerGas)
        internal
        override
    {
        (address sender, uint48 period, uint256 maxCost) = abi.decode(context, (address, uint48, uint256));
        uint256 cost = actualGasCost + POST_OP_OVERHEAD * actualUserOpFeePerGas;
        if (cost > maxCost) cost = maxCost;
        Spend storage s = _spend[sender];
        // The slot still belongs to this op's period: validation just charged it there.
        if (s.period == period) s.spent = uint208(uint256(s.spent) - (maxCost - cost));
        emit Sponsored(sender, period, cost, s.spent);
    }

    function _checkCaps(PackedUserOperation calldata op) private view {
        Limits memory l = _limits;
        uint256 fees = uint256(op.gasFees);
        uint256 maxPriority = fees >> 128;
        uint256 maxFee = uint128(fees);
        if (maxFee > l.maxFeePerGas) revert FeeAboveCap(maxFee, l.maxFeePerGas);
        if (maxPriority > l.maxPriorityFeePerGas) revert PriorityFeeAboveCap(maxPriority, l.maxPriorityFeePerGas);
        if (op.preVerificationGas > l.preVerificationGas) {
            revert PreVerificationGasAboveCap(op.preVerificationGas, l.preVerificationGas);
        }
        uint256 accountGas = uint256(op.accountGasLimits);
        _capGas(0, accountGas >> 128, l.verificationGasLimit);
        _capGas(1, uint128(accountGas), l.callGasLimit);
        _capGas(2, UserOperationLib.unpackPaymasterVerificationGasLimit(op), l.paymasterVerificationGasLimit);
        _capGas(3, UserOperationLib.unpackPostOpGasLimit(op), l.paymasterPostOpGasLimit);
    }

    /// @dev field: 0 verificationGasLimit, 1 callGasLimit, 2 paymasterVerificationGasLimit, 3 paymasterPostOpGasLimit.
    function _capGas(uint8 field, uint256 gas, uint256 cap) private pure {
        if (gas > cap) revert GasLimitAboveCap(field, gas, cap);
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroSigner();
        emit SignerSet(signer, newSigner);
        signer = newSigner;
    }

    function _setLimits(Limits memory l) private {
        if (l.period == 0) revert ZeroPeriod();
        _limits = l;
        emit LimitsSet(l);
    }
}
