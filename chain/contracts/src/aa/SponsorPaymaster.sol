// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";

/// @title Verifying, bounded sponsoring paymaster
/// @notice Pays gas only for userOps the service's sponsor key signed, bundled by one of the service's own
/// relays, within hard limits that hold even if the sponsor key leaks:
/// - `paymasterAndData` = paymaster ‖ paymasterVerificationGasLimit ‖ paymasterPostOpGasLimit ‖
///   validUntil (uint48) ‖ validAfter (uint48) ‖ owner (address) ‖ relay (address) ‖ signature (65 bytes).
///   The signature is over `sponsorshipHash(op, validUntil, validAfter, owner, relay)`, which binds the
///   sender, nonce, initCode and callData hashes, every gas field, the owner whose budget pays, the relay
///   that may bundle the op, the chain id and this paymaster, so a bundler cannot raise any fee or limit.
///   The window goes back in validationData, so the EntryPoint enforces it; a bad signature is reported
///   as a signature failure (AA34), never as a sponsorship.
/// - Only the signed relay bundles: `tx.origin` must be that relay, and the relay must be one the owner of
///   this contract registered. A stranger who self-bundles a sponsored op (to collect the gas as
///   beneficiary) is refused, and so is a relay a leaked sponsor key names. This reads ORIGIN in
///   validation, which ERC-7562 bans: public bundlers refuse these ops, on purpose.
/// - Caps on maxFeePerGas, maxPriorityFeePerGas, preVerificationGas and every gas limit: the most one op
///   can cost is bounded whatever was signed.
/// - Three budgets per period: per sender, per owner (all of an owner's accounts share it) and in total.
///   Each is charged the op's maximum cost during validation and settled to the actual cost in postOp.
///   The period of an op is `validUntil / period` (validation may not read the clock); a window longer
///   than one period is refused, so at any moment at most two periods are open. The contract's current
///   period only moves forward: an op of an older period is charged to the current one (never to a
///   period already left behind), so no budget can be spent twice over within one period by going back.
/// postOp needs a context, so the paymaster is staked on the EntryPoint.
contract SponsorPaymaster is BasePaymaster {
    /// @notice The caps on an op's gas fields and the budgets (wei per period).
    struct Limits {
        uint128 maxFeePerGas;
        uint128 maxPriorityFeePerGas;
        uint64 preVerificationGas;
        uint64 verificationGasLimit;
        uint64 callGasLimit;
        uint64 paymasterVerificationGasLimit;
        uint64 paymasterPostOpGasLimit;
        uint32 period;
        uint128 budgetPerPeriod; // per sender
        uint128 ownerBudgetPerPeriod; // per owner, over all its senders
        uint128 globalBudgetPerPeriod; // everything this paymaster sponsors
    }

    /// @dev One storage slot per budget: the period it was last charged in and what it spent there.
    struct Spend {
        uint48 period;
        uint208 spent;
    }

    uint256 private constant SPONSOR_DATA_LENGTH = 12 + 20 + 20 + 65;
    /// @dev Gas postOp itself uses, charged on top of the actual gas cost the EntryPoint reports.
    uint256 private constant POST_OP_OVERHEAD = 30_000;
    bytes32 public constant SPONSORSHIP_TAG = keccak256("VeraSponsorship(v2)");

    error BadSponsorData(uint256 length);
    error FeeAboveCap(uint256 fee, uint256 cap);
    error PriorityFeeAboveCap(uint256 fee, uint256 cap);
    error PreVerificationGasAboveCap(uint256 gas, uint256 cap);
    error GasLimitAboveCap(uint8 field, uint256 gas, uint256 cap);
    error WindowTooLong(uint48 validAfter, uint48 validUntil);
    error BudgetExceeded(address sender, uint256 spent, uint256 maxCost, uint256 budget);
    error OwnerBudgetExceeded(address owner, uint256 spent, uint256 maxCost, uint256 budget);
    error GlobalBudgetExceeded(uint256 spent, uint256 maxCost, uint256 budget);
    error NotRelay(address origin, address relay);
    error UnknownRelay(address relay);
    error ZeroSigner();
    error ZeroPeriod();
    error ZeroRelay();

    event SignerSet(address indexed previousSigner, address indexed newSigner);
    event LimitsSet(Limits limits);
    event RelaySet(address indexed relay, bool allowed);
    event Sponsored(
        address indexed sender,
        address indexed owner,
        uint48 indexed period,
        uint256 actualCost,
        uint256 spentInPeriod,
        uint256 ownerSpentInPeriod,
        uint256 globalSpentInPeriod
    );

    address public signer;
    Limits private _limits;
    mapping(address => Spend) private _spend;
    mapping(address => Spend) private _ownerSpend;
    Spend private _globalSpend;
    mapping(address => bool) public isRelay;

    /// `owner_` is explicit: deployed through the deterministic deployer, msg.sender is that deployer.
    constructor(IEntryPoint entryPoint_, address signer_, Limits memory limits_, address relay_, address owner_)
        BasePaymaster(entryPoint_)
    {
        _transferOwnership(owner_);
        _setSigner(signer_);
        _setLimits(limits_);
        _setRelay(relay_, true);
    }

    /// @notice Replaces the sponsor key. Owner only. Sponsorships signed by the old key stop validating.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @notice Replaces the caps and the budgets. Owner only.
    function setLimits(Limits calldata limits_) external onlyOwner {
        _setLimits(limits_);
    }

    /// @notice Allows or stops a relay (a bundler EOA of the service). Owner only.
    function setRelay(address relay, bool allowed) external onlyOwner {
        _setRelay(relay, allowed);
    }

    function limits() external view returns (Limits memory) {
        return _limits;
    }

    /// @notice The period budgets are charged in now: the latest any op has been charged in.
    function currentPeriod() external view returns (uint48) {
        return _globalSpend.period;
    }

    /// @notice What `sender` has spent in `period` (wei).
    function spentIn(address sender, uint48 period) external view returns (uint256) {
        return _spentIn(_spend[sender], period);
    }

    /// @notice What all of `owner`'s senders have spent in `period` (wei).
    function ownerSpentIn(address owner_, uint48 period) external view returns (uint256) {
        return _spentIn(_ownerSpend[owner_], period);
    }

    /// @notice What this paymaster has sponsored in `period` (wei).
    function globalSpentIn(uint48 period) external view returns (uint256) {
        return _spentIn(_globalSpend, period);
    }

    /// @notice The digest the sponsor key signs (raw, no prefix) for one op, window, owner and relay:
    /// keccak256(abi.encode(opHash, chainid, this, validUntil, validAfter, owner, relay)) with opHash =
    /// keccak256(abi.encode(SPONSORSHIP_TAG, sender, nonce, keccak256(initCode), keccak256(callData),
    /// accountGasLimits, paymaster gas limits, preVerificationGas, gasFees)).
    function sponsorshipHash(
        PackedUserOperation calldata op,
        uint48 validUntil,
        uint48 validAfter,
        address owner_,
        address relay
    ) public view returns (bytes32) {
        return keccak256(abi.encode(_opHash(op), block.chainid, address(this), validUntil, validAfter, owner_, relay));
    }

    function _opHash(PackedUserOperation calldata op) private pure returns (bytes32) {
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
                op.gasFees
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
        address owner_ = address(bytes20(data[12:32]));
        address relay = address(bytes20(data[32:52]));
        // solhint-disable-next-line avoid-tx-origin
        if (tx.origin != relay) revert NotRelay(tx.origin, relay);
        if (!isRelay[relay]) revert UnknownRelay(relay);
        _checkCaps(op);
        if (!_signedBySigner(op, validUntil, validAfter, owner_, relay, data[52:])) {
            return ("", _packValidationData(true, validUntil, validAfter));
        }
        uint48 period = _charge(op.sender, owner_, validUntil, validAfter, maxCost);
        return (abi.encode(op.sender, owner_, period, maxCost), _packValidationData(false, validUntil, validAfter));
    }

    function _signedBySigner(
        PackedUserOperation calldata op,
        uint48 validUntil,
        uint48 validAfter,
        address owner_,
        address relay,
        bytes calldata sig
    ) private view returns (bool) {
        (address recovered, ECDSA.RecoverError err,) =
            ECDSA.tryRecover(sponsorshipHash(op, validUntil, validAfter, owner_, relay), sig);
        return err == ECDSA.RecoverError.NoError && recovered == signer;
    }

    /// @dev Charges `maxCost` to the sender's, the owner's and the global budget of the current period.
    function _charge(address sender, address owner_, uint48 validUntil, uint48 validAfter, uint256 maxCost)
        private
        returns (uint48 period)
    {
        Limits memory l = _limits;
        if (validUntil <= validAfter || validUntil - validAfter > l.period) revert WindowTooLong(validAfter, validUntil);
        period = uint48(validUntil / l.period);
        Spend memory g = _globalSpend;
        // Budgets only move forward: an op of a period already left is charged to the current one.
        if (period < g.period) period = g.period;
        uint256 globalSpent = _spentIn(g, period) + maxCost;
        if (globalSpent > l.globalBudgetPerPeriod) {
            revert GlobalBudgetExceeded(globalSpent - maxCost, maxCost, l.globalBudgetPerPeriod);
        }
        uint256 ownerSpent = _spentIn(_ownerSpend[owner_], period) + maxCost;
        if (ownerSpent > l.ownerBudgetPerPeriod) {
            revert OwnerBudgetExceeded(owner_, ownerSpent - maxCost, maxCost, l.ownerBudgetPerPeriod);
        }
        uint256 senderSpent = _spentIn(_spend[sender], period) + maxCost;
        if (senderSpent > l.budgetPerPeriod) revert BudgetExceeded(sender, senderSpent - maxCost, maxCost, l.budgetPerPeriod);
        // Every slot's period is at most the global one, so a slot of an older period restarts at zero.
        _globalSpend = Spend({period: period, spent: uint208(globalSpent)});
        _ownerSpend[owner_] = Spend({period: period, spent: uint208(ownerSpent)});
        _spend[sender] = Spend({period: period, spent: uint208(senderSpent)});
    }

    function _spentIn(Spend memory s, uint48 period) private pure returns (uint256) {
        return s.period == period ? s.spent : 0;
    }

    /// @dev Settles the charge of validation (maxCost) to what the op really cost. Never reverts.
    function _postOp(PostOpMode, bytes calldata context, uint256 actualGasCost, uint256 actualUserOpFeePerGas)
        internal
        override
    {
        (address sender, address owner_, uint48 period, uint256 maxCost) =
            abi.decode(context, (address, address, uint48, uint256));
        uint256 cost = actualGasCost + POST_OP_OVERHEAD * actualUserOpFeePerGas;
        if (cost > maxCost) cost = maxCost;
        uint256 refund = maxCost - cost;
        // Each slot still holds this op's period: validation charged it there and no later op can have
        // moved it on within the same handleOps (every op of a bundle is validated before any postOp,
        // and a later period charged by one of them leaves this op's charge in a period now closed).
        uint256 senderSpent = _refund(_spend[sender], period, refund);
        uint256 ownerSpent = _refund(_ownerSpend[owner_], period, refund);
        uint256 globalSpent = _refund(_globalSpend, period, refund);
        emit Sponsored(sender, owner_, period, cost, senderSpent, ownerSpent, globalSpent);
    }

    function _refund(Spend storage s, uint48 period, uint256 refund) private returns (uint256) {
        if (s.period != period) return 0;
        uint256 spent = uint256(s.spent) - refund;
        s.spent = uint208(spent);
        return spent;
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
        // Periods are counted in units of the period's length: a new length starts the count again
        // (else a current period counted in the old, shorter units would hold every new op back).
        if (l.period != _limits.period) delete _globalSpend;
        _limits = l;
        emit LimitsSet(l);
    }

    function _setRelay(address relay, bool allowed) private {
        if (relay == address(0)) revert ZeroRelay();
        isRelay[relay] = allowed;
        emit RelaySet(relay, allowed);
    }
}
