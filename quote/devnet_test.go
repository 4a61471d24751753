package quote_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/chaintest"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/quote"
)

var maxUint = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

type env struct {
	d   *devnet.Devnet
	m   *chain.Deployment
	cat *chain.TokenIndex
	mc  *chain.Multicall
}

func newEnv(t *testing.T) *env {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{DemoUsers: 1, DevAccounts: 6})
	m := d.Manifest()
	cat, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	return &env{d: d, m: m, cat: cat, mc: chain.NewMulticall(d.Client(), m.Multicall3, 0)}
}

// Deadlines of a test racer quoting the devnet. Under the race detector on shared cores QuoterV2's
// simulation can outlast the production 1.5 s, and a late answer counts as a decline, which is not
// what these tests are about (race_test.go tests the deadlines themselves).
const (
	devnetVenueTimeout = 30 * time.Second
	devnetRaceTimeout  = 35 * time.Second
)

// service quotes over venues (when none, the devnet's three IVenue contracts in one multicall and
// its Uniswap v3 pools).
func (e *env) service(t *testing.T, venues ...quote.Venue) *quote.Service {
	t.Helper()
	if len(venues) == 0 {
		venues = append(quote.NewOnChain(e.d.Client(), e.mc, e.m.Venues).Venues(), e.uniswap(t))
	}
	r, err := quote.NewRacer(quote.RacerConfig{Venues: venues, VenueTimeout: devnetVenueTimeout, Timeout: devnetRaceTimeout})
	if err != nil {
		t.Fatal(err)
	}
	s, err := quote.NewService(quote.Config{ChainID: e.m.ChainID, Permit2: e.m.Permit2, Settlement: e.m.Settlement,
		USDG: e.m.USDG, Tokens: e.cat, Racer: r, Multicall: e.mc})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// served is a quote as a client sees it: the route's JSON, decoded generically.
type served struct {
	LiquidityAvailable bool            `json:"liquidityAvailable"`
	BuyAmount          string          `json:"buyAmount"`
	MinBuyAmount       string          `json:"minBuyAmount"`
	NeedsAllowance     bool            `json:"needsAllowance"`
	Permit2            string          `json:"permit2"`
	SellToken          string          `json:"sellToken"`
	SellAmount         string          `json:"sellAmount"`
	ToSign             json.RawMessage `json:"toSign"`
	Tx                 struct {
		To              string `json:"to"`
		Data            string `json:"data"`
		Value           string `json:"value"`
		SignatureOffset int    `json:"signatureOffset"`
	} `json:"tx"`
	Cancel struct{ To, Data string } `json:"cancel"`
	Route  quote.RouteJS             `json:"route"`
}

func (e *env) quote(t *testing.T, s *quote.Service, side, symbol string, amount *big.Int, taker common.Address) served {
	t.Helper()
	ans, err := s.Respond(context.Background(), quote.Request{Mode: quote.ModeQuote, Side: side, Symbol: symbol, SellAmount: amount, Taker: taker})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(ans)
	if err != nil {
		t.Fatal(err)
	}
	var q served
	if err := json.Unmarshal(raw, &q); err != nil {
		t.Fatal(err)
	}
	if !q.LiquidityAvailable {
		t.Fatalf("no liquidity for %s %s %s: %s", side, amount, symbol, raw)
	}
	return q
}

// typedData decodes toSign exactly as served, the way a wallet would.
func typedData(t *testing.T, q served) apitypes.TypedData {
	t.Helper()
	var td apitypes.TypedData
	if err := json.Unmarshal(q.ToSign, &td); err != nil {
		t.Fatalf("toSign is not typed data: %v", err)
	}
	return td
}

// settleTx splices sig into the quote's tx.data by the documented rule and sends it from key.
func (e *env) settleTx(t *testing.T, q served, sig []byte, from *ecdsa.PrivateKey) *types.Receipt {
	t.Helper()
	data, err := chain.SpliceSignature(hexutil.MustDecode(q.Tx.Data), q.Tx.SignatureOffset, sig)
	if err != nil {
		t.Fatal(err)
	}
	return devnettest.Send(t, e.d, from, common.HexToAddress(q.Tx.To), data, 1_500_000)
}

func (e *env) balance(t *testing.T, token, holder common.Address) *big.Int {
	t.Helper()
	b, err := e.mc.Balances(context.Background(), holder, []common.Address{token}, nil)
	if err != nil || b[0] == nil {
		t.Fatalf("balance: %v", err)
	}
	return b[0]
}

func bigStr(t *testing.T, s string) *big.Int {
	t.Helper()
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("%q is not a decimal integer", s)
	}
	return v
}

