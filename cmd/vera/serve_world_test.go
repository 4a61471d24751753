package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
)

// TestServeOnTheWorldChain runs Vera as an operator would on a chain it did not build: the world
// chain (`vera devnet --world`), `vera deploy` onto it, and `vera serve` started with only the
// manifest deploy wrote, the agent, sponsor and relay keys, an identity provider (a JWKS, and a
// wallet API in Privy's wire format signing with the owner keys this test holds) and a wallets
// file; all three are real processes. Through HTTP alone one user drafts, commits the plan, quotes
// each leg on Uniswap v3 and sends one sponsored userOp (which also creates the account) through the
// bundler endpoint the web app uses; the assessment is recorded on chain and the portfolio, the
// transactions and the agent card show it. Another user's Autopilot config, saved a day ago with a
// daily cadence, fell due while serve was down: serve's scheduler runs it at start, and the run is
// recorded with the holdings it bought.
func TestServeOnTheWorldChain(t *testing.T) {
	bin := buildVera(t)
	ctx := context.Background()
	dir := t.TempDir()

	// The world chain; its holder-listed token lists no holder Vera deploys (its operator would), so
	// no plan here buys it.
	w, rpcURL, c := startWorldProcess(t, bin, dir)
	hl, _ := w.HolderListedAsset()

	// vera deploy, from the deployer key, for the operator's agent, sponsor and relay keys.
	agentKey, sponsorKey, relayKey := devnet.AgentKey(), devnet.SponsorKey(), devnet.RelayKey()
	addr := freeLoopbackAddr(t)
	base := "http://" + addr
	manifest := filepath.Join(dir, "deployment.json")
	deploy := exec.Command(bin, "deploy", "--rpc-url", rpcURL, "--world", filepath.Join(dir, worldFile), "--out", manifest,
		"--agent-signer", crypto.PubkeyToAddress(agentKey.PublicKey).Hex(),
		"--sponsor-signer", crypto.PubkeyToAddress(sponsorKey.PublicKey).Hex(),
		"--relays", crypto.PubkeyToAddress(relayKey.PublicKey).Hex(),
		"--agent-card-url", base+"/.well-known/agent-card.json")
	deploy.Env = append(os.Environ(), "VERA_DEPLOYER_KEY="+hexKey(devnet.DeployerKey()))
	if out, err := deploy.CombinedOutput(); err != nil {
		t.Fatalf("vera deploy: %v\n%s", err, out)
	}
	m, err := chain.LoadDeployment(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if m.Uniswap == nil {
		t.Fatal("the manifest vera deploy wrote names no Uniswap v3: quotes would have no venue")
	}

	// Two users, each with an embedded wallet whose owner key this test holds, and USDG in it.
	alice, bob := worldUser(t, c, m, "alice"), worldUser(t, c, m, "bob")
	for _, u := range []*worldServeUser{alice, bob} {
		if code := run(ctx, []string{"devnet", "fund", "--world", "--data-dir", dir, "--rpc-url", rpcURL, u.owner.Hex(), "100"}); code != 0 {
			t.Fatalf("devnet fund --world %s: exit %d", u.owner.Hex(), code)
		}
	}
	wallets := filepath.Join(dir, "wallets.json")
	walletsJSON, _ := json.Marshal(map[string][]map[string]string{
		alice.id: {{"walletId": alice.walletID, "owner": alice.owner.Hex(), "smartAccount": alice.account.Hex()}},
		bob.id:   {{"walletId": bob.walletID, "owner": bob.owner.Hex(), "smartAccount": bob.account.Hex()}},
	})
	if err := os.WriteFile(wallets, walletsJSON, 0o600); err != nil {
		t.Fatal(err)
	}
	iss, jwksURL := testIdentityProvider(t, dir)
	signer := &walletRPC{keys: map[string]*ecdsa.PrivateKey{alice.walletID: alice.key, bob.walletID: bob.key},
		signed: map[string]*atomic.Int32{alice.walletID: {}, bob.walletID: {}}}
	walletAPI := httptest.NewServer(signer)
	t.Cleanup(walletAPI.Close)

	// Bob saved his Autopilot config a day ago (daily, $5 a run), through POST /api/autopilot of a
	// serve since stopped: its first run fell due while no serve ran. What that left in ClickHouse is
	// written here by the same code.
	dsn := droppedTestDSN(t)
	db, _, err := openMigrated(ctx, dsn, "", quiet(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var set autopilot.Settings
	raw, _ := json.Marshal(map[string]any{"walletId": bob.walletID, "owner": bob.owner.Hex(), "smartAccount": bob.account.Hex(),
		"goal": autopilotGoal, "amountUsd": 5, "cadence": "daily"})
	if err := json.Unmarshal(raw, &set); err != nil {
		t.Fatal(err)
	}
	if err := set.Validate(); err != nil {
		t.Fatal(err)
	}
	yesterday := func() time.Time { return time.Now().Add(-24 * time.Hour) }
	svc := autopilot.NewService(&autopilot.Store{DB: db}, inbox.New(db, nil), yesterday)
	if _, err := svc.Save(ctx, bob.id, set, []autopilot.Wallet{{WalletID: bob.walletID, Owner: bob.owner, SmartAccount: bob.account}}); err != nil {
		t.Fatal(err)
	}
	// POST /api/autopilot read his wallets from the directory, which vouched for his owner.
	if err := sponsor.NewOwners(db, nil).Vouch(ctx, bob.id, []common.Address{bob.owner}); err != nil {
		t.Fatal(err)
	}
	db.Close()

	// vera serve, with what the operator has. The quote deadlines are widened: on a loaded test
	// machine QuoterV2's simulation can outlast the production 1.5 s, and a quote that times out is
	// a decline, not a failure this test is about.
	serve := exec.Command(bin, "serve", "--addr", addr, "--public-url", base, "--metrics-addr", "off", "--clickhouse-dsn", dsn,
		"--data-dir", dir, "--log-level", "warn", "--rpc-url", rpcURL, "--manifest", manifest, "--public-rpc-url", rpcURL,
		"--auth-issuer", "https://issuer.test", "--auth-audience", "vera-test", "--auth-jwks-url", jwksURL,
		"--wallets-file", wallets, "--wallets-api-url", walletAPI.URL, "--wallets-app-id", walletAppID,
		"--quote-venue-timeout", "10s", "--quote-timeout", "12s")
	serve.Env = append(os.Environ(), "VERA_AGENT_KEY="+hexKey(agentKey), "VERA_SPONSOR_KEY="+hexKey(sponsorKey),
		"VERA_RELAY_KEY="+hexKey(relayKey), "VERA_WALLETS_APP_SECRET="+walletAppSecret)
	var serveOut bytes.Buffer
	serve.Stdout, serve.Stderr = &serveOut, &serveOut
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- serve.Wait() }()
	t.Cleanup(func() {
		serve.Process.Kill()
		<-done
		if t.Failed() {
			t.Logf("vera serve said:\n%s", serveOut.String())
		}
	})
	waitAnswers(t, base+"/readyz", 60*time.Second, done)
	s := &worldServe{t: t, base: base, c: c, m: m}
	for _, u := range []*worldServeUser{alice, bob} {
		if u.token, err = iss.Token(u.id, time.Hour, time.Now()); err != nil {
			t.Fatal(err)
		}
	}

	// Alice's manual investment: one sponsored userOp through the bundler endpoint.
	legs, txHash := s.invest(alice, hl.Symbol, 5)
	s.wantRecorded(alice, txHash)
	s.wantHoldings(alice.account, legs)
	s.wantTransactions(alice.account, txHash)
	s.wantAgentCard(crypto.PubkeyToAddress(agentKey.PublicKey))

	// Alice turns Autopilot on: her account is proven hers on chain through the deployed factory.
	var saved struct {
		SmartAccount   common.Address `json:"smartAccount"`
		NextRunAt      int64          `json:"nextRunAt"`
		CadenceSeconds int64          `json:"cadenceSeconds"`
	}
	s.do("POST", "/api/autopilot", alice.token, map[string]any{"walletId": alice.walletID, "owner": alice.owner.Hex(),
		"smartAccount": alice.account.Hex(), "goal": autopilotGoal, "amountUsd": 5, "cadence": "weekly"}, &saved)
	if saved.SmartAccount != alice.account || saved.CadenceSeconds != 604800 || saved.NextRunAt <= time.Now().Unix() {
		t.Fatalf("alice's saved config %+v", saved)
	}

	// Bob's due run, executed by serve's scheduler.
	ran := s.waitAutopilotRun(bob)
	if ran.Status != "success" || ran.TxHash == "" || len(ran.Holdings) == 0 || ran.AmountUSD != 5 {
		t.Fatalf("bob's scheduled run: %+v", ran)
	}
	if n := signer.signed[bob.walletID].Load(); n == 0 {
		t.Fatal("bob's run settled without the wallet API signing for his wallet")
	}
	s.wantRecorded(bob, ran.TxHash)
	var bought []string
	for _, h := range ran.Holdings {
		bought = append(bought, h.Symbol)
	}
	s.wantHoldings(bob.account, bought)
	var cfg struct {
		Runs      int   `json:"runs"`
		LastRunAt int64 `json:"lastRunAt"`
		NextRunAt int64 `json:"nextRunAt"`
	}
	// The runner lists the run before it writes the config's counts.
	s.eventually("bob's config after the run: one run and the next slot ahead", func() bool {
		s.getJSON("/api/autopilot", bob.token, &cfg)
		return cfg.Runs == 1 && cfg.NextRunAt > time.Now().Unix()
	}, &cfg)
}

// autopilotGoal is Bob's goal; a run buying the holder-listed asset would fail (its token lists no
// holder vera deploy creates), and this goal's draft holds none.
const autopilotGoal = "AI leaders for the long term"

// Credentials of the wallet API stand-in.
const (
	walletAppID     = "vera-test-app"
	walletAppSecret = "wallet-app-secret"
)

func hexKey(k *ecdsa.PrivateKey) string { return hex.EncodeToString(crypto.FromECDSA(k)) }

// startWorldProcess runs `vera devnet --world` with its data in dir and waits for world.json and
// its RPC: the world, its RPC URL and a client of it.
func startWorldProcess(t *testing.T, bin, dir string) (*chain.World, string, *chain.Client) {
	t.Helper()
	addr := freeAddr(t)
	cmd := exec.Command(bin, "devnet", "--world", "--data-dir", dir, "--devnet-addr", addr, "--log-level", "warn")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ctx := context.Background()
	rpcURL := "http://" + addr
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the world chain did not start:\n%s", out.String())
		}
		w, err := devnet.LoadWorld(filepath.Join(dir, worldFile))
		if err != nil {
			continue
		}
		c, err := chain.Dial(ctx, rpcURL, chain.ClientConfig{RequestsPerSecond: -1})
		if err != nil {
			continue
		}
		if _, err := c.BlockNumber(ctx); err != nil {
			c.Close()
			continue
		}
		t.Cleanup(c.Close)
		return w, rpcURL, c
	}
}

