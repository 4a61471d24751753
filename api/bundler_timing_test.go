package api_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// BenchmarkBundler measures one sponsored op from sponsorship to mined receipt, two ways on the same
// devnet, interleaved: direct (the sponsor signs in process, the owner signs, chain.Bundler sends
// handleOps and waits) and relay (POST /api/bundler sponsor, the owner signs, POST /api/bundler send,
// wait for the same receipt). "submit" is up to the transaction hash, "mined" up to the receipt; the
// difference of the submits is what the route adds: HTTP, decoding, the policy checked twice, the
// sender's code read, the userOp hash and the eth_simulateV1 run (direct estimates gas instead). A
// third way is JSON-RPC as viem sends it: pm_getPaymasterData, the owner's signature,
// eth_sendUserOperation ("jsonrpc-submit"), after pm_getPaymasterStubData and
// eth_estimateUserOperationGas, timed apart ("jsonrpc-stub+estimate").
//
//	go test -run '^$' -bench Bundler -benchtime 200x ./api
func BenchmarkBundler(b *testing.B) {
	d := devnettest.Start(b, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	r := newRelay(b, d)
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(api.BundlerRoutes{Relay: r})
	h := srv.Handler()
	sp, limits := sponsortest.New(b, d, sponsortest.Owners(b, d))
	direct := chain.NewBundler(d.Client(), m.EntryPoint, devnet.RelayKey(), m.ChainID)
	ownerKey, _ := devnet.DemoOwnerKey(1)
	owner := chain.NewKeySigner(ownerKey)
	account := m.DemoUsers[0].SmartAccount
	callData := veraaccount.NewVeraAccount().PackExecute(m.USDG, common.Big0, usdg.NewUSDG().PackApprove(m.Permit2, big.NewInt(1)))
	newOp := func() chain.UserOp {
		nonce, err := chain.AccountNonce(ctx, d.Client(), m.EntryPoint, account, common.Big0)
		if err != nil {
			b.Fatal(err)
		}
		return chain.UserOp{Sender: account, Nonce: nonce, CallData: callData, CallGasLimit: 80_000, VerificationGasLimit: 150_000,
			PreVerificationGas: 60_000, MaxFeePerGas: big.NewInt(20_000_000_000), MaxPriorityFeePerGas: big.NewInt(1_000_000_000)}
	}
	ip := 0
	post := func(body any) []byte {
		raw, _ := json.Marshal(body)
		var req fasthttp.Request
		req.Header.SetMethod("POST")
		req.SetRequestURI("http://vera.test/api/bundler")
		req.Header.SetContentType("application/json")
		req.SetBody(raw)
		var rc fasthttp.RequestCtx
		ip++
		rc.Init(&req, &net.TCPAddr{IP: net.IPv4(10, byte(ip>>16), byte(ip>>8), byte(ip)), Port: 40000}, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("POST /api/bundler: %d %s", rc.Response.StatusCode(), rc.Response.Body())
		}
		return append([]byte(nil), rc.Response.Body()...)
	}
	wait := func(tx common.Hash) {
		wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if _, err := chain.WaitReceipt(wctx, d.Client(), tx); err != nil {
			b.Fatal(err)
		}
	}
	var directSubmit, relaySubmit time.Duration
	viaDirect := func() {
		t0 := time.Now()
		o := newOp()
		pm := m.Paymaster
		o.Paymaster, o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = &pm, limits.PaymasterVerificationGasLimit, limits.PaymasterPostOpGasLimit
		op := o.Packed()
		if err := sp.Sign(ctx, &op); err != nil {
			b.Fatal(err)
		}
		if err := chain.SignUserOp(ctx, d.Client(), m.EntryPoint, &op, owner); err != nil {
			b.Fatal(err)
		}
		tx, err := direct.Submit(ctx, []entrypoint.PackedUserOperation{op})
		if err != nil {
			b.Fatal(err)
		}
		directSubmit += time.Since(t0)
		wait(tx.Hash())
	}
	viaRelay := func() {
		t0 := time.Now()
		o := newOp()
		req := map[string]any{"action": "sponsor", "chainId": hexutil.EncodeUint64(uint64(m.ChainID)), "entryPoint": m.EntryPoint.Hex(), "userOp": api.RPCUserOp(o)}
		var s relay.Sponsorship
		if err := json.Unmarshal(post(req), &s); err != nil {
			b.Fatal(err)
		}
		pm := common.HexToAddress(s.Paymaster)
		o.Paymaster, o.PaymasterData = &pm, hexutil.MustDecode(s.PaymasterData)
		o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(s.PaymasterVerificationGasLimit), hexutil.MustDecodeUint64(s.PaymasterPostOpGasLimit)
		sig, err := owner.SignDigest(ctx, common.HexToHash(s.UserOpHash))
		if err != nil {
			b.Fatal(err)
		}
		o.Signature = sig
		req["action"], req["userOp"] = "send", api.RPCUserOp(o)
		var sent relay.Sent
		if err := json.Unmarshal(post(req), &sent); err != nil {
			b.Fatal(err)
		}
		relaySubmit += time.Since(t0)
		wait(common.HexToHash(sent.TxHash))
	}
	// JSON-RPC, as viem sends it: the paymaster's stub and the estimate (timed apart), the sponsorship
	// (pm_getPaymasterData), the owner's signature, eth_sendUserOperation.
	var rpcSubmit, estimate time.Duration
	rpc := func(method string, params ...any) json.RawMessage {
		var out struct {
			Result json.RawMessage `json:"result"`
			Error  any             `json:"error"`
		}
		if err := json.Unmarshal(post(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params}), &out); err != nil || out.Error != nil {
			b.Fatalf("%s: %v %v", method, err, out.Error)
		}
		return out.Result
	}
	ep, chainHex := m.EntryPoint.Hex(), hexutil.EncodeUint64(uint64(m.ChainID))
	viaJSONRPC := func() {
		o := newOp()
		t0 := time.Now()
		var st api.PaymasterStub
		_ = json.Unmarshal(rpc("pm_getPaymasterStubData", o, ep, chainHex, map[string]any{}), &st)
		withStub := o
		pm := common.HexToAddress(st.Paymaster)
		withStub.Paymaster, withStub.PaymasterData, withStub.Signature = &pm, hexutil.MustDecode(st.PaymasterData), relay.StubAccountSignature()
		withStub.PaymasterVerificationGasLimit, withStub.PaymasterPostOpGasLimit = limits.PaymasterVerificationGasLimit, limits.PaymasterPostOpGasLimit
		rpc("eth_estimateUserOperationGas", withStub, ep)
		estimate += time.Since(t0)
		t1 := time.Now()
		var pf api.PaymasterFields
		_ = json.Unmarshal(rpc("pm_getPaymasterData", o, ep, chainHex, map[string]any{}), &pf)
		o.Paymaster, o.PaymasterData = &pm, hexutil.MustDecode(pf.PaymasterData)
		o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(pf.PaymasterVerificationGasLimit), hexutil.MustDecodeUint64(pf.PaymasterPostOpGasLimit)
		h, err := chain.UserOpHash(ctx, d.Client(), m.EntryPoint, o.Packed())
		if err != nil {
			b.Fatal(err)
		}
		if o.Signature, err = owner.SignDigest(ctx, h); err != nil {
			b.Fatal(err)
		}
		var hash string
		_ = json.Unmarshal(rpc("eth_sendUserOperation", o, ep), &hash)
		rpcSubmit += time.Since(t1)
		rc, err := r.Receipt(ctx, common.HexToHash(hash))
		if err != nil {
			b.Fatal(err)
		}
		wait(common.HexToHash(rc.TxHash))
	}
	paths := []func(){viaDirect, viaRelay, viaJSONRPC}
	totals := make([]time.Duration, len(paths))
	b.ResetTimer()
	for i := range b.N {
		// Rotate which path goes first, so that block timing favours none.
		for k := range paths {
			j := (i + k) % len(paths)
			t0 := time.Now()
			paths[j]()
			totals[j] += time.Since(t0)
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(directSubmit.Microseconds())/n, "direct-submit-µs/op")
	b.ReportMetric(float64(relaySubmit.Microseconds())/n, "relay-submit-µs/op")
	b.ReportMetric(float64(rpcSubmit.Microseconds())/n, "jsonrpc-submit-µs/op")
	b.ReportMetric(float64(estimate.Microseconds())/n, "jsonrpc-stub+estimate-µs/op")
	b.ReportMetric(float64((relaySubmit-directSubmit).Microseconds())/n, "added-µs/op")
	b.ReportMetric(float64(totals[0].Microseconds())/n, "direct-mined-µs/op")
	b.ReportMetric(float64(totals[1].Microseconds())/n, "relay-mined-µs/op")
	b.ReportMetric(float64(totals[2].Microseconds())/n, "jsonrpc-mined-µs/op")
}
