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
