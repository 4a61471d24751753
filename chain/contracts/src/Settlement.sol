// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {ISignatureTransfer} from "./permit2/ISignatureTransfer.sol";
import {IVenue} from "./venues/IVenue.sol";

/// @title Settlement of signed swaps
/// @notice Pulls the sell token from the taker through Permit2 `permitWitnessTransferFrom`, with a witness
/// binding the venue, the buy token, the minimum buy amount and the recipient; trades on the named venue;
/// the venue pays the recipient. The taker signs
/// `PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,SwapWitness witness)`
/// with this contract as spender. The signature is the last argument of `settle` and `settleCall`, and the
/// last dynamic one, so a client can splice a signature of any length into prepared calldata.
///
/// `settleCall` runs an allowed router's own calldata instead of `IVenue.swap` (an aggregator's
/// allowance-holder path, a Uniswap-style router): the router is approved for exactly the sell amount for
/// the length of the call, the buy token it pays this contract is measured and forwarded to the recipient,
/// and anything below the signed minimum reverts. The calldata is not signed: whatever it does, the taker
/// gets at least the minimum or nothing moves.
///
/// Each settlement also adds to a per-transaction tally of the owner's trades (transient storage,
/// EIP-1153), readable through `spentInTransaction`: a contract called later in the same transaction (the
/// record contract) measures what the owner really spent on buys instead of trusting a claimed amount. A
/// spend counts only for what was bought and is still held at the end of the tally (a buy sold again in the
/// same transaction, to any token, counts nothing), and never more than the owner's net outflow of the
/// token (sold less bought back): sells and round trips add nothing.
contract Settlement is Ownable, ReentrancyGuard {
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
    error UnknownRouter(address router);
    error SameToken(address token);
    error RouterFailed(bytes reason);
    error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount);

    event VenueSet(address indexed venue, bool allowed);
    event RouterSet(address indexed router, bool allowed);
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
    mapping(address => bool) public routers;

    /// `owner_` is explicit: deployed through the deterministic deployer, msg.sender is that deployer.
    constructor(ISignatureTransfer permit2_, address owner_) Ownable(owner_) {
        permit2 = permit2_;
    }

    /// @notice Allows or removes a venue. Owner only.
    function setVenue(address venue, bool allowed) external onlyOwner {
        venues[venue] = allowed;
        emit VenueSet(venue, allowed);
    }

    /// @notice Allows or removes a router for `settleCall`. Owner only.
    function setRouter(address router, bool allowed) external onlyOwner {
        routers[router] = allowed;
        emit RouterSet(router, allowed);
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
    ) external nonReentrant returns (uint256 buyAmount) {
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
        _tally(owner, sellToken, sellAmount, witness.buyToken, buyAmount);
        emit Settled(owner, witness.venue, witness.recipient, sellToken, witness.buyToken, sellAmount, buyAmount);
    }

    /// @notice Settles one signed swap of the full permitted amount through an allowed router's calldata.
    /// `witness.venue` names the router; `routerData` is sent to it with this contract as the payer and
    /// the receiver of the buy token. Unspent sell token goes back to `owner`.
    function settleCall(
        ISignatureTransfer.PermitTransferFrom calldata permit,
        address owner,
        SwapWitness calldata witness,
        bytes calldata routerData,
        bytes calldata signature
    ) external nonReentrant returns (uint256 buyAmount) {
        if (!routers[witness.venue]) revert UnknownRouter(witness.venue);
        if (permit.permitted.token == witness.buyToken) revert SameToken(witness.buyToken);
        uint256 sellBefore = IERC20(permit.permitted.token).balanceOf(address(this));
        _pull(permit, owner, witness, signature);
        buyAmount = _route(permit.permitted.token, permit.permitted.amount, witness, routerData);
        _refundAndRecord(permit, owner, witness, sellBefore, buyAmount);
    }

    // Returns sell token the router left unspent to owner, and records the settlement.
    function _refundAndRecord(
        ISignatureTransfer.PermitTransferFrom calldata permit,
        address owner,
        SwapWitness calldata witness,
        uint256 sellBefore,
        uint256 buyAmount
    ) private {
        IERC20 sellToken = IERC20(permit.permitted.token);
        uint256 unspent = sellToken.balanceOf(address(this)) - sellBefore;
        if (unspent > 0) sellToken.safeTransfer(owner, unspent);
        _tally(owner, address(sellToken), permit.permitted.amount - unspent, witness.buyToken, buyAmount);
        emit Settled(
            owner,
            witness.venue,
            witness.recipient,
            address(sellToken),
            witness.buyToken,
            permit.permitted.amount - unspent,
            buyAmount
        );
    }

    /// @notice What `owner` has spent of `token` on buys through this contract so far in the current
    /// transaction, and in how many settlements it sold `token`. The amount is the smaller of two measures:
    /// the cost in `token` of what the owner bought with it and still holds (each pair's cost scaled by the
    /// part of its buys the owner did not sell again, to any token, in this transaction), and the owner's net
    /// outflow of `token` (sold, less what its settlements bought of `token`), never below zero.
    function spentInTransaction(address owner, address token) external view returns (uint256 amount, uint256 count) {
        bytes32 t = _slot(owner, token, address(0), "token");
        uint256 sold = _tget(t);
        uint256 back = _tget(bytes32(uint256(t) + 2));
        count = _tget(bytes32(uint256(t) + 1));
        uint256 net = sold > back ? sold - back : 0;
        uint256 held = _heldCost(owner, token);
        amount = held < net ? held : net;
    }

    // The cost in `token` of what owner bought with it in this transaction and has not sold again.
    function _heldCost(address owner, address token) private view returns (uint256 cost) {
        bytes32 list = _slot(owner, address(0), address(0), "pairs");
        uint256 n = _tget(list);
        for (uint256 i = 0; i < n; i++) {
            if (address(uint160(_tget(bytes32(uint256(list) + 1 + 2 * i)))) != token) continue;
            address asset = address(uint160(_tget(bytes32(uint256(list) + 2 + 2 * i))));
            bytes32 p = _slot(owner, token, asset, "pair");
            uint256 got = _tget(bytes32(uint256(p) + 1));
            uint256 out = _tget(_slot(owner, asset, address(0), "out"));
            if (got > out) cost += _tget(p) * (got - out) / got;
        }
    }

    // Adds one settlement to owner's tallies of this transaction: `sold` of sellToken for `bought` of
    // buyToken. Per token: gross sold, settlements, gross bought back; per asset: gross sold again; per
    // (sellToken, buyToken) pair, listed once: the cost and what it bought.
    function _tally(address owner, address sellToken, uint256 sold, address buyToken, uint256 bought) private {
        bytes32 t = _slot(owner, sellToken, address(0), "token");
        _tadd(t, sold);
        _tadd(bytes32(uint256(t) + 1), 1);
        _tadd(bytes32(uint256(_slot(owner, buyToken, address(0), "token")) + 2), bought);
        _tadd(_slot(owner, sellToken, address(0), "out"), sold);
        bytes32 p = _slot(owner, sellToken, buyToken, "pair");
        if (_tget(bytes32(uint256(p) + 2)) == 0) {
            _tset(bytes32(uint256(p) + 2), 1);
            bytes32 list = _slot(owner, address(0), address(0), "pairs");
            uint256 n = _tget(list);
            _tset(bytes32(uint256(list) + 1 + 2 * n), uint256(uint160(sellToken)));
            _tset(bytes32(uint256(list) + 2 + 2 * n), uint256(uint160(buyToken)));
            _tset(list, n + 1);
        }
        _tadd(p, sold);
        _tadd(bytes32(uint256(p) + 1), bought);
    }

    function _slot(address owner, address a, address b, string memory kind) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, a, b, kind, "Settlement.spentInTransaction"));
    }

    function _tget(bytes32 slot) private view returns (uint256 v) {
        assembly {
            v := tload(slot)
        }
    }

    function _tset(bytes32 slot, uint256 v) private {
        assembly {
            tstore(slot, v)
        }
    }

    function _tadd(bytes32 slot, uint256 v) private {
        _tset(slot, _tget(slot) + v);
    }

    // Pulls the permitted amount from owner to this contract, checking the signature over the witness.
    function _pull(
        ISignatureTransfer.PermitTransferFrom calldata permit,
        address owner,
        SwapWitness calldata witness,
        bytes calldata signature
    ) private {
        permit2.permitWitnessTransferFrom(
            permit,
            ISignatureTransfer.SignatureTransferDetails({to: address(this), requestedAmount: permit.permitted.amount}),
            owner,
            hashWitness(witness),
            WITNESS_TYPE_STRING,
            signature
        );
    }

    // Runs the router's calldata with an allowance of exactly sellAmount, and forwards what it paid us.
    function _route(address sellToken, uint256 sellAmount, SwapWitness calldata witness, bytes calldata routerData)
        private
        returns (uint256 buyAmount)
    {
        IERC20 buyToken = IERC20(witness.buyToken);
        uint256 buyBefore = buyToken.balanceOf(address(this));
        IERC20(sellToken).forceApprove(witness.venue, sellAmount);
        (bool ok, bytes memory ret) = witness.venue.call(routerData);
        if (!ok) revert RouterFailed(ret);
        IERC20(sellToken).forceApprove(witness.venue, 0);
        buyAmount = buyToken.balanceOf(address(this)) - buyBefore;
        if (buyAmount < witness.minBuyAmount) revert InsufficientOutput(buyAmount, witness.minBuyAmount);
        buyToken.safeTransfer(witness.recipient, buyAmount);
    }
}
