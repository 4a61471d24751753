package api_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
)

type rpcReply struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
		Data    any    `json:"data"`
	} `json:"error"`
}

// rpc posts a raw JSON-RPC body from a fresh client address.
func (f *bundlerFixture) rpc(t *testing.T, body string) response {
	t.Helper()
	f.ips++
	return f.doFrom(t, fmt.Sprintf("198.51.102.%d", f.ips%250), "POST", "/api/bundler", bodyJSON(body))
}

// call is one JSON-RPC request; it fails the test unless the answer is a 200 JSON-RPC response.
func (f *bundlerFixture) call(t *testing.T, method string, params ...any) rpcReply {
	t.Helper()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 7, "method": method, "params": params})
	r := f.rpc(t, string(b))
	var out rpcReply
	if r.status != 200 || json.Unmarshal([]byte(r.body), &out) != nil || out.JSONRPC != "2.0" || string(out.ID) != "7" {
		t.Fatalf("%s: %d %s", method, r.status, r.body)
	}
	return out
}

func wantRPCError(t *testing.T, what string, got rpcReply, code int, reason string) {
	t.Helper()
	if got.Error == nil || got.Error.Code != code || !strings.Contains(got.Error.Message, reason) {
		t.Fatalf("%s: want error %d %q, got %+v (result %s)", what, code, reason, got.Error, got.Result)
	}
}

// rpcOp is the op in ERC-7769's JSON form, with the gas fields ERC-7677's steps omit dropped.
func rpcOp(t *testing.T, op chain.UserOp, drop ...string) map[string]any {
	t.Helper()
	b, _ := json.Marshal(api.RPCUserOp(op))
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range drop {
		delete(m, k)
	}
	return m
}

