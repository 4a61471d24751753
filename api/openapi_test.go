package api_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/schema/schematest"
)

func init() {
	openapi3filter.RegisterBodyDecoder("text/html", openapi3filter.FileBodyDecoder)
	openapi3filter.RegisterBodyDecoder("image/png", openapi3filter.FileBodyDecoder)
	openapi3filter.RegisterBodyDecoder("text/javascript", openapi3filter.FileBodyDecoder)
	openapi3filter.RegisterBodyDecoder("text/css", openapi3filter.FileBodyDecoder)
}

// apiCase is one request. reqInvalid says the document itself rejects the request (a bad body,
// a missing token, a value out of the documented bounds); otherwise the request must satisfy it.
type apiCase struct {
	method, path string
	token        string
	body         string
	status       int
	reqInvalid   bool
	accept       string // the Accept header, when the route needs one (POST /mcp)
	host         string // the Host header, when not the document's (the dev routes: this machine)
}

// contract validates requests and real responses against the served OpenAPI document and
// records which operation answered which status.
type contract struct {
	doc     *openapi3.T
	router  routers.Router
	covered map[string]bool // "GET /api/groves/{id} 404"
	ips     int
}

func newContract(t *testing.T, srv *api.Server) *contract {
	t.Helper()
	c := &contract{covered: map[string]bool{}}
	status, _, body := c.serve(t, srv, "192.0.2.1", httptest.NewRequest("GET", "http://vera.test/openapi.json", nil), nil)
	if status != 200 {
		t.Fatalf("GET /openapi.json: %d", status)
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(body)
	if err != nil {
		t.Fatalf("load the served document: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("the served document is not valid OpenAPI: %v", err)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Fatalf("document version %s, want 3.1", doc.OpenAPI)
	}
	if c.router, err = gorillamux.NewRouter(doc); err != nil {
		t.Fatal(err)
	}
	c.doc = doc
	return c
}

// serve runs req through the server's whole middleware chain, as the listener would.
func (c *contract) serve(t *testing.T, srv *api.Server, ip string, req *http.Request, body []byte) (int, http.Header, []byte) {
	t.Helper()
	var fr fasthttp.Request
	fr.Header.SetMethod(req.Method)
	fr.SetRequestURI(req.URL.String())
	if req.Host != req.URL.Host {
		fr.Header.SetHost(req.Host)
	}
	for k, vs := range req.Header {
		for _, v := range vs {
			fr.Header.Add(k, v)
		}
	}
	fr.SetBody(body)
	var rc fasthttp.RequestCtx
	rc.Init(&fr, &net.TCPAddr{IP: net.ParseIP(ip), Port: 40000}, nil)
	srv.Handler()(&rc)
	h := http.Header{}
	for k, v := range rc.Response.Header.All() {
		h.Add(string(k), string(v))
	}
	h.Set("Content-Type", string(rc.Response.Header.ContentType()))
	return rc.Response.StatusCode(), h, append([]byte(nil), rc.Response.Body()...)
}

func (c *contract) nextIP() string {
	c.ips++
	return fmt.Sprintf("198.18.%d.%d", c.ips/250, c.ips%250+1)
}

func (c *contract) request(tc apiCase) (*http.Request, []byte) {
	req := httptest.NewRequest(tc.method, "http://vera.test"+tc.path, strings.NewReader(tc.body))
	if tc.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if tc.token != "" {
		req.Header.Set("Authorization", "Bearer "+tc.token)
	}
	if tc.accept != "" {
		req.Header.Set("Accept", tc.accept)
	}
	if tc.host != "" {
		req.Host = tc.host
	}
	return req, []byte(tc.body)
}

var validation = &openapi3filter.Options{
	IncludeResponseStatus: true,
	MultiError:            true,
	AuthenticationFunc: func(_ context.Context, in *openapi3filter.AuthenticationInput) error {
		if !strings.HasPrefix(in.RequestValidationInput.Request.Header.Get("Authorization"), "Bearer ") {
			return errors.New("no bearer token")
		}
		return nil
	},
}

// check sends the case from ip, validates request and response against the document, and
// returns the response.
func (c *contract) check(t *testing.T, srv *api.Server, ip string, tc apiCase) (int, http.Header, []byte) {
	t.Helper()
	name := tc.method + " " + tc.path
	req, body := c.request(tc)
	status, header, respBody := c.serve(t, srv, ip, req, body)
	if status != tc.status {
		t.Fatalf("%s: status %d, want %d (%s)", name, status, tc.status, respBody)
	}
	vreq, _ := c.request(tc)
	route, params, err := c.router.FindRoute(vreq)
	if err != nil {
		t.Fatalf("%s: not in the document: %v", name, err)
	}
	in := &openapi3filter.RequestValidationInput{Request: vreq, PathParams: params, Route: route, Options: validation}
	err = openapi3filter.ValidateRequest(context.Background(), in)
	switch {
	case tc.reqInvalid && err == nil:
		t.Fatalf("%s: the document accepts a request the case calls invalid", name)
	case !tc.reqInvalid && err != nil:
		t.Fatalf("%s: the document rejects the request: %v", name, err)
	}
	c.validateResponse(t, name, in, status, header, respBody)
	c.covered[tc.method+" "+route.Path+" "+strconv.Itoa(status)] = true
	return status, header, respBody
}

func (c *contract) validateResponse(t *testing.T, name string, in *openapi3filter.RequestValidationInput, status int, header http.Header, body []byte) {
	t.Helper()
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: header, Options: validation}
	out.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Fatalf("%s: %d response does not match the document: %v\nbody: %.300s", name, status, err, body)
	}
}

