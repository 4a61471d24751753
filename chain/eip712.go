package chain

import (
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Permit2's documented type strings (Uniswap permit2, src/libraries/PermitHash.sol and src/EIP712.sol).
// The devnet's Permit2-compatible contract uses the same strings, so a signature is valid on both.
const (
	permit2DomainType           = "EIP712Domain(string name,uint256 chainId,address verifyingContract)"
	tokenPermissionsType        = "TokenPermissions(address token,uint256 amount)"
	permitTransferFromType      = "PermitTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline)" + tokenPermissionsType
	permitWitnessTypeStub       = "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,"
	swapWitnessType             = "SwapWitness(address venue,address buyToken,uint256 minBuyAmount,address recipient)"
	SwapWitnessTypeString       = "SwapWitness witness)" + swapWitnessType + tokenPermissionsType
	permitWitnessTransferFromSw = permitWitnessTypeStub + SwapWitnessTypeString

	// riskInferenceType is what the agent signs; domain {AgentRecord, 1, chainId, record contract}.
	riskInferenceType    = "RiskInference(bytes32 planId,uint16 assessedRisk,uint16 maxRisk,uint256 expiry)"
	eiP712DomainType     = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
	agentRecordName      = "AgentRecord"
	agentRecordVersion   = "1"
	Permit2DomainName    = "Permit2"
	permitWitnessPrimary = "PermitWitnessTransferFrom"
)

// Type hashes of the strings above.
var (
	tokenPermissionsTypeHash   = crypto.Keccak256Hash([]byte(tokenPermissionsType))
	permitTransferFromTypeHash = crypto.Keccak256Hash([]byte(permitTransferFromType))
	swapWitnessTypeHash        = crypto.Keccak256Hash([]byte(swapWitnessType))
	permitWitnessSwapTypeHash  = crypto.Keccak256Hash([]byte(permitWitnessTransferFromSw))
	riskInferenceTypeHash      = crypto.Keccak256Hash([]byte(riskInferenceType))
	eip712DomainTypeHash       = crypto.Keccak256Hash([]byte(eiP712DomainType))
)

// TypedDataDigest returns the EIP-712 digest keccak256("\x19\x01" ‖ domainSeparator ‖ hashStruct(message)).
func TypedDataDigest(td apitypes.TypedData) (common.Hash, error) {
	digest, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return common.Hash{}, fmt.Errorf("cannot hash typed data %s: %w", td.PrimaryType, err)
	}
	return common.BytesToHash(digest), nil
}

// Permit2Domain is the domain of Permit2 signatures: name, chainId and verifyingContract, no version.
func Permit2Domain(chainID int64, permit2 common.Address) apitypes.TypedDataDomain {
	return apitypes.TypedDataDomain{
		Name:              Permit2DomainName,
		ChainId:           math.NewHexOrDecimal256(chainID),
		VerifyingContract: permit2.Hex(),
	}
}

// SwapWitness is the settlement contract's witness: what the taker's Permit2 signature binds besides
// the token and amount.
type SwapWitness struct {
	Venue        common.Address
	BuyToken     common.Address
	MinBuyAmount *big.Int
	Recipient    common.Address
}

// Hash is the witness's EIP-712 struct hash (Settlement.hashWitness).
func (w SwapWitness) Hash() common.Hash {
	return crypto.Keccak256Hash(swapWitnessTypeHash[:], addrWord(w.Venue), addrWord(w.BuyToken),
		word(w.MinBuyAmount), addrWord(w.Recipient))
}

// PermitWitness is one Permit2 PermitWitnessTransferFrom with a SwapWitness, signed by the taker.
type PermitWitness struct {
	Token    common.Address
	Amount   *big.Int
	Spender  common.Address // the settlement contract
	Nonce    *big.Int
	Deadline *big.Int // Unix seconds
	Witness  SwapWitness
}

// TypedData builds the EIP-712 typed data a wallet signs (eth_signTypedData_v4).
func (p PermitWitness) TypedData(chainID int64, permit2 common.Address) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			permitWitnessPrimary: {
				{Name: "permitted", Type: "TokenPermissions"},
				{Name: "spender", Type: "address"},
				{Name: "nonce", Type: "uint256"},
				{Name: "deadline", Type: "uint256"},
				{Name: "witness", Type: "SwapWitness"},
			},
			"TokenPermissions": {
				{Name: "token", Type: "address"},
				{Name: "amount", Type: "uint256"},
			},
			"SwapWitness": {
				{Name: "venue", Type: "address"},
				{Name: "buyToken", Type: "address"},
				{Name: "minBuyAmount", Type: "uint256"},
				{Name: "recipient", Type: "address"},
			},
		},
		PrimaryType: permitWitnessPrimary,
		Domain:      Permit2Domain(chainID, permit2),
		Message: apitypes.TypedDataMessage{
			"permitted": map[string]any{"token": p.Token.Hex(), "amount": p.Amount.String()},
			"spender":   p.Spender.Hex(),
			"nonce":     p.Nonce.String(),
			"deadline":  p.Deadline.String(),
			"witness": map[string]any{
				"venue":        p.Witness.Venue.Hex(),
				"buyToken":     p.Witness.BuyToken.Hex(),
				"minBuyAmount": p.Witness.MinBuyAmount.String(),
				"recipient":    p.Witness.Recipient.Hex(),
			},
		},
	}
}

