package sponsor

import (
	"context"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// KnownOwner is the owner of op's sender when the sender is one of the account factory's accounts,
// as the policy checks it, and the owner was vouched for; otherwise an error wrapping
// ErrNotOurAccount or ErrUnknownOwner (or the chain's). Only op's sender and initCode are read. The
// relay asks it to serve the estimates of the service's own users before strangers'.
func (s *Sponsor) KnownOwner(ctx context.Context, op entrypoint.PackedUserOperation) (common.Address, error) {
	return s.knownOwner(ctx, op)
}