// checkShared validates an answer that no operation owns (an unknown path, a method the path
// does not serve) against the document's shared response of that name.
func (c *contract) checkShared(t *testing.T, srv *api.Server, method, path, response string, status int) http.Header {
	t.Helper()
	req := httptest.NewRequest(method, "http://vera.test"+path, nil)
	got, header, body := c.serve(t, srv, c.nextIP(), req, nil)
	if got != status {
		t.Fatalf("%s %s: status %d, want %d (%s)", method, path, got, status, body)
	}
	ref := c.doc.Components.Responses[response]
	if ref == nil {
		t.Fatalf("the document has no shared response %s", response)
	}
	op := &openapi3.Operation{Responses: openapi3.NewResponses(openapi3.WithStatus(status, ref))}
	route := &routers.Route{Spec: c.doc, Path: path, Method: method, Operation: op}
	in := &openapi3filter.RequestValidationInput{Request: req, Route: route, Options: validation}
	c.validateResponse(t, method+" "+path, in, got, header, body)
	return header
}

// operations lists the document's operations as "METHOD /path".
func (c *contract) operations() []string {
	var out []string
	for path, item := range c.doc.Paths.Map() {
		for method := range item.Operations() {
			out = append(out, method+" "+path)
		}
	}
	sort.Strings(out)
	return out
}

