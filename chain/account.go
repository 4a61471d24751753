package chain

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var (
	accountDomainTypeHash  = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	accountMessageTypeHash = crypto.Keccak256Hash([]byte("VeraAccountMessage(bytes32 hash)"))
	accountName            = crypto.Keccak256Hash([]byte("VeraAccount"))
	accountVersion         = crypto.Keccak256Hash([]byte("1"))
)

// AccountReplaySafeHash is what a VeraAccount's owner signs so that the account's ERC-1271
// isValidSignature accepts hash: the hash wrapped in an EIP-712 message under the account's own
// domain ("VeraAccount", "1", chainID, account), so a signature made for one account is worthless
// for every other account of the same owner. It equals the contract's replaySafeHash(hash).
func AccountReplaySafeHash(chainID int64, account common.Address, hash common.Hash) common.Hash {
	domain := crypto.Keccak256Hash(
		accountDomainTypeHash[:], accountName[:], accountVersion[:],
		common.LeftPadBytes(big.NewInt(chainID).Bytes(), 32), common.LeftPadBytes(account[:], 32),
	)
	msg := crypto.Keccak256Hash(accountMessageTypeHash[:], hash[:])
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domain[:], msg[:])
}

// AccountSigner signs as a VeraAccount smart account: its signatures pass the account's ERC-1271
// check (Permit2 permits owned by the account, for example). It is a Signer whose address is the
// account's.
type AccountSigner struct {
	Owner   Signer
	Account common.Address
	ChainID int64
}

// Address returns the smart account's address.
func (s AccountSigner) Address() common.Address { return s.Account }

// SignDigest has the owner sign the account's replay-safe wrapping of digest.
func (s AccountSigner) SignDigest(ctx context.Context, digest common.Hash) ([]byte, error) {
	return s.Owner.SignDigest(ctx, AccountReplaySafeHash(s.ChainID, s.Account, digest))
}
