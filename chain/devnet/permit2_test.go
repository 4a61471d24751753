package devnet

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
)

// sendTx signs and sends a call from key and waits for its receipt.
func sendTx(t *testing.T, d *Devnet, key *ecdsa.PrivateKey, to common.Address, data []byte) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := d.Client()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 500_000, To: &to, Data: data,
	})
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := WaitMined(ctx, c, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestPermit2Compatible(t *testing.T) {
	d := startTest(t, Config{BlockInterval: -1})
	m := d.Manifest()
	ctx := context.Background()
	c := d.Client()
	p2 := permit2.NewPermit2()

	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &m.Permit2, Data: p2.PackDOMAINSEPARATOR()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sep, _ := p2.UnpackDOMAINSEPARATOR(raw); common.Hash(sep) != chain.Permit2DomainSeparator(ChainID, m.Permit2) {
		t.Fatal("on-chain DOMAIN_SEPARATOR differs from Permit2's {name, chainId, verifyingContract}")
	}

	ownerKey, _ := DevKey(1)
	spenderKey, _ := DevKey(2)
	owner, spender := crypto.PubkeyToAddress(ownerKey.PublicKey), crypto.PubkeyToAddress(spenderKey.PublicKey)
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	if r := sendTx(t, d, ownerKey, m.USDG, usdg.NewUSDG().PackApprove(m.Permit2, maxUint)); r.Status != 1 {
		t.Fatal("approve failed")
	}
	head, _ := c.HeaderByNumber(ctx, nil)
	witness := chain.SwapWitness{Venue: m.Venues[0].Address, BuyToken: m.Assets[0].Address, MinBuyAmount: big.NewInt(5), Recipient: owner}

	type permitCase struct {
		signed    chain.PermitWitness
		submitted chain.PermitWitness
		caller    common.Address
	}
	mk := func(nonce int64, deadline uint64) chain.PermitWitness {
		return chain.PermitWitness{Token: m.USDG, Amount: big.NewInt(1_000_000), Spender: spender, Nonce: big.NewInt(nonce),
			Deadline: new(big.Int).SetUint64(deadline), Witness: witness}
	}
	callData := func(pc permitCase) []byte {
		sig, _ := chain.NewKeySigner(ownerKey).SignDigest(ctx, pc.signed.Digest(ChainID, m.Permit2))
		s := pc.submitted
		return p2.PackPermitWitnessTransferFrom(
			permit2.ISignatureTransferPermitTransferFrom{Permitted: permit2.ISignatureTransferTokenPermissions{Token: s.Token, Amount: s.Amount}, Nonce: s.Nonce, Deadline: s.Deadline},
			permit2.ISignatureTransferSignatureTransferDetails{To: spender, RequestedAmount: s.Amount},
			owner, s.Witness.Hash(), chain.SwapWitnessTypeString, sig)
	}
	revertOf := func(pc permitCase) string {
		_, err := c.CallContract(ctx, ethereum.CallMsg{From: pc.caller, To: &m.Permit2, Data: callData(pc)}, nil)
		if err == nil {
			return "ok"
		}
		dec, derr := p2.UnpackError(chain.RevertData(err))
		if derr != nil {
			return "undecoded: " + err.Error()
		}
		return strings.TrimPrefix(fmt.Sprintf("%T", dec), "*permit2.Permit2")
	}

	// A valid permit transfers once; replaying its nonce fails.
	good := mk(7, head.Time+600)
	if got := revertOf(permitCase{good, good, spender}); got != "ok" {
		t.Fatalf("valid permit: %s", got)
	}
	before, _ := usdgBalance(c, m, spender)
	if r := sendTx(t, d, spenderKey, m.Permit2, callData(permitCase{good, good, spender})); r.Status != 1 {
		t.Fatal("valid permit transaction reverted")
	}
	after, _ := usdgBalance(c, m, spender)
	if new(big.Int).Sub(after, before).Int64() != 1_000_000 {
		t.Fatalf("spender received %v", new(big.Int).Sub(after, before))
	}
	// Invalidated nonces fail too.
	if r := sendTx(t, d, ownerKey, m.Permit2, p2.PackInvalidateUnorderedNonces(big.NewInt(0), big.NewInt(1<<9))); r.Status != 1 {
		t.Fatal("invalidateUnorderedNonces reverted")
	}

	expired := mk(8, head.Time-1)
	tests := []struct {
		name string
		pc   permitCase
		want string
	}{
		{"wrong nonce (replay)", permitCase{good, good, spender}, "InvalidNonce"},
		{"invalidated nonce", permitCase{mk(9, head.Time+600), mk(9, head.Time+600), spender}, "InvalidNonce"},
		{"expired deadline", permitCase{expired, expired, spender}, "SignatureExpired"},
		{"wrong witness", permitCase{mk(10, head.Time+600), func() chain.PermitWitness { p := mk(10, head.Time+600); p.Witness.Recipient = spender; return p }(), spender}, "InvalidSigner"},
		{"wrong spender", permitCase{mk(11, head.Time+600), mk(11, head.Time+600), owner}, "InvalidSigner"},
		{"tampered amount", permitCase{mk(12, head.Time+600), func() chain.PermitWitness { p := mk(12, head.Time+600); p.Amount = big.NewInt(2_000_000); return p }(), spender}, "InvalidSigner"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := revertOf(tt.pc); got != tt.want {
				t.Fatalf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// usdgBalance reads the USDG balance of holder.
func usdgBalance(c *chain.Client, m *chain.Deployment, holder common.Address) (*big.Int, error) {
	b, err := chain.NewMulticall(c, m.Multicall3, 0).Balances(context.Background(), holder, []common.Address{m.USDG}, nil)
	if err != nil {
		return nil, err
	}
	return b[0], nil
}
