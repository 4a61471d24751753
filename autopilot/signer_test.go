package autopilot

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// TestNoWallets: without a wallet signing API nothing is signed, and the refusal is the unknown
// wallet's.
func TestNoWallets(t *testing.T) {
	var s Signer = NoWallets{}
	if sig, err := s.SignDigest(context.Background(), "w1", common.Hash{1}); sig != nil || !errors.Is(err, ErrUnknownWallet) {
		t.Fatalf("SignDigest: %x %v", sig, err)
	}
	if sig, err := s.SignTypedData(context.Background(), "w1", apitypes.TypedData{}); sig != nil || !errors.Is(err, ErrUnknownWallet) {
		t.Fatalf("SignTypedData: %x %v", sig, err)
	}
}
