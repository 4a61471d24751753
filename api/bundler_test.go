package api_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/relay/relaytest"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// newRelay builds the relay as cmd/vera does on the devnet: the sponsor key signs under the service
// allowlist and the paymaster's own caps, the relay key submits.
func newRelay(t testing.TB, d *devnet.Devnet) *relay.Relay {
	t.Helper()
	r, _ := newRelayWithOwners(t, d)
	return r
}

// newRelayWithOwners is newRelay and the owners' directory its sponsor asks.
func newRelayWithOwners(t testing.TB, d *devnet.Devnet) (*relay.Relay, *sponsor.Owners) {
	t.Helper()
	owners := sponsortest.Owners(t, d)
	r, err := relaytest.ForDeployment(context.Background(), d.Client(), d.Manifest(), sponsortest.Deployment(owners), devnet.RelayKey())
	if err != nil {
		t.Fatal(err)
	}
	return r, owners
}

// bundlerFixture is the commit-plan fixture with the quote and bundler routes, as `vera dev` serves them.
type bundlerFixture struct {
	*chainFixture
	m       *chain.Deployment
	owner   *ecdsa.PrivateKey
	account common.Address
	ips     int
	db      *schema.DB // the trade notifications' database, when a test asks for one
	relay   *relay.Relay
	owners  *sponsor.Owners // the relay's sponsor's directory
}

func newBundlerFixture(t *testing.T) *bundlerFixture {
	t.Helper()
	return newBundlerFixtureWith(t, devnet.Config{})
}

// newBundlerFixtureWith is newBundlerFixture on a devnet configured by cfg.
func newBundlerFixtureWith(t *testing.T, cfg devnet.Config) *bundlerFixture {
	t.Helper()
	f := newChainFixtureWith(t, cfg)
	m := f.dev.Manifest()
	tokens, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	mc := chain.NewMulticall(f.dev.Client(), m.Multicall3, 0)
	racer, err := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(f.dev.Client(), mc, m.Venues).Venues(),
		VenueTimeout: devnetVenueTimeout, Timeout: devnetRaceTimeout})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG,
		Tokens: tokens, Racer: racer, Multicall: mc, Locks: &quote.Locks{}})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.QuoteRoutes{Quotes: svc, Locks: &quote.Locks{}})
	r, owners := newRelayWithOwners(t, f.dev)
	f.srv.Register(api.BundlerRoutes{Relay: r})
	snap, err := snapshot.Bundled(context.Background(), snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: func() *snapshot.MarketBuild { return snap }, Tradable: tokens.IsAsset})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.AllocateRoutes{Drafter: drafter})
	owner, err := devnet.DemoOwnerKey(1)
	if err != nil {
		t.Fatal(err)
	}
	return &bundlerFixture{chainFixture: f, m: m, owner: owner, account: m.DemoUsers[0].SmartAccount, relay: r, owners: owners}
}

// post sends a JSON body from a fresh client address (the flood test uses one address on purpose).
func (f *bundlerFixture) post(t *testing.T, path, token string, v any) response {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	f.ips++
	opts := []func(*fasthttp.Request){bodyJSON(string(b))}
	if token != "" {
		opts = append(opts, bearer(token))
	}
	return f.doFrom(t, fmt.Sprintf("198.51.100.%d", f.ips), "POST", path, opts...)
}

