// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice The part of the settlement contract the record reads: the caller's measured spend.
interface ISpendTally {
    function spentInTransaction(address owner, address token) external view returns (uint256 amount, uint256 count);
}

/// @title The agent's on-chain track record
/// @notice Records risk assessments signed by the agent key. The user calls `record` in the same
/// transaction as the buys, so a plan and its execution land (or revert) together. The signature is EIP-712
/// `RiskInference(bytes32 planId,uint16 assessedRisk,uint16 maxRisk,uint256 expiry)` under the domain
/// {name "AgentRecord", version "1", chainId, this contract}. The owner may rotate the signer.
///
/// An assessment is bound to its user and its plan: only `user` itself may record (msg.sender == user);
/// only the registry's agent id is accepted; the plan id must be
/// `keccak256(abi.encodePacked(recHash, uint256(expiry - VALIDITY)))`, the allocation hash and the request
/// time the agent signed it at; and a plan is recorded once per user, so a copy recorded by someone else
/// for themselves never blocks its user. The spend in AllocationExecuted is measured, not claimed: the
/// USDG the user spent on buys through the settlement contract earlier in the same transaction, net of the
/// USDG its sells there received (a round trip adds nothing), and not yet counted by an earlier record in it;
/// it must equal the claimed `usdSpent` and `legCount`.
contract AgentRecord is Ownable, EIP712 {
    bytes32 public constant RISK_INFERENCE_TYPEHASH =
        keccak256("RiskInference(bytes32 planId,uint16 assessedRisk,uint16 maxRisk,uint256 expiry)");
    /// @notice Seconds from the request to the expiry of its assessment.
    uint256 public constant VALIDITY = 900;

    error InferenceExpired();
    error RiskCeilingBreached(uint16 assessed, uint16 maxRisk);
    error BadSigner(address recovered);
    error PlanAlreadyRecorded(bytes32 planId);
    error CallerNotUser(address caller, address user);
    error UnknownAgent(uint256 agentId);
    error PlanNotFromAllocation(bytes32 planId, bytes32 recHash);
    error SpendNotSettled(uint256 claimedUsd, uint256 settledUsd, uint16 claimedLegs, uint256 settledLegs);

    event AgentSignerRotated(address indexed previousSigner, address indexed newSigner);
    event RecommendationCommitted(
        bytes32 indexed planId,
        address indexed user,
        uint256 indexed agentId,
        bytes32 recHash,
        uint16 assessedRisk,
        uint16 maxRisk,
        uint256 expiry
    );
    event AllocationExecuted(
        bytes32 indexed planId, address indexed user, uint256 indexed agentId, uint256 usdSpent, uint16 legCount
    );

    address public agentSigner;
    /// @notice The agent's id in the identity registry; the only one `record` accepts.
    uint256 public immutable agentId;
    address public immutable identityRegistry;
    ISpendTally public immutable settlement;
    address public immutable usdg;
    /// @notice Plans recorded, per user.
    mapping(address => mapping(bytes32 => bool)) public recorded;
    uint256 public totalRecommendations;
    uint256 public executedCount;
    uint256 public totalExecutedUsd;

    /// `owner_` is explicit: deployed through the deterministic deployer, msg.sender is that deployer.
    constructor(
        address signer,
        address identityRegistry_,
        uint256 agentId_,
        address settlement_,
        address usdg_,
        address owner_
    )
        Ownable(owner_)
        EIP712("AgentRecord", "1")
    {
        agentSigner = signer;
        identityRegistry = identityRegistry_;
        agentId = agentId_;
        settlement = ISpendTally(settlement_);
        usdg = usdg_;
        emit AgentSignerRotated(address(0), signer);
    }

    /// @notice Replaces the agent signer. Owner only.
    function rotateSigner(address newSigner) external onlyOwner {
        emit AgentSignerRotated(agentSigner, newSigner);
        agentSigner = newSigner;
    }

    /// @notice The EIP-712 domain separator of RiskInference signatures.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The digest the agent signs for a RiskInference.
    function inferenceDigest(bytes32 planId, uint16 assessedRisk, uint16 maxRisk, uint256 expiry)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(RISK_INFERENCE_TYPEHASH, planId, assessedRisk, maxRisk, expiry)));
    }

    /// @notice The plan id of an allocation hash and the request time (Unix seconds).
    function planIdOf(bytes32 recHash, uint256 requestTime) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(recHash, requestTime));
    }

    /// @notice Records a signed assessment and, when the caller sold USDG through the settlement contract
    /// earlier in this transaction, the execution of its buys (`usdSpent` USDG base units over `legCount`
    /// legs, both checked against that measured spend).
    function record(
        bytes32 planId,
        bytes32 recHash,
        uint16 assessedRisk,
        uint16 maxRisk,
        uint256 expiry,
        bytes calldata signature,
        address user,
        uint256 agentId_,
        uint256 usdSpent,
        uint16 legCount
    ) external {
        _verify(planId, recHash, assessedRisk, maxRisk, expiry, signature, user, agentId_);
        (uint256 spent, uint256 legs) = _uncountedSpend(user);
        if (spent != usdSpent || legs != legCount) revert SpendNotSettled(usdSpent, spent, legCount, legs);
        recorded[user][planId] = true;
        totalRecommendations++;
        emit RecommendationCommitted(planId, user, agentId_, recHash, assessedRisk, maxRisk, expiry);
        if (spent > 0) {
            executedCount++;
            totalExecutedUsd += spent;
            emit AllocationExecuted(planId, user, agentId_, spent, legCount);
        }
    }

    /// @dev The checks of `record` before the spend, in the documented order.
    function _verify(
        bytes32 planId,
        bytes32 recHash,
        uint16 assessedRisk,
        uint16 maxRisk,
        uint256 expiry,
        bytes calldata signature,
        address user,
        uint256 agentId_
    ) private view {
        if (block.timestamp > expiry) revert InferenceExpired();
        if (assessedRisk > maxRisk) revert RiskCeilingBreached(assessedRisk, maxRisk);
        (address recovered,,) = ECDSA.tryRecover(inferenceDigest(planId, assessedRisk, maxRisk, expiry), signature);
        if (recovered != agentSigner || recovered == address(0)) revert BadSigner(recovered);
        if (msg.sender != user) revert CallerNotUser(msg.sender, user);
        if (agentId_ != agentId) revert UnknownAgent(agentId_);
        if (expiry < VALIDITY || planIdOf(recHash, expiry - VALIDITY) != planId) {
            revert PlanNotFromAllocation(planId, recHash);
        }
        if (recorded[user][planId]) revert PlanAlreadyRecorded(planId);
    }

    /// @dev The user's net USDG spend settled in this transaction that no earlier record in it has counted, and
    /// marks it counted (transient storage). The net can fall after a record (a later sell): what was counted
    /// stays counted, so buying back what was sold adds nothing either.
    function _uncountedSpend(address user) private returns (uint256 amount, uint256 legs) {
        (uint256 total, uint256 count) = settlement.spentInTransaction(user, usdg);
        bytes32 slot = keccak256(abi.encode(user, "AgentRecord.counted"));
        uint256 countedAmount;
        uint256 countedLegs;
        assembly {
            countedAmount := tload(slot)
            countedLegs := tload(add(slot, 1))
        }
        if (total > countedAmount) {
            amount = total - countedAmount;
            assembly {
                tstore(slot, total)
            }
        }
        legs = count - countedLegs;
        assembly {
            tstore(add(slot, 1), count)
        }
    }
}
