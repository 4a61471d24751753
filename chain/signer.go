package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Signer signs 32-byte digests (EIP-712 digests, ERC-4337 userOp hashes) for one address. Signatures
// are 65 bytes r ‖ s ‖ v with v = 27 or 28, as ecrecover and OpenZeppelin's ECDSA expect.
// Implementations may be a local key, a keystore or a remote signing API.
type Signer interface {
	Address() common.Address
	SignDigest(ctx context.Context, digest common.Hash) ([]byte, error)
}

// KeySigner is a Signer over an in-memory private key. Its String form shows only the address.
type KeySigner struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// NewKeySigner wraps a private key.
func NewKeySigner(key *ecdsa.PrivateKey) *KeySigner {
	return &KeySigner{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// ParseKeySigner reads a hex private key (with or without 0x). The error never contains the key.
func ParseKeySigner(hexKey string) (*KeySigner, error) {
	key, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		return nil, errors.New("invalid private key: expected 32 bytes of hex")
	}
	return NewKeySigner(key), nil
}

// Address returns the signer's address.
func (s *KeySigner) Address() common.Address { return s.addr }

// String shows the address only.
func (s *KeySigner) String() string { return "KeySigner(" + s.addr.Hex() + ")" }

// SignDigest signs digest with the key.
func (s *KeySigner) SignDigest(_ context.Context, digest common.Hash) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, fmt.Errorf("cannot sign digest for %s: %w", s.addr.Hex(), err)
	}
	sig[64] += 27
	return sig, nil
}

// RecoverDigest returns the address that produced a 65-byte signature (v 27/28 or 0/1) over digest.
func RecoverDigest(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("signature is %d bytes, want 65", len(sig))
	}
	s := make([]byte, 65)
	copy(s, sig)
	if s[64] >= 27 {
		s[64] -= 27
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, fmt.Errorf("cannot recover signer: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
