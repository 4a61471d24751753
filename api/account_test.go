package api_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
)

type accountFixture struct {
	*fixture
	env  *accounttest.Env
	seen *account.Seen
}

func newAccountFixture(t *testing.T) *accountFixture {
	t.Helper()
	e := accounttest.Start(t)
	p := e.Portfolios(t, 0)
	tr := account.NewTransfers(account.TransfersConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog, Index: e.Store, Chain: e.Dev.Client()})
	seen := account.NewSeen(e.Store)
	f := newBareFixture(t, api.Config{})
	f.srv.Register(api.AccountRoutes{Portfolios: p, Transfers: tr, History: e.Store, Seen: seen, Now: func() time.Time { return f.now }})
	return &accountFixture{fixture: f, env: e, seen: seen}
}

func TestAccountRoutesBadInput(t *testing.T) {
	f := newAccountFixture(t)
	good := "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
	bad := []string{"", "?address=", "?address=0x123", "?address=" + flipCase(good), "?address=f39fd6e51aad88f6f4ce6ab8827279cfffb92266", "?address=" + good + "00", "?other=" + good}
	for _, q := range bad {
		wantError(t, f.do(t, "GET", "/api/portfolio"+q), 400, api.MsgBadPortfolioAddr)
		wantError(t, f.do(t, "GET", "/api/transactions"+q), 400, api.MsgBadTransfersAddr)
		hq := q + "&hours=24"
		if q == "" {
			hq = "?hours=24"
		}
		wantError(t, f.do(t, "GET", "/api/balance-history"+hq), 400, api.MsgBadHistoryAddr)
	}
	for _, h := range []string{"", "1", "2161", "0", "-3", "24.5", "abc", "1e2", "%20"} {
		wantError(t, f.do(t, "GET", "/api/balance-history?address="+good+"&hours="+h), 400, api.MsgBadHistoryHours)
	}
	// Bad input records nothing.
	if err := f.seen.Flush(context.Background(), time.Now()); err != nil {
		t.Fatal(err)
	}
	if addrs, err := f.env.Store.SeenAddresses(context.Background(), 0); err != nil || len(addrs) != 0 {
		t.Fatalf("seen after bad input: %v %v", addrs, err)
	}
}

func TestAccountRoutes(t *testing.T) {
	f := newAccountFixture(t)
	ctx := context.Background()
	user := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	f.env.Mint(t, "AAPL", user, shares(2))

	r := f.do(t, "GET", "/api/prices")
	var prices struct {
		Prices map[string]account.Price `json:"prices"`
		AsOf   string                   `json:"asOf"`
	}
	if r.status != 200 || json.Unmarshal([]byte(r.body), &prices) != nil || len(prices.Prices) != len(f.env.M.Assets) || prices.AsOf == "" || r.headers["Cache-Control"] != api.CacheRevalidate {
		t.Fatalf("prices: %d %s %v", r.status, r.body, r.headers)
	}
	if p := prices.Prices["AAPL"]; p.Source != "chainlink" || p.PriceUsd == nil || p.CloseDate != "2026-05-29" {
		t.Fatalf("AAPL price %+v", p)
	}

	r = f.do(t, "GET", "/api/portfolio?address="+user.Hex())
	var pf account.Portfolio
	if r.status != 200 || json.Unmarshal([]byte(r.body), &pf) != nil || len(pf.Holdings) != 1 || pf.Holdings[0].Symbol != "AAPL" || pf.InvestedUsd == 0 {
		t.Fatalf("portfolio: %d %s", r.status, r.body)
	}
	empty := f.do(t, "GET", "/api/portfolio?address=0x00000000000000000000000000000000000e3e3e")
	if empty.status != 200 || !json.Valid([]byte(empty.body)) || !contains(empty.body, `"holdings":[]`) {
		t.Fatalf("empty portfolio: %s", empty.body)
	}

	// No index checkpoint: the chain answers, as fallback_indexer.
	r = f.do(t, "GET", "/api/transactions?address="+url.QueryEscape(user.Hex()))
	var txs account.Transactions
	if r.status != 200 || json.Unmarshal([]byte(r.body), &txs) != nil || txs.Source != "fallback_indexer" || len(txs.Transactions) != 1 || txs.Transactions[0].Symbol != "AAPL" {
		t.Fatalf("transactions: %d %s", r.status, r.body)
	}
	f.env.Index(t, 0)
	if r = f.do(t, "GET", "/api/transactions?address="+user.Hex()); !contains(r.body, `"source":"primary_indexer"`) {
		t.Fatalf("transactions from the index: %s", r.body)
	}

	// The queried address that holds something is seen: the next snapshot covers it. The empty
	// one is not.
	if err := f.seen.Flush(ctx, time.Now()); err != nil {
		t.Fatal(err)
	}
	addrs, err := f.env.Store.SeenAddresses(ctx, 0)
	if err != nil || len(addrs) != 1 || addrs[0] != user {
		t.Fatalf("seen %v %v", addrs, err)
	}

	r = f.do(t, "GET", "/api/balance-history?address="+user.Hex())
	if r.status != 200 || r.body != `{"snapshots":[],"asOf":"`+f.now.UTC().Format(time.RFC3339)+`"}` || r.headers["Cache-Control"] != "public, s-maxage=300" {
		t.Fatalf("balance history: %d %s %v", r.status, r.body, r.headers)
	}
	snap := account.BalanceSnapshot{Address: user, TakenAt: f.now.Truncate(time.Hour).Unix(), CashUsd: 1, InvestedUsd: 2, TotalUsd: 3}
	if err := f.env.Store.InsertSnapshots(ctx, []account.BalanceSnapshot{snap}, time.Now()); err != nil {
		t.Fatal(err)
	}
	r = f.do(t, "GET", "/api/balance-history?address="+user.Hex()+"&hours=2")
	if want := `{"snapshots":[{"takenAt":` + jsonInt(snap.TakenAt) + `,"cashUsd":1,"investedUsd":2,"totalUsd":3}]`; r.status != 200 || !contains(r.body, want) {
		t.Fatalf("balance history: %s, want %s", r.body, want)
	}
}