func (f *bundlerFixture) relayNonce(t *testing.T) uint64 {
	t.Helper()
	n, err := f.dev.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// servedQuote is the part of POST /api/quote's answer a client uses.
type servedQuote struct {
	LiquidityAvailable bool            `json:"liquidityAvailable"`
	NeedsAllowance     bool            `json:"needsAllowance"`
	ToSign             json.RawMessage `json:"toSign"`
	Tx                 struct {
		To              string `json:"to"`
		Data            string `json:"data"`
		SignatureOffset int    `json:"signatureOffset"`
	} `json:"tx"`
}

// bundlerReq is the body of POST /api/bundler.
func (f *bundlerFixture) bundlerReq(action string, op chain.UserOp) map[string]any {
	return map[string]any{"action": action, "chainId": hexutil.EncodeUint64(uint64(f.m.ChainID)), "entryPoint": f.m.EntryPoint.Hex(), "userOp": api.RPCUserOp(op)}
}

// userOp is an unsigned op of the demo account at its next nonce, within the devnet's caps.
func (f *bundlerFixture) userOp(t *testing.T, calls []veraaccount.BaseAccountCall) chain.UserOp {
	t.Helper()
	nonce, err := chain.AccountNonce(context.Background(), f.dev.Client(), f.m.EntryPoint, f.account, common.Big0)
	if err != nil {
		t.Fatal(err)
	}
	return chain.UserOp{Sender: f.account, Nonce: nonce, CallData: veraaccount.NewVeraAccount().PackExecuteBatch(calls),
		CallGasLimit: 1_500_000, VerificationGasLimit: 300_000, PreVerificationGas: 100_000,
		MaxFeePerGas: big.NewInt(20_000_000_000), MaxPriorityFeePerGas: big.NewInt(1_000_000_000)}
}

// sponsor asks the relay for a sponsorship and attaches it; the op is then signed over its final hash.
func (f *bundlerFixture) sponsor(t *testing.T, op chain.UserOp) (chain.UserOp, response) {
	t.Helper()
	r := f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSponsor, op))
	if r.status != 200 {
		return op, r
	}
	var s relay.Sponsorship
	if err := json.Unmarshal([]byte(r.body), &s); err != nil {
		t.Fatal(err)
	}
	pm := common.HexToAddress(s.Paymaster)
	op.Paymaster = &pm
	op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(s.PaymasterVerificationGasLimit)
	op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(s.PaymasterPostOpGasLimit)
	op.PaymasterData = hexutil.MustDecode(s.PaymasterData)
	// The client checks the hash it signs rather than trusting the relay's.
	h, err := chain.UserOpHash(context.Background(), f.dev.Client(), f.m.EntryPoint, op.Packed())
	if err != nil || strings.ToLower(h.Hex()) != s.UserOpHash {
		t.Fatalf("sponsored op hash %s (%v), relay said %s", h.Hex(), err, s.UserOpHash)
	}
	return op, r
}

func (f *bundlerFixture) sign(t *testing.T, op chain.UserOp, key *ecdsa.PrivateKey) chain.UserOp {
	t.Helper()
	h, err := chain.UserOpHash(context.Background(), f.dev.Client(), f.m.EntryPoint, op.Packed())
	if err != nil {
		t.Fatal(err)
	}
	if op.Signature, err = chain.NewKeySigner(key).SignDigest(context.Background(), h); err != nil {
		t.Fatal(err)
	}
	return op
}

func wantRefusal(t *testing.T, r response, code int, reason string) {
	t.Helper()
	var e struct {
		Error string `json:"error"`
		Code  int    `json:"code"`
	}
	if r.status != 400 || json.Unmarshal([]byte(r.body), &e) != nil || e.Code != code || !strings.Contains(e.Error, reason) {
		t.Fatalf("want 400 code %d with %q, got %d %s", code, reason, r.status, r.body)
	}
}

type opReceipt struct {
	Status        string       `json:"status"`
	TxHash        string       `json:"txHash"`
	Success       *bool        `json:"success"`
	ActualGasCost *string      `json:"actualGasCost"`
	RevertReason  *string      `json:"revertReason"`
	Logs          []relay.Log  `json:"logs"`
	BlockNumber   *json.Number `json:"blockNumber"`
}

