// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title ERC-8004-style identity and reputation registry
/// @notice Each agent is an ERC-721 token whose URI is its registration file (agent card). Ids start at 1.
/// Reputation moves only through feedback, and feedback comes only from the registry's owner
/// (`giveFeedback`), or from a client holding the owner's EIP-712 authorization for one interaction
/// (`giveAuthorizedFeedback`: FeedbackAuth(uint256 agentId,address client,bytes32 interactionId,uint256 expiry)
/// under the domain {name "IdentityRegistry", version "1", chainId, this contract}), used once. Scores are
/// 0-100; `reputationScore` is the integer mean of all scores, 0 before any feedback.
contract IdentityRegistry is ERC721URIStorage, Ownable, EIP712 {
    bytes32 public constant FEEDBACK_AUTH_TYPEHASH =
        keccak256("FeedbackAuth(uint256 agentId,address client,bytes32 interactionId,uint256 expiry)");

    error SelfFeedback(uint256 agentId);
    error ScoreOutOfRange(uint8 score);
    error NotAgentOwner(uint256 agentId);
    error FeedbackAuthExpired(uint256 expiry);
    error FeedbackAuthUsed(bytes32 interactionId);
    error BadFeedbackAuth(address recovered);

    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    event MetadataSet(uint256 indexed agentId, string indexed indexedKey, string key, bytes value);
    event NewFeedback(
        uint256 indexed agentId,
        address indexed client,
        uint8 score,
        bytes32 indexed tag1,
        bytes32 tag2,
        string feedbackURI,
        bytes32 feedbackHash
    );
    /// @notice The score after a feedback: every change of `reputationScore` emits one.
    event ReputationUpdated(uint256 indexed agentId, uint256 score, uint256 feedbackCount);

    uint256 public nextAgentId = 1;
    mapping(uint256 => mapping(string => bytes)) private _metadata;
    mapping(uint256 => uint256) public feedbackCount;
    mapping(uint256 => uint256) public feedbackScoreSum;
    /// @notice Interactions whose feedback authorization was used.
    mapping(bytes32 => bool) public interactionUsed;

    /// `owner_` is explicit: deployed through the deterministic deployer, msg.sender is that deployer.
    constructor(address owner_) ERC721("Agent Identity", "AGENT") Ownable(owner_) EIP712("IdentityRegistry", "1") {}

    /// @notice Registers a new agent owned by the caller and returns its id.
    function register(string calldata agentURI) external returns (uint256 agentId) {
        agentId = nextAgentId++;
        _safeMint(msg.sender, agentId);
        _setTokenURI(agentId, agentURI);
        emit Registered(agentId, agentURI, msg.sender);
    }

    /// @notice Points an agent at a new registration file. Agent owner only.
    function setAgentURI(uint256 agentId, string calldata agentURI) external {
        if (ownerOf(agentId) != msg.sender) revert NotAgentOwner(agentId);
        _setTokenURI(agentId, agentURI);
    }

    function setMetadata(uint256 agentId, string calldata key, bytes calldata value) external {
        if (ownerOf(agentId) != msg.sender) revert NotAgentOwner(agentId);
        _metadata[agentId][key] = value;
        emit MetadataSet(agentId, key, key, value);
    }

    function getMetadata(uint256 agentId, string calldata key) external view returns (bytes memory) {
        return _metadata[agentId][key];
    }

    /// @notice Gives feedback on an agent. The registry's owner only.
    function giveFeedback(
        uint256 agentId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external onlyOwner {
        _feedback(agentId, score, tag1, tag2, feedbackURI, feedbackHash);
    }

    /// @notice The digest the registry's owner signs to let `client` give one feedback on `agentId` for
    /// `interactionId` until `expiry`.
    function feedbackAuthDigest(uint256 agentId, address client, bytes32 interactionId, uint256 expiry)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(FEEDBACK_AUTH_TYPEHASH, agentId, client, interactionId, expiry)));
    }

    /// @notice Gives feedback as a client the registry's owner authorized for one interaction. The agent's
    /// owner cannot rate its own agent this way.
    function giveAuthorizedFeedback(
        uint256 agentId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash,
        bytes32 interactionId,
        uint256 expiry,
        bytes calldata ownerSignature
    ) external {
        if (block.timestamp > expiry) revert FeedbackAuthExpired(expiry);
        if (interactionUsed[interactionId]) revert FeedbackAuthUsed(interactionId);
        (address recovered,,) =
            ECDSA.tryRecover(feedbackAuthDigest(agentId, msg.sender, interactionId, expiry), ownerSignature);
        if (recovered != owner() || recovered == address(0)) revert BadFeedbackAuth(recovered);
        if (ownerOf(agentId) == msg.sender) revert SelfFeedback(agentId);
        interactionUsed[interactionId] = true;
        _feedback(agentId, score, tag1, tag2, feedbackURI, feedbackHash);
    }

    function _feedback(
        uint256 agentId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) private {
        if (score > 100) revert ScoreOutOfRange(score);
        ownerOf(agentId); // reverts for an agent that does not exist
        uint256 n = ++feedbackCount[agentId];
        uint256 sum = feedbackScoreSum[agentId] += score;
        emit NewFeedback(agentId, msg.sender, score, tag1, tag2, feedbackURI, feedbackHash);
        emit ReputationUpdated(agentId, sum / n, n);
    }

    /// @notice Mean feedback score (0-100) of an agent; 0 before any feedback.
    function reputationScore(uint256 agentId) external view returns (uint256) {
        uint256 n = feedbackCount[agentId];
        if (n == 0) return 0;
        return feedbackScoreSum[agentId] / n;
    }
}
