// Package chaintest gives tests what only a wallet does: signing typed data with a key and
// wrapping a signature as ERC-6492 for a smart account that is not deployed yet.
package chaintest

import (
	"context"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/chain"
)

// SignTypedData hashes td (EIP-712) and signs the digest.
func SignTypedData(ctx context.Context, s chain.Signer, td apitypes.TypedData) ([]byte, error) {
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		return nil, err
	}
	return s.SignDigest(ctx, digest)
}

// erc6492Suffix ends an ERC-6492 wrapped signature.
const erc6492Suffix = "0x6492649264926492649264926492649264926492649264926492649264926492"

// WrapERC6492 wraps sig as ERC-6492: abi.encode(factory, factoryCalldata, sig) ‖ magic suffix, the
// form wallets produce for a smart account that may not be deployed yet. A VeraAccount accepts it.
func WrapERC6492(factory common.Address, factoryCalldata, sig []byte) ([]byte, error) {
	addr, err := abi.NewType("address", "", nil)
	if err != nil {
		return nil, err
	}
	b, err := abi.NewType("bytes", "", nil)
	if err != nil {
		return nil, err
	}
	enc, err := abi.Arguments{{Type: addr}, {Type: b}, {Type: b}}.Pack(factory, factoryCalldata, sig)
	if err != nil {
		return nil, err
	}
	return append(enc, common.HexToHash(erc6492Suffix).Bytes()...), nil
}

// RecoverTypedData returns the address that signed td.
func RecoverTypedData(td apitypes.TypedData, sig []byte) (common.Address, error) {
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		return common.Address{}, err
	}
	return chain.RecoverDigest(digest, sig)
}
