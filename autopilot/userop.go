package autopilot

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/sponsor"
)

// GasAtCaps is a run userOp's gas at the sponsorship caps l.
func GasAtCaps(l sponsor.Limits) chain.UserOpGas {
	return chain.UserOpGas{
		VerificationGasLimit: l.VerificationGasLimit, CallGasLimit: l.CallGasLimit, PreVerificationGas: l.PreVerificationGas,
		MaxPriorityFeePerGas: l.MaxPriorityFeePerGas, MaxFeePerGas: l.MaxFeePerGas,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit,
	}
}

// buildOp assesses and signs the plan, quotes every purchase and builds the run's one userOp
// from the smart account: the owner's permit of the run's USDG, its transferFrom, the Permit2
// approval, one settlement per purchase and the record of the assessment; sponsored, then
// signed by the delegated signer. Nothing is sent.
func (r *Runner) buildOp(ctx context.Context, key RunKey, c Config, p plan, now time.Time) (entrypoint.PackedUserOperation, error) {
	d := r.cfg.Deployment
	if err := r.nextSecond(ctx, key.UserID); err != nil {
		return entrypoint.PackedUserOperation{}, err
	}
	as, err := r.cfg.Assessor.Assess(ctx, agent.PlanRequest{Address: c.SmartAccount, Allocation: p.alloc, AmountUSD: usd(c.AmountE6)})
	if err != nil {
		return entrypoint.PackedUserOperation{}, fail(reasonNoPlan, err)
	}
	owner := OwnerSigner(r.cfg.Signer, c.WalletID, c.Owner)
	asAccount := chain.AccountSigner{Owner: owner, Account: c.SmartAccount, ChainID: d.ChainID}
	amount := new(big.Int).SetUint64(c.AmountE6)
	calls := make([]veraaccount.BaseAccountCall, 0, len(p.purchases)+4)

	// Pull exactly the run's USDG from the owner: an EIP-2612 permit to the smart account,
	// signed by the delegated signer, then transferFrom; then approve Permit2 for it.
	permitCall, err := r.permit(ctx, c, amount, now)
	if err != nil {
		return entrypoint.PackedUserOperation{}, err
	}
	calls = append(calls,
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: permitCall},
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: r.token.PackTransferFrom(c.Owner, c.SmartAccount, amount)},
		veraaccount.BaseAccountCall{Target: d.USDG, Value: common.Big0, Data: r.token.PackApprove(d.Permit2, amount)},
	)
	for _, l := range p.purchases {
		settle, err := r.settleCall(ctx, c, l, asAccount)
		if err != nil {
			return entrypoint.PackedUserOperation{}, err
		}
		calls = append(calls, veraaccount.BaseAccountCall{Target: d.Settlement, Value: common.Big0, Data: settle})
	}
	recordCall, err := as.PackRecord(c.SmartAccount, amount, uint16(len(p.purchases)))
	if err != nil {
		return entrypoint.PackedUserOperation{}, fail(reasonNotSubmitted, err)
	}
	calls = append(calls, veraaccount.BaseAccountCall{Target: d.AgentRecord, Value: common.Big0, Data: recordCall})

	op, err := r.userOp(ctx, key, c, r.account.PackExecuteBatch(calls))
	if err != nil {
		return entrypoint.PackedUserOperation{}, err
	}
	if err := r.cfg.Sponsor.Sign(ctx, &op); err != nil {
		return entrypoint.PackedUserOperation{}, failAs(causeSponsorship, reasonNotSubmitted, err)
	}
	if err := chain.SignUserOp(ctx, r.cfg.Client, d.EntryPoint, &op, owner); err != nil {
		return entrypoint.PackedUserOperation{}, signFail(err)
	}
	return op, nil
}

// nextSecond waits, when the user's last assessment was made in the current second, until the
// next one (the caller holds the user's in-flight slot).
func (r *Runner) nextSecond(ctx context.Context, userID string) error {
	r.mu.Lock()
	last := r.assessedAt[userID]
	r.mu.Unlock()
	for now := time.Now(); now.Unix() <= last; now = time.Now() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Until(time.Unix(now.Unix()+1, 0))):
		}
	}
	r.mu.Lock()
	r.assessedAt[userID] = time.Now().Unix()
	r.mu.Unlock()
	return nil
}

