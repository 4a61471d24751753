package devmode

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Errors of the dev wallet, as an EIP-1193 provider reports them.
var (
	// ErrUnsupportedMethod is a method the dev wallet does not answer (EIP-1193 code 4200).
	ErrUnsupportedMethod = errors.New("the dev wallet does not support this method")
	// ErrNotYourAddress is a signing request for an address other than the user's owner (code 4100).
	ErrNotYourAddress = errors.New("the dev wallet signs only as the signed-in user's owner")
	// ErrBadParams is a request whose params do not parse (JSON-RPC -32602).
	ErrBadParams = errors.New("invalid params")
)

// WalletRPC is dev mode's embedded wallet as an EIP-1193 provider would answer: the signed-in user's
// owner key signs EIP-712 typed data (eth_signTypedData_v4) and EIP-191 messages (personal_sign). It
// exists only in `vera dev`, where the keys are the devnet's; the browser never holds them.
type WalletRPC struct {
	// Key is the owner key of the user's embedded wallet.
	Key     func(ctx context.Context, userID string) (*ecdsa.PrivateKey, error)
	ChainID int64
}

// Request answers one EIP-1193 request for userID.
func (w *WalletRPC) Request(ctx context.Context, userID, method string, params []json.RawMessage) (any, error) {
	switch method {
	case "eth_chainId":
		return hexutil.EncodeBig(bigInt(w.ChainID)), nil
	case "eth_accounts", "eth_requestAccounts":
		key, err := w.Key(ctx, userID)
		if err != nil {
			return nil, err
		}
		return []string{crypto.PubkeyToAddress(key.PublicKey).Hex()}, nil
	case "personal_sign":
		var msg hexutil.Bytes
		var addr common.Address
		if len(params) != 2 || json.Unmarshal(params[0], &msg) != nil || json.Unmarshal(params[1], &addr) != nil {
			return nil, ErrBadParams
		}
		return w.sign(ctx, userID, addr, accounts.TextHash(msg))
	case "eth_signTypedData_v4":
		var addr common.Address
		var raw string
		if len(params) != 2 || json.Unmarshal(params[0], &addr) != nil || json.Unmarshal(params[1], &raw) != nil {
			return nil, ErrBadParams
		}
		var td apitypes.TypedData
		if err := json.Unmarshal([]byte(raw), &td); err != nil {
			return nil, fmt.Errorf("%w: typed data: %v", ErrBadParams, err)
		}
		td.Message = prune(td, td.PrimaryType, td.Message)
		hash, _, err := apitypes.TypedDataAndHash(td)
		if err != nil {
			return nil, fmt.Errorf("%w: typed data: %v", ErrBadParams, err)
		}
		return w.sign(ctx, userID, addr, hash)
	default:
		return nil, fmt.Errorf("%w: %s", ErrUnsupportedMethod, strings.TrimSpace(method))
	}
}

// sign answers the signature as a hex string, or nil and the error.
func (w *WalletRPC) sign(ctx context.Context, userID string, addr common.Address, hash []byte) (any, error) {
	key, err := w.Key(ctx, userID)
	if err != nil {
		return nil, err
	}
	if crypto.PubkeyToAddress(key.PublicKey) != addr {
		return nil, ErrNotYourAddress
	}
	sig, err := crypto.Sign(hash, key)
	if err != nil {
		return nil, fmt.Errorf("dev wallet sign: %w", err)
	}
	sig[64] += 27
	return hexutil.Encode(sig), nil
}

func bigInt(n int64) *big.Int { return big.NewInt(n) }

// prune keeps the members of a struct value that its type declares, as wallets do: viem's userOp
// typed data carries the op's signature field beside the declared ones, and go-ethereum's encoder
// refuses members it does not know.
func prune(td apitypes.TypedData, typeName string, v map[string]any) map[string]any {
	fields, ok := td.Types[typeName]
	if !ok {
		return v
	}
	out := make(map[string]any, len(fields))
	for _, f := range fields {
		val, ok := v[f.Name]
		if !ok {
			continue
		}
		if sub, isMap := val.(map[string]any); isMap {
			val = prune(td, f.Type, sub)
		}
		out[f.Name] = val
	}
	return out
}