// Every JSON-RPC error code the bundler answers, each from the request that earns it, and batches.
func TestBundlerJSONRPCErrorCodes(t *testing.T) {
	f := newBundlerFixture(t)
	ep, chainHex := f.m.EntryPoint.Hex(), hexutil.EncodeUint64(uint64(f.m.ChainID))
	approve := []veraaccount.BaseAccountCall{{Target: f.m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(f.m.Permit2, big.NewInt(1))}}
	unsigned := f.userOp(t, approve)
	noGas := []string{"callGasLimit", "verificationGasLimit", "preVerificationGas", "signature"}

	// A stranger's fresh account: its owner was never vouched for.
	stranger, _ := crypto.GenerateKey()
	strangerOwner := crypto.PubkeyToAddress(stranger.PublicKey)
	fab := veraaccountfactory.NewVeraAccountFactory()
	strangerAccount := devnettest.Read(t, f.dev, f.m.AccountFactory, fab.PackGetAddress(strangerOwner, common.Big0), fab.UnpackGetAddress)
	fresh := unsigned
	fresh.Sender, fresh.Nonce = strangerAccount, common.Big0
	factory := f.m.AccountFactory
	fresh.Factory, fresh.FactoryData = &factory, fab.PackCreateAccount(strangerOwner, common.Big0)

	// A sponsored, signed op ready to send.
	stub := f.call(t, "pm_getPaymasterStubData", rpcOp(t, unsigned, noGas...), ep, chainHex, map[string]any{})
	if stub.Error != nil {
		t.Fatalf("stub: %+v", stub.Error)
	}
	var st api.PaymasterStub
	if err := json.Unmarshal(stub.Result, &st); err != nil || st.IsFinal || len(hexutil.MustDecode(st.PaymasterData)) != chain.SponsorDataLength {
		t.Fatalf("stub data %s", stub.Result)
	}
	final := f.call(t, "pm_getPaymasterData", rpcOp(t, unsigned), ep, chainHex, map[string]any{})
	if final.Error != nil {
		t.Fatalf("paymaster data: %+v", final.Error)
	}
	var pf api.PaymasterFields
	if err := json.Unmarshal(final.Result, &pf); err != nil {
		t.Fatal(err)
	}
	sponsored := unsigned
	pm := common.HexToAddress(pf.Paymaster)
	sponsored.Paymaster, sponsored.PaymasterData = &pm, hexutil.MustDecode(pf.PaymasterData)
	sponsored.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(pf.PaymasterVerificationGasLimit)
	sponsored.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(pf.PaymasterPostOpGasLimit)
	badSig := sponsored
	badSig.Signature = relay.StubAccountSignature()
	wrongNonce := sponsored
	wrongNonce.Nonce = new(big.Int).Add(sponsored.Nonce, big.NewInt(5))
	wrongNonce = f.sign(t, wrongNonce, f.owner)
	expired := unsigned
	expired.Paymaster, expired.PaymasterVerificationGasLimit, expired.PaymasterPostOpGasLimit = &pm, sponsored.PaymasterVerificationGasLimit, sponsored.PaymasterPostOpGasLimit
	packed := expired.Packed()
	devnettest.SponsorWith(t, f.dev, devnet.SponsorKey(), &packed, chain.Sponsorship{Owner: crypto.PubkeyToAddress(f.owner.PublicKey),
		Relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)}, time.Now().Add(-20*time.Minute), 5*time.Minute)
	expired.PaymasterData = packed.PaymasterAndData[52:]
	expired = f.sign(t, expired, f.owner)
	reverting := f.userOp(t, []veraaccount.BaseAccountCall{{Target: f.m.USDG, Value: common.Big0,
		Data: usdg.NewUSDG().PackTransferFrom(common.HexToAddress("0x1"), f.account, big.NewInt(1))}})
	revertStub := f.call(t, "pm_getPaymasterStubData", rpcOp(t, reverting, noGas...), ep, chainHex, map[string]any{})
	if revertStub.Error != nil {
		t.Fatalf("stub of the reverting op: %+v", revertStub.Error)
	}
	var rs api.PaymasterStub
	_ = json.Unmarshal(revertStub.Result, &rs)
	revOp := rpcOp(t, reverting, noGas...)
	revOp["paymaster"], revOp["paymasterData"] = rs.Paymaster, rs.PaymasterData

	tests := []struct {
		name   string
		method string
		params []any
		code   int
		reason string
	}{
		{"unknown method", "eth_sendTransaction", nil, -32601, "Method not found"},
		{"params not an array", "", nil, -32602, "params must be an array"},
		{"another entry point", "eth_sendUserOperation", []any{rpcOp(t, f.sign(t, sponsored, f.owner)), "0x0000000000000000000000000000000000000007"}, -32602, "not supported"},
		{"a malformed op", "eth_sendUserOperation", []any{map[string]any{"sender": "0x12"}, ep}, -32602, "Invalid params"},
		{"another chain at the paymaster", "pm_getPaymasterStubData", []any{rpcOp(t, unsigned, noGas...), ep, "0x1", map[string]any{}}, -32602, "chainId"},
		{"a stranger's fresh account", "pm_getPaymasterStubData", []any{rpcOp(t, fresh, noGas...), ep, chainHex, map[string]any{}}, -32501, "owner unknown"},
		{"a stranger's fresh account, final data", "pm_getPaymasterData", []any{rpcOp(t, fresh), ep, chainHex, map[string]any{}}, -32501, "owner unknown"},
		{"the account's signature is not the owner's", "eth_sendUserOperation", []any{rpcOp(t, badSig), ep}, -32507, "AA24"},
		{"a nonce ahead of the account's", "eth_sendUserOperation", []any{rpcOp(t, wrongNonce), ep}, -32500, "AA25"},
		{"a sponsorship that expired", "eth_sendUserOperation", []any{rpcOp(t, expired), ep}, -32503, "AA32"},
		{"an op whose call reverts, estimated", "eth_estimateUserOperationGas", []any{revOp, ep}, -32521, "reverts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got rpcReply
			if tt.method == "" {
				r := f.rpc(t, `{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":{"a":1}}`)
				_ = json.Unmarshal([]byte(r.body), &got)
			} else {
				got = f.call(t, tt.method, tt.params...)
			}
			wantRPCError(t, tt.name, got, tt.code, tt.reason)
		})
	}
	if got := f.call(t, "eth_estimateUserOperationGas", revOp, ep); got.Error == nil || got.Error.Data == nil {
		t.Fatalf("the reverting call's data is missing: %+v", got.Error)
	}

	// Envelope errors.
	for _, tt := range []struct {
		body   string
		code   int
		status int
	}{
		{`[{"jsonrpc":"2.0","id":1,"method":`, -32700, 200},
		{`[1]`, -32600, 200},
		{`{"jsonrpc":"1.0","id":1,"method":"eth_chainId"}`, -32600, 200},
		{`[]`, -32600, 200},
		{"[" + strings.TrimSuffix(strings.Repeat(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},`, api.MaxBatch+1), ",") + "]", -32600, 200},
	} {
		r := f.rpc(t, tt.body)
		var one rpcReply
		var many []rpcReply
		if r.status != tt.status {
			t.Fatalf("%s: status %d %s", tt.body, r.status, r.body)
		}
		if json.Unmarshal([]byte(r.body), &one) != nil {
			if json.Unmarshal([]byte(r.body), &many) != nil || len(many) != 1 {
				t.Fatalf("%s: %s", tt.body, r.body)
			}
			one = many[0]
		}
		if one.Error == nil || one.Error.Code != tt.code {
			t.Fatalf("%.60s: want %d, got %s", tt.body, tt.code, r.body)
		}
	}

	// A batch answers in order, keeps ids, leaves notifications out.
	r := f.rpc(t, `[{"jsonrpc":"2.0","id":"a","method":"eth_chainId"},{"jsonrpc":"2.0","method":"eth_chainId"},`+
		`{"jsonrpc":"2.0","id":2,"method":"eth_supportedEntryPoints","params":[]},{"jsonrpc":"2.0","id":3,"method":"nope"}]`)
	var batch []rpcReply
	if r.status != 200 || json.Unmarshal([]byte(r.body), &batch) != nil || len(batch) != 3 {
		t.Fatalf("batch: %d %s", r.status, r.body)
	}
	if string(batch[0].ID) != `"a"` || string(batch[0].Result) != fmt.Sprintf("%q", chainHex) ||
		string(batch[1].Result) != fmt.Sprintf("[%q]", ep) || batch[2].Error == nil || batch[2].Error.Code != -32601 {
		t.Fatalf("batch answers %s", r.body)
	}

	// The old shape still works on the same URL, and the sponsored op goes out through JSON-RPC.
	old, _ := f.sponsor(t, unsigned)
	if old.Paymaster == nil {
		t.Fatal("the action shape no longer sponsors")
	}
	sent := f.call(t, "eth_sendUserOperation", rpcOp(t, f.sign(t, sponsored, f.owner)), ep)
	var hash string
	if sent.Error != nil || json.Unmarshal(sent.Result, &hash) != nil {
		t.Fatalf("send: %+v", sent.Error)
	}
	if again := f.call(t, "eth_sendUserOperation", rpcOp(t, f.sign(t, sponsored, f.owner)), ep); again.Error == nil || again.Error.Code != -32602 {
		t.Fatalf("a replay: %+v", again.Error)
	}
	f.waitReceipt(t, hash)
	rc := f.call(t, "eth_getUserOperationReceipt", hash)
	var receipt api.OperationReceipt
	if rc.Error != nil || json.Unmarshal(rc.Result, &receipt) != nil || !receipt.Success || receipt.Sender != f.account || receipt.Receipt == nil {
		t.Fatalf("receipt %s %+v", rc.Result, rc.Error)
	}
	byHash := f.call(t, "eth_getUserOperationByHash", hash)
	var oh struct {
		UserOperation struct {
			Sender common.Address `json:"sender"`
		} `json:"userOperation"`
		BlockHash       *common.Hash `json:"blockHash"`
		TransactionHash common.Hash  `json:"transactionHash"`
	}
	if byHash.Error != nil || json.Unmarshal(byHash.Result, &oh) != nil || oh.UserOperation.Sender != f.account || oh.BlockHash == nil ||
		oh.TransactionHash != receipt.Receipt.TxHash {
		t.Fatalf("by hash %s %+v", byHash.Result, byHash.Error)
	}
	unknown := "0x" + strings.Repeat("ab", 32)
	for _, m := range []string{"eth_getUserOperationReceipt", "eth_getUserOperationByHash"} {
		if got := f.call(t, m, unknown); got.Error != nil || string(got.Result) != "null" {
			t.Fatalf("%s of an unknown op: %s %+v", m, got.Result, got.Error)
		}
	}
	for _, m := range []string{"eth_maxPriorityFeePerGas", "eth_gasPrice"} {
		var v hexutil.Big
		if got := f.call(t, m); got.Error != nil || json.Unmarshal(got.Result, &v) != nil {
			t.Fatalf("%s: %s %+v", m, got.Result, got.Error)
		}
	}
}

// A batch counts each of its requests against the route's limit (60 per minute per client address):
// six batches of ten from one address, then the next request is 429.
func TestBundlerJSONRPCBatchesCountAgainstTheLimit(t *testing.T) {
	f := newBundlerFixture(t)
	ten := "[" + strings.TrimSuffix(strings.Repeat(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},`, 10), ",") + "]"
	for i := range 6 {
		if r := f.doFrom(t, "203.0.113.9", "POST", "/api/bundler", bodyJSON(ten)); r.status != 200 {
			t.Fatalf("batch %d: %d %s", i, r.status, r.body)
		}
	}
	r := f.doFrom(t, "203.0.113.9", "POST", "/api/bundler", bodyJSON(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}`))
	if r.status != fasthttp.StatusTooManyRequests || r.headers["Retry-After"] == "" {
		t.Fatalf("after 60 requests in batches: %d %s", r.status, r.body)
	}
}

// The estimate, with the paymaster's stub data, is enough for the op it estimates and not far above
// what it uses: a buy of two assets and its record, sent through JSON-RPC as a wallet would.
func TestBundlerEstimateAgainstGasUsed(t *testing.T) {
	f := newBundlerFixture(t)
	ep, chainHex := f.m.EntryPoint.Hex(), hexutil.EncodeUint64(uint64(f.m.ChainID))
	calls := f.buyAndRecordCalls(t, 100)
	op := f.userOp(t, calls)
	noGas := []string{"callGasLimit", "verificationGasLimit", "preVerificationGas", "signature"}
	stub := f.call(t, "pm_getPaymasterStubData", rpcOp(t, op, noGas...), ep, chainHex, map[string]any{})
	var st api.PaymasterStub
	if stub.Error != nil || json.Unmarshal(stub.Result, &st) != nil {
		t.Fatalf("stub %+v", stub.Error)
	}
	withStub := rpcOp(t, op, noGas...)
	withStub["paymaster"], withStub["paymasterData"] = st.Paymaster, st.PaymasterData
	withStub["paymasterVerificationGasLimit"], withStub["paymasterPostOpGasLimit"] = st.PaymasterVerificationGasLimit, st.PaymasterPostOpGasLimit
	withStub["signature"] = hexutil.Encode(relay.StubAccountSignature())
	start := time.Now()
	est := f.call(t, "eth_estimateUserOperationGas", withStub, ep)
	took := time.Since(start)
	var g api.GasEstimate
	if est.Error != nil || json.Unmarshal(est.Result, &g) != nil {
		t.Fatalf("estimate %+v", est.Error)
	}
	op.PreVerificationGas = hexutil.MustDecodeUint64(g.PreVerificationGas)
	op.VerificationGasLimit = hexutil.MustDecodeUint64(g.VerificationGasLimit)
	op.CallGasLimit = hexutil.MustDecodeUint64(g.CallGasLimit)
	final := f.call(t, "pm_getPaymasterData", rpcOp(t, op), ep, chainHex, map[string]any{})
	var pf api.PaymasterFields
	if final.Error != nil || json.Unmarshal(final.Result, &pf) != nil {
		t.Fatalf("paymaster data %+v", final.Error)
	}
	pm := common.HexToAddress(pf.Paymaster)
	op.Paymaster, op.PaymasterData = &pm, hexutil.MustDecode(pf.PaymasterData)
	op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(pf.PaymasterVerificationGasLimit)
	op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(pf.PaymasterPostOpGasLimit)
	sent := f.call(t, "eth_sendUserOperation", rpcOp(t, f.sign(t, op, f.owner)), ep)
	var hash string
	if sent.Error != nil || json.Unmarshal(sent.Result, &hash) != nil {
		t.Fatalf("send with the estimate: %+v", sent.Error)
	}
	f.waitReceipt(t, hash)
	var rc api.OperationReceipt
	if got := f.call(t, "eth_getUserOperationReceipt", hash); got.Error != nil || json.Unmarshal(got.Result, &rc) != nil || !rc.Success {
		t.Fatalf("receipt %s", got.Result)
	}
	used := rc.ActualGasUsed.ToInt().Uint64()
	// The op's own limits (the paymaster's two are its caps, not estimated).
	own := op.PreVerificationGas + op.VerificationGasLimit + op.CallGasLimit
	limits := own + op.PaymasterVerificationGasLimit + op.PaymasterPostOpGasLimit
	t.Logf("estimate in %s: preVerificationGas %d, verification %d, call %d (the op's own %d); used %d of %d limits (%.2f×)",
		took.Round(time.Millisecond), op.PreVerificationGas, op.VerificationGasLimit, op.CallGasLimit, own, used, limits, float64(limits)/float64(used))
	if used > limits {
		t.Fatalf("used %d, more than the limits %d", used, limits)
	}
	// The stated margin (docs/bundler.md): all the op's limits at most 1.5× what it used.
	if float64(limits) > 1.5*float64(used) {
		t.Fatalf("the limits %d are more than 1.5× the gas used %d", limits, used)
	}
}
