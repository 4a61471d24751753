package relay_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
)

// BenchmarkSubmit is the latency of submitting one self-paying op (a TimedAccount's, its window
// open): through the relay (Relay.Send: the checks, the two simulations at once, signing and
// eth_sendRawTransaction) against a direct submission of the same kind of op from an EOA (its pending
// nonce, handleOps signed and sent with eth_sendRawTransaction, no simulation). Both run over the
// in-process client, over HTTP JSON-RPC on loopback, and through a proxy adding a hosted RPC's 20 ms
// round trip. Each op is mined between iterations, outside the timer.
func BenchmarkSubmit(b *testing.B) {
	d := devnettest.Start(b, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1, ListenAddr: "127.0.0.1:0"})
	ctx := context.Background()
	overHTTP, err := chain.Dial(ctx, d.Manifest().RPCURL, chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(overHTTP.Close)
	hosted, err := chain.Dial(ctx, delayProxy(b, d.Manifest().RPCURL, 20*time.Millisecond), chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(hosted.Close)
	direct, err := devnet.DevKey(5)
	if err != nil {
		b.Fatal(err)
	}
	for _, tr := range []struct {
		name   string
		client *chain.Client
	}{{"inprocess", d.Client()}, {"http", overHTTP}, {"rpc20ms", hosted}} {
		// A loss bound out of the way: the watcher gives the reservations back only once a second.
		e := newRelayEnv(b, d, tr.client, relay.Config{LossBound: new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))})
		e.attacker = direct
		accounts := e.accounts(2, big.NewInt(1e18))
		var relayed, sent int64 // the accounts' next nonces
		b.Run(tr.name+"/relay", func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				req := e.timedOp(accounts[0], 0, 0, gwei(20), gwei(1))
				req.Op.Nonce = big.NewInt(relayed)
				if _, err := e.r.Send(ctx, req); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				e.commitAll(1)
				relayed++
				b.StartTimer()
			}
		})
		b.Run(tr.name+"/direct", func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				op := timedUserOp(accounts[1], 0, 0, gwei(20), gwei(1))
				op.Nonce = big.NewInt(sent)
				if err := submitDirect(ctx, tr.client, direct, e.m.EntryPoint, op.Packed()); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				e.commitAll(1)
				sent++
				b.StartTimer()
			}
		})
	}
}

// delayProxy forwards JSON-RPC to target after rtt.
func delayProxy(b *testing.B, target string, rtt time.Duration) string {
	b.Helper()
	u, err := url.Parse(target)
	if err != nil {
		b.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(rtt)
		rp.ServeHTTP(w, r)
	}))
	b.Cleanup(srv.Close)
	return srv.URL
}

// submitDirect sends handleOps([op]) from key as a plain EOA would: its pending nonce, the op's own
// fees, the relay's gas limit for it, signed and sent.
func submitDirect(ctx context.Context, c *chain.Client, key *ecdsa.PrivateKey, entryPoint common.Address, op entrypoint.PackedUserOperation) error {
	from := crypto.PubkeyToAddress(key.PublicKey)
	data := entrypoint.NewEntryPoint().PackHandleOps([]entrypoint.PackedUserOperation{op}, from)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return err
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: g.MaxPriorityFeePerGas, GasFeeCap: g.MaxFeePerGas,
		Gas: 100_000 + g.VerificationGasLimit + g.CallGasLimit + g.PreVerificationGas, To: &entryPoint, Data: data,
	})
	if err != nil {
		return err
	}
	return c.SendTransaction(ctx, tx)
}

// BenchmarkRefuseForgedOp is what the relay spends to refuse a forged op: a sponsored op of a victim's
// counterfactual account whose sponsorship is genuine (the public route sponsors any op of a known
// owner's account) and whose signature is a stranger's. Against it, the admission of the victim's
// genuine op: Send up to its transaction sent (its sponsorship and signature, and the block that
// mines it, outside the timer). The embedded devnet, the client in process.
func BenchmarkRefuseForgedOp(b *testing.B) {
	e := newSponsoredEnv(b, nil)
	ctx := context.Background()
	fee := gwei(2) // under the sponsored tip's ceiling, above the fee floor of the devnet's quiet blocks
	b.Run("forged", func(b *testing.B) {
		forger, err := crypto.GenerateKey()
		if err != nil {
			b.Fatal(err)
		}
		req := e.signedBy(forger, e.freshOp(1, 1, fee, fee))
		b.ReportAllocs()
		b.ResetTimer()
		for range b.N {
			_, err := e.r.Send(ctx, req)
			var re *relay.Error
			if !errors.As(err, &re) || re.Code != relay.CodeInvalidSignature {
				b.Fatalf("a forged op: %v", err)
			}
		}
	})
	var key int64 // the next nonce key of the victim's account: one op each
	b.Run("genuine", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			b.StopTimer()
			m := e.market() // the ops' own tips move the suggested tip
			req := e.sponsored(1, e.approveOp(1, key, new(big.Int).Add(m.SuggestedTip, new(big.Int).Mul(m.BaseFee, big.NewInt(2))), m.SuggestedTip))
			key++
			b.StartTimer()
			if _, err := e.r.Send(ctx, req); err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			e.commitAll(1)
			b.StartTimer()
		}
	})
}
