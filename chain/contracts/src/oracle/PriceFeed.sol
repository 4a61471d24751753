// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AggregatorV3Interface} from "./AggregatorV3Interface.sol";

/// @title Chainlink-style price feed
/// @notice 8-decimal USD price of one whole asset token, set by the owner (the devnet deployer). Each update
/// opens a new round, so consumers see the same `latestRoundData` shape as a Chainlink aggregator.
contract PriceFeed is AggregatorV3Interface, Ownable {
    struct Round {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
    }

    error NoSuchRound(uint80 roundId);

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    string private _description;
    uint80 public latestRound;
    mapping(uint80 => Round) private _rounds;

    constructor(string memory description_, int256 initialAnswer) Ownable(msg.sender) {
        _description = description_;
        _setAnswer(initialAnswer, block.timestamp);
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external view returns (string memory) {
        return _description;
    }

    function version() external pure returns (uint256) {
        return 4;
    }

    /// @notice Opens a new round with `answer` updated now. Owner only.
    function setAnswer(int256 answer) external onlyOwner {
        _setAnswer(answer, block.timestamp);
    }

    /// @notice Opens a new round with an explicit `updatedAt`, for staleness tests. Owner only.
    function setAnswerAt(int256 answer, uint256 updatedAt) external onlyOwner {
        _setAnswer(answer, updatedAt);
    }

    function getRoundData(uint80 roundId) external view returns (uint80, int256, uint256, uint256, uint80) {
        Round memory r = _rounds[roundId];
        if (r.updatedAt == 0) revert NoSuchRound(roundId);
        return (roundId, r.answer, r.startedAt, r.updatedAt, roundId);
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        uint80 id = latestRound;
        Round memory r = _rounds[id];
        return (id, r.answer, r.startedAt, r.updatedAt, id);
    }

    function latestAnswer() external view returns (int256) {
        return _rounds[latestRound].answer;
    }

    function _setAnswer(int256 answer, uint256 updatedAt) private {
        uint80 id = latestRound + 1;
        latestRound = id;
        _rounds[id] = Round({answer: answer, startedAt: uint64(updatedAt), updatedAt: uint64(updatedAt)});
        emit AnswerUpdated(answer, id, updatedAt);
    }
}