func (f *bundlerFixture) waitReceipt(t *testing.T, hash string) opReceipt {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		f.ips++
		r := f.doFrom(t, fmt.Sprintf("198.51.101.%d", f.ips%250), "GET", "/api/bundler/"+hash)
		if r.status != 200 {
			t.Fatalf("receipt: %d %s", r.status, r.body)
		}
		var rc opReceipt
		if err := json.Unmarshal([]byte(r.body), &rc); err != nil {
			t.Fatal(err)
		}
		if rc.Status == "included" {
			return rc
		}
		if time.Now().After(deadline) {
			t.Fatalf("op %s still %s", hash, rc.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// The manual flow as a client does it, through the routes only: commit-plan with the agent's measure
// of risk, a quote per leg for the smart account, one sponsored userOp that approves Permit2, settles
// both legs with the account's ERC-1271 signatures and records the assessment, relayed through POST
// /api/bundler; then the receipt.
func TestBundlerManualFlowEndToEnd(t *testing.T) {
	f := newBundlerFixture(t)
	ctx := context.Background()
	notices, trades := f.tradeNotifications(t)

	calls := f.buyAndRecordCalls(t, 250)
	legs := 0
	for _, c := range calls {
		if c.Target == f.m.Settlement {
			legs++
		}
	}

	before := f.relayBalance(t)
	op, r := f.sponsor(t, f.userOp(t, calls))
	if r.status != 200 {
		t.Fatalf("sponsor: %d %s", r.status, r.body)
	}
	op = f.sign(t, op, f.owner)
	send := f.bundlerReq(api.ActionSend, op)
	r = f.post(t, "/api/bundler", "", send)
	if r.status != 200 {
		t.Fatalf("send: %d %s", r.status, r.body)
	}
	var sent relay.Sent
	if err := json.Unmarshal([]byte(r.body), &sent); err != nil {
		t.Fatal(err)
	}
	rc := f.waitReceipt(t, sent.UserOpHash)
	if rc.Success == nil || !*rc.Success || rc.TxHash != sent.TxHash || rc.RevertReason != nil {
		t.Fatalf("receipt %+v", rc)
	}
	rec, st := agentrecord.NewAgentRecord(), settlement.NewSettlement()
	var committed, executed, settled int
	for _, l := range rc.Logs {
		lg := toLog(l)
		if _, err := rec.UnpackRecommendationCommittedEvent(lg); err == nil && lg.Address == f.m.AgentRecord {
			committed++
		}
		if ev, err := rec.UnpackAllocationExecutedEvent(lg); err == nil && lg.Address == f.m.AgentRecord {
			executed++
			if ev.UsdSpent.Int64() != 250_000_000 || int(ev.LegCount) != legs {
				t.Errorf("AllocationExecuted %+v", ev)
			}
		}
		if _, err := st.UnpackSettledEvent(lg); err == nil && lg.Address == f.m.Settlement {
			settled++
		}
	}
	if committed != 1 || executed != 1 || settled != legs {
		t.Fatalf("receipt logs: %d RecommendationCommitted, %d AllocationExecuted, %d Settled", committed, executed, settled)
	}
	// The relay was repaid at least what it paid.
	if after := f.relayBalance(t); after.Cmp(before) < 0 {
		t.Fatalf("relay balance fell from %s to %s", before, after)
	}
	// The index records the trade; the trade scan tells its user.
	f.indexReceipt(t, rc)
	if n, err := trades.Scan(ctx); err != nil || n != 1 {
		t.Fatalf("trade scan: %d notifications, %v", n, err)
	}
	ns, _, err := notices.List(ctx, "demo-1")
	if err != nil || len(ns) != 1 || ns[0].Kind != inbox.KindTrade || ns[0].TxHash != strings.ToLower(rc.TxHash) ||
		!strings.HasPrefix(ns[0].Title, "Bought ") {
		t.Fatalf("trade notification %+v, %v", ns, err)
	}

	// Replaying the op: refused before anything is sent, by this process (it remembers the hash) and
	// by another one (the EntryPoint's nonce, in simulation).
	nonce := f.relayNonce(t)
	wantRefusal(t, f.post(t, "/api/bundler", "", send), relay.CodeInvalidParams, "already submitted")
	other := newRelay(t, f.dev)
	var req api.BundlerRequest
	raw, _ := json.Marshal(send)
	if err := json.Unmarshal(raw, &req); err != nil {
		t.Fatal(err)
	}
	_, err = other.Send(ctx, req.Request)
	if re, ok := err.(*relay.Error); !ok || re.Code != relay.CodeRejectedEntryPoint || !strings.Contains(re.Message, "AA25") {
		t.Fatalf("replay through another relay: %v", err)
	}
	if f.relayNonce(t) != nonce {
		t.Fatal("a replay was submitted")
	}
	// Another process reads the receipt from the chain's logs.
	again, err := other.Receipt(ctx, common.HexToHash(sent.UserOpHash))
	if err != nil || again.Status != "included" || again.TxHash != sent.TxHash || len(again.Logs) != len(rc.Logs) {
		t.Fatalf("receipt from another relay: %+v %v", again, err)
	}
}

func (f *bundlerFixture) relayBalance(t *testing.T) *big.Int {
	t.Helper()
	b, err := f.dev.Client().BalanceAt(context.Background(), crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Attacks on the relay's funds, the paymaster's and the route: each is refused and nothing is sent.
func TestBundlerRefusals(t *testing.T) {
	f := newBundlerFixture(t)
	stranger, _ := crypto.GenerateKey()
	approve := veraaccount.BaseAccountCall{Target: f.m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(f.m.Permit2, big.NewInt(1))}
	steal := veraaccount.BaseAccountCall{Target: f.m.USDG, Value: common.Big0,
		Data: usdg.NewUSDG().PackTransfer(crypto.PubkeyToAddress(stranger.PublicKey), big.NewInt(1_000_000))}

	tests := []struct {
		name   string
		send   func(t *testing.T) response
		code   int
		reason string
	}{
		{"callData outside the allowlist is not sponsored", func(t *testing.T) response {
			_, r := f.sponsor(t, f.userOp(t, []veraaccount.BaseAccountCall{approve, steal}))
			return r
		}, relay.CodeRejectedPaymaster, "not sponsored"},
		{"an allowed sponsorship moved onto a transfer out", func(t *testing.T) response {
			op, r := f.sponsor(t, f.userOp(t, []veraaccount.BaseAccountCall{approve}))
			if r.status != 200 {
				t.Fatalf("sponsor: %s", r.body)
			}
			op.CallData = veraaccount.NewVeraAccount().PackExecuteBatch([]veraaccount.BaseAccountCall{steal})
			return f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, f.owner)))
		}, relay.CodeRejectedPaymaster, "not sponsored"},
		{"signed by a stranger", func(t *testing.T) response {
			op, _ := f.sponsor(t, f.userOp(t, []veraaccount.BaseAccountCall{approve}))
			return f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, stranger)))
		}, relay.CodeInvalidSignature, "AA24"},
		{"fees raised after the sponsorship", func(t *testing.T) response {
			op, _ := f.sponsor(t, f.userOp(t, []veraaccount.BaseAccountCall{approve}))
			op.MaxFeePerGas = new(big.Int).Mul(op.MaxFeePerGas, big.NewInt(5))
			// ×2, not more: a sponsored op's tip above 2 × the suggested one + 1 gwei is refused first (-32602).
			op.MaxPriorityFeePerGas = new(big.Int).Mul(op.MaxPriorityFeePerGas, big.NewInt(2))
			return f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, f.owner)))
		}, relay.CodeInvalidSignature, "AA34"},
		{"fees above the caps", func(t *testing.T) response {
			op := f.userOp(t, []veraaccount.BaseAccountCall{approve})
			op.MaxFeePerGas = new(big.Int).Mul(big.NewInt(1_000), big.NewInt(1_000_000_000))
			_, r := f.sponsor(t, op)
			return r
		}, relay.CodeRejectedPaymaster, "above"},
		{"preVerificationGas too low to repay the relay", func(t *testing.T) response {
			op := f.userOp(t, []veraaccount.BaseAccountCall{approve})
			op.PreVerificationGas, op.CallGasLimit = 0, 50_000 // no unused-gas penalty to make up for it
			op, _ = f.sponsor(t, op)
			return f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, f.owner)))
		}, relay.CodeInvalidParams, "does not repay the relay"},
		{"unsponsored op from an account with no deposit", func(t *testing.T) response {
			return f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, f.userOp(t, []veraaccount.BaseAccountCall{approve}), f.owner)))
		}, relay.CodeRejectedEntryPoint, "AA21"},
		{"another EntryPoint", func(t *testing.T) response {
			req := f.bundlerReq(api.ActionSponsor, f.userOp(t, []veraaccount.BaseAccountCall{approve}))
			req["entryPoint"] = f.m.Paymaster.Hex()
			return f.post(t, "/api/bundler", "", req)
		}, relay.CodeInvalidParams, "entryPoint"},
		{"another chain", func(t *testing.T) response {
			req := f.bundlerReq(api.ActionSponsor, f.userOp(t, []veraaccount.BaseAccountCall{approve}))
			req["chainId"] = "0x1"
			return f.post(t, "/api/bundler", "", req)
		}, relay.CodeInvalidParams, "chainId"},
		{"a sender with no code and no factory", func(t *testing.T) response {
			op := f.userOp(t, []veraaccount.BaseAccountCall{approve})
			op.Sender = crypto.PubkeyToAddress(stranger.PublicKey)
			_, r := f.sponsor(t, op)
			return r
		}, relay.CodeInvalidParams, "no code"},
		{"a malformed body", func(t *testing.T) response {
			return f.post(t, "/api/bundler", "", map[string]any{"action": "send", "chainId": "0x1237", "entryPoint": f.m.EntryPoint.Hex(),
				"userOp": map[string]string{"sender": f.account.Hex()}})
		}, relay.CodeInvalidParams, api.MsgInvalidBody},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nonce := f.relayNonce(t)
			wantRefusal(t, tt.send(t), tt.code, tt.reason)
			if f.relayNonce(t) != nonce {
				t.Fatal("the relay submitted a transaction")
			}
		})
	}

	// A sponsored op that reverts in execution (a record with a forged assessment) is mined: the
	// paymaster pays for it, the relay is repaid, and the receipt carries the revert.
	t.Run("a reverting op costs the paymaster, not the relay", func(t *testing.T) {
		forged := agentrecord.NewAgentRecord().PackRecord(common.Hash{1}, common.Hash{2}, 100, 200, big.NewInt(time.Now().Unix()+600),
			make([]byte, 65), f.account, common.Big1, big.NewInt(1), 1)
		op, r := f.sponsor(t, f.userOp(t, []veraaccount.BaseAccountCall{approve,
			{Target: f.m.AgentRecord, Value: common.Big0, Data: forged}}))
		if r.status != 200 {
			t.Fatalf("sponsor: %s", r.body)
		}
		before := f.relayBalance(t)
		r = f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, f.owner)))
		var sent relay.Sent
		if r.status != 200 || json.Unmarshal([]byte(r.body), &sent) != nil {
			t.Fatalf("send: %d %s", r.status, r.body)
		}
		rc := f.waitReceipt(t, sent.UserOpHash)
		if rc.Success == nil || *rc.Success || rc.RevertReason == nil || len(*rc.RevertReason) < 10 || rc.ActualGasCost == nil {
			t.Fatalf("receipt of a reverting op: %+v", rc)
		}
		if after := f.relayBalance(t); after.Cmp(before) < 0 {
			t.Fatalf("relay balance fell from %s to %s", before, after)
		}
	})

	t.Run("a flood from one address hits the route limit", func(t *testing.T) {
		pol, _ := f.srv.EffectivePolicy("POST", "/api/bundler")
		var last response
		for range pol.Limit + 1 {
			last = f.doFrom(t, "192.0.2.77", "POST", "/api/bundler", bodyJSON(`{}`))
		}
		wantError(t, last, 429, api.MsgTooManyRequests)
	})

	t.Run("receipts of unknown and malformed hashes", func(t *testing.T) {
		wantError(t, f.do(t, "GET", "/api/bundler/0x"+strings.Repeat("ab", 32)), 404, api.MsgUnknownUserOp)
		wantError(t, f.do(t, "GET", "/api/bundler/0x1234"), 400, api.MsgBadUserOpHash)
	})
}