// Digest computes the same digest as TypedData without apitypes, the way Permit2 does on chain.
func (p PermitWitness) Digest(chainID int64, permit2 common.Address) common.Hash {
	perm := crypto.Keccak256Hash(tokenPermissionsTypeHash[:], addrWord(p.Token), word(p.Amount))
	data := crypto.Keccak256Hash(permitWitnessSwapTypeHash[:], perm[:], addrWord(p.Spender), word(p.Nonce),
		word(p.Deadline), p.Witness.Hash().Bytes())
	return typedDigest(Permit2DomainSeparator(chainID, permit2), data)
}

// Permit2DomainSeparator is Permit2's DOMAIN_SEPARATOR() on a chain.
func Permit2DomainSeparator(chainID int64, permit2 common.Address) common.Hash {
	return crypto.Keccak256Hash(crypto.Keccak256([]byte(permit2DomainType)), crypto.Keccak256([]byte(Permit2DomainName)),
		word(big.NewInt(chainID)), addrWord(permit2))
}

// agentRecordDomain is the domain of RiskInference signatures.
func agentRecordDomain(chainID int64, record common.Address) apitypes.TypedDataDomain {
	return apitypes.TypedDataDomain{
		Name:              agentRecordName,
		Version:           agentRecordVersion,
		ChainId:           math.NewHexOrDecimal256(chainID),
		VerifyingContract: record.Hex(),
	}
}

// AgentRecordDomainSeparator is the record contract's domainSeparator() on a chain.
func AgentRecordDomainSeparator(chainID int64, record common.Address) common.Hash {
	return crypto.Keccak256Hash(eip712DomainTypeHash[:], crypto.Keccak256([]byte(agentRecordName)),
		crypto.Keccak256([]byte(agentRecordVersion)), word(big.NewInt(chainID)), addrWord(record))
}

// RiskInference is the assessment the agent signs and the record contract verifies.
type RiskInference struct {
	PlanID       common.Hash
	AssessedRisk uint16
	MaxRisk      uint16
	Expiry       *big.Int // Unix seconds
}

// TypedData builds the RiskInference typed data, as a wallet or verifier would see it.
func (r RiskInference) TypedData(chainID int64, record common.Address) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"RiskInference": {
				{Name: "planId", Type: "bytes32"},
				{Name: "assessedRisk", Type: "uint16"},
				{Name: "maxRisk", Type: "uint16"},
				{Name: "expiry", Type: "uint256"},
			},
		},
		PrimaryType: "RiskInference",
		Domain:      agentRecordDomain(chainID, record),
		Message: apitypes.TypedDataMessage{
			"planId":       r.PlanID.Hex(),
			"assessedRisk": fmt.Sprint(r.AssessedRisk),
			"maxRisk":      fmt.Sprint(r.MaxRisk),
			"expiry":       r.Expiry.String(),
		},
	}
}

// Digest is the fast path of TypedDataDigest(r.TypedData(...)) given a precomputed domain separator
// (AgentRecordDomainSeparator); tests hold the two equal.
func (r RiskInference) Digest(domainSeparator common.Hash) common.Hash {
	var buf [5 * 32]byte
	copy(buf[0:32], riskInferenceTypeHash[:])
	copy(buf[32:64], r.PlanID[:])
	binary.BigEndian.PutUint16(buf[94:96], r.AssessedRisk)
	binary.BigEndian.PutUint16(buf[126:128], r.MaxRisk)
	r.Expiry.FillBytes(buf[128:160])
	return typedDigest(domainSeparator, crypto.Keccak256Hash(buf[:]))
}

func typedDigest(domainSeparator, structHash common.Hash) common.Hash {
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domainSeparator[:], structHash[:])
}

// word left-pads a non-negative integer to 32 bytes.
func word(v *big.Int) []byte {
	var b [32]byte
	if v != nil {
		v.FillBytes(b[:])
	}
	return b[:]
}

// addrWord left-pads an address to 32 bytes.
func addrWord(a common.Address) []byte {
	var b [32]byte
	copy(b[12:], a[:])
	return b[:]
}