// settles signs a quote with signer, splices, sends from sender and checks the taker got at least
// minBuyAmount of buyToken.
func (e *env) settles(t *testing.T, q served, sig []byte, sender *ecdsa.PrivateKey, taker, buyToken common.Address) *big.Int {
	t.Helper()
	before := e.balance(t, buyToken, taker)
	r := e.settleTx(t, q, sig, sender)
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("settlement reverted (gas %d)", r.GasUsed)
	}
	t.Logf("settled through %s: gas %d", q.Route.Winner, r.GasUsed)
	got := new(big.Int).Sub(e.balance(t, buyToken, taker), before)
	if got.Cmp(bigStr(t, q.MinBuyAmount)) < 0 {
		t.Fatalf("taker received %s, below minBuyAmount %s", got, q.MinBuyAmount)
	}
	return got
}

func TestEndToEndEOA(t *testing.T) {
	e := newEnv(t)
	s := e.service(t)
	ctx := context.Background()
	key, _ := devnet.DevKey(3)
	taker := crypto.PubkeyToAddress(key.PublicKey)
	asset := e.m.Assets[0]

	// Before approving Permit2 the quote says so.
	q := e.quote(t, s, quote.SideBuy, asset.Symbol, big.NewInt(100_000_000), taker)
	if !q.NeedsAllowance {
		t.Fatal("needsAllowance false without an allowance")
	}
	devnettest.MustSend(t, e.d, key, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve USDG")
	devnettest.MustSend(t, e.d, key, asset.Address, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve asset")

	q = e.quote(t, s, quote.SideBuy, asset.Symbol, big.NewInt(100_000_000), taker)
	if q.NeedsAllowance || q.Tx.Value != "0" || q.Permit2 != e.m.Permit2.Hex() || q.SellToken != e.m.USDG.Hex() || q.Tx.To != e.m.Settlement.Hex() {
		t.Fatalf("quote fields %+v", q)
	}
	buy, minBuy := bigStr(t, q.BuyAmount), bigStr(t, q.MinBuyAmount)
	if want := chain.MinAfterSlippage(buy, 100); minBuy.Cmp(want) != 0 {
		t.Fatalf("minBuyAmount %s, want %s (100 bps, rounded down)", minBuy, want)
	}
	// The signature placeholder: 65 zero bytes at signatureOffset, its length word before it.
	data := hexutil.MustDecode(q.Tx.Data)
	off := q.Tx.SignatureOffset
	if new(big.Int).SetBytes(data[off-32:off]).Int64() != 65 || !allZero(data[off:off+65]) || len(data) != off+96 {
		t.Fatalf("placeholder at %d of %d bytes is not a zeroed 65-byte signature", off, len(data))
	}

	// toSign, unchanged, hashes to the digest Permit2 checks: its on-chain domain separator and
	// the settlement's on-chain witness hash give the same digest.
	td := typedData(t, q)
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		t.Fatal(err)
	}
	sep := devnettest.Read(t, e.d, e.m.Permit2, permit2.NewPermit2().PackDOMAINSEPARATOR(), permit2.NewPermit2().UnpackDOMAINSEPARATOR)
	p := permitOf(t, td)
	wh := devnettest.Read(t, e.d, e.m.Settlement, settlement.NewSettlement().PackHashWitness(settlement.SettlementSwapWitness{
		Venue: p.Witness.Venue, BuyToken: p.Witness.BuyToken, MinBuyAmount: p.Witness.MinBuyAmount, Recipient: p.Witness.Recipient,
	}), settlement.NewSettlement().UnpackHashWitness)
	if common.Hash(wh) != p.Witness.Hash() || common.Hash(sep) != chain.Permit2DomainSeparator(e.m.ChainID, e.m.Permit2) || digest != p.Digest(e.m.ChainID, e.m.Permit2) {
		t.Fatal("toSign digest differs from the one Permit2 and the settlement compute")
	}
	if p.Spender != e.m.Settlement || p.Witness.Recipient != taker || p.Witness.BuyToken != asset.Address || p.Witness.MinBuyAmount.Cmp(minBuy) != 0 {
		t.Fatalf("permit %+v", p)
	}

	sig, err := chaintest.SignTypedData(ctx, chain.NewKeySigner(key), td)
	if err != nil {
		t.Fatal(err)
	}
	bought := e.settles(t, q, sig, key, taker, asset.Address)

	// Replaying the settled transaction fails: the nonce is spent.
	if r := e.settleTx(t, q, sig, key); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a settled quote settled twice")
	}

	// Sell exactly what was bought.
	sq := e.quote(t, s, quote.SideSell, asset.Symbol, bought, taker)
	if sq.SellToken != asset.Address.Hex() || sq.SellAmount != bought.String() {
		t.Fatalf("sell quote %+v", sq)
	}
	ssig, err := chaintest.SignTypedData(ctx, chain.NewKeySigner(key), typedData(t, sq))
	if err != nil {
		t.Fatal(err)
	}
	e.settles(t, sq, ssig, key, taker, e.m.USDG)
}

func allZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

// permitOf reads the permit back from served typed data.
func permitOf(t *testing.T, td apitypes.TypedData) chain.PermitWitness {
	t.Helper()
	m := td.Message
	perm := m["permitted"].(map[string]any)
	w := m["witness"].(map[string]any)
	n := func(v any) *big.Int { return bigStr(t, v.(string)) }
	a := func(v any) common.Address { return common.HexToAddress(v.(string)) }
	return chain.PermitWitness{Token: a(perm["token"]), Amount: n(perm["amount"]), Spender: a(m["spender"]), Nonce: n(m["nonce"]),
		Deadline: n(m["deadline"]), Witness: chain.SwapWitness{Venue: a(w["venue"]), BuyToken: a(w["buyToken"]),
			MinBuyAmount: n(w["minBuyAmount"]), Recipient: a(w["recipient"])}}
}

// A VeraAccount taker: its owner signs the account's replay-safe wrapping of the toSign digest; the
// signature, wrapped as ERC-6492 (longer than 65 bytes), is spliced by the documented rule and a
// relayer submits the settlement.
func TestEndToEndVeraAccount(t *testing.T) {
	e := newEnv(t)
	s := e.service(t)
	ctx := context.Background()
	user := e.m.DemoUsers[0]
	ownerKey, _ := devnet.DemoOwnerKey(1)
	relayer, _ := devnet.DevKey(4)
	acct := veraaccount.NewVeraAccount()
	devnettest.MustSend(t, e.d, ownerKey, user.SmartAccount, acct.PackExecute(e.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint)), 300_000, "account approves Permit2")
	asset := e.m.Assets[1]

	q := e.quote(t, s, quote.SideBuy, asset.Symbol, big.NewInt(250_000_000), user.SmartAccount)
	td := typedData(t, q)
	digest, err := chain.TypedDataDigest(td)
	if err != nil {
		t.Fatal(err)
	}

	// Attack: the owner's plain signature of the digest (not the account's replay-safe wrapping)
	// is refused, and so is the same account signature presented for another account.
	plain, _ := chain.NewKeySigner(ownerKey).SignDigest(ctx, digest)
	if r := e.settleTx(t, q, plain, relayer); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a plain owner signature settled for the account")
	}

	inner, err := chain.AccountSigner{Owner: chain.NewKeySigner(ownerKey), Account: user.SmartAccount, ChainID: e.m.ChainID}.SignDigest(ctx, digest)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := chaintest.WrapERC6492(e.m.AccountFactory, veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(user.Owner, common.Big0), inner)
	if err != nil || len(sig) <= 65 {
		t.Fatalf("wrapped signature is %d bytes: %v", len(sig), err)
	}

	// Attack: the wrapper does not loosen the account binding. A second account of the same owner
	// refuses the signature, wrapped or not.
	fac := veraaccountfactory.NewVeraAccountFactory()
	devnettest.MustSend(t, e.d, relayer, e.m.AccountFactory, fac.PackCreateAccount(user.Owner, common.Big1), 1_000_000, "second account")
	other := devnettest.Read(t, e.d, e.m.AccountFactory, fac.PackGetAddress(user.Owner, common.Big1), fac.UnpackGetAddress)
	for _, s := range [][]byte{inner, sig} {
		magic := devnettest.Read(t, e.d, other, acct.PackIsValidSignature(digest, s), acct.UnpackIsValidSignature)
		if magic == [4]byte{0x16, 0x26, 0xba, 0x7e} {
			t.Fatal("another account of the same owner accepted the signature")
		}
	}
	if magic := devnettest.Read(t, e.d, user.SmartAccount, acct.PackIsValidSignature(digest, sig), acct.UnpackIsValidSignature); magic != [4]byte{0x16, 0x26, 0xba, 0x7e} {
		t.Fatalf("the account refuses its own wrapped signature: %x", magic)
	}
	e.settles(t, q, sig, relayer, user.SmartAccount, asset.Address)
}

