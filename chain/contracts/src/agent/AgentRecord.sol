// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title The agent's on-chain track record
/// @notice Records risk assessments signed by the agent key. The client calls `record` in the same
/// transaction as the buys, so a plan and its execution land (or revert) together. The signature is EIP-712
/// `RiskInference(bytes32 planId,uint16 assessedRisk,uint16 maxRisk,uint256 expiry)` under the domain
/// {name "AgentRecord", version "1", chainId, this contract}. The owner may rotate the signer.
contract AgentRecord is Ownable, EIP712 {
    bytes32 public constant RISK_INFERENCE_TYPEHASH =
        keccak256("RiskInference(bytes32 planId,uint16 assessedRisk,uint16 maxRisk,uint256 expiry)");

    error InferenceExpired();
    error RiskCeilingBreached(uint16 assessed, uint16 maxRisk);
    error BadSigner(address recovered);
    error PlanAlreadyRecorded(bytes32 planId);

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
    mapping(bytes32 => bool) public recorded;
    uint256 public totalRecommendations;
    uint256 public executedCount;
    uint256 public totalExecutedUsd;

    constructor(address signer) Ownable(msg.sender) EIP712("AgentRecord", "1") {
        agentSigner = signer;
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

    /// @notice Records a signed assessment and, when `usdSpent` is non-zero, the execution of its buys
    /// (USDG base units, 6 decimals, over `legCount` legs).
    function record(
        bytes32 planId,
        bytes32 recHash,
        uint16 assessedRisk,
        uint16 maxRisk,
        uint256 expiry,
        bytes calldata signature,
        address user,
        uint256 agentId,
        uint256 usdSpent,
        uint16 legCount
    ) external {
        if (block.timestamp > expiry) revert InferenceExpired();
        if (assessedRisk > maxRisk) revert RiskCeilingBreached(assessedRisk, maxRisk);
        (address recovered,,) = ECDSA.tryRecover(inferenceDigest(planId, assessedRisk, maxRisk, expiry), signature);
        if (recovered != agentSigner || recovered == address(0)) revert BadSigner(recovered);
        if (recorded[planId]) revert PlanAlreadyRecorded(planId);
        recorded[planId] = true;
        totalRecommendations++;
        emit RecommendationCommitted(planId, user, agentId, recHash, assessedRisk, maxRisk, expiry);
        if (usdSpent > 0) {
            executedCount++;
            totalExecutedUsd += usdSpent;
            emit AllocationExecuted(planId, user, agentId, usdSpent, legCount);
        }
    }
}
