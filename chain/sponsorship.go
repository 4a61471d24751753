package chain

import (
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// sponsorshipTag is the first word of the sponsorship digest (SponsorPaymaster.SPONSORSHIP_TAG).
var sponsorshipTag = crypto.Keccak256Hash([]byte("VeraSponsorship(v2)"))

// SponsorDataLength is the length of a sponsorship's paymaster data (SponsorData): the stub a client
// estimates gas with has the same length.
const SponsorDataLength = 6 + 6 + 20 + 20 + 65

// Sponsorship is what a sponsorship signs besides the op: its validity window, the owner whose budget
// pays, and the relay that alone may bundle the op.
type Sponsorship struct {
	ValidUntil, ValidAfter uint64
	Owner                  common.Address
	Relay                  common.Address
}

// SponsorshipHash is the digest the sponsor key signs (raw, no prefix) for op under the verifying
// paymaster: it binds the sender, nonce, initCode and callData hashes, every gas field, the chain id,
// the paymaster, the validity window, the owner and the relay (SponsorPaymaster.sponsorshipHash).
// op.PaymasterAndData must already hold the paymaster and its two gas limits (NewUserOp does that).
func SponsorshipHash(op entrypoint.PackedUserOperation, chainID int64, paymaster common.Address, s Sponsorship) (common.Hash, error) {
	if len(op.PaymasterAndData) < 52 {
		return common.Hash{}, fmt.Errorf("sponsorship hash: paymasterAndData holds %d bytes, want the paymaster and its gas limits", len(op.PaymasterAndData))
	}
	word := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	u := func(v uint64) []byte { return common.LeftPadBytes(new(big.Int).SetUint64(v).Bytes(), 32) }
	addr := func(a common.Address) []byte { return common.LeftPadBytes(a[:], 32) }
	buf := make([]byte, 0, 9*32)
	buf = append(buf, sponsorshipTag[:]...)
	buf = append(buf, addr(op.Sender)...)
	buf = append(buf, word(op.Nonce)...)
	buf = append(buf, crypto.Keccak256(op.InitCode)...)
	buf = append(buf, crypto.Keccak256(op.CallData)...)
	buf = append(buf, op.AccountGasLimits[:]...)
	buf = append(buf, op.PaymasterAndData[20:52]...)
	buf = append(buf, word(op.PreVerificationGas)...)
	buf = append(buf, op.GasFees[:]...)
	opHash := crypto.Keccak256(buf)
	out := make([]byte, 0, 7*32)
	out = append(out, opHash...)
	out = append(out, u(uint64(chainID))...)
	out = append(out, addr(paymaster)...)
	out = append(out, u(s.ValidUntil)...)
	out = append(out, u(s.ValidAfter)...)
	out = append(out, addr(s.Owner)...)
	out = append(out, addr(s.Relay)...)
	return crypto.Keccak256Hash(out), nil
}

// SponsorData is the paymaster data of a sponsorship: validUntil ‖ validAfter (uint48 each) ‖ owner ‖
// relay ‖ signature.
func SponsorData(s Sponsorship, signature []byte) []byte {
	out := make([]byte, 12, 52+len(signature))
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], s.ValidUntil)
	copy(out[0:6], b[2:])
	binary.BigEndian.PutUint64(b[:], s.ValidAfter)
	copy(out[6:12], b[2:])
	out = append(out, s.Owner[:]...)
	out = append(out, s.Relay[:]...)
	return append(out, signature...)
}

// SponsorshipOf reads the sponsorship back out of paymaster data (what follows the paymaster's gas
// limits); false when data is not SponsorDataLength long.
func SponsorshipOf(data []byte) (Sponsorship, bool) {
	if len(data) != SponsorDataLength {
		return Sponsorship{}, false
	}
	u48 := func(b []byte) uint64 { return new(big.Int).SetBytes(b).Uint64() }
	return Sponsorship{ValidUntil: u48(data[0:6]), ValidAfter: u48(data[6:12]),
		Owner: common.BytesToAddress(data[12:32]), Relay: common.BytesToAddress(data[32:52])}, true
}

// SetPaymasterData replaces what follows the paymaster's gas limits in op.PaymasterAndData.
func SetPaymasterData(op *entrypoint.PackedUserOperation, data []byte) {
	head := op.PaymasterAndData[:52:52]
	op.PaymasterAndData = append(head, data...)
}

// UserOpGasOf reads the gas fields back out of a packed user operation. A gas limit or
// preVerificationGas beyond uint64 is an error (no sane op has one).
func UserOpGasOf(op entrypoint.PackedUserOperation) (UserOpGas, error) {
	fits := func(b []byte) (uint64, bool) {
		v := new(big.Int).SetBytes(b)
		return v.Uint64(), v.IsUint64()
	}
	var g UserOpGas
	var ok1, ok2, ok3, ok4, ok5 bool
	g.VerificationGasLimit, ok1 = fits(op.AccountGasLimits[:16])
	g.CallGasLimit, ok2 = fits(op.AccountGasLimits[16:])
	g.MaxPriorityFeePerGas = new(big.Int).SetBytes(op.GasFees[:16])
	g.MaxFeePerGas = new(big.Int).SetBytes(op.GasFees[16:])
	ok3 = op.PreVerificationGas != nil && op.PreVerificationGas.IsUint64()
	if ok3 {
		g.PreVerificationGas = op.PreVerificationGas.Uint64()
	}
	ok4, ok5 = true, true
	if len(op.PaymasterAndData) >= 52 {
		g.PaymasterVerificationGasLimit, ok4 = fits(op.PaymasterAndData[20:36])
		g.PaymasterPostOpGasLimit, ok5 = fits(op.PaymasterAndData[36:52])
	}
	if !(ok1 && ok2 && ok3 && ok4 && ok5) {
		return UserOpGas{}, fmt.Errorf("user operation gas field beyond uint64")
	}
	return g, nil
}

// MaxCost is what the EntryPoint reserves for op (and a paymaster is charged at most): the sum of its gas
// limits and preVerificationGas times maxFeePerGas.
func (g UserOpGas) MaxCost() *big.Int {
	gas := new(big.Int).SetUint64(g.VerificationGasLimit)
	gas.Add(gas, new(big.Int).SetUint64(g.CallGasLimit))
	gas.Add(gas, new(big.Int).SetUint64(g.PreVerificationGas))
	gas.Add(gas, new(big.Int).SetUint64(g.PaymasterVerificationGasLimit))
	gas.Add(gas, new(big.Int).SetUint64(g.PaymasterPostOpGasLimit))
	if g.MaxFeePerGas == nil {
		return new(big.Int)
	}
	return gas.Mul(gas, g.MaxFeePerGas)
}
