package quote_test

import (
	"context"
	"math/big"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/quote"
)

// percentiles reports p50 and p99 of samples in milliseconds.
func percentiles(b *testing.B, samples []time.Duration, prefix string) {
	if len(samples) == 0 {
		return
	}
	slices.Sort(samples)
	at := func(p float64) float64 {
		return float64(samples[min(len(samples)-1, int(p*float64(len(samples))))].Microseconds()) / 1000
	}
	b.ReportMetric(at(0.50), prefix+"p50-ms")
	b.ReportMetric(at(0.99), prefix+"p99-ms")
}

// loopback starts a devnet serving JSON-RPC on a loopback port and dials it, as the service does.
func loopback(b *testing.B) (*chain.Client, *chain.Deployment) {
	d := devnettest.Start(b, devnet.Config{ListenAddr: "127.0.0.1:0", DemoUsers: 1, DevAccounts: -1})
	m := d.Manifest()
	c, err := chain.Dial(context.Background(), m.RPCURL, chain.ClientConfig{RequestsPerSecond: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(c.Close)
	return c, m
}

// BenchmarkQuoteLoopback: a full mode-quote answer over the devnet's three venues through JSON-RPC
// on loopback, against one bare eth_call (one venue's quote) over the same client in the same run.
func BenchmarkQuoteLoopback(b *testing.B) {
	c, m := loopback(b)
	cat, _ := m.TokenIndex()
	mc := chain.NewMulticall(c, m.Multicall3, 0)
	asset := m.Assets[0]
	amount := big.NewInt(100_000_000)
	for _, bc := range []struct {
		name string
		mc   *chain.Multicall
	}{{"multicall", mc}, {"eth_call-per-venue", nil}} {
		b.Run("quote/"+bc.name, func(b *testing.B) {
			racer, _ := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(c, bc.mc, m.Venues).Venues()})
			svc, _ := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG, Tokens: cat, Racer: racer, Multicall: mc})
			req := quote.Request{Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: asset.Symbol, SellAmount: amount, Taker: m.DemoUsers[0].SmartAccount}
			samples := make([]time.Duration, 0, b.N)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				ans, err := svc.Respond(context.Background(), req)
				if err != nil {
					b.Fatal(err)
				}
				if ans.Quote == nil {
					b.Fatalf("no quote: %+v", ans)
				}
				samples = append(samples, time.Since(start))
			}
			percentiles(b, samples, "")
		})
	}
	b.Run("bare-eth_call", func(b *testing.B) {
		to := m.Venues[0].Address
		data := ivenue.NewIVenue().PackQuote(m.USDG, asset.Address, amount)
		samples := make([]time.Duration, 0, b.N)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			start := time.Now()
			if _, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil); err != nil {
				b.Fatal(err)
			}
			samples = append(samples, time.Since(start))
		}
		percentiles(b, samples, "")
	})
}

// BenchmarkQuoteThroughput: mode-quote answers per second over loopback (run with -cpu 1 for
// quotes per second per core; the devnet node shares the same cores).
func BenchmarkQuoteThroughput(b *testing.B) {
	c, m := loopback(b)
	cat, _ := m.TokenIndex()
	mc := chain.NewMulticall(c, m.Multicall3, 0)
	racer, _ := quote.NewRacer(quote.RacerConfig{Venues: quote.NewOnChain(c, mc, m.Venues).Venues()})
	svc, _ := quote.NewService(quote.Config{ChainID: m.ChainID, Permit2: m.Permit2, Settlement: m.Settlement, USDG: m.USDG, Tokens: cat, Racer: racer, Multicall: mc})
	var n atomic.Int64
	b.SetParallelism(8)
	start := time.Now()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			// Distinct amounts: no two requests share a multicall.
			amt := big.NewInt(1_000_000 + n.Add(1))
			req := quote.Request{Mode: quote.ModeQuote, Side: quote.SideBuy, Symbol: m.Assets[0].Symbol, SellAmount: amt, Taker: m.DemoUsers[0].SmartAccount}
			if _, err := svc.Respond(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.ReportMetric(float64(n.Load())/time.Since(start).Seconds(), "quotes/s")
}

// timed is a venue answering after delay, recording when it returned.
type timed struct {
	name  string
	delay time.Duration
	hang  bool
	done  atomic.Int64 // unix nanos of the last answer
}

func (v *timed) Name() string { return v.name }

func (v *timed) Quote(ctx context.Context, o quote.Order) (quote.Fill, error) {
	if v.hang {
		<-ctx.Done()
		return quote.Fill{}, ctx.Err()
	}
	t := time.NewTimer(v.delay)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
		return quote.Fill{}, ctx.Err()
	}
	v.done.Store(time.Now().UnixNano())
	return quote.Fill{BuyAmount: big.NewInt(int64(v.delay))}, nil
}

// BenchmarkRaceOverhead: the racing layer's latency over the slowest venue answering in time.
func BenchmarkRaceOverhead(b *testing.B) {
	vs := []*timed{{name: "a", delay: time.Millisecond}, {name: "b", delay: 2 * time.Millisecond}, {name: "c", delay: 3 * time.Millisecond}}
	r, _ := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{vs[0], vs[1], vs[2]}, VenueTimeout: time.Second})
	samples := make([]time.Duration, 0, b.N)
	o := quote.Order{SellAmount: big.NewInt(1)}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.Race(context.Background(), o)
		end := time.Now().UnixNano()
		slowest := max(vs[0].done.Load(), vs[1].done.Load(), vs[2].done.Load())
		samples = append(samples, time.Duration(end-slowest))
	}
	percentiles(b, samples, "overhead-")
}

// BenchmarkRaceHungVenue: with one venue hung, the answer comes at the venue deadline.
func BenchmarkRaceHungVenue(b *testing.B) {
	const deadline = 50 * time.Millisecond
	vs := []quote.Venue{&timed{name: "hung", hang: true}, &timed{name: "b", delay: time.Millisecond}, &timed{name: "c", delay: 2 * time.Millisecond}}
	r, _ := quote.NewRacer(quote.RacerConfig{Venues: vs, VenueTimeout: deadline, Timeout: time.Second})
	samples := make([]time.Duration, 0, b.N)
	o := quote.Order{SellAmount: big.NewInt(1)}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if res := r.Race(context.Background(), o); res.Winner < 0 {
			b.Fatal("no winner") // (on a loaded machine a 2 ms venue may itself miss the deadline)
		}
		samples = append(samples, time.Since(start)-deadline)
	}
	percentiles(b, samples, "over-deadline-")
}