// fullServer registers every route set that `vera dev` registers (cmd/vera: app.run, addChain,
// addMarket, addAutopilot), on a devnet, real market snapshots and ClickHouse. It returns the id
// of an alert the Autopilot cases delete.
func fullServer(t *testing.T) (*chainFixture, string) {
	t.Helper()
	f := newChainFixture(t)
	f.srv.Register(devmode.IssuerRoutes(f.iss))
	hold := testSnapshots(t)
	f.srv.Register(api.MarketRoutes{Snapshots: hold})
	f.srv.Register(api.BasketRoutes{Snapshots: hold})
	f.srv.Register(api.ThemePages{Snapshots: hold})
	f.srv.Register(api.Pages{})
	m := f.dev.Manifest()
	f.srv.Register(devmode.Routes{Issuer: f.iss, Wallet: &devmode.WalletRPC{ChainID: devnet.ChainID,
		Key: func(_ context.Context, userID string) (*ecdsa.PrivateKey, error) {
			return devnet.DevUserKey(userID), nil
		}}, Funds: devmode.NewFunds(devmode.FundsConfig{
		TopUpTo: big.NewInt(1000_000_000), Budget: big.NewInt(25_000_000_000), Window: time.Hour,
		Balance: func(ctx context.Context, owner common.Address) (*big.Int, error) {
			bs, err := chain.NewMulticall(f.dev.Client(), m.Multicall3, 0).Balances(ctx, owner, []common.Address{m.USDG}, nil)
			if err != nil {
				return nil, err
			}
			return bs[0], nil
		},
		Mint: f.dev.Fund,
	})})
	f.srv.AddReadyCheck("market", func(context.Context) error { return nil })
	records := agent.NewTrackRecords(agent.TrackRecordsConfig{ChainID: uint64(m.ChainID), AgentID: big.NewInt(m.AgentID),
		Registry: m.IdentityRegistry}, agent.NewStore(schematest.New(t)), f.dev.Client())
	f.srv.Register(api.RecordRoutes(records))
	db := schematest.New(t)
	accounttest.IndexViews(t, db)
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
	locks := &quote.Locks{}
	locks.Publish(quote.Sweep{At: time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC), Rows: []quote.SweepRow{
		{Symbol: m.Assets[0].Symbol, BuyOK: true, SellOK: true}, {Symbol: m.Assets[1].Symbol, Misses: 2, Locked: true}}})
	svc, err := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG,
		Tokens: tokens, Racer: racer, Multicall: mc, Locks: locks})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.Register(api.QuoteRoutes{Quotes: svc, Locks: locks})
	f.srv.Register(api.BundlerRoutes{Relay: newRelay(t, f.dev)})
	f.srv.AddReady(api.ReadyCheck{Name: "gas", Check: func(context.Context) error { return nil },
		Detail: func() string {
			return "paymaster deposit 999.9000 ETH (min 1.0000), relay balance 1000.0000 ETH (min 0.1000)"
		}})
	feeds := account.NewFeeds(chain.NewMulticall(f.dev.Client(), m.Multicall3, 0), m.Assets, 0, account.NewMarket(hold))
	portfolios, err := account.NewPortfolios(m, feeds, account.GrovesOf(m))
	if err != nil {
		t.Fatal(err)
	}
	store := &account.Store{DB: db}
	f.srv.Register(api.AccountRoutes{Portfolios: portfolios, History: store,
		Transfers: account.NewTransfers(account.TransfersConfig{ChainID: uint64(m.ChainID), Catalog: tokens, Index: store, Chain: f.dev.Client()})})
	alertID := registerAutopilot(t, f, hold)
	f.deps.Snapshots, f.deps.Records, f.deps.Quotes, f.deps.Locks, f.deps.Portfolios = hold, records, svc, locks, portfolios
	registerSkills(t, f)
	return f, alertID
}

