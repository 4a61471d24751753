// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

/// @title ERC-8004-style identity and reputation registry
/// @notice Each agent is an ERC-721 token whose URI is its registration file (agent card). Ids start at 1.
/// Reputation moves only through feedback: any address other than the agent's owner may give a score of
/// 0-100, and `reputationScore` is the integer mean of all scores (0 before any feedback).
contract IdentityRegistry is ERC721URIStorage {
    error SelfFeedback(uint256 agentId);
    error ScoreOutOfRange(uint8 score);
    error NotAgentOwner(uint256 agentId);

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

    uint256 public nextAgentId = 1;
    mapping(uint256 => mapping(string => bytes)) private _metadata;
    mapping(uint256 => uint256) public feedbackCount;
    mapping(uint256 => uint256) public feedbackScoreSum;

    constructor() ERC721("Agent Identity", "AGENT") {}

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

    /// @notice Gives feedback on an agent. Its owner cannot rate itself.
    function giveFeedback(
        uint256 agentId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external {
        if (score > 100) revert ScoreOutOfRange(score);
        if (ownerOf(agentId) == msg.sender) revert SelfFeedback(agentId);
        feedbackCount[agentId]++;
        feedbackScoreSum[agentId] += score;
        emit NewFeedback(agentId, msg.sender, score, tag1, tag2, feedbackURI, feedbackHash);
    }

    /// @notice Mean feedback score (0-100) of an agent; 0 before any feedback.
    function reputationScore(uint256 agentId) external view returns (uint256) {
        uint256 n = feedbackCount[agentId];
        if (n == 0) return 0;
        return feedbackScoreSum[agentId] / n;
    }
}