// toLog reads a receipt log back into go-ethereum's form, for the bindings' event decoders.
// tradeNotifications gives the fixture a database whose chain index is a fixture (the indexer's
// two views over plain tables), with the fixture's head checkpointed and the demo user's account
// known, and returns the inbox and the trade scan over it, already started at that head.
func (f *bundlerFixture) tradeNotifications(t *testing.T) (*inbox.Inbox, *autopilot.Trades) {
	t.Helper()
	ctx := context.Background()
	f.db = schematest.New(t)
	accounttest.IndexViews(t, f.db)
	head, err := f.dev.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	f.checkpoint(t, head)
	tokens, err := f.m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	store := &autopilot.Store{DB: f.db}
	notices := inbox.New(store.DB, nil)
	trades := autopilot.NewTrades(store, notices, tokens, nil)
	if err := trades.Remember(ctx, "demo-1", []string{f.account.Hex()}); err != nil {
		t.Fatal(err)
	}
	if _, err := trades.Scan(ctx); err != nil { // the first scan starts at the checkpoint
		t.Fatal(err)
	}
	return notices, trades
}

func (f *bundlerFixture) checkpoint(t *testing.T, block uint64) {
	t.Helper()
	b, err := f.db.PrepareBatch(context.Background(), "INSERT INTO fixture_progress (chain_id, indexed_block, indexed_block_time, updated_at)")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Append(uint64(f.m.ChainID), block, time.Now().UTC(), time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
}

// indexReceipt writes the receipt's ERC-20 Transfer logs into the fixture index, as the indexer
// would, and checkpoints its block.
func (f *bundlerFixture) indexReceipt(t *testing.T, rc opReceipt) {
	t.Helper()
	transfer := chain.TransferTopic()
	if rc.BlockNumber == nil {
		t.Fatal("the receipt has no block")
	}
	n, err := rc.BlockNumber.Int64()
	if err != nil {
		t.Fatal(err)
	}
	block := uint64(n)
	b, err := f.db.PrepareBatch(context.Background(), "INSERT INTO fixture_transfers (chain_id, block_number, block_hash, block_time, tx_hash, log_index, token, from_address, to_address, amount_raw)")
	if err != nil {
		t.Fatal(err)
	}
	lc := strings.ToLower
	for i, l := range rc.Logs {
		lg := toLog(l)
		if len(lg.Topics) != 3 || lg.Topics[0] != transfer {
			continue
		}
		if err := b.Append(uint64(f.m.ChainID), block, "0x", time.Now().UTC(), lc(rc.TxHash), uint32(i), lc(lg.Address.Hex()),
			lc(common.BytesToAddress(lg.Topics[1].Bytes()).Hex()), lc(common.BytesToAddress(lg.Topics[2].Bytes()).Hex()),
			new(big.Int).SetBytes(lg.Data).String()); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Send(); err != nil {
		t.Fatal(err)
	}
	f.checkpoint(t, block)
}

func toLog(l relay.Log) *types.Log {
	out := &types.Log{Address: common.HexToAddress(l.Address), Data: hexutil.MustDecode(l.Data)}
	for _, t := range l.Topics {
		out.Topics = append(out.Topics, common.HexToHash(t))
	}
	return out
}

// bundlerCases are the OpenAPI cases of the bundler routes: a sponsorship, a sent op's receipt, and
// each refusal.
func bundlerCases(t *testing.T, cf *chainFixture) []apiCase {
	t.Helper()
	m := cf.dev.Manifest()
	owner, _ := devnet.DemoOwnerKey(2)
	f := &bundlerFixture{chainFixture: cf, m: m, owner: owner, account: m.DemoUsers[1].SmartAccount, ips: 100}
	approve := []veraaccount.BaseAccountCall{{Target: m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(m.Permit2, big.NewInt(1))}}
	op, r := f.sponsor(t, f.userOp(t, approve))
	if r.status != 200 {
		t.Fatalf("sponsor: %s", r.body)
	}
	r = f.post(t, "/api/bundler", "", f.bundlerReq(api.ActionSend, f.sign(t, op, f.owner)))
	var sent relay.Sent
	if r.status != 200 || json.Unmarshal([]byte(r.body), &sent) != nil {
		t.Fatalf("send: %d %s", r.status, r.body)
	}
	f.waitReceipt(t, sent.UserOpHash)
	js := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	wrongChain := f.bundlerReq(api.ActionSponsor, f.userOp(t, approve))
	wrongChain["chainId"] = "0x1"
	return []apiCase{
		{method: "POST", path: "/api/bundler", body: js(f.bundlerReq(api.ActionSponsor, f.userOp(t, approve))), status: 200},
		{method: "POST", path: "/api/bundler", body: js(wrongChain), status: 400},
		{method: "POST", path: "/api/bundler", body: `{"action":"send"}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/bundler", body: `{"pad":"` + strings.Repeat("a", 70_000) + `"}`, status: 413, reqInvalid: true},
		{method: "GET", path: "/api/bundler/" + sent.UserOpHash, status: 200},
		{method: "GET", path: "/api/bundler/0x" + strings.Repeat("ab", 32), status: 404},
		{method: "GET", path: "/api/bundler/0x1234", status: 400},
		{method: "POST", path: "/api/bundler", body: `{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`, status: 200},
		{method: "POST", path: "/api/bundler", body: `[{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints"},{"jsonrpc":"2.0","id":"b","method":"nope"}]`, status: 200},
		{method: "POST", path: "/api/bundler", body: `{"jsonrpc":"2.0","method":"eth_chainId"}`, status: 204},
		{method: "GET", path: "/sdk/vera-account.js", status: 200},
	}
}

// buyAndRecordCalls are the manual flow's calls for $usd of the demo account: the draft from POST
// /api/allocate, commit-plan on it unchanged, a quote per leg signed as the account and spliced into its
// settlement, Permit2's allowance if needed, and record.
func (f *bundlerFixture) buyAndRecordCalls(t *testing.T, usd int64) []veraaccount.BaseAccountCall {
	t.Helper()
	ctx := context.Background()
	// The draft from POST /api/allocate, unchanged, is what commit-plan signs.
	r := f.post(t, "/api/allocate", "", map[string]any{"goal": "AI leaders for the long term", "amountUsd": usd})
	var alloc agent.Allocation
	if r.status != 200 || json.Unmarshal([]byte(r.body), &alloc) != nil || len(alloc.Allocations) == 0 {
		t.Fatalf("allocate: %d %s", r.status, r.body)
	}
	r = f.post(t, "/api/commit-plan", f.token, map[string]any{"address": f.account.Hex(), "amountUsd": usd, "allocation": alloc})
	if r.status != 200 {
		t.Fatalf("commit-plan: %d %s", r.status, r.body)
	}
	var as agent.Assessment
	if err := json.Unmarshal([]byte(r.body), &as); err != nil {
		t.Fatal(err)
	}

	// A quote per leg, signed as the account and spliced into its settlement.
	type leg struct {
		symbol string
		usdg   int64
	}
	var legs []leg
	for _, l := range alloc.Allocations { // whole percents of whole dollars: exact USDG base units
		legs = append(legs, leg{l.Symbol, int64(l.WeightPct * float64(usd) * 10_000)})
	}
	acct := chain.AccountSigner{Owner: chain.NewKeySigner(f.owner), Account: f.account, ChainID: f.m.ChainID}
	var calls []veraaccount.BaseAccountCall
	needsAllowance := false
	var settles []veraaccount.BaseAccountCall
	for _, leg := range legs {
		r := f.post(t, "/api/quote", f.token, map[string]string{"mode": "quote", "side": "buy", "symbol": leg.symbol,
			"sellAmount": strconv.FormatInt(leg.usdg, 10), "taker": f.account.Hex()})
		var q servedQuote
		if r.status != 200 || json.Unmarshal([]byte(r.body), &q) != nil || !q.LiquidityAvailable {
			t.Fatalf("quote %s: %d %s", leg.symbol, r.status, r.body)
		}
		var td apitypes.TypedData
		if err := json.Unmarshal(q.ToSign, &td); err != nil {
			t.Fatal(err)
		}
		digest, err := chain.TypedDataDigest(td)
		if err != nil {
			t.Fatal(err)
		}
		sig, err := acct.SignDigest(ctx, digest)
		if err != nil {
			t.Fatal(err)
		}
		data, err := chain.SpliceSignature(hexutil.MustDecode(q.Tx.Data), q.Tx.SignatureOffset, sig)
		if err != nil {
			t.Fatal(err)
		}
		needsAllowance = needsAllowance || q.NeedsAllowance
		settles = append(settles, veraaccount.BaseAccountCall{Target: common.HexToAddress(q.Tx.To), Value: common.Big0, Data: data})
	}
	if needsAllowance {
		maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
		calls = append(calls, veraaccount.BaseAccountCall{Target: f.m.USDG, Value: common.Big0, Data: usdg.NewUSDG().PackApprove(f.m.Permit2, maxUint)})
	}
	calls = append(calls, settles...)
	expiry, _ := new(big.Int).SetString(as.Expiry, 10)
	agentID, _ := new(big.Int).SetString(as.AgentID, 10)
	record := agentrecord.NewAgentRecord().PackRecord(common.HexToHash(as.PlanID), common.HexToHash(as.RecHash), uint16(as.AssessedRisk),
		uint16(as.MaxRisk), expiry, hexutil.MustDecode(as.Signature), f.account, agentID, big.NewInt(usd*1_000_000), uint16(len(legs)))
	calls = append(calls, veraaccount.BaseAccountCall{Target: f.m.AgentRecord, Value: common.Big0, Data: record})

	return calls
}