func TestOpenAPIDocumentMatchesServedRoutes(t *testing.T) {
	f, alertID := fullServer(t)
	c := newContract(t, f.srv)
	m := f.dev.Manifest()
	user := m.DemoUsers[0].SmartAccount.Hex()
	sym0, sym1 := m.Assets[0].Symbol, m.Assets[1].Symbol
	plan := sprintf(goodPlan, user, sym0, sym1)
	big := `{"allocations":[` + strings.Repeat(`{"symbol":"MSFT","weightPct":1},`, 3000) + `{"symbol":"MSFT","weightPct":1}]}`
	legs21 := `{"allocations":[` + strings.Repeat(`{"symbol":"MSFT","weightPct":4},`, 20) + `{"symbol":"NVDA","weightPct":4}]}`
	user1, err := f.iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}

	c.checkSameRoutes(t, f.srv)

	cases := []apiCase{
		{method: "GET", path: "/healthz", status: 200},
		{method: "GET", path: "/readyz", status: 200},
		{method: "GET", path: "/openapi.json", status: 200},
		{method: "GET", path: "/api/me", token: f.token, status: 200},
		{method: "GET", path: "/api/me", status: 401, reqInvalid: true},
		{method: "GET", path: "/api/me", token: "not-a-jwt", status: 401},
		{method: "GET", path: "/.well-known/jwks.json", status: 200},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: plan, status: 200},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: sprintf(goodPlan, user, sym0, "NOPE"), status: 400},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: sprintf(goodPlan, "0x1234", sym0, sym1), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: strings.Replace(plan, `"amountUsd":250`, `"amountUsd":0`, 1), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: strings.Replace(plan, `"amountUsd":250`, `"amountUsd":1000000.01`, 1), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: `{"address":`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/commit-plan", body: plan, status: 401, reqInvalid: true},
		{method: "POST", path: "/api/commit-plan", token: "expired.or.forged", body: plan, status: 401},
		{method: "POST", path: "/api/commit-plan", token: f.token, body: big, status: 413, reqInvalid: true},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("price", "buy", sym0, "15000000", user), status: 200},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("quote", "sell", sym0, "1000000000000000000", user), status: 200},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("quote", "buy", sym1, "15000000", user), status: 200},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("quote", "buy", "NOPE", "15000000", user), status: 400},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("firm", "buy", sym0, "15000000", user), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/quote", token: f.token, body: quoteBody("quote", "buy", sym0, "1.5", user), status: 400, reqInvalid: true},
		{method: "POST", path: "/api/quote", body: quoteBody("price", "buy", sym0, "15000000", user), status: 401, reqInvalid: true},
		{method: "POST", path: "/api/quote", token: f.token, body: big, status: 413, reqInvalid: true},
		{method: "GET", path: "/api/tradability", status: 200},
		{method: "GET", path: "/.well-known/agent-card.json", status: 200},
		{method: "GET", path: "/.well-known/agent-registration.json", status: 200},
		{method: "GET", path: "/api/contracts", status: 200},
		{method: "GET", path: "/icon-512.png", status: 200},
		{method: "GET", path: "/api/prices", status: 200},
		{method: "GET", path: "/api/portfolio?address=" + user, status: 200},
		{method: "GET", path: "/api/portfolio?address=0x00000000000000000000000000000000000e3e3e", status: 200},
		{method: "GET", path: "/api/portfolio?address=" + flipCase(user), status: 400},
		{method: "GET", path: "/api/portfolio?address=0x1234", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/portfolio?address=" + user + "&minBlock=1", status: 200},
		{method: "GET", path: "/api/portfolio?address=" + user + "&minBlock=-1", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/portfolio?address=" + user + "&minBlock=999999999", status: 503},
		{method: "GET", path: "/api/portfolio", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/transactions?address=" + user, status: 200},
		{method: "GET", path: "/api/transactions?address=" + flipCase(user), status: 400},
		{method: "GET", path: "/api/transactions", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/balance-history?address=" + user, status: 200},
		{method: "GET", path: "/api/balance-history?address=" + user + "&hours=2160", status: 200},
		{method: "GET", path: "/api/balance-history?address=" + flipCase(user), status: 400},
		{method: "GET", path: "/api/balance-history?address=" + user + "&hours=1", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/balance-history?address=" + user + "&hours=24.5", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/balance-history", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/market", status: 200},
		{method: "GET", path: "/api/market?symbol=SPY&range=1D", status: 200},
		{method: "GET", path: "/api/market?symbol=aapl&range=All", status: 200},
		{method: "GET", path: "/api/market?symbol=NVDA", status: 200},
		{method: "GET", path: "/api/market?symbol=ZZZZ", status: 400},
		{method: "GET", path: "/api/market?symbol=SPY&range=5Y", status: 400, reqInvalid: true},
		{method: "GET", path: "/api/screener", status: 200},
		{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"MSFT","weightPct":60},{"symbol":"nvda","weightPct":40}]}`, status: 200},
		{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"AAPL","weightPct":60},{"symbol":"MSFT","weightPct":40}]}`, status: 200},
		{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"ZZZZ","weightPct":60}]}`, status: 400},
		{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"MSFT","weightPct":0}]}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/backtest", body: `{"allocations":{}}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/backtest", body: legs21, status: 400, reqInvalid: true},
		{method: "POST", path: "/api/backtest", body: big, status: 413, reqInvalid: true},
		{method: "GET", path: "/api/themes", status: 200},
		{method: "GET", path: "/api/strategies", status: 200},
		{method: "GET", path: "/api/groves", status: 200},
		{method: "GET", path: "/api/groves/titan", status: 200},
		{method: "GET", path: "/api/groves/nope", status: 404},
		{method: "GET", path: "/themes", status: 200},
		{method: "GET", path: "/themes/artificial-intelligence", status: 200},
		{method: "GET", path: "/themes/nope", status: 404},
		{method: "GET", path: "/", status: 200},
		{method: "GET", path: "/app", status: 200},
		{method: "GET", path: "/agent", status: 200},
		{method: "GET", path: "/demo", status: 200},
		{method: "GET", path: "/markets", status: 200},
		{method: "GET", path: "/markets/AAPL", status: 200},
		{method: "GET", path: "/groves/titan", status: 200},
		{method: "POST", path: "/dev/fund", token: user1, status: 404}, // not from loopback
		{method: "GET", path: "/assets/app.js", status: 200},
		{method: "GET", path: "/assets/style.css", status: 200},
		{method: "GET", path: "/assets/nope.js", status: 404},
		{method: "GET", path: "/api/vera-record", status: 200},
		{method: "GET", path: "/api/vera-record?user=" + user, status: 200},
		{method: "GET", path: "/api/vera-record?user=" + flipCase(user), status: 400},
		{method: "GET", path: "/api/vera-record?user=0x1234", status: 400, reqInvalid: true},
	}
	cases = append(cases, skillCases()...)
	cases = append(cases, autopilotCases(t, f, alertID)...)
	cases = append(cases, bundlerCases(t, f)...)
	for _, tc := range cases {
		c.check(t, f.srv, c.nextIP(), tc)
	}
	// The dev sign-in and wallet answer loopback only; from anywhere else they do not exist.
	accounts := `{"jsonrpc":"2.0","id":1,"method":"eth_accounts"}`
	for _, tc := range []apiCase{
		{method: "POST", path: "/dev/sign-in", body: `{"userId":"demo-1"}`, status: 200},
		{method: "POST", path: "/dev/sign-in", body: `{"userId":"no spaces"}`, status: 400, reqInvalid: true},
		{method: "POST", path: "/dev/sign-in", body: big, status: 413, reqInvalid: true},
		{method: "POST", path: "/dev/wallet", token: f.token, body: accounts, status: 200},
		{method: "POST", path: "/dev/wallet", token: f.token, body: `{"method":`, status: 400, reqInvalid: true},
		{method: "POST", path: "/dev/wallet", body: accounts, status: 401, reqInvalid: true},
		{method: "POST", path: "/dev/wallet", token: f.token, body: big, status: 413, reqInvalid: true},
		{method: "POST", path: "/dev/fund", token: user1, status: 200},
		{method: "POST", path: "/dev/fund", status: 401, reqInvalid: true},
	} {
		tc.host = "127.0.0.1:8080"
		c.check(t, f.srv, "127.0.0.1", tc)
	}
	c.check(t, f.srv, c.nextIP(), apiCase{method: "POST", path: "/dev/sign-in", body: `{"userId":"demo-1"}`, status: 404})
	c.check(t, f.srv, c.nextIP(), apiCase{method: "POST", path: "/dev/wallet", token: f.token, body: accounts, status: 404})

	// A riskScore understating the measured risk is refused; with no price history to measure
	// with, commit-plan is unavailable.
	understated := strings.Replace(plan, `"riskScore":4200.4`, `"riskScore":0`, 1)
	c.check(t, f.srv, c.nextIP(), apiCase{method: "POST", path: "/api/commit-plan", token: f.token, body: understated, status: 400})
	panel := f.panel.Swap(nil)
	c.check(t, f.srv, c.nextIP(), apiCase{method: "POST", path: "/api/commit-plan", token: f.token, body: plan, status: 503})
	f.panel.Store(panel)

	c.checkHEAD(t, f.srv, cases)

	// The 200 of the null backtest is the spec's body exactly.
	lowCoverage := apiCase{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"AAPL","weightPct":60},{"symbol":"MSFT","weightPct":40}]}`, status: 200}
	if _, _, b := c.check(t, f.srv, c.nextIP(), lowCoverage); string(b) != `{"backtest":null}` {
		t.Fatalf("backtest below 50%% coverage: %s", b)
	}

	c.checkPolicies(t, f, cases)
	c.checkRefusals(t, f.srv)

	// Before the first snapshot, with a failing dependency and no token verifier.
	bare := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	empty := &snapshot.Holder{}
	bare.Register(api.MeRoutes{})
	bare.Register(api.MarketRoutes{Snapshots: empty})
	bare.Register(api.BasketRoutes{Snapshots: empty})
	bare.Register(api.ThemePages{Snapshots: empty})
	noData, err := agent.NewDrafter(agent.DrafterConfig{Market: empty.Load})
	if err != nil {
		t.Fatal(err)
	}
	bare.Register(api.AllocateRoutes{Drafter: noData})
	bare.Register(api.RecordRoutes(agent.NewTrackRecords(agent.TrackRecordsConfig{ChainID: 4663}, agent.NewStore(schematest.Empty(t)), nil)))
	bare.Register(api.AutopilotRunRoutes{}) // no sponsor or relay key: runs are unavailable
	bare.AddReadyCheck("market", func(context.Context) error { return errors.New("no snapshot yet") })
	for _, tc := range []apiCase{
		{method: "GET", path: "/readyz", status: 503},
		{method: "GET", path: "/api/me", token: "any", status: 503},
		{method: "GET", path: "/api/market", status: 503},
		{method: "GET", path: "/api/screener", status: 503},
		{method: "POST", path: "/api/backtest", body: `{"allocations":[{"symbol":"MSFT","weightPct":60}]}`, status: 503},
		{method: "GET", path: "/api/themes", status: 503},
		{method: "GET", path: "/api/strategies", status: 503},
		{method: "GET", path: "/api/groves", status: 503},
		{method: "GET", path: "/api/groves/titan", status: 503},
		{method: "GET", path: "/themes", status: 503},
		{method: "GET", path: "/themes/artificial-intelligence", status: 503},
		{method: "POST", path: "/api/allocate", body: `{"goal":"ai","amountUsd":10}`, status: 503},
		{method: "GET", path: "/api/vera-record", status: 503}, // the index cannot be read
		{method: "POST", path: "/api/autopilot/run", token: "any", status: 503},
	} {
		c.check(t, bare, c.nextIP(), tc)
	}

	// A service with no delegated signer for wallets refuses Autopilot at once.
	signerless := newBareFixture(t, api.Config{})
	signerless.srv.Register(api.AutopilotRoutes{NoSigner: true})
	signerless.srv.Register(api.AutopilotRunRoutes{NoSigner: true})
	tok, err := signerless.iss.Token("user-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []apiCase{
		{method: "POST", path: "/api/autopilot", token: tok, body: `{"walletId":"w1","owner":"0x00000000000000000000000000000000000000a1","smartAccount":"0x00000000000000000000000000000000000000b1","goal":"growth","amountUsd":100,"cadence":"weekly"}`, status: 503},
		{method: "POST", path: "/api/autopilot/resume", token: tok, status: 503},
		{method: "POST", path: "/api/autopilot/run", token: tok, status: 503},
	} {
		if _, _, b := c.check(t, signerless.srv, c.nextIP(), tc); !strings.Contains(string(b), api.MsgAutopilotNoSigner) {
			t.Errorf("%s %s without a signer: %s", tc.method, tc.path, b)
		}
	}

	// A service with no sponsor key, relay key or paymaster answers the bundler routes at once,
	// a JSON-RPC body included.
	sponsorless := newBareFixture(t, api.Config{})
	sponsorless.srv.Register(api.BundlerRoutes{Off: true})
	for _, tc := range []apiCase{
		{method: "POST", path: "/api/bundler", body: `{"action":"sponsor"}`, status: 503, reqInvalid: true}, // unread: a bad body gets the same answer
		{method: "POST", path: "/api/bundler", body: `{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`, status: 503},
		{method: "GET", path: "/api/bundler/0x" + strings.Repeat("ab", 32), status: 503},
	} {
		if _, _, b := c.check(t, sponsorless.srv, c.nextIP(), tc); !strings.Contains(string(b), api.MsgNoSponsorship) {
			t.Errorf("%s %s without sponsorship: %s", tc.method, tc.path, b)
		}
	}

	c.checkCoverage(t)
}

// checkSameRoutes fails when a registered route has no entry in the document or an entry has
// no registered route.
func (c *contract) checkSameRoutes(t *testing.T, srv *api.Server) {
	t.Helper()
	served := srv.RegisteredRoutes()
	documented := c.operations()
	for _, r := range served {
		if !slices.Contains(documented, r) {
			t.Errorf("%s is served but has no entry in the document", r)
		}
	}
	for _, r := range documented {
		if !slices.Contains(served, r) {
			t.Errorf("%s is documented but not served", r)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
}

// checkHEAD: every GET also answers HEAD with the same status and headers (fasthttp drops the
// body on the wire).
func (c *contract) checkHEAD(t *testing.T, srv *api.Server, cases []apiCase) {
	t.Helper()
	for _, tc := range cases {
		if tc.method != "GET" {
			continue
		}
		get, _ := c.request(tc)
		_, want, _ := c.serve(t, srv, c.nextIP(), get, nil)
		head := get.Clone(context.Background())
		head.Method = "HEAD"
		status, got, _ := c.serve(t, srv, c.nextIP(), head, nil)
		if status != tc.status || got.Get("Cache-Control") != want.Get("Cache-Control") || got.Get("Content-Type") != want.Get("Content-Type") {
			t.Errorf("HEAD %s: %d %q %q; GET gave %d %q %q", tc.path, status, got.Get("Cache-Control"), got.Get("Content-Type"), tc.status, want.Get("Cache-Control"), want.Get("Content-Type"))
		}
	}
}

// checkPolicies: each operation's documented Cache-Control and 429 agree with the policy the
// server applies, and every limited route answers 429 with Retry-After once its window is
// spent (per IP, or per user on token routes).
func (c *contract) checkPolicies(t *testing.T, f *chainFixture, cases []apiCase) {
	t.Helper()
	for _, op := range c.operations() {
		method, path, _ := strings.Cut(op, " ")
		pol, _ := f.srv.EffectivePolicy(method, path)
		o := c.doc.Paths.Value(path).GetOperation(method)
		for code, ref := range o.Responses.Map() {
			if !strings.HasPrefix(code, "2") {
				continue
			}
			h := ref.Value.Headers["Cache-Control"]
			if h == nil || h.Value.Schema == nil || h.Value.Schema.Value.Const != pol.Cache {
				t.Errorf("%s %s: documented Cache-Control does not state the served %q", op, code, pol.Cache)
			}
		}
		if (o.Responses.Status(429) != nil) != (pol.Limit > 0) {
			t.Errorf("%s: a documented 429 must match the served limit %d", op, pol.Limit)
		}
		if pol.Limit == 0 {
			continue
		}
		// Spend the window with the cheapest answer the limiter counts: a 400 or 404, else a success.
		i := slices.IndexFunc(cases, func(tc apiCase) bool {
			return tc.method == method && (tc.status == 400 || tc.status == 404) && c.matches(tc, path)
		})
		if i < 0 {
			i = slices.IndexFunc(cases, func(tc apiCase) bool { return tc.method == method && tc.status < 300 && c.matches(tc, path) })
		}
		if i < 0 {
			t.Errorf("%s: no case to spend its rate limit with", op)
			continue
		}
		tc := cases[i]
		ip := c.nextIP()
		if tc.token != "" {
			tok, err := f.iss.Token("limit-"+op, time.Hour, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			tc.token = tok
		}
		for range pol.Limit {
			req, body := c.request(tc)
			c.serve(t, f.srv, ip, req, body)
		}
		tc.status = 429
		_, h, _ := c.check(t, f.srv, ip, tc)
		if ra, err := strconv.Atoi(h.Get("Retry-After")); err != nil || ra < 1 || ra > 60 {
			t.Errorf("%s: Retry-After %q", op, h.Get("Retry-After"))
		}
	}
}

// checkRefusals: unknown paths answer 404, and every documented path refuses a method it does
// not serve with 405 and an Allow header listing exactly the documented methods.
func (c *contract) checkRefusals(t *testing.T, srv *api.Server) {
	t.Helper()
	c.checkShared(t, srv, "GET", "/nope", "NotFound", 404)
	c.checkShared(t, srv, "GET", "/api/groves/", "NotFound", 404)
	c.checkShared(t, srv, "GET", "/api/commit-plan", "MethodNotAllowed", 405)
	for path, item := range c.doc.Paths.Map() {
		var allow []string
		for m := range item.Operations() {
			allow = append(allow, m)
			if m == "GET" {
				allow = append(allow, "HEAD")
			}
		}
		sort.Strings(allow)
		want := strings.Join(append(allow, "OPTIONS"), ", ")
		concrete := pathParam.ReplaceAllString(path, "x")
		if got := c.checkShared(t, srv, "PUT", concrete, "MethodNotAllowed", 405).Get("Allow"); got != want {
			t.Errorf("PUT %s: Allow %q, want %q", concrete, got, want)
		}
	}
}

// checkCoverage: every documented answer was produced by a real request, except failures no
// test can cause without breaking a real part (a signer or wallet directory that errors).
func (c *contract) checkCoverage(t *testing.T) {
	t.Helper()
	for _, op := range c.operations() {
		method, path, _ := strings.Cut(op, " ")
		for code := range c.doc.Paths.Value(path).GetOperation(method).Responses.Map() {
			if code == "500" || code == "502" {
				continue
			}
			if !c.covered[op+" "+code] {
				t.Errorf("%s %s is documented but no test produced it", op, code)
			}
		}
	}
}

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

// matches reports whether the case's path is an instance of the documented path.
func (c *contract) matches(tc apiCase, docPath string) bool {
	req, _ := c.request(tc)
	route, _, err := c.router.FindRoute(req)
	return err == nil && route.Path == docPath
}

// TestOpenAPIValidatorIsStrict shows that the validator rejects what the document forbids: a
// changed error message, a missing cache header, an undocumented field.
func TestOpenAPIValidatorIsStrict(t *testing.T) {
	m := newMarketServer(t)
	c := newContract(t, m.srv)
	tc := apiCase{method: "GET", path: "/api/groves/nope", status: 404}
	req, _ := c.request(tc)
	status, header, body := c.serve(t, m.srv, c.nextIP(), req, nil)
	route, params, err := c.router.FindRoute(req)
	if err != nil {
		t.Fatal(err)
	}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: validation}
	valid := func(status int, h http.Header, b []byte) error {
		out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: h, Options: validation}
		out.SetBodyBytes(b)
		return openapi3filter.ValidateResponse(context.Background(), out)
	}
	if err := valid(status, header, body); err != nil {
		t.Fatalf("the real answer fails: %v", err)
	}
	noCache := header.Clone()
	noCache.Del("Cache-Control")
	publicCache := header.Clone()
	publicCache.Set("Cache-Control", "public, s-maxage=60")
	for name, r := range map[string]struct {
		status int
		h      http.Header
		body   []byte
	}{
		"other message":       {404, header, []byte(`{"error":"Not found."}`)},
		"extra field":         {404, header, []byte(`{"error":"Unknown grove.","id":"nope"}`)},
		"no Cache-Control":    {404, noCache, body},
		"cacheable error":     {404, publicCache, body},
		"undocumented status": {418, header, body},
		"grove without stats": {200, header, bytes.Replace(c.mustBody(t, m.srv, "/api/groves/titan"), []byte(`"stats"`), []byte(`"statz"`), 1)},
	} {
		if valid(r.status, r.h, r.body) == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func (c *contract) mustBody(t *testing.T, srv *api.Server, path string) []byte {
	t.Helper()
	_, _, b := c.serve(t, srv, c.nextIP(), httptest.NewRequest("GET", "http://vera.test"+path, nil), nil)
	return b
}

func quoteBody(mode, side, symbol, amount, taker string) string {
	return `{"mode":"` + mode + `","side":"` + side + `","symbol":"` + symbol + `","sellAmount":"` + amount + `","taker":"` + taker + `"}`
}