// A portfolio asked at a block reads at least that block: one just mined is served at once, with
// what it holds, even within the shared state's second; one the chain has not reached is 503
// with Retry-After after waiting; a minBlock that is not a whole number is the spec's 400.
func TestPortfolioMinBlock(t *testing.T) {
	f := newAccountFixture(t)
	ctx := context.Background()
	user := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	if r := f.do(t, "GET", "/api/portfolio?address="+user.Hex()); r.status != 200 || !contains(r.body, `"holdings":[]`) {
		t.Fatalf("before: %d %s", r.status, r.body)
	}
	f.env.Mint(t, "AAPL", user, shares(2))
	head, err := f.env.Dev.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r := f.do(t, "GET", "/api/portfolio?address="+user.Hex()+"&minBlock="+jsonInt(int64(head)))
	var pf account.Portfolio
	if r.status != 200 || json.Unmarshal([]byte(r.body), &pf) != nil || len(pf.Holdings) != 1 || pf.Holdings[0].Symbol != "AAPL" {
		t.Fatalf("at block %d: %d %s", head, r.status, r.body)
	}
	for _, q := range []string{"", "-1", "1.5", "abc", "0x10", "99999999999999999999"} {
		wantError(t, f.do(t, "GET", "/api/portfolio?address="+user.Hex()+"&minBlock="+q), 400, api.MsgBadMinBlock)
	}
	start := time.Now()
	r = f.do(t, "GET", "/api/portfolio?address="+user.Hex()+"&minBlock="+jsonInt(int64(head)+1000))
	wantError(t, r, 503, api.MsgBlockNotYet)
	if r.headers["Retry-After"] != "1" || time.Since(start) < api.PortfolioBlockWait {
		t.Fatalf("not yet: %v after %s", r.headers, time.Since(start))
	}
}

func TestAccountRoutePolicies(t *testing.T) {
	f := newAccountFixture(t)
	for path, limit := range map[string]int{"/api/prices": 60, "/api/portfolio": 60, "/api/transactions": 60, "/api/balance-history": 120} {
		pol, ok := f.srv.EffectivePolicy("GET", path)
		if !ok || pol.Limit != limit {
			t.Errorf("%s: policy %+v", path, pol)
		}
	}
	for i := range 60 {
		if r := f.do(t, "GET", "/api/prices"); r.status != 200 {
			t.Fatalf("request %d: %d", i, r.status)
		}
	}
	r := f.do(t, "GET", "/api/prices")
	wantError(t, r, 429, api.MsgTooManyRequests)
	if r := f.doFrom(t, "198.51.100.9", "GET", "/api/prices"); r.status != 200 {
		t.Fatalf("another IP: %d", r.status)
	}
}

// shares is n whole asset tokens (18 decimals).
func shares(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }

// With the chain unreachable, prices and portfolios answer 502 with the envelope (nothing
// leaks), and transactions still answer 200: an empty list from the fallback.
func TestAccountRoutesChainDown(t *testing.T) {
	e := accounttest.Start(t)
	dead, err := chain.Dial(context.Background(), "http://127.0.0.1:1", chain.ClientConfig{Retries: -1, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer dead.Close()
	feeds := account.NewFeeds(chain.NewMulticall(dead, e.M.Multicall3, 0), e.M.Assets, 0, account.NewMarket(e.Market))
	p, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M))
	if err != nil {
		t.Fatal(err)
	}
	tr := account.NewTransfers(account.TransfersConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog, Index: e.Store, Chain: dead})
	f := newBareFixture(t, api.Config{})
	f.srv.Register(api.AccountRoutes{Portfolios: p, Transfers: tr, History: e.Store})
	wantError(t, f.do(t, "GET", "/api/prices"), 502, api.MsgUnavailable)
	wantError(t, f.do(t, "GET", "/api/portfolio?address=0x00000000000000000000000000000000000a11ce"), 502, api.MsgUnavailable)
	r := f.do(t, "GET", "/api/transactions?address=0x00000000000000000000000000000000000a11ce")
	if r.status != 200 || r.body != `{"transactions":[],"source":"fallback_indexer"}` {
		t.Fatalf("transactions with the chain down: %d %s", r.status, r.body)
	}
}

// The attack: flood the public routes with made-up addresses so that the hourly snapshot job
// has ever more addresses to read. Addresses holding nothing are never remembered.
func TestSeenAddressesCannotBeInflated(t *testing.T) {
	f := newAccountFixture(t)
	ctx := context.Background()
	for i := range 300 {
		a := common.BigToAddress(big.NewInt(int64(0xdead0000 + i))).Hex()
		ip := sprintf("198.51.%d.%d", i/250, i%250+1)
		for _, path := range []string{"/api/portfolio?address=" + a, "/api/transactions?address=" + a} {
			if r := f.doFrom(t, ip, "GET", path); r.status != 200 {
				t.Fatalf("%s: %d %s", path, r.status, r.body)
			}
		}
	}
	if err := f.seen.Flush(ctx, time.Now()); err != nil {
		t.Fatal(err)
	}
	if addrs, err := f.env.Store.SeenAddresses(ctx, 0); err != nil || len(addrs) != 0 {
		t.Fatalf("%d made-up addresses remembered (%v)", len(addrs), err)
	}
}
