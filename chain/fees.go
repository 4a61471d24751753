package chain

import (
	"fmt"
	"math/big"
)

// The fee rules of a bundle sent at its op's own fees (docs/bundler.md says why these figures): fees
// the chain will not mine at leave the transaction pending and the sender's nonce with it, so every
// later bundle is sent behind it and waits too.
const (
	// baseFeeHeadroomPercent: maxFeePerGas must be at least the latest base fee times this, plus the
	// suggested tip. EIP-1559 raises the base fee at most 12.5 % a block, so the transaction keeps its
	// whole tip in the block after the head even when the head was full; viem's default (base fee ×
	// 1.2 + tip) passes, with room for the base fee to rise 4 % between its estimate and the send.
	baseFeeHeadroomPercent = 115
	// sponsoredTipFactor: a sponsored op's maxPriorityFeePerGas may be at most this times the
	// suggested tip, plus SponsoredTipSlack. The tip goes to the block's builder and the paymaster pays
	// it from the budgets, so a builder who is also a user must not set it far above the market.
	sponsoredTipFactor = 2
)

// sponsoredTipSlack is 1 gwei, in wei: it lets a sponsored op tip a little on a chain whose
// suggested tip is about zero (an Arbitrum chain's is zero), and caps what a builder can take
// beyond the market at 1 gwei plus the suggested tip per gas.
const sponsoredTipSlack = 1_000_000_000

// minFeeCap is the least maxFeePerGas a bundle is sent at in market m: the base fee ×
// baseFeeHeadroomPercent / 100, rounded up, plus the suggested tip.
func minFeeCap(m FeeMarket) *big.Int {
	v := new(big.Int).Mul(m.BaseFee, big.NewInt(baseFeeHeadroomPercent))
	v.Add(v, big.NewInt(99))
	v.Quo(v, big.NewInt(100))
	return v.Add(v, m.SuggestedTip)
}

// MaxSponsoredTip is the most maxPriorityFeePerGas of a sponsored op in market m: the suggested tip ×
// sponsoredTipFactor plus SponsoredTipSlack.
func MaxSponsoredTip(m FeeMarket) *big.Int {
	v := new(big.Int).Mul(m.SuggestedTip, big.NewInt(sponsoredTipFactor))
	return v.Add(v, big.NewInt(sponsoredTipSlack))
}

// FeeRules are an op's fees held to the market before its bundle is simulated (SubmitChecks.Fees).
type FeeRules struct {
	MaxFeePerGas, MaxPriorityFeePerGas *big.Int
	// Sponsored ops are also held to MaxSponsoredTip.
	Sponsored bool
}

// FeeError is fees refused by FeeRules: Reason says which rule and the figures.
type FeeError struct{ Reason string }

func (e *FeeError) Error() string { return e.Reason }

// check refuses, with a *FeeError, a tip below the suggested one or a fee cap below MinFeeCap, which
// leave the transaction unmined; for a sponsored op, a tip above MaxSponsoredTip.
func (f FeeRules) check(m FeeMarket) error {
	tip, feeCap := f.MaxPriorityFeePerGas, f.MaxFeePerGas
	if tip.Cmp(m.SuggestedTip) < 0 {
		return &FeeError{fmt.Sprintf("maxPriorityFeePerGas %s is below the chain's suggested tip of %s wei (eth_maxPriorityFeePerGas): the relay's transaction would not be mined, and every op after it would wait",
			tip, m.SuggestedTip)}
	}
	if least := minFeeCap(m); feeCap.Cmp(least) < 0 {
		return &FeeError{fmt.Sprintf("maxFeePerGas %s is below %s wei: the latest base fee (%s wei) × %d %% plus the suggested tip (%s wei), so that the transaction is mined in the next block even if the base fee rises",
			feeCap, least, m.BaseFee, baseFeeHeadroomPercent, m.SuggestedTip)}
	}
	if most := MaxSponsoredTip(m); f.Sponsored && tip.Cmp(most) > 0 {
		return &FeeError{fmt.Sprintf("maxPriorityFeePerGas %s of a sponsored op is above %s wei: %d × the chain's suggested tip (%s wei) plus %d wei; the sponsor pays no builder more than the market",
			tip, most, sponsoredTipFactor, m.SuggestedTip, sponsoredTipSlack)}
	}
	return nil
}
