package chain

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
)

var settlementABI = settlement.NewSettlement()

// SettleCalldata packs Settlement.settle for a signed permit. sigOffset is the byte offset of the
// signature inside data: a client may pack with a placeholder signature of the same length (65 bytes)
// and splice the taker's signature in at sigOffset.
func SettleCalldata(p PermitWitness, owner common.Address, sig []byte) (data []byte, sigOffset int, err error) {
	data, err = settlementABI.TryPackSettle(
		settlement.ISignatureTransferPermitTransferFrom{
			Permitted: settlement.ISignatureTransferTokenPermissions{Token: p.Token, Amount: p.Amount},
			Nonce:     p.Nonce, Deadline: p.Deadline,
		},
		owner,
		settlement.SettlementSwapWitness{Venue: p.Witness.Venue, BuyToken: p.Witness.BuyToken, MinBuyAmount: p.Witness.MinBuyAmount, Recipient: p.Witness.Recipient},
		sig,
	)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot pack settle: %w", err)
	}
	padded := (len(sig) + 31) / 32 * 32
	return data, len(data) - padded, nil
}

// MinAfterSlippage is amount less slippageBps basis points, rounded down.
func MinAfterSlippage(amount *big.Int, slippageBps int64) *big.Int {
	v := new(big.Int).Mul(amount, big.NewInt(10_000-slippageBps))
	return v.Quo(v, big.NewInt(10_000))
}

// SettleCallCalldata packs Settlement.settleCall: the permit settled through a router's own
// calldata. As with SettleCalldata, the signature is the last (dynamic) argument and sigOffset is
// where its bytes start.
func SettleCallCalldata(p PermitWitness, owner common.Address, routerData, sig []byte) (data []byte, sigOffset int, err error) {
	data, err = settlementABI.TryPackSettleCall(
		settlement.ISignatureTransferPermitTransferFrom{
			Permitted: settlement.ISignatureTransferTokenPermissions{Token: p.Token, Amount: p.Amount},
			Nonce:     p.Nonce, Deadline: p.Deadline,
		},
		owner,
		settlement.SettlementSwapWitness{Venue: p.Witness.Venue, BuyToken: p.Witness.BuyToken, MinBuyAmount: p.Witness.MinBuyAmount, Recipient: p.Witness.Recipient},
		routerData,
		sig,
	)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot pack settleCall: %w", err)
	}
	padded := (len(sig) + 31) / 32 * 32
	return data, len(data) - padded, nil
}

// SpliceSignature returns a copy of calldata whose last dynamic argument, a bytes value whose
// content starts at sigOffset (its length word just before), is replaced by sig of any length:
// the length word is rewritten and the tail re-padded to a 32-byte boundary. Offsets of the
// arguments before it are unchanged because the signature is the last one.
func SpliceSignature(calldata []byte, sigOffset int, sig []byte) ([]byte, error) {
	if sigOffset < 4+32 || sigOffset > len(calldata) || (sigOffset-4)%32 != 0 {
		return nil, fmt.Errorf("signature offset %d does not fit calldata of %d bytes", sigOffset, len(calldata))
	}
	padded := (len(sig) + 31) / 32 * 32
	out := make([]byte, sigOffset+padded)
	copy(out, calldata[:sigOffset])
	new(big.Int).SetInt64(int64(len(sig))).FillBytes(out[sigOffset-32 : sigOffset])
	copy(out[sigOffset:], sig)
	return out, nil
}
