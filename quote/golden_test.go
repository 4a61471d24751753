package quote_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/vera-invest/vera/quote"
)

var update = flag.Bool("update", false, "rewrite golden files")

// fixedNonce always draws nonce 42, so that the golden quote is reproducible.
type fixedNonce struct{}

func (fixedNonce) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 0
	}
	p[len(p)-1] = 42
	return len(p), nil
}

// The JSON shapes of the route's three answers, on the devnet (deterministic addresses and
// liquidity), with the clock and the nonce fixed and latencies zeroed.
func TestGoldenAnswers(t *testing.T) {
	e := newEnv(t)
	r, err := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(e.d.Client(), e.mc, e.m.Venues).Venues(),
		VenueTimeout: devnetVenueTimeout, Timeout: devnetRaceTimeout})
	if err != nil {
		t.Fatal(err)
	}
	s, err := quote.NewService(quote.Config{ChainID: e.m.ChainID, Permit2: e.m.Permit2, Settlement: e.m.Settlement, USDG: e.m.USDG,
		Tokens: e.cat, Racer: r, Multicall: e.mc, Rand: fixedNonce{}, Now: func() time.Time { return time.Unix(1_800_000_000, 0) },
		Known: func(s string) bool { return s == "NOTONCHAIN" || s == e.m.Assets[0].Symbol }})
	if err != nil {
		t.Fatal(err)
	}
	taker := e.m.DemoUsers[0].SmartAccount
	answers := map[string]quote.Request{
		"quote_buy.json":    {Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: e.m.Assets[0].Symbol, SellAmount: big.NewInt(15_000_000), Taker: taker},
		"price_sell.json":   {Mode: quote.ModePrice, Side: quote.SideSell, Symbol: e.m.Assets[0].Symbol, SellAmount: big.NewInt(1e18), Taker: taker},
		"no_liquidity.json": {Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: "NOTONCHAIN", SellAmount: big.NewInt(15_000_000), Taker: taker},
	}
	for name, req := range answers {
		t.Run(name, func(t *testing.T) {
			ans, err := s.Respond(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if q := ans.Quote; q != nil {
				for i := range q.Route.Venues {
					q.Route.Venues[i].LatencyMs = 0
				}
			}
			got, err := json.MarshalIndent(ans, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", name)
			if *update {
				if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(append(got, '\n'), want) {
				t.Fatalf("%s differs from the golden file:\n%s", name, got)
			}
		})
	}
}
