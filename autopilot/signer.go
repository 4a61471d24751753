package autopilot

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/chain"
)

// Errors of delegated signing.
var (
	// ErrNoGrant: the wallet has no delegated signing grant (never granted, deleted, or
	// refused by the wallet provider). Nothing was signed.
	ErrNoGrant = errors.New("no delegated signing grant for this wallet")
	// ErrUnknownWallet: the signer does not know the wallet id.
	ErrUnknownWallet = errors.New("unknown embedded wallet")
)

// Signer signs for the owner EOA of an embedded wallet, chosen by wallet id: a digest signed
// as is (an ERC-4337 userOp hash, an EIP-712 digest) or EIP-712 typed data. Signatures are 65
// bytes r ‖ s ‖ v with v 27 or 28.
type Signer interface {
	SignDigest(ctx context.Context, walletID string, digest common.Hash) ([]byte, error)
	SignTypedData(ctx context.Context, walletID string, td apitypes.TypedData) ([]byte, error)
}

// GrantedSigner signs through a wallet backend only for wallets whose grant stands: a grant is
// written by POST /api/autopilot and revoked by DELETE. Every call reads the grant, so a
// revocation takes effect on the next signature, in every process.
type GrantedSigner struct {
	store   *Store
	wallets Signer
}

// NewGrantedSigner returns a signer that checks grants in store before asking wallets.
func NewGrantedSigner(store *Store, wallets Signer) *GrantedSigner {
	return &GrantedSigner{store: store, wallets: wallets}
}

func (g *GrantedSigner) check(ctx context.Context, walletID string) error {
	ok, err := g.store.granted(ctx, walletID)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("wallet %s: %w", walletID, ErrNoGrant)
	}
	return nil
}

// SignDigest signs digest with the wallet's owner key if the wallet's grant stands.
func (g *GrantedSigner) SignDigest(ctx context.Context, walletID string, digest common.Hash) ([]byte, error) {
	if err := g.check(ctx, walletID); err != nil {
		return nil, err
	}
	return g.wallets.SignDigest(ctx, walletID, digest)
}

// SignTypedData signs typed data with the wallet's owner key if the wallet's grant stands.
func (g *GrantedSigner) SignTypedData(ctx context.Context, walletID string, td apitypes.TypedData) ([]byte, error) {
	if err := g.check(ctx, walletID); err != nil {
		return nil, err
	}
	return g.wallets.SignTypedData(ctx, walletID, td)
}

// KeyWallets signs with local owner keys found by wallet id: the devnet's demo owners and dev
// mode's per-user wallets (DevWallets.Key).
type KeyWallets struct {
	// Key returns the wallet's owner key, or an error wrapping ErrUnknownWallet.
	Key func(walletID string) (*ecdsa.PrivateKey, error)
}

// SignDigest signs digest with the wallet's key.
func (k KeyWallets) SignDigest(ctx context.Context, walletID string, digest common.Hash) ([]byte, error) {
	key, err := k.Key(walletID)
	if err != nil {
		return nil, err
	}
	return chain.NewKeySigner(key).SignDigest(ctx, digest)
}

// SignTypedData signs the EIP-712 digest of td with the wallet's key.
func (k KeyWallets) SignTypedData(ctx context.Context, walletID string, td apitypes.TypedData) ([]byte, error) {
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		return nil, fmt.Errorf("wallet %s: %w", walletID, err)
	}
	return k.SignDigest(ctx, walletID, digest)
}

// NoWallets is the wallet backend of a deployment without a wallet signing API (a --wallets-file
// directory, or no provider credentials): it signs nothing and says so with ErrUnknownWallet.
type NoWallets struct{}

// SignDigest refuses.
func (NoWallets) SignDigest(_ context.Context, walletID string, _ common.Hash) ([]byte, error) {
	return nil, fmt.Errorf("wallet %s: no wallet signing API configured: %w", walletID, ErrUnknownWallet)
}

// SignTypedData refuses.
func (NoWallets) SignTypedData(_ context.Context, walletID string, _ apitypes.TypedData) ([]byte, error) {
	return nil, fmt.Errorf("wallet %s: no wallet signing API configured: %w", walletID, ErrUnknownWallet)
}

// OwnerSigner adapts one wallet of a Signer to chain.Signer (for userOps and permits), with
// owner the wallet's EOA.
func OwnerSigner(s Signer, walletID string, owner common.Address) chain.Signer {
	return ownerSigner{s: s, walletID: walletID, owner: owner}
}

type ownerSigner struct {
	s        Signer
	walletID string
	owner    common.Address
}

func (o ownerSigner) Address() common.Address { return o.owner }

func (o ownerSigner) SignDigest(ctx context.Context, digest common.Hash) ([]byte, error) {
	return o.s.SignDigest(ctx, o.walletID, digest)
}
