package relay

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// createAccountID is the selector of the account factory's createAccount(owner, salt).
var createAccountID = [4]byte(veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(common.Address{}, common.Big0)[:4])

// claimedOwner is the owner an op's signature must be of, when the op names it and no chain read is
// needed: the owner a sponsorship of the service's paymaster names (the policy then checks that it is
// the account's), or the owner of the account the op deploys with the service's factory
// (createAccount(owner, salt): the EntryPoint then checks that the sender is that account). Any other
// op (another account, a deployed account without the service's sponsorship) has its signature
// checked by the simulation, before it holds anything.
func (r *Relay) claimedOwner(o chain.UserOp) (common.Address, bool) {
	if o.Paymaster != nil && *o.Paymaster == r.cfg.Paymaster && len(o.PaymasterData) == sponsorDataLength {
		return common.BytesToAddress(o.PaymasterData[12:32]), true
	}
	if o.Factory != nil && *o.Factory == r.cfg.AccountFactory && r.cfg.AccountFactory != (common.Address{}) &&
		len(o.FactoryData) == 4+64 && [4]byte(o.FactoryData[:4]) == createAccountID {
		return common.BytesToAddress(o.FactoryData[4:36]), true
	}
	return common.Address{}, false
}

// checkOwnerSignature refuses, off chain, an op whose signature is not its claimed owner's over its
// hash h, exactly as VeraAccount's validation would (SimpleAccount's ECDSA.recover(userOpHash,
// signature) == owner): 65 bytes, v 27 or 28, s in the lower half of the curve's order. A forged op
// costs the relay this one recovery.
func (r *Relay) checkOwnerSignature(o chain.UserOp, h common.Hash) error {
	owner, ok := r.claimedOwner(o)
	if !ok {
		return nil
	}
	if signer, ok := recoverStrict(h, o.Signature); ok && signer == owner {
		return nil
	}
	r.metrics.forged.Inc()
	return refuse(CodeInvalidSignature, "AA24 signature error: the signature is not the owner's (%s) over the op's hash %s", owner.Hex(), lowerHex(h))
}

// recoverStrict is the address whose key signed h, under OpenZeppelin ECDSA.recover's rules.
func recoverStrict(h common.Hash, sig []byte) (common.Address, bool) {
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		return common.Address{}, false
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(sig[64]-27, r, s, true) {
		return common.Address{}, false
	}
	var rsv [65]byte
	copy(rsv[:], sig)
	rsv[64] -= 27
	pub, err := crypto.Ecrecover(h[:], rsv[:])
	if err != nil {
		return common.Address{}, false
	}
	return common.BytesToAddress(crypto.Keccak256(pub[1:])[12:]), true
}