// permit is USDG.permit(owner, smartAccount, amount, deadline, v, r, s) signed by the delegated
// signer for the owner (EIP-2612 typed data under USDG's own EIP-712 domain).
func (r *Runner) permit(ctx context.Context, c Config, amount *big.Int, now time.Time) ([]byte, error) {
	d := r.cfg.Deployment
	usdgAddr := d.USDG
	raw, err := r.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &usdgAddr, Data: r.token.PackEip712Domain()}, nil)
	if err != nil {
		return nil, fail(reasonNotSubmitted, fmt.Errorf("read USDG's EIP-712 domain: %w", err))
	}
	dom, err := r.token.UnpackEip712Domain(raw)
	if err != nil {
		return nil, fail(reasonNotSubmitted, err)
	}
	raw, err = r.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &usdgAddr, Data: r.token.PackNonces(c.Owner)}, nil)
	if err != nil {
		return nil, fail(reasonNotSubmitted, fmt.Errorf("read USDG permit nonce of %s: %w", c.Owner.Hex(), err))
	}
	nonce, err := r.token.UnpackNonces(raw)
	if err != nil {
		return nil, fail(reasonNotSubmitted, err)
	}
	deadline := big.NewInt(now.Add(agent.Validity).Unix())
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"Permit": {{Name: "owner", Type: "address"}, {Name: "spender", Type: "address"}, {Name: "value", Type: "uint256"},
				{Name: "nonce", Type: "uint256"}, {Name: "deadline", Type: "uint256"}},
		},
		PrimaryType: "Permit",
		Domain: apitypes.TypedDataDomain{Name: dom.Name, Version: dom.Version, ChainId: math.NewHexOrDecimal256(d.ChainID),
			VerifyingContract: d.USDG.Hex()},
		Message: apitypes.TypedDataMessage{"owner": c.Owner.Hex(), "spender": c.SmartAccount.Hex(), "value": amount.String(),
			"nonce": nonce.String(), "deadline": deadline.String()},
	}
	sig, err := r.cfg.Signer.SignTypedData(ctx, c.WalletID, td)
	if err != nil {
		return nil, signFail(err)
	}
	if len(sig) != 65 {
		return nil, fail(reasonNotSubmitted, fmt.Errorf("permit signature of %d bytes", len(sig)))
	}
	return r.token.PackPermit(c.Owner, c.SmartAccount, amount, deadline, sig[64], [32]byte(sig[:32]), [32]byte(sig[32:64])), nil
}

// settleCall quotes one leg for the smart account and signs its Permit2 witness as the account.
func (r *Runner) settleCall(ctx context.Context, c Config, l purchase, asAccount chain.AccountSigner) ([]byte, error) {
	d := r.cfg.Deployment
	ans, err := r.cfg.Quotes.Respond(ctx, quote.Request{Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: l.Symbol,
		SellAmount: new(big.Int).SetUint64(l.AmountE6), Taker: c.SmartAccount})
	if err != nil {
		return nil, fail(reasonNoLiquidity, fmt.Errorf("quote %s: %w", l.Symbol, err))
	}
	q := ans.Quote
	if q == nil {
		return nil, fail(reasonNoLiquidity, fmt.Errorf("quote %s: no liquidity", l.Symbol))
	}
	td := apitypes.TypedData{Types: q.ToSign.Types, PrimaryType: q.ToSign.PrimaryType, Message: q.ToSign.Message,
		Domain: chain.Permit2Domain(d.ChainID, d.Permit2)}
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		return nil, fail(reasonNotSubmitted, fmt.Errorf("quote %s: %w", l.Symbol, err))
	}
	sig, err := asAccount.SignDigest(ctx, digest)
	if err != nil {
		return nil, signFail(err)
	}
	data, err := hexutil.Decode(q.Tx.Data)
	if err != nil {
		return nil, fail(reasonNotSubmitted, err)
	}
	data, err = chain.SpliceSignature(data, q.Tx.SignatureOffset, sig)
	if err != nil {
		return nil, fail(reasonNotSubmitted, err)
	}
	return data, nil
}

// userOp builds the run's userOp: nonce = the run's key, sequence 0; the account's initCode
// while it is not deployed; the paymaster with its gas limits; fees the chain's, under the caps.
func (r *Runner) userOp(ctx context.Context, key RunKey, c Config, callData []byte) (entrypoint.PackedUserOperation, error) {
	d := r.cfg.Deployment
	var initCode []byte
	code, err := r.cfg.Client.CodeAt(ctx, c.SmartAccount, nil)
	if err != nil {
		return entrypoint.PackedUserOperation{}, fail(reasonNotSubmitted, err)
	}
	if len(code) == 0 {
		initCode = append(d.AccountFactory.Bytes(), veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(c.Owner, common.Big0)...)
	}
	head, err := r.cfg.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return entrypoint.PackedUserOperation{}, fail(reasonNotSubmitted, err)
	}
	gas := r.cfg.Gas
	tip := gas.MaxPriorityFeePerGas
	fee := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	if fee.Cmp(gas.MaxFeePerGas) > 0 {
		fee = gas.MaxFeePerGas
	}
	gas.MaxFeePerGas = fee
	return chain.NewUserOp(c.SmartAccount, key.nonce(), initCode, callData, gas, d.Paymaster, nil), nil
}