// A taker revokes a signed, unused quote with the quote's cancel call; the settlement then reverts.
func TestCancelledQuoteReverts(t *testing.T) {
	e := newEnv(t)
	s := e.service(t)
	key, _ := devnet.DevKey(5)
	taker := crypto.PubkeyToAddress(key.PublicKey)
	devnettest.MustSend(t, e.d, key, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve USDG")
	q := e.quote(t, s, quote.SideBuy, e.m.Assets[0].Symbol, big.NewInt(50_000_000), taker)
	sig, err := chaintest.SignTypedData(context.Background(), chain.NewKeySigner(key), typedData(t, q))
	if err != nil {
		t.Fatal(err)
	}
	if q.Cancel.To != e.m.Permit2.Hex() {
		t.Fatalf("cancel goes to %s", q.Cancel.To)
	}
	devnettest.MustSend(t, e.d, key, common.HexToAddress(q.Cancel.To), hexutil.MustDecode(q.Cancel.Data), 100_000, "cancel")
	before := e.balance(t, e.m.USDG, taker)
	if r := e.settleTx(t, q, sig, key); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a cancelled quote settled")
	}
	if e.balance(t, e.m.USDG, taker).Cmp(before) != 0 {
		t.Fatal("a cancelled quote moved USDG")
	}
	// Attack: a relayer lowering the signed minimum in tx.data is refused by Permit2.
	q2 := e.quote(t, s, quote.SideBuy, e.m.Assets[0].Symbol, big.NewInt(50_000_000), taker)
	sig2, _ := chaintest.SignTypedData(context.Background(), chain.NewKeySigner(key), typedData(t, q2))
	p := permitOf(t, typedData(t, q2))
	p.Witness.MinBuyAmount = big.NewInt(1)
	tampered, off, _ := chain.SettleCalldata(p, taker, make([]byte, 65))
	q2.Tx.Data, q2.Tx.SignatureOffset = hexutil.Encode(tampered), off
	if r := e.settleTx(t, q2, sig2, key); r.Status != types.ReceiptStatusFailed {
		t.Fatal("a lowered minimum settled")
	}
}

