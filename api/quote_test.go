package api_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/quote"
)

// lockSet is a fixed lock set (the sweep's own transitions are tested in package quote).
type lockSet map[string]bool

func (l lockSet) Locked(s string) bool { return l[s] }

// Deadlines of a test racer quoting the devnet. Under the race detector on shared cores QuoterV2's
// simulation can outlast the production 1.5 s, and a late answer counts as a decline, which is not
// what these tests are about (package quote tests the deadlines themselves).
const (
	devnetVenueTimeout = 30 * time.Second
	devnetRaceTimeout  = 35 * time.Second
)

func TestQuoteRoute(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: 1, DevAccounts: -1})
	m := d.Manifest()
	cat, err := m.TokenIndex()
	if err != nil {
		t.Fatal(err)
	}
	mc := chain.NewMulticall(d.Client(), m.Multicall3, 0)
	racer, err := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(d.Client(), mc, m.Venues).Venues(),
		VenueTimeout: devnetVenueTimeout, Timeout: devnetRaceTimeout})
	if err != nil {
		t.Fatal(err)
	}
	locked := m.Assets[1].Symbol
	svc, err := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG,
		Tokens: cat, Racer: racer, Multicall: mc, Locks: lockSet{locked: true},
		// A catalog symbol without a token on chain has no venue at all.
		Known: func(s string) bool { t, ok := cat.BySymbol(s); return (ok && t.Address != m.USDG) || s == "NOTONCHAIN" }})
	if err != nil {
		t.Fatal(err)
	}
	f := newBareFixture(t, api.Config{})
	f.srv.Register(api.QuoteRoutes{Quotes: svc, Locks: &quote.Locks{}})
	tok, err := f.iss.Token("demo-1", time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	taker := m.DemoUsers[0].SmartAccount.Hex()
	sym := m.Assets[0].Symbol
	req := func(mode, side, symbol, amount, taker string) string {
		b, _ := json.Marshal(map[string]string{"mode": mode, "side": side, "symbol": symbol, "sellAmount": amount, "taker": taker})
		return string(b)
	}
	post := func(b string) response {
		t.Helper()
		return f.do(t, "POST", "/api/quote", bearer(tok), bodyJSON(b))
	}
	keys := func(r response) []string {
		t.Helper()
		if r.status != 200 {
			t.Fatalf("status %d: %s", r.status, r.body)
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal([]byte(r.body), &obj); err != nil {
			t.Fatal(err)
		}
		var ks []string
		for k := range obj {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return ks
	}

	// Mode price: exactly {liquidityAvailable, buyAmount}.
	if got := keys(post(req("price", "buy", sym, "100000000", taker))); !slices.Equal(got, []string{"buyAmount", "liquidityAvailable"}) {
		t.Fatalf("price keys %v", got)
	}
	// Mode quote: the spec's Quote, plus cancel and route.
	r := post(req("quote", "buy", sym, "100000000", taker))
	want := []string{"buyAmount", "cancel", "liquidityAvailable", "minBuyAmount", "needsAllowance", "permit2", "route", "sellAmount", "sellToken", "toSign", "tx"}
	if got := keys(r); !slices.Equal(got, want) {
		t.Fatalf("quote keys %v", got)
	}
	if r.headers["Cache-Control"] != api.CacheNone {
		t.Fatalf("cache-control %q", r.headers["Cache-Control"])
	}
	var q struct {
		ToSign struct {
			PrimaryType string                     `json:"primaryType"`
			Types       map[string]json.RawMessage `json:"types"`
			Domain      map[string]any             `json:"domain"`
			Message     map[string]any             `json:"message"`
		} `json:"toSign"`
		Tx    map[string]any `json:"tx"`
		Route quote.RouteJS  `json:"route"`
	}
	if err := json.Unmarshal([]byte(r.body), &q); err != nil {
		t.Fatal(err)
	}
	if q.ToSign.PrimaryType != "PermitWitnessTransferFrom" || q.ToSign.Types["EIP712Domain"] == nil || q.ToSign.Domain["name"] != "Permit2" {
		t.Fatalf("toSign %+v", q.ToSign)
	}
	if id, ok := q.ToSign.Domain["chainId"].(float64); !ok || id != 4663 {
		t.Fatalf("domain.chainId %#v is not the number 4663", q.ToSign.Domain["chainId"])
	}
	if _, ok := q.ToSign.Message["deadline"].(string); !ok {
		t.Fatalf("deadline %#v is not a string", q.ToSign.Message["deadline"])
	}
	if q.Tx["value"] != "0" || q.Tx["to"] != m.Settlement.Hex() {
		t.Fatalf("tx %+v", q.Tx)
	}
	if len(q.Route.Venues) != 3 || q.Route.Winner == "" || q.Route.Why == "" {
		t.Fatalf("route %+v", q.Route)
	}

	// No firm quote, and a locked asset in either direction: exactly {"liquidityAvailable":false}.
	for name, b := range map[string]string{
		"no venue":     req("quote", "buy", "NOTONCHAIN", "100000000", taker),
		"locked buy":   req("quote", "buy", locked, "100000000", taker),
		"locked sell":  req("quote", "sell", locked, "1000000000000000000", taker),
		"locked price": req("price", "sell", locked, "1000000000000000000", taker),
	} {
		if r := post(b); r.status != 200 || r.body != `{"liquidityAvailable":false}` {
			t.Fatalf("%s: %d %s", name, r.status, r.body)
		}
	}

	// Every validation error of the route.
	bad := map[string]string{
		"malformed JSON":     `{"mode":`,
		"empty body":         ``,
		"array":              `[]`,
		"missing mode":       `{"side":"buy","symbol":"` + sym + `","sellAmount":"1","taker":"` + taker + `"}`,
		"missing taker":      `{"mode":"price","side":"buy","symbol":"` + sym + `","sellAmount":"1"}`,
		"bad mode":           req("firm", "buy", sym, "1", taker),
		"bad side":           req("price", "short", sym, "1", taker),
		"non-numeric amount": req("price", "buy", sym, "ten", taker),
		"decimal amount":     req("price", "buy", sym, "1.5", taker),
		"negative amount":    req("price", "buy", sym, "-1", taker),
		"zero amount":        req("price", "buy", sym, "0", taker),
		"amount as number":   strings.Replace(req("price", "buy", sym, "1", taker), `"sellAmount":"1"`, `"sellAmount":1`, 1),
		"malformed taker":    req("price", "buy", sym, "1", "0x1234"),
		"bad checksum taker": req("price", "buy", sym, "1", taker[:2]+flipCase(taker[2:])),
		"symbol over 12":     req("price", "buy", "ABCDEFGHIJKLM", "1", taker),
		"empty symbol":       req("price", "buy", "", "1", taker),
		"trailing data":      req("price", "buy", sym, "1", taker) + `{}`,
	}
	for name, b := range bad {
		t.Run(name, func(t *testing.T) { wantError(t, post(b), 400, api.MsgInvalidBody) })
	}
	wantError(t, post(req("price", "buy", "NOPE", "1", taker)), 400, "Unknown symbol: NOPE")
	wantError(t, post(req("quote", "sell", "USDG", "1", taker)), 400, "Unknown symbol: USDG")
	wantError(t, f.do(t, "POST", "/api/quote", bodyJSON(req("price", "buy", sym, "1", taker))), 401, api.MsgAuthRequired)
}

func TestTradabilityRoute(t *testing.T) {
	f := newBareFixture(t, api.Config{})
	locks := &quote.Locks{}
	f.srv.Register(api.QuoteRoutes{Locks: locks})
	r := f.do(t, "GET", "/api/tradability")
	if r.status != 200 || r.body != `{"ok":null,"dropped":[],"asOf":null}` || r.headers["Cache-Control"] != "public, s-maxage=300" {
		t.Fatalf("before a sweep: %d %s %q", r.status, r.body, r.headers["Cache-Control"])
	}
	locks.Publish(quote.Sweep{At: time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC), Rows: []quote.SweepRow{
		{Symbol: "NVDA", Locked: true, Misses: 2}, {Symbol: "AAPL", BuyOK: true, SellOK: true},
	}})
	r = f.do(t, "GET", "/api/tradability")
	if r.body != `{"ok":["AAPL"],"dropped":["NVDA"],"asOf":"2026-11-23T14:00:00Z"}` {
		t.Fatalf("after a sweep: %s", r.body)
	}
}
