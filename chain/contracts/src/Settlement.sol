// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ISignatureTransfer} from "./permit2/ISignatureTransfer.sol";
import {IVenue} from "./venues/IVenue.sol";

/// @title Settlement of signed swaps
/// @notice Pulls the sell token from the taker through Permit2 `permitWitnessTransferFrom`, with a witness
/// binding the venue, the buy token, the minimum buy amount and the recipient; trades on the named venue;
/// the venue pays the recipient. The taker signs
/// `PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,SwapWitness witness)`
/// with this contract as spender. The signature is the last argument of `settle`, so a client can splice
/// it into prepared calldata.
contract Settlement is Ownable {
    using SafeERC20 for IERC20;

    struct SwapWitness {
        address venue;
        address buyToken;
        uint256 minBuyAmount;
        address recipient;
    }

    string public constant WITNESS_TYPE_STRING =
        "SwapWitness witness)SwapWitness(address venue,address buyToken,uint256 minBuyAmount,address recipient)TokenPermissions(address token,uint256 amount)";
    bytes32 public constant WITNESS_TYPEHASH =
        keccak256("SwapWitness(address venue,address buyToken,uint256 minBuyAmount,address recipient)");

    error UnknownVenue(address venue);
    error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount);

    event VenueSet(address indexed venue, bool allowed);
    event Settled(
        address indexed owner,
        address indexed venue,
        address indexed recipient,
        address sellToken,
        address buyToken,
        uint256 sellAmount,
        uint256 buyAmount
    );

    ISignatureTransfer public immutable permit2;
    mapping(address => bool) public venues;

    constructor(ISignatureTransfer permit2_) Ownable(msg.sender) {
        permit2 = permit2_;
    }

    /// @notice Allows or removes a venue. Owner only.
    function setVenue(address venue, bool allowed) external onlyOwner {
        venues[venue] = allowed;
        emit VenueSet(venue, allowed);
    }

    /// @notice The EIP-712 struct hash of a witness, as signed inside the permit.
    function hashWitness(SwapWitness calldata w) public pure returns (bytes32) {
        return keccak256(abi.encode(WITNESS_TYPEHASH, w.venue, w.buyToken, w.minBuyAmount, w.recipient));
    }

    /// @notice Settles one signed swap of the full permitted amount.
    function settle(
        ISignatureTransfer.PermitTransferFrom calldata permit,
        address owner,
        SwapWitness calldata witness,
        bytes calldata signature
    ) external returns (uint256 buyAmount) {
        if (!venues[witness.venue]) revert UnknownVenue(witness.venue);
        address sellToken = permit.permitted.token;
        uint256 sellAmount = permit.permitted.amount;
        permit2.permitWitnessTransferFrom(
            permit,
            ISignatureTransfer.SignatureTransferDetails({to: address(this), requestedAmount: sellAmount}),
            owner,
            hashWitness(witness),
            WITNESS_TYPE_STRING,
            signature
        );
        IERC20(sellToken).forceApprove(witness.venue, sellAmount);
        buyAmount = IVenue(witness.venue).swap(sellToken, witness.buyToken, sellAmount, witness.minBuyAmount, witness.recipient);
        if (buyAmount < witness.minBuyAmount) revert InsufficientOutput(buyAmount, witness.minBuyAmount);
        emit Settled(owner, witness.venue, witness.recipient, sellToken, witness.buyToken, sellAmount, buyAmount);
    }
}