// The 0x adapter against a fake of 0x's Swap API v2 (/swap/allowance-holder/quote) whose
// transaction runs, inside Settlement.settleCall, a real devnet contract; a quote through a
// contract Settlement does not allow is refused.
func TestZeroExVenue(t *testing.T) {
	e := newEnv(t)
	deployer := devnet.DeployerKey()
	router := e.m.Venues[0].Address // the pool stands in for AllowanceHolder: it pulls the approved sell token
	devnettest.MustSend(t, e.d, deployer, e.m.Settlement, settlement.NewSettlement().PackSetRouter(router, true), 100_000, "allow router")
	var target = router
	var gotKey, gotVersion, gotTaker string
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/swap/allowance-holder/quote" {
			http.NotFound(w, r)
			return
		}
		gotKey, gotVersion, gotTaker = r.Header.Get("0x-api-key"), r.Header.Get("0x-version"), r.URL.Query().Get("taker")
		qv := r.URL.Query()
		sell, buy := common.HexToAddress(qv.Get("sellToken")), common.HexToAddress(qv.Get("buyToken"))
		amt, _ := new(big.Int).SetString(qv.Get("sellAmount"), 10)
		out := devnettest.Read(t, e.d, router, ivenue.NewIVenue().PackQuote(sell, buy, amt), ivenue.NewIVenue().UnpackQuote)
		minOut := chain.MinAfterSlippage(out, 100)
		taker := common.HexToAddress(qv.Get("taker"))
		data := ivenue.NewIVenue().PackSwap(sell, buy, amt, minOut, taker)
		json.NewEncoder(w).Encode(map[string]any{
			"allowanceTarget": target.Hex(), "blockNumber": "1", "buyAmount": out.String(), "buyToken": buy.Hex(),
			"fees":               map[string]any{"integratorFee": nil, "zeroExFee": nil, "gasFee": nil},
			"issues":             map[string]any{"allowance": nil, "balance": nil, "simulationIncomplete": false, "invalidSourcesPassed": []string{}},
			"liquidityAvailable": true, "minBuyAmount": minOut.String(), "sellAmount": amt.String(), "sellToken": sell.Hex(),
			"route":       map[string]any{"fills": []any{}, "tokens": []any{}},
			"transaction": map[string]any{"to": target.Hex(), "data": hexutil.Encode(data), "gas": "300000", "gasPrice": "1000000000", "value": "0"},
			"zid":         "0x0000000000000000000000000000000000000000000000000000000000000001",
		})
	}))
	defer api.Close()
	zx := &quote.ZeroEx{BaseURL: api.URL, APIKey: "test-key", ChainID: e.m.ChainID, Routers: []common.Address{router}}
	s := e.service(t, zx)

	key, _ := devnet.DevKey(1)
	taker := crypto.PubkeyToAddress(key.PublicKey)
	devnettest.MustSend(t, e.d, key, e.m.USDG, usdg.NewUSDG().PackApprove(e.m.Permit2, maxUint), 100_000, "approve USDG")
	asset := e.m.Assets[3]
	q := e.quote(t, s, quote.SideBuy, asset.Symbol, big.NewInt(40_000_000), taker)
	if gotKey != "test-key" || gotVersion != "v2" || gotTaker != e.m.Settlement.Hex() {
		t.Fatalf("0x request: key %q version %q taker %q", gotKey, gotVersion, gotTaker)
	}
	sig, _ := chaintest.SignTypedData(context.Background(), chain.NewKeySigner(key), typedData(t, q))

	// Attack: the router calldata is not signed, so a relayer may swap it for a call paying
	// someone else; the settlement then receives nothing and reverts.
	p := permitOf(t, typedData(t, q))
	thief := crypto.PubkeyToAddress(relayerKey(t).PublicKey)
	stolen := ivenue.NewIVenue().PackSwap(e.m.USDG, asset.Address, p.Amount, common.Big0, thief)
	forged, off, _ := chain.SettleCallCalldata(p, taker, stolen, make([]byte, 65))
	fq := q
	fq.Tx.Data, fq.Tx.SignatureOffset = hexutil.Encode(forged), off
	if r := e.settleTx(t, fq, sig, relayerKey(t)); r.Status != types.ReceiptStatusFailed {
		t.Fatal("forged router calldata settled")
	}
	if e.balance(t, asset.Address, thief).Sign() != 0 {
		t.Fatal("the thief got the asset")
	}
	e.settles(t, q, sig, key, taker, asset.Address)

	// A transaction target Settlement does not allow is refused by the adapter.
	target = e.m.Venues[1].Address
	ans, err := s.Respond(context.Background(), quote.Request{Mode: quote.ModePrice, Side: quote.SideBuy, Symbol: asset.Symbol, SellAmount: big.NewInt(40_000_000), Taker: taker})
	if err != nil {
		t.Fatal(err)
	}
	if ans.Liquid() {
		t.Fatalf("a quote through an unallowed router: %+v", ans)
	}
}

func relayerKey(t *testing.T) *ecdsa.PrivateKey {
	k, err := devnet.DevKey(4)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// deploy creates a contract from key and returns its address.
func deploy(t *testing.T, e *env, key *ecdsa.PrivateKey, bin string, args []byte) common.Address {
	t.Helper()
	ctx := context.Background()
	c := e.d.Client()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 3_000_000,
		Data: append(common.FromHex(bin), args...),
	})
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := devnet.WaitMined(ctx, c, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deploy: %v", err)
	}
	return r.ContractAddress
}