// worldServeUser is a signed-in person with one embedded wallet: the owner key and its
// counterfactual VeraAccount.
type worldServeUser struct {
	id, walletID, token string
	key                 *ecdsa.PrivateKey
	owner, account      common.Address
}

func worldUser(t *testing.T, c *chain.Client, m *chain.Deployment, id string) *worldServeUser {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	owner := crypto.PubkeyToAddress(key.PublicKey)
	f := veraaccountfactory.NewVeraAccountFactory()
	raw, err := c.CallContract(context.Background(), callMsg(m.AccountFactory, f.PackGetAddress(owner, common.Big0)), nil)
	if err != nil {
		t.Fatalf("the factory's account of %s: %v", id, err)
	}
	account, err := f.UnpackGetAddress(raw)
	if err != nil {
		t.Fatal(err)
	}
	return &worldServeUser{id: id, walletID: "wallet-" + id, key: key, owner: owner, account: account}
}

// walletRPC stands in for the identity provider's wallet API (Privy's wire format, as privy.Client
// speaks it): it signs a digest or typed data with the wallet's owner key.
type walletRPC struct {
	keys   map[string]*ecdsa.PrivateKey
	signed map[string]*atomic.Int32 // signatures made per wallet
}

func (f *walletRPC) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id, ok := strings.CutPrefix(r.URL.Path, "/v1/wallets/")
	id, ok2 := strings.CutSuffix(id, "/rpc")
	user, pass, _ := r.BasicAuth()
	key := f.keys[id]
	switch {
	case !ok || !ok2 || r.Method != http.MethodPost:
		http.Error(w, `{"error":"no route"}`, 404)
		return
	case user != walletAppID || pass != walletAppSecret || r.Header.Get("privy-app-id") != walletAppID:
		http.Error(w, `{"error":"invalid app credentials"}`, 401)
		return
	case key == nil:
		http.Error(w, `{"error":"wallet not found"}`, 404)
		return
	}
	var req struct {
		Method string `json:"method"`
		Params struct {
			Hash      string `json:"hash"`
			TypedData struct {
				Types       apitypes.Types            `json:"types"`
				PrimaryType string                    `json:"primary_type"`
				Domain      apitypes.TypedDataDomain  `json:"domain"`
				Message     apitypes.TypedDataMessage `json:"message"`
			} `json:"typed_data"`
		} `json:"params"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, `{"error":"bad body"}`, 400)
		return
	}
	var digest common.Hash
	switch req.Method {
	case "secp256k1_sign":
		digest = common.HexToHash(req.Params.Hash)
	case "eth_signTypedData_v4":
		td := req.Params.TypedData
		h, err := chain.TypedDataDigest(apitypes.TypedData{Types: td.Types, PrimaryType: td.PrimaryType, Domain: td.Domain, Message: td.Message})
		if err != nil {
			http.Error(w, `{"error":"bad typed data"}`, 400)
			return
		}
		digest = h
	default:
		http.Error(w, `{"error":"unsupported method"}`, 400)
		return
	}
	sig, _ := crypto.Sign(digest[:], key)
	sig[64] += 27
	f.signed[id].Add(1)
	_ = json.NewEncoder(w).Encode(map[string]any{"method": req.Method, "data": map[string]string{"signature": hexutil.Encode(sig), "encoding": "hex"}})
}

// worldServe is the running `vera serve` and the chain it serves.
type worldServe struct {
	t    *testing.T
	base string
	c    *chain.Client
	m    *chain.Deployment
	rpcN int
}

// do sends a request with an optional JSON body and bearer token and decodes a 200 answer into out.
func (s *worldServe) do(method, path, token string, body, out any) {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, s.base+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	if r.StatusCode != 200 {
		s.t.Fatalf("%s %s: %d %s", method, path, r.StatusCode, b)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			s.t.Fatalf("%s %s: %v in %s", method, path, err, b)
		}
	}
}

func (s *worldServe) getJSON(path, token string, out any) {
	s.t.Helper()
	s.do("GET", path, token, nil, out)
}

// rpc calls the bundler endpoint's JSON-RPC as the web app's bundler client does.
func (s *worldServe) rpc(token, method string, out any, params ...any) {
	s.t.Helper()
	s.rpcN++
	var reply struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	s.do("POST", "/api/bundler", token, map[string]any{"jsonrpc": "2.0", "id": s.rpcN, "method": method, "params": params}, &reply)
	if reply.Error != nil {
		s.t.Fatalf("bundler %s: %d %s", method, reply.Error.Code, reply.Error.Message)
	}
	if out != nil {
		if err := json.Unmarshal(reply.Result, out); err != nil {
			s.t.Fatalf("bundler %s: %v in %s", method, err, reply.Result)
		}
	}
}

// invest is the web app's confirmation, through HTTP: the draft, commit-plan, a quote per leg on
// Uniswap v3 signed as the account, and one sponsored userOp that creates the account, pulls the
// owner's USDG in by permit, settles every leg and records the assessment. It returns the legs'
// symbols and the transaction's hash.
func (s *worldServe) invest(u *worldServeUser, notBuyable string, usd int64) ([]string, string) {
	t, ctx, m := s.t, context.Background(), s.m
	var me json.RawMessage
	s.getJSON("/api/me", u.token, &me) // the wallet directory's read vouches for the owner
	var alloc agent.Allocation
	s.do("POST", "/api/allocate", u.token, map[string]any{"goal": "payments", "amountUsd": usd}, &alloc)
	var symbols []string
	for _, l := range alloc.Allocations {
		symbols = append(symbols, l.Symbol)
	}
	if len(symbols) == 0 || slices.Contains(symbols, notBuyable) {
		t.Fatalf("the draft %v is empty or holds %s, whose token lists no holder vera deploy creates", symbols, notBuyable)
	}
	var as agent.Assessment
	s.do("POST", "/api/commit-plan", u.token, map[string]any{"address": u.account.Hex(), "amountUsd": usd, "allocation": alloc}, &as)

	acct := chain.AccountSigner{Owner: chain.NewKeySigner(u.key), Account: u.account, ChainID: m.ChainID}
	token := usdg.NewUSDG()
	amount := big.NewInt(usd * 1_000_000)
	calls := []veraaccount.BaseAccountCall{
		{Target: m.USDG, Value: common.Big0, Data: s.usdgPermit(u, amount)},
		{Target: m.USDG, Value: common.Big0, Data: token.PackTransferFrom(u.owner, u.account, amount)},
		{Target: m.USDG, Value: common.Big0, Data: token.PackApprove(m.Permit2, amount)},
	}
	var spent int64
	for _, l := range alloc.Allocations { // whole percents of whole dollars: exact USDG base units
		leg := int64(l.WeightPct * float64(usd) * 10_000)
		spent += leg
		var q struct {
			LiquidityAvailable bool            `json:"liquidityAvailable"`
			ToSign             json.RawMessage `json:"toSign"`
			Tx                 struct {
				To              common.Address `json:"to"`
				Data            string         `json:"data"`
				SignatureOffset int            `json:"signatureOffset"`
			} `json:"tx"`
		}
		s.do("POST", "/api/quote", u.token, map[string]string{"mode": "quote", "side": "buy", "symbol": l.Symbol,
			"sellAmount": strconv.FormatInt(leg, 10), "taker": u.account.Hex()}, &q)
		if !q.LiquidityAvailable || q.Tx.To != m.Settlement {
			t.Fatalf("no firm quote of %s on the world chain's Uniswap v3 through Settlement: %+v", l.Symbol, q)
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
		calls = append(calls, veraaccount.BaseAccountCall{Target: q.Tx.To, Value: common.Big0, Data: data})
	}
	expiry, _ := new(big.Int).SetString(as.Expiry, 10)
	agentID, _ := new(big.Int).SetString(as.AgentID, 10)
	calls = append(calls, veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0,
		Data: agentrecord.NewAgentRecord().PackRecord(common.HexToHash(as.PlanID), common.HexToHash(as.RecHash), uint16(as.AssessedRisk),
			uint16(as.MaxRisk), expiry, hexutil.MustDecode(as.Signature), u.account, agentID, big.NewInt(spent), uint16(len(symbols)))})

	// The op, prepared as the web app's bundler client prepares it: the account's factory call, the
	// relay's tip and viem's fee cap over the chain's base fee, its gas estimate, the paymaster's
	// data; then the owner signs it. (eth_gasPrice, the base fee plus the tip, is under the relay's
	// floor of 1.15 × the base fee plus the tip unless the base fee falls before the op is sent.)
	factory := m.AccountFactory
	op := chain.UserOp{Sender: u.account, Nonce: common.Big0, Factory: &factory,
		FactoryData: veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(u.owner, common.Big0),
		CallData:    veraaccount.NewVeraAccount().PackExecuteBatch(calls), Signature: relay.StubAccountSignature()}
	var tip hexutil.Big
	s.rpc(u.token, "eth_maxPriorityFeePerGas", &tip)
	head, err := s.c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	// viem's estimateFeesPerGas: the base fee × 1.2 plus the tip.
	feeCap := new(big.Int).Quo(new(big.Int).Mul(head.BaseFee, big.NewInt(12)), big.NewInt(10))
	op.MaxPriorityFeePerGas, op.MaxFeePerGas = tip.ToInt(), feeCap.Add(feeCap, tip.ToInt())
	ep, chainHex := m.EntryPoint.Hex(), hexutil.EncodeUint64(uint64(m.ChainID))
	var stub api.PaymasterStub
	s.rpc(u.token, "pm_getPaymasterStubData", &stub, api.RPCUserOp(op), ep, chainHex, map[string]any{})
	pm := common.HexToAddress(stub.Paymaster)
	op.Paymaster, op.PaymasterData = &pm, hexutil.MustDecode(stub.PaymasterData)
	op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(stub.PaymasterVerificationGasLimit)
	op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(stub.PaymasterPostOpGasLimit)
	var est api.GasEstimate
	s.rpc(u.token, "eth_estimateUserOperationGas", &est, api.RPCUserOp(op), ep)
	op.PreVerificationGas = hexutil.MustDecodeUint64(est.PreVerificationGas)
	op.VerificationGasLimit = hexutil.MustDecodeUint64(est.VerificationGasLimit)
	op.CallGasLimit = hexutil.MustDecodeUint64(est.CallGasLimit)
	if est.PaymasterVerificationGasLimit != nil {
		op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(*est.PaymasterVerificationGasLimit)
	}
	if est.PaymasterPostOpGasLimit != nil {
		op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(*est.PaymasterPostOpGasLimit)
	}
	var final api.PaymasterFields
	s.rpc(u.token, "pm_getPaymasterData", &final, api.RPCUserOp(op), ep, chainHex, map[string]any{})
	op.PaymasterData = hexutil.MustDecode(final.PaymasterData)
	op.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(final.PaymasterVerificationGasLimit)
	op.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(final.PaymasterPostOpGasLimit)
	h, err := chain.UserOpHash(ctx, s.c, m.EntryPoint, op.Packed())
	if err != nil {
		t.Fatal(err)
	}
	if op.Signature, err = chain.NewKeySigner(u.key).SignDigest(ctx, h); err != nil {
		t.Fatal(err)
	}
	var sent common.Hash
	s.rpc(u.token, "eth_sendUserOperation", &sent, api.RPCUserOp(op), ep)
	if sent != h {
		t.Fatalf("the relay took op %s, the owner signed %s", sent.Hex(), h.Hex())
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		var rc *api.OperationReceipt
		s.rpc(u.token, "eth_getUserOperationReceipt", &rc, sent.Hex())
		if rc != nil {
			if !rc.Success || rc.Receipt == nil {
				t.Fatalf("the sponsored op failed: %+v", rc)
			}
			return symbols, rc.Receipt.TxHash.Hex()
		}
		if time.Now().After(deadline) {
			t.Fatalf("op %s has no receipt after 30 s", sent.Hex())
		}
	}
}

// usdgPermit is USDG.permit(owner, account, amount, …) signed by the owner (EIP-2612), as the web
// app has the embedded wallet sign it.
func (s *worldServe) usdgPermit(u *worldServeUser, amount *big.Int) []byte {
	s.t.Helper()
	ctx, tok := context.Background(), usdg.NewUSDG()
	raw, err := s.c.CallContract(ctx, callMsg(s.m.USDG, tok.PackEip712Domain()), nil)
	if err != nil {
		s.t.Fatal(err)
	}
	dom, err := tok.UnpackEip712Domain(raw)
	if err != nil {
		s.t.Fatal(err)
	}
	deadline := big.NewInt(time.Now().Add(10 * time.Minute).Unix())
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"Permit": {{Name: "owner", Type: "address"}, {Name: "spender", Type: "address"}, {Name: "value", Type: "uint256"},
				{Name: "nonce", Type: "uint256"}, {Name: "deadline", Type: "uint256"}},
		},
		PrimaryType: "Permit",
		Domain: apitypes.TypedDataDomain{Name: dom.Name, Version: dom.Version, ChainId: math.NewHexOrDecimal256(s.m.ChainID),
			VerifyingContract: s.m.USDG.Hex()},
		Message: apitypes.TypedDataMessage{"owner": u.owner.Hex(), "spender": u.account.Hex(), "value": amount.String(),
			"nonce": "0", "deadline": deadline.String()},
	}
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		s.t.Fatal(err)
	}
	sig, err := chain.NewKeySigner(u.key).SignDigest(ctx, digest)
	if err != nil {
		s.t.Fatal(err)
	}
	return tok.PackPermit(u.owner, u.account, amount, deadline, sig[64], [32]byte(sig[:32]), [32]byte(sig[32:64]))
}

// wantRecorded waits for GET /api/vera-record to show the user's recommendation, executed in txHash.
func (s *worldServe) wantRecorded(u *worldServeUser, txHash string) {
	s.t.Helper()
	var rec struct {
		Record struct {
			TotalRecommendations int `json:"totalRecommendations"`
			ExecutedCount        int `json:"executedCount"`
			Recent               []struct {
				TxHash string `json:"txHash"`
			} `json:"recentRecommendations"`
		} `json:"record"`
	}
	s.eventually("the track record of "+u.id, func() bool {
		s.getJSON("/api/vera-record?user="+u.account.Hex(), "", &rec)
		return rec.Record.TotalRecommendations == 1 && rec.Record.ExecutedCount == 1 && len(rec.Record.Recent) == 1 &&
			strings.EqualFold(rec.Record.Recent[0].TxHash, txHash)
	}, &rec)
}

// wantHoldings waits for GET /api/portfolio to show a priced holding of every symbol.
func (s *worldServe) wantHoldings(account common.Address, symbols []string) {
	s.t.Helper()
	var p struct {
		Holdings []struct {
			Symbol   string   `json:"symbol"`
			ValueUSD *float64 `json:"valueUsd"`
		} `json:"holdings"`
	}
	s.eventually("the portfolio of "+account.Hex(), func() bool {
		s.getJSON("/api/portfolio?address="+account.Hex(), "", &p)
		held := map[string]bool{}
		for _, h := range p.Holdings {
			held[h.Symbol] = h.ValueUSD != nil && *h.ValueUSD > 0
		}
		for _, sym := range symbols {
			if !held[sym] {
				return false
			}
		}
		return true
	}, &p)
}

// wantTransactions waits for GET /api/transactions to list the transfers of txHash.
func (s *worldServe) wantTransactions(account common.Address, txHash string) {
	s.t.Helper()
	var tx struct {
		Transactions []struct {
			Hash string `json:"hash"`
		} `json:"transactions"`
	}
	s.eventually("the transactions of "+account.Hex(), func() bool {
		s.getJSON("/api/transactions?address="+account.Hex(), "", &tx)
		for _, x := range tx.Transactions {
			if strings.EqualFold(x.Hash, txHash) {
				return true
			}
		}
		return false
	}, &tx)
}

// wantAgentCard checks the discovery card names the deployment's registry, agent and signer.
func (s *worldServe) wantAgentCard(signer common.Address) {
	s.t.Helper()
	var card struct {
		Metadata struct {
			ChainID          int64          `json:"chainId"`
			IdentityRegistry common.Address `json:"identityRegistry"`
			AgentID          int64          `json:"agentId"`
			AgentSigner      common.Address `json:"agentSigner"`
		} `json:"metadata"`
	}
	s.getJSON("/.well-known/agent-card.json", "", &card)
	if md := card.Metadata; md.ChainID != s.m.ChainID || md.IdentityRegistry != s.m.IdentityRegistry || md.AgentID != s.m.AgentID || md.AgentSigner != signer {
		s.t.Fatalf("agent card metadata %+v, want chain %d, registry %s, agent #%d, signer %s", md, s.m.ChainID, s.m.IdentityRegistry.Hex(), s.m.AgentID, signer.Hex())
	}
}

// worldRun is an AutopilotRun as GET /api/autopilot/runs lists it.
type worldRun struct {
	Status    string  `json:"status"`
	TxHash    string  `json:"txHash"`
	AmountUSD float64 `json:"amountUsd"`
	Reason    string  `json:"reason"`
	Holdings  []struct {
		Symbol string `json:"symbol"`
	} `json:"holdings"`
}

// waitAutopilotRun waits for the user's first recorded Autopilot run.
func (s *worldServe) waitAutopilotRun(u *worldServeUser) worldRun {
	s.t.Helper()
	var runs struct {
		Runs []worldRun `json:"runs"`
	}
	s.eventually("a scheduled Autopilot run of "+u.id, func() bool {
		s.getJSON("/api/autopilot/runs", u.token, &runs)
		return len(runs.Runs) > 0
	}, &runs)
	return runs.Runs[0]
}

// eventually polls ok for up to 60 s, failing with what was last seen.
func (s *worldServe) eventually(what string, ok func() bool, last any) {
	s.t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(250 * time.Millisecond) {
		if time.Now().After(deadline) {
			b, _ := json.Marshal(last)
			s.t.Fatalf("%s: not there after 60 s; last seen %s", what, b)
		}
	}
}
